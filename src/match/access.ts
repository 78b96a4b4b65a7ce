/**
 * Who may do what in a match, pure: the replies of the room's commands (`Reply`), and the checks
 * of a viewer (may they see it, which seat they sit at, do they still play it) and of a join.
 */
import type { Seat } from "../engine/game";
import { timingSafeEqual } from "../shared/crypto";
import type { Level } from "../bot";
import { actorsOf, gameOf, isPlaying, type MatchEvent, type MatchState } from "./state";
import { canSee, seatOf, sitting, takenSeat, type Viewer } from "./viewer";
import { SNAPSHOT_EVERY } from "./store";
import { hasLeft, isLeaversSeat, offeredSeatFor } from "./seats";

export type Reply<T> =
  | { ok: true; body: T; etag?: string; replayed?: boolean }
  | { ok: false; status: number; detail: string; extra?: Record<string, unknown> };

export const fail = (status: number, detail: string, extra?: Record<string, unknown>): Reply<never> => ({
  ok: false,
  status,
  detail,
  ...(extra ? { extra } : {}),
});

/** What a command decided: the events to commit, the status if `step` refuses them, and an idempotency key. */
export interface Change {
  events: MatchEvent[];
  refused: number;
  idempotencyKey?: string;
}

/** Does this match exist for this viewer? (A private one exists only for its players.) */
export function visible(state: MatchState | null, viewer: Viewer | null): Reply<never> | null {
  if (!state || !canSee(state, viewer)) return fail(404, "There is no match with this id (or it is private).");
  return null;
}

/** The seat this viewer sits at, or a reply saying why they cannot act. */
export function seated(state: MatchState | null, viewer: Viewer | null, notSeated: string): Reply<never> | Seat {
  const hidden = visible(state, viewer);
  if (hidden) return hidden;
  const seat = seatOf(state!, viewer);
  return seat === null ? fail(403, notSeated) : seat;
}

/** The seat this viewer still plays, or a reply saying why they cannot act. */
export function playerSeat(state: MatchState | null, viewer: Viewer | null): Reply<never> | Seat {
  const hidden = visible(state, viewer);
  if (hidden) return hidden;
  const seat = seatOf(state!, viewer);
  if (seat !== null && isPlaying(state!, seat)) return seat;
  if (takenSeat(state!, viewer) === null) return fail(403, "You are watching this match: only its players can do that.");
  return fail(403, "You no longer play this match (you resigned or ran out of time): the computer plays your seat.");
}

/** The creator's seat, when they may cancel the match (only the creator, only before it starts); or why not. */
export function abortSeat(state: MatchState | null, viewer: Viewer | null): Reply<never> | Seat {
  const seat = playerSeat(state, viewer);
  if (typeof seat !== "number") return seat;
  if (state!.meta.createdBy !== viewer!.userId) return fail(403, "Only the player who created this match can cancel it.");
  return seat;
}

/**
 * The event of `viewer` taking a seat with this invite (the first free one unless `seat` is asked), or why not.
 * `hidden`: how the match answers this viewer without the invite (a private one: as an unknown id).
 */
export function joinChange(state: MatchState, viewer: Viewer, invite: string, seat: Seat | undefined, hidden: Reply<never> | null): Change | Reply<never> {
  const offered = offeredSeatFor(state, String(invite));
  if (offered !== null) return takeoverChange(state, viewer, offered);
  if (!timingSafeEqual(String(invite), state.meta.invite)) return hidden ?? fail(403, "This invite link is not valid for this match. Ask the player who invited you for a fresh link.");
  const already = takenSeat(state, viewer);
  if (already !== null) return fail(409, `You already sit at this match as ${gameOf(state).seatName(already, state.meta.players)}.`);
  if (state.status !== "open") return fail(409, "Every seat of this match is taken.");
  // A rematch keeps each seat for its player: theirs is taken whatever was asked, others' are not free.
  const kept = state.meta.reserved ?? [];
  const mine = kept.findIndex((k) => k?.userId === viewer.userId);
  if (mine >= 0 && state.seats[mine]?.kind === "free") return { events: [{ kind: "joined", seat: mine, ...sitting(viewer) }], refused: 409 };
  const free = state.seats.flatMap((s, i) => (s.kind === "free" && !kept[i] ? [i] : []));
  if (free.length === 0) return fail(409, "The free seats of this rematch are kept for the players of the last match.");
  const chosen = seat ?? free[0]!;
  if (!free.includes(chosen)) {
    const labels = free.map((s) => gameOf(state).seatName(s, state.meta.players)).join(", ");
    return fail(409, `That seat is taken; free seats: ${labels}.`, { freeSeats: free });
  }
  return { events: [{ kind: "joined", seat: chosen, ...sitting(viewer) }], refused: 409 };
}

/** A newcomer takes the offered seat over from the computer; a player of the match (also one who left) cannot. */
function takeoverChange(state: MatchState, viewer: Viewer, seat: Seat): Change | Reply<never> {
  if (hasLeft(state, viewer.userId)) return fail(403, "You left this match: the seat offered is for someone new, and you follow the match as a spectator.");
  const already = takenSeat(state, viewer);
  if (already !== null) return fail(409, `You already sit at this match as ${gameOf(state).seatName(already, state.meta.players)}; the offered seat is for someone new.`);
  return { events: [{ kind: "seat-taken", seat, ...sitting(viewer) }], refused: 409 };
}

/** A player still in the match offers a seat the computer plays for a leaver (3+ players) to a newcomer. */
export function offerChange(state: MatchState, by: Seat, seat: Seat): Change | Reply<never> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.meta.players) return fail(404, `Seats are numbered 0 to ${state.meta.players - 1}; there is no seat ${seat}.`);
  if (!isLeaversSeat(state, seat)) return fail(409, "Only a seat the computer plays for a player who left a running match of three or more can be offered.");
  return { events: [{ kind: "seat-offer", seat, by, invite: crypto.randomUUID().replace(/-/g, "") }], refused: 409 };
}

/** The creator gives a free seat to the computer while the match waits for players. */
export function botSeatChange(state: MatchState, viewer: Viewer, seat: Seat, level: Level): Change | Reply<never> {
  if (state.meta.createdBy !== viewer.userId) return fail(403, "Only the player who created this match can give a seat to the computer.");
  if (state.status !== "open") return fail(409, "Every seat of this match is already taken.");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.meta.players) return fail(400, `Seats are numbered 0 to ${state.meta.players - 1}; there is no seat ${seat}.`);
  return { events: [{ kind: "bot-seat", seat, level }], refused: 409 };
}

/**
 * May a move made against the older position `seq` still stand? In a simultaneous phase the other
 * players' hidden submissions move the seq on without changing anything this seat can act on: it
 * stands when no event since touched `seat` (`touching`) and its legal moves are exactly the same.
 */
export function unaffectedSince(state: MatchState, seat: Seat, seq: number, touching: (seat: Seat, seq: number) => number, stateAt: (seq: number) => MatchState): boolean {
  if (!Number.isInteger(seq) || seq < 1 || seq >= state.seq || state.seq - seq > SNAPSHOT_EVERY) return false;
  if (touching(seat, seq) > 0) return false;
  const then = stateAt(seq);
  if (then.status !== "active" || !actorsOf(then).includes(seat) || !actorsOf(state).includes(seat)) return false;
  const game = gameOf(state);
  return JSON.stringify(game.legalMoves(then.game, seat)) === JSON.stringify(game.legalMoves(state.game, seat));
}
