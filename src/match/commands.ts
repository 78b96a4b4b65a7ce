/**
 * What each command of the room decides, pure: one function per command, from the state, the
 * acting seat and what the room read for it (an idempotency key already seen, the log since an
 * older position), to a `Change` (the events to commit) or a refusal (`Reply`, access.ts). The
 * room (room.ts) checks the viewer first (access.ts), asks here, spends the move budget when the
 * change says so, commits and announces; nothing here reads storage or the clock.
 */
import type { Seat } from "../engine/game";
import { timingSafeEqual } from "../shared/crypto";
import type { Level } from "../bot";
import { fail, refusalIfHidden, type Reply } from "./access";
import { isLeaversSeat, hasLeft, offeredSeatFor } from "./seats";
import { SNAPSHOT_EVERY } from "./store";
import { isOver } from "../shared/status";
import { actorsOf, gameOf, seatLabel, type MatchEvent, type MatchState } from "./state";
import { sitting, takenSeat, type Viewer } from "./viewer";
import { msg } from "../shared/i18n";

/**
 * What a command decided: the events to commit, the status if `step` refuses them, an idempotency
 * key, and `budget` when it spends one move of the person's move budget (the words of its 429).
 */
export interface Change {
  events: MatchEvent[];
  refused: number;
  idempotencyKey?: string;
  budget?: "moves" | "draws";
}

/** A move whose idempotency key was already applied: answered with the match as it is, nothing written. */
export const REPLAYED = "replayed";

/** The refusal when the move budget says wait `wait` seconds (0: none), for a change that spends it. */
export function budgetRefusal(wait: number, doing: "moves" | "draws"): Reply<never> | null {
  return wait > 0 ? fail(429, msg("roomTooFast", { doing, wait }), { retryAfter: wait }) : null;
}

/** The idempotency key of a person's request, as stored (keys are per person). */
export function idempotencyKeyOf(userId: string, key: string | null | undefined): string | undefined {
  return key ? `${userId}:${key}` : undefined;
}

export interface MoveRequest {
  seq: number;
  move: unknown;
  idempotencyKey?: string;
  /** Has a change with this idempotency key already been written? */
  alreadyApplied: boolean;
  /** May a move made against this older position still stand (`unaffectedSince`, with the room's log)? */
  standsSince: (seq: number) => boolean;
}

/** A move by `seat`: idempotency, the match running, the position it was made against, the actor; it spends the move budget. */
export function moveChange(state: MatchState, seat: Seat, request: MoveRequest): Change | Reply<never> | typeof REPLAYED {
  if (request.idempotencyKey && request.alreadyApplied) return REPLAYED;
  if (state.status !== "active") return fail(409, state.status === "open" ? msg("roomNotStarted") : msg("roomOver"));
  if (request.seq !== state.seq && !request.standsSince(request.seq)) {
    return fail(409, msg("roomStalePosition", { made: request.seq, now: state.seq }), { seq: state.seq });
  }
  if (!actorsOf(state).includes(seat)) return fail(403, msg("roomNotYourDecision"));
  return { events: [{ kind: "move", seat, move: request.move }], refused: 422, idempotencyKey: request.idempotencyKey, budget: "moves" };
}

export type DrawAction = "offer" | "accept" | "decline";

/** A draw offer, acceptance or decline; an offer to a match with computer seats spends the move budget (each costs the computer a judgement). */
export function drawChange(state: MatchState, seat: Seat, action: DrawAction): Change | Reply<never> {
  if (action === "accept" && state.drawOffers.length === 0) return fail(409, msg("roomNoDrawOffer"));
  const judged = action !== "decline" && state.seats.some((s) => s.kind === "bot");
  return { events: [action === "decline" ? { kind: "draw-decline", seat } : { kind: "draw-offer", seat }], refused: 409, ...(judged ? { budget: "draws" } : {}) };
}

/**
 * Who may try a join before the invite is read: a private match is joined by its invite, so it
 * answers as an unknown id only once the invite fails (`hidden`); a public one refuses at once.
 */
export function joinAccess(state: MatchState | null, viewer: Viewer): { refused: Reply<never> | null; hidden: Reply<never> | null } {
  const hidden = refusalIfHidden(state, viewer);
  const refused = hidden && state?.meta.visibility !== "private" ? hidden : !state ? fail(404, msg("roomNoMatch")) : null;
  return { refused, hidden };
}

