/**
 * No-leak property: for random positions and each viewer (every seat and a spectator), changing
 * what that viewer cannot see — the other hands, the deck order, the rng state, and the other
 * seats' pending (unrevealed) decisions — leaves its view, its legal moves, and the log lines it
 * reads byte-identical; and (SP-5) redeals that also change who else has a choice or has decided
 * leave the viewer's view, visible actors and legal moves byte-identical.
 */
import { describe, expect, it } from "vitest";
import { visibleActors } from "../../../src/engine/game";
import { Rng, seedRng } from "../../../src/engine/rng";
import type { State } from "../../../src/engine/sleep/rules";
import { sleepKit } from "../helpers";
import { textIn } from "../../../src/shared/i18n";

const { game, perturb, perturbChoices, randomPosition } = sleepKit;

const POSITIONS = 300;

function applyOk(s: State, seat: number, m: ReturnType<typeof game.legalMoves>[number]): State {
  const r = game.apply(s, seat, m);
  if ("error" in r) throw new Error(textIn("en", r.error));
  return r.ok;
}

/**
 * For `POSITIONS` random positions (seeded by `seed`, named `<prefix>-<i>`) and each viewer (a
 * spectator, then every seat), the viewer's twin made by `twinOf` (none: skipped) is given to
 * `check`; `unfinished`: finished positions are skipped. Returns how many twins were checked.
 */
function eachTwin(
  { seed, prefix, unfinished = false }: { seed: string; prefix: string; unfinished?: boolean },
  twinOf: (s: State, viewer: number | null, r: Rng) => State | null,
  check: (s: State, t: State, viewer: number | null, r: Rng) => void,
): number {
  const r = new Rng(seedRng(seed));
  let compared = 0;
  for (let i = 0; i < POSITIONS; i++) {
    const players = 2 + (i % 5);
    const s = randomPosition(players, `${prefix}-${i}`, r.int(16 * 4 * players));
    if (unfinished && game.outcome(s)) continue;
    const viewers: (number | null)[] = [null, ...Array.from({ length: players }, (_, k) => k)];
    for (const v of viewers) {
      const t = twinOf(s, v, r);
      if (!t) continue;
      compared++;
      check(s, t, v, r);
    }
  }
  return compared;
}

