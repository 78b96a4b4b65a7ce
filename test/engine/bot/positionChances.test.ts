/**
 * The review's chances (src/bot/judge.ts judgePosition): for random finished matches of all four
 * games, at every position, each seat's chance is in [0, 1] and they sum to 1; the same seed gives
 * the same chances; a decided position gives its winners everything.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgePosition, shares } from "../../../src/bot";
import { Rng, seedRng } from "../../../src/engine/rng";
import { randomPlayout } from "../helpers";
import { TABLES, gameOf } from "./positions";

const sumsToOne = (chances: number[], players: number) => {
  expect(chances).toHaveLength(players);
  for (const c of chances) expect(c).toBeGreaterThanOrEqual(0), expect(c).toBeLessThanOrEqual(1);
  expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
};

describe("the chances of the review", () => {
  for (const { id, players } of TABLES) {
    it(`${id}, ${players} players: at every judged position of random finished matches the chances sum to 1`, () => {
      const game = gameOf(id);
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
          const { states, final } = randomPlayout(game, players, `review:${seed}`, { randomSeat: true });
          expect(game.outcome(final)).not.toBeNull();
          // Every sixth position and the last two (the end): a whole match judged would take seconds per case.
          const judged = states.filter((_, i) => i % 6 === 0 || i >= states.length - 2);
          for (const s of judged) sumsToOne(judgePosition(game, s, players, new Rng(seedRng(`${seed}:${judged.indexOf(s)}`))), players);
          const winners = game.outcome(final)!.winners;
          expect(judgePosition(game, final, players, new Rng(seedRng(seed)))).toEqual(shares(winners, players));
        }),
        { numRuns: 4, seed: 33 },
      );
    });
  }

  it("the same seed gives the same chances", () => {
    const game = gameOf("subrosa");
    const { states } = randomPlayout(game, 3, "same-seed", { limit: 10 });
    const judge = () => judgePosition(game, states.at(-1), 3, new Rng(seedRng("one seed")));
    expect(judge()).toEqual(judge());
  });

  it("shares: the winners share it, nobody (a draw) means everyone", () => {
    expect(shares([1], 2)).toEqual([0, 1]);
    expect(shares([0, 2], 4)).toEqual([0.5, 0, 0.5, 0]);
    expect(shares([], 3)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });
});