/** A rematch: the one already set up (null: nothing to write), refused before the end, or the rematch event once its room is made. */
export function rematchRefusal(state: MatchState): Reply<never> | null {
  return state.status !== "finished" ? fail(409, msg("roomRematchAfterEnd")) : null;
}

/** The vacation of this person in this match: their seat's `vacation` event, or null when there is nothing to stop (not seated, or over). */
export function vacationChange(state: MatchState, userId: string, from: number, until: number): Change | null {
  const seat = takenSeat(state, { userId });
  if (seat === null || isOver(state)) return null;
  return { events: [{ kind: "vacation", seat, from, until }], refused: 409 };
}

/**
 * The event of `viewer` taking a seat with this invite (the first free one unless `seat` is asked), or why not.
 * `hidden`: how the match answers this viewer without the invite (a private one: as an unknown id).
 */
export function joinChange(state: MatchState, viewer: Viewer, invite: string, seat: Seat | undefined, hidden: Reply<never> | null): Change | Reply<never> {
  const offered = offeredSeatFor(state, String(invite));
  if (offered !== null) return takeoverChange(state, viewer, offered);
  if (!timingSafeEqual(String(invite), state.meta.invite)) return hidden ?? fail(403, msg("roomBadInvite"));
  const already = takenSeat(state, viewer);
  if (already !== null) return fail(409, msg("roomAlreadySeated", { seat: seatLabel(state, already) }));
  if (state.status !== "open") return fail(409, msg("roomAllSeatsTaken"));
  // A rematch keeps each seat for its player: theirs is taken whatever was asked, others' are not free.
  const kept = state.meta.reserved ?? [];
  const mine = kept.findIndex((k) => k?.userId === viewer.userId);
  if (mine >= 0 && state.seats[mine]?.kind === "free") return { events: [{ kind: "joined", seat: mine, ...sitting(viewer) }], refused: 409 };
  const free = state.seats.flatMap((s, i) => (s.kind === "free" && !kept[i] ? [i] : []));
  if (free.length === 0) return fail(409, msg("roomSeatsKept"));
  const chosen = seat ?? free[0]!;
  if (!free.includes(chosen)) {
    return fail(409, msg("roomSeatTaken", { free: free.map((s) => seatLabel(state, s)) }), { freeSeats: free });
  }
  return { events: [{ kind: "joined", seat: chosen, ...sitting(viewer) }], refused: 409 };
}

/** A newcomer takes the offered seat over from the computer; a player of the match (also one who left) cannot. */
function takeoverChange(state: MatchState, viewer: Viewer, seat: Seat): Change | Reply<never> {
  if (hasLeft(state, viewer.userId)) return fail(403, msg("roomYouLeft"));
  const already = takenSeat(state, viewer);
  if (already !== null) return fail(409, msg("roomAlreadySeatedOffer", { seat: seatLabel(state, already) }));
  return { events: [{ kind: "seat-taken", seat, ...sitting(viewer) }], refused: 409 };
}

/** A player still in the match offers a seat the computer plays for a leaver (3+ players) to a newcomer. */
export function offerChange(state: MatchState, by: Seat, seat: Seat): Change | Reply<never> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.meta.players) return fail(404, msg("roomNoSuchSeat", { last: state.meta.players - 1, seat }));
  if (!isLeaversSeat(state, seat)) return fail(409, msg("roomOnlyLeaversSeat"));
  return { events: [{ kind: "seat-offer", seat, by, invite: crypto.randomUUID().replace(/-/g, "") }], refused: 409 };
}

/** The creator gives a free seat to the computer while the match waits for players. */
export function botSeatChange(state: MatchState, viewer: Viewer, seat: Seat, level: Level): Change | Reply<never> {
  if (state.meta.createdBy !== viewer.userId) return fail(403, msg("roomOnlyCreatorBots"));
  if (state.status !== "open") return fail(409, msg("roomAllSeatsTakenAlready"));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.meta.players) return fail(400, msg("roomNoSuchSeat", { last: state.meta.players - 1, seat }));
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
