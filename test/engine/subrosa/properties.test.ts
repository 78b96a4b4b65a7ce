import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import type { Seat } from "../../../src/engine/game";
import { Rng } from "../../../src/engine/rng";
import { decode, encode } from "../../../src/engine/subrosa/notation";
import type { Move, State } from "../../../src/engine/subrosa/rules";
import { subrosaKit } from "../helpers";
import { textIn } from "../../../src/shared/i18n";

const { G, MOVE_BOUND, randomMatch, reshuffler } = subrosaKit;

const MATCHES = 1000;
let largestLegal = 0;

describe("random matches (uniform random legal moves; see MOVE_BOUND in helpers.ts)", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: ${MATCHES} matches end within ${MOVE_BOUND(players)} moves, replay identically, round-trip through JSON`, () => {
      const t0 = performance.now();
      for (let i = 0; i < MATCHES; i++) {
        const seed = `prop-${players}-${i}`;
        let steps = 0;
        const { state, moves, maxLegal } = randomMatch(players, seed, (s) => {
          steps++;
          // Cheap JSON and notation round-trips at every step.
          const json = JSON.stringify(s);
          const back = JSON.parse(json) as State;
          if (back.pending === undefined || back.cols.length !== s.cols.length) throw new Error("JSON round-trip lost data");
          if (steps % 3 === 0 || G.actors(s).length === 0) {
            const line = encode(s);
            const d = decode(line);
            if (!isOk(d) || encode(d.ok) !== line) throw new Error(`notation round-trip failed: ${line}`);
          }
          // Invariants: 10 +/- cards in all, every card exactly once.
          const mods = s.cols.flat().reduce((a, id) => a + s.cards[id]!.m.length, 0);
          if (mods > 10) throw new Error("more than 10 +/- cards in play");
          const seen = s.cols.flat().concat(s.hands.flat(), s.removed);
          if (seen.length !== 7 * players || new Set(seen).size !== seen.length) throw new Error("cards lost or duplicated");
          if (G.actors(s).length > 0 && G.legalMoves(s, G.actors(s)[0]!).length === 0) throw new Error("an actor without moves");
        });
        largestLegal = Math.max(largestLegal, maxLegal);
        expect(steps).toBe(moves.length);
        expect(moves.length).toBeLessThanOrEqual(MOVE_BOUND(players));
        const out = G.outcome(state);
        expect(out).not.toBeNull();
        expect(out!.winners.length).toBeGreaterThan(0);
        // Replay from the move list, stepping through JSON copies.
        let r: State = G.setup(players, {}, seed);
        for (const { seat, move } of moves) {
          const res = G.apply(JSON.parse(JSON.stringify(r)), seat, JSON.parse(JSON.stringify(move)) as Move);
          if (!isOk(res)) throw new Error(textIn("en", res.error));
          r = res.ok;
        }
        expect(JSON.stringify(r)).toBe(JSON.stringify(state));
      }
      const ms = performance.now() - t0;
      console.log(`subrosa ${players}p: ${MATCHES} checked matches in ${ms.toFixed(0)} ms; largest legalMoves so far ${largestLegal}`);
    });
  }
});

/** Random positions with the move that led to them. */
function samples(count: number): { before: State; seat: Seat; move: Move; after: State }[] {
  const out: { before: State; seat: Seat; move: Move; after: State }[] = [];
  const r = new Rng([11, 22, 33, 44]);
  for (let i = 0; out.length < count; i++) {
    const players = 2 + (i % 3);
    let s = G.setup(players, {}, `leak-${i}`);
    const stopAt = r.int(players === 2 ? 24 : 6 * players + 8);
    for (let k = 0; G.actors(s).length; k++) {
      const seat = G.actors(s)[0]!;
      const move = r.pick(G.legalMoves(s, seat));
      const res = G.apply(s, seat, move);
      if (!isOk(res)) throw new Error(textIn("en", res.error));
      if (k >= stopAt || G.actors(res.ok).length === 0) {
        out.push({ before: s, seat, move, after: res.ok });
        break;
      }
      s = res.ok;
    }
  }
  return out;
}

describe("no leak", () => {
  it("changing what a viewer cannot see (other hands, unknown face-down faces, rng) changes nothing they receive", () => {
    const r = new Rng([5, 6, 7, 8]);
    let permuted = 0;
    for (const { before, seat, move, after } of samples(300)) {
      for (const viewer of [null, ...Array.from({ length: after.players }, (_, i) => i)]) {
        for (let k = 0; k < 2; k++) {
          const f = reshuffler(after, viewer, r);
          const b2 = f(before);
          if (JSON.stringify(b2.cards) !== JSON.stringify(before.cards)) permuted++;
          // The same change applied to the position after the move (same card ids, judged by what
          // the viewer knows after it): the viewer receives exactly the same.
          const a2 = f(after);
          expect(JSON.stringify(G.view(a2, viewer))).toBe(JSON.stringify(G.view(after, viewer)));
          expect(G.describe(b2, seat, move, a2, viewer)).toBe(G.describe(before, seat, move, after, viewer));
          if (viewer !== null) expect(JSON.stringify(G.legalMoves(a2, viewer))).toBe(JSON.stringify(G.legalMoves(after, viewer)));
          expect(JSON.stringify(G.actors(a2))).toBe(JSON.stringify(G.actors(after)));
          // The same for the position before the move, judged by what the viewer knew then.
          const g = reshuffler(before, viewer, r);
          expect(JSON.stringify(G.view(g(before), viewer))).toBe(JSON.stringify(G.view(before, viewer)));
          if (viewer !== null) expect(JSON.stringify(G.legalMoves(g(before), viewer))).toBe(JSON.stringify(G.legalMoves(before, viewer)));
        }
      }
    }
    expect(permuted).toBeGreaterThan(500); // the property was really exercised
  });

  it("views never carry the rng state or the seed; a finished match reveals every card", () => {
    const { state } = randomMatch(3, "reveal");
    const v = G.view(state, null);
    expect(JSON.stringify(v)).not.toContain(String(state.rng[0]));
    expect(v.locations.flatMap((l) => l.cards).every((c) => c.face !== null)).toBe(true);
    expect(v.hands.every((h) => h.cards !== null && h.cards.length === 1)).toBe(true);
    const s = G.setup(2, {}, "secret-seed");
    for (const viewer of [null, 0, 1]) {
      const j = JSON.stringify(G.view(s, viewer));
      expect(j).not.toContain("secret-seed");
      expect(j).not.toContain(String(s.rng[0]));
    }
  });
});

describe("errors", () => {
  const s = G.setup(3, { start: "first seat" }, "errors");
  const reason = (st: State, seat: Seat, m: unknown) => {
    const r = G.apply(st, seat, m as Move);
    if (isOk(r)) throw new Error("accepted");
    return r.error;
  };
  it("out of turn", () => {
    expect(reason(s, 1, { kind: "play", card: "5", loc: 0 })).toBe("It is Red's turn, not Blue's.");
    expect(reason(s, 7, { kind: "play", card: "5", loc: 0 })).toMatch(/no seat 7/);
  });
  it("malformed", () => {
    for (const m of [null, 3, "5A", {}, { kind: "jump" }, { kind: "play", card: "7", loc: 0 }, { kind: "play", card: "5", loc: -1 }, { kind: "play", card: "5", loc: 0, extra: 1 }, { kind: "mod", loc: 0, pos: 0, sign: 2 }])
      expect(reason(s, 0, m)).toMatch(/not a Sub Rosa move/);
    expect(G.parseMove("zz")).toEqual({ error: expect.stringContaining("not a Sub Rosa move") });
  });
  it("illegal, with a reason", () => {
    expect(reason(s, 0, { kind: "play", card: "5", loc: 9 })).toMatch(/no location J/);
    expect(reason(s, 0, { kind: "card", loc: 0, pos: 0 })).toMatch(/Play an influence card first/);
    // Red has played the 5 already.
    const red5 = decodeOk("3p t0 f0 docks:05 bank: opera: crypt: h:?/?/?");
    expect(reason(red5, 0, { kind: "play", card: "5", loc: 1 })).toBe("You have no 5 in hand.");
    // During an ability: finish it first; the right kind of choice; only offered targets; done only when optional.
    const d = G.apply(decodeOk("2p t0 f0 docks:05,14 bank: opera: h:?/?"), 0, { kind: "play", card: "*", loc: 0 }) as { ok: State };
    expect(reason(d.ok, 0, { kind: "play", card: "2", loc: 1 })).toMatch(/Finish the ability first \(Docks: choose another card here to move\)/);
    expect(reason(d.ok, 0, { kind: "loc", loc: 1 })).toMatch(/Choose a card/);
    expect(reason(d.ok, 0, { kind: "card", loc: 0, pos: 2 })).toMatch(/cannot be chosen/);
    expect(reason(d.ok, 0, { kind: "card", loc: 0, pos: 5 })).toMatch(/Docks has no card 6/);
    expect(reason(d.ok, 0, { kind: "done" })).toMatch(/not optional/);
    expect(reason(d.ok, 1, { kind: "card", loc: 0, pos: 0 })).toMatch(/Red's turn/);
    const over = randomMatch(2, "over").state;
    expect(reason(over, 0, { kind: "play", card: "2", loc: 0 })).toBe("The match is over.");
    expect(G.legalMoves(over, 0)).toEqual([]);
    expect(G.actors(over)).toEqual([]);
  });
});

function decodeOk(line: string): State {
  const r = decode(line);
  if (!isOk(r)) throw new Error(textIn("en", r.error));
  return r.ok;
}
