/**
 * Sleepers, as the registry sees it: the move schema and the processing step (defineGame) around
 * the rules (rules.ts), the view and log lines (view.ts) and the notation (notation.ts). The plain
 * types are in types.ts (and data.ts, the part the board imports). Rulings in docs/rules/sleepers.md.
 */
import { z } from "zod";
import { defineGame, type Game, type Seat, type Text } from "../game";
import { say } from "../words";
import * as notation from "./notation";
import * as rules from "./rules";
import { AGENTS, SEAT_NAMES, type Move, type Side, type State, type View } from "./types";
import * as viewing from "./view";

export * from "./types";

const hex = z.string().min(2).max(3);
const agent = z.enum(AGENTS);

/** Every decision is its own small move; hexes are named by their labels ("E5"). */
export const moveSchema = z.discriminatedUnion("kind", [
  /** Place a tile from hand face-down: the turn's Recruit action, or a Recruiter's placement. */
  z.object({ kind: z.literal("recruit"), agent, hex }).strict(),
  /** Choose one of your sleepers to flip and resolve: the turn's first or second, or a Ringleader's. */
  z.object({ kind: z.literal("activate"), hex }).strict(),
  /** Police: jump to this hex over the opposing tile between. */
  z.object({ kind: z.literal("jump"), to: hex }).strict(),
  /** Informant: flip this tile. */
  z.object({ kind: z.literal("flip"), hex }).strict(),
  /** Immigration: return this tile to its owner's hand. */
  z.object({ kind: z.literal("bounce"), hex }).strict(),
  /** Double agent: swap with this tile. */
  z.object({ kind: z.literal("swap"), hex }).strict(),
  /** Decline what is optional now: a second activation, more Ringleader activations, more jumps, more returns. */
  z.object({ kind: z.literal("stop") }).strict(),
]);

/** Compile time only: the schema parses to exactly data.ts's `Move` (type-checking fails if the two drift apart). */
type Parsed = z.infer<typeof moveSchema>;
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
type MoveSchemaIsMove = Assert<Same<Parsed, Move>>;

const notYourTurn = (s: State): Text => say("slNotYourTurn", { seat: SEAT_NAMES[s.turn] });

export const sleepers: Game<State, Move, View> = defineGame<State, Move, View>({
  ...rules,
  ...viewing,
  ...notation,
  id: "sleepers",
  name: "Sleepers",
  pitch: "Recruit hidden sleeper agents on a hex map of France and wake them to join two opposite sides of the country.",
  players: { min: 2, max: 2 },
  options: rules.sleepersOptions,
  moveSchema: moveSchema as unknown as Game<State, Move, View>["moveSchema"],
  seatName: (seat: Seat) => SEAT_NAMES[seat as Side] ?? `Seat ${seat + 1}`,
  seats: () => 2,
  refusals: {
    noSeat: notYourTurn,
    over: () => say("gameOver"),
    notActor: notYourTurn,
    shape: (issue) => say("slShape", { problem: issue?.message ?? null }),
  },
});
