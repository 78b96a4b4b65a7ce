/**
 * Property tests over random matches.
 *
 * Policy: every decision is a uniformly random entry of legalMoves; no bias toward progress is
 * needed, because uniform play ends on its own (recruiting fills the board, bags run dry, and
 * activations make chains or exhaust a player). Bound: every match ends within 600 decisions (the
 * longest seen in 1,000s of matches is under 200). Sleepers has exactly one player count (2).
 */
import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import { Rng, seedRng } from "../../../src/engine/rng";
import { hexIndex } from "../../../src/engine/sleepers/board";
import { en, sleepersKit } from "../helpers";
import type { Move, State } from "../../../src/engine/sleepers/types";

const { decode, encode, formatMove, game, parseMove, randomMatch, scramble, tileCounts } = sleepersKit;

const BOUND = 600;
const MATCHES = 1000;

function optionsFor(i: number): Record<string, boolean | number> {
  if (i % 4 !== 3) return {};
  return { couriers: i % 5, ownerSeesSleepers: i % 8 === 7 };
}

describe("random matches (2 players)", () => {
  it(`${MATCHES} matches end within ${BOUND} decisions, replay identically, and survive JSON at every step`, () => {
    let largest = 0;
    let decisions = 0;
    const goals: Record<string, number> = {};
    const t0 = performance.now();
    for (let i = 0; i < MATCHES; i++) {
      const seed = `prop-${i}`;
      const options = optionsFor(i);
      const total = 26 + (typeof options.couriers === "number" ? options.couriers : 4);
      const rng = new Rng(seedRng(`moves:${seed}`));
      let s: State = game.setup(2, options, seed);
      const moves: Move[] = [];
      while (!s.result) {
        const actors = game.actors(s);
        if (actors.length !== 1 || actors[0] !== s.turn) throw new Error(`${seed}: actors should be the player to move`);
        const ms = game.legalMoves(s, s.turn);
        if (ms.length === 0) throw new Error(`${seed}: an actor without a legal move`);
        if (ms.length > largest) largest = ms.length;
        const m = rng.pick(ms);
        const r = game.apply(s, s.turn, m);
        if (!isOk(r)) throw new Error(`${seed}: legal ${formatMove(m)} refused: ${en(r.error)}`);
        s = JSON.parse(JSON.stringify(r.ok)) as State; // play on from the JSON copy
        moves.push(m);
        const [a, b] = tileCounts(s);
        if (a !== total || b !== total) throw new Error(`${seed}: tiles not conserved (${a}, ${b})`);
        if (moves.length > BOUND) throw new Error(`${seed}: no outcome within ${BOUND} decisions`);
      }
      expect(game.actors(s)).toEqual([]);
      const out = game.outcome(s);
      expect(out?.winners.length).toBe(1);
      goals[s.result.goal] = (goals[s.result.goal] ?? 0) + 1;
      decisions += moves.length;
      // Replay from the move list (without JSON copies): the same final state.
      let t = game.setup(2, options, seed);
      for (const m of moves) {
        const r = game.apply(t, t.turn, m);
        if (!isOk(r)) throw new Error(`${seed}: replay refused ${formatMove(m)}`);
        t = r.ok;
      }
      if (JSON.stringify(t) !== JSON.stringify(s)) throw new Error(`${seed}: the replay differs`);
    }
    const ms = performance.now() - t0;
    console.log(
      `sleepers: ${MATCHES} matches, ${decisions} decisions (avg ${(decisions / MATCHES).toFixed(1)}), largest legalMoves ${largest}, outcomes ${JSON.stringify(goals)}, ${ms.toFixed(0)} ms with checks`,
    );
  });

  it("notation: moves and positions round-trip", () => {
    for (let i = 0; i < 30; i++) {
      const { states } = randomMatch(`notation-${i}`, optionsFor(i));
      for (let k = 0; k < states.length; k += 2) {
        const s = states[k]!;
        const line = encode(s);
        const back = decode(line);
        if (!isOk(back)) throw new Error(`${line}: ${back.error}`);
        if (encode(back.ok) !== line) throw new Error(`${line} does not round-trip`);
        if (s.result) continue;
        const ms = game.legalMoves(s, s.turn);
        if (JSON.stringify(game.legalMoves(back.ok, back.ok.turn)) !== JSON.stringify(ms)) throw new Error(`${line}: other legal moves`);
        for (const m of ms) {
          const p = parseMove(formatMove(m));
          if (!isOk(p) || JSON.stringify(p.ok) !== JSON.stringify(m)) throw new Error(`${formatMove(m)} does not round-trip`);
        }
      }
    }
  });
});

describe("no leak", () => {
  it("changing what a viewer cannot see leaves their view, legal moves and log lines identical", () => {
    const rng = new Rng(seedRng("leak"));
    let samples = 0;
    let lines = 0;
    for (let i = 0; i < 120; i++) {
      const { states } = randomMatch(`leak-${i}`, i % 2 ? { ownerSeesSleepers: true } : {});
      for (let k = i % 4; k < states.length; k += 4) {
        const s = states[k]!;
        if (s.result) continue;
        for (const viewer of [0, 1, null]) {
          const moves = game.legalMoves(s, s.turn);
          const m = rng.pick(moves);
          // Keep the tile a move would reveal, so the comparison after the move is meaningful.
          const keep = m.kind === "activate" || m.kind === "flip" ? [hexIndex(m.hex)] : [];
          const t = scramble(s, viewer, rng, keep);
          samples++;
          const where = `${encode(s)} viewer ${viewer}`;
          if (JSON.stringify(game.view(t, viewer)) !== JSON.stringify(game.view(s, viewer))) throw new Error(`view leaks: ${where}`);
          if (viewer !== null && JSON.stringify(game.legalMoves(t, viewer)) !== JSON.stringify(game.legalMoves(s, viewer)))
            throw new Error(`legal moves leak: ${where}`);
          // The same decision in the scrambled world (a recruit of a tile the viewer cannot see may be another agent).
          let m2: Move = m;
          if (m.kind === "recruit" && viewer !== s.turn) {
            const alike = game.legalMoves(t, t.turn).filter((x) => x.kind === "recruit" && x.hex === m.hex);
            m2 = rng.pick(alike);
          }
          const a = game.apply(s, s.turn, m);
          const b = game.apply(t, t.turn, m2);
          if (!isOk(a) || !isOk(b)) throw new Error("a legal move was refused");
          if (JSON.stringify(game.view(a.ok, viewer)) !== JSON.stringify(game.view(b.ok, viewer))) continue; // the move itself revealed a difference
          lines++;
          const l1 = game.describe(s, s.turn, m, a.ok, viewer);
          const l2 = game.describe(t, t.turn, m2, b.ok, viewer);
          if (l1 !== l2) throw new Error(`log line leaks (${where}, ${formatMove(m)}): "${l1}" vs "${l2}"`);
        }
      }
    }
    expect(lines).toBeGreaterThan(samples / 3);
    console.log(`no-leak: ${samples} scrambled views, ${lines} log lines compared`);
  });

  it("after the end the view reveals everything", () => {
    const { final } = randomMatch("reveal");
    const v = game.view(final, null);
    expect(v.board.every((c) => !c.tile || c.tile.agent !== null)).toBe(true);
    expect(v.hands.every((h) => h.agents !== null && h.agents.length === h.count)).toBe(true);
    expect(v.bags.every((b) => b.agents !== null && b.agents.length === b.count)).toBe(true);
    expect(v.killed.every((k) => k.hidden === 0)).toBe(true);
    expect(v.outcome).not.toBeNull();
  });
});