describe("Sleep hides what a viewer may not see", () => {
  it(`view, legal moves and describe lines do not change with hidden information (${POSITIONS} positions x every viewer)`, () => {
    let describedPending = 0;
    const compared = eachTwin({ seed: "noleak", prefix: "noleak", unfinished: true }, perturb, (s, t, v, r) => {
      expect(JSON.stringify(game.view(t, v))).toBe(JSON.stringify(game.view(s, v)));
      if (v !== null) expect(JSON.stringify(game.legalMoves(t, v))).toBe(JSON.stringify(game.legalMoves(s, v)));
      expect(JSON.stringify(game.actors(t))).toBe(JSON.stringify(game.actors(s)));
      // A submission by another actor that does not end the phase reads the same whatever it was.
      for (const actor of game.actors(s)) {
        if (actor === v) continue;
        const ms = game.legalMoves(s, actor);
        const mt = game.legalMoves(t, actor);
        const a = ms[r.int(ms.length)]!;
        const b = mt[r.int(mt.length)]!;
        const sa = applyOk(s, actor, a);
        const tb = applyOk(t, actor, b);
        if (sa.phase !== s.phase || sa.turn !== s.turn) continue; // the phase was revealed
        describedPending++;
        expect(game.describe(t, actor, b, tb, v)).toBe(game.describe(s, actor, a, sa, v));
        expect(JSON.stringify(game.view(tb, v))).toBe(JSON.stringify(game.view(sa, v)));
      }
      // The viewer's own move reads the same to them whatever the others hold or chose.
      if (v !== null && game.actors(s).includes(v)) {
        const m = game.legalMoves(s, v)[0]!;
        const sa = applyOk(s, v, m);
        const tb = applyOk(t, v, m);
        if (sa.phase === s.phase && sa.turn === s.turn) {
          expect(game.describe(t, v, m, tb, v)).toBe(game.describe(s, v, m, sa, v));
          expect(JSON.stringify(game.view(tb, v))).toBe(JSON.stringify(game.view(sa, v)));
        }
      }
    });
    console.log(`no-leak: ${compared} perturbed (position, viewer) pairs, ${describedPending} pending describe lines compared`);
    expect(compared).toBeGreaterThan(POSITIONS);
    expect(describedPending).toBeGreaterThan(100);
  });

  it("SP-5 (corrected): deals that differ only in other hands, even in who has a choice or has decided, look the same", () => {
    let choiceDiffers = 0;
    const compared = eachTwin({ seed: "noleak-choices", prefix: "choices" }, perturbChoices, (s, t, v) => {
      if (JSON.stringify(game.actors(t)) !== JSON.stringify(game.actors(s))) choiceDiffers++;
      expect(JSON.stringify(game.view(t, v))).toBe(JSON.stringify(game.view(s, v)));
      expect(visibleActors(game, t, v)).toEqual(visibleActors(game, s, v));
      if (v !== null) expect(JSON.stringify(game.legalMoves(t, v))).toBe(JSON.stringify(game.legalMoves(s, v)));
    });
    expect(compared).toBeGreaterThan(POSITIONS);
    expect(choiceDiffers).toBeGreaterThan(POSITIONS / 4); // the twins do differ in who must decide
  });

  it("a pending decision changes nothing others can see, not even sizes", () => {
    const s = randomPosition(6, "pending-size", 0);
    const actors = game.actors(s);
    expect(actors.length).toBeGreaterThan(1);
    const actor = actors[0]!;
    const observer = actors[1]!;
    const views = game.legalMoves(s, actor).map((m) => JSON.stringify(game.view(applyOk(s, actor, m), observer)));
    expect(new Set(views).size).toBe(1);
    const lines = game.legalMoves(s, actor).map((m) => game.describe(s, actor, m, applyOk(s, actor, m), null));
    expect(new Set(lines).size).toBe(1);
  });

  it("a sealed decision (Game.seals, SP-5 in aggregate) leaves every other viewer's view byte-identical to before it", () => {
    // Not only "the same whatever was decided" (above): the same as if nobody had decided, so that
    // nothing counts decisions (a copy's key order and its pruning of old turns found two such leaks).
    const r = new Rng(seedRng("sealed-before-after"));
    let sealed = 0;
    for (let i = 0; i < POSITIONS; i++) {
      const players = 2 + (i % 5);
      const s = randomPosition(players, `sealed-${i}`, r.int(16 * 4 * players));
      for (const actor of game.actors(s)) {
        const legal = game.legalMoves(s, actor);
        const after = applyOk(s, actor, legal[r.int(legal.length)]!);
        if (!game.seals!(s, after, actor)) continue;
        sealed++;
        for (const v of [null, ...Array.from({ length: players }, (_, k) => k)]) {
          if (v === actor) continue;
          expect(JSON.stringify(game.view(after, v)), `position ${i}, seat ${actor} sealed, viewer ${v}`).toBe(JSON.stringify(game.view(s, v)));
          expect(visibleActors(game, after, v)).toEqual(visibleActors(game, s, v));
          if (v !== null) expect(JSON.stringify(game.legalMoves(after, v))).toBe(JSON.stringify(game.legalMoves(s, v)));
        }
      }
    }
    expect(sealed).toBeGreaterThan(POSITIONS / 2);
  });

  it("the view never carries the rng state or seed, even after the end", () => {
    let s = randomPosition(3, "rng-end", 10_000);
    expect(game.outcome(s)).not.toBeNull();
    const text = JSON.stringify(game.view(s, null));
    expect(text).not.toContain("rng");
    expect(text).not.toContain(String(s.rng[0]));
    s = randomPosition(3, "rng-mid", 5);
    expect(JSON.stringify(game.view(s, 0))).not.toContain(String(s.rng[0]));
  });
});
