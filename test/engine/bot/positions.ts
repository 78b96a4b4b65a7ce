/** Positions reached by seeded random play, for the bot's sampler and honesty tests; `TABLES` is also what `npm run strength` plays. */
import type { Game } from "../../../src/engine/game";
import { getGame } from "../../../src/engine/registry";
import { Rng, seedRng } from "../../../src/engine/rng";
import { textIn } from "../../../src/shared/i18n";

export const TABLES: { id: string; players: number }[] = [
  { id: "sleep", players: 2 },
  { id: "sleep", players: 4 },
  { id: "sleepers", players: 2 },
  { id: "subrosa", players: 2 },
  { id: "subrosa", players: 3 },
  { id: "conspirateurs", players: 2 },
  { id: "conspirateurs", players: 4 },
];

export const gameOf = (id: string): Game => getGame(id)!;

/** Every `every`-th position (with its actor) of a random match, up to `count` of them. */
export function positions(id: string, players: number, seed: string, every: number, count: number): { state: unknown; seat: number }[] {
  const game = gameOf(id);
  const rng = new Rng(seedRng(seed));
  const options = Object.fromEntries(Object.entries(game.options).map(([k, v]) => [k, v.default]));
  let s = game.setup(players, options, seed);
  const out: { state: unknown; seat: number }[] = [];
  for (let ply = 0; out.length < count && ply < 4000 && !game.outcome(s); ply++) {
    const actors = game.actors(s);
    const seat = actors[rng.int(actors.length)]!;
    if (ply % every === 0) out.push({ state: s, seat });
    const legal = game.legalMoves(s, seat);
    const r = game.apply(s, seat, legal[rng.int(legal.length)]);
    if (!("ok" in r)) throw new Error(textIn("en", r.error));
    s = r.ok;
  }
  return out;
}
