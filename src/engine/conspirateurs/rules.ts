/**
 * Conspirateurs: a race to shelter every man (rulings CO-1 to CO-12 in
 * /work/shared/rules/conspirateurs.md; CO-13 onwards in docs/rules/conspirateurs.md).
 */
import { z } from "zod";
import type { Game, Result, Seat } from "../game";
import { err, ok } from "../game";
import { seedRng } from "../rng";
import { LABELS, MEETING, cellOf, sanctuaries, sanctuaryFlags } from "./geometry";
import type { Move, State } from "./engine";
import {
  MEN, PIECES, colourName, generateMoves, initialState, isDropPhase, partnerOf, play, settle, shelteredCount,
} from "./engine";
import { encode, formatMove, parseMove } from "./notation";

export type { Move, State } from "./engine";

export type OutcomeView = { winners: number[]; draw: boolean; reason: string };
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
  sanctuaries: string[];
  meeting: string[];
  seats: SeatView[];
  phase: "drop" | "move" | "over";
  /** The seat to act, null when the match is over. */
  turn: number | null;
  ply: number;
  last: { seat: number; move: Move; text: string } | null;
  /** Seats passed automatically after the last move. */
  passed: number[];
  outcome: OutcomeView | null;
};

/** A cell in a move payload is a string of 1 to 3 characters; `via` lists at most 300 of them. */
const CELL_CHARS = { min: 1, max: 3 };
const MAX_VIA = 300;
const cell = z.string().min(CELL_CHARS.min).max(CELL_CHARS.max);
export const moveSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("drop"), at: cell }),
  z.object({ kind: z.literal("move"), from: cell, via: z.array(cell).max(MAX_VIA).default([]), to: cell }),
]);

const isCellText = (x: unknown): x is string =>
  typeof x === "string" && x.length >= CELL_CHARS.min && x.length <= CELL_CHARS.max;

/**
 * `moveSchema.safeParse(move).data` for the usual payload, without the cost of zod: a plain
 * object whose fields pass the schema gives the same fresh copy zod returns (fields in schema
 * order, unknown keys left out, a missing `via` as []). Anything else gives null and goes through
 * zod, which judges it and words the error.
 */
export function plainMove(move: unknown): Move | null {
  if (typeof move !== "object" || move === null || Object.getPrototypeOf(move) !== Object.prototype) return null;
  const m = move as Record<string, unknown>;
  const kind = m.kind;
  if (kind === "drop") {
    const at = m.at;
    return isCellText(at) ? { kind: "drop", at } : null;
  }
  if (kind !== "move") return null;
  const from = m.from, via = m.via, to = m.to;
  if (!isCellText(from) || !isCellText(to)) return null;
  if (via === undefined) return { kind: "move", from, via: [], to };
  if (!Array.isArray(via) || via.length > MAX_VIA) return null;
  const copy = new Array<string>(via.length);
  for (let k = 0; k < via.length; k++) {
    const v: unknown = via[k];
    if (!isCellText(v)) return null;
    copy[k] = v;
  }
  return { kind: "move", from, via: copy, to };
}

function shapeError(move: unknown): string {
  const parsed = moveSchema.safeParse(move);
  const issue = parsed.success ? null : parsed.error.issues[0];
  const where = issue && issue.path.length ? ` (${issue.path.join(".")}: ${issue.message})` : "";
  return `That is not a move: send {"kind":"drop","at":"E7"} or {"kind":"move","from":"E7","via":[],"to":"F8"}${where}`;
}

function describeMove(s: State, seat: Seat, move: Move): string {
  const name = colourName(seat, s.players);
  if (move.kind === "drop") return `${name} dropped a man on ${move.at}`;
  const to = cellOf(move.to);
  const sheltered = to >= 0 && sanctuaryFlags(s.players)[to] ? ", into a sanctuary" : "";
  const via = move.via ?? [];
  const text = formatMove(move);
  if (via.length === 0 && text.includes("-")) return `${name} stepped from ${move.from} to ${move.to}${sheltered}`;
  const leaps = via.length + 1;
  return `${name} leapt ${text} (${leaps} leap${leaps > 1 ? "s" : ""})${sheltered}`;
}

