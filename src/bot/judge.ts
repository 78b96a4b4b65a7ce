/**
 * `judgeDraw`: the computer's answer to a draw offer, from its seat's view only (as `decide`: no
 * state, the hidden part sampled). It estimates what the match is worth to every seat: over
 * JUDGE_SAMPLES determinizations of its view, each played on by the normal level's playout (random moves,
 * whoever acts; the bot need not be an actor) and judged by the game's knowledge (`rewards`: the
 * outcome once the match ends there). It accepts when its own estimate is at most an even share
 * (the mean of every seat's estimate: 1/n when one seat wins, ½ in a race judged against the best
 * rival) plus DRAW_MARGIN, so it agrees when it does not expect to do better than a draw.
 */
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
