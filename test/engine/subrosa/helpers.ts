import { isOk } from "../../../src/engine/game";
import type { Seat } from "../../../src/engine/game";
import { Rng } from "../../../src/engine/rng";
import type { RngState } from "../../../src/engine/rng";
import { decode, encode, parseMove } from "../../../src/engine/subrosa/notation";
import { subrosa } from "../../../src/engine/subrosa";
import type { Move, State } from "../../../src/engine/subrosa/types";
import { knows } from "../../../src/engine/subrosa/state";

export const G = subrosa;

/** A position from the one-line notation; throws on a bad line. */
export function pos(text: string, seed?: string): State {
  const r = decode(text, seed);
  if (!isOk(r)) throw new Error(`bad position "${text}": ${r.error}`);
  return r.ok;
}

export function mv(text: string): Move {
  const r = parseMove(text);
  if (!isOk(r)) throw new Error(r.error);
  return r.ok;
}

/** Applies moves (notation) by whoever is the actor; throws with the reason on a rejection. */
export function play(s: State, ...moves: string[]): State {
  for (const t of moves) {
    const seat = G.actors(s)[0];
    if (seat === undefined) throw new Error(`no actor for ${t} in ${encode(s)}`);
    const r = G.apply(s, seat, mv(t));
    if (!isOk(r)) throw new Error(`${t} rejected: ${r.error} in ${encode(s)}`);
    s = r.ok;
  }
  return s;
}

/** The rejection reason of a move (throws if accepted). */
export function reject(s: State, seat: Seat, move: unknown): string {
  const r = G.apply(s, seat, move as Move);
  if (isOk(r)) throw new Error(`expected a rejection of ${JSON.stringify(move)}`);
  return r.error;
}

export const legalText = (s: State, seat: Seat): string[] => G.legalMoves(s, seat).map((m) => G.formatMove(m));

/**
 * Policy for random matches: uniform over legalMoves, no bias. Every turn plays a card from a hand
 * that only shrinks, so uniform play always ends: after exactly 14 (2 players), 18 or 24 card plays,
 * plus at most 2 ability choices for each of the two ☆ of every player: see MOVE_BOUND.
 */
export const MOVE_BOUND = (players: number): number => (players === 2 ? 14 : 6 * players) + 2 * 2 * players;

export function randomMatch(players: number, seed: string, check?: (s: State, moves: { seat: Seat; move: Move }[]) => void) {
  let s = G.setup(players, {}, seed);
  let h = 0;
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
  const r = new Rng([h, h ^ 0x9e3779b9, 7, players] as RngState);
  const moves: { seat: Seat; move: Move }[] = [];
  let maxLegal = 0;
  for (;;) {
    const a = G.actors(s);
    if (a.length === 0) break;
    const seat = a[0]!;
    const legal = G.legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`actor ${seat} has no legal move in ${encode(s)}`);
    maxLegal = Math.max(maxLegal, legal.length);
    const move = r.pick(legal);
    const res = G.apply(s, seat, move);
    if (!isOk(res)) throw new Error(`legal move ${G.formatMove(move)} rejected: ${res.error} in ${encode(s)}`);
    moves.push({ seat, move });
    s = res.ok;
    check?.(s, moves);
  }
  return { state: s, moves, maxLegal };
}

/**
 * Changes everything `viewer` cannot see: the faces of other players' cards the viewer does not
 * know (face-down on the table or in hand) are permuted among that owner's unknown cards (so each
 * player still holds 2,3,4,5,6,☆,☆), and the rng state is replaced. A card never seen face-up is
 * never a ☆ (☆ are played face-up), which every player knows: so the ☆ stay where they are and
 * only the faces 2..6 move. Applied alike to several states of the same match (the same card ids),
 * judged by knowledge in `ref`.
 */
export function reshuffler(ref: State, viewer: Seat | null, r: Rng): (s: State) => State {
  const perm = new Map<number, number>(); // card id -> card id whose face it takes
  for (let o = 0; o < ref.players; o++) {
    if (o === viewer) continue;
    const unknown = ref.cards.flatMap((c, id) => (c.o === o && c.v !== "*" && !knows(ref, viewer, id) ? [id] : []));
    const shuffled = r.shuffle(unknown);
    unknown.forEach((id, i) => perm.set(id, shuffled[i]!));
  }
  const rng: RngState = [r.next(), r.next(), r.next(), r.next()];
  return (s: State) => {
    const t: State = JSON.parse(JSON.stringify(s));
    for (const [id, from] of perm) t.cards[id]!.v = s.cards[from]!.v;
    t.rng = rng;
    return t;
  };
}
