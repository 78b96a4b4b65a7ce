/**
 * Scores and tie-breaks, pure. A match's points per seat: each seat scores, against every other
 * seat, 1 when it placed above, ½ when they share a place, 0 below, divided by the number of others.
 * With two players that is win 1, draw ½, loss 0; with more, a lone winner scores 1 and the others
 * share the rest by place. Places: the winners first (all seats share one place in a draw), then
 * the seats still playing at the end, then the seats whose player left (resigned, ran out of time).
 */
import type { MatchReport } from "../shared/tournament";

/** The points each seat scores (see above). An aborted match scores nothing for anyone. */
export function matchPoints(players: number, report: Pick<MatchReport, "status" | "winners" | "draw" | "left">): number[] {
  if (report.status === "aborted") return Array(players).fill(0);
  const place = (seat: number) => (report.draw || report.winners.includes(seat) ? 0 : report.left.includes(seat) ? 2 : 1);
  return Array.from({ length: players }, (_, seat) => {
    let sum = 0;
    for (let other = 0; other < players; other++) {
      if (other === seat) continue;
      sum += place(seat) < place(other) ? 1 : place(seat) === place(other) ? 0.5 : 0;
    }
    return players > 1 ? sum / (players - 1) : 0;
  });
}

/** A finished table: who sat where (entrant indices) and what each seat scored. */
export interface Played {
  seats: number[];
  points: number[];
}

export interface Standing {
  entrant: number;
  score: number;
  tiebreak: number;
  rank: number;
}

export type Tiebreak = "sonneborn-berger" | "buchholz";

/**
 * Scores (match points plus 1 per bye) and the tie-break, ranked. Sonneborn–Berger: the sum, over
 * each match, of the points scored there times the opponents' final scores (averaged over the
 * opponents at a table of more than two), so beating strong entrants counts more. Buchholz: the sum
 * of the final scores of everyone met (averaged per table likewise): the strength of the field
 * faced. Byes add nothing to a tie-break. Equal score and tie-break: equal rank.
 */
export function standings(entrants: number, played: Played[], byes: number[], tiebreak: Tiebreak): Standing[] {
  const score = Array(entrants).fill(0) as number[];
  for (const p of played) p.seats.forEach((e, seat) => (score[e]! += p.points[seat]!));
  for (const e of byes) score[e]! += 1;
  const tb = Array(entrants).fill(0) as number[];
  for (const p of played) {
    p.seats.forEach((e, seat) => {
      const others = p.seats.filter((_, s) => s !== seat);
      const strength = others.reduce((sum, o) => sum + score[o]!, 0) / Math.max(1, others.length);
      tb[e]! += tiebreak === "buchholz" ? strength : p.points[seat]! * strength;
    });
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const rows = score.map((s, entrant) => ({ entrant, score: round(s), tiebreak: round(tb[entrant]!), rank: 0 }));
  rows.sort((a, b) => b.score - a.score || b.tiebreak - a.tiebreak || a.entrant - b.entrant);
  for (const row of rows) row.rank = 1 + rows.filter((r) => r.score > row.score || (r.score === row.score && r.tiebreak > row.tiebreak)).length;
  return rows;
}
