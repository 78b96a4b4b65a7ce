/**
 * Sleep (2–6 players): sixteen half-hour turns; play Fall Asleep and Sleep cards to go deeper,
 * Wake cards to pull an opponent up, REM cards for a bonus; score your stage each turn.
 * Rulings SP-1 onwards in docs/rules/sleep.md.
 *
 * The sleep, wake, REM and discard phases are simultaneous (SP-5): every seat with a real choice
 * submits one decision; decisions stay in `pending` (the cards stay in the hand, so hand sizes
 * reveal nothing) until the last one is in; then the phase resolves and every play is recorded
 * in the public log. Phases in which nobody has a choice resolve at once, inside apply/setup.
 */
import type { Outcome, Seat } from "../game";
import { Rng, seedRng, type RngState } from "../rng";
import { say } from "../words";
import { CARDS, byIndex, typeOf, type CardType } from "./cards";
import { formatMove } from "./moveText";
import type { Move, Phase, State, TurnRecord } from "./types";

export type * from "./types";

export const TURNS = 16;
export const MAX_HAND = 3;
export const MAX_STAGE = 4;

// ---------------------------------------------------------------------------------------------
// Helpers

export function clock(turn: number): string {
  const minutes = (22 * 60 + (turn - 1) * 30) % (24 * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function seatName(seat: Seat): string {
  return `Player ${seat + 1}`;
}

/** Seats in turn order from this turn's first player. */
export function turnOrder(s: Pick<State, "players" | "first">): Seat[] {
  return Array.from({ length: s.players }, (_, i) => (s.first + i) % s.players);
}

/** SP-2: can a card of this type be played as a sleep card at this stage? (Z plays as F.) */
export function canSleepAt(type: CardType, stage: number): boolean {
  if (type === "F" || type === "Z") return stage === 0;
  if (type === "S") return stage >= 0 && stage <= 3; // SP-2 (corrected): S from stage 0 too
  return false;
}

export const isWakeCard = (t: CardType) => t === "W" || t === "Z";

export function wakeTargets(s: State, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let o = 0; o < s.players; o++) if (o !== seat && (s.stages[o] ?? 0) >= 1) out.push(o);
  return out;
}

export function remTargets(s: State, seat: Seat): Seat[] {
  if ((s.stages[seat] ?? 0) < 2) return [];
  const out: Seat[] = [seat];
  for (let o = 0; o < s.players; o++) if (o !== seat && (s.stages[o] ?? 0) >= 2) out.push(o);
  return out;
}

/** SP-5: does this seat have any real play in this phase? */
export function hasChoice(s: State, seat: Seat, phase: Phase): boolean {
  const hand = s.hands[seat] ?? [];
  const stage = s.stages[seat] ?? 0;
  switch (phase) {
    case "sleep":
      return hand.some((c) => canSleepAt(typeOf(c), stage));
    case "wake":
      return hand.some((c) => isWakeCard(typeOf(c))) && wakeTargets(s, seat).length > 0;
    case "rem":
      return stage >= 2 && hand.some((c) => typeOf(c) === "R");
    case "discard":
      return hand.length > MAX_HAND;
    case "over":
      return false;
  }
}

/** In the order startTurn makes a record: a copy's bytes in a view must not tell that a decision was taken (SP-5). */
function cloneRecord(r: TurnRecord): TurnRecord {
  return {
    turn: r.turn,
    first: r.first,
    drawn: r.drawn.slice(),
    reshuffled: r.reshuffled,
    phases: r.phases.slice(),
    scored: r.scored ? r.scored.slice() : null,
    bonus: r.bonus ? r.bonus.slice() : null,
  };
}

/**
 * A copy safe to mutate: old turn records and moves are never mutated, so they are shared.
 * The copy keeps the records of this turn and the previous one only (older turns are in the
 * match's event log and its describe lines), so a state stays small whatever the player count.
 */
export function cloneState(s: State): State {
  const log: TurnRecord[] = [];
  for (const r of s.log) if (r.turn >= s.turn - 1) log.push(r);
  const last = log[log.length - 1];
  if (last) log[log.length - 1] = cloneRecord(last);
  return {
    players: s.players,
    turn: s.turn,
    first: s.first,
    phase: s.phase,
    stages: s.stages.slice(),
    tokens: s.tokens.slice(),
    hands: s.hands.map((h) => h.slice()),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    deciders: s.deciders.slice(),
    pending: s.pending.slice(),
    log,
    rng: s.rng.slice() as RngState,
  };
}

function currentRecord(s: State): TurnRecord {
  const r = s.log[s.log.length - 1];
  if (!r) throw new Error("Sleep state without a turn record");
  return r;
}

function removeCard(s: State, seat: Seat, code: string): void {
  const hand = s.hands[seat]!;
  const i = hand.indexOf(code);
  if (i < 0) throw new Error(`${seatName(seat)} does not hold ${code}`);
  hand.splice(i, 1);
  s.discard.push(code);
}

// ---------------------------------------------------------------------------------------------
// The turn machine (mutates a fresh copy)

function setPhase(s: State, phase: Phase): void {
  s.phase = phase;
  s.deciders = Array.from({ length: s.players }, (_, i) => hasChoice(s, i, phase));
  s.pending = Array.from({ length: s.players }, () => null);
}

const notate = (m: Move | null): string | null => (m ? formatMove(m) : null);

function plays(s: State): (Move | null)[] {
  return s.pending.map((m, i) => (s.deciders[i] ? m : null));
}

/** SP-4: each player draws 2, in turn order from the first player; an empty deck is refilled. */
function startTurn(s: State, turn: number): void {
  s.turn = turn;
  s.first = (turn - 1) % s.players;
  const record: TurnRecord = {
    turn,
    first: s.first,
    drawn: Array.from({ length: s.players }, () => 0),
    reshuffled: 0,
    phases: [],
    scored: null,
    bonus: null,
  };
  s.log.push(record);
  const rng = new Rng(s.rng);
  for (const seat of turnOrder(s)) {
    for (let k = 0; k < 2; k++) {
      if (s.deck.length === 0) {
        if (s.discard.length === 0) break;
        s.deck = rng.shuffle(s.discard);
        s.discard = [];
        record.reshuffled++;
      }
      s.hands[seat]!.push(s.deck.shift()!);
      record.drawn[seat]!++;
    }
    s.hands[seat]!.sort(byIndex);
  }
  s.rng = rng.state;
  setPhase(s, "sleep");
}

function resolveSleep(s: State): void {
  const p = plays(s);
  for (const seat of turnOrder(s)) {
    const m = p[seat];
    if (!m || m.kind !== "sleep") continue;
    for (const c of m.cards) {
      const t = typeOf(c);
      s.stages[seat] = t === "S" ? Math.min(MAX_STAGE, s.stages[seat]! + 1) : 1;
      removeCard(s, seat, c);
    }
  }
  currentRecord(s).phases.push({ phase: "sleep", plays: p.map(notate), stages: s.stages.slice(), returned: [] });
}

/** SP-7: one hit per target; the attacker first in turn order wins, other cards go back. */
function resolveWake(s: State): void {
  const p = plays(s);
  const hit = new Set<Seat>();
  const returned: Seat[] = [];
  for (const seat of turnOrder(s)) {
    const m = p[seat];
    if (!m || m.kind !== "wake") continue;
    if (hit.has(m.target)) {
      returned.push(seat);
      continue;
    }
    hit.add(m.target);
    removeCard(s, seat, m.card);
  }
  for (const t of hit) s.stages[t] = Math.max(0, s.stages[t]! - 1);
  currentRecord(s).phases.push({ phase: "wake", plays: p.map(notate), stages: s.stages.slice(), returned });
}

/** SP-8 and SP-9: REM cards resolve together; then everyone scores. */
function resolveRemAndScore(s: State): void {
  const p = plays(s);
  const bonus = Array.from({ length: s.players }, () => false);
  const sent = new Set<Seat>();
  for (const seat of turnOrder(s)) {
    const m = p[seat];
    if (!m || m.kind !== "rem") continue;
    removeCard(s, seat, m.card);
    sent.add(m.target);
    if (m.target === seat) bonus[seat] = true;
  }
  for (const t of sent) s.stages[t] = 1;
  const record = currentRecord(s);
  record.phases.push({ phase: "rem", plays: p.map(notate), stages: s.stages.slice(), returned: [] });
  const scored = s.stages.map((st, i) => st + (bonus[i] ? 6 : 0));
  scored.forEach((n, i) => (s.tokens[i]! += n));
  record.scored = scored;
  record.bonus = bonus;
}

function resolveDiscard(s: State): void {
  const p = plays(s);
  for (const seat of turnOrder(s)) {
    const m = p[seat];
    if (!m || m.kind !== "discard") continue;
    for (const c of m.cards) removeCard(s, seat, c);
  }
  currentRecord(s).phases.push({ phase: "discard", plays: p.map(notate), stages: s.stages.slice(), returned: [] });
}

function resolveCurrent(s: State): void {
  switch (s.phase) {
    case "sleep":
      resolveSleep(s);
      setPhase(s, "wake");
      return;
    case "wake":
      resolveWake(s);
      setPhase(s, "rem");
      return;
    case "rem":
      resolveRemAndScore(s);
      // SP-13: after the last turn's score phase the night is over (no final discard).
      if (s.turn >= TURNS) setPhase(s, "over");
      else setPhase(s, "discard");
      return;
    case "discard":
      resolveDiscard(s);
      startTurn(s, s.turn + 1);
      return;
    case "over":
      return;
  }
}

/** Resolves every phase whose deciders have all submitted (or that has no decider). */
export function settle(s: State): void {
  while (s.phase !== "over" && s.deciders.every((d, i) => !d || s.pending[i] !== null)) resolveCurrent(s);
}

// ---------------------------------------------------------------------------------------------
// Setup, view, outcome, describe

export function setup(players: number, _options: unknown, seed: string): State {
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new RangeError("Sleep is for 2 to 6 players");
  const rng = new Rng(seedRng(seed));
  const deck = rng.shuffle(CARDS.map((c) => c.code));
  const hands: string[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < 2; k++) for (let p = 0; p < players; p++) hands[p]!.push(deck.shift()!);
  hands.forEach((h) => h.sort(byIndex));
  const s: State = {
    players,
    turn: 0,
    first: 0,
    phase: "sleep",
    stages: Array.from({ length: players }, () => 0),
    tokens: Array.from({ length: players }, () => 0),
    hands,
    deck,
    discard: [],
    deciders: Array.from({ length: players }, () => false),
    pending: Array.from({ length: players }, () => null),
    log: [],
    rng: rng.state,
  };
  startTurn(s, 1);
  settle(s);
  return s;
}

export function outcome(s: State): Outcome | null {
  if (s.phase !== "over") return null;
  const best = Math.max(...s.tokens);
  const winners = s.tokens.flatMap((t, i) => (t === best ? [i] : []));
  const seats = winners.map(seatName);
  return {
    winners,
    draw: winners.length === s.players,
    reason:
      winners.length === 1
        ? say("sleepBest", { seat: seats[0]!, tokens: best })
        : winners.length === s.players
          ? say("sleepAllEqual", { tokens: best })
          : say("sleepShared", { seats, tokens: best }),
  };
}
