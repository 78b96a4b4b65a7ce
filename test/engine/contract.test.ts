/**
 * The Game contract (DESIGN.md, src/engine/game.ts), checked alike for every registered game along
 * random matches: replay, JSON round trip, no leak by twin states, every legal move accepted
 * verbatim, garbage and out-of-turn moves refused with a reason.
 */
import { describe, expect, it } from "vitest";
import { isOk, visibleActors, type Seat } from "../../src/engine/game";
import { allGames } from "../../src/engine/registry";
import { Rng, seedRng } from "../../src/engine/rng";
import { kits, randomPlayout } from "./helpers";
import { textIn } from "../../src/shared/i18n";

/** Moves per sampled match: enough to reach every phase of the shorter games. */
const LIMIT = 160;
const GARBAGE: unknown[] = [null, undefined, 42, "pass", [], {}, { kind: "nonsense" }, { type: "nonsense" }, { kind: 1, type: 2 }];

/** Text a player reads names no ruling code and no internal word (issue 17). */
function expectPlain(text: string): void {
  expect(text).not.toMatch(/\b(SL|CO|SP|SR)-\d+\b/);
  expect(text).not.toMatch(/\bseed\b/i);
}

/** At most 200 entries of a long legal list, spread evenly, the first and last included. */
function sample<T>(xs: T[]): T[] {
  if (xs.length <= 200) return xs;
  return Array.from({ length: 200 }, (_, k) => xs[Math.round((k * (xs.length - 1)) / 199)]!);
}

describe("what every game tells players is plain", () => {
  it("option labels and descriptions name no ruling code nor the seed", () => {
    for (const game of allGames()) for (const o of Object.values(game.options)) expectPlain(`${o.label} ${o.description ?? ""}`);
  });
});

describe("every registered game has a kit of test helpers", () => {
  it("covers the registry", () => {
    expect(kits.map((k) => k.game.id).sort()).toEqual(allGames().map((g) => g.id).sort());
  });
});

for (const { game, counts, twin } of kits) {
  describe(`the Game contract: ${game.id}`, () => {
    for (const players of counts) {
      const seed = `contract-${game.id}-${players}`;
      const match = randomPlayout(game, players, seed, { limit: LIMIT, randomSeat: true });

      it(`${players} players: a match replays exactly from its seed and moves`, () => {
        let s = game.setup(players, {}, seed);
        expect(JSON.stringify(s)).toBe(JSON.stringify(match.states[0]));
        match.moves.forEach(({ seat, move }, i) => {
          const r = game.apply(s, seat, move);
          if (!isOk(r)) throw new Error(textIn("en", r.error));
          s = r.ok;
          expect(JSON.stringify(s)).toBe(JSON.stringify(match.states[i + 1]));
        });
      });

      if (game.viewsAlike) it(`${players} players: its views are alike (viewsAlike): every seat sees what a spectator sees`, () => {
        for (const s of match.states) {
          const spectator = game.view(s, null);
          for (let seat = 0; seat < players; seat++) expect(game.view(s, seat)).toEqual(spectator);
        }
      });

      it(`${players} players: every state survives a JSON round trip and plays on the same`, () => {
        match.moves.forEach(({ seat, move }, i) => {
          const s = match.states[i];
          const copy = JSON.parse(JSON.stringify(s));
          expect(copy).toEqual(s);
          expect(JSON.stringify(game.apply(copy, seat, JSON.parse(JSON.stringify(move))))).toBe(JSON.stringify(game.apply(s, seat, move)));
        });
      });

      it(`${players} players: every legal move is accepted verbatim; non-actors, unknown seats and garbage are refused`, () => {
        for (const s of match.states.filter((_, i) => i % 7 === 0)) {
          const actors = game.actors(s);
          for (const seat of actors) for (const m of sample(game.legalMoves(s, seat))) expect(isOk(game.apply(s, seat, m))).toBe(true);
          for (let seat = 0; seat < players; seat++) {
            if (actors.includes(seat)) continue;
            expect(game.legalMoves(s, seat)).toEqual([]);
            const r = game.apply(s, seat, game.legalMoves(s, actors[0] ?? 0)[0] ?? {});
            expect("error" in r && textIn("en", r.error).length > 0).toBe(true);
          }
          for (const seat of [-1, players, 1.5]) expect("error" in game.apply(s, seat, null)).toBe(true);
          for (const seat of actors)
            for (const junk of GARBAGE) {
              const r = game.apply(s, seat, junk);
              expect("error" in r && textIn("en", r.error).length > 0, `${JSON.stringify(junk)} accepted`).toBe(true);
              if ("error" in r) expectPlain(textIn("en", r.error));
            }
        }
      });

      it(`${players} players: log lines and outcomes read in plain words, without ruling codes`, () => {
        const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];
        match.moves.forEach(({ seat, move }, i) => {
          for (const v of viewers) expectPlain(textIn("en", game.describe(match.states[i], seat, move, match.states[i + 1], v)));
        });
        const outcome = game.outcome(match.final);
        if (outcome) expectPlain(textIn("en", outcome.reason));
      });

      it(`${players} players: a viewer cannot tell apart two states that differ only in what it cannot see`, () => {
        const r = new Rng(seedRng(`twin:${seed}`));
        const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];
        let compared = 0;
        // After the end everything is shown (DESIGN.md): only running states have secrets.
        for (const s of match.states.filter((x, i) => i % 3 === 0 && !game.outcome(x))) {
          for (const viewer of viewers) {
            const t = twin(s, viewer, r);
            if (!t) continue;
            compared++;
            expect(JSON.stringify(game.view(t, viewer))).toBe(JSON.stringify(game.view(s, viewer)));
            expect(visibleActors(game, t, viewer)).toEqual(visibleActors(game, s, viewer));
            if (viewer !== null && game.actors(s).includes(viewer))
              expect(JSON.stringify(sample(game.legalMoves(t, viewer)))).toBe(JSON.stringify(sample(game.legalMoves(s, viewer))));
          }
        }
        expect(compared).toBeGreaterThan(10);
      });
    }

    // Conspirateurs: uniform random play does not end; its end is checked in test/engine/conspirateurs.
    it.skipIf(game.id === "conspirateurs")("refuses every move once the match is over", () => {
      const ended = randomPlayout(game, counts[0]!, `contract-end-${game.id}`, { limit: 5000 });
      expect(game.outcome(ended.final)).not.toBeNull();
      expect(game.actors(ended.final)).toEqual([]);
      for (let seat = 0; seat < counts[0]!; seat++) expect("error" in game.apply(ended.final, seat, ended.moves.at(-1)!.move)).toBe(true);
    });
  });
}
