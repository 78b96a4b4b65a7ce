/** Sleepers' judgement for the search: chain costs (as in Hex), and the recruits worth searching. */
import { describe, expect, it } from "vitest";
import { chainCost, evaluate, prune } from "../../../src/bot/samplers/sleepersJudgement";
import { hexIndex } from "../../../src/engine/sleepers/board";
import { legalMoves, setup, type Move, type State } from "../../../src/engine/sleepers/rules";

const ROW_E = ["E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9"];

/** A fresh match where White's active tiles fill row E (upper-left to lower-right) but for `gap`. */
function rowE(gap: { hex: string; as: "empty" | "sleeper" }): State {
  const s = setup(2, { couriers: 4, ownerSeesSleepers: false }, "judgement");
  for (const hex of ROW_E) s.board[hexIndex(hex)] = { owner: 0, agent: "courier", up: true };
  s.board[hexIndex(gap.hex)] = gap.as === "empty" ? null : { owner: 0, agent: "courier", up: false };
  return s;
}

describe("Sleepers' judgement", () => {
  it("counts the activations a chain between opposite sides still needs: a recruit and an activation per empty hex", () => {
    const s = setup(2, { couriers: 4, ownerSeesSleepers: false }, "judgement");
    expect(chainCost(s.board, 0)).toBe(27); // nine empty hexes from side to side
    expect(chainCost(rowE({ hex: "E5", as: "sleeper" }).board, 0)).toBe(1);
    expect(chainCost(rowE({ hex: "E5", as: "empty" }).board, 0)).toBe(3);
    // Black must cross row E somewhere, through White's tiles or the one gap.
    expect(chainCost(rowE({ hex: "E5", as: "empty" }).board, 1)).toBe(27);
    expect(chainCost(rowE({ hex: "E5", as: "sleeper" }).board, 1)).toBeGreaterThan(27);
  });

  it("judges the side closer to its chain ahead, and both judgements sum to one", () => {
    const s = rowE({ hex: "E5", as: "sleeper" });
    const [white, black] = evaluate(s, 2);
    expect(white).toBeGreaterThan(0.95);
    expect(white! + black!).toBeCloseTo(1);
    s.turn = 1;
    expect(evaluate(s, 2)[0]).toBeLessThan(white!); // the move is worth something
    expect(evaluate(s, 2)[0]).toBeGreaterThan(0.9);
  });

  it("keeps every move but recruits, and recruits on the few hexes that matter (here the gap in White's chain)", () => {
    const s = rowE({ hex: "E5", as: "empty" });
    s.turn = 1;
    const all = legalMoves(s, 1);
    const kept = prune(s, 1, all);
    const recruits = (ms: Move[]) => ms.filter((m) => m.kind === "recruit") as Extract<Move, { kind: "recruit" }>[];
    expect(kept.filter((m) => m.kind !== "recruit")).toEqual(all.filter((m) => m.kind !== "recruit"));
    const hexes = new Set(recruits(kept).map((m) => m.hex));
    expect(hexes.size).toBeLessThanOrEqual(6);
    expect(hexes.has("E5")).toBe(true);
    expect(new Set(recruits(kept).map((m) => m.agent))).toEqual(new Set(recruits(all).map((m) => m.agent)));
    for (const m of kept) expect(all).toContainEqual(m);
  });
});
