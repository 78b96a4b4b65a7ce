/**
 * The choices the service offers, one list each, for the server's checks, the API document and
 * the app's forms alike.
 */

/** The computer's levels, weakest first: `easy` plays random legal moves, `normal` and `strong` search. */
export const BOT_LEVELS = ["easy", "normal", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** "easy, normal or strong", for refusals. */
export const BOT_LEVELS_TEXT = `${BOT_LEVELS.slice(0, -1).join(", ")} or ${BOT_LEVELS[BOT_LEVELS.length - 1]}`;

export function isBotLevel(x: unknown): x is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(x);
}

/** The time controls: days per decision, per seat (null, not listed: no time limit). */
export const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 14] as const;
