/**
 * The Game contract (DESIGN.md). A game is data plus pure functions: no I/O, no clock, no
 * Math.random. All randomness comes from the seeded generator kept inside the state (rng.ts),
 * so a match replays exactly from its log and every state round-trips through JSON.
 */
import type { z } from "zod";

export type Seat = number;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Errors are values with a reason a player can read, as in scalachess. */
export type Result<T> = { ok: T } | { error: string };

export const ok = <T>(value: T): { ok: T } => ({ ok: value });
export const err = (reason: string): { error: string } => ({ error: reason });
export const isOk = <T>(r: Result<T>): r is { ok: T } => "ok" in r;

export interface Outcome {
  winners: Seat[];
  draw: boolean;
  /** One sentence a player understands: "Black sheltered all 20 men". */
  reason: string;
}

/** One option of a game, described as JSON so that clients can build a form from it. */
export type OptionSpec =
  | { type: "boolean"; label: string; default: boolean; description?: string }
  | { type: "choice"; label: string; values: (string | number)[]; default: string | number; description?: string }
  | { type: "integer"; label: string; min: number; max: number; default: number; description?: string };

export type OptionsSchema = Record<string, OptionSpec>;
export type Options = Record<string, boolean | string | number>;

export interface Game<S = any, M = any, V = any> {
  id: string;
  name: string;
  /** One line for the home page. */
  pitch: string;
  players: { min: number; max: number };
  options: OptionsSchema;
  /** Validates a move payload's shape before `apply` judges its legality. */
  moveSchema: z.ZodType<M>;

  setup(players: number, options: Options, seed: string): S;
  /**
   * Seats with a decision to make now (several in simultaneous phases). A seat whose only
   * possible move is a forced pass is never listed: the game applies forced passes itself.
   */
  actors(state: S): Seat[];
  /** Every move `seat` may submit now; each entry is accepted by `apply` verbatim. */
  legalMoves(state: S, seat: Seat): M[];
  apply(state: S, seat: Seat, move: M): Result<S>;
  /** What `seat` (null: a spectator) may see. After the match ends, everything. */
  view(state: S, seat: Seat | null): V;
  outcome(state: S): Outcome | null;
  /** One log line as `viewer` may read it. */
  describe(before: S, seat: Seat, move: M, after: S, viewer: Seat | null): string;
  formatMove(move: M): string;
  parseMove(text: string): Result<M>;
  /** Display name of a seat ("Black", "Player 2"). */
  seatName(seat: Seat, players: number): string;
  /** Partnership games: the seats playing together with `seat` (itself excluded); none: every seat plays alone. */
  partners?(seat: Seat, players: number): Seat[];
}

/** Fills defaults and checks every option against its spec; unknown options are refused. */
export function validateOptions(schema: OptionsSchema, given: unknown): Result<Options> {
  if (given === undefined || given === null) given = {};
  if (typeof given !== "object" || Array.isArray(given)) return err("options must be an object");
  const input = given as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!Object.prototype.hasOwnProperty.call(schema, key)) {
      const known = Object.keys(schema);
      return err(`unknown option "${key}"` + (known.length ? ` (this game has: ${known.join(", ")})` : " (this game has no options)"));
    }
  }
  const out: Options = {};
  for (const [key, spec] of Object.entries(schema)) {
    const value = input[key];
    if (value === undefined) {
      out[key] = spec.default;
      continue;
    }
    switch (spec.type) {
      case "boolean":
        if (typeof value !== "boolean") return err(`option "${key}" must be true or false`);
        break;
      case "choice":
        if (!spec.values.includes(value as string | number))
          return err(`option "${key}" must be one of ${spec.values.join(", ")}`);
        break;
      case "integer":
        if (typeof value !== "number" || !Number.isInteger(value) || value < spec.min || value > spec.max)
          return err(`option "${key}" must be a whole number from ${spec.min} to ${spec.max}`);
        break;
    }
    out[key] = value as boolean | string | number;
  }
  return ok(out);
}
