/**
 * What a match is between two events (the fold's state, fold.ts) and the questions every part of
 * the room asks of it: which game, who decides, who still plays, how it ended, its position.
 * The vocabulary of seats is docs/glossary.md's.
 */
import { type Game, type Outcome, type Seat } from "../engine/game";
import { getGame } from "../engine/registry";
import type { Level } from "../bot";
import type { MatchStatus, Visibility } from "../shared/api";
import { isNumberedSeat, seatWho as seatWhoText } from "../shared/text";
import { isComputersOwn } from "../shared/seats";
import { msg, type Msg, type Text } from "../shared/i18n";

export const DAY_MS = 86_400_000;

/** An outcome whose reason may be the room's own message (a resignation, a timeout) or the game's. */
export type RoomOutcome = Omit<Outcome, "reason"> & { reason: Text };

export interface MatchMeta {
  id: string;
  game: string;
  players: number;
  options: Record<string, boolean | string | number>;
  visibility: Visibility;
  daysPerMove: number | null;
  /** Secret until the match ends: the seed of every shuffle. */
  seed: string;
  /** The SHA-256 of the seed (lowercase hex), public from creation (rooms made before it: computed on wake). */
  commitment?: string;
  /** Secret shown only to seated players (and to everyone for public matches). */
  invite: string;
  createdBy: string;
  createdAt: number;
  rematchOf: string | null;
  /** A rematch keeps its players: seat i is kept for this person (null: anyone with the invite). */
  reserved?: ({ userId: string; name: string } | null)[];
  /** The tournament this match is part of: its result is reported there (src/match/tournamentReport.ts). */
  tournament?: string;
  /** Does the match count for ratings (src/match/results.ts)? Absent in matches made before ratings: no. */
  rated?: boolean;
}

export interface SeatState {
  userId: string | null;
  name: string | null;
  kind: "human" | "bot" | "free";
  resigned: boolean;
  /** A computer's seat from the start (or given to it while the match waited): how strongly it plays. */
  level?: Level;
  /** A person took the seat over from the computer (seats.ts): at which event, and when. */
  takenOver?: { seq: number; at: number };
  /** A guest sat down here: no profile to link to (a guest who signs in later keeps the flag). */
  guest?: true;
}

/** The seat of a person who sits down: a guest's says so (SeatState.guest). */
export function personSeat(event: { userId: string; name: string; guest?: true }): SeatState {
  return { userId: event.userId, name: event.name, kind: "human", resigned: false, ...(event.guest ? { guest: true as const } : {}) };
}

/** A seat taken by the computer at `level`. */
export function botSeat(level: Level): SeatState {
  return { userId: null, name: `Computer (${level})`, kind: "bot", resigned: false, level };
}

export interface MatchState {
  meta: MatchMeta;
  seats: SeatState[];
  status: MatchStatus;
  game: unknown;
  /** Outcome decided outside the rules: resignation, agreed draw, timeout, abort. */
  settled: RoomOutcome | null;
  drawOffers: Seat[];
  /** Seats whose player left, offered to a newcomer: seat → invite (seats.ts). Absent in older snapshots (compat.ts). */
  seatOffers?: Record<string, string>;
  /** Every person who left a seat before the end (resigned or ran out of time), in order (seats.ts). Absent in older snapshots (compat.ts). */
  leavers?: Leaver[];
  /** When each seat's pending decision began, for deadlines. */
  decisionSince: Record<string, number>;
  rematch: { id: string; invite: string } | null;
  /** Vacation periods per seat [from, until] (ms): a seat's clock stops while they last. */
  vacations: Record<string, [number, number][]>;
  /** The seats that have made a decision (a move, or the computer's for them); all of them, or the match is an abort for ratings. */
  decided?: Seat[];
  /**
   * Decisions sealed since the last public event (SP-5, sealedOf): applied to `game`, kept out of
   * the public log and of `seq`, `updatedAt` and the draw offers until the event that reveals them.
   */
  sealed?: SealedDecision[];
  /** The public position: the number of events in the log (sealed decisions do not count). */
  seq: number;
  updatedAt: number;
}

/** A decision kept by the room but hidden from everyone else until its phase's reveal (SP-5). */
export interface SealedDecision {
  seat: Seat;
  move: unknown;
}

/**
 * Every event after "created" may carry the decisions sealed before it (`sealed`, in the order they
 * came): the event that reveals them (the move that ends the phase, a timeout, an event that ends
 * the match) holds them, so that the public log alone replays to the same state.
 */
type Revealing = { sealed?: SealedDecision[] };

/** A person who left a seat before the end: the reliability count of their profile (src/db/reliability.ts). */
export interface Leaver {
  seat: Seat;
  userId: string;
  reason: "resigned" | "timeout";
  seq: number;
  at: number;
}

