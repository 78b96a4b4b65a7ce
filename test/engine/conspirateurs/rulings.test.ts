/** One test (at least) per ruling, CO-1 to CO-12 (shared rulings) and CO-13 to CO-15 (docs/rules/conspirateurs.md). */
import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import { seedRng } from "../../../src/engine/rng";
import { LABELS, MEETING, NEIGHBOURS, cellOf, sanctuaries, sanctuaryFlags } from "../../../src/engine/conspirateurs/geometry";
import { shelteredCount } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { encode } from "../../../src/engine/conspirateurs/notation";
import { conspirateursKit } from "../helpers";
import { playout } from "./policy";

const { chains, fmt, game, play, pos, position, reject } = conspirateursKit;

const from = (moves: Move[], cell: string): string[] => fmt(moves.filter((m) => m.kind === "move" && m.from === cell));

describe("board and notation", () => {
  it("CO-1: columns A–Q left to right (I included), rows 1–17 bottom to top, A1 bottom-left", () => {
    expect(LABELS[0]).toBe("A1");
    expect(LABELS[16]).toBe("Q1");
    expect(LABELS[8]).toBe("I1");
    expect(LABELS[288]).toBe("Q17");
    expect(cellOf("i9")).toBe(8 * 17 + 8);
    // in the one-line notation row 17 comes first and row 1 last: a man on A1 starts the last row
    const line = position(2, "b", { b: "A1 I9", w: "Q17" });
    expect(line.split(" ")[0]!.split("/")[16]!.startsWith("b")).toBe(true);
    expect(line.split(" ")[0]!.split("/")[0]!.endsWith("w")).toBe(true);
    for (const bad of ["R1", "A18", "A0", "@Z9"]) expect(isOk(game.parseMove(bad))).toBe(false);
    expect(game.view(pos(line), null).columns).toBe("ABCDEFGHIJKLMNOPQ");
  });

  it("CO-2: the meeting place is E7–M11, 45 cells, and drops go only there", () => {
    const s = game.setup(2, {}, "co2");
    const drops = game.legalMoves(s, 0);
    expect(drops).toHaveLength(45);
    expect(drops.map((m) => (m.kind === "drop" ? m.at : "")).sort()).toEqual(MEETING.map((c) => LABELS[c]!).sort());
    for (const inside of ["E7", "M7", "E11", "M11", "I9"]) expect(fmt(drops)).toContain(`@${inside}`);
    for (const outside of ["D7", "N9", "E6", "E12", "M12"]) {
      expect(reject(s, { kind: "drop", at: outside })).toMatch(/outside the meeting place/);
    }
  });

  it("CO-3: 39 sanctuaries on the edge (Ludii's set); a man that reaches one is sheltered", () => {
    const expected = "A1 B1 D1 F1 H1 J1 L1 N1 P1 Q1 A17 B17 D17 F17 H17 I17 J17 L17 N17 P17 Q17 A2 A4 A6 A8 A9 A10 A12 A14 A16 Q2 Q4 Q6 Q8 Q9 Q10 Q12 Q14 Q16".split(" ");
    for (const players of [2, 4]) {
      expect(sanctuaries(players).map((c) => LABELS[c]).sort()).toEqual(expected.slice().sort());
      expect(game.view(game.setup(players, {}, "x"), null).sanctuaries).toHaveLength(39);
    }
    const s = pos(position(2, "b", { b: "B9 E5", w: "I9 I8 I7" }));
    const before = shelteredCount(s, 0);
    expect(fmt(game.legalMoves(s, 0))).toEqual(expect.arrayContaining(["B9-A9", "B9-A10", "B9-A8"]));
    const after = play(s, "B9-A9");
    expect(shelteredCount(after, 0)).toBe(before + 1);
    expect(game.view(after, null).seats[0]!.sheltered).toBe(before + 1);
    expect(shelteredCount(play(s, "B9-B8"), 0)).toBe(before);
  });

  it("CO-4: in a 3-player game I1 is also a sanctuary (and only then)", () => {
    expect(sanctuaries(3).map((c) => LABELS[c])).toContain("I1");
    expect(sanctuaries(3)).toHaveLength(40);
    expect(sanctuaries(2).map((c) => LABELS[c])).not.toContain("I1");
    expect(sanctuaries(4).map((c) => LABELS[c])).not.toContain("I1");
    const three = pos(position(3, "b", { b: "I2 E9", w: "I9", r: "M9" }));
    const sheltered = play(three, "I2-I1");
    expect(shelteredCount(sheltered, 0)).toBe(shelteredCount(three, 0) + 1);
    // two turns later Black cannot move the man on I1 any more
    const later = play(play(sheltered, "I9-I10"), "M9-M10");
    expect(from(game.legalMoves(later, 0), "I1")).toEqual([]);
    expect(reject(later, "I1-I2")).toMatch(/sanctuary/);
    // in a 2-player game a man on I1 is not sheltered and moves on
    const two = pos(position(2, "b", { b: "I1", w: "I9" }));
    expect(from(game.legalMoves(two, 0), "I1")).toContain("I1-I2");
  });
});

