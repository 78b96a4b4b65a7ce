/**
 * Conspirateurs: the plain types of the state, the moves and the view (no zod, no rules), for the
 * engine, the board and any other module that only needs the shapes.
 */
import type { Outcome, Seat } from "../game";
import type { RngState } from "../rng";
import type { Text } from "../text";

/**
 * A move: one decision (CO-9). Cells are named by their labels ("E7").
 * - `drop`: place a man on an empty cell of the meeting place (drop phase, CO-6).
 * - `move`: a step (`to` adjacent), which is the whole turn, or ONE leap (`to` two cells away),
 *   CO-7. After a leap the same player leaps on with the same man (`from` = where it landed) or
 *   stops; a chain that cannot go on ends by itself. `via` is always empty in a decision; in
 *   `last` (and the log's finished chain) the whole chain is one move: `via` lists every landing
 *   cell before the last one, `to` is where the man ends.
 * - `stop`: end the leap chain under way.
 */
export type Move =
  | { kind: "drop"; at: string }
  | { kind: "move"; from: string; via: string[]; to: string }
  | { kind: "stop" };

export interface State {
  players: number;
  /** 289 characters, index = (row - 1) * 17 + column: "." empty, else the letter of a colour (PIECES). */
  board: string;
  /** Men each seat still has to drop (all zero in the move phase). */
  toDrop: number[];
  /** The seat to act (while the match runs). */
  turn: Seat;
  /** Moves applied so far. */
  ply: number;
  /** The last move played and by whom, for highlighting. */
  last: { seat: Seat; move: Move } | null;
  /** Seats passed automatically after the last move (CO-10), in order. */
  passed: Seat[];
  result: Outcome | null;
  /**
   * The leap chain under way (CO-9): its cells as labels, the starting cell first and the cell the
   * man stands on now last; null between turns. While it is set, `turn` is the leaping player.
   */
  chain: string[] | null;
  /** Conspirateurs uses no chance; the generator is kept by convention and never shown. */
  rng: RngState;
}

/** `reason`: a message, written in the reader's language by the room (`Written`). */
export type OutcomeView = { winners: number[]; draw: boolean; reason: Text };
export type SeatView = {
  seat: number;
  colour: string;
  /** The letter of this colour on `board`. */
  piece: string;
  partner: number | null;
  men: number;
  toDrop: number;
  sheltered: number;
};
export type View = {
  game: "conspirateurs";
  players: number;
  /** 289 characters, index = (row - 1) * 17 + column (A = 0): "." empty, else a piece letter. */
  board: string;
  /** The position in the one-line notation. */
  position: string;
  size: number;
  columns: string;
  sanctuaries: readonly string[];
  meeting: readonly string[];
  seats: SeatView[];
  phase: "drop" | "move" | "over";
  /** The seat to act, null when the match is over. */
  turn: number | null;
  ply: number;
  last: { seat: number; move: Move; text: string } | null;
  /** Seats passed automatically after the last move. */
  passed: number[];
  /** The leap chain under way (start first, the man's cell last), null when none is. */
  chain: string[] | null;
  outcome: OutcomeView | null;
};
