/**
 * Sleepers: how the search judges a position and which recruits it considers. Success (a chain of
 * active tiles joining two opposite sides) decides nearly every match, so a position is judged
 * as in Hex: for each side, the cheapest chain still to be made between two opposite sides,
 * counted in activations (a recruit is a whole turn, two activations; an active tile costs
 * nothing, an own sleeper one activation, an empty hex a recruit and an activation, an opposing
 * tile must first be removed).
 */
import type { Seat } from "../../engine/game";
import { ADJACENT, HEX_COUNT, OPPOSITE_PAIRS, SIDE_MASK, hexIndex } from "../../engine/sleepers/board";
import type { Move, Side, State, Tile } from "../../engine/sleepers/types";

/** Activations a hex costs `side` on its chain: active 0, own sleeper 1, empty 3 (recruit + activation), opposing tile 7. */
const COST_ACTIVE = 0, COST_SLEEPER = 1, COST_EMPTY = 3, COST_OPPOSING = 7;

function costs(board: readonly (Tile | null)[], side: Side): Uint8Array {
  const c = new Uint8Array(HEX_COUNT);
  for (let h = 0; h < HEX_COUNT; h++) {
    const t = board[h];
    c[h] = !t ? COST_EMPTY : t.owner !== side ? COST_OPPOSING : t.up ? COST_ACTIVE : COST_SLEEPER;
  }
  return c;
}

const FAR = 1 << 20;
/** Dial's buckets (edge costs are below 8), reused by every call. */
const BUCKETS: number[][] = Array.from({ length: 8 }, () => []);

/** Cheapest cost from the hexes of side bit `from` to every hex (the hex's own cost included), into `d`. */
function distancesFrom(cost: Uint8Array, from: number, d: Int32Array): Int32Array {
  d.fill(FAR);
  let pending = 0;
  for (let h = 0; h < HEX_COUNT; h++) {
    if (!(SIDE_MASK[h]! & (1 << from))) continue;
    d[h] = cost[h]!;
    BUCKETS[cost[h]! & 7]!.push(h);
    pending++;
  }
  for (let at = 0; pending > 0; at++) {
    const bucket = BUCKETS[at & 7]!;
    while (bucket.length) {
      const u = bucket.pop()!;
      pending--;
      if (d[u] !== at) continue;
      for (const n of ADJACENT[u]!) {
        const v = at + cost[n]!;
        if (v < d[n]!) {
          d[n] = v;
          BUCKETS[v & 7]!.push(n);
          pending++;
        }
      }
    }
  }
  return d;
}

const FROM = new Int32Array(HEX_COUNT), TO = new Int32Array(HEX_COUNT);

/** The cheapest chain `side` still has to make between two opposite sides, in activations. */
function cheapestChain(board: readonly (Tile | null)[], side: Side): number {
  const cost = costs(board, side);
  let best = Infinity;
  for (const [a, b] of OPPOSITE_PAIRS) {
    const d = distancesFrom(cost, a, FROM);
    for (let h = 0; h < HEX_COUNT; h++) if (SIDE_MASK[h]! & (1 << b) && d[h]! < best) best = d[h]!;
  }
  return best;
}

/** For every hex, the cheapest chain of `side` between opposite sides that passes through it. */
function cheapestThrough(board: readonly (Tile | null)[], side: Side): Int32Array {
  const cost = costs(board, side);
  const out = new Int32Array(HEX_COUNT).fill(FAR);
  for (const [a, b] of OPPOSITE_PAIRS) {
    const da = distancesFrom(cost, a, FROM);
    const db = distancesFrom(cost, b, TO);
    for (let h = 0; h < HEX_COUNT; h++) out[h] = Math.min(out[h]!, da[h]! + db[h]! - cost[h]!);
  }
  return out;
}

/**
 * Chains depend only on which hexes are empty, whose the tiles are and which face they show, and
 * a search meets the same boards again and again (every sample of a tree node has the board of
 * the others until an ability reveals something): both are remembered per board, up to CACHED boards
 * (a strong decision meets about 800–1,400 different boards).
 */
const CACHED = 5_000;
const chains = new Map<string, { cost: (number | undefined)[]; through: (Int32Array | undefined)[] }>();

function chainsOf(board: readonly (Tile | null)[]) {
  let key = "";
  for (let h = 0; h < HEX_COUNT; h++) {
    const t = board[h];
    key += t ? (t.owner === 0 ? (t.up ? "W" : "w") : t.up ? "B" : "b") : ".";
  }
  let c = chains.get(key);
  if (!c) {
    if (chains.size >= CACHED) chains.clear();
    c = { cost: [undefined, undefined], through: [undefined, undefined] };
    chains.set(key, c);
  }
  return c;
}

/** The cheapest chain `side` still has to make between two opposite sides, in activations. */
export function chainCost(board: readonly (Tile | null)[], side: Side): number {
  const c = chainsOf(board);
  return (c.cost[side] ??= cheapestChain(board, side));
}

/**
 * For every hex, the cheapest chain of `side` between opposite sides that passes through it
 * (the chains a recruit there would shorten).
 */
export function chainThrough(board: readonly (Tile | null)[], side: Side): Int32Array {
  const c = chainsOf(board);
  return (c.through[side] ??= cheapestThrough(board, side));
}

/** Activations one turn is worth (two activations, or a recruit). */
const TEMPO = 2;
/** How sharply a lead in activations turns into a winning chance. */
const SHARPNESS = 0.3;
/** Each killed tile weighs this much (morale: ten lose the match). */
const KILLED = 0.4;

/** The side that is ahead in chains (and losses) wins, judged in [0, 1] per seat. */
export function evaluate(s: State, _players: number): number[] {
  const white = chainCost(s.board, 0) + KILLED * s.killed[0].length;
  const black = chainCost(s.board, 1) + KILLED * s.killed[1].length;
  const lead = black - white + (s.turn === 0 ? TEMPO / 2 : -TEMPO / 2); // White's lead, in activations
  const w = 1 / (1 + Math.exp(-SHARPNESS * lead));
  return [w, 1 - w];
}

/** Recruits kept per agent: the empty hexes on the cheapest chains of either side (making one's own, blocking the other's). */
const RECRUIT_HEXES = 6;

/** The moves worth searching: every move but recruits, and recruits only on the few hexes that matter most. */
export function prune(s: State, seat: Seat, moves: readonly Move[]): Move[] {
  if (!moves.some((m) => m.kind === "recruit")) return moves.slice();
  const side = seat as Side;
  const mine = chainThrough(s.board, side);
  const theirs = chainThrough(s.board, (1 - side) as Side);
  const empties: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++) if (!s.board[h]) empties.push(h);
  const score = (h: number) => 2 * mine[h]! + theirs[h]!;
  empties.sort((a, b) => score(a) - score(b) || a - b);
  const keep = new Set(empties.slice(0, RECRUIT_HEXES));
  return moves.filter((m) => m.kind !== "recruit" || keep.has(hexIndex(m.hex)));
}