describe("players and pieces", () => {
  it("CO-5: 20 men each for 2, 14 for 3, 10 for 4; turn order Black, White, (Blue,) Red; partners Black+Blue, White+Red", () => {
    expect(game.setup(2, {}, "a").toDrop).toEqual([20, 20]);
    expect(game.setup(3, {}, "a").toDrop).toEqual([14, 14, 14]);
    expect(game.setup(4, {}, "a").toDrop).toEqual([10, 10, 10, 10]);
    expect([0, 1].map((s) => game.seatName(s, 2))).toEqual(["Black", "White"]);
    expect([0, 1, 2].map((s) => game.seatName(s, 3))).toEqual(["Black", "White", "Red"]);
    expect([0, 1, 2, 3].map((s) => game.seatName(s, 4))).toEqual(["Black", "White", "Blue", "Red"]);
    let s = game.setup(4, {}, "order");
    const turns: number[] = [];
    for (const cell of ["E7", "F7", "G7", "H7", "I7"]) {
      turns.push(s.turn);
      s = play(s, `@${cell}`);
    }
    expect(turns).toEqual([0, 1, 2, 3, 0]);
    expect(game.view(s, null).seats.map((x) => x.partner)).toEqual([2, 3, 0, 1]);
    expect(game.view(game.setup(3, {}, "p"), null).seats.map((x) => x.partner)).toEqual([null, null, null]);
  });
});

describe("drop phase", () => {
  it("CO-6: in turn order each player drops one man on an empty meeting-place cell; nothing moves until all are placed", () => {
    let s = game.setup(2, {}, "co6");
    s = play(s, "@E7");
    expect(s.turn).toBe(1);
    expect(reject(s, "@E7")).toBe("E7 is not empty");
    s = play(s, "@F8");
    expect(s.turn).toBe(0);
    // Black has a man on the board but may not move it yet
    expect(reject(s, "E7-E6")).toMatch(/Men cannot move until every man has been dropped/);
    expect(game.legalMoves(s, 0).every((m) => m.kind === "drop")).toBe(true);
    expect(game.legalMoves(s, 0)).toHaveLength(43);
    // play the whole drop phase: every man ends on the meeting place
    let k = 0;
    while (s.toDrop.some((n) => n > 0)) s = play(s, game.formatMove(game.legalMoves(s, s.turn)[k++ % 3]!));
    const men = [...s.board].map((c, i) => (c === "." ? -1 : i)).filter((i) => i >= 0);
    expect(men).toHaveLength(40);
    expect(men.every((i) => MEETING.includes(i))).toBe(true);
  });
});