export type MatchEvent =
  | { kind: "created"; meta: MatchMeta; seat: Seat; userId: string; name: string; guest?: true; bots?: { seat: Seat; level: Level }[] }
  /** A seated player gave a free seat to the computer while the match waited for players. */
  | ({ kind: "bot-seat"; seat: Seat; level: Level } & Revealing)
  | ({ kind: "joined"; seat: Seat; userId: string; name: string; guest?: true } & Revealing)
  | ({ kind: "move"; seat: Seat; move: unknown } & Revealing)
  /**
   * A move the game keeps hidden until its phase's reveal (Game.seals, SP-5): kept in the room's
   * sealed table, never in the public log, and refused by `step` unless it leaves the phase waiting.
   * The room writes a move this way when it can (`stepLive`); a logged "move" is always public.
   */
  | { kind: "sealed"; seat: Seat; move: unknown }
  /**
   * A deadline passed: `move` is the computer's move (3–4 players; bots.ts), null when the seat loses (2
   * players). `leaves`: the seat's player is out from then on and the computer plays the seat (as
   * after a resignation); timeouts logged before this field existed let the bot make one decision.
   */
  | ({ kind: "timeout"; seat: Seat; move: unknown | null; leaves?: boolean } & Revealing)
  | ({ kind: "resign"; seat: Seat } & Revealing)
  | ({ kind: "draw-offer"; seat: Seat } & Revealing)
  | ({ kind: "draw-decline"; seat: Seat } & Revealing)
  | ({ kind: "abort"; seat: Seat } & Revealing)
  | ({ kind: "rematch"; seat: Seat; id: string; invite: string } & Revealing)
  /** The seat's player is away from `from` to `until`: their clocks stop meanwhile. */
  | ({ kind: "vacation"; seat: Seat; from: number; until: number } & Revealing)
  /** A player (`by`) offers the seat the computer plays for a leaver to a newcomer with this invite (seats.ts). */
  | ({ kind: "seat-offer"; seat: Seat; by: Seat; invite: string } & Revealing)
  /** A newcomer takes the offered seat over from the computer and plays it from then on. */
  | ({ kind: "seat-taken"; seat: Seat; userId: string; name: string; guest?: true } & Revealing);

export type EventKind = MatchEvent["kind"];

export function gameOf(state: MatchState): Game {
  const game = getGame(state.meta.game);
  if (!game) throw new Error(`match ${state.meta.id} plays unknown game ${state.meta.game}`);
  return game;
}

/** The outcome from the rules, or from a resignation, agreed draw or timeout. */
export function outcomeOf(state: MatchState): RoomOutcome | null {
  if (state.settled) return state.settled;
  if (state.status !== "active" && state.status !== "finished") return null;
  const o = gameOf(state).outcome(state.game);
  return o && { ...o, reason: namedText(state, o.reason) };
}

export function actorsOf(state: MatchState): Seat[] {
  if (state.status !== "active") return [];
  return gameOf(state).actors(state.game);
}

/**
 * A game's own text ("Player 3 slept best") with its numbered seats named by who plays them now,
 * in whichever language it is later written (the names are kept with it: `roomNamed`).
 */
export function namedText(state: MatchState, text: Text): Text {
  const names = state.seats.map((s, i) => (isNumberedSeat(seatLabel(state, i)) ? s.name : null));
  return names.some((n) => n) ? msg("roomNamed", { text, names }) : text;
}

export function seatLabel(state: MatchState, seat: Seat): string {
  return gameOf(state).seatName(seat, state.meta.players);
}

/** `seatWho` as a message, its seat's label written in its reader's language. */
export function seatWhoMsg(state: MatchState, seat: Seat): Msg {
  return msg("roomWho", { label: seatLabel(state, seat), name: state.seats[seat]?.name ?? null });
}

/** "Bob (White)": who plays the seat, when known, and the seat (src/shared/text.ts). */
export function seatWho(state: MatchState, seat: Seat): string {
  return seatWhoText(seatLabel(state, seat), state.seats[seat]?.name);
}

/**
 * Does a person still play this seat? Not a free seat, and not one whose player resigned or ran
 * out of time in a 3–4 player match (the computer plays it then). Every rule about who still
 * plays (draws, notices, reminders, what a viewer sees: viewer.ts `seatOf`) asks this.
 */
export function isPlaying(state: MatchState, seat: Seat): boolean {
  const s = state.seats[seat];
  return !!s && s.kind === "human" && !s.resigned;
}

/** The seats people still play (not free, not resigned). */
export function playingSeats(state: MatchState): Seat[] {
  return state.seats.flatMap((_, i) => (isPlaying(state, i) ? [i] : []));
}

/**
 * The seats still in the match: those people still play and the computer's own (glossary.md).
 * They are whose agreement a draw needs (each computer seat answering by its own judgement,
 * bots.ts) and who win when the others leave. A seat whose player left is not in: as before the
 * computer answered offers, so every stored log replays to the state it had.
 */
export function seatsStillIn(state: MatchState): Seat[] {
  return state.seats.flatMap((s, i) => (isPlaying(state, i) || isComputersOwn(s) ? [i] : []));
}

/** The decisions sealed since the last public event (SP-5). */
export function sealedOf(state: MatchState): SealedDecision[] {
  return state.sealed ?? [];
}

/** The seats whose own sealed decision `state` holds, and how many each. */
export function sealedCount(state: MatchState, seat: Seat): number {
  return sealedOf(state).filter((d) => d.seat === seat).length;
}

/** A position and its sealed decisions: what a viewer's cached resource and the delivered index are keyed by. */
export function versionOf(state: MatchState): string {
  return `${state.seq}.${sealedOf(state).length}`;
}
