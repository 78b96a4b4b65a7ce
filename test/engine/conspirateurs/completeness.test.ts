/**
 * legalMoves is complete and exact: on positions from random matches it equals a brute-force
 * list built only through `apply` (every step, and every leap chain grown one landing at a time,
 * kept when apply accepts it), without duplicates; every move the playout policy draws is in it.
 * Also measures the size of the legal list along random matches and on two crafted positions.
 */
import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import { Rng, seedRng } from "../../../src/engine/rng";
import { CELLS, LABELS, MEETING, colOf, rowOf, at, onBoard } from "../../../src/engine/conspirateurs/geometry";
import { countMoves, pieceOf } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { encode } from "../../../src/engine/conspirateurs/notation";
import { conspirateursKit } from "../helpers";
import { playout, policyMove } from "./policy";

const { fmt, game, pos, position } = conspirateursKit;

function bruteForce(s: State): string[] {
  const out: string[] = [];
  const seat = s.turn;
  const accepted = (m: Move): boolean => isOk(game.apply(s, seat, m));
  if (s.toDrop.some((n) => n > 0)) {
    for (let c = 0; c < CELLS; c++) if (accepted({ kind: "drop", at: LABELS[c]! })) out.push(`@${LABELS[c]}`);
    return out.sort();
  }
  const ch = pieceOf(seat, s.players);
  for (let i = 0; i < CELLS; i++) {
    if (s.board[i] !== ch) continue;
    const from = LABELS[i]!;
    for (const [dc, dr] of [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]] as const) {
      const c = colOf(i) + dc, r = rowOf(i) + dr;
      if (onBoard(c, r) && accepted({ kind: "move", from, via: [], to: LABELS[at(c, r)]! })) out.push(`${from}-${LABELS[at(c, r)]}`);
    }
    const grow = (landings: number[]): void => {
      const here = landings.length ? landings[landings.length - 1]! : i;
      for (const [dc, dr] of [[0, 2], [2, 2], [2, 0], [2, -2], [0, -2], [-2, -2], [-2, 0], [-2, 2]] as const) {
        const c = colOf(here) + dc, r = rowOf(here) + dr;
        if (!onBoard(c, r)) continue;
        const next = [...landings, at(c, r)];
        const m: Move = { kind: "move", from, via: next.slice(0, -1).map((x) => LABELS[x]!), to: LABELS[at(c, r)]! };
        if (accepted(m)) {
          out.push([from, ...next.map((x) => LABELS[x])].join(":"));
          grow(next);
        }
      }
    };
    grow([]);
  }
  return out.sort();
}

describe("legal moves", () => {
  it.each([2, 3, 4])("%i players: legalMoves equals the brute-force list and holds every policy move", (players) => {
    let compared = 0;
    for (let m = 0; m < 6; m++) {
      const rng = new Rng(seedRng(`complete-${players}-${m}`));
      playout(players, `complete-${players}-${m}`, 5000, (s) => {
        if (s.result || rng.int(6) !== 0 || countMoves(s) > 400) return;
        const legal = fmt(game.legalMoves(s, s.turn));
        expect(new Set(legal).size).toBe(legal.length);
        expect(legal).toEqual(bruteForce(s));
        const drawn = game.formatMove(policyMove(s, rng));
        expect(legal).toContain(drawn);
        for (let p = 0; p < players; p++) if (p !== s.turn) expect(game.legalMoves(s, p)).toEqual([]);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("measures the largest legal list along random matches (5 per player count)", () => {
    for (const players of [2, 3, 4]) {
      let largest = 0, where = "";
      for (let m = 0; m < 5; m++) {
        playout(players, `measure-${players}-${m}`, 5000, (s) => {
          const n = countMoves(s);
          if (n > largest) {
            largest = n;
            where = encode(s);
          }
        });
      }
      console.log(`conspirateurs ${players}p: largest legal list in 5 random matches: ${largest} moves at ${where}`);
      expect(largest).toBeGreaterThan(0);
    }
  });

  it("keeps the list complete in a crowded position found by random play (121,707 moves)", () => {
    const s = pos("17/17/17/17/17/3w9w3/4w1b1bwbwb4/3bw1w1w1b2b3/4wbbbw1bwb4/3bw1b1w1b1bb3/3wbwwbww1wb4/3w13/17/17/17/17/17 2 b 0,0 56");
    expect(countMoves(s)).toBe(121_707);
    const legal = game.legalMoves(s, 0);
    expect(legal).toHaveLength(121_707);
    const seen = new Set(legal.map((x) => game.formatMove(x)));
    expect(seen.size).toBe(121_707);
    expect(isOk(game.apply(s, 0, legal[legal.length - 1]!))).toBe(true);
  });

  it("counts over a million chains in a crafted lattice (the list would be complete too)", () => {
    // a 7×7 block E5–K11: empty cells at even offsets (a lattice of landing cells), men between;
    // Black's man on E5 can wander the lattice in over 10^6 different chains
    const black: string[] = ["E5"], white: string[] = [];
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        if (r % 2 === 0 && c % 2 === 0) continue;
        (white.length < 20 ? white : black).push(LABELS[at(4 + c, 4 + r)]!);
      }
    }
    const s = pos(position(2, "b", { b: black.join(" "), w: white.join(" ") }));
    const n = countMoves(s);
    console.log(`conspirateurs crafted lattice: ${n} legal moves at ${encode(s)}`);
    expect(n).toBeGreaterThan(1_000_000);
    expect(MEETING.length).toBe(45);
  });
});
