/** What the API shows of a tournament: its resource and its D1 list row, from its state (pure). */
import type { TournamentResource } from "../shared/tournament";
import type { TournamentSummaryRow } from "../db/tournaments";
import { standingsOf, type TournamentState } from "./lifecycle";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function tournamentResource(state: TournamentState, origin: string): TournamentResource {
  const { config } = state;
  const person = (userId: string) => {
    const e = state.entrants.find((x) => x.userId === userId);
    return { id: userId, name: e?.name ?? "?" };
  };
  const table = standingsOf(state);
  return {
    id: config.id,
    name: config.name,
    game: config.game,
    players: config.players,
    format: config.format,
    status: state.status,
    visibility: config.visibility,
    organiser: { id: config.organiser.userId, name: config.organiser.name },
    roundsPlanned: state.status === "open" ? (config.format === "swiss" ? config.rounds ?? 1 : Math.max(0, state.entrants.length - (state.entrants.length % 2 === 0 ? 1 : 0))) : state.roundsPlanned,
    daysPerMove: config.daysPerMove,
    entrantLimits: config.entrants,
    startsAt: iso(config.startsAt),
    createdAt: iso(config.createdAt)!,
    tiebreak: config.format === "swiss" ? "buchholz" : "sonneborn-berger",
    entrants: table.map((s) => {
      const e = state.entrants[s.entrant]!;
      return { player: { id: e.userId, name: e.name }, score: s.score, tiebreak: s.tiebreak, rank: s.rank, withdrawn: e.withdrawn };
    }),
    rounds: state.rounds.map((r) => ({
      n: r.n,
      matches: r.matches.map((m) => ({
        id: m.id,
        seats: m.seats.map((userId, seat) => ({ player: person(userId), seat })),
        status: m.result ? m.result.status : "active",
        outcome: m.result && { winners: m.result.winners, draw: m.result.draw, points: m.result.points },
        url: `${origin}/m/${m.id}`,
      })),
      byes: r.byes.map(person),
    })),
    urls: { tournament: `${origin}/t/${config.id}`, api: `${origin}/api/tournaments/${config.id}` },
  };
}

export function summaryRow(state: TournamentState): TournamentSummaryRow {
  const { config } = state;
  return {
    id: config.id,
    name: config.name,
    game: config.game,
    format: config.format,
    status: state.status,
    visibility: config.visibility,
    players: config.players,
    entrants: state.entrants.length,
    maxEntrants: config.entrants.max,
    organiserId: config.organiser.userId,
    organiserName: config.organiser.name,
    startsAt: config.startsAt,
    createdAt: config.createdAt,
    updatedAt: Date.now(),
  };
}
