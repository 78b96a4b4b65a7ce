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
import type { GameKnowledge } from "../types";
import { evaluate, prune } from "./sleepersJudgement";

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

export const sleepersKnowledge: GameKnowledge<State, View, Move> = {
  players: () => 2,
  sample,
  evaluate,
  prune,
  // Short playouts: the judgement (chain costs) says more than random moves do, at a fraction of the CPU.
  budgets: { normal: { iterations: 60, playoutDepth: 2, width: 6 }, strong: { iterations: 800, playoutDepth: 2, width: 30 } },
};
