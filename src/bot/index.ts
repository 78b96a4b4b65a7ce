/**
 * `decide`: the computer opponent's one entry point. Easy plays a uniformly random legal move;
 * normal and strong run the same information-set search (search.ts, or multiObserver.ts for a
 * game that says how each seat sees a move) with the game's cheap or large budget. The input carries the seat's view and legal moves only (types.ts).
 * `judgeDraw` (judge.ts) answers a draw offer from the same input.
 */
import type { Budget, DecideInput, GameKnowledge, Level } from "./types";
import { moIsmcts } from "./multiObserver";
import { ismcts } from "./search";
import { knowledgeOf } from "./samplers";

export type { Budget, DecideInput, GameKnowledge, Level } from "./types";
export { LEVELS } from "./types";
export { knowledgeOf } from "./samplers";
export { judgeDraw, judgePosition, positionCost, shares, type DrawJudgement } from "./judge";

export { isBotLevel as isLevel } from "../shared/settings";

/** The budget a level spends in this game (null: easy, no search). */
export function budgetOf(k: GameKnowledge, level: Level): Budget | null {
  return level === "easy" ? null : k.budgets[level];
}

export function decide<V, M>(input: DecideInput<V, M>): M {
  const { game, view, legal, seat, level, rng } = input;
  if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal move to choose from`);
  if (level === "easy" || legal.length === 1) return legal[rng.int(legal.length)]!;
  const k = knowledgeOf(game.id);
  if (!k) throw new Error(`no computer opponent knows ${game.id}`);
  const budget = input.budget ?? k.budgets[level];
  // A game that says how each seat sees a move is searched with a tree per seat (multiObserver.ts).
  const search = k.observedMove ? moIsmcts : ismcts;
  return search({ game, knowledge: k, view, legal, seat, players: k.players(view), rng, budget }) as M;
}
