/**
 * The computer's fixed ratings per game and level, measured from the strength matches
 * (`npm run strength`, bench/README.md "Computer opponents"). A person who plays the computer is
 * rated against these; the computer's numbers never move. docs/ratings.md says how they were derived.
 */
import { MODEL, muOf, SCALE, type Skill } from "./model";

export type { BotLevel as Level } from "../shared/settings";
import type { BotLevel as Level } from "../shared/settings";

/** The computer's uncertainty, fixed: small, since its strength was measured over many matches. */
export const ANCHOR_SIGMA = 1;
/** `easy` plays uniformly random legal moves: the weakest play there is, placed well below a new player (1500). */
export const EASY_RATING = 900;

/**
 * Two-player win rates from bench/README.md (draws half): the point estimate, or the lower bound of
 * the 95% Wilson interval where every match was won (100% would put the gap at infinity).
 */
export const MEASURED: Record<string, { normalVsEasy: number; strongVsNormal: number }> = {
  sleep: { normalVsEasy: 0.86, strongVsNormal: 0.69 },
  sleepers: { normalVsEasy: 0.94, strongVsNormal: 0.75 },
  subrosa: { normalVsEasy: 0.91, strongVsNormal: 0.67 },
  conspirateurs: { normalVsEasy: 0.89, strongVsNormal: 0.89 },
};

/**
 * The displayed gap that makes the stronger of two anchors win with probability p under the
 * Plackett-Luce model: p = 1 / (1 + exp(−Δmu / c)), c = sqrt(2 beta² + 2 sigma²).
 */
export function gapFor(p: number): number {
  const c = Math.sqrt(2 * MODEL.beta ** 2 + 2 * ANCHOR_SIGMA ** 2);
  return Math.round(c * Math.log(p / (1 - p)) * SCALE);
}

/** The displayed ratings of the three levels of one game, from its measured win rates. */
export function anchorsFrom(m: { normalVsEasy: number; strongVsNormal: number }): Record<Level, number> {
  const normal = EASY_RATING + gapFor(m.normalVsEasy);
  return { easy: EASY_RATING, normal, strong: normal + gapFor(m.strongVsNormal) };
}

/** The anchors, written out (test/engine/ratings.test.ts checks they follow from MEASURED). */
export const ANCHORS: Record<string, Record<Level, number>> = {
  sleep: { easy: 900, normal: 1362, strong: 1566 },
  sleepers: { easy: 900, normal: 1600, strong: 1880 },
  subrosa: { easy: 900, normal: 1489, strong: 1669 },
  conspirateurs: { easy: 900, normal: 1432, strong: 1964 },
};

/** The computer's skill at a level in a game (a game without measurements: easy's everywhere). */
export function anchorSkill(game: string, level: Level): Skill {
  return { mu: muOf(ANCHORS[game]?.[level] ?? EASY_RATING), sigma: ANCHOR_SIGMA };
}
