/**
 * Each game's one-line notation of a whole position (as FEN is for chess), looked up by game id:
 * the review after the end shows it beside every position. Nothing is hidden in it.
 */
import type { Game } from "./game";
import { encode as conspirateurs } from "./conspirateurs/notation";
import { encode as sleep } from "./sleep/notation";
import { encode as sleepers } from "./sleepers/notation";
import { encode as subrosa } from "./subrosa/notation";
import { view as sleepView } from "./sleep/view";
import { view as sleepersView } from "./sleepers/view";
import { view as subrosaView } from "./subrosa/view";

const ENCODERS: Record<string, (state: any) => string> = { conspirateurs, sleep, sleepers, subrosa };

/** The position's notation ("" for a game without one, such as a test game). */
export function positionText(gameId: string, state: unknown): string {
  const encode = ENCODERS[gameId];
  return encode ? encode(state) : "";
}

/**
 * The whole position as a view with nothing hidden (the review's face-up board): the game's own
 * `faceUp` when it has one, else what a spectator sees (a game that hides nothing, a test game).
 */
export function faceUpView(game: Game, state: unknown): unknown {
  const faceUp = FACE_UP[game.id];
  return faceUp ? faceUp(state) : game.view(state, null);
}

const FACE_UP: Record<string, (state: any) => unknown> = {
  sleep: (s) => sleepView(s, null, true),
  sleepers: (s) => sleepersView(s, null, true),
  subrosa: (s) => subrosaView(s, null, true),
};
