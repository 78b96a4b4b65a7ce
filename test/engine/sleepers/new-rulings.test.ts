/** Rulings this implementation had to add (docs/rules/sleepers.md, SL-21 onwards). */
import { describe, expect, it } from "vitest";
import { hexIndex } from "../../../src/engine/sleepers/board";
import { sleepersKit } from "../helpers";
import { textIn } from "../../../src/shared/i18n";

const { expectLegal, game, legal, play, pos, refusal } = sleepersKit;

describe("new rulings", () => {
  it("SL-21: goals are checked right after an activation flips the sleeper, before its ability", () => {
    // The Saboteur completes White's top–bottom chain the moment it is face-up: White wins before it explodes.
    const s = pos(`S4/1S4/2S4/3S4/4*X4/4S3/4S2/4S1/4S w MMMM,SSSS ?,? -,- -`);
    const after = play(s, "*E5");
    expect(after.result).toMatchObject({ winner: 0, goal: "success" });
    expect(after.board[hexIndex("E5")]).toEqual({ owner: 0, agent: "saboteur", up: true });
    expect(after.killed[0]).toEqual([]);
  });

  it("SL-22: Recruiter, Informant and Double agent must act when they can; the rest is optional", () => {
    const inf = play(pos(`*p4/6/7/8/4*I4/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5");
    expect(legal(inf)).not.toContain("-");
    expect(refusal(inf, { kind: "stop" })).toMatch(/Informant must flip a tile on the board \(it may be itself\)/);
    const dbl = play(pos(`*p4/6/7/8/4*D4/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5");
    expect(refusal(dbl, { kind: "stop" })).toMatch(/Double agent must swap/);
    const rec = play(pos(`5/6/7/8/4*R4/8/7/6/5 w P,SSSS ?,? -,- -`), "*E5");
    expect(refusal(rec, { kind: "stop" })).toMatch(/Recruiter must place/);
    // SL-13: a lone Informant always has a tile to flip, itself.
    const alone = play(pos(`5/6/7/8/4*I4/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5");
    expectLegal(alone, ["~E5"]);
    // Nothing to act on: the ability resolves by itself (a lone Double agent has nobody to swap with).
    const lone = play(pos(`5/6/7/8/4*D4/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5");
    expect(lone.turn).toBe(1);
  });

  it("SL-23: the log never names a face-down tile, except to its owner with ownerSeesSleepers and to all after the end", () => {
    const s = pos(`5/6/7/8/9/8/7/6/5 w PSSS,SSSS ?,? -,- -`);
    const after = play(s, "P@E5");
    const move = { kind: "recruit", agent: "police", hex: "E5" } as const;
    for (const viewer of [0, 1, null]) expect(game.describe(s, 0, move, after, viewer)).toBe("White recruited a sleeper at E5. Black to play.");
    const open = pos(`5/6/7/8/9/8/7/6/5 w PSSS,SSSS ?,? -,- - c4s`);
    const openAfter = play(open, "P@E5");
    expect(game.describe(open, 0, move, openAfter, 0)).toBe("White recruited a sleeper (Police) at E5. Black to play.");
    expect(game.describe(open, 0, move, openAfter, 1)).toBe("White recruited a sleeper at E5. Black to play.");
    // Activation reveals the agent to everyone.
    const act = pos(`5/6/7/8/4*P*m3/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const actAfter = play(act, "*E5");
    expect(game.describe(act, 0, { kind: "activate", hex: "E5" }, actAfter, 1)).toBe("White activated the sleeper at E5: a Police.");
    const jumped = play(actAfter, "xE7");
    expect(game.describe(actAfter, 0, { kind: "jump", to: "E7" }, jumped, 0)).toBe(
      "White's Police jumped from E5 over Black's sleeper at E6 to E7, killing it. Black to play.",
    );
  });

  it("SL-24: nothing forbids a losing move: recruiting into a hex surrounded by opposing active Militia loses at once", () => {
    const s = pos(`1M3/MM4/7/8/9/8/7/6/5 b SSSS,SSSS ?,? -,- -`);
    expect(legal(s)).toContain("S@A1");
    const after = play(s, "S@A1");
    expect(after.result).toMatchObject({ winner: 0, goal: "capture" });
  });

  it("SL-25: an ability goes on even when its agent is killed meanwhile", () => {
    // The Ringleader activates the Saboteur next to it, which kills it; the Ringleader's second activation remains.
    const s = pos(`*S4/6/7/8/4*L*X3/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const r = play(s, "*E5", "*E6");
    expect(r.board[hexIndex("E5")]).toBeNull();
    expect(r.killed[0].length).toBe(2);
    expectLegal(r, ["*A1", "-"]);
    expect(game.view(r, 1).steps.map((x) => x.step)).toEqual(["second", "ringleader"]);
  });

  it("SL-26: the outcome reason names the goal that decided it first; an eliminated player's opponent wins by elimination", () => {
    const reasons = [
      play(pos(`S4/1S4/2S4/3S4/4*C4/4S3/4S2/4S1/4S w MMMM,SSSS ?,? -,- -`), "*E5"),
      play(pos(`5/6/7/8/SSSS*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`), "*E5"),
      play(pos(`5/6/7/8/4*P*m1s1/8/7/6/5 w SSSS,CCCC ?,? -,*S*S*S*S*S*S*S*M*M -`), "*E5", "xE7"),
      play(pos(`*sM3/M*M4/7/8/9/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*B2"),
      play(pos("1SMS*g/2Rcs1/2DmDMd/Rsis*cS2/SLpsIP3/CIMSSl2/m1mMCsr/LldmCc/*cmiSg b -,S -,- *GGXCPMS,XRSSP - c4"), "S@E8"),
    ].map((s) => game.outcome(s)!.reason);
    expect(reasons.map((r) => textIn("en", r).split(":")[0])).toEqual(["Success", "Liberation", "Morale", "Capture", "Attrition"]);
    for (const r of reasons.slice(2)) expect(r).toMatch(/wins by elimination\.$/);
  });
});
