/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012):
 * each iteration samples a full state consistent with the bot's view (a determinization), walks
 * the one shared tree restricted to the moves legal in that sample (UCB1 with availability
 * counts), adds one node, plays a few random moves and judges the position for every seat.
 * Simultaneous phases and multi-decision turns are ordinary nodes: whoever acts decides.
 */
import type { Game, Seat } from "../engine/game";
import type { Rng } from "../engine/rng";
import type { Budget, GameKnowledge } from "./types";

interface Node {
  /** The seat whose move led here (its reward is what this node accumulates). */
  actor: Seat;
  visits: number;
  reward: number;
  /** Times this node's move was legal when its parent was visited. */
  avail: number;
  move: unknown;
  children: Map<string, Node>;
  /** The moves after this node, kept when the game hides nothing (they are then the same in every sample). */
  moves?: unknown[];
}

const EXPLORATION = 0.7;
const keyOf = (m: unknown): string => JSON.stringify(m);

function newNode(actor: Seat, move: unknown): Node {
  return { actor, visits: 0, reward: 0, avail: 0, move, children: new Map() };
}

/** The seat deciding now in `s`: `prefer` when it is among the actors, else the first actor. */
export function actorOf(game: Game, s: unknown, prefer: Seat): Seat | null {
  const actors = game.actors(s);
  if (actors.length === 0) return null;
  return actors.includes(prefer) ? prefer : actors[0]!;
}

/** Rewards of every seat for `s`: the outcome when finished (draws and shared wins split), else the judgement. */
export function rewards(game: Game, k: GameKnowledge, s: unknown, players: number): number[] {
  const o = game.outcome(s);
  if (!o) return k.evaluate(s, players);
  const out = Array.from({ length: players }, () => 0);
  if (o.draw) return out.map(() => 0.5);
  for (const w of o.winners) out[w] = 1;
  return out;
}

export function applyMove(game: Game, s: unknown, seat: Seat, move: unknown): unknown | null {
  const r = game.apply(s, seat, move);
  return "ok" in r ? r.ok : null;
}

export function movesAt(game: Game, k: GameKnowledge, s: unknown, seat: Seat): unknown[] {
  const all = game.legalMoves(s, seat);
  return k.prune ? k.prune(s, seat, all) : all;
}

/** The `width` moves whose immediate result is judged best for `seat` in `s` (stable order otherwise). */
function widest(game: Game, k: GameKnowledge, s: unknown, seat: Seat, players: number, moves: readonly unknown[], width: number): unknown[] {
  const scored = moves.map((m, i) => {
    const after = applyMove(game, s, seat, m);
    return { m, i, v: after === null ? -1 : (rewards(game, k, after, players)[seat] ?? 0) };
  });
  scored.sort((a, b) => b.v - a.v || a.i - b.i);
  return scored.slice(0, width).map((x) => x.m);
}

interface Stats {
  visits: number;
  reward: number;
  avail: number;
  move: unknown;
}

/**
 * One step of the descent among `moves` (those legal in this sample): a random untried move gets
 * a new child (`expanded`), else the child with the highest UCB1 bound, visits counted against
 * availability (the first of equals). Every tried child legal here counts one more availability.
 */
export function selectOrExpand<N extends Stats>(children: Map<string, N>, moves: readonly unknown[], key: (m: unknown) => string, make: (m: unknown) => N, rng: Rng, exploration: number): { next: N; expanded: boolean } {
  const here: N[] = [];
  const untried: unknown[] = [];
  for (const m of moves) {
    const child = children.get(key(m));
    if (child) here.push(child);
    else untried.push(m);
  }
  for (const c of here) c.avail++;
  if (untried.length) {
    const m = untried[rng.int(untried.length)];
    const next = make(m);
    next.avail = 1;
    children.set(key(m), next);
    return { next, expanded: true };
  }
  let best = -Infinity;
  let next = here[0]!;
  for (const c of here) {
    const u = c.reward / c.visits + exploration * Math.sqrt(Math.log(c.avail) / c.visits);
    if (u > best) {
      best = u;
      next = c;
    }
  }
  return { next, expanded: false };
}

/** The position after up to `depth` random moves from `s`. */
export function playout(game: Game, k: GameKnowledge, s: unknown, seat: Seat, depth: number, rng: Rng): unknown {
  for (let d = 0; d < depth; d++) {
    const a = actorOf(game, s, seat);
    if (a === null) break;
    const ms = movesAt(game, k, s, a);
    if (!ms.length) break;
    const after = applyMove(game, s, a, ms[rng.int(ms.length)]);
    if (after === null) break;
    s = after;
  }
  return s;
}

export interface SearchInput {
  game: Game;
  knowledge: GameKnowledge;
  view: unknown;
  legal: readonly unknown[];
  seat: Seat;
  players: number;
  rng: Rng;
  budget: Budget;
}

/** The most visited root move after `budget.iterations` iterations. */
export function ismcts({ game, knowledge: k, view, legal, seat, players, rng, budget }: SearchInput): unknown {
  const root = newNode(seat, null);
  let rootMoves: readonly unknown[] = legal;
  for (let it = 0; it < budget.iterations; it++) {
    let s: unknown = k.sample(view, seat, legal, rng);
    if (it === 0) {
      if (k.prune) rootMoves = k.prune(s, seat, legal);
      if (budget.width && rootMoves.length > budget.width) rootMoves = widest(game, k, s, seat, players, rootMoves, budget.width);
    }
    if (rootMoves.length === 1) return rootMoves[0];
    const path: Node[] = [];
    let node = root;
    let actor: Seat | null = seat;
    let moves: readonly unknown[] = rootMoves;
    // Selection and expansion.
    while (actor !== null) {
      const mover = actor;
      const { next, expanded } = selectOrExpand(node.children, moves, keyOf, (m) => newNode(mover, m), rng, EXPLORATION);
      const after = applyMove(game, s, actor, next.move);
      if (after === null) break; // an inconsistent sample: stop the descent here
      s = after;
      path.push(next);
      node = next;
      if (expanded || path.length >= (budget.depth ?? Infinity)) break;
      actor = actorOf(game, s, seat);
      if (actor === null) break;
      moves = node.moves ?? movesAt(game, k, s, actor);
      if (k.perfectInformation) node.moves = moves as unknown[];
      if (moves.length === 0) break;
    }
    const r = rewards(game, k, playout(game, k, s, seat, budget.playoutDepth, rng), players);
    for (const n of path) {
      n.visits++;
      n.reward += r[n.actor] ?? 0;
    }
  }
  let best: Node | null = null;
  for (const m of rootMoves) {
    const c = root.children.get(keyOf(m));
    if (c && (!best || c.visits > best.visits)) best = c;
  }
  return best ? best.move : rootMoves[rng.int(rootMoves.length)];
}
