/**
 * A tournament match tells its tournament how it ended. Called by the room's delivery whenever it
 * brings D1 a state it lacked, so a failed call is retried with the delivery's backoff and a woken
 * room reports again; the tournament counts each match once (src/tournament/lifecycle.ts `record`).
 */
import type { Env } from "../env";
import type { MatchReport } from "../shared/tournament";
import { outcomeOf, type MatchState } from "./state";
import { isOver } from "../shared/status";

export function reportOf(state: MatchState): MatchReport | null {
  if (!state.meta.tournament || !isOver(state)) return null;
  const outcome = outcomeOf(state);
  return {
    matchId: state.meta.id,
    status: state.status,
    winners: outcome?.winners ?? [],
    draw: outcome?.draw ?? false,
    left: state.seats.flatMap((s, seat) => (s.resigned ? [seat] : [])),
  };
}

export async function reportToTournament(env: Env, state: MatchState): Promise<void> {
  const report = reportOf(state);
  if (!report) return;
  await env.TOURNAMENT.get(env.TOURNAMENT.idFromName(state.meta.tournament!)).report(report);
}