describe("move phase", () => {
  it("CO-7: a step goes to any empty adjacent cell (8 directions)", () => {
    const s = pos(position(2, "b", { b: "I9", w: "C3" }));
    expect(from(game.legalMoves(s, 0), "I9")).toEqual(["I9-H10", "I9-H8", "I9-H9", "I9-I10", "I9-I8", "I9-J10", "I9-J8", "I9-J9"].sort());
  });

  it("CO-7: a man that starts the turn on a sanctuary cannot move", () => {
    const s = pos(position(2, "b", { b: "A9 I9", w: "A8 A11" }));
    expect(from(game.legalMoves(s, 0), "A9")).toEqual([]);
    expect(reject(s, "A9-B9")).toMatch(/sheltered in a sanctuary and cannot move again/);
    expect(reject(s, "A9:A12")).toMatch(/sheltered/);
  });

  it("CO-7: leaps go over friend or foe, also over a man on a sanctuary, may turn, may stop after any leap, and capture nothing", () => {
    // Black E5; a black man on F6, a white man on G8, and a white man sheltered on A8 next to black A7
    const s = pos(position(2, "b", { b: "E5 F6 A7", w: "G8 A8" }));
    const moves = chains(s);
    expect(moves).toContain("E5:G7"); // over a friend
    expect(moves).toContain("E5:G7:G9"); // then over a foe, turning
    expect(moves).toContain("A7:A9"); // over a sheltered man, into a sanctuary
    const after = play(s, "E5:G7:G9");
    expect(after.board[cellOf("F6")]).toBe("b");
    expect(after.board[cellOf("G8")]).toBe("w");
    expect(after.board[cellOf("G9")]).toBe("b");
    expect(after.board[cellOf("E5")]).toBe(".");
    expect(encode(after).split(" ")[0]!.replace(/[^bwur]/g, "").length).toBe(40);
  });

  it("CO-8: a chain may not land twice on a cell, may pass through a sanctuary, and never lands on an occupied one", () => {
    // a loop: C5:E5:G5:G7:E7 and back to E5 over E6
    // (a white man on D8 lets the chain go on from E7 to C9, so that it does not end by itself on E7)
    const s = pos(position(2, "b", { b: "C5 D5 F5", w: "G6 F7 E6 D8" }));
    expect(chains(s)).toContain("C5:E5:G5:G7:E7");
    expect(chains(s).some((m) => /^C5:E5:G5:G7:E7:E5/.test(m))).toBe(false);
    expect(reject(s, "C5:E5:G5:G7:E7:E5")).toBe("A leap chain may not land twice on E5");
    // through the sanctuary A9 and out again over A8
    const t = pos(position(2, "b", { b: "C11 B10", w: "A8 I9" }));
    expect(chains(t)).toEqual(expect.arrayContaining(["C11:A9", "C11:A9:A7"]));
    const out = play(t, "C11:A9:A7");
    expect(out.board[cellOf("A9")]).toBe(".");
    expect(shelteredCount(out, 0)).toBe(shelteredCount(t, 0)); // only the end counts
    expect(shelteredCount(play(t, "C11:A9"), 0)).toBe(shelteredCount(t, 0) + 1);
    // a sanctuary holds one man: no landing on A9 when it is taken
    const u = pos(position(2, "b", { b: "C11 B10", w: "A9 I9" }));
    expect(chains(u).some((m) => m.startsWith("C11:A9"))).toBe(false);
    expect(reject(u, "C11:A9")).toBe("A9 is not empty");
  });

  it("CO-9: moves are written from-to and from:landing:...:to, and every distinct chain is listed", () => {
    // three chains end on G5: E5:G5, E5:G7:G5 and E5:G3:G5
    const s = pos(position(2, "b", { b: "E5 F5 G6", w: "F6 F4 G4" }));
    const moves = chains(s);
    expect(moves).toEqual(expect.arrayContaining(["E5:G5", "E5:G7:G5", "E5:G3:G5", "E5-D5"]));
    expect(new Set(moves).size).toBe(moves.length);
    const m = game.parseMove("E7:G9:G11");
    expect(m).toEqual({ ok: { kind: "move", from: "E7", via: ["G9"], to: "G11" } });
    expect(game.formatMove({ kind: "move", from: "E7", via: [], to: "F8" })).toBe("E7-F8");
    expect(game.formatMove({ kind: "move", from: "E7", via: [], to: "G9" })).toBe("E7:G9");
    expect(game.formatMove({ kind: "drop", at: "E7" })).toBe("@E7");
    for (const text of moves) expect(game.formatMove((game.parseMove(text) as { ok: Move }).ok)).toBe(text);
    // a step may omit `via`
    const t = pos(position(2, "b", { b: "I9", w: "C3" }));
    expect(isOk(game.apply(t, 0, { kind: "move", from: "I9", to: "I10" } as Move))).toBe(true);
  });

  it("CO-9: a chain is a sequence of decisions: leap, leap on or stop, written whole when it ends", () => {
    // E5:G7 (over F6), then G7:G9 (over G8) or stop; from G9 nothing more, so the chain ends by itself
    const s = pos(position(2, "b", { b: "E5 F6", w: "G8 I9" }));
    const first = game.legalMoves(s, 0).find((m) => m.kind === "move" && m.to === "G7")!;
    const mid = (game.apply(s, 0, first) as { ok: State }).ok;
    expect(mid.chain).toEqual(["E5", "G7"]);
    expect(game.actors(mid)).toEqual([0]);
    expect(fmt(game.legalMoves(mid, 0))).toEqual(["G7:G9", "stop"]);
    expect(game.legalMoves(mid, 1)).toEqual([]);
    expect(game.view(mid, 1).chain).toEqual(["E5", "G7"]);
    expect(game.view(mid, null).last?.text).toBe("E5:G7");
    expect(game.describe(s, 0, first, mid, null)).toBe("Black leapt from E5 to G7 (E5:G7 so far) and may leap on.");
    // the position notation carries the chain under way
    expect(encode(mid).split(" ")[5]).toBe("E5:G7");
    expect(encode(pos(encode(mid)))).toBe(encode(mid));
    // stop anywhere: the move is the chain so far
    const stopped = (game.apply(mid, 0, { kind: "stop" }) as { ok: State }).ok;
    expect(stopped.chain).toBeNull();
    expect(stopped.turn).toBe(1);
    expect(game.describe(mid, 0, { kind: "stop" }, stopped, null)).toBe("Black leapt E5:G7 (1 leap) and stopped.");
    // or leap on: the chain cannot go on from G9 and ends by itself
    const on: Move = { kind: "move", from: "G7", via: [], to: "G9" };
    const ended = (game.apply(mid, 0, on) as { ok: State }).ok;
    expect(ended.chain).toBeNull();
    expect(ended.turn).toBe(1);
    expect(ended.last).toEqual({ seat: 0, move: { kind: "move", from: "E5", via: ["G7"], to: "G9" } });
    expect(game.view(ended, null).last?.text).toBe("E5:G7:G9");
    expect(game.describe(mid, 0, on, ended, null)).toBe("Black leapt E5:G7:G9 (2 leaps).");
  });

  it("CO-9: the exact legal list of a small position", () => {
    const s = pos(position(2, "b", { b: "E5", w: "F5" }));
    expect(fmt(game.legalMoves(s, 0))).toEqual(["E5-D4", "E5-D5", "E5-D6", "E5-E4", "E5-E6", "E5-F4", "E5-F6", "E5:G5"].sort());
  });

  it("CO-10: a player with no legal move passes automatically", () => {
    // White's only free man, on B2, is boxed in; every other white man is sheltered
    const line = position(2, "b", { w: "B2 A1 B1 A2", b: "C1 C2 C3 D2 B3 B4 D4 A3 I9" });
    const s = pos(line);
    const after = play(s, "I9-I10");
    expect(after.turn).toBe(0);
    expect(after.passed).toEqual([1]);
    expect(game.actors(after)).toEqual([0]);
    expect(game.describe(s, 0, { kind: "move", from: "I9", via: [], to: "I10" }, after, null)).toBe(
      "Black stepped from I9 to I10; White cannot move and passes.",
    );
    // a position given with White to move passes at once: White is never asked
    const white = pos(line.replace(" b ", " w "));
    expect(game.actors(white)).toEqual([0]);
  });

  it("CO-10: with 4 players, a player whose men are all sheltered passes while the partner plays on", () => {
    const s = pos(position(4, "w", { b: "I9", w: "E5", r: "M13" })); // Blue's 10 men are all sheltered
    expect(shelteredCount(s, 2)).toBe(10);
    const after = play(s, "E5-E6");
    expect(after.turn).toBe(3);
    expect(after.passed).toEqual([2]);
    expect(game.outcome(after)).toBeNull();
    expect(play(after, "M13-M14").turn).toBe(0);
  });

  it("CO-10: a player who moves again because the others passed begins a new decision (a new turn notice and deadline); the leaps of a chain are one", () => {
    const s = pos(position(2, "b", { w: "B2 A1 B1 A2", b: "C1 C2 C3 D2 B3 B4 D4 A3 I9" }));
    const again = play(s, "I9-I10");
    expect(game.actors(again)).toEqual([0]);
    expect(game.sameDecision!(s, again, 0)).toBe(false);
    const leap = pos(position(2, "b", { b: "E5 F6", w: "G8 I9" }));
    const mid = (game.apply(leap, 0, game.legalMoves(leap, 0).find((m) => m.kind === "move" && m.to === "G7")!) as { ok: State }).ok;
    expect(mid.chain).not.toBeNull();
    expect(game.actors(mid)).toEqual([0]);
    expect(game.sameDecision!(leap, mid, 0)).toBe(true);
  });
});

