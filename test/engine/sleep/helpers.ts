import { expect } from "vitest";
import { Rng, seedRng } from "../../../src/engine/rng";
import { CARDS, indexOf } from "../../../src/engine/sleep/cards";
import { decode, encode, parseMove } from "../../../src/engine/sleep/notation";
import { sleep } from "../../../src/engine/sleep";
import { hasChoice, type Move, type State } from "../../../src/engine/sleep/rules";

export const game = sleep;

/** A position from its one-line notation (throws on a bad line). */
export function pos(text: string): State {
  const r = decode(text);
  if ("error" in r) throw new Error(`bad position "${text}": ${r.error}`);
  return r.ok;
}

export function mv(text: string): Move {
  const r = parseMove(text);
  if ("error" in r) throw new Error(r.error);
  return r.ok;
}

/** Applies a move written in notation; fails the test with the game's reason if it is refused. */
export function play(s: State, seat: number, text: string): State {
  const r = game.apply(s, seat, mv(text));
  if ("error" in r) throw new Error(`${text} by seat ${seat} refused: ${r.error}\n  at ${encode(s)}`);
  return r.ok;
}

/** Several submissions in order: [[seat, move], ...]. */
export function playAll(s: State, moves: [number, string][]): State {
  for (const [seat, text] of moves) s = play(s, seat, text);
  return s;
}

export function refusal(s: State, seat: number, move: unknown): string {
  const r = game.apply(s, seat, move as Move);
  if ("ok" in r) throw new Error(`expected ${JSON.stringify(move)} by seat ${seat} to be refused`);
  return r.error;
}

export const fmt = (moves: Move[]) => moves.map((m) => game.formatMove(m));

/** Every card code, in the card list's order. */
export const ALL = CARDS.map((c) => c.code);

/**
 * Random playout policy: a uniformly random seat among the actors submits a uniformly random
 * legal move. Sleep always ends after 16 turns whatever is played, so no bias toward progress is
 * needed. `onStep` sees every state (for cheap invariant checks).
 */
export function randomMatch(
  players: number,
  seed: string,
  onStep?: (s: State) => void,
): { moves: [number, Move][]; final: State; maxLegal: number } {
  const r = new Rng(seedRng(`policy:${seed}`));
  let s = game.setup(players, {}, seed);
  const moves: [number, Move][] = [];
  let maxLegal = 0;
  onStep?.(s);
  while (!game.outcome(s)) {
    const actors = game.actors(s);
    if (actors.length === 0) throw new Error(`no actor and no outcome at ${encode(s)}`);
    const seat = r.pick(actors);
    const legal = game.legalMoves(s, seat);
    if (legal.length > maxLegal) maxLegal = legal.length;
    const m = r.pick(legal);
    const next = game.apply(s, seat, m);
    if ("error" in next) throw new Error(`legal move ${JSON.stringify(m)} refused: ${next.error}`);
    moves.push([seat, m]);
    s = next.ok;
    onStep?.(s);
  }
  return { moves, final: s, maxLegal };
}

/** The position after `steps` random moves of a random match (or its end). */
export function randomPosition(players: number, seed: string, steps: number): State {
  const r = new Rng(seedRng(`pos:${seed}`));
  let s = game.setup(players, {}, seed);
  for (let i = 0; i < steps && !game.outcome(s); i++) {
    const seat = r.pick(game.actors(s));
    const next = game.apply(s, seat, r.pick(game.legalMoves(s, seat)));
    if ("error" in next) throw new Error(next.error);
    s = next.ok;
  }
  return s;
}

/** Cheap invariants: every card exactly once, stages 0..4, the actors are undecided deciders. */
export function checkInvariants(s: State): void {
  const seen = new Uint8Array(53);
  let n = 0;
  const mark = (c: string) => {
    const i = indexOf(c);
    if (i < 0 || seen[i]) throw new Error(`card ${c} unknown or twice at ${encode(s)}`);
    seen[i] = 1;
    n++;
  };
  for (const h of s.hands) h.forEach(mark);
  s.deck.forEach(mark);
  s.discard.forEach(mark);
  if (n !== 53) throw new Error(`cards not conserved at ${encode(s)}`);
  for (const st of s.stages) if (st < 0 || st > 4) throw new Error(`stage out of range at ${encode(s)}`);
  if (s.phase !== "over")
    for (let i = 0; i < s.players; i++)
      if (!!s.deciders[i] !== hasChoice(s, i, s.phase)) throw new Error(`deciders wrong at ${encode(s)}`);
}

/**
 * What `viewer` cannot see, changed: the cards it does not know (other hands and the deck) are
 * dealt again at random with the same sizes, the rng state is replaced, and every other seat's
 * pending decision is replaced by another legal one. Who has a choice in this phase is public
 * (SP-5: the others see who they are waiting for), so a redeal that changes it is retried.
 * Returns null when no acceptable redeal was found.
 */
export function perturb(s: State, viewer: number | null, r: Rng): State | null {
  for (let attempt = 0; attempt < 50; attempt++) {
    const t: State = JSON.parse(JSON.stringify(s));
    const others = t.hands.map((_, i) => i).filter((i) => i !== viewer);
    const pool = r.shuffle([...others.flatMap((i) => t.hands[i]!), ...t.deck]);
    for (const i of others) {
      const n = t.hands[i]!.length;
      t.hands[i] = pool.splice(0, n).sort((a, b) => ALL.indexOf(a) - ALL.indexOf(b));
    }
    t.deck = pool;
    t.rng = [r.next(), r.next(), r.next(), r.next()];
    if (t.phase !== "over" && t.deciders.some((d, i) => d !== hasChoice(t, i, t.phase))) continue;
    let okay = true;
    for (const i of others) {
      if (t.pending[i] === null) continue;
      t.pending[i] = null;
      const legal = game.legalMoves(t, i);
      if (!legal.length) okay = false;
      else t.pending[i] = r.pick(legal);
    }
    if (okay) return t;
  }
  return null;
}

export const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));
