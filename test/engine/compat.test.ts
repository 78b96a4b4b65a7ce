/** What earlier versions wrote, read as today's (src/match/compat.ts). */
import { describe, expect, it } from "vitest";
import { eventAsToday, moveAsToday } from "../../src/match/compat";
import type { MatchEvent } from "../../src/match/state";

describe("moves and events in an earlier spelling", () => {
  it("a move with type and no kind reads as kind; anything else as it is", () => {
    expect(moveAsToday({ type: "recruit", agent: "police", hex: "E5" })).toEqual({ kind: "recruit", agent: "police", hex: "E5" });
    expect(moveAsToday({ type: "done" })).toEqual({ kind: "done" });
    for (const same of [{ kind: "pass" }, { kind: "wake", type: "x" }, { add: 1 }, null, 3, "E5", [{ type: "play" }]]) expect(moveAsToday(same)).toEqual(same);
  });

  it("an event's move and the decisions it reveals read as today's; other events are untouched", () => {
    const move: MatchEvent = { kind: "move", seat: 0, move: { type: "play", card: "5", loc: 1 }, sealed: [{ seat: 1, move: { type: "done" } }] };
    expect(eventAsToday(move)).toEqual({ kind: "move", seat: 0, move: { kind: "play", card: "5", loc: 1 }, sealed: [{ seat: 1, move: { kind: "done" } }] });
    const lost: MatchEvent = { kind: "timeout", seat: 1, move: null };
    expect(eventAsToday(lost)).toBe(lost);
    const resign: MatchEvent = { kind: "resign", seat: 0 };
    expect(eventAsToday(resign)).toBe(resign);
  });
});
