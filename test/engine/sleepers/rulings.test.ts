/** One or more tests per ruling (SL-1 .. SL-20 in the shared rulings, SL-21 .. in docs/rules/sleepers.md). */
import { describe, expect, it } from "vitest";
import { ADJACENT, HEXES, hexIndex, SIDE_MASK } from "../../../src/engine/sleepers/board";
import { tileSet } from "../../../src/engine/sleepers/types";
import { en, sleepersKit } from "../helpers";

const { encode, expectLegal, game, legal, play, pos, refusal } = sleepersKit;

const EMPTY = "5/6/7/8/9/8/7/6/5";
const label = (h: number) => HEXES[h]!.label;
const at = (s: ReturnType<typeof pos>, hex: string) => s.board[hexIndex(hex)];

describe("board and notation", () => {
  it("SL-1: 61 hexes in rows A–I of 5..9..5, labelled from 1 at the left of each row", () => {
    expect(HEXES.length).toBe(61);
    const rows = "ABCDEFGHI".split("").map((r) => HEXES.filter((h) => h.label[0] === r).length);
    expect(rows).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
    expect(HEXES[0]!.label).toBe("A1");
    expect(HEXES[60]!.label).toBe("I5");
    expect(ADJACENT[hexIndex("E5")]!.map(label).sort()).toEqual(["D4", "D5", "E4", "E6", "F4", "F5"]);
    expect(ADJACENT[hexIndex("A1")]!.map(label).sort()).toEqual(["A2", "B1", "B2"]);
    expect(hexIndex("A6")).toBe(-1);
    expect(hexIndex("J1")).toBe(-1);
    const s = pos(`${EMPTY} w SSSS,SSSS ?,? -,- -`);
    expect(refusal(s, { kind: "recruit", agent: "scientist", hex: "A6" })).toMatch(/A6 is not a hex/);
    expect(game.view(s, null).board.map((c) => c.hex).slice(0, 6)).toEqual(["A1", "A2", "A3", "A4", "A5", "B1"]);
  });

  it("SL-2: six sides, opposite pairs, corners on two sides", () => {
    const sides = (hex: string) => SIDE_MASK[hexIndex(hex)];
    expect(sides("A3")).toBe(1); // top
    expect(sides("I3")).toBe(2); // bottom
    expect(sides("C1")).toBe(4); // upper-left
    expect(sides("G7")).toBe(8); // lower-right
    expect(sides("C7")).toBe(16); // upper-right
    expect(sides("G1")).toBe(32); // lower-left
    expect(sides("E1")).toBe(4 | 32); // corner: upper-left and lower-left
    expect(sides("A1")).toBe(1 | 4);
    // Row A joins top, upper-left (A1) and upper-right (A5): no opposite pair, no success.
    const rowA = pos(`SMSMS/6/7/8/9/8/7/6/5 w SSS,SSSS ?,? -,- -`);
    expect(rowA.result).toBeNull();
    // Row E joins upper-left (E1) and lower-right (E9): opposite, success.
    const rowE = pos(`${"5/6/7/8"}/SSSSMSSSS/8/7/6/5 w -,SSSS ?,? -,- -`);
    expect(rowE.result?.goal).toBe("success");
    expect(en(rowE.result!.reason)).toMatch(/upper-left and lower-right/);
  });
});

