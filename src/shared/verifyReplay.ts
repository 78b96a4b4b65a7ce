/**
 * Checking a fair deal (src/match/fairness.ts): the commitment recomputed from the published seed,
 * the game set up from the seed and every move replayed to the published final position. Pure
 * apart from Web Crypto, so that the same code runs in workerd, in Node (scripts/verify-match.mjs)
 * and in the browser (client/verifyWorker.ts, the match page's "Check this deal").
 */
import { inEnglish, inEnglishThroughout } from "../engine/english";
import { isOk, type Game, type Seat } from "../engine/game";
import type { MatchReplay } from "./api";
import { sha256 } from "./crypto";

/** The commitment to a seed: the lowercase hex SHA-256 of its UTF-8 text. */
export const commitmentOf = (seed: string): Promise<string> => sha256(seed);

export type Verdict = { ok: true; moves: number } | { ok: false; reason: string };

/** Recomputes the commitment and replays the moves from the seed with `getGame`'s engine. */
export async function verifyReplay(replay: MatchReplay, getGame: (id: string) => Game | undefined): Promise<Verdict> {
  const commitment = await commitmentOf(replay.seed);
  if (replay.commitment !== commitment) return { ok: false, reason: `the commitment ${replay.commitment} is not the SHA-256 of the seed (${commitment})` };
  const game = getGame(replay.game);
  if (!game) return { ok: false, reason: `this engine code has no game "${replay.game}"` };
  if (replay.final.view === null && replay.moves.length === 0) return { ok: true, moves: 0 };
  let state = game.setup(replay.players, replay.options as Record<string, boolean | string | number>, replay.seed);
  for (const { seq, seat, move } of replay.moves) {
    if (!game.actors(state).includes(seat as Seat)) return { ok: false, reason: `at position ${seq}, it was not seat ${seat}'s decision` };
    const parsed = game.moveSchema.safeParse(move);
    if (!parsed.success) return { ok: false, reason: `the move at position ${seq} is not in the game's format` };
    const next = game.apply(state, seat, parsed.data);
    if (!isOk(next)) return { ok: false, reason: `the move at position ${seq} is refused by the rules: ${inEnglish(next.error)}` };
    state = next.ok;
  }
  if (JSON.stringify(inEnglishThroughout(game.view(state, null))) !== JSON.stringify(replay.final.view)) return { ok: false, reason: "the replayed final position differs from the published one" };
  const ruled = game.outcome(state);
  if (ruled && replay.final.outcome && JSON.stringify([...ruled.winners].sort()) !== JSON.stringify([...replay.final.outcome.winners].sort())) {
    return { ok: false, reason: "the rules name other winners than the published outcome" };
  }
  return { ok: true, moves: replay.moves.length };
}
