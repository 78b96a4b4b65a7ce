/**
 * `apply` checks a payload's shape with `plainMove` and falls back to zod (`moveSchema`) only when
 * that declines: whenever `plainMove` accepts a payload it must return exactly what zod returns
 * (same fields, same order, unknown keys dropped, `via` defaulting to []) as a fresh copy, and
 * it must decline everything zod refuses.
 */
import { describe, expect, it } from "vitest";
import { moveSchema, plainMove } from "../../../src/engine/conspirateurs";
import { conspirateursKit } from "../helpers";
import { playout } from "./policy";

const { game } = conspirateursKit;

function payloads(): unknown[] {
  const out: unknown[] = [
    null, undefined, 0, "E7", [], [{ kind: "drop", at: "E7" }], {}, { kind: "jump" }, { kind: "drop" }, { kind: "drop", at: 7 },
    { kind: "drop", at: "" }, { kind: "drop", at: "E777" }, { kind: "drop", at: "e7" }, { kind: "drop", at: " E7" },
    { at: "E7", kind: "drop", extra: [1] }, { kind: "move", from: "E5" }, { kind: "move", from: "E5", to: "E6", via: "F5" },
    { kind: "move", from: "E5", to: "E6", via: null }, { kind: "move", from: "E5", to: "E6" }, { to: "E6", from: "E5", kind: "move", x: 1 },
    { kind: "move", from: "E5", via: [undefined], to: "E6" }, { kind: "move", from: "E5", via: new Array(2), to: "E6" },
    { kind: "move", from: "E5", via: new Array(300).fill("G7"), to: "E6" }, { kind: "move", from: "E5", via: new Array(301).fill("G7"), to: "E6" },
    { kind: "move", from: "E5", via: ["G7", 7], to: "E6" }, { kind: "move", from: "E5", via: ["G7", "G7xx"], to: "E6" },
    { kind: "move", from: new String("E5"), via: [], to: "E6" }, { kind: "drop", at: "E7", then: () => 0, catch: () => 0 },
    Object.assign(Object.create(null), { kind: "drop", at: "E7" }), Object.assign(new Date(0), { kind: "drop", at: "E7" }),
    Object.assign(Object.create({ kind: "drop" }), { at: "E7" }), Object.assign(() => 0, { kind: "drop", at: "E7" }),
  ];
  for (const players of [2, 4]) {
    const { moves } = playout(players, `shape-${players}`, 120);
    for (const { move } of moves) out.push(move, { ...move, extra: true }, { ...move, via: undefined });
  }
  return out;
}

describe("move payload shape", () => {
  it("plainMove returns what zod returns, as a fresh copy, or declines", () => {
    let accepted = 0;
    for (const p of payloads()) {
      const fast = plainMove(p);
      const parsed = moveSchema.safeParse(p);
      if (!parsed.success) {
        expect(fast).toBeNull();
        continue;
      }
      if (!fast) continue; // zod alone judges unusual payloads
      accepted++;
      expect(JSON.stringify(fast)).toBe(JSON.stringify(parsed.data));
      expect(Object.keys(fast)).toEqual(Object.keys(parsed.data));
      expect(fast).not.toBe(p);
      if (fast.kind === "move") expect(fast.via).not.toBe((p as { via?: unknown }).via);
    }
    expect(accepted).toBeGreaterThan(300);
  });

  it("apply stores a copy of the payload, not the caller's object", () => {
    const s = game.setup(2, {}, "shape");
    const move = { kind: "drop" as const, at: "E7", note: "x" };
    const r = game.apply(s, 0, move);
    expect("ok" in r && r.ok.last).toEqual({ seat: 0, move: { kind: "drop", at: "E7" } });
    expect("ok" in r && r.ok.last!.move).not.toBe(move);
  });
});
