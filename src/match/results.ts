/**
 * What a finished match leaves behind: its result for ratings and records (src/db/ratings.ts).
 * `deliverResults` is the one call delivery makes when D1 gets a finished match; whatever else
 * needs a match's result when it ends hooks in here.
 */
import type { Seat } from "../engine/game";
import type { Env } from "../env";
import { recordMatchResult, type MatchResult } from "../db/ratings";
import { finalOrder, placesBySeat } from "../ratings/order";
import { gameOf, outcomeOf, type MatchState } from "./state";
import { takenOverSeats } from "./seats";

/**
 * Whose result a seat is: the person who sat there from the start. A seat taken over from the
 * computer (seats.ts) stays its leaver's, who placed as one who left; the newcomer's play there is
 * neither rated nor recorded.
 */
export function resultHolder(state: MatchState, seat: Seat): string | null {
  if (!takenOverSeats(state).includes(seat)) return state.seats[seat]?.userId ?? null;
  return (state.leavers ?? []).find((d) => d.seat === seat)?.userId ?? null;
}

/**
 * The seats whose person's rating the match may move: every seat a person sat at from the start
 * (the computer's own seats are anchors; a seat a guest holds makes the whole match unrated, which
 * D1 decides, since only it knows who is a guest). The one place that says which seats count.
 */
export function ratedSeats(state: MatchState): Seat[] {
  return state.seats.flatMap((_, seat) => (resultHolder(state, seat) !== null ? [seat] : []));
}

/** A match that ended before every seat made a decision is an abort: no rating, no record. */
export function isAbort(state: MatchState): boolean {
  const decided = state.decided ?? [];
  return state.status === "aborted" || state.seats.some((_, seat) => !decided.includes(seat));
}

/** The result of a finished match (null: not finished), from its state alone. */
export function matchResultOf(state: MatchState): MatchResult | null {
  const outcome = outcomeOf(state);
  if (state.status !== "finished" || !outcome) return null;
  const game = gameOf(state);
  const players = state.meta.players;
  // Who left, in order, and how (seats.ts's leavers): the final order places the first to leave last.
  const departures = (state.leavers ?? []).map((d) => ({ seat: d.seat, how: d.reason }));
  const order = finalOrder({
    players,
    winners: outcome.winners,
    draw: outcome.draw,
    departures: departures.map((d) => d.seat),
    partners: game.partners ? (seat) => game.partners!(seat, players) : undefined,
  });
  const places = placesBySeat(order, players);
  const left = (seat: Seat) => departures.find((d) => d.seat === seat);
  const rated = ratedSeats(state);
  return {
    matchId: state.meta.id,
    game: state.meta.game,
    class: players === 2 ? "2p" : "multi",
    finishedAt: state.updatedAt,
    rated: state.meta.rated === true && !isAbort(state),
    abort: isAbort(state),
    order,
    seats: state.seats.map((s, seat) => ({
      seat,
      userId: resultHolder(state, seat),
      level: s.userId === null ? (s.level ?? "normal") : null,
      place: places[seat]!,
      result: left(seat) ? "lost" : outcome.draw ? "drawn" : places[seat] === 1 ? "won" : "lost",
      timedOut: left(seat)?.how === "timeout",
      moves: rated.includes(seat),
    })),
  };
}

/** Hands a finished match's result to whatever keeps it; idempotent per match (a replay or retry changes nothing). */
export async function deliverResults(env: Env, state: MatchState): Promise<void> {
  const result = matchResultOf(state);
  if (result && !result.abort) await recordMatchResult(env.DB, result);
}