const MEETING_LABELS: readonly string[] = MEETING.map((c) => LABELS[c]!);
const SANCTUARY_LABELS: Record<number, readonly string[]> = {};
/** The labels of the sanctuaries for a number of players, in index order (a constant per count). */
function sanctuaryLabels(players: number): readonly string[] {
  return (SANCTUARY_LABELS[players] ??= sanctuaries(players).map((c) => LABELS[c]!));
}

export const conspirateurs: Game<State, Move, View> = {
  id: "conspirateurs",
  name: "Conspirateurs",
  pitch: "Drop your conspirators in the secret meeting place, then race them into the sanctuaries on the edge, leaping over friend and foe.",
  players: { min: 2, max: 4 },
  options: {},
  moveSchema: moveSchema as z.ZodType<Move>,

  setup(players: number, _options, seed: string): State {
    if (!MEN[players]) throw new RangeError(`Conspirateurs is for 2, 3 or 4 players, not ${players}`);
    return initialState(players, seedRng(seed));
  },

  actors(state: State): Seat[] {
    return state.result ? [] : [state.turn];
  },

  legalMoves(state: State, seat: Seat): Move[] {
    return generateMoves(state, seat);
  },

  apply(state: State, seat: Seat, move: Move): Result<State> {
    let shaped = plainMove(move);
    if (!shaped) {
      const parsed = moveSchema.safeParse(move);
      if (!parsed.success) return err(shapeError(move));
      shaped = parsed.data as Move;
    }
    const next = play(state, seat, shaped);
    if ("error" in next) return next;
    return ok(settle(next.ok, seat));
  },

  view(state: State, _seat: Seat | null): View {
    const s = state;
    return {
      game: "conspirateurs",
      players: s.players,
      board: s.board,
      position: encode(s),
      size: 17,
      columns: "ABCDEFGHIJKLMNOPQ",
      sanctuaries: sanctuaryLabels(s.players).slice(),
      meeting: MEETING_LABELS.slice(),
      seats: Array.from({ length: s.players }, (_, seat) => ({
        seat,
        colour: colourName(seat, s.players),
        piece: PIECES[s.players]![seat]!,
        partner: partnerOf(seat, s.players),
        men: MEN[s.players]!,
        toDrop: s.toDrop[seat] ?? 0,
        sheltered: shelteredCount(s, seat),
      })),
      phase: s.result ? "over" : isDropPhase(s) ? "drop" : "move",
      turn: s.result ? null : s.turn,
      ply: s.ply,
      last: s.last ? { seat: s.last.seat, move: s.last.move, text: formatMove(s.last.move) } : null,
      passed: s.passed.slice(),
      outcome: s.result ? { winners: s.result.winners.slice(), draw: s.result.draw, reason: s.result.reason } : null,
    };
  },

  outcome(state: State) {
    return state.result;
  },

  describe(before: State, seat: Seat, move: Move, after: State, _viewer: Seat | null): string {
    let line = describeMove(before, seat, move);
    for (const p of after.passed) line += `; ${colourName(p, after.players)} cannot move and passes`;
    if (after.result) {
      line += after.result.draw ? `; the match is drawn: ${after.result.reason}` : `; ${after.result.reason} and win${after.result.winners.length > 1 ? "" : "s"}`;
    }
    return line + ".";
  },

  formatMove,
  parseMove,

  partners(seat: Seat, players: number): Seat[] {
    const partner = partnerOf(seat, players);
    return partner === null ? [] : [partner];
  },
  seatName(seat: Seat, players: number): string {
    return colourName(seat, players);
  },
};
