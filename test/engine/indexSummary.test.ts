/**
 * What the room tells D1's index of a match (src/match/delivery.ts `summaryOf`) and a turn email
 * (`turnContextOf`): a seat's `deciding` reaches its player as "your turn" in "my matches" and the
 * digest, and a turn email lists its legal moves, so both only for a seat its person still plays
 * (SP-5: in Sleep whether a seat decides depends on its hand).
 */
import { describe, expect, it } from "vitest";
import { isOk } from "../../src/engine/game";
import { step } from "../../src/match/fold";
import { summaryOf } from "../../src/match/delivery";
import { turnContextOf } from "../../src/match/notices";
import { actorsOf } from "../../src/match/state";
import { started } from "../support/startedMatch";

describe("summaryOf", () => {
  it("says a seat decides to its player only while they play it: not to one who left while the computer decides for it", () => {
    const before = started("sleep", 3);
    expect(actorsOf(before)).toContain(1);
    expect(summaryOf(before).seats[1]!.deciding).toBe(true);
    const left = step(before, { kind: "resign", seat: 1 }, 2);
    if (!isOk(left)) throw new Error("resign refused");
    expect(actorsOf(left.ok)).toContain(1); // the computer now decides for the seat
    expect(left.ok.seats[1]!.userId).toBe("u1"); // still the leaver's row in the index
    expect(summaryOf(left.ok).seats[1]).toMatchObject({ deciding: false, deadline: null });
    expect(summaryOf(left.ok).seats[0]!.deciding).toBe(true);
  });

  it("gives a turn email the seat's legal moves only while its person plays it (a reminder retried after they left gets none)", () => {
    const before = started("sleep", 3);
    expect(turnContextOf(before, "u1")?.legal.length).toBeGreaterThan(0);
    const left = step(before, { kind: "resign", seat: 1 }, 2);
    if (!isOk(left)) throw new Error("resign refused");
    expect(turnContextOf(left.ok, "u1")).toBeNull();
    expect(turnContextOf(left.ok, "u0")?.legal.length).toBeGreaterThan(0);
  });
});
