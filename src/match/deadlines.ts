/** A seat's clock, pure: when its pending decision times out, its vacations, when reminders go. */
import type { Seat } from "../engine/game";
import { DAY_MS, type MatchState } from "./state";

/** How long `seat` was (or will be) on vacation after `since`: their clock does not run then. */
export function pausedSince(state: MatchState, seat: Seat, since: number): number {
  let paused = 0;
  for (const [from, until] of state.vacations?.[String(seat)] ?? []) paused += Math.max(0, until - Math.max(from, since));
  return paused;
}

/** When the pending decision of `seat` times out (null: no clock, or not deciding). */
export function seatDeadline(state: MatchState, seat: Seat): number | null {
  const days = state.meta.daysPerMove;
  const since = state.decisionSince[String(seat)];
  if (!days || state.status !== "active" || since === undefined) return null;
  return since + days * DAY_MS + pausedSince(state, seat, since);
}

/** Reminders go a day before the deadline, or half the limit before when that is shorter. */
export function reminderLead(state: MatchState): number {
  const days = state.meta.daysPerMove ?? 0;
  return Math.min(DAY_MS, (days * DAY_MS) / 2);
}
