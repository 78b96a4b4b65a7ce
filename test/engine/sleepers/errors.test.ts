/** apply refuses moves out of turn, malformed or illegal, with a reason a player understands. */
import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import { en, sleepersKit } from "../helpers";

const { game, parseMove, play, pos, refusal } = sleepersKit;

const start = `5/6/7/8/4*PM3/8/7/6/5 w PSSS,SSSS ?,? -,- -`;

describe("errors", () => {
  it("refuses a move out of turn", () => {
    const s = pos(start);
    expect(refusal(s, { kind: "recruit", agent: "scientist", hex: "A1" }, 1)).toBe("It is not your turn: White is to play");
    expect(game.legalMoves(s, 1)).toEqual([]);
    expect(game.actors(s)).toEqual([0]);
  });

  it("refuses malformed moves", () => {
    const s = pos(start);
    expect(refusal(s, { type: "teleport", hex: "A1" })).toMatch(/not understood/);
    expect(refusal(s, { kind: "recruit", hex: "A1" })).toMatch(/not understood/);
    expect(refusal(s, { kind: "recruit", agent: "spy", hex: "A1" })).toMatch(/not understood/);
    expect(refusal(s, { kind: "activate", hex: "E5", extra: 1 })).toMatch(/not understood/);
    expect(refusal(s, null)).toMatch(/not understood/);
    expect(refusal(s, { kind: "activate", hex: "Z9" })).toMatch(/Z9 is not a hex of the board/);
    expect(refusal(s, { kind: "activate", hex: "A6" })).toMatch(/A6 is not a hex/);
  });

  it("refuses illegal moves with the reason", () => {
    const s = pos(start);
    expect(refusal(s, { kind: "recruit", agent: "scientist", hex: "E5" })).toBe("E5 is not empty");
    expect(refusal(s, { kind: "recruit", agent: "militia", hex: "A1" })).toBe("You have no Militia in your hand");
    expect(refusal(s, { kind: "activate", hex: "E6" })).toMatch(/already active/);
    expect(refusal(s, { kind: "activate", hex: "A1" })).toMatch(/A1 is empty/);
    expect(refusal(s, { kind: "jump", to: "E7" })).toMatch(/recruit a sleeper or activate/);
    const black = pos(`5/6/7/8/4*pm3/8/7/6/5 w PSSS,SSSS ?,? -,- -`);
    expect(refusal(black, { kind: "activate", hex: "E5" })).toBe("The tile at E5 is not yours");
    const inf = play(pos(`*p4/6/7/8/4*I4/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5");
    expect(refusal(play(pos(`*p4/6/7/8/4*D4/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5"), { kind: "swap", hex: "E5" })).toMatch(/cannot choose itself/);
    expect(game.apply(inf, 0, { kind: "flip", hex: "E5" })).toHaveProperty("ok"); // SL-13: itself included
    expect(refusal(inf, { kind: "flip", hex: "B1" })).toMatch(/B1 is empty/);
    expect(refusal(inf, { kind: "bounce", hex: "A1" })).toMatch(/Informant must flip/);
  });

  it("refuses everything once the match is over", () => {
    const over = play(pos(`5/6/7/8/SSSS*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`), "*E5");
    expect(refusal(over, { kind: "stop" })).toBe("The match is over");
    expect(game.actors(over)).toEqual([]);
  });

  it("parseMove explains what it cannot read", () => {
    const bad = (t: string) => {
      const r = parseMove(t);
      return isOk(r) ? "" : en(r.error);
    };
    expect(bad("Q@E5")).toMatch(/not an agent letter/);
    expect(bad("*A9")).toMatch(/A9 is not a hex/);
    expect(bad("hello")).toMatch(/not a Sleepers move/);
  });
});
