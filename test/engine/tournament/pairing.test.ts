/** Pairings and standings of src/tournament, pure: round-robin tables, Swiss over many random fields, tables of 3–6, scores. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as life from "../../../src/tournament/lifecycle";
import { multiRound, roundRobin, swissRound, tableSizes } from "../../../src/tournament/pairing";
import { matchPoints, standings } from "../../../src/tournament/standings";

const pairKey = (a: string | number, b: string | number) => [a, b].sort().join("-");

describe("round-robin (circle method)", () => {
  for (let n = 2; n <= 16; n++) {
    it(`${n} entrants: every pair once, one match per entrant per round, seat order balanced`, () => {
      const rounds = roundRobin(n);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const pairs = new Set<string>();
      const seat0 = Array(n).fill(0);
      const seat1 = Array(n).fill(0);
      for (const r of rounds) {
        const seen = [...r.tables.flat(), ...r.byes];
        expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(r.byes).toHaveLength(n % 2);
        for (const [a, b] of r.tables) {
          expect(pairs.has(pairKey(a!, b!))).toBe(false);
          pairs.add(pairKey(a!, b!));
          seat0[a!]++;
          seat1[b!]++;
        }
      }
      expect(pairs.size).toBe((n * (n - 1)) / 2);
      for (let e = 0; e < n; e++) expect(Math.abs(seat0[e] - seat1[e])).toBeLessThanOrEqual(1);
    });
  }

  it("the 4-entrant table", () => {
    expect(roundRobin(4).map((r) => r.tables)).toEqual([
      [[3, 0], [1, 2]],
      [[2, 0], [1, 3]],
      [[0, 1], [3, 2]],
    ]);
  });
});

/** A whole tournament through the lifecycle, results drawn by `result` (0: seat 0 wins, 1: seat 1 wins, 2: draw). */
function playSwiss(n: number, rounds: number, results: number[]) {
  const config: life.TournamentConfig = {
    id: "t", name: "T", game: "g", players: 2, tableMin: 2, tableMax: 2, format: "swiss", rounds, daysPerMove: null,
    entrants: { min: 2, max: 64 }, startsAt: null, visibility: "public", organiser: { userId: "u0", name: "P0" }, createdAt: 0,
  };
  let state = life.newTournament(config);
  for (let i = 1; i < n; i++) state = (life.join(state, { userId: `u${i}`, name: `P${i}` }) as { ok: life.TournamentState }).ok;
  let next = 0;
  const newId = () => `m${next++}`;
  state = (life.start(state, 0, newId) as { ok: life.TournamentState }).ok;
  let k = 0;
  for (let guard = 0; guard < 1000 && state.status === "running"; guard++) {
    const open = state.rounds.flatMap((r) => r.matches).find((m) => !m.result)!;
    const r = results[k++ % results.length]!;
    state = life.record(state, { matchId: open.id, status: "finished", winners: r === 2 ? [0, 1] : [r], draw: r === 2, left: [] }, newId)!;
  }
  return state;
}

describe("Swiss", () => {
  it("over many random fields: never a rematch, one bye per odd round, byes spread, scores consistent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 1, max: 12 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 60 }), (n, asked, results) => {
        // Rounds a field can always pair without a rematch: at most ⌈n/2⌉ − 1 (Dirac), at least one.
        const rounds = Math.max(1, Math.min(asked, Math.ceil(n / 2) - 1));
        const state = playSwiss(n, rounds, results);
        expect(state.status).toBe("finished");
        expect(state.rounds).toHaveLength(rounds);
        const met = new Set<string>();
        const byes = new Map<string, number>();
        for (const r of state.rounds) {
          expect(r.byes).toHaveLength(n % 2);
          const inRound = [...r.matches.flatMap((m) => m.seats), ...r.byes];
          expect(new Set(inRound).size).toBe(n);
          for (const m of r.matches) {
            const key = pairKey(m.seats[0]!, m.seats[1]!);
            expect(met.has(key), `rematch ${key}`).toBe(false);
            met.add(key);
          }
          for (const b of r.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
        }
        // Byes spread: nobody has a second bye while someone has none.
        const counts = state.entrants.map((e) => byes.get(e.userId) ?? 0);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        // Scores: every match hands out one point in all, a bye one; each entrant's is the sum of theirs.
        const table = life.standingsOf(state);
        const total = table.reduce((sum, s) => sum + s.score, 0);
        const matches = state.rounds.flatMap((r) => r.matches);
        expect(total).toBeCloseTo(matches.length + [...byes.values()].reduce((a, b) => a + b, 0));
        for (const s of table) {
          const id = state.entrants[s.entrant]!.userId;
          const own = matches.filter((m) => m.seats.includes(id)).reduce((sum, m) => sum + m.result!.points[m.seats.indexOf(id)]!, 0);
          expect(s.score).toBeCloseTo(own + (byes.get(id) ?? 0));
        }
        // Ranks follow scores.
        for (let i = 1; i < table.length; i++) expect(table[i]!.score).toBeLessThanOrEqual(table[i - 1]!.score);
      }),
      { numRuns: 200 },
    );
  });

  it("pairs equal scores together and gives the bye to the lowest score", () => {
    const field = [4, 4, 2, 2, 0].map((halfPoints) => ({ halfPoints, met: new Set<number>(), byes: 0, seatBalance: 0 }));
    const plan = swissRound(field);
    expect(plan.byes).toEqual([4]);
    expect(plan.tables.map((t) => [...t].sort())).toEqual([[0, 1], [2, 3]]);
  });

  it("finds the pairing a greedy one misses: the leaders have met, so each plays down without a rematch", () => {
    // 0 and 1 met, 2 and 3 met; greedy by score would pair 0-1 (rematch) first.
    const met = [new Set([1]), new Set([0]), new Set([3]), new Set([2])];
    const plan = swissRound([2, 2, 0, 0].map((halfPoints, i) => ({ halfPoints, met: met[i]!, byes: 0, seatBalance: 0 })));
    expect(plan.tables.every(([a, b]) => !met[a!]!.has(b!))).toBe(true);
    expect(plan.tables).toHaveLength(2);
  });

  it("gives seat 0 to whoever has had it less", () => {
    const plan = swissRound([{ halfPoints: 0, met: new Set(), byes: 0, seatBalance: 1 }, { halfPoints: 0, met: new Set(), byes: 0, seatBalance: -1 }]);
    expect(plan.tables).toEqual([[1, 0]]);
  });
});