describe("pieces and setup", () => {
  it("SL-3: 30 tiles each (with 4 Couriers); the couriers option changes the count", () => {
    const s = game.setup(2, {}, "x");
    for (const side of [0, 1] as const) {
      const all = [...s.hands[side], ...s.bags[side]].sort();
      expect(all).toEqual(tileSet(4).sort());
      expect(all.length).toBe(30);
    }
    expect(tileSet(4).filter((a) => a === "courier").length).toBe(4);
    const t = game.setup(2, { couriers: 0 }, "x");
    expect(t.hands[0].length + t.bags[0].length).toBe(26);
  });

  it("SL-4: a tile is a sleeper (face-down) or active (face-up)", () => {
    const s = pos(`5/6/7/8/4*SM3/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const v = game.view(s, 1);
    expect(v.board[hexIndex("E5")]!.tile).toEqual({ owner: 0, up: false, agent: null });
    expect(v.board[hexIndex("E6")]!.tile).toEqual({ owner: 0, up: true, agent: "militia" });
  });

  it("SL-5: each bag is shuffled from the seed and each player starts with 4 in hand", () => {
    const a = game.setup(2, {}, "one");
    const b = game.setup(2, {}, "two");
    expect(a.hands[0].length).toBe(4);
    expect(a.hands[1].length).toBe(4);
    expect(a.bags[0].length).toBe(26);
    expect(JSON.stringify([a.bags, a.hands])).not.toBe(JSON.stringify([b.bags, b.hands]));
    expect(game.setup(2, {}, "one")).toEqual(a);
  });
});

describe("turn", () => {
  it("SL-6: recruit places a tile face-down, then the hand is refilled to 4", () => {
    const s = pos(`${EMPTY} w PSSS,SSSS SM?,? -,- -`.replace("SM?", "?"));
    const after = play(s, "P@E5");
    expect(at(after, "E5")).toEqual({ owner: 0, agent: "police", up: false });
    expect(after.hands[0].length).toBe(4);
    expect(after.turn).toBe(1);
  });

  it("SL-6: a player holding more than 4 draws nothing and discards nothing", () => {
    const s = pos(`${EMPTY} w PSSSSS,SSSS ?,? -,- -`);
    const after = play(s, "P@E5");
    expect(after.hands[0]).toEqual(["scientist", "scientist", "scientist", "scientist", "scientist"]);
    expect(after.bags[0].length).toBe(s.bags[0].length);
  });

  it("SL-6: the draw takes what the bag has when it has fewer than needed", () => {
    // White: 9 killed, 19 sleepers on the board, a Police in hand and one Ringleader left in the bag.
    const s = pos("5/6/*M*M*M*M*C*C*C/*C*X*P*L*R*R*I*I/9/*G*G*D*D4/7/6/5 w P,SSSS L,? *S*S*S*S*S*S*S*S*M,- -");
    const after = play(s, "P@A1");
    expect(after.hands[0]).toEqual(["ringleader"]);
    expect(after.bags[0]).toEqual([]);
    expect(game.view(after, null).bags[0]).toEqual({ count: 0, agents: null });
    expect(after.turn).toBe(1);
  });

  it("SL-6: activate one sleeper, then optionally a second; at least one", () => {
    const s = pos(`5/6/7/8/4*S1*C2/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    expect(refusal(s, { kind: "stop" })).toMatch(/recruit a sleeper or activate/);
    const one = play(s, "*E5");
    expect(at(one, "E5")!.up).toBe(true);
    expect(one.turn).toBe(0);
    expectLegal(one, ["*E7", "-"]);
    const ended = play(one, "-");
    expect(ended.turn).toBe(1);
    const two = play(one, "*E7");
    expect(two.turn).toBe(1);
    expect(at(two, "E7")!.up).toBe(true);
  });

  it("SL-7: the sleeper is chosen by its hex only; its ability's choices come after it is revealed", () => {
    const s = pos(`5/6/7/8/4*P*m3/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const moves = game.legalMoves(s, 0).filter((m) => m.kind === "activate");
    expect(moves).toEqual([{ kind: "activate", hex: "E5" }]);
    const revealed = play(s, "*E5");
    expect(game.view(revealed, 1).board[hexIndex("E5")]!.tile!.agent).toBe("police");
    expectLegal(revealed, ["xE7", "-"]);
    expect(game.view(revealed, 0).steps.map((x) => x.step)).toEqual(["second", "police"]);
  });
});

describe("abilities", () => {
  it("SL-8: Scientist, Militia and Courier do nothing when activated", () => {
    for (const c of ["S", "M", "C"]) {
      const s = pos(`5/6/7/8/4*${c}1*C2/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
      const after = play(s, "*E5");
      expect(after.board.filter(Boolean).length).toBe(2);
      expectLegal(after, ["*E7", "-"]);
    }
  });

  it("SL-9: Saboteur kills itself and every tile on the adjacent hexes, both players, sleeper or active", () => {
    const s = pos(`5/6/7/3*Sp3/3*s*X4/4S3/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const after = play(s, "*E5");
    for (const hex of ["D4", "D5", "E4", "E5", "F5"]) expect(at(after, hex)).toBeNull();
    expect(after.killed[0]).toHaveLength(3);
    expect(after.killed[0]).toEqual(
      expect.arrayContaining([
        { agent: "saboteur", seen: true },
        { agent: "scientist", seen: false },
        { agent: "scientist", seen: true },
      ]),
    );
    expect(after.killed[1]).toEqual(
      expect.arrayContaining([
        { agent: "police", seen: true },
        { agent: "scientist", seen: false },
      ]),
    );
    expect(after.killed[1].length).toBe(2);
    expect(after.turn).toBe(1); // no sleeper left: the turn ends by itself
  });

  it("SL-10: Police jumps opposing tiles as in draughts, several times, and may stop after any jump", () => {
    const s = pos(`5/6/7/8/3S*P*m1s1/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const p = play(s, "*E5");
    expectLegal(p, ["xE7", "-"]); // never over its own Scientist at E4
    const j1 = play(p, "xE7");
    expect(at(j1, "E6")).toBeNull();
    expect(at(j1, "E7")).toEqual({ owner: 0, agent: "police", up: true });
    expect(j1.killed[1]).toEqual([{ agent: "militia", seen: false }]);
    expectLegal(j1, ["xE9", "-"]);
    const stopped = play(j1, "-");
    expect(at(stopped, "E7")!.agent).toBe("police");
    expect(stopped.turn).toBe(1);
    const j2 = play(j1, "xE9");
    expect(at(j2, "E9")!.agent).toBe("police");
    expect(j2.killed[1].length).toBe(2);
    expect(j2.turn).toBe(1); // no jump left: the Police stops by itself
    expect(refusal(p, { kind: "jump", to: "E3" })).toMatch(/cannot jump to E3/);
    // The landing hex must be empty.
    const blocked = pos(`5/6/7/8/4*P*mm2/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    expect(play(blocked, "*E5").turn).toBe(1);
  });

  it("SL-11: Ringleader activates up to two more sleepers, and a Ringleader so activated does the same", () => {
    const s = pos(`*L4/6/2*C4/8/4*L4/8/7/6/4*S w SSSS,SSSS ?,? -,- -`);
    const r = play(s, "*E5");
    expectLegal(r, ["*A1", "*C3", "*I5", "-"]);
    const r2 = play(r, "*A1");
    expect(encode(r2).split(" ")[5]).toBe("T1;L1;L2");
    const r3 = play(r2, "*I5", "*C3");
    for (const hex of ["E5", "A1", "I5", "C3"]) expect(at(r3, hex)!.up).toBe(true);
    expect(r3.turn).toBe(1);
    // Stopping early leaves sleepers face-down.
    const early = play(s, "*E5", "-");
    expectLegal(early, ["*A1", "*C3", "*I5", "-"]); // back to the turn's optional second activation
  });

  it("SL-12: Recruiter places a tile from hand face-down; nothing when the hand is empty", () => {
    const s = pos(`5/6/7/8/4*R4/8/7/6/5 w PS,SSSS ?,? -,- -`);
    const r = play(s, "*E5");
    const moves = legal(r);
    expect(moves).toContain("P@A1");
    expect(moves).toContain("S@I5");
    expect(moves).not.toContain("-");
    expect(moves.length).toBe(2 * 60);
    const placed = play(r, "P@A1");
    expect(at(placed, "A1")).toEqual({ owner: 0, agent: "police", up: false });
    expectLegal(placed, ["*A1", "-"]); // the new sleeper may be the second activation
    const empty = pos(`5/6/7/8/4*R*C3/8/7/6/5 w -,SSSS ?,? -,- -`);
    expectLegal(play(empty, "*E5"), ["*E6", "-"]);
  });

  it("SL-13: Informant flips any tile, itself included: a sleeper turned up is active without its ability; an active tile turned down is a sleeper again", () => {
    const s = pos(`*p4/6/7/8/4*I4/8/7/6/*C3S w SSSS,SSSS ?,? -,- -`);
    const i = play(s, "*E5");
    expectLegal(i, ["~A1", "~E5", "~I1", "~I5"]);
    const self = play(i, "~E5");
    expect(at(self, "E5")).toEqual({ owner: 0, agent: "informant", up: false }); // a sleeper again
    expectLegal(self, ["*E5", "*I1", "-"]); // the turn's second activation may pick it again
    const up = play(i, "~A1");
    expect(at(up, "A1")).toEqual({ owner: 1, agent: "police", up: true });
    expectLegal(up, ["*I1", "-"]); // no Police jumps happened: the ability did not trigger
    const down = play(i, "~I5");
    expect(at(down, "I5")!.up).toBe(false);
    expectLegal(down, ["*I1", "*I5", "-"]);
  });

  it("SL-14: Immigration returns up to two other tiles to their owners' hands; a returned sleeper is not revealed", () => {
    const s = pos(`*pm3/6/7/8/4*G4/8/7/6/4S w SSSS,SSS ?,? -,- -`);
    const g = play(s, "*E5");
    expectLegal(g, ["^A1", "^A2", "^I5", "-"]);
    const one = play(g, "^A1");
    expect(at(one, "A1")).toBeNull();
    expect(one.hands[1]).toContain("police");
    expect(game.view(one, 0).hands[1]).toEqual({ count: 4, agents: null });
    const line = game.describe(g, 0, { kind: "bounce", hex: "A1" }, one, 0);
    expect(line).toMatch(/Black's sleeper at A1/);
    expect(line).not.toMatch(/Police/);
    const two = play(one, "^I5");
    expect(two.hands[0]).toContain("scientist");
    expect(two.turn).toBe(1); // two returned: the ability ends, no sleeper left, the turn ends
    expect(play(g, "-").turn).toBe(1);
  });

  it("SL-15: Double agent swaps with any other tile; both keep their face", () => {
    const s = pos(`*p4/6/7/8/4*D4/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const d = play(s, "*E5");
    expectLegal(d, ["=A1"]);
    const after = play(d, "=A1");
    expect(at(after, "A1")).toEqual({ owner: 0, agent: "doubleAgent", up: true });
    expect(at(after, "E5")).toEqual({ owner: 1, agent: "police", up: false });
  });

  it("SL-16: killed tiles count against morale; a killed sleeper stays hidden until the end", () => {
    const s = pos(`5/6/7/8/4*P*m1s1/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    const after = play(s, "*E5", "xE7", "xE9");
    const v = game.view(after, 1);
    expect(v.killed[1]).toEqual({ count: 2, known: ["scientist"], hidden: 1 });
    const over = pos(`5/6/7/8/4*P*m1s1/8/7/6/5 w SSSS,CCCC ?,? -,*S*S*S*S*S*S*S*M -`);
    const won = play(over, "*E5", "xE7", "xE9");
    expect(won.result?.goal).toBe("morale");
    expect(game.view(won, 1).killed[1]).toEqual({
      count: 10,
      known: ["scientist", "scientist", "scientist", "scientist", "scientist", "scientist", "scientist", "scientist", "militia", "militia"],
      hidden: 0,
    });
  });
});

describe("hidden information", () => {
  it("SL-17: nobody sees a sleeper's agent, its owner included, unless ownerSeesSleepers", () => {
    const line = `5/6/7/8/4*P*m3/8/7/6/5 w SSSS,SSSS ?,? -,- -`;
    const s = pos(line);
    for (const viewer of [0, 1, null]) {
      const v = game.view(s, viewer);
      expect(v.board[hexIndex("E5")]!.tile!.agent).toBeNull();
      expect(v.board[hexIndex("E6")]!.tile!.agent).toBeNull();
    }
    expect(game.view(s, 0).hands[0]!.agents).toEqual(["scientist", "scientist", "scientist", "scientist"]);
    expect(game.view(s, 1).hands[0]).toEqual({ count: 4, agents: null });
    const open = pos(`${line} c4s`);
    expect(game.view(open, 0).board[hexIndex("E5")]!.tile!.agent).toBe("police");
    expect(game.view(open, 0).board[hexIndex("E6")]!.tile!.agent).toBeNull();
    expect(game.view(open, 1).board[hexIndex("E6")]!.tile!.agent).toBe("militia");
    expect(game.view(open, null).board[hexIndex("E6")]!.tile!.agent).toBeNull();
    expect(game.options.ownerSeesSleepers).toMatchObject({ type: "boolean", default: false });
  });

  it("SL-18: bag contents are hidden; bag and hand sizes and killed counts are public", () => {
    const s = game.setup(2, {}, "bags");
    const v = game.view(s, null);
    expect(v.bags).toEqual([
      { count: 26, agents: null },
      { count: 26, agents: null },
    ]);
    expect(v.hands).toEqual([
      { count: 4, agents: null },
      { count: 4, agents: null },
    ]);
    expect(v.killed[0]).toEqual({ count: 0, known: [], hidden: 0 });
    expect(JSON.stringify(game.view(s, 0))).not.toMatch(/"rng"|seed/);
  });
});

describe("end of the game", () => {
  it("SL-19: success — active tiles joining two opposite sides", () => {
    const s = pos(`S4/1S4/2S4/3S4/4*C4/4S3/4S2/4S1/4S w MMMM,SSSS ?,? -,- -`);
    expect(s.result).toBeNull();
    const after = play(s, "*E5");
    expect(after.result).toMatchObject({ winner: 0, goal: "success" });
    expect(game.outcome(after)).toEqual({ winners: [0], draw: false, reason: expect.stringMatching(/^Success: .*top and bottom/) });
    expect(game.actors(after)).toEqual([]);
  });

  it("SL-19: liberation — five active Scientists in a straight line", () => {
    const s = pos(`5/6/7/8/SSSS*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`);
    const after = play(s, "*E5");
    expect(after.result).toMatchObject({ winner: 0, goal: "liberation" });
    expect(game.outcome(after)!.reason).toMatch(/^Liberation: White has five active Scientists in a row \(E1 E2 E3 E4 E5\)/);
    // Along another axis: A1 B2 C3 D4 E5.
    const diag = play(pos(`S4/1S4/2S4/3S4/4*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`), "*E5");
    expect(diag.result?.goal).toBe("liberation");
  });

  it("SL-19: morale — ten killed tiles eliminate a player, checked after each jump", () => {
    const s = pos(`5/6/7/8/4*P*m1s1/8/7/6/5 w SSSS,CCCC ?,? -,*S*S*S*S*S*S*S*M*M -`);
    const after = play(s, "*E5", "xE7");
    expect(after.result).toMatchObject({ winner: 0, goal: "morale" });
    expect(game.outcome(after)!.reason).toMatch(/^Morale: Black has lost 10 agents and is eliminated\. White wins by elimination/);
    expect(game.legalMoves(after, 0)).toEqual([]); // the Police would have had another jump
  });

  it("SL-19: capture — a tile whose every neighbour is opposing active Militia (the edge counts)", () => {
    const s = pos(`*sM3/M*M4/7/8/9/8/7/6/5 w SSSS,SSSS ?,? -,- -`);
    expect(s.result).toBeNull();
    const after = play(s, "*B2");
    expect(after.result).toMatchObject({ winner: 0, goal: "capture" });
    expect(game.outcome(after)!.reason).toMatch(/^Capture: Black's tile at A1 is surrounded/);
  });

  it("SL-19: attrition — no tile in hand and no sleeper at the start of one's turn", () => {
    const s = pos("1SMS*g/2Rcs1/2DmDMd/Rsis*cS2/SLpsIP3/CIMSSl2/m1mMCsr/LldmCc/*cmiSg b -,S -,- *GGXCPMS,XRSSP - c4");
    expect(s.result).toBeNull();
    const after = play(s, "S@E8");
    expect(after.result).toMatchObject({ winner: 1, goal: "attrition" });
    expect(game.outcome(after)!.reason).toMatch(/^Attrition: White has no tile in hand and no sleeper.*Black wins by elimination/);
  });

  it("SL-19: checked after every change, in the middle of a turn", () => {
    // An Informant's flip completes Black's liberation line although it is White's turn.
    const s = pos(`5/6/7/8/ssss*s4/8/7/4*I1/5 w SSSS,CCCC ?,? -,- -`);
    const after = play(s, "*H5", "~E5");
    expect(after.result).toMatchObject({ winner: 1, goal: "liberation" });
  });

  it("SL-20: when both players meet a goal at once, the player whose turn it is wins", () => {
    // White's Saboteur kills its 10th White tile and Black's 10th tile at once: both eliminated.
    const s = pos(`5/6/7/8/3S*Xs3/8/7/6/5 w CCCC,CCCC ?,? *S*S*S*S*S*S*M*M,*S*S*S*S*S*S*M*M*M -`);
    const after = play(s, "*E5");
    expect(after.killed[0].length).toBe(10);
    expect(after.killed[1].length).toBe(10);
    expect(after.result).toMatchObject({ winner: 0, goal: "morale" });
    expect(en(after.result!.reason)).toMatch(/Both players reached a goal at once; the player whose turn it is wins\./);
    // The same on Black's turn, with Black's Saboteur: Black wins.
    const t = pos(`5/6/7/8/3S*xs3/8/7/6/5 b CCCC,CCCC ?,? *S*S*S*S*S*S*M*M*M,*S*S*S*S*S*S*M*M -`);
    const after2 = play(t, "*E5");
    expect(after2.result).toMatchObject({ winner: 1, goal: "morale" });
  });
});
