/**
 * The life of a tournament as pure functions of its state: open (join, leave), start (by the
 * organiser, when full, or at `startsAt`), results recorded once each, the next Swiss round when the
 * last match of a round ends, withdrawal, the end. The Durable Object (room.ts) stores the state and
 * creates the matches these functions plan.
 */
import type { MatchReport, TournamentFormat, TournamentStatus, TournamentVisibility } from "../shared/tournament";
import { multiRound, roundRobin, swissRound, type RoundPlan, type SwissEntrant } from "./pairing";
import { matchPoints, standings, type Played, type Standing } from "./standings";
import { msg, type Text } from "../shared/i18n";

export interface Person {
  userId: string;
  name: string;
}

export interface TournamentConfig {
  id: string;
  name: string;
  game: string;
  /** Seats per match. */
  players: number;
  /** Table sizes the game allows (multi-player tables). */
  tableMin: number;
  tableMax: number;
  format: TournamentFormat;
  /** Swiss: the rounds asked for. */
  rounds: number | null;
  daysPerMove: number | null;
  entrants: { min: number; max: number };
  startsAt: number | null;
  visibility: TournamentVisibility;
  organiser: Person;
  createdAt: number;
}

export interface Entrant extends Person {
  withdrawn: boolean;
}

export interface PlannedMatch {
  id: string;
  /** userId per seat. */
  seats: string[];
  /** Set once, by the first report of the match's end. */
  result: (Pick<MatchReport, "status" | "winners" | "draw"> & { points: number[] }) | null;
  /** The room has been created and every seat taken (room.ts retries until it is). */
  created: boolean;
}

export interface RoundState {
  n: number;
  matches: PlannedMatch[];
  /** userIds with a bye (1 point). */
  byes: string[];
  /** Everyone in the round has been told (room.ts retries until they have). */
  announced: boolean;
}

