/**
 * Property tests: for 2, 3 and 4 players, 1,000 matches each from random seeds, played to the end
 * by the progress-biased random policy of helpers.ts (`policyMove`: uniform drops; then with
 * probability 0.9 a uniformly random move that brings a man nearer to the nearest empty
 * sanctuary, else a uniformly random (man, destination) move). Each match must end with an
 * outcome within PLY_BOUND moves (drops included; a leap chain is one move of several decisions,
 * CO-9), replay identically from its list of decisions, and round-trip through JSON at every
 * decision (the next decision is played on the re-parsed state).
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../../src/engine/rng";
import { isOk } from "../../../src/engine/game";
import { MEN, hasMove, shelteredCount } from "../../../src/engine/conspirateurs/rules";
import type { State } from "../../../src/engine/conspirateurs/rules";
import { encode, decode } from "../../../src/engine/conspirateurs/notation";
import { coDecisions, conspirateursKit } from "../helpers";
import { policyMove } from "./policy";

const { game } = conspirateursKit;

/** No match may last longer than this many moves (drops included). */
export const PLY_BOUND = 1000;
const MATCHES = 1000;

function invariants(s: State, prevSheltered: number[]): number[] {
  const sheltered: number[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const n = shelteredCount(s, seat);
    if (n < (prevSheltered[seat] ?? 0)) throw new Error(`a sheltered man left its sanctuary: ${encode(s)}`);
    sheltered.push(n);
  }
  if (!s.result && !hasMove(s, s.turn)) throw new Error(`the seat to act cannot move: ${encode(s)}`);
  return sheltered;
}

describe.each([2, 3, 4])("%i players: random matches", (players) => {
  it(`${MATCHES} matches end within ${PLY_BOUND} moves, replay identically and round-trip through JSON`, () => {
    const t0 = performance.now();
    let longest = 0, total = 0;
    const results = { draws: 0, wins: new Array<number>(players).fill(0) };
    for (let m = 0; m < MATCHES; m++) {
      const seed = `co-${players}-${m}`;
      const rng = new Rng(seedRng(`policy:${seed}`));
      let s = game.setup(players, {}, seed);
      const log: { seat: number; move: unknown }[] = [];
      let sheltered: number[] = [];
      let played = 0;
      while (!s.result) {
        if (played >= PLY_BOUND) throw new Error(`match ${seed} passed ${PLY_BOUND} moves: ${encode(s)}`);
        const seat = s.turn;
        const actors = game.actors(s);
        if (actors.length !== 1 || actors[0] !== seat) throw new Error(`actors ${actors} but ${seat} is to move`);
        const whole = policyMove(s, rng);
        for (const move of [...coDecisions(whole), { kind: "stop" } as const]) {
          if (move.kind === "stop" && !s.chain) break;
          if (game.actors(s).join() !== String(seat)) throw new Error(`actors ${game.actors(s)} during ${seat}'s move`);
          const r = game.apply(s, seat, move);
          if (!isOk(r)) throw new Error(`${seed} ${encode(s)}: ${game.formatMove(move)} of ${game.formatMove(whole)} rejected: ${r.error}`);
          log.push({ seat, move: JSON.parse(JSON.stringify(move)) });
          s = JSON.parse(JSON.stringify(r.ok)) as State; // play on from the round-tripped state
        }
        played++;
        sheltered = invariants(s, sheltered);
      }
      // every man is on the board: the drops are over and no man was lost or added
      expect(s.toDrop.every((n) => n === 0)).toBe(true);
      expect(s.board.replace(/\./g, "").length).toBe(players * MEN[players]!);
      expect(game.actors(s)).toEqual([]);
      expect(game.legalMoves(s, 0)).toEqual([]);
      const outcome = game.outcome(s)!;
      if (outcome.draw) results.draws++;
      else for (const w of outcome.winners) results.wins[w]!++;
      if (!outcome.draw) {
        const men = outcome.winners.reduce((n, w) => n + shelteredCount(s, w), 0);
        expect(men).toBe(outcome.winners.length * MEN[players]!);
      }
      // replay from the move list
      let replay = game.setup(players, {}, seed);
      for (const { seat, move } of log) {
        const r = game.apply(replay, seat, move as never);
        if (!isOk(r)) throw new Error(`replay of ${seed} failed: ${r.error}`);
        replay = r.ok;
      }
      expect(JSON.stringify(replay)).toBe(JSON.stringify(s));
      // the position notation round-trips too
      const d = decode(encode(s));
      expect(isOk(d) && encode(d.ok)).toBe(encode(s));
      longest = Math.max(longest, played);
      total += played;
    }
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `conspirateurs ${players}p: ${MATCHES} matches, mean ${(total / MATCHES).toFixed(0)} moves, longest ${longest}, ` +
        `wins by seat ${results.wins.join("/")}, draws ${results.draws}; ${(MATCHES / secs).toFixed(0)} matches/s (with checks and replay)`,
    );
    expect(longest).toBeLessThanOrEqual(PLY_BOUND);
  }, 600_000);
});
