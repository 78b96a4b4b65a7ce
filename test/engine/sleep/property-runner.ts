/**
 * Random matches for every player count.
 * Policy (helpers.randomMatch): a uniformly random actor submits a uniformly random legal move.
 * No bias is needed: whatever is played, Sleep ends after 16 turns.
 * Bound: every turn has at most 4 decisions per player (sleep, wake, REM, discard) and the last
 * has no discard, so a match takes at most 16 * 4 * players moves; it always ends at turn 16.
 */
import { expect, it } from "vitest";
import { encode } from "../../../src/engine/sleep/notation";
import type { Move, State } from "../../../src/engine/sleep/rules";
import { sleepKit } from "../helpers";

const { checkInvariants, game, randomMatch } = sleepKit;

const MATCHES = Number(process.env.SLEEP_MATCHES ?? 1000);
let largestLegal = 0;

/** Replays the move list, each step from a JSON round-tripped copy of the state. */
function replay(players: number, seed: string, moves: [number, Move][]): State {
  let s = game.setup(players, {}, seed);
  for (const [seat, m] of moves) {
    const copy: State = JSON.parse(JSON.stringify(s));
    const next = game.apply(copy, seat, JSON.parse(JSON.stringify(m)));
    if ("error" in next) throw new Error(`replay refused ${JSON.stringify(m)}: ${next.error}`);
    s = next.ok;
  }
  return s;
}

/** Registers the property test for one player count (used by properties.*.test.ts). */
export function matchesProperty(players: number): void {
  it(`${MATCHES} random ${players}-player matches end within ${16 * 4 * players} moves, replay identically and round-trip through JSON`, () => {
    const t0 = performance.now();
    let totalMoves = 0;
    for (let i = 0; i < MATCHES; i++) {
      const seed = `prop-${players}-${i}`;
      let lastTokens = Array(players).fill(0) as number[];
      const { moves, final, maxLegal } = randomMatch(players, seed, (s) => {
        checkInvariants(s);
        s.tokens.forEach((t, k) => {
          if (t < lastTokens[k]!) throw new Error("tokens went down");
        });
        lastTokens = s.tokens;
      });
      largestLegal = Math.max(largestLegal, maxLegal);
      totalMoves += moves.length;
      const o = game.outcome(final);
      expect(o).not.toBeNull();
      expect(final.turn).toBe(16);
      expect(final.log[final.log.length - 1]!.turn).toBe(16);
      expect(final.log[final.log.length - 1]!.scored).not.toBeNull();
      expect(moves.length).toBeLessThanOrEqual(16 * 4 * players);
      const best = Math.max(...final.tokens);
      expect(o!.winners).toEqual(final.tokens.flatMap((t, k) => (t === best ? [k] : [])));
      const again = replay(players, seed, moves);
      expect(JSON.stringify(again)).toBe(JSON.stringify(final));
      expect(encode(again)).toBe(encode(final));
    }
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `sleep ${players}p: ${MATCHES} matches (played, checked and replayed) in ${secs.toFixed(2)} s, ` +
        `${(totalMoves / MATCHES).toFixed(1)} moves per match, largest legal list so far ${largestLegal}`,
    );
  });
}