describe("tables of 3–6 for multi-player games", () => {
  it("splits a field into tables within the limits, as near the asked size as can be", () => {
    expect(tableSizes(9, 3, 3, 4)).toEqual([3, 3, 3]);
    expect(tableSizes(10, 3, 3, 4)).toEqual([4, 3, 3]);
    expect(tableSizes(7, 4, 3, 4)).toEqual([4, 3]);
    expect(tableSizes(5, 3, 3, 3)).toBeNull();
    for (let n = 3; n <= 40; n++) {
      const sizes = tableSizes(n, 4, 3, 6)!;
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.every((s) => s >= 3 && s <= 6)).toBe(true);
    }
  });

  it("groups by score and sits out the lowest when no split fits", () => {
    const field = [0, 6, 2, 4, 6, 1].map((halfPoints) => ({ halfPoints, met: new Set<number>(), byes: 0, seatBalance: 0 }));
    const plan = multiRound(field, [0, 1, 2, 3, 4, 5], 3, 3, 3, 0);
    expect(plan.tables.map((t) => [...t].sort())).toEqual([[1, 3, 4], [0, 2, 5]]);
    const five = multiRound(field.slice(0, 5), [0, 1, 2, 3, 4], 3, 3, 3, 0);
    expect(five.byes).toEqual([0, 2]);
    expect(five.tables.map((t) => [...t].sort())).toEqual([[1, 3, 4]]);
  });
});

describe("scores and tie-breaks", () => {
  it("win 1, draw ½, loss 0; by place with more players", () => {
    expect(matchPoints(2, { status: "finished", winners: [1], draw: false, left: [] })).toEqual([0, 1]);
    expect(matchPoints(2, { status: "finished", winners: [0, 1], draw: true, left: [] })).toEqual([0.5, 0.5]);
    expect(matchPoints(3, { status: "finished", winners: [2], draw: false, left: [] })).toEqual([0.25, 0.25, 1]);
    expect(matchPoints(3, { status: "finished", winners: [2], draw: false, left: [0] })).toEqual([0, 0.5, 1]);
    expect(matchPoints(4, { status: "aborted", winners: [], draw: false, left: [] })).toEqual([0, 0, 0, 0]);
  });

  it("Sonneborn–Berger and Buchholz on a 4-entrant round-robin", () => {
    // 0 beats 1 and 2, draws 3; 1 beats 2 and 3; 2 beats 3.
    const played = [
      { seats: [0, 1], points: [1, 0] },
      { seats: [0, 2], points: [1, 0] },
      { seats: [0, 3], points: [0.5, 0.5] },
      { seats: [1, 2], points: [1, 0] },
      { seats: [1, 3], points: [1, 0] },
      { seats: [2, 3], points: [1, 0] },
    ];
    const sb = standings(4, played, [], "sonneborn-berger");
    expect(sb.map((s) => [s.entrant, s.score, s.tiebreak, s.rank])).toEqual([
      [0, 2.5, 2 + 1 + 0.25, 1],
      [1, 2, 1 + 0.5, 2],
      [2, 1, 0.5, 3],
      [3, 0.5, 1.25, 4],
    ]);
    const bh = standings(4, played, [], "buchholz");
    expect(bh.find((s) => s.entrant === 0)!.tiebreak).toBe(2 + 1 + 0.5);
  });

  it("equal score and tie-break share a rank", () => {
    const table = standings(2, [{ seats: [0, 1], points: [0.5, 0.5] }], [], "sonneborn-berger");
    expect(table.map((s) => s.rank)).toEqual([1, 1]);
  });
});
