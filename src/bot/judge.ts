/**
 * `judgeDraw`: the computer's answer to a draw offer, from its seat's view only (as `decide`: no
 * state, the hidden part sampled). It estimates what the match is worth to every seat: over
 * JUDGE_SAMPLES determinizations of its view, each played on by the normal level's playout (random moves,
 * whoever acts; the bot need not be an actor) and judged by the game's knowledge (`rewards`: the
 * outcome once the match ends there). It accepts when its own estimate is at most an even share
 * (the mean of every seat's estimate: 1/n when one seat wins, ½ in a race judged against the best
 * rival) plus DRAW_MARGIN, so it agrees when it does not expect to do better than a draw.
 */
import type { Game, Seat } from "../engine/game";
import type { Rng } from "../engine/rng";
import { knowledgeOf } from "./samplers";
import { playout, rewards } from "./search";
import type { DecideInput } from "./types";

export const JUDGE_SAMPLES = 32;
/** How much better than an even share the computer may expect and still agree (its estimate is noisy). */
export const DRAW_MARGIN = 0.05;

export interface DrawJudgement {
  accept: boolean;
  /** The bot's estimated reward, in [0, 1]. */
  mine: number;
  /** An even share: the mean of every seat's estimated reward. */
  even: number;
}

/** Every level judges alike (an easy bot too): a count of samples, never a clock, so the answer replays exactly. */
export function judgeDraw<V, M>(input: Omit<DecideInput<V, M>, "budget" | "level">): DrawJudgement {
  const { game, view, legal, seat, rng } = input;
  const k = knowledgeOf(game.id);
  // A game the computer does not know (a test game): it cannot judge, so it plays on.
  if (!k) return { accept: false, mine: 1, even: 0 };
  const players = k.players(view);
  const depth = k.budgets.normal.playoutDepth;
  const sum = Array.from({ length: players }, () => 0);
  for (let i = 0; i < JUDGE_SAMPLES; i++) {
    const sampled = k.sample(view, seat, legal, rng);
    const r = rewards(game, k, playout(game, k, sampled, seat, depth, rng), players);
    for (let p = 0; p < players; p++) sum[p]! += r[p] ?? 0;
  }
  const mine = sum[seat]! / JUDGE_SAMPLES;
  const even = sum.reduce((a, b) => a + b, 0) / players / JUDGE_SAMPLES;
  return { accept: mine <= even + DRAW_MARGIN, mine, even };
}

/** Playouts per position when the strong level's playout is random (a playout depth above 0); one when it is not. */
export const POSITION_SAMPLES = 32;

/** Roughly what one judgement by the game's knowledge costs, counted in random playout moves (bench/review.mjs). */
export const JUDGEMENT_WORK = 8;

/**
 * How many playouts `judgePosition` runs for this game, the random moves each may play, and the
 * work of one position in random moves (`samples × (depth + JUDGEMENT_WORK)`), which bounds the review's slices.
 */
export function positionCost(gameId: string): { samples: number; depth: number; work: number } {
  const depth = knowledgeOf(gameId)?.budgets.strong.playoutDepth ?? 0;
  const samples = depth > 0 ? POSITION_SAMPLES : 1;
  return { samples, depth, work: samples * (depth + JUDGEMENT_WORK) };
}

/**
 * Each seat's chance to win `state`, judged as the strong level judges the positions its search
 * stops at, but from the whole position (for the review after the end, when nothing is hidden):
 * playouts at the strong level's playout depth from the true state, each judged by the game's
 * knowledge (`rewards`), averaged and normalised to sum to 1 (a shared win or a draw shares it).
 * A game the computer does not know: even shares until its outcome.
 */
export function judgePosition(game: Game, state: unknown, players: number, rng: Rng): number[] {
  const k = knowledgeOf(game.id);
  const { samples, depth } = positionCost(game.id);
  const sum = Array.from({ length: players }, () => 0);
  const outcome = game.outcome(state);
  if (!k || outcome) return shares(outcome ? outcome.winners : [], players);
  const first = game.actors(state)[0] ?? 0;
  for (let i = 0; i < samples; i++) {
    const r = rewards(game, k, depth > 0 ? playout(game, k, state, first, depth, rng) : state, players);
    for (let p = 0; p < players; p++) sum[p]! += Math.max(0, r[p] ?? 0);
  }
  return normalised(sum);
}

/** Chances summing to 1 from non-negative weights (all zero: even shares). */
export function normalised(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  return total > 0 ? weights.map((w) => w / total) : weights.map(() => 1 / weights.length);
}

/** The chances of a decided match: the winners share it (none: a draw, shared by every seat). */
export function shares(winners: readonly Seat[], players: number): number[] {
  return normalised(Array.from({ length: players }, (_, p) => (winners.length === 0 || winners.includes(p) ? 1 : 0)));
}
