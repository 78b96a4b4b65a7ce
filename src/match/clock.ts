/**
 * The room's clock: one pure function from a match state to what is due, and when. The room arms
 * its one alarm at the earliest time of `dueItems`, and the alarm does what is due by then, so
 * "when to wake" and "what waking does" cannot disagree.
 */
import type { Seat } from "../engine/game";
import { computerDue } from "./bots";
import { reminderLead, seatDeadline } from "./deadlines";
import { actorsOf, isPlaying, type MatchState } from "./state";

export type Due =
  /** A day (or half the limit) before `deadline`: tell the seat's player, once per decision. */
  | { kind: "reminder"; at: number; seat: Seat; deadline: number }
  /** The seat's decision is past its deadline: the timeout rule applies. */
  | { kind: "timeout"; at: number; seat: Seat }
  /** A seat the computer plays is deciding or owes a draw answer: it acts now (the alarm, so a room that dies still does). */
  | { kind: "bot"; at: number }
  /** D1 has not got everything yet (the match index, turn notices, outbox rows). */
  | { kind: "delivery"; at: number }
  /** The match is over and the review's chances are not all judged: one more slice (review.ts). */
  | { kind: "review"; at: number };

export interface ClockFacts {
  /** Was this seat already reminded of the decision it has had since `since`? */
  reminded: (seat: Seat, since: number | undefined) => boolean;
  /** When delivery to D1 is due next (null: nothing waits). */
  deliveryAt: number | null;
  /** Has the finished match positions whose chances the review has not judged yet? */
  reviewPending?: boolean;
}

/** Everything due for this match, in no particular order. */
export function dueItems(state: MatchState | null, facts: ClockFacts): Due[] {
  const items: Due[] = facts.deliveryAt === null ? [] : [{ kind: "delivery", at: facts.deliveryAt }];
  if (state?.status === "finished" && facts.reviewPending) items.push({ kind: "review", at: state.updatedAt });
  if (!state || state.status !== "active") return items;
  if (computerDue(state)) items.push({ kind: "bot", at: state.updatedAt });
  if (!state.meta.daysPerMove) return items;
  for (const seat of actorsOf(state)) {
    const deadline = seatDeadline(state, seat);
    if (deadline === null) continue;
    items.push({ kind: "timeout", at: deadline, seat });
    if (isPlaying(state, seat) && !facts.reminded(seat, state.decisionSince[String(seat)])) {
      items.push({ kind: "reminder", at: deadline - reminderLead(state), seat, deadline });
    }
  }
  return items;
}

/** When the alarm should ring: the earliest due item (null: nothing is due, no alarm). */
export function nextDueAt(items: Due[]): number | null {
  return items.length ? Math.min(...items.map((i) => i.at)) : null;
}

/**
 * When the alarm rings after a change that D1 may hear of with the next batch: now when the
 * computer must decide (it moves after the person's answer, by the alarm), else once the delivery
 * window (`window`, delivery.ts's coalescing) has passed, and not before a failed delivery's retry.
 */
export function announceAlarmAt(state: MatchState, now: number, delivery: { window: number; retryAt: number | null }): number {
  return computerDue(state) ? now : Math.max(now + delivery.window, delivery.retryAt ?? 0);
}

/**
 * What the alarm does at `now`: reminders whose time has come for decisions not yet past their
 * deadline, and the first late seat (the timeout rule is applied one seat at a time, since each
 * timeout changes the state).
 */
export function dueAt(items: Due[], now: number): { reminders: Extract<Due, { kind: "reminder" }>[]; late: Seat | null; delivery: boolean } {
  const reminders = items.filter((i): i is Extract<Due, { kind: "reminder" }> => i.kind === "reminder" && now >= i.at && now < i.deadline);
  const late = items.find((i) => i.kind === "timeout" && now >= i.at);
  return { reminders, late: late?.kind === "timeout" ? late.seat : null, delivery: items.some((i) => i.kind === "delivery" && now >= i.at) };
}
