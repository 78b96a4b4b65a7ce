/**
 * Conspirateurs has no hidden information: the view holds the whole position (the generator is
 * never used, so any value does). The bot's knowledge is a race measure: how far each man is from
 * the nearest sanctuary (king-move distance, as men step and leap in eight directions).
 *
 * Pruning: a leap chain is one decision per leap (CO-9), then `stop`. Every step, leap and stop
 * is scored by where the man would then stand, counted from where it started this turn (the
 * chain's start): twice the distance left to an empty sanctuary (a man on one never moves again)
 * minus the distance gained; the bot keeps the PRUNE_KEEP best, so it still prefers chains that
 * end near a sanctuary. Drops keep the PRUNE_KEEP empty meeting cells closest to a sanctuary.
 */
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import type { Move, State, View } from "../../engine/conspirateurs/rules";
import { view as viewOf } from "../../engine/conspirateurs/view";
import type { GameKnowledge } from "../types";

export const PRUNE_KEEP = 12;
const SIZE = 17;

interface Geometry {
  /** Distance of every cell to the nearest sanctuary. */
  dist: Int8Array;
  sanct: number[];
  pieces: string[];
  partner: (number | null)[];
  cellOf: Map<string, number>;
}
const geometries = new Map<number, Geometry>();
/** The geometry of a state's player count (a state judged without a sample first: the review's whole positions). */
const geometryAt = (s: State): Geometry => geometries.get(s.players) ?? geometryOf(viewOf(s, null));

function cellIndex(label: string, columns: string): number {
  return (Number(label.slice(1)) - 1) * SIZE + columns.indexOf(label[0]!);
}

/** Built from a view (sanctuaries, columns, pieces are public constants of the player count). */
function geometryOf(view: View): Geometry {
  const known = geometries.get(view.players);
  if (known) return known;
  const sanct = view.sanctuaries.map((l) => cellIndex(l, view.columns));
  const dist = new Int8Array(SIZE * SIZE);
  const cellOf = new Map<string, number>();
  for (let i = 0; i < SIZE * SIZE; i++) {
    const c = i % SIZE, r = Math.floor(i / SIZE);
    cellOf.set(`${view.columns[c]}${r + 1}`, i);
    let best = 99;
    for (const t of sanct) best = Math.min(best, Math.max(Math.abs(c - (t % SIZE)), Math.abs(r - Math.floor(t / SIZE))));
    dist[i] = best;
  }
  const g = { dist, sanct, pieces: view.seats.map((s) => s.piece), partner: view.seats.map((s) => s.partner), cellOf };
  geometries.set(view.players, g);
  return g;
}

function randomRngState(rng: Rng): State["rng"] {
  return [rng.next(), rng.next(), rng.next(), rng.next()];
}

export function sample(view: View, _seat: Seat, _legal: readonly Move[], rng: Rng): State {
  geometryOf(view);
  return {
    players: view.players,
    board: view.board,
    toDrop: view.seats.map((s) => s.toDrop),
    turn: view.turn ?? 0,
    ply: view.ply,
    last: view.last ? { seat: view.last.seat, move: view.last.move } : null,
    passed: view.passed.slice(),
    chain: view.chain ? view.chain.slice() : null,
    result: view.outcome ? { winners: view.outcome.winners.slice(), draw: view.outcome.draw, reason: view.outcome.reason } : null,
    rng: randomRngState(rng),
  };
}

/** What a man still out costs on top of its distance, so that sheltering one always pays even when it takes the sanctuary another man was heading for. */
const OUT = 6;
const chebyshev = (a: number, b: number) => Math.max(Math.abs((a % SIZE) - (b % SIZE)), Math.abs(Math.floor(a / SIZE) - Math.floor(b / SIZE)));

/**
 * Each seat's progress in [0, 1]: 1 when every man stands on a sanctuary. A man on a sanctuary
 * stays there (CO-7), so a man still out counts its distance to the nearest EMPTY sanctuary.
 */
function progress(s: State, g: Geometry): number[] {
  const empty = g.sanct.filter((c) => s.board[c] === ".");
  const isSanct = new Set(g.sanct);
  const far = new Array<number>(s.players).fill(0);
  const men = new Array<number>(s.players).fill(0);
  for (let i = 0; i < s.board.length; i++) {
    const p = g.pieces.indexOf(s.board[i]!);
    if (p < 0) continue;
    men[p]!++;
    if (isSanct.has(i)) continue;
    let d = 16;
    for (const c of empty) d = Math.min(d, chebyshev(i, c));
    far[p]! += OUT + d;
  }
  return far.map((f, p) => {
    const drop = s.toDrop[p] ?? 0;
    const total = men[p]! + drop;
    return total === 0 ? 0 : 1 - (f + drop * (OUT + 8)) / (total * (OUT + 16));
  });
}

export function evaluate(s: State, players: number): number[] {
  const g = geometryAt(s);
  const prog = progress(s, g);
  const team = prog.map((p, i) => {
    const q = g.partner[i];
    return q === null || q === undefined ? p : (p + prog[q]!) / 2;
  });
  return team.map((t, i) => {
    let rival = 0;
    for (let j = 0; j < players; j++) if (j !== i && j !== g.partner[i]) rival = Math.max(rival, team[j]!);
    return 1 / (1 + Math.exp(-12 * (t - rival)));
  });
}

/** Distance of every cell to the nearest empty sanctuary of `s` (16 when none is left). */
function distanceToEmpty(s: State, g: Geometry): Int8Array {
  const empty = g.sanct.filter((c) => s.board[c] === ".");
  const out = new Int8Array(SIZE * SIZE).fill(16);
  for (let i = 0; i < out.length; i++) for (const c of empty) out[i] = Math.min(out[i]!, chebyshev(i, c));
  return out;
}

export function prune(s: State, _seat: Seat, moves: readonly Move[]): Move[] {
  if (moves.length <= PRUNE_KEEP) return moves.slice();
  const g = geometryAt(s);
  const dist = distanceToEmpty(s, g);
  const d = (label: string) => dist[g.cellOf.get(label) ?? 0]!;
  const chain = s.chain;
  /** The score of the man standing on `end` after a turn that started on `start` (lower is better). */
  const score = (start: string, end: string) => 2 * d(end) - (d(start) - d(end));
  const keyOf = (m: Move): number => {
    if (m.kind === "drop") return g.dist[g.cellOf.get(m.at) ?? 0]!;
    if (m.kind === "stop") return chain ? score(chain[0]!, chain[chain.length - 1]!) : 0;
    return score(chain ? chain[0]! : m.from, m.to);
  };
  return moves.map((m) => ({ m, key: keyOf(m) })).sort((a, b) => a.key - b.key).slice(0, PRUNE_KEEP).map((x) => x.m);
}

export const conspirateursKnowledge: GameKnowledge<State, View, Move> = {
  players: (v) => v.players,
  sample,
  evaluate,
  prune,
  perfectInformation: true,
  budgets: { normal: { iterations: 24, playoutDepth: 0, depth: 1 }, strong: { iterations: 300, playoutDepth: 0, depth: 2 } },
};
