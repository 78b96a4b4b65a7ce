/**
 * Sleep: a seat sees its own hand and decision, every hand's size, who is deciding and who has
 * decided, and the plays of this turn and the last. The sampler deals the other 53 − hand cards:
 * cards played since the discard pile was last reshuffled go to the discard pile (a Wake card
 * that hit nobody went back to its player's hand), the rest at random to the other hands, the
 * deck and the rest of the discard pile, redealt until every other seat's "deciding" matches its
 * sampled hand. Seats that have decided get a random legal decision.
 */
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { getGame } from "../../engine/registry";
import type { Move, State, TurnRecord, View } from "../../engine/sleep/rules";
import type { GameKnowledge } from "../types";

const DEAL_TRIES = 30;
const MAX_HAND = 3;

const game = () => getGame("sleep")!;

/** Cards known to lie in the discard pile, and Wake cards known to be back in a hand. */
function knownPlaces(view: View): { discard: string[]; back: Map<Seat, string[]> } {
  const discard: string[] = [];
  const back = new Map<Seat, string[]>();
  const current = view.log[view.log.length - 1];
  const records = current && current.reshuffled > 0 ? [current] : view.log;
  for (const r of records) {
    for (const p of r.phases) {
      p.plays.forEach((m, seat) => {
        if (!m) return;
        if (m.kind === "sleep" || m.kind === "discard") discard.push(...m.cards);
        else if (m.kind === "wake" && p.returned.includes(seat)) back.set(seat, [...(back.get(seat) ?? []), m.card]);
        else if (m.kind === "wake" || m.kind === "rem") discard.push(m.card);
      });
    }
  }
  return { discard, back };
}

function hasChoice(s: State, seat: Seat): boolean {
  if (s.phase === "over") return false;
  if (s.phase === "discard") return (s.hands[seat]?.length ?? 0) > MAX_HAND;
  const probe: State = { ...s, deciders: s.deciders.map(() => true), pending: s.pending.map(() => null) };
  return game().legalMoves(probe, seat).length > 1;
}

function deal(view: View, seat: Seat, rng: Rng): State {
  const own = (view.hand ?? []).map((c) => c.code);
  const { discard: played, back } = knownPlaces(view);
  const placed = new Set(own);
  const hands: string[][] = view.seats.map(() => []);
  hands[seat] = own.slice();
  // Returned Wake cards are in their players' hands unless played or discarded since.
  for (const [o, cards] of back) {
    for (const c of cards) {
      if (o === seat || placed.has(c) || played.includes(c) || hands[o]!.length >= view.seats[o]!.handSize) continue;
      hands[o]!.push(c);
      placed.add(c);
    }
  }
  const discard: string[] = [];
  for (const c of played) {
    if (placed.has(c) || discard.length >= view.discardSize) continue;
    discard.push(c);
    placed.add(c);
  }
  const rest = rng.shuffle(view.catalog.map((c) => c.code).filter((c) => !placed.has(c)));
  view.seats.forEach((sv, o) => {
    while (o !== seat && hands[o]!.length < sv.handSize) hands[o]!.push(rest.pop()!);
  });
  while (discard.length < view.discardSize) discard.push(rest.pop()!);
  const order = new Map(view.catalog.map((c, i) => [c.code, i]));
  for (const h of hands) h.sort((a, b) => order.get(a)! - order.get(b)!);
  const log: TurnRecord[] = view.log.map((r) => ({
    ...r,
    phases: r.phases.map((p) => ({ ...p, plays: p.plays.map((m) => (m ? game().formatMove(m) : null)) })),
  }));
  return {
    players: view.players,
    turn: view.turn,
    first: view.first,
    phase: view.phase,
    stages: view.seats.map((s) => s.stage),
    tokens: view.seats.map((s) => s.tokens),
    hands,
    deck: rng.shuffle(rest),
    discard: rng.shuffle(discard),
    // Only the seat's own status is in its view (SP-5); the others' follow from the dealt hands.
    deciders: view.seats.map((s) => !!s.deciding),
    pending: view.seats.map(() => null),
    log,
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
  };
}

export function sample(view: View, seat: Seat, _legal: readonly Move[], rng: Rng): State {
  // Whether another seat has a choice is hidden (SP-5) unless the view says so (at the end).
  const fits = (s: State) => view.seats.every((sv, o) => o === seat || sv.deciding === null || hasChoice(s, o) === sv.deciding);
  let s = deal(view, seat, rng);
  for (let t = 1; t < DEAL_TRIES && !fits(s); t++) s = deal(view, seat, rng);
  s.deciders = view.seats.map((sv, o) => (o === seat || sv.deciding !== null ? !!sv.deciding : hasChoice(s, o)));
  s.pending = view.seats.map((sv, o) => {
    if (o === seat) return view.yourDecision;
    if (!sv.decided) return null;
    const moves = game().legalMoves({ ...s, pending: s.pending.map(() => null) }, o);
    return moves.length ? moves[rng.int(moves.length)]! : { kind: "pass" };
  });
  return s;
}

/** Tokens so far plus what each stage would keep earning for the turns left, squashed against the best rival. */
export function evaluate(s: State, players: number): number[] {
  const left = Math.max(0, 16 - s.turn);
  const worth = s.tokens.map((t, i) => t + (s.stages[i] ?? 0) * left * 0.6);
  const scale = 4 + left * 1.5;
  return worth.map((w, i) => {
    let rival = -Infinity;
    for (let j = 0; j < players; j++) if (j !== i) rival = Math.max(rival, worth[j]!);
    return 1 / (1 + Math.exp(-(w - rival) / scale));
  });
}

export const sleepKnowledge: GameKnowledge<State, View, Move> = {
  players: (v) => v.players,
  sample,
  evaluate,
  budgets: { normal: { iterations: 25, playoutDepth: 12 }, strong: { iterations: 350, playoutDepth: 12 } },
};
