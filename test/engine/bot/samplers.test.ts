import { describe, expect, it } from "vitest";
import { knowledgeOf } from "../../../src/bot";
import { visibleActors } from "../../../src/engine/game";
import { Rng, seedRng } from "../../../src/engine/rng";
import { TABLES, gameOf, positions } from "./positions";

describe("a determinization sampler rebuilds exactly what its seat sees", () => {
  for (const { id, players } of TABLES) {
    it(`${id}, ${players} players: view and legal moves of every sample equal the seat's`, () => {
      const game = gameOf(id);
      const k = knowledgeOf(id)!;
      const rng = new Rng(seedRng(`samplers-${id}-${players}`));
      const found = [0, 1, 2, 3, 4].flatMap((i) => positions(id, players, `${i}-${id}`, 2 + i, 10));
      expect(found.length).toBeGreaterThan(20);
      for (const { state, seat } of found) {
        const view = game.view(state, seat);
        const legal = game.legalMoves(state, seat);
        for (let i = 0; i < 3; i++) {
          const sampled = k.sample(view, seat, legal, rng);
          expect(JSON.parse(JSON.stringify(sampled))).toEqual(sampled); // plain JSON, like every state
          expect(game.view(sampled, seat)).toEqual(view);
          expect(game.legalMoves(sampled, seat)).toEqual(legal);
          // Who else decides is the seat's to know only where the rules show it (Sleep hides it, SP-5).
          expect(visibleActors(game, sampled, seat)).toEqual(visibleActors(game, state, seat));
        }
      }
    });
  }

  it("samples differ in what the seat cannot see (Sleep: the other hand)", () => {
    const game = gameOf("sleep");
    const { state, seat } = positions("sleep", 2, "differ", 5, 3)[2]!;
    const k = knowledgeOf("sleep")!;
    const view = game.view(state, seat);
    const rng = new Rng(seedRng("differ"));
    const others = new Set<string>();
    for (let i = 0; i < 20; i++) others.add(JSON.stringify((k.sample(view, seat, game.legalMoves(state, seat), rng) as { hands: string[][] }).hands[1 - seat]));
    expect(others.size).toBeGreaterThan(5);
  });

  it("Sub Rosa: an ability in progress after an earlier pick (Docks: which card, then where) is rebuilt", () => {
    const game = gameOf("subrosa");
    const k = knowledgeOf("subrosa")!;
    const rng = new Rng(seedRng("later-picks"));
    let covered = 0;
    for (let i = 0; i < 60 && covered < 8; i++) {
      for (const { state, seat } of positions("subrosa", 2 + (i % 3), `later-${i}`, 1, 40)) {
        const p = (state as { pending: { step: number } | null }).pending;
        if (!p || p.step === 0) continue;
        covered++;
        const view = game.view(state, seat);
        const legal = game.legalMoves(state, seat);
        const sampled = k.sample(view, seat, legal, rng);
        expect(game.view(sampled, seat)).toEqual(view);
        expect(game.legalMoves(sampled, seat)).toEqual(legal);
      }
    }
    expect(covered).toBeGreaterThan(0);
  });
});

describe("Sub Rosa: how each seat sees a move, for the tree per seat (multiObserver.ts)", () => {
  const game = gameOf("subrosa");
  const k = knowledgeOf("subrosa")!;
  /** Faces a seat reads on the table, of cards not its own. */
  const known = (view: { you: number | null; locations: { cards: { owner: number; face: unknown }[] }[] }) =>
    view.locations.flatMap((l) => l.cards).filter((c) => c.owner !== view.you && c.face !== null).length;
  const found = [2, 3, 4].flatMap((players) => [0, 1, 2, 3].flatMap((i) => positions("subrosa", players, `observed-${i}-${players}`, 1, 40).map((p) => ({ ...p, players }))));

  it("moves share a key for a seat only when that seat's view after them is the same, face-down plays of others that look the same always do, a seat's own moves never", () => {
    let merged = 0;
    for (const { state, seat: actor, players } of found) {
      const legal = game.legalMoves(state, actor);
      const after = legal.map((m) => (game.apply(state, actor, m) as { ok: unknown }).ok);
      if (after.some((s) => game.outcome(s))) continue; // the last play shows every card: nobody decides after it
      for (let o = 0; o < players; o++) {
        const keys = legal.map((m) => k.observedMove!(m, actor, o));
        if (o === actor) expect(new Set(keys).size).toBe(legal.length);
        const views = after.map((s) => JSON.stringify(game.view(s, o)));
        for (let i = 0; i < legal.length; i++)
          for (let j = i + 1; j < legal.length; j++) {
            if (keys[i] === keys[j]) {
              merged++;
              expect(views[i]).toBe(views[j]);
            } else if (legal[i]!.kind === "play" && legal[j]!.kind === "play") expect(views[i]).not.toBe(views[j]);
          }
      }
    }
    expect(merged).toBeGreaterThan(50);
  });

  it("a move tells a seat something (learned) exactly when the seat's view shows more faces after it", () => {
    let learnt = 0;
    for (const { state, seat: actor, players } of found) {
      for (const m of game.legalMoves(state, actor)) {
        const after = (game.apply(state, actor, m) as { ok: unknown }).ok;
        if (game.outcome(after)) continue;
        for (let o = 0; o < players; o++) {
          const more = known(game.view(after, o)) > known(game.view(state, o));
          const what = k.learned!(state, after, o);
          expect(what !== "").toBe(more);
          if (more) learnt++;
        }
      }
    }
    expect(learnt).toBeGreaterThan(5);
  });
});
