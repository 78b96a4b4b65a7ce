/**
 * The Game contract (DESIGN.md). A game is data plus pure functions: no I/O, no clock, no
 * Math.random. All randomness comes from the seeded generator kept inside the state (rng.ts),
 * so a match replays exactly from its log and every state round-trips through JSON.
 */
import type { z } from "zod";
import type { Text } from "./text";

export type { Text };

export type Seat = number;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Errors are values with a reason a player can read, as in scalachess. A reason (like every text
 * a game writes) is a `Text`: a message of the catalogue (src/shared/i18n) with its parameters,
 * written in the reader's language where it is read, or a string that reads the same in both.
 */
export type Result<T> = { ok: T } | { error: Text };

export const ok = <T>(value: T): { ok: T } => ({ ok: value });
export const err = (reason: Text): { error: Text } => ({ error: reason });
export const isOk = <T>(r: Result<T>): r is { ok: T } => "ok" in r;

export interface Outcome {
  winners: Seat[];
  draw: boolean;
  /** One sentence a player understands: "Black sheltered all 20 men". */
  reason: Text;
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
  /** The shape of a move payload; `apply` parses every move with it (defineGame). */
  moveSchema: z.ZodType<M>;

  setup(players: number, options: Options, seed: string): S;
  /**
   * Seats with a decision to make now (several in simultaneous phases). A seat whose only
   * possible move is a forced pass is never listed: the game applies forced passes itself.
   */
  actors(state: S): Seat[];
  /**
   * The seats `viewer` (null: a spectator) may be told are deciding now. Absent: everyone may
   * know the actors. A game whose actors depend on hidden information (Sleep's simultaneous
   * phases, SP-5) lists only what the viewer may know; deadlines still follow `actors`.
   */
  visibleActors?(state: S, viewer: Seat | null): Seat[];
  /** Every move `seat` may submit now; each entry is accepted by `apply` verbatim. */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * Is `seat`, deciding in both `before` and `after` (one move apart), still at the same decision (a
   * sub-step of its own turn), or at a new one (a new phase or turn)? A new decision is announced
   * again and gets a fresh deadline. Absent: the same decision while the seat stays an actor.
   */
  sameDecision?(before: S, after: S, seat: Seat): boolean;
  /**
   * Is the decision `seat` just took (`before` → `after`) sealed: hidden, with everything it
   * changed, until a later move reveals the phase (SP-5)? The match then keeps it apart from the
   * public log: no log line, no new position for anyone else. Absent: no decision is sealed.
   */
  seals?(before: S, after: S, seat: Seat): boolean;
  /** What the game tells `seat` alone about its own part now (Sleep: "No card you can play in REM — skipped"). */
  notesFor?(state: S, seat: Seat): Text[];
  /**
   * The one processing step of every game (built by defineGame): refuses an unknown seat, a move
   * after the end and a seat that is not deciding, parses the payload with `moveSchema`, then
   * judges it by the game's own rules. Any payload may be given: nothing is trusted.
   */
  apply(state: S, seat: Seat, move: unknown): Result<S>;
  /** What `seat` (null: a spectator) may see. After the match ends, everything. */
  view(state: S, seat: Seat | null): V;
  /** Nothing is hidden: `view` is the same for every viewer, so the room builds it once per position (and language). */
  viewsAlike?: true;
  outcome(state: S): Outcome | null;
  /** One log line as `viewer` may read it. */
  describe(before: S, seat: Seat, move: M, after: S, viewer: Seat | null): Text;
  formatMove(move: M): string;
  parseMove(text: string): Result<M>;
  /** Display name of a seat ("Black", "Player 2"). */
  seatName(seat: Seat, players: number): string;
  /** Partnership games: the seats playing together with `seat` (itself excluded); none: every seat plays alone. */
  partners?(seat: Seat, players: number): Seat[];
}

/** The actors `viewer` may be told about (see Game.visibleActors). */
export function visibleActors<S>(game: Game<S>, state: S, viewer: Seat | null): Seat[] {
  return game.visibleActors ? game.visibleActors(state, viewer) : game.actors(state);
}

/** The reasons of the processing step, each in the game's own words. */
export interface Refusals<S> {
  /** `seat` is not a seat of this match. */
  noSeat(state: S, seat: number): Text;
  over(state: S): Text;
  /** `seat` has no decision to make now. */
  notActor(state: S, seat: Seat): Text;
  /** The payload does not fit `moveSchema`; `issue` is zod's first complaint. */
  shape(issue: { path: PropertyKey[]; message: string } | undefined, move: unknown): Text;
}

/**
 * What a game supplies: everything of the contract but `apply`, plus its rule function. A game
 * may spread its modules into it (`{...rules, ...view, ...notation, id, …}`): only the contract's
 * members (`CONTRACT`) and the four below are read, a module's other exports are left out.
 */
export interface GameSpec<S, M, V> extends Omit<Game<S, M, V>, "apply"> {
  /** Seats of the match in `state`. */
  seats(state: S): number;
  refusals: Refusals<S>;
  /**
   * Optional fast path for the usual payload: the same fresh copy `moveSchema` would give, or
   * null to let the schema judge it (and word the error).
   */
  readMove?(move: unknown): M | null;
  /** The game's rules: `seat` is deciding, the match runs and `move` has the schema's shape. */
  play(state: S, seat: Seat, move: M): Result<S>;
}

type Handed = keyof Omit<Game, "apply">;
/** The members of the contract a spec hands on to its game as they are (all but `apply`). */
const CONTRACT = [
  "id", "name", "pitch", "players", "options", "moveSchema", "setup", "actors", "visibleActors",
  "legalMoves", "sameDecision", "seals", "notesFor", "view", "viewsAlike", "outcome", "describe", "formatMove", "parseMove", "seatName", "partners",
] as const satisfies readonly Handed[];
/** Compile time only: a member added to `Game` and not to `CONTRACT` fails type-checking here. */
type EveryMemberHanded = [Exclude<Handed, (typeof CONTRACT)[number]>] extends [never] ? true : never;
const everyMemberHanded: EveryMemberHanded = true;
void everyMemberHanded;

/**
 * Builds a game from its spec with the one processing step every game shares (as boardgame.io's
 * ProcessGameConfig does): seat, end, actor and shape are checked here once, so the rule
 * function judges only what its rules say.
 */
export function defineGame<S, M, V>(spec: GameSpec<S, M, V>): Game<S, M, V> {
  const { seats, refusals, readMove, play } = spec;
  const handed = CONTRACT.filter((key) => spec[key] !== undefined).map((key) => [key, spec[key]]);
  const game = Object.fromEntries(handed) as Omit<Game<S, M, V>, "apply">;
  return {
    ...game,
    apply(state: S, seat: Seat, move: unknown): Result<S> {
      if (!Number.isInteger(seat) || seat < 0 || seat >= seats(state)) return err(refusals.noSeat(state, seat));
      if (game.outcome(state)) return err(refusals.over(state));
      if (!game.actors(state).includes(seat)) return err(refusals.notActor(state, seat));
      let shaped = readMove ? readMove(move) : null;
      if (shaped === null) {
        const parsed = game.moveSchema.safeParse(move);
        if (!parsed.success) return err(refusals.shape(parsed.error.issues[0], move));
        shaped = parsed.data;
      }
      return play(state, seat, shaped);
    },
  };
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
