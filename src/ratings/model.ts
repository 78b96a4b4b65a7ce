/**
 * The rating model: openskill's Bradley-Terry "full pair" model (every pair of units in the final
 * order compared; free-for-all and partnerships alike) with its default parameters, and how its
 * (mu, sigma) is shown as a number on a lichess-like scale. docs/ratings.md says why these numbers.
 */
import { rate } from "openskill";
import { bradleyTerryFull } from "openskill/models";
import type { Placed, Seat } from "./order";

/** openskill's defaults, written out so that a library upgrade cannot change them silently. */
export const MODEL = { mu: 25, sigma: 25 / 3, beta: 25 / 6, tau: 25 / 300 } as const;
/** Display points per unit of mu: a new player's sigma (25/3) shows as a deviation of 350, as Glicko's. */
export const SCALE = 42;
/** Where mu = 25 (a new player) sits on the displayed scale. */
export const CENTRE = 1500;
/** A rating is provisional ("?") while its displayed deviation is above this (docs/ratings.md: openskill narrows more slowly than Glicko, whose lichess threshold is 110). */
export const PROVISIONAL_DEVIATION = 250;

export interface Skill {
  mu: number;
  sigma: number;
}

export const NEW_PLAYER: Skill = { mu: MODEL.mu, sigma: MODEL.sigma };

export interface Shown {
  rating: number;
  deviation: number;
  provisional: boolean;
}

/** The number people see: 1500 + 42 (mu − 25), deviation 42 sigma, both rounded. */
export function shown(skill: Skill): Shown {
  const deviation = Math.round(skill.sigma * SCALE);
  return { rating: Math.round(CENTRE + (skill.mu - MODEL.mu) * SCALE), deviation, provisional: deviation > PROVISIONAL_DEVIATION };
}

/** The mu of a displayed rating (the computer's anchors are written as displayed numbers). */
export function muOf(rating: number): number {
  return MODEL.mu + (rating - CENTRE) / SCALE;
}

/** A seat in a rated match: its skill before the match, and whether the match may change it. */
export interface Entrant {
  seat: Seat;
  skill: Skill;
  /** False for the computer's anchors (and any seat not rated): it is rated against, never moved. */
  moves: boolean;
}

/**
 * The skills after a match, by seat, from the final order (units with places; partnerships rated
 * as teams). Seats that do not move keep their skill exactly.
 */
export function rateMatch(order: Placed[], entrants: Entrant[]): Map<Seat, Skill> {
  const bySeat = new Map(entrants.map((e) => [e.seat, e]));
  const teams = order.map((unit) => unit.seats.map((seat) => bySeat.get(seat)!.skill));
  const rated = rate(teams, { ...MODEL, model: bradleyTerryFull, rank: order.map((unit) => unit.place) });
  const after = new Map<Seat, Skill>();
  order.forEach((unit, t) =>
    unit.seats.forEach((seat, i) => {
      const before = bySeat.get(seat)!;
      after.set(seat, before.moves ? { mu: rated[t]![i]!.mu, sigma: rated[t]![i]!.sigma } : before.skill);
    }),
  );
  return after;
}
