/**
 * Issue 18's size target: what a seat downloads after each move (its view and its legal list, as
 * the match resource carries them) stays at most 64 KB of JSON in any position, the crafted
 * lattice of over a million chains and the crowded position of docs/rules included, and part-way
 * through their chains.
 */
import { describe, expect, it } from "vitest";
import type { State } from "../../../src/engine/conspirateurs/types";
import { applied, conspirateursKit } from "../helpers";
import { lattice } from "./positions";
import { cellOf, distance } from "../../../src/engine/conspirateurs/geometry";
import { playout } from "./policy";

const { game, pos } = conspirateursKit;
const LIMIT = 64 * 1024;

/** The largest view + legal list of any seat (and a spectator) in `s`, in bytes of JSON. */
function largest(s: State): number {
  let most = 0;
  for (const seat of [null, ...Array.from({ length: s.players }, (_, i) => i)]) {
    const legal = seat === null ? [] : game.legalMoves(s, seat);
    most = Math.max(most, JSON.stringify({ view: game.view(s, seat), legal }).length);
  }
  return most;
}

/** `s` and the positions along the longest chain its decisions allow (first leap first). */
function alongChain(s: State): State[] {
  const out = [s];
  for (;;) {
    const leap = game.legalMoves(s, s.turn).find((m) => m.kind === "move" && distance(cellOf(m.from), cellOf(m.to)) === 2);
    if (!leap) return out;
    const after = applied(game, s, s.turn, leap);
    out.push(after);
    if (!after.chain) return out;
    s = after;
  }
}

describe("the largest resource", () => {
  it("is at most 64 KB in the lattice and the crowded position, along their chains", () => {
    const crowded = "17/17/17/17/17/3w9w3/4w1b1bwbwb4/3bw1w1w1b2b3/4wbbbw1bwb4/3bw1b1w1b1bb3/3wbwwbww1wb4/3w13/17/17/17/17/17 2 b 0,0 56";
    for (const line of [lattice(), crowded]) {
      const sizes = alongChain(pos(line)).map(largest);
      console.log(`conspirateurs resource sizes along a chain: ${sizes.join(", ")} bytes`);
      expect(sizes.length).toBeGreaterThan(1);
      for (const n of sizes) expect(n).toBeLessThanOrEqual(LIMIT);
    }
  });

  it("is at most 64 KB along random matches (2, 3 and 4 players)", () => {
    let most = 0;
    for (const players of [2, 3, 4]) playout(players, `resource-${players}`, 5000, (s) => (most = Math.max(most, largest(s))));
    console.log(`conspirateurs: largest resource along random matches: ${most} bytes`);
    expect(most).toBeLessThanOrEqual(LIMIT);
  });
});
