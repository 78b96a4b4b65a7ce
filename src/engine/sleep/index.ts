/**
 * Sleep (2–6 players), as the registry sees it: the move schema and the processing step
 * (defineGame) around the rules (rules.ts), the view and log lines (view.ts) and the notation
 * (notation.ts). The plain types are in types.ts. Rulings SP-1 … in docs/rules/sleep.md.
 */
import { z } from "zod";
import { defineGame, type Game, type Seat, type Text } from "../game";
import { say } from "../words";
import { isCode } from "./cards";
import * as moves from "./moves";
import * as notation from "./notation";
import * as rules from "./rules";
import { clock, seatName } from "./rules";
import type { Move, Phase, State, View } from "./types";
import * as viewing from "./view";

export type * from "./types";

const codeSchema = z.string().refine(isCode, { message: "is not a card of Sleep (codes are F1–F6, S1–S21, R1–R10, W1–W14, Z1–Z2)" });
const seatSchema = z.number().int().min(0).max(5);

export const moveSchema: z.ZodType<Move> = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("pass") }),
  z.strictObject({ kind: z.literal("sleep"), cards: z.array(codeSchema).min(1).max(2) }),
  z.strictObject({ kind: z.literal("wake"), card: codeSchema, target: seatSchema }),
  z.strictObject({ kind: z.literal("rem"), card: codeSchema, target: seatSchema }),
  z.strictObject({ kind: z.literal("discard"), cards: z.array(codeSchema).min(1).max(5) }),
]);

/** SP-5: a player is told their own status, never who else is still deciding. */

function actors(s: State): number[] {
  return s.phase === "over" ? [] : s.deciders.flatMap((d, i) => (d && !s.pending[i] ? [i] : []));
}

const SKIPPABLE: readonly Phase[] = ["sleep", "wake", "rem"];

/**
 * Issue #30: the phases `seat` was skipped in (it had no card it could play), newest first, since
 * its own last decision: told to that seat alone (SP-5), from its own hand and the public stages.
 */
export function skipNotes(s: State, seat: Seat): Text[] {
  if (s.phase === "over" || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const notes: Text[] = [];
  if (!s.deciders[seat] && SKIPPABLE.includes(s.phase)) notes.push(say("sleepSkipNow", { phase: s.phase }));
  else if (s.deciders[seat]) return notes;
  for (const record of [...s.log].reverse()) {
    for (const p of [...record.phases].reverse()) {
      if (p.plays[seat] !== null) return notes;
      if (SKIPPABLE.includes(p.phase)) notes.push(say("sleepSkippedIn", { phase: p.phase, turn: record.turn, clock: clock(record.turn) }));
    }
  }
  return notes;
}

export const sleep: Game<State, Move, View> = defineGame<State, Move, View>({
  ...rules,
  ...moves,
  ...viewing,
  ...notation,
  id: "sleep",
  name: "Sleep",
  pitch: "Who gets the best night's rest? Sixteen half-hours of Sleep, Wake and REM cards, played all at once.",
  players: { min: 2, max: 6 },
  options: {},
  moveSchema,
  actors,
  // SP-5: who is deciding depends on hidden hands: a viewer is told only about themself.
  visibleActors: (s, viewer) => (viewer !== null && actors(s).includes(viewer) ? [viewer] : []),
  // A seat that must decide again after a move has reached a new phase (a phase takes one decision per seat).
  sameDecision: (before, after) => before.turn === after.turn && before.phase === after.phase,
  // SP-5 in aggregate: a decision that leaves the phase waiting is sealed until the phase resolves.
  seals: (before, after) => before.turn === after.turn && before.phase === after.phase,
  notesFor: skipNotes,
  seats: (s) => s.players,
  refusals: {
    noSeat: (_s, seat) => say("sleepNoSeat", { seat }),
    over: () => say("sleepOver"),
    notActor: (s, seat) =>
      s.deciders[seat] ? say("sleepDecidedAlready", { phase: s.phase }) : say("sleepSkippedSeat", { seat: seatName(seat), phase: s.phase }),
    shape: (issue) =>
      say("sleepShape", { path: issue && issue.path.length ? issue.path.map(String).join(".") : null, problem: issue?.message ?? null }),
  },
});