describe("end of the game", () => {
  it("CO-11: 2 players: the first to shelter all 20 men wins at once", () => {
    const s = pos(position(2, "b", { b: "B9", w: "I9" }));
    expect(shelteredCount(s, 0)).toBe(19);
    const after = play(s, "B9-A9");
    expect(game.outcome(after)).toEqual({ winners: [0], draw: false, reason: "Black sheltered all 20 men" });
    expect(game.actors(after)).toEqual([]);
    expect(reject(after, "I9-I10", 1)).toBe("The match is over");
  });

  it("CO-11: 3 players: 14 men sheltered win", () => {
    const s = pos(position(3, "b", { b: "J2", w: "I9", r: "I7" }));
    const after = play(s, "J2-I1");
    expect(game.outcome(after)?.winners).toEqual([0]);
    expect(shelteredCount(after, 0)).toBe(14);
  });

  it("CO-11: 4 players: the partnership wins when all 20 of its men are sheltered, not one partner alone", () => {
    const s = pos(position(4, "u", { u: "B9", w: "I9", r: "I7" })); // Black's 10 all sheltered already
    expect(shelteredCount(s, 0)).toBe(10);
    expect(game.outcome(s)).toBeNull();
    const after = play(s, "B9-A9");
    expect(game.outcome(after)).toEqual({ winners: [0, 2], draw: false, reason: "Black and Blue sheltered all 20 of their men" });
    expect(game.describe(s, 2, { kind: "move", from: "B9", via: [], to: "A9" }, after, 1)).toBe(
      "Blue stepped from B9 to A9, into a sanctuary; Black and Blue sheltered all 20 of their men and win.",
    );
  });

  it("CO-12: if no player has a legal move the match is drawn (an artificial position: see CO-15)", () => {
    // Only reachable with men removed from the board; built by hand, not through the notation.
    const board = new Array<string>(289).fill(".");
    board[cellOf("P2")] = "b";
    board[cellOf("A9")] = "w";
    const s: State = { players: 2, board: board.join(""), toDrop: [0, 0], turn: 0, ply: 100, last: null, passed: [], result: null, chain: null, rng: seedRng("x") };
    const after = play(s, "P2-Q1");
    expect(game.outcome(after)).toEqual({ winners: [], draw: true, reason: "No player can move" });
    expect(game.actors(after)).toEqual([]);
  });
});

