/**
 * legalMoves is complete and exact: on positions from random matches (and part-way through their
 * leap chains) it equals a brute-force list of decisions built only through `apply` (every
 * (from, to) pair of cells at most two apart, and `stop`), without duplicates, and never longer
 * than men × 8 + 1 (CO-9). The whole moves the decisions build (every chain reachable leap by
 * leap, stopping anywhere) are exactly the old engine's list (oracle.ts), and every move the
 * playout policy draws is one of them. Also measures the size of the legal list along random
 * matches and on two crafted positions (with over 10^5 and 10^6 chains).
 */
import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import { conspirateurs as engine } from "../../../src/engine/conspirateurs";
import { Rng, seedRng } from "../../../src/engine/rng";
import { CELLS, LABELS, MEETING, distance } from "../../../src/engine/conspirateurs/geometry";
import { MEN, countMoves } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { encode } from "../../../src/engine/conspirateurs/notation";
import { applied, coChains, conspirateursKit } from "../helpers";
import { oldCount, oldLegalMoves } from "./oracle";
import { lattice } from "./positions";
import { playout, policyMove } from "./policy";

const { fmt, game, pos, position } = conspirateursKit;

/** Every (from, to) pair of distinct cells at most two apart. */
const CLOSE_PAIRS: [number, number][] = [];
for (let i = 0; i < CELLS; i++) for (let j = 0; j < CELLS; j++) if (i !== j && distance(i, j) <= 2) CLOSE_PAIRS.push([i, j]);

/** Every decision `apply` accepts from the seat to act, formatted and sorted. */
function bruteForce(s: State): string[] {
  const out: string[] = [];
  const seat = s.turn;
  // The engine's own apply: only whether it refuses counts here, not the refusal in English.
  const accepted = (m: Move): boolean => isOk(engine.apply(s, seat, m));
  if (s.toDrop.some((n) => n > 0)) {
    for (let c = 0; c < CELLS; c++) if (accepted({ kind: "drop", at: LABELS[c]! })) out.push(`@${LABELS[c]}`);
    return out.sort();
  }
  for (const [i, j] of CLOSE_PAIRS) {
    const m: Move = { kind: "move", from: LABELS[i]!, via: [], to: LABELS[j]! };
    if (accepted(m)) out.push(game.formatMove(m));
  }
  if (accepted({ kind: "stop" })) out.push("stop");
  return out.sort();
}

/** The old engine's whole moves, formatted and sorted. */
const oldList = (s: State): string[] => fmt(oldLegalMoves(s) as Move[]);

/** Every decision of the seat to act equals the brute force, and so on part-way through each chain the decisions can start (depth first, up to `budget` states). */
function checkDecisions(s: State, budget: { left: number }): void {
  if (budget.left-- <= 0) return;
  const legal = game.legalMoves(s, s.turn);
  const text = fmt(legal);
  expect(new Set(text).size).toBe(text.length);
  expect(text).toEqual(bruteForce(s));
  expect(legal.length).toBeLessThanOrEqual(MEN[s.players]! * 8 + 1);
  for (let p = 0; p < s.players; p++) if (p !== s.turn) expect(game.legalMoves(s, p)).toEqual([]);
  for (const m of legal) {
    if (m.kind !== "move" || distance(LABELS.indexOf(m.from), LABELS.indexOf(m.to)) < 2) continue;
    const after = applied(game, s, s.turn, m);
    if (after.chain) checkDecisions(after, budget);
  }
}

describe("legal moves", () => {
  it.each([2, 3, 4])("%i players: legalMoves equals the brute-force list, its chains the old list, and holds every policy move", (players) => {
    let compared = 0;
    for (let m = 0; m < 6; m++) {
      const rng = new Rng(seedRng(`complete-${players}-${m}`));
      playout(players, `complete-${players}-${m}`, 5000, (s) => {
        if (s.result || rng.int(6) !== 0 || oldCount(s) > 400) return;
        checkDecisions(s, { left: 12 });
        const chains = coChains(s);
        expect(new Set(chains).size).toBe(chains.length);
        expect(chains.sort()).toEqual(oldList(s));
        expect(chains).toContain(game.formatMove(policyMove(s, rng)));
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("measures the largest legal list along random matches (5 per player count)", () => {
    for (const players of [2, 3, 4]) {
      let largest = 0, where = "", chains = 0;
      for (let m = 0; m < 5; m++) {
        playout(players, `measure-${players}-${m}`, 5000, (s) => {
          const n = countMoves(s);
          chains = Math.max(chains, oldCount(s));
          if (n > largest) {
            largest = n;
            where = encode(s);
          }
        });
      }
      console.log(`conspirateurs ${players}p: largest legal list in 5 random matches: ${largest} decisions at ${where} (most chains at once: ${chains})`);
      expect(largest).toBeGreaterThan(0);
      expect(largest).toBeLessThanOrEqual(MEN[players]! * 8 + 1);
    }
  });

  it("keeps the chains complete in a crowded position found by random play (121,707 chains), with a short legal list", () => {
    const s = pos("17/17/17/17/17/3w9w3/4w1b1bwbwb4/3bw1w1w1b2b3/4wbbbw1bwb4/3bw1b1w1b1bb3/3wbwwbww1wb4/3w13/17/17/17/17/17 2 b 0,0 56");
    expect(oldCount(s)).toBe(121_707);
    const chains = coChains(s);
    expect(chains).toHaveLength(121_707);
    expect(new Set(chains).size).toBe(121_707);
    expect(chains.sort()).toEqual(oldList(s));
    const legal = game.legalMoves(s, 0);
    expect(legal.length).toBeLessThanOrEqual(MEN[2]! * 8 + 1);
    checkDecisions(s, { left: 40 });
  }, 120_000);

  it("a crafted lattice with over a million chains has a legal list of a few dozen decisions", () => {
    // a 7×7 block E5–K11: empty cells at even offsets (a lattice of landing cells), men between;
    // Black's man on E5 can wander the lattice in over 10^6 different chains
    const s = pos(lattice());
    const n = oldCount(s);
    console.log(`conspirateurs crafted lattice: ${n} chains, ${countMoves(s)} legal decisions at ${encode(s)}`);
    expect(n).toBe(1_012_588);
    expect(countMoves(s)).toBeLessThanOrEqual(MEN[2]! * 8 + 1);
    // every chain is reachable leap by leap: count the chains the decisions build
    expect(chainCount(s)).toBe(n);
    expect(MEETING.length).toBe(45);
  }, 120_000);
});

/** How many whole moves the decisions build (as coChains, without the strings). */
function chainCount(s: State): number {
  let n = 0;
  for (const d of game.legalMoves(s, s.turn)) {
    if (d.kind === "stop") continue;
    n++;
    if (d.kind !== "move") continue;
    const r = game.apply(s, s.turn, d);
    if ("ok" in r && r.ok.chain) n += chainCount(r.ok);
  }
  return n;
}
