/**
 * Types shared by the server and the client: the API resources and the socket messages.
 * Only types and tiny pure helpers here; nothing that pulls in a runtime.
 */
import type { ListEdit, PatchOp } from "./patch";

export type Seat = number;
export type Visibility = "public" | "unlisted" | "private";
export type MatchStatus = "open" | "active" | "finished" | "aborted";

export interface GameInfo {
  id: string;
  name: string;
  pitch: string;
  players: { min: number; max: number };
  options: Record<string, unknown>;
  /** Each seat's name in the game, by player count ("2": ["White", "Black"]), for choosing a seat. */
  seatNames: Record<string, string[]>;
}

export interface SeatInfo {
  seat: Seat;
  /** "Black", "Player 2": the seat's name in the game. */
  label: string;
  /** The person's display name, null while the seat is free. */
  name: string | null;
  kind: "human" | "bot" | "free";
  /** The id of the person who sits (or sat) there: their profile is /players/:id (guests have none). */
  player?: string;
  /** A computer's seat: how strongly it plays (absent for a seat whose player left: `normal` plays it). */
  level?: BotLevel;
  /** The person left (resigned or ran out of time): the computer plays the seat ("bot" too). */
  resigned?: true;
  /** A free seat of a rematch kept for this player of the last match (their name). */
  keptFor?: string;
  /** This seat's player created the match (only they may cancel it before it starts). */
  creator?: true;
  /** The computer plays this seat for a player who left, and a player offered it to a newcomer (join with the offer's invite). */
  offered?: true;
  /** A newcomer took this seat over from the computer (their result is not rated). */
  takenOver?: true;
}

import type { BotLevel } from "./settings";
export type { BotLevel };

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
  /** Does the match count for ratings (a guest's seat still makes it unrated when it ends)? */
  rated: boolean;
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
  /**
   * Said to `you` alone, never to another seat or a spectator (SP-5): its own decision sent and
   * sealed until everyone has decided, the phases it was skipped in. Absent when there is nothing.
   */
  forYou?: string[];
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
  /** The SHA-256 (lowercase hex) of the seed from creation; the seed itself once the match is over. */
  fairness: { commitment: string; seed: string | null };
}

/** `GET /api/matches/:id/replay` (once the match is over): everything needed to replay it from the seed. */
export interface MatchReplay {
  id: string;
  game: string;
  players: number;
  options: Record<string, unknown>;
  seed: string;
  commitment: string | null;
  /** Every move that changed the game's position, in order (players', the computer's, timeouts'). */
  moves: { seq: number; seat: Seat; move: unknown }[];
  /** The final position as a spectator sees it, and the outcome. */
  final: { seq: number; status: MatchStatus; view: unknown; outcome: OutcomeInfo | null };
}

/** One position of the review: `state` is the game's whole position, nothing hidden; `line` the event's log line as its seat read it. */
export interface ReviewPosition {
  seq: number;
  /** The seat whose decision made this position (null: the start). */
  seat: Seat | null;
  line: string;
  /** The game's one-line notation of the whole position. */
  text: string;
  state: unknown;
}

/** A move that changed a seat's chance to win much: `swing` is that seat's change (−1 … 1). */
export interface ReviewMoment {
  seq: number;
  seat: Seat;
  swing: number;
  why: string;
}

/** `GET /api/matches/:id/review`: a finished match with every secret revealed, and how the chances moved. */
export interface MatchReview {
  game: string;
  players: number;
  positions: ReviewPosition[];
  /** Each seat's chance to win after each position (they sum to 1), as far as judged. */
  chances: { seq: number; seats: number[] }[];
  moments: ReviewMoment[];
  /** How far the judging is: `judged` of `positions` positions have their chances. */
  progress: { judged: number; positions: number };
  /** The chances are still being judged (after the end, by the room, a slice at a time). */
  pending: boolean;
}

/** A chat channel: everyone at the match, or (partnership games) one's partners only. */
export type ChatChannel = "all" | "team";

/** One chat line; `n` counts the match's lines from 1 (across channels). */
export interface ChatMessage {
  n: number;
  at: string;
  seat: Seat;
  name: string;
  text: string;
  channel: ChatChannel;
}

export interface LogLine {
  seq: number;
  at: string;
  seat: Seat | null;
  kind: string;
  text: string;
}

/**
 * The socket protocol's version: the app and the embed connect with `?v=` this, and a socket
 * without it (a page cached before this protocol: 1 sent whole resources, 2 patches with `legal`
 * inside them) gets `{type:"reload"}` and is closed.
 */
export const SOCKET_PROTOCOL = 3;
/** The close code of a socket whose page speaks an older protocol. */
export const SOCKET_RELOAD_CODE = 4000;
/** The close code of a socket whose credential ended (signed out, token revoked): a new one opens as whoever the page now is. */
export const SOCKET_SIGNED_OUT_CODE = 4001;
/**
 * The close code of a socket opened before its person took a seat: it was let in as a spectator,
 * so it is not trusted with the seat; the page reconnects at once and is let in as the player.
 */
export const SOCKET_SEAT_CHANGED_CODE = 4002;

/**
 * Server -> client socket messages. `match` is the whole resource (always the first message on
 * connect); `etag` names it, as the HTTP ETag does. `patch` is what changed since the resource
 * named `base`: `ops` (src/shared/patch.ts) turn it into the one named `etag` (absent: `base` with
 * its number made `seq`, src/shared/livePatch.ts `etagAfter`) except for `seq`
 * (the message's) and `legal` (`legal`, present exactly when the new resource has one), and `log`
 * holds the new log lines as this viewer reads them. A client whose resource is not `base` (a
 * message lost, a socket woken) fetches the whole resource instead (src/shared/livePatch.ts).
 */
export type ServerMessage =
  | { type: "match"; match: MatchResource; etag?: string }
  | { type: "patch"; seq: number; base: string; etag?: string; ops: PatchOp[]; log: PatchLogLine[]; legal?: LegalUpdate }
  | { type: "reload"; detail: string }
  | { type: "error"; status: number; title: string; detail: string; requestId?: string }
  | { type: "chat"; message: ChatMessage }
  | { type: "pong" };

/** A patch's log line: without `seq` it is the message's, without `at` the new resource's `updatedAt`. */
export type PatchLogLine = Omit<LogLine, "seq" | "at"> & Partial<Pick<LogLine, "seq" | "at">>;

/**
 * A patch's `legal`: the whole list, or a change (src/shared/patch.ts `ListEdit`) of the last list
 * this socket received, named by the ETag of the resource it came in (`base`).
 */
export type LegalUpdate = unknown[] | ({ base: string } & ListEdit);

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
