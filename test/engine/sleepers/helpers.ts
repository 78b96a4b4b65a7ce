/** Shared helpers for the Sleepers tests. */
import { expect } from "vitest";
import { isOk } from "../../../src/engine/game";
import { Rng, seedRng } from "../../../src/engine/rng";
import { decode, encode, formatMove, parseMove } from "../../../src/engine/sleepers/notation";
import { sleepers as game } from "../../../src/engine/sleepers";
import type { Agent, Move, State } from "../../../src/engine/sleepers/types";

export { game, encode, decode, formatMove, parseMove };
export type { Move, State };

/** A position from its one-line notation (throws on a bad line). */
export function pos(line: string): State {
  const r = decode(line);
  if (!isOk(r)) throw new Error(`bad position "${line}": ${r.error}`);
  return r.ok;
}

/** Applies moves (in move notation) for whoever is to play; throws with the reason on refusal. */
export function play(s: State, ...moves: string[]): State {
  for (const text of moves) {
    const m = parseMove(text);
    if (!isOk(m)) throw new Error(m.error);
    const r = game.apply(s, s.turn, m.ok);
    if (!isOk(r)) throw new Error(`${text}: ${r.error}`);
    s = r.ok;
  }
  return s;
}

/** The reason `apply` gives for refusing a move (fails the test when it is accepted). */
export function refusal(s: State, move: unknown, seat: number = s.turn): string {
  const r = game.apply(s, seat, move as Move);
  if (isOk(r)) throw new Error(`expected ${JSON.stringify(move)} to be refused`);
  return r.error;
}

/** Legal moves of the player to move, in notation, sorted. */
export function legal(s: State): string[] {
  return game.legalMoves(s, s.turn).map(formatMove).sort();
}

export function expectLegal(s: State, moves: string[]): void {
  expect(legal(s)).toEqual([...moves].sort());
}

/**
 * Changes everything `viewer` cannot see (SL-17, SL-18): for each player, the agents of the
 * face-down sleepers on the board the viewer may not read, the hand when it is not the viewer's,
 * the bag (contents and order) and the tiles killed face-down are dealt out again at random among
 * those same places; and the generator state is replaced. Nothing else changes.
 */
export function scramble(s: State, viewer: number | null, rng: Rng, keep: number[] = []): State {
  const t: State = JSON.parse(JSON.stringify(s));
  if (t.result) return t;
  for (const side of [0, 1] as const) {
    const pool: Agent[] = [];
    const sleeperHexes: number[] = [];
    const seeSleepers = t.options.ownerSeesSleepers && viewer === side;
    t.board.forEach((tile, h) => {
      if (tile && tile.owner === side && !tile.up && !seeSleepers && !keep.includes(h)) {
        sleeperHexes.push(h);
        pool.push(tile.agent);
      }
    });
    const handHidden = viewer !== side;
    if (handHidden) pool.push(...t.hands[side]);
    pool.push(...t.bags[side]);
    const hiddenKilled = t.killed[side].map((k, i) => (k.seen ? -1 : i)).filter((i) => i >= 0);
    for (const i of hiddenKilled) pool.push(t.killed[side][i]!.agent);
    const mixed = rng.shuffle(pool);
    let at = 0;
    for (const h of sleeperHexes) t.board[h] = { ...t.board[h]!, agent: mixed[at++]! };
    if (handHidden) {
      const n = t.hands[side].length;
      t.hands[side] = mixed.slice(at, at + n).sort((a, b) => order(a) - order(b));
      at += n;
    }
    const nb = t.bags[side].length;
    t.bags[side] = mixed.slice(at, at + nb);
    at += nb;
    for (const i of hiddenKilled) t.killed[side][i] = { agent: mixed[at++]!, seen: false };
  }
  t.rng = [rng.next(), rng.next(), rng.next(), rng.next()];
  return t;
}

const AGENT_ORDER = ["scientist", "militia", "courier", "saboteur", "police", "ringleader", "recruiter", "informant", "immigration", "doubleAgent"];
const order = (a: string) => AGENT_ORDER.indexOf(a);

/** Every player's 30 (or 26 + couriers) tiles are somewhere: board, hand, bag or killed. */
export function tileCounts(s: State): [number, number] {
  const n: [number, number] = [0, 0];
  for (const t of s.board) if (t) n[t.owner]++;
  for (const side of [0, 1] as const) n[side] += s.hands[side].length + s.bags[side].length + s.killed[side].length;
  return n;
}

/**
 * A random match by uniform random legal moves (no bias: uniform play ends on its own, see
 * docs/rules/sleepers.md). Returns the moves and every state, start included.
 */
export function randomMatch(seed: string, options: Record<string, boolean | number> = {}, limit = 600) {
  const rng = new Rng(seedRng(`moves:${seed}`));
  let s = game.setup(2, options, seed);
  const states: State[] = [s];
  const moves: Move[] = [];
  while (!s.result && moves.length < limit) {
    const ms = game.legalMoves(s, s.turn);
    const m = rng.pick(ms);
    const r = game.apply(s, s.turn, m);
    if (!isOk(r)) throw new Error(`${seed}: legal move ${formatMove(m)} refused: ${r.error}`);
    s = r.ok;
    moves.push(m);
    states.push(s);
  }
  return { moves, states, final: s };
}
