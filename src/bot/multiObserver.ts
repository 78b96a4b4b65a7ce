/**
 * Multiple-observer information-set MCTS (MO-ISMCTS, Cowling, Powley & Whitehouse 2012), for a
 * game that says how each seat sees a move (`GameKnowledge.observedMove`): one tree per seat,
 * keyed by what that seat can tell apart. Each iteration samples a full state consistent with the
 * bot's view and walks every tree at once: the seat to act chooses in its own tree (UCB1 with
 * availability counts) among its moves, and every other tree follows the move as its seat sees
 * it (Sub Rosa: a face-down play shows only its location), then under what the move let that seat
 * learn (`learned`: a look, a reveal). So no seat's decisions in the search depend on cards it
 * cannot see: the bot's replies must suit every card a face-down play could be, and the
 * opponents in its search cannot see the bot's face-down cards either (hiding and bluffing are
 * worth something), while a look is worth what knowing lets the looker do next. `budget.width`
 * is not used (no game with `observedMove` has that many root moves); `prune` is.
 */
import type { Seat } from "../engine/game";
import type { SearchInput } from "./search";
import { actorOf, applyMove, movesAt, playout, rewards, selectOrExpand } from "./search";

interface Node {
  visits: number;
  /** Sum of the rewards of the seat whose tree this is, over the iterations through this node. */
  reward: number;
  /** Times this node's move was legal when its parent was visited (own-move nodes only). */
  avail: number;
  /** The move leading here, as its tree's seat played it (own-move nodes; null elsewhere). */
  move: unknown;
  children: Map<string, Node>;
  /** The positions after this node's move, one per thing it let the tree's seat learn. */
  outcomes?: Map<string, Node>;
}

const EXPLORATION = 1;

function newNode(move: unknown): Node {
  return { visits: 0, reward: 0, avail: 0, move, children: new Map() };
}

function childOf(map: Map<string, Node>, key: string): Node {
  let n = map.get(key);
  if (!n) map.set(key, (n = newNode(null)));
  return n;
}

/** The most visited root move of the bot's own tree after `budget.iterations` iterations. */
export function moIsmcts({ game, knowledge: k, view, legal, seat, players, rng, budget }: SearchInput): unknown {
  const observe = k.observedMove!;
  const roots = Array.from({ length: players }, () => newNode(null));
  let rootMoves: readonly unknown[] = legal;
  for (let it = 0; it < budget.iterations; it++) {
    let s: unknown = k.sample(view, seat, legal, rng);
    if (it === 0 && k.prune) rootMoves = k.prune(s, seat, legal);
    if (rootMoves.length === 1) return rootMoves[0];
    const at = roots.slice();
    /** Per tree, the nodes of its seat's own moves on this iteration's path. */
    const path: Node[][] = roots.map(() => []);
    let actor: Seat | null = seat;
    let moves: readonly unknown[] = rootMoves;
    for (let depth = 1; actor !== null; depth++) {
      const mine = at[actor]!;
      const mover = actor;
      const { next, expanded } = selectOrExpand(mine.children, moves, (m) => observe(m, mover, mover), newNode, rng, EXPLORATION);
      const after = applyMove(game, s, actor, next.move);
      if (after === null) break; // an inconsistent sample: stop the descent here
      path[actor]!.push(next);
      for (let o = 0; o < players; o++) {
        let n = o === actor ? next : childOf(at[o]!.children, observe(next.move, actor, o));
        const learned = k.learned?.(s, after, o);
        if (learned) n = childOf((n.outcomes ??= new Map()), learned);
        at[o] = n;
      }
      s = after;
      if (expanded || depth >= (budget.depth ?? Infinity)) break;
      actor = actorOf(game, s, seat);
      if (actor === null) break;
      moves = movesAt(game, k, s, actor);
      if (moves.length === 0) break;
    }
    const r = rewards(game, k, playout(game, k, s, seat, budget.playoutDepth, rng), players);
    path.forEach((nodes, o) => {
      for (const n of nodes) {
        n.visits++;
        n.reward += r[o] ?? 0;
      }
    });
  }
  let best: Node | null = null;
  for (const m of rootMoves) {
    const c = roots[seat]!.children.get(observe(m, seat, seat));
    if (c && (!best || c.visits > best.visits)) best = c;
  }
  return best ? best.move : rootMoves[rng.int(rootMoves.length)];
}
