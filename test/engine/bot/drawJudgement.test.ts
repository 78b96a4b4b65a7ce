/**
 * The computer's answer to a draw offer (src/bot/judge.ts): from its seat's view and legal moves
 * only, whether it decides now or not, the same answer from the same seed; it declines when it is
 * clearly ahead and accepts when it is behind or the position is even.
 */
import { describe, expect, it } from "vitest";
import { judgeDraw, knowledgeOf } from "../../../src/bot";
import { DRAW_MARGIN } from "../../../src/bot/judge";
import type { Seat } from "../../../src/engine/game";
import { decode } from "../../../src/engine/conspirateurs/notation";
import { Rng, seedRng } from "../../../src/engine/rng";
import { must } from "../helpers";
import { TABLES, gameOf, positions } from "./positions";

const judge = (id: string, state: unknown, seat: Seat, seed = "judge") => {
  const game = gameOf(id);
  return judgeDraw({ game, view: game.view(state, seat), legal: game.legalMoves(state, seat), seat, rng: new Rng(seedRng(seed)) });
};

/**
 * 2-player Conspirateurs, Black to move: White has 19 men sheltered (all of row 17, row 1 from A to N)
 * and its last one on P2, next to the empty P1, Q1 and Q2; Black's 20 are still in the meeting place.
 */
const WHITE_WINS = "ww1w1w1www1w1w1ww/17/17/17/17/17/17/4bb11/4bbbbbbbbb4/4bbbbbbbbb4/17/17/17/17/17/15w1/ww1w1w1w1w1w1w3 2 b 0,0 60";

describe("the computer's judgement of a draw offer", () => {
  it("Conspirateurs: the side that is clearly winning declines, the side that is lost accepts, whichever of them moves", () => {
    const state = must(decode(WHITE_WINS), "the position");
    const game = gameOf("conspirateurs");
    expect(game.actors(state)).toEqual([0]);
    const white = judge("conspirateurs", state, 1);
    expect(game.legalMoves(state, 1), "White does not decide now").toEqual([]);
    expect(white.accept).toBe(false);
    expect(white.mine).toBeGreaterThan(0.9);
    const black = judge("conspirateurs", state, 0);
    expect(black.accept).toBe(true);
    expect(black.mine).toBeLessThan(0.1);
    expect(white.even).toBeCloseTo(0.5, 5);
  });

  it("an even position is worth a draw: the start of a Conspirateurs match, for every seat and player count", () => {
    const game = gameOf("conspirateurs");
    for (const players of [2, 3, 4]) {
      const start = game.setup(players, {}, `even-${players}`);
      for (let seat = 0; seat < players; seat++) expect(judge("conspirateurs", start, seat), `${players} players, seat ${seat}`).toMatchObject({ accept: true });
    }
  });

  it("every game the computer knows: it judges as an actor and as a bystander, in [0, 1], and the same seed gives the same answer", () => {
    for (const { id, players } of TABLES) {
      const game = gameOf(id);
      let bystanders = 0;
      for (const { state } of positions(id, players, `judge-${id}-${players}`, 7, 4)) {
        for (let seat = 0; seat < players; seat++) {
          if (!game.legalMoves(state, seat).length) bystanders++;
          const a = judge(id, state, seat, `${id}:${seat}`);
          expect(a.mine).toBeGreaterThanOrEqual(0);
          expect(a.mine).toBeLessThanOrEqual(1);
          expect(a.accept).toBe(a.mine <= a.even + DRAW_MARGIN);
          expect(judge(id, state, seat, `${id}:${seat}`)).toEqual(a);
        }
      }
      expect(bystanders, `${id} ${players}p has positions where a seat does not decide`).toBeGreaterThan(0);
    }
  });

  it("depends only on what its seat may see: a twin position with the hidden part redealt gets the same judgement", () => {
    let differing = 0;
    for (const { id, players } of TABLES.filter((t) => t.id !== "conspirateurs")) {
      const game = gameOf(id);
      const k = knowledgeOf(id)!;
      const other = new Rng(seedRng(`twin-${id}`));
      for (const { state, seat } of positions(id, players, `judge-twin-${id}-${players}`, 5, 4)) {
        const twin = k.sample(game.view(state, seat), seat, game.legalMoves(state, seat), other);
        if (JSON.stringify(twin) !== JSON.stringify(state)) differing++;
        expect(judge(id, twin, seat)).toEqual(judge(id, state, seat));
      }
    }
    expect(differing).toBeGreaterThan(5);
  });
});
