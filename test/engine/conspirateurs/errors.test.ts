/** apply rejects moves that are out of turn, malformed or illegal, with a reason a player can read. */
import { describe, expect, it } from "vitest";
import type { Move } from "../../../src/engine/conspirateurs/rules";
import { conspirateursKit } from "../helpers";
import { textIn } from "../../../src/shared/i18n";

const { game, play, pos, position, reject } = conspirateursKit;
/** `moving` after Black's first leap F5:H5, with a white man on H6 so that the chain can go on (to H7). */
const leaping = () => {
  const r = game.apply(pos(position(2, "b", { b: "E5 F5", w: "I9 G5 H6" })), 0, { kind: "move", from: "F5", via: [], to: "H5" });
  if ("error" in r) throw new Error(textIn("en", r.error));
  return r.ok;
};

const start = () => game.setup(2, {}, "errors");
const moving = () => pos(position(2, "b", { b: "E5 F5", w: "I9 G5" }));

describe("errors", () => {
  it("rejects moves out of turn", () => {
    expect(reject(start(), "@E7", 1)).toBe("It is Black's turn, not White's");
    expect(reject(moving(), "I9-I10", 1)).toBe("It is Black's turn, not White's");
    expect(reject(start(), "@E7", 5)).toBe("There is no seat 5 in this match");
    expect(game.legalMoves(start(), 1)).toEqual([]);
  });

  it("rejects malformed moves", () => {
    for (const bad of [null, undefined, 42, "E7", {}, { kind: "jump" }, { kind: "drop" }, { kind: "drop", at: 7 }, { kind: "move", from: "E5" }, { kind: "move", from: "E5", to: "E6", via: "F5" }]) {
      const r = game.apply(start(), 0, bad as unknown as Move);
      expect("error" in r && r.error).toMatch(/^That is not a move: send \{"kind":"drop","at":"E7"\}/);
    }
    expect(reject(start(), { kind: "move", from: "E5", via: [], to: "E6" })).toMatch(/Men cannot move until every man has been dropped/);
    expect(reject(start(), { kind: "drop", at: "Z9" })).toBe("Z9 is not a cell of the board (columns A–Q, rows 1–17)");
    expect(reject(moving(), { kind: "move", from: "E5", via: [], to: "E99" })).toBe("E99 is not a cell of the board (columns A–Q, rows 1–17)");
    expect(game.parseMove("E5--E6")).toEqual({ error: '"E5--E6" is not a move: write a drop as @E7, a step as E7-F8, a leap as E7:G9 (then G9:G11 for the next leap), and stop to end a chain' });
    expect(game.parseMove("E5-F6-G7")).toHaveProperty("error");
  });

  it("rejects illegal drops", () => {
    const s = play(start(), "@E7");
    expect(reject(s, "@E7")).toBe("E7 is not empty");
    expect(reject(s, "@A1")).toBe("A1 is outside the meeting place (columns E–M, rows 7–11)");
  });

  it("rejects illegal steps and leaps", () => {
    const s = moving();
    expect(reject(s, { kind: "drop", at: "I9" })).toBe("Every man has been dropped: move a man instead");
    expect(reject(s, "C3-C4")).toBe("There is no man on C3");
    expect(reject(s, "I9-I10")).toBe("The man on I9 is not yours (you play Black)");
    expect(reject(s, "E5-F5")).toBe("F5 is not empty");
    expect(reject(s, "E5-E8")).toBe("E5 to E8 is neither a step to an adjacent cell nor a leap over an adjacent man");
    expect(reject(s, "E5:E7")).toBe("There is no man on E6 to leap over from E5 to E7");
    expect(reject(s, "E5:G5")).toBe("G5 is not empty");
    expect(reject(s, "E5:C3")).toBe("There is no man on D4 to leap over from E5 to C3");
    expect(reject(leaping(), "H5:F5")).toBe("A leap chain may not land on its starting cell F5");
    expect(reject(leaping(), "H5-H4")).toBe("H5 to H4 is a step: a step is a whole move and cannot be part of a leap chain");
    expect(reject(s, "E5:E5")).toMatch(/starting cell E5/);
    // a chain is played one leap at a time (CO-9); during one, only its man leaps on, or stops
    const whole = game.apply(s, 0, { kind: "move", from: "F5", via: ["F6"], to: "F8" });
    expect("error" in whole && whole.error).toBe("A leap chain is played one leap at a time: first F5:F6, then each next leap, then stop");
    expect(reject(leaping(), "E5-E6")).toBe("Your man on H5 is in the middle of a leap chain: leap on from H5, or stop");
    expect(reject(s, { kind: "stop" })).toBe("There is no leap chain to stop: move a man (a step, or the first leap of a chain)");
    expect(reject(leaping(), { kind: "stop" }, 1)).toBe("It is Black's turn, not White's");
  });

  it("rejects every move once the match is over", () => {
    const over = play(pos(position(2, "b", { b: "B9", w: "I9" })), "B9-A9");
    expect(reject(over, "I9-I10", 1)).toBe("The match is over");
    expect(game.legalMoves(over, 1)).toEqual([]);
  });
});
