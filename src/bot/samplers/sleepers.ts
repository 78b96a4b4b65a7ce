/**
 * Sleepers: what a seat does not see is the other hand, both bags, the agents of face-down tiles
 * it may not know (its own too, unless `ownerSeesSleepers`) and the agents of tiles killed
 * face-down. Each side owns one tile set (tileSet); the sampler deals the agents of a side that
 * the view does not place, shuffled, to that side's unknown places. The stack of decisions is
 * public (the view's `steps`).
 */
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { sortAgents, tileSet, type Agent, type Frame, type Killed, type Move, type Side, type State, type Tile, type View, type ViewStep } from "../../engine/sleepers/types";
import { ADJACENT, HEXES } from "../../engine/sleepers/board";
import type { GameKnowledge } from "../types";

function frameOf(step: ViewStep, hexIndex: (label: string | null) => number): Frame | null {
  switch (step.step) {
    case "action":
      return null;
    case "second":
      return { k: "turn", done: 2 - (step.left ?? 1) };
    case "ringleader":
      return { k: "ring", left: step.left ?? 0 };
    case "police":
      return { k: "police", at: hexIndex(step.at) };
    case "recruiter":
      return { k: "recruiter" };
    case "informant":
      return { k: "informant", at: hexIndex(step.at) };
    case "immigration":
      return { k: "immigration", at: hexIndex(step.at), left: step.left ?? 0 };
    case "double":
      return { k: "double", at: hexIndex(step.at) };
  }
}

/** Removes one of each `known` agent from `pool` (the tiles of a side the view accounts for). */
function take(pool: Agent[], known: readonly Agent[]): void {
  for (const a of known) {
    const i = pool.indexOf(a);
    if (i >= 0) pool.splice(i, 1);
  }
}

export function sample(view: View, _seat: Seat, _legal: readonly Move[], rng: Rng): State {
  const hexIndex = (label: string | null) => view.board.findIndex((b) => b.hex === label);
  const sides: Side[] = [0, 1];
  const pools = sides.map((side) => {
    const pool = tileSet(view.options.couriers);
    for (const b of view.board) if (b.tile && b.tile.owner === side && b.tile.agent) take(pool, [b.tile.agent]);
    take(pool, view.hands[side]!.agents ?? []);
    take(pool, view.bags[side]!.agents ?? []);
    take(pool, view.killed[side]!.known);
    return rng.shuffle(pool);
  });
  const draw = (side: Side): Agent => pools[side]!.pop() ?? "scientist";
  const board: (Tile | null)[] = view.board.map((b) =>
    b.tile ? { owner: b.tile.owner, up: b.tile.up, agent: b.tile.agent ?? draw(b.tile.owner) } : null,
  );
  const hands = sides.map((side) => {
    const h = view.hands[side]!;
    return sortAgents(h.agents ? h.agents.slice() : Array.from({ length: h.count }, () => draw(side)));
  }) as [Agent[], Agent[]];
  const killed = sides.map((side) => {
    const k = view.killed[side]!;
    const out: Killed[] = k.known.map((agent) => ({ agent, seen: true }));
    for (let i = 0; i < k.hidden; i++) out.push({ agent: draw(side), seen: false });
    return out;
  }) as [Killed[], Killed[]];
  const bags = sides.map((side) => {
    const b = view.bags[side]!;
    return b.agents ? b.agents.slice() : Array.from({ length: b.count }, () => draw(side));
  }) as [Agent[], Agent[]];
  const stack = view.steps.flatMap((st) => {
    const f = frameOf(st, hexIndex);
    return f ? [f] : [];
  });
  return {
    options: { ...view.options },
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    board,
    hands,
    bags,
    killed,
    turn: view.turn,
    stack,
    ply: view.ply,
    result: view.outcome ? { ...view.outcome } : null,
  };
}

/**
 * How far a side's largest connected group stretches across the board (success joins two
 * opposite sides: a span of 8 along one of the three hex axes), for its active tiles and for all
 * its tiles (sleepers may be activated later), in [0, 1].
 */
function span(board: readonly (Tile | null)[], side: Side, activeOnly: boolean): number {
  const seen = new Uint8Array(board.length);
  let best = 0;
  const mine = (h: number) => {
    const t = board[h];
    return !!t && t.owner === side && (!activeOnly || t.up);
  };
  for (let start = 0; start < board.length; start++) {
    if (seen[start] || !mine(start)) continue;
    const lo = [9, 9, 9], hi = [-9, -9, -9];
    const queue = [start];
    seen[start] = 1;
    while (queue.length) {
      const h = queue.pop()!;
      const x = HEXES[h]!;
      const c = [x.q, x.r, x.s];
      for (let a = 0; a < 3; a++) {
        lo[a] = Math.min(lo[a]!, c[a]!);
        hi[a] = Math.max(hi[a]!, c[a]!);
      }
      for (const n of ADJACENT[h]!) if (!seen[n] && mine(n)) (seen[n] = 1), queue.push(n);
    }
    for (let a = 0; a < 3; a++) best = Math.max(best, hi[a]! - lo[a]!);
  }
  return best / 8;
}

/** The reach of each side's groups, its active tiles and its losses, squashed against the opponent's. */
export function evaluate(s: State, _players: number): number[] {
  const score = [0, 1].map((side) => {
    let active = 0, asleep = 0;
    for (const t of s.board) if (t && t.owner === side) t.up ? active++ : asleep++;
    return 0.6 * span(s.board, side as Side, true) + 0.2 * span(s.board, side as Side, false) + 0.03 * active + 0.015 * asleep - 0.06 * s.killed[side as Side].length;
  });
  const w = 1 / (1 + Math.exp(-4 * (score[0]! - score[1]!)));
  return [w, 1 - w];
}

export const sleepersKnowledge: GameKnowledge<State, View, Move> = {
  players: () => 2,
  sample,
  evaluate,
  budgets: { normal: { iterations: 60, playoutDepth: 8, width: 6 }, strong: { iterations: 500, playoutDepth: 8, width: 30 } },
};
