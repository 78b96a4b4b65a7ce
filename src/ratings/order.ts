/**
 * A finished match's final order, pure: who placed where, from the outcome and the order in which
 * players left. Winners first; seats that tie share a place ("1224"); a seat whose player resigned
 * or ran out of time places last among those still playing when it left, so the first to leave is
 * last of all. In a partnership game (4-player Conspirateurs) the partnership is the unit: it
 * places by the outcome, and a partnership one of whose players left places as that player would.
 */
export type Seat = number;

export interface FinishedMatch {
  players: number;
  winners: Seat[];
  draw: boolean;
  /** Seats in the order their players left (resigned or ran out of time), first to leave first. */
  departures: Seat[];
  /** The partners of a seat (itself excluded); absent or empty: every seat plays alone. */
  partners?: (seat: Seat) => Seat[];
}

/** One unit of the order: a seat, or a partnership's seats, and its place (1 = first). */
export interface Placed {
  seats: Seat[];
  place: number;
}

/** The seats grouped into units: partnerships, or one seat each. */
function unitsOf(m: FinishedMatch): Seat[][] {
  const units: Seat[][] = [];
  const seen = new Set<Seat>();
  for (let seat = 0; seat < m.players; seat++) {
    if (seen.has(seat)) continue;
    const unit = [seat, ...(m.partners?.(seat) ?? [])].sort((a, b) => a - b);
    unit.forEach((s) => seen.add(s));
    units.push(unit);
  }
  return units;
}

/** The final order, best first, each unit with its place. */
export function finalOrder(m: FinishedMatch): Placed[] {
  const units = unitsOf(m);
  const leftAt = (unit: Seat[]) => {
    const indexes = unit.map((s) => m.departures.indexOf(s)).filter((i) => i >= 0);
    return indexes.length ? Math.min(...indexes) : null;
  };
  // A tier per unit: lower is better. Staying units: 0 (won, or drawn) or 1; departed units after
  // them, the last to leave first.
  const departedTiers = m.departures.length;
  const tier = (unit: Seat[]) => {
    const left = leftAt(unit);
    if (left !== null) return 2 + (departedTiers - left);
    return m.draw || unit.some((s) => m.winners.includes(s)) ? 0 : 1;
  };
  const tiers = units.map((unit) => ({ unit, tier: tier(unit) })).sort((a, b) => a.tier - b.tier || a.unit[0]! - b.unit[0]!);
  return tiers.map(({ unit, tier: t }) => ({ seats: unit, place: 1 + tiers.filter((o) => o.tier < t).length }));
}

/** Each seat's place, indexed by seat. */
export function placesBySeat(order: Placed[], players: number): number[] {
  const places = new Array<number>(players).fill(0);
  for (const unit of order) for (const seat of unit.seats) places[seat] = unit.place;
  return places;
}
