/**
 * Types shared by the server and the client: the API resources and the socket messages.
 * Only types and tiny pure helpers here; nothing that pulls in a runtime.
 */
export type Seat = number;
export type Visibility = "public" | "unlisted" | "private";
export type MatchStatus = "open" | "active" | "finished" | "aborted";

export interface GameInfo {
  id: string;
  name: string;
  pitch: string;
  players: { min: number; max: number };
  options: Record<string, unknown>;
}

export interface SeatInfo {
  seat: Seat;
  /** "Black", "Player 2": the seat's name in the game. */
  label: string;
  /** The person's display name, null while the seat is free. */
  name: string | null;
  kind: "human" | "bot" | "free";
  /** A computer's seat: how strongly it plays (absent for a seat whose player left: `normal` plays it). */
  level?: BotLevel;
}

/** The computer's levels: `easy` plays random legal moves, `normal` and `strong` search. */
export type BotLevel = "easy" | "normal" | "strong";

export interface OutcomeInfo {
  winners: Seat[];
  draw: boolean;
  reason: string;
}

export interface MatchResource {
  id: string;
  game: string;
  status: MatchStatus;
  players: number;
  options: Record<string, unknown>;
  visibility: Visibility;
  timeControl: { daysPerMove: number | null };
  seats: SeatInfo[];
  /** The caller's seat, null for a spectator. */
  you: Seat | null;
  seq: number;
  actors: Seat[];
  /** The game's view for `you`; null while the match waits for players. */
  view: unknown;
  /** Present only when `you` is an actor. */
  legal?: unknown[];
  outcome: OutcomeInfo | null;
  /** ISO time by which the current decision of `you` (or the earliest actor) is due. */
  deadline: string | null;
  drawOffer: Seat[];
  createdAt: string;
  updatedAt: string;
  urls: { match: string; embed: string; invite?: string };
  /** Once a rematch is set up: the new match (with its invite for the players of this one). */
  rematch?: { id: string; url: string };
  /** Once the match is over: the seed of every shuffle, so anyone can check the replay. */
  seed?: string;
}

export interface LogLine {
  seq: number;
  at: string;
  seat: Seat | null;
  kind: string;
  text: string;
}

/** Server -> client socket messages. */
export type ServerMessage =
  | { type: "match"; match: MatchResource }
  | { type: "error"; status: number; title: string; detail: string; requestId?: string }
  | { type: "pong" };

/** Client -> server socket messages. */
export type ClientMessage =
  | { type: "move"; seq: number; move: unknown; requestId?: string }
  | { type: "ping" };

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  [extra: string]: unknown;
}
