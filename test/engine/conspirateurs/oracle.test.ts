/**
 * The decision structure (CO-9) against the old engine, on the positions its fingerprint pinned:
 * the fixed-seed walks of fingerprint.test.ts as they ran while a chain was one move (the old
 * legal lists, from oracle.ts, and the same picks and generator draws), and the playout policy's
 * matches. On every position the set of completed new chains (every chain reachable leap by leap,
 * stopping anywhere, steps and drops included) equals the old list, and the old move played
 * through its decisions gives the position the old engine gave (the man moved from its start to
 * its end). POSITIONS pins the walk (a hash of every position), as computed with the old engine
 * itself (commit d702e42), so these are the very positions the old fingerprint hashed.
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../../src/engine/rng";
import { LABELS } from "../../../src/engine/conspirateurs/geometry";
import { encode } from "../../../src/engine/conspirateurs/notation";
import { pieceOf } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { coChains, conspirateursKit } from "../helpers";
import { oldCount, oldLegalMoves, type OldMove } from "./oracle";
import { playWhole, playout } from "./policy";

const { fmt, game } = conspirateursKit;

/** Old lists longer than this are compared by their count of chains only (building every chain leap by leap costs time). */
const WHOLE = 3000;

/** FNV-1a over the positions of a walk. */
function hashOf(lines: string[]): string {
  let h = 0x811c9dc5;
  for (const line of lines) {
    for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 16777619) >>> 0;
    h = Math.imul(h ^ 10, 16777619) >>> 0;
  }
  return `${lines.length}:${h.toString(16)}`;
}

let compared = 0, counted = 0;

/** The completed new chains of `s` equal the old list (whole, or by count when long). */
function compare(s: State): void {
  if (s.result) return;
  const old = oldCount(s);
  if (old <= WHOLE) {
    expect(coChains(s).sort()).toEqual(fmt(oldLegalMoves(s) as Move[]));
    compared++;
  } else if (old <= 10 * WHOLE) {
    expect(coChains(s).length).toBe(old);
    counted++;
  }
}

/** Plays `move` (an old whole move) through its decisions and checks the board the old engine gave. */
function playOld(s: State, move: OldMove): State {
  const steps = playWhole(s, s.turn, move as Move);
  const after = steps[steps.length - 1]!.after;
  const b = s.board.split("");
  if (move.kind === "drop") b[LABELS.indexOf(move.at)] = pieceOf(s.turn, s.players);
  else {
    const piece = b[LABELS.indexOf(move.from)]!;
    b[LABELS.indexOf(move.from)] = ".";
    b[LABELS.indexOf(move.to)] = piece;
  }
  expect(after.board).toBe(b.join(""));
  expect(after.chain).toBeNull();
  return after;
}

/** The old fingerprint's walk: the old list, the same pick, the same draws of the generator (its odd moves). */
function oldWalk(players: number, seed: string, plies: number, pick: (legal: OldMove[], rng: Rng) => OldMove): string[] {
  const rng = new Rng(seedRng(`fingerprint:${seed}`));
  let s = game.setup(players, {}, seed);
  const seen = [encode(s)];
  for (let ply = 0; !s.result && ply < plies; ply++) {
    compare(s);
    const legal = oldLegalMoves(s);
    const move = pick(legal, rng);
    const near = legal[rng.int(legal.length)];
    for (let k = 0; k < (near?.kind === "move" ? 8 : 6); k++) rng.int(LABELS.length); // the odd moves' random cells
    s = playOld(s, move);
    seen.push(encode(s).replace(/ \d+$/, ` ${ply + 1}`)); // the old ply counted whole moves
  }
  return seen;
}

describe("completed chains equal the old engine's list on the old fingerprint's positions", () => {
  it("the first-legal-move walks, 2, 3 and 4 players", () => {
    const got = [2, 3, 4].map((players) => hashOf(oldWalk(players, `first-${players}`, 400, (legal) => legal[0]!)));
    expect(got).toEqual(POSITIONS.first);
  });

  it("the uniform random walks, 2, 3 and 4 players", () => {
    const got = [2, 3, 4].map((players) => hashOf(oldWalk(players, `random-${players}`, 160, (legal, rng) => rng.pick(legal))));
    expect(got).toEqual(POSITIONS.random);
    console.log(`oracle: ${compared} positions compared whole, ${counted} by count`);
  }, 120_000);

  it("the playout policy's matches, to the end", () => {
    for (const players of [2, 3, 4]) for (let m = 0; m < 2; m++) playout(players, `fingerprint-${players}-${m}`, 5000, compare);
    expect(compared).toBeGreaterThan(100);
  }, 120_000);
});

/** Computed with the old engine (d702e42) on the same walks: see the header. */
const POSITIONS = {
  first: ["401:acdb3c59", "401:585672a", "401:e67c0e27"],
  random: ["161:f194635a", "161:bcadc26e", "161:53b4a9e8"],
};
