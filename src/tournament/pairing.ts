/**
 * Pairings, pure: round-robin tables by the circle method, Swiss pairings by a maximum-weight
 * matching (Edmonds' blossom algorithm), and tables of 3–6 grouped by score for multi-player games.
 * Entrants are indices 0…n−1 here; the tournament maps them to people.
 */
import blossom from "edmonds-blossom-fixed";

/** A table: `seats[i]` is the entrant at seat i. */
export type Table = number[];

export interface RoundPlan {
  tables: Table[];
  byes: number[];
}

/**
 * Every pair once, in n−1 rounds (n even) or n rounds with one bye each (n odd). Seat order is
 * balanced: with m = n (odd) or n−1 (even), a meets b < m at seat 0 when (b−a) mod m ≤ (m−1)/2 (each
 * of them has seat 0 in exactly (m−1)/2 of these), and the n-th entrant of an even field alternates,
 * so nobody's count of seat 0 and seat 1 differs by more than one.
 */
export function roundRobin(n: number): RoundPlan[] {
  if (n < 2) return [];
  const ring: (number | null)[] = Array.from({ length: n % 2 === 0 ? n : n + 1 }, (_, i) => (i < n ? i : null));
  const size = ring.length;
  const m = n % 2 === 1 ? n : n - 1;
  const rounds: RoundPlan[] = [];
  for (let r = 0; r < size - 1; r++) {
    const tables: Table[] = [];
    const byes: number[] = [];
    for (let i = 0; i < size / 2; i++) {
      const a = ring[i]!;
      const b = ring[size - 1 - i]!;
      if (a === null || b === null) {
        byes.push((a ?? b)!);
        continue;
      }
      tables.push(orient(a, b, m));
    }
    rounds.push({ tables, byes });
    // The circle: the first entrant stays, the others turn by one.
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

function orient(a: number, b: number, m: number): Table {
  if (a >= m || b >= m) {
    // The extra entrant of an even field: seat 0 against the even-numbered, seat 1 against the odd.
    const [extra, other] = a >= m ? [a, b] : [b, a];
    return other % 2 === 0 ? [extra, other] : [other, extra];
  }
  const d = (((b - a) % m) + m) % m;
  return d >= 1 && d <= (m - 1) / 2 ? [a, b] : [b, a];
}

export interface SwissEntrant {
  /** Points so far, in halves (a draw is 1). */
  halfPoints: number;
  /** Entrants met before (indices). */
  met: Set<number>;
  byes: number;
  /** Matches played at seat 0 minus matches at seat 1. */
  seatBalance: number;
}

/**
 * One Swiss round for 2-player matches: a maximum-cardinality, maximum-weight matching where every
 * edge is a pair that has not met, weighted to pair equal scores (the weight falls with the square
 * of the score difference). An odd field adds a "bye" vertex joined to those who have had the fewest
 * byes, weighted towards the lowest scores. Only if no pairing without a rematch exists (more rounds
 * than the field allows) are rematches allowed, at the lowest weight.
 */
export function swissRound(field: SwissEntrant[]): RoundPlan {
  const n = field.length;
  if (n < 2) return { tables: [], byes: field.map((_, i) => i) };
  const strict = swissMatching(field, false);
  const mate = strict ?? swissMatching(field, true)!;
  const tables: Table[] = [];
  const byes: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = mate[i]!;
    if (j === -1 || j >= n) byes.push(i);
    else if (i < j) tables.push(seatPair(field, i, j));
  }
  return { tables, byes };
}

/** The mate of each entrant (n: the bye), or null when the field cannot all be paired this way. */
function swissMatching(field: SwissEntrant[], allowRematch: boolean): number[] | null {
  const n = field.length;
  const top = Math.max(...field.map((e) => e.halfPoints));
  const low = Math.min(...field.map((e) => e.halfPoints));
  const spread = (top - low + 1) ** 2;
  const edges: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const rematch = field[i]!.met.has(j);
      if (rematch && !allowRematch) continue;
      const base = rematch ? 1 : 2 * spread + 2;
      edges.push([i, j, base + spread - (field[i]!.halfPoints - field[j]!.halfPoints) ** 2]);
    }
  }
  if (n % 2 === 1) {
    const fewest = Math.min(...field.map((e) => e.byes));
    for (let i = 0; i < n; i++) {
      if (field[i]!.byes !== fewest) continue;
      edges.push([i, n, 2 * spread + 2 + spread - (field[i]!.halfPoints - low + 1) ** 2]);
    }
  }
  if (edges.length === 0) return null;
  const mate = blossom(edges, true);
  const vertices = n + (n % 2);
  for (let v = 0; v < vertices; v++) if ((mate[v] ?? -1) === -1) return null;
  return mate;
}

/** Seat 0 to the one who has had it less often; on a tie, to the higher score, then the lower index. */
function seatPair(field: SwissEntrant[], i: number, j: number): Table {
  const a = field[i]!;
  const b = field[j]!;
  if (a.seatBalance !== b.seatBalance) return a.seatBalance < b.seatBalance ? [i, j] : [j, i];
  if (a.halfPoints !== b.halfPoints) return a.halfPoints > b.halfPoints ? [i, j] : [j, i];
  return [i, j];
}

/**
 * Table sizes for `n` entrants at tables of `size` players (multi-player games), each table between
 * `min` and `max` seats: as many tables as keep every table within the limits, the sizes as even as
 * possible and as near `size` as can be. Null when no split exists (then some entrants get a bye).
 */
export function tableSizes(n: number, size: number, min: number, max: number): number[] | null {
  let best: number[] | null = null;
  for (let t = 1; t <= n; t++) {
    const q = Math.floor(n / t);
    const r = n % t;
    if (q < min || (r > 0 ? q + 1 : q) > max) continue;
    const sizes = [...Array(r).fill(q + 1), ...Array(t - r).fill(q)];
    if (!best || Math.abs(n / t - size) < Math.abs(n / best.length - size)) best = sizes;
  }
  return best;
}

/**
 * One round of tables for a multi-player game: entrants ranked by score (then `order`, the caller's
 * stable tie order) and cut into tables of `tableSizes`; seats at each table in that order, turned
 * by the round number so seat 0 passes round the table from round to round. When no split fits,
 * the lowest-ranked entrants with the fewest byes sit out (a bye each).
 */
export function multiRound(field: SwissEntrant[], order: number[], size: number, min: number, max: number, round: number): RoundPlan {
  const ranked = [...order].sort((a, b) => field[b]!.halfPoints - field[a]!.halfPoints || order.indexOf(a) - order.indexOf(b));
  const byes: number[] = [];
  let sizes = tableSizes(ranked.length, size, min, max);
  while (!sizes && ranked.length > 0) {
    const fewest = Math.min(...ranked.map((i) => field[i]!.byes));
    const out = [...ranked].reverse().find((i) => field[i]!.byes === fewest)!;
    ranked.splice(ranked.indexOf(out), 1);
    byes.push(out);
    sizes = tableSizes(ranked.length, size, min, max);
  }
  const tables: Table[] = [];
  let at = 0;
  for (const s of sizes ?? []) {
    const group = ranked.slice(at, at + s);
    at += s;
    const turn = round % s;
    tables.push([...group.slice(turn), ...group.slice(0, turn)]);
  }
  return { tables, byes };
}