export interface TournamentState {
  config: TournamentConfig;
  status: TournamentStatus;
  entrants: Entrant[];
  rounds: RoundState[];
  roundsPlanned: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface Refusal {
  status: 403 | 404 | 409;
  detail: Text;
}

export type Outcome = { ok: TournamentState } | { refused: Refusal };

const refuse = (status: Refusal["status"], detail: Text): Outcome => ({ refused: { status, detail } });

export function newTournament(config: TournamentConfig): TournamentState {
  return { config, status: "open", entrants: [{ ...config.organiser, withdrawn: false }], rounds: [], roundsPlanned: 0, startedAt: null, finishedAt: null };
}

export function join(state: TournamentState, who: Person): Outcome {
  if (state.status !== "open") return refuse(409, msg("tournamentEntriesClosed"));
  if (state.entrants.some((e) => e.userId === who.userId)) return refuse(409, msg("tournamentAlreadyJoined"));
  if (state.entrants.length >= state.config.entrants.max) return refuse(409, msg("tournamentFull", { max: state.config.entrants.max }));
  return { ok: { ...state, entrants: [...state.entrants, { ...who, withdrawn: false }] } };
}

/** Leaving before the start; after it, a withdrawal (the room resigns the unfinished matches: `unfinishedOf`). */
export function leave(state: TournamentState, who: Person, newId: () => string): Outcome {
  const entrant = state.entrants.find((e) => e.userId === who.userId);
  if (!entrant) return refuse(404, msg("tournamentNotEntrant"));
  if (state.status === "finished") return refuse(409, msg("tournamentOver"));
  if (state.status === "open") return { ok: { ...state, entrants: state.entrants.filter((e) => e.userId !== who.userId) } };
  if (entrant.withdrawn) return refuse(409, msg("tournamentWithdrawn"));
  const entrants = state.entrants.map((e) => (e.userId === who.userId ? { ...e, withdrawn: true } : e));
  return { ok: advance({ ...state, entrants }, newId) };
}

export function isFull(state: TournamentState): boolean {
  return state.entrants.length >= state.config.entrants.max;
}

/** Starts the tournament: round-robin plans every round at once (correspondence style), Swiss its first round. */
export function start(state: TournamentState, now: number, newId: () => string): Outcome {
  if (state.status !== "open") return refuse(409, msg("tournamentStartedAlready"));
  const n = state.entrants.length;
  if (n < state.config.entrants.min) return refuse(409, msg("tournamentTooFew", { min: state.config.entrants.min, n }));
  const started: TournamentState = { ...state, status: "running", startedAt: now };
  if (state.config.format === "round-robin") {
    const plans = roundRobin(n);
    return { ok: { ...started, roundsPlanned: plans.length, rounds: plans.map((plan, i) => roundOf(started, i + 1, plan, state.entrants.map((_, e) => e), newId)) } };
  }
  return { ok: nextSwissRound({ ...started, roundsPlanned: Math.min(state.config.rounds ?? 1, n - 1) }, newId) };
}

function roundOf(state: TournamentState, n: number, plan: RoundPlan, indices: number[], newId: () => string): RoundState {
  const who = (i: number) => state.entrants[indices[i]!]!.userId;
  return {
    n,
    matches: plan.tables.map((t) => ({ id: newId(), seats: t.map(who), result: null, created: false })),
    byes: plan.byes.map(who),
    announced: false,
  };
}

/** Pairs the next Swiss round among those who have not withdrawn (2 players: swissRound; more: tables by score). */
function nextSwissRound(state: TournamentState, newId: () => string): TournamentState {
  const active = state.entrants.flatMap((e, i) => (e.withdrawn ? [] : [i]));
  const table = standingsOf(state);
  const scoreOf = new Map(table.map((s) => [s.entrant, s.score]));
  const field: SwissEntrant[] = active.map((i) => {
    const id = state.entrants[i]!.userId;
    const mine = state.rounds.flatMap((r) => r.matches.filter((m) => m.seats.includes(id)));
    return {
      halfPoints: 2 * scoreOf.get(i)!,
      met: new Set(mine.flatMap((m) => m.seats.filter((s) => s !== id).map((s) => active.findIndex((a) => state.entrants[a]!.userId === s)).filter((a) => a >= 0))),
      byes: state.rounds.filter((r) => r.byes.includes(id)).length,
      seatBalance: mine.reduce((sum, m) => sum + (m.seats[0] === id ? 1 : -1), 0),
    };
  });
  const n = state.rounds.length + 1;
  const { players, tableMin, tableMax } = state.config;
  const plan = players === 2 ? swissRound(field) : multiRound(field, field.map((_, i) => i), players, Math.max(3, tableMin), Math.min(6, tableMax), n - 1);
  return { ...state, rounds: [...state.rounds, roundOf(state, n, plan, active, newId)] };
}

/** Records a match's end, once: a second report of the same match changes nothing. */
export function record(state: TournamentState, report: MatchReport, newId: () => string): TournamentState | null {
  const match = state.rounds.flatMap((r) => r.matches).find((m) => m.id === report.matchId);
  if (!match || match.result) return null;
  const result = { status: report.status, winners: report.winners, draw: report.draw, points: matchPoints(match.seats.length, report) };
  const rounds = state.rounds.map((r) => ({ ...r, matches: r.matches.map((m) => (m.id === report.matchId ? { ...m, result } : m)) }));
  return advance({ ...state, rounds }, newId);
}

/** After a result or a withdrawal: the next Swiss round when the last match of the round has ended, or the end. */
function advance(state: TournamentState, newId: () => string): TournamentState {
  if (state.status !== "running") return state;
  const open = state.rounds.some((r) => r.matches.some((m) => !m.result));
  if (open) return state;
  const active = state.entrants.filter((e) => !e.withdrawn).length;
  if (state.config.format === "swiss" && state.rounds.length < state.roundsPlanned && active >= 2) return nextSwissRound(state, newId);
  return { ...state, status: "finished", finishedAt: Date.now() };
}

/** The unfinished matches this person sits at (a withdrawal resigns them). */
export function unfinishedOf(state: TournamentState, userId: string): PlannedMatch[] {
  return state.rounds.flatMap((r) => r.matches.filter((m) => !m.result && m.seats.includes(userId)));
}

export function standingsOf(state: TournamentState): Standing[] {
  const index = new Map(state.entrants.map((e, i) => [e.userId, i]));
  const played: Played[] = state.rounds.flatMap((r) => r.matches.flatMap((m) => (m.result ? [{ seats: m.seats.map((s) => index.get(s)!), points: m.result.points }] : [])));
  const byes = state.rounds.flatMap((r) => r.byes.map((b) => index.get(b)!));
  return standings(state.entrants.length, played, byes, state.config.format === "swiss" ? "buchholz" : "sonneborn-berger");
}