describe("new rulings (docs/rules/conspirateurs.md)", () => {
  it("CO-13: a leap chain may not land on the cell its man started from", () => {
    // E5:G5:G7:E7 could go on over E6 back to E5
    // (a white man on D8 lets the chain go on from E7 to C9, so that it does not end by itself on E7)
    const s = pos(position(2, "b", { b: "E5 F5 F7", w: "G6 E6 D8" }));
    const moves = chains(s);
    expect(moves).toContain("E5:G5:G7:E7");
    expect(moves.some((m) => m.split(":").slice(1).includes("E5"))).toBe(false);
    expect(reject(s, "E5:G5:G7:E7:E5")).toMatch(/may not land on its starting cell E5/);
    expect(reject(s, "E5:G5:G7:E7:E5:C5")).toMatch(/starting cell E5/);
  });

  it("CO-14: after the last drop the move phase begins with the next player in turn order (Black)", () => {
    const cells = MEETING.map((c) => LABELS[c]!);
    const line = position(2, "w", { b: cells.slice(0, 20).join(" "), w: cells.slice(20, 39).join(" ") }, { toDrop: [0, 1], park: false });
    const s = pos(line);
    expect(game.legalMoves(s, 1)).toEqual(cells.slice(39).map((at) => ({ kind: "drop", at })));
    expect(reject(s, { kind: "drop", at: cells[39]! }, 0)).toBe("It is White's turn, not Black's");
    const after = play(s, `@${cells[39]}`);
    expect(after.turn).toBe(0);
    expect(game.view(after, null).phase).toBe("move");
    const legal = game.legalMoves(after, 0);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((m) => m.kind === "move")).toBe(true);
  });

  it("CO-15 (note): with the full set of men some unsheltered man can always step, so CO-12 never ends a real match", () => {
    // the boxed-in White of CO-10 is passed, but Black, whose men box it in, can move
    const s = pos(position(2, "w", { w: "B2 A1 B1 A2", b: "C1 C2 C3 D2 B3 B4 D4 A3 I9" }));
    expect(game.actors(s)).toEqual([0]);
    expect(game.outcome(s)).toBeNull();
    // and in every position of 30 random matches some unsheltered man has an empty neighbour
    for (const players of [2, 3, 4]) {
      for (let m = 0; m < 10; m++) {
        playout(players, `co15-${m}`, 5000, (st) => {
          if (st.result || st.toDrop.some((n) => n > 0)) return;
          const flags = sanctuaryFlags(players);
          const free = [...st.board].some((c, i) => c !== "." && !flags[i] && NEIGHBOURS[i]!.some((n) => st.board[n] === "."));
          if (!free) throw new Error(`no man can step: ${encode(st)}`);
        });
      }
    }
  });
});
