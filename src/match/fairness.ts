/**
 * A shuffle anyone can verify (DESIGN, "Conversation and fairness"). From creation every match
 * resource carries the commitment, the lowercase hex SHA-256 of the seed's UTF-8 text; once the
 * match is over it carries the seed, and `GET /api/matches/:id/replay` publishes what replaying
 * needs: the game, its players and options, the seed and every move in order. `verifyReplay` is
 * what `scripts/verify-match.mjs` runs with the public engine code: the commitment recomputed, the
 * game set up from the seed, every move applied, the final position compared with the published one.
 * Pure apart from Web Crypto (in workerd and in Node alike).
 */
import { isOk, type Game, type Seat } from "../engine/game";
import { sha256 } from "../shared/crypto";
import type { MatchReplay } from "../shared/api";
import { fail, visible, type Reply } from "./access";
import { gameOf, outcomeOf, type MatchEvent, type MatchState } from "./fold";
import type { Viewer } from "./resource";

/** The commitment to a seed: the lowercase hex SHA-256 of its UTF-8 text. */
export const commitmentOf = (seed: string): Promise<string> => sha256(seed);

/** Is the match over, so that its seed may be known? */
export const isOver = (state: MatchState): boolean => state.status === "finished" || state.status === "aborted";

/**
 * The replay of a match that is over, from its log: the moves that changed the game's position
 * (players' moves, the computer's, and a timeout's bot decision), nothing about the people.
 */
export function replayOf(state: MatchState, events: { seq: number; event: MatchEvent }[]): MatchReplay {
  const moves = events.flatMap(({ seq, event }) => [
    // The decisions an event revealed (SP-5) were taken before it, in this order.
    ...(event.kind !== "created" && event.kind !== "sealed" && event.sealed ? event.sealed.map((d) => ({ seq, seat: d.seat, move: d.move })) : []),
    ...(event.kind === "move" || (event.kind === "timeout" && event.move !== null) ? [{ seq, seat: event.seat, move: event.move }] : []),
  ]);
  const outcome = outcomeOf(state);
  return {
    id: state.meta.id,
    game: state.meta.game,
    players: state.meta.players,
    options: state.meta.options,
    seed: state.meta.seed,
    commitment: state.meta.commitment ?? null,
    moves,
    final: {
      seq: state.seq,
      status: state.status,
      view: state.game === null ? null : gameOf(state).view(state.game, null),
      outcome: outcome ? { winners: outcome.winners, draw: outcome.draw, reason: outcome.reason } : null,
    },
  };
}

export type Verdict = { ok: true; moves: number } | { ok: false; reason: string };

/** `GET /replay`: refused (409) while the match runs, since it carries the seed. */
export function replayReply(state: MatchState | null, viewer: Viewer | null, events: () => { seq: number; event: MatchEvent }[]): Reply<MatchReplay> {
  const hidden = visible(state, viewer);
  if (hidden) return hidden;
  if (!isOver(state!)) return fail(409, "The replay is published once the match is over: it carries the seed, which stays secret while it matters.");
  return { ok: true, body: replayOf(state!, events()) };
}

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
    if (!isOk(next)) return { ok: false, reason: `the move at position ${seq} is refused by the rules: ${next.error}` };
    state = next.ok;
  }
  if (JSON.stringify(game.view(state, null)) !== JSON.stringify(replay.final.view)) return { ok: false, reason: "the replayed final position differs from the published one" };
  const ruled = game.outcome(state);
  if (ruled && replay.final.outcome && JSON.stringify([...ruled.winners].sort()) !== JSON.stringify([...replay.final.outcome.winners].sort())) {
    return { ok: false, reason: "the rules name other winners than the published outcome" };
  }
  return { ok: true, moves: replay.moves.length };
}
