import type { Game } from "./game";
// Each game adds one import here and one entry to `builtIn` below.
import { subrosa } from "./subrosa";
import { sleepers } from "./sleepers";
import { sleep } from "./sleep";
import { conspirateurs } from "./conspirateurs";

const builtIn: Game[] = [sleep, sleepers, subrosa, conspirateurs];

const games = new Map<string, Game>(builtIn.map((g) => [g.id, g]));

export function getGame(id: string): Game | undefined {
  return games.get(id);
}

export function allGames(): Game[] {
  return [...games.values()];
}

/** Each seat's name for every player count the game allows ("2": ["White", "Black"]). */
export function seatNamesOf(game: Game): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let n = game.players.min; n <= game.players.max; n++) out[String(n)] = Array.from({ length: n }, (_, seat) => game.seatName(seat, n));
  return out;
}

/** Adds a game that exists only in a test build (never called by the app). */
export function registerForTests(game: Game): void {
  games.set(game.id, game);
}
