/**
 * Conspirateurs: a race to shelter every man (rulings CO-1 to CO-12 and the project's CO-13
 * onwards in docs/rules/conspirateurs.md). The game as the registry sees it: the move schema and
 * the processing step (defineGame) around the rules (rules.ts), the view (view.ts) and the
 * notation (notation.ts). The plain types are in types.ts.
 */
import { z } from "zod";
import type { Game, Result, Seat, Text } from "../game";
import { say } from "../words";
import { defineGame, ok } from "../game";
import { seedRng } from "../rng";
import * as notation from "./notation";
import { MEN, colourName, generateMoves, initialState, partnerOf, play, settle } from "./rules";
import type { Move, State, View } from "./types";
import * as viewing from "./view";

export type { Move, OutcomeView, SeatView, State, View } from "./types";

/**
 * A cell in a move payload is a string of 1 to 3 characters. `via` is empty in a decision (a
 * longer one is read, and refused with a reason); at most 300 cells are read.
 */
const CELL_CHARS = { min: 1, max: 3 };
const MAX_VIA = 300;
const cell = z.string().min(CELL_CHARS.min).max(CELL_CHARS.max);
export const moveSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("drop"), at: cell }),
  z.object({ kind: z.literal("move"), from: cell, via: z.array(cell).max(MAX_VIA).default([]), to: cell }),
  z.object({ kind: z.literal("stop") }),
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
  if (kind === "stop") return { kind: "stop" };
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

function shapeError(issue: { path: PropertyKey[]; message: string } | undefined): Text {
  const where = issue && issue.path.length ? issue.path.map(String).join(".") : null;
  return say("coShape", { path: where, problem: issue?.message ?? "" });
}

export const conspirateurs: Game<State, Move, View> = defineGame<State, Move, View>({
  ...viewing,
  ...notation,
  id: "conspirateurs",
  name: "Conspirateurs",
  pitch: "Drop your conspirators in the secret meeting place, then race them into the sanctuaries on the edge, leaping over friend and foe.",
  players: { min: 2, max: 4 },
  options: {},
  // Nothing is hidden (CO-4): every viewer's view is the same.
  viewsAlike: true,
  moveSchema: moveSchema as z.ZodType<Move>,

  setup(players: number, _options, seed: string): State {
    if (!MEN[players]) throw new RangeError(`Conspirateurs is for 2, 3 or 4 players, not ${players}`);
    return initialState(players, seedRng(seed));
  },

  actors(state: State): Seat[] {
    return state.result ? [] : [state.turn];
  },
  // The leaps of one chain are one decision; a player who moves again because the others had to pass (CO-10) decides anew.
  sameDecision: (_before: State, after: State) => after.chain !== null,

  legalMoves(state: State, seat: Seat): Move[] {
    return generateMoves(state, seat);
  },

  outcome: (state: State) => state.result,
  seats: (state: State) => state.players,
  refusals: {
    noSeat: (_state, seat) => say("coNoSeat", { seat }),
    over: () => say("gameOver"),
    notActor: (state, seat) => say("coNotActor", { turn: colourName(state.turn, state.players), seat: colourName(seat, state.players) }),
    shape: (issue) => shapeError(issue),
  },
  readMove: plainMove,
  play(state: State, seat: Seat, move: Move): Result<State> {
    const next = play(state, seat, move);
    if ("error" in next) return next;
    // while a leap chain goes on, the turn stays with the leaping player (CO-9)
    return ok(next.ok.chain ? next.ok : settle(next.ok, seat));
  },

  /** 4 players: the two partnerships (CO-11), who share a chat channel. */
  partners(seat: Seat, players: number): Seat[] {
    const partner = partnerOf(seat, players);
    return partner === null ? [] : [partner];
  },
  seatName(seat: Seat, players: number): string {
    return colourName(seat, players);
  },
});
