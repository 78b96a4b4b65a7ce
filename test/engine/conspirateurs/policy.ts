/**
 * Conspirateurs' playout policy for the property tests (a biased random player: uniform random
 * play in a race game does not end in reasonable time).
 */
import { Rng, seedRng } from "../../../src/engine/rng";
import { isOk } from "../../../src/engine/game";
import { conspirateurs as game } from "../../../src/engine/conspirateurs";
import { CELLS, NEIGHBOURS, LEAPS, LABELS, sanctuaries, sanctuaryFlags } from "../../../src/engine/conspirateurs/geometry";
import { isDropPhase, pieceOf } from "../../../src/engine/conspirateurs/rules";
import { encode } from "../../../src/engine/conspirateurs/notation";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { coDecisions } from "../helpers";

/**
 * THE PLAYOUT POLICY of the property tests. Uniform random play in a race game does not end in
 * reasonable time, and the complete list of leap chains can hold 10^5 entries early in the move
 * phase, so the policy draws a legal move without building that list:
 * - drop phase: a uniformly random entry of legalMoves (at most 45 entries);
 * - move phase: the candidates are every (man, destination) pair the player can reach this turn
 *   (steps, and every cell reachable by a leap chain, found breadth first with one chain per
 *   destination). With probability 0.9 the move is drawn uniformly among the candidates that
 *   bring the man nearer (king distance) to the nearest empty sanctuary, if there is any; otherwise
 *   uniformly among all candidates.
 * Every move drawn is checked by `apply` (the engine's validator, separate from the generator);
 * `completeness.test.ts` checks that such chains are in legalMoves.
 */
export function policyMove(s: State, rng: Rng, progress = 0.9): Move {
  if (isDropPhase(s)) return rng.pick(game.legalMoves(s, s.turn));
  const b = s.board;
  const ch = pieceOf(s.turn, s.players);
  const sanct = sanctuaryFlags(s.players);
  const near = nearestFree(sanctuaries(s.players).filter((c) => b[c] === "."));
  // candidates as from * CELLS + to; steps are marked by STEP_FLAG
  let nAll = 0, nBetter = 0;
  for (let i = b.indexOf(ch); i >= 0; i = b.indexOf(ch, i + 1)) {
    if (sanct[i]) continue;
    const dFrom = near[i]!;
    for (const n of NEIGHBOURS[i]!) {
      if (b[n] !== ".") continue;
      ALL[nAll++] = STEP_FLAG + i * CELLS + n;
      if (near[n]! < dFrom) BETTER[nBetter++] = STEP_FLAG + i * CELLS + n;
    }
    reach(b, i, (land) => {
      ALL[nAll++] = i * CELLS + land;
      if (near[land]! < dFrom) BETTER[nBetter++] = i * CELLS + land;
    });
  }
  const code = nBetter > 0 && rng.int(1000) < progress * 1000 ? BETTER[rng.int(nBetter)]! : ALL[rng.int(nAll)]!;
  const pair = code % STEP_FLAG;
  const from = Math.floor(pair / CELLS), to = pair % CELLS;
  if (code >= STEP_FLAG) return { kind: "move", from: LABELS[from]!, via: [], to: LABELS[to]! };
  reach(b, from, () => {});
  const via: string[] = [];
  for (let p = PARENT[to]!; p !== from; p = PARENT[p]!) via.unshift(LABELS[p]!);
  return { kind: "move", from: LABELS[from]!, via, to: LABELS[to]! };
}

const STEP_FLAG = CELLS * CELLS;

/**
 * King distance of every cell to the nearest of the `free` (empty) sanctuaries: a multi-source
 * breadth-first search in the king graph. It depends on the free sanctuaries alone, which change a
 * few times a match, so each set is searched once (it was two fifths of the property tests' time).
 */
function nearestFree(free: number[]): Uint8Array {
  const key = free.join();
  const known = NEAREST.get(key);
  if (known) return known;
  const near = new Uint8Array(CELLS).fill(255);
  let head = 0, tail = 0;
  for (const f of free) {
    near[f] = 0;
    QUEUE[tail++] = f;
  }
  while (head < tail) {
    const c = QUEUE[head++]!;
    for (const n of NEIGHBOURS[c]!) {
      if (near[n] !== 255) continue;
      near[n] = near[c]! + 1;
      QUEUE[tail++] = n;
    }
  }
  if (NEAREST.size >= 20_000) NEAREST.clear();
  NEAREST.set(key, near);
  return near;
}
const NEAREST = new Map<string, Uint8Array>();

const ALL = new Int32Array(CELLS * CELLS);
const BETTER = new Int32Array(CELLS * CELLS);
const PARENT = new Int16Array(CELLS);
const MARK = new Int32Array(CELLS);
const QUEUE = new Int16Array(CELLS);
const OVER: number[] = [], LAND: number[] = [];
for (let i = 0; i < CELLS; i++) {
  for (let d = 0; d < 8; d++) {
    const l = LEAPS[i]![d];
    OVER.push(l ? l[0] : -1);
    LAND.push(l ? l[1] : -1);
  }
}
let generation = 0;
/** Breadth-first search of the cells a man on `from` reaches by leap chains; PARENT holds one chain each. */
function reach(b: string, from: number, found: (land: number) => void): void {
  generation++;
  MARK[from] = generation;
  let head = 0, tail = 0;
  QUEUE[tail++] = from;
  while (head < tail) {
    const cell = QUEUE[head++]!;
    for (let d = 0; d < 8; d++) {
      const land = LAND[cell * 8 + d]!;
      if (land < 0 || MARK[land] === generation) continue;
      const over = OVER[cell * 8 + d]!;
      if (over === from || b.charCodeAt(over) === 46 || b.charCodeAt(land) !== 46) continue;
      MARK[land] = generation;
      PARENT[land] = cell;
      QUEUE[tail++] = land;
      found(land);
    }
  }
}

/**
 * Plays a whole move (a drop, a step, or a leap chain as the policy draws it) as its decisions
 * (CO-9): leap by leap, then `stop` if the chain could go on. Returns the decisions and the state
 * after each; throws with the position when a decision is refused.
 */
export function playWhole(s: State, seat: number, move: Move): { move: Move; after: State }[] {
  const out: { move: Move; after: State }[] = [];
  for (const d of [...coDecisions(move), { kind: "stop" } as const]) {
    if (d.kind === "stop" && !s.chain) break;
    const r = game.apply(s, seat, d);
    if (!isOk(r)) throw new Error(`${encode(s)}: ${game.formatMove(d)} of ${game.formatMove(move)} rejected: ${r.error}`);
    s = r.ok;
    out.push({ move: d, after: s });
  }
  return out;
}

/**
 * Plays a whole match by the policy; returns the decisions played (with seats) and the final
 * state. `check` sees the state after each whole move (no chain under way). `maxMoves` bounds the
 * whole moves.
 */
export function playout(players: number, seed: string, maxMoves = 5000, check?: (s: State) => void) {
  const rng = new Rng(seedRng(`policy:${seed}`));
  let s = game.setup(players, {}, seed);
  const moves: { seat: number; move: Move }[] = [];
  for (let n = 0; !s.result && n < maxMoves; n++) {
    const seat = s.turn;
    for (const { move, after } of playWhole(s, seat, policyMove(s, rng))) {
      moves.push({ seat, move });
      s = after;
    }
    check?.(s);
  }
  return { final: s, moves };
}
