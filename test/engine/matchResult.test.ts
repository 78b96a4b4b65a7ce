/**
 * A finished match's result from its state (src/match/results.ts): the partnerships of 4-player
 * Conspirateurs, the order of leavers, the abort rule and which matches are rated.
 */
import { describe, expect, it } from "vitest";
import { isAbort, matchResultOf, ratedSeats } from "../../src/match/results";
import type { MatchState } from "../../src/match/state";
import { started } from "../support/startedMatch";

const ended = (s: MatchState, winners: number[], extra: Partial<MatchState> = {}): MatchState => ({
  ...s,
  status: "finished",
  settled: { winners, draw: false, reason: "test" },
  decided: s.seats.map((_, i) => i),
  ...extra,
});

describe("matchResultOf", () => {
  it("4-player Conspirateurs: two partnerships placed as teams, partners sharing their place", () => {
    const r = matchResultOf(ended(started("conspirateurs", 4), [1, 3]))!;
    expect(r.class).toBe("multi");
    expect(r.order).toEqual([
      { seats: [1, 3], place: 1 },
      { seats: [0, 2], place: 2 },
    ]);
    expect(r.seats.map((s) => [s.place, s.result])).toEqual([[2, "lost"], [1, "won"], [2, "lost"], [1, "won"]]);
    expect(r.rated).toBe(true);
  });

  it("3-player Conspirateurs is free-for-all; a leaver is last and its timeout is recorded", () => {
    const r = matchResultOf(ended(started("conspirateurs", 3), [2], { leavers: [{ seat: 1, userId: "u1", reason: "timeout", seq: 5, at: 1 }] }))!;
    expect(r.order.map((u) => u.seats)).toEqual([[2], [0], [1]]);
    expect(r.seats[1]).toMatchObject({ place: 3, result: "lost", timedOut: true });
  });

  it("a match ended before every seat decided is an abort, and is not rated", () => {
    const s = ended(started("sleep", 3), [0], { decided: [0, 1] });
    expect(isAbort(s)).toBe(true);
    expect(matchResultOf(s)!.rated).toBe(false);
  });

  it("a match created unrated stays unrated; the computer's seats are anchors, not rated seats", () => {
    expect(matchResultOf(ended(started("sleep", 2, false), [0]))!.rated).toBe(false);
    const withBot = ended(started("sleep", 3, true, [{ seat: 2, level: "strong" }]), [2]);
    expect(ratedSeats(withBot)).toEqual([0, 1]);
    const r = matchResultOf(withBot)!;
    expect(r.seats[2]).toMatchObject({ userId: null, level: "strong", moves: false, place: 1 });
  });

  it("a seat taken over stays its leaver's result (last, lost); the newcomer is neither rated nor recorded", () => {
    const s = started("sleep", 3);
    const seats = s.seats.map((seat, i) => (i === 1 ? { ...seat, userId: "newcomer", name: "N", takenOver: { seq: 9, at: 1 } } : seat));
    const over = ended({ ...s, seats }, [1], { leavers: [{ seat: 1, userId: "u1", reason: "resigned", seq: 7, at: 1 }] });
    const r = matchResultOf(over)!;
    expect(ratedSeats(over)).toEqual([0, 1, 2]);
    expect(r.seats[1]).toMatchObject({ userId: "u1", place: 3, result: "lost", timedOut: false, moves: true });
    expect(r.seats.map((x) => x.userId)).not.toContain("newcomer");
  });

  it("a match still running has no result", () => {
    expect(matchResultOf(started("sleep", 2))).toBeNull();
  });
});
