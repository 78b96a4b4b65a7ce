/**
 * Who may act on a match, pure: the replies of the room's commands (`Reply`: a body, or a refusal
 * with its status and a readable detail) and the checks of a viewer before any command decides
 * (may they see the match, which seat they sit at, do they still play it). What a command then
 * decides is commands.ts's.
 */
import type { Seat } from "../engine/game";
import { isPlaying, type MatchState } from "./state";
import { canSee, seatOf, takenSeat, type Viewer } from "./viewer";
import { msg, type Text } from "../shared/i18n";

export type Reply<T> =
  | { ok: true; body: T; etag?: string; replayed?: boolean }
  | { ok: false; status: number; detail: Text; extra?: Record<string, unknown> };

export const fail = (status: number, detail: Text, extra?: Record<string, unknown>): Reply<never> => ({
  ok: false,
  status,
  detail,
  ...(extra ? { extra } : {}),
});

/** Does this match exist for this viewer? (A private one exists only for its players.) */
export function refusalIfHidden(state: MatchState | null, viewer: Viewer | null): Reply<never> | null {
  if (!state || !canSee(state, viewer)) return fail(404, msg("roomNoMatch"));
  return null;
}

/** The seat this viewer sits at, or a reply saying why they cannot act. */
export function seatOrRefusal(state: MatchState | null, viewer: Viewer | null, notSeated: Text): Reply<never> | Seat {
  const hidden = refusalIfHidden(state, viewer);
  if (hidden) return hidden;
  const seat = seatOf(state!, viewer);
  return seat === null ? fail(403, notSeated) : seat;
}

/** The seat this viewer still plays, or a reply saying why they cannot act. */
export function playingSeatOrRefusal(state: MatchState | null, viewer: Viewer | null): Reply<never> | Seat {
  const hidden = refusalIfHidden(state, viewer);
  if (hidden) return hidden;
  const seat = seatOf(state!, viewer);
  if (seat !== null && isPlaying(state!, seat)) return seat;
  if (takenSeat(state!, viewer) === null) return fail(403, msg("roomWatching"));
  return fail(403, msg("roomNoLongerPlaying"));
}

/** The creator's seat, when they may cancel the match (only the creator, only before it starts); or why not. */
export function creatorSeatOrRefusal(state: MatchState | null, viewer: Viewer | null): Reply<never> | Seat {
  const seat = playingSeatOrRefusal(state, viewer);
  if (typeof seat !== "number") return seat;
  if (state!.meta.createdBy !== viewer!.userId) return fail(403, msg("roomOnlyCreatorCancels"));
  return seat;
}
