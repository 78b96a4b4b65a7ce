/** Tournaments as the API shows them (src/tournament is their authority), and a match room's report of a result. */
import type { Seat } from "./api";

export type TournamentFormat = "round-robin" | "swiss";
export type TournamentStatus = "open" | "running" | "finished";
export type TournamentVisibility = "public" | "unlisted";

export interface TournamentPlayer {
  id: string;
  name: string;
}

export interface TournamentEntrant {
  player: TournamentPlayer;
  score: number;
  /** Sonneborn–Berger (round-robin) or Buchholz (Swiss): see docs/tournaments.md. */
  tiebreak: number;
  /** 1 for the leader; entrants equal on score and tie-break share a rank. */
  rank: number;
  withdrawn: boolean;
}

export interface TournamentMatch {
  id: string;
  seats: { player: TournamentPlayer; seat: Seat }[];
  status: "active" | "finished" | "aborted";
  /** Once the match is over: who won, and the points each seat scored for the standings. */
  outcome: { winners: Seat[]; draw: boolean; points: number[] } | null;
  url: string;
}

export interface TournamentRound {
  n: number;
  matches: TournamentMatch[];
  /** Entrants without a match this round (an odd field): a bye scores 1. */
  byes: TournamentPlayer[];
}

export interface TournamentResource {
  id: string;
  name: string;
  game: string;
  /** Seats per match. */
  players: number;
  format: TournamentFormat;
  status: TournamentStatus;
  visibility: TournamentVisibility;
  organiser: TournamentPlayer;
  /** Rounds planned (Swiss: as asked; round-robin: one per circle-method round). */
  roundsPlanned: number;
  daysPerMove: number | null;
  entrantLimits: { min: number; max: number };
  startsAt: string | null;
  createdAt: string;
  tiebreak: "sonneborn-berger" | "buchholz";
  entrants: TournamentEntrant[];
  rounds: TournamentRound[];
  urls: { tournament: string; api: string };
}

export interface TournamentSummary {
  id: string;
  name: string;
  game: string;
  format: TournamentFormat;
  status: TournamentStatus;
  players: number;
  entrants: number;
  maxEntrants: number;
  organiser: TournamentPlayer;
  startsAt: string | null;
  createdAt: string;
  url: string;
}

/** What a match room tells its tournament once the match is over (sent again until delivered; counted once). */
export interface MatchReport {
  matchId: string;
  status: "finished" | "aborted";
  winners: Seat[];
  draw: boolean;
  /** Seats whose player resigned or ran out of time: they place after everyone still playing. */
  left: Seat[];
}
