/**
 * A shuffle anyone can verify (DESIGN, "Conversation and fairness"). From creation every match
 * resource carries the commitment, the lowercase hex SHA-256 of the seed's UTF-8 text; once the
 * match is over it carries the seed, and `GET /api/matches/:id/replay` publishes what replaying
 * needs: the game, its players and options, the seed and every move in order. `verifyReplay` is
 * what `scripts/verify-match.mjs` runs with the public engine code: the commitment recomputed, the
 * game set up from the seed, every move applied, the final position compared with the published one.
 * It lives in src/shared/verifyReplay.ts, pure apart from Web Crypto, so that the match page's
 * "Check this deal" runs the same code in the browser (client/verifyWorker.ts).
 */
export { commitmentOf, type Verdict } from "../shared/verifyReplay";
import type { Game } from "../engine/game";
import type { MatchReplay } from "../shared/api";
import { isOver } from "../shared/status";
import { commitmentOf, verifyReplay as verifyTodaysReplay, type Verdict } from "../shared/verifyReplay";
import { moveAsToday } from "./compat";
import { fail, refusalIfHidden, type Reply } from "./access";
import { gameOf, outcomeOf, type MatchEvent, type MatchState } from "./state";
import type { Viewer } from "./viewer";
import { textIn } from "../shared/i18n";
import { msg } from "../shared/i18n";
import type { Locale } from "../shared/locale";
import { inEnglishThroughout } from "../engine/english";

/**
 * The replay of a match that is over, from its log: the moves that changed the game's position
 * (players' moves, the computer's, and a timeout's bot decision), nothing about the people.
 */
/** The final view stays as the game gives it (verifyReplay compares it with the replayed one); the reason is written in `locale`. */
export function replayOf(state: MatchState, events: { seq: number; event: MatchEvent }[], locale: Locale = "en"): MatchReplay {
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
      view: state.game === null ? null : inEnglishThroughout(gameOf(state).view(state.game, null)),
      outcome: outcome ? { winners: outcome.winners, draw: outcome.draw, reason: textIn(locale, outcome.reason) } : null,
    },
  };
}

/** `GET /replay`: refused (409) while the match runs, since it carries the seed. */
export function replayReply(state: MatchState | null, viewer: Viewer | null, events: () => { seq: number; event: MatchEvent }[], locale: Locale = "en"): Reply<MatchReplay> {
  const hidden = refusalIfHidden(state, viewer);
  if (hidden) return hidden;
  if (!isOver(state!)) return fail(409, msg("roomReplayAfterEnd"));
  return { ok: true, body: replayOf(state!, events(), locale) };
}

/** `verifyReplay` for a replay file of any age: moves saved in an earlier spelling (compat.ts) read as today's. */
export function verifyReplay(replay: MatchReplay, getGame: (id: string) => Game | undefined): Promise<Verdict> {
  return verifyTodaysReplay({ ...replay, moves: replay.moves.map((m) => ({ ...m, move: moveAsToday(m.move) })) }, getGame);
}
