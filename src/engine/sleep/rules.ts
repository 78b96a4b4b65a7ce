/**
 * Sleep (2–6 players): sixteen half-hour turns; play Fall Asleep and Sleep cards to go deeper,
 * Wake cards to pull an opponent up, REM cards for a bonus; score your stage each turn.
 * Rulings SP-1 … SP-12 (/work/shared/rules/sleep.md) and SP-13 … (docs/rules/sleep.md).
 *
 * The sleep, wake, REM and discard phases are simultaneous (SP-5): every seat with a real choice
 * submits one decision; decisions stay in `pending` (the cards stay in the hand, so hand sizes
 * reveal nothing) until the last one is in; then the phase resolves and every play is recorded
 * in the public log. Phases in which nobody has a choice resolve at once, inside apply/setup.
 */
import { z } from "zod";
import { err, ok, type Game, type Outcome, type Result, type Seat } from "../game";
import { Rng, seedRng, type RngState } from "../rng";
import { CARDS, byIndex, isCode, label, nameOf, typeOf, type CardType } from "./cards";
// notation.ts imports from this file too; its functions are only called at run time, not at load.
import { formatMove as formatMoveImpl, parseMove as parseMoveImpl } from "./notation";

export const TURNS = 16;
export const MAX_HAND = 3;
export const MAX_STAGE = 4;

export type Phase = "sleep" | "wake" | "rem" | "discard" | "over";
export type DecisionPhase = Exclude<Phase, "over">;

export type PassMove = { kind: "pass" };
export type SleepMove = { kind: "sleep"; cards: string[] };
export type WakeMove = { kind: "wake"; card: string; target: Seat };
export type RemMove = { kind: "rem"; card: string; target: Seat };
export type DiscardMove = { kind: "discard"; cards: string[] };
export type Move = PassMove | SleepMove | WakeMove | RemMove | DiscardMove;

/**
 * One resolved phase: what every seat played, in move notation ("F2+S7", "W11>p2", "pass"; null:
 * skipped, it had no choice), and the stages after it. Notation keeps the state small.
 */
export type PhaseRecord = {
  phase: DecisionPhase;
  plays: (string | null)[];
  stages: number[];
  /** Wake phase: seats whose Wake card went back to their hand (target already hit, SP-7). */
  returned: Seat[];
};

export type TurnRecord = {
  turn: number;
  first: Seat;
  /** Cards each seat drew in the draw phase (fewer than 2 only if deck and discard ran out). */
  drawn: number[];
  /** How many times the discard pile was shuffled into a new deck during the draw. */
  reshuffled: number;
  phases: PhaseRecord[];
  /** Tokens gained in the score phase (null before it), and who had the REM bonus. */
  scored: number[] | null;
  bonus: boolean[] | null;
};

export type State = {
  players: number;
  turn: number;
  first: Seat;
  phase: Phase;
  stages: number[];
  tokens: number[];
  /** Each hand in the card list's order (never in draw order). */
  hands: string[][];
  /** deck[0] is the next card drawn. */
  deck: string[];
  discard: string[];
  /** Seats with a real choice in the current phase. */
  deciders: boolean[];
  /** Submitted, not yet revealed decisions (hidden from everyone else). */
  pending: (Move | null)[];
  /** Turn records: this turn's and the previous turn's (more only just after a cascade). */
  log: TurnRecord[];
  rng: RngState;
};

/** The same records in the view, with the plays as move objects. */
export type ViewPhaseRecord = Omit<PhaseRecord, "plays"> & { plays: (Move | null)[] };
export type ViewTurnRecord = Omit<TurnRecord, "phases"> & { phases: ViewPhaseRecord[] };

export type ViewCard = { code: string; name: string; type: CardType };

export type SeatView = {
  seat: Seat;
  stage: number;
  tokens: number;
  handSize: number;
  /** Has a choice in the current phase. */
  deciding: boolean;
  /** Has already submitted it (what, stays hidden until the phase is revealed). */
  decided: boolean;
};

export type View = {
  game: "sleep";
  players: number;
  turn: number;
  turns: number;
  /** The night's clock of this turn: turn 1 = "22:00" … turn 16 = "05:30". */
  clock: string;
  first: Seat;
  phase: Phase;
  you: Seat | null;
  seats: SeatView[];
  deckSize: number;
  discardSize: number;
  /** The viewer's own hand (null for a spectator). */
  hand: ViewCard[] | null;
  /** The viewer's own submitted decision in this phase, until it is revealed. */
  yourDecision: Move | null;
  /** The resolved phases of the previous turn and this one (public). */
  log: ViewTurnRecord[];
  /** The 53 cards of the seed's list (public), to name the codes used in moves and the log. */
  catalog: ViewCard[];
  /** The Outcome, as a plain JSON type. */
  outcome: { winners: Seat[]; draw: boolean; reason: string } | null;
  /** After the match ends only: every hand, the deck and the discard pile. */
  revealed: { hands: string[][]; deck: string[]; discard: string[] } | null;
};

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

const PHASE_NAME: Record<Phase, string> = {
  sleep: "sleep",
  wake: "wake",
  rem: "REM",
  discard: "end (discard)",
  over: "end of the night",
};

/** Seats in turn order from this turn's first player. */
export function turnOrder(s: Pick<State, "players" | "first">): Seat[] {
  return Array.from({ length: s.players }, (_, i) => (s.first + i) % s.players);
}

/** SP-2: can a card of this type be played as a sleep card at this stage? (Z plays as F.) */
export function canSleepAt(type: CardType, stage: number): boolean {
  if (type === "F" || type === "Z") return stage === 0;
  if (type === "S") return stage >= 1 && stage <= 3;
  return false;
}

const isWakeCard = (t: CardType) => t === "W" || t === "Z";

function wakeTargets(s: State, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let o = 0; o < s.players; o++) if (o !== seat && (s.stages[o] ?? 0) >= 1) out.push(o);
  return out;
}

function remTargets(s: State, seat: Seat): Seat[] {
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

function cloneRecord(r: TurnRecord): TurnRecord {
  return {
    turn: r.turn,
    first: r.first,
    reshuffled: r.reshuffled,
    drawn: r.drawn.slice(),
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

const notate = (m: Move | null): string | null => (m ? formatMoveImpl(m) : null);

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
// Legal moves and validation

function sleepSequences(hand: string[], stage: number): string[][] {
  const out: string[][] = [];
  for (const a of hand) {
    const ta = typeOf(a);
    if (!canSleepAt(ta, stage)) continue;
    out.push([a]);
    const next = ta === "S" ? stage + 1 : 1;
    for (const b of hand) if (b !== a && canSleepAt(typeOf(b), next)) out.push([a, b]);
  }
  return out;
}

function combinations(items: string[], k: number): string[][] {
  const out: string[][] = [];
  const pick: string[] = [];
  const go = (from: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}

export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.phase === "over" || !s.deciders[seat] || s.pending[seat]) return [];
  const hand = s.hands[seat] ?? [];
  switch (s.phase) {
    case "sleep":
      return [{ kind: "pass" }, ...sleepSequences(hand, s.stages[seat]!).map((cards): Move => ({ kind: "sleep", cards }))];
    case "wake": {
      const out: Move[] = [{ kind: "pass" }];
      const targets = wakeTargets(s, seat);
      for (const card of hand) if (isWakeCard(typeOf(card))) for (const target of targets) out.push({ kind: "wake", card, target });
      return out;
    }
    case "rem": {
      const out: Move[] = [{ kind: "pass" }];
      const targets = remTargets(s, seat);
      for (const card of hand) if (typeOf(card) === "R") for (const target of targets) out.push({ kind: "rem", card, target });
      return out;
    }
    case "discard":
      return combinations(hand, hand.length - MAX_HAND).map((cards): Move => ({ kind: "discard", cards }));
  }
}

const codeSchema = z.string().refine(isCode, { message: "is not a card of Sleep (codes are F1–F6, S1–S21, R1–R10, W1–W14, Z1–Z2)" });
const seatSchema = z.number().int().min(0).max(5);

export const moveSchema: z.ZodType<Move> = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("pass") }),
  z.strictObject({ kind: z.literal("sleep"), cards: z.array(codeSchema).min(1).max(2) }),
  z.strictObject({ kind: z.literal("wake"), card: codeSchema, target: seatSchema }),
  z.strictObject({ kind: z.literal("rem"), card: codeSchema, target: seatSchema }),
  z.strictObject({ kind: z.literal("discard"), cards: z.array(codeSchema).min(1).max(5) }),
]);

function waitingFor(s: State): string {
  const names = s.deciders.flatMap((d, i) => (d && !s.pending[i] ? [seatName(i)] : []));
  return names.length ? `waiting for ${names.join(", ")}` : "waiting";
}

const STAGE_WORD = (n: number) => (n === 0 ? "stage 0 (awake)" : `stage ${n}`);

/** Null when legal, else the reason. Assumes the seat is a decider that has not yet submitted. */
function checkMove(s: State, seat: Seat, m: Move): string | null {
  const hand = s.hands[seat]!;
  const stage = s.stages[seat]!;
  const phase = s.phase as DecisionPhase;
  const notHeld = (c: string) => `You do not hold ${label(c)}`;
  const wrongPhase = (what: string) =>
    `It is the ${PHASE_NAME[phase]} phase: ${what} ` +
    (phase === "sleep"
      ? "(here you play up to 2 Fall Asleep/Sleep cards, or pass)"
      : phase === "wake"
        ? "(here you play 1 Wake card on an opponent, or pass)"
        : phase === "rem"
          ? "(here you play 1 REM card, or pass)"
          : "(here you choose which cards to discard)");
  switch (m.kind) {
    case "pass":
      if (phase === "discard")
        return `You hold ${hand.length} cards and must discard ${hand.length - MAX_HAND} to keep ${MAX_HAND}; passing is not allowed`;
      return null;
    case "sleep": {
      if (phase !== "sleep") return wrongPhase("sleep cards cannot be played now");
      if (m.cards.length === 2 && m.cards[0] === m.cards[1]) return `You cannot play ${label(m.cards[0]!)} twice`;
      let st = stage;
      for (const c of m.cards) {
        if (!hand.includes(c)) return notHeld(c);
        const t = typeOf(c);
        if (t === "R" || t === "W")
          return `${label(c)} is a ${t === "R" ? "REM" : "Wake"} card, not a sleep card`;
        if (!canSleepAt(t, st))
          return t === "S"
            ? `${label(c)} is a Sleep card: it takes you one stage deeper from stage 1, 2 or 3, and you would be at ${STAGE_WORD(st)}` +
                (st === 0 ? " (play a Fall Asleep card first)" : "")
            : `${label(c)} ${t === "Z" ? "played as Fall Asleep" : "is a Fall Asleep card and"} can only be played at stage 0, and you would be at ${STAGE_WORD(st)}`;
        st = t === "S" ? st + 1 : 1;
      }
      return null;
    }
    case "wake": {
      if (phase !== "wake") return wrongPhase("Wake cards cannot be played now");
      if (!hand.includes(m.card)) return notHeld(m.card);
      if (!isWakeCard(typeOf(m.card))) return `${label(m.card)} is not a Wake card (nor TV/Radio)`;
      if (m.target === seat) return "A Wake card is played on an opponent, not on yourself";
      if (m.target >= s.players) return `There is no ${seatName(m.target)} in this game`;
      if (s.stages[m.target]! < 1)
        return `${seatName(m.target)} is at stage 0 (awake): a Wake card needs an opponent at stage 1 or deeper`;
      return null;
    }
    case "rem": {
      if (phase !== "rem") return wrongPhase("REM cards cannot be played now");
      if (!hand.includes(m.card)) return notHeld(m.card);
      if (typeOf(m.card) !== "R") return `${label(m.card)} is not a REM card`;
      if (stage < 2) return `You are at ${STAGE_WORD(stage)}: a REM card needs you at stage 2 or deeper`;
      if (m.target >= s.players) return `There is no ${seatName(m.target)} in this game`;
      if (m.target !== seat && s.stages[m.target]! < 2)
        return `${seatName(m.target)} is at ${STAGE_WORD(s.stages[m.target]!)}: a REM card on an opponent needs them at stage 2 or deeper`;
      return null;
    }
    case "discard": {
      if (phase !== "discard") return wrongPhase("this is not the time to discard");
      const need = hand.length - MAX_HAND;
      if (new Set(m.cards).size !== m.cards.length) return "Name each card to discard once";
      for (const c of m.cards) if (!hand.includes(c)) return notHeld(c);
      if (m.cards.length !== need)
        return `You hold ${hand.length} cards: discard exactly ${need} to keep ${MAX_HAND} (you named ${m.cards.length})`;
      return null;
    }
  }
}

/** A fresh copy of the move in the canonical form stored in the state. */
function normalize(m: Move): Move {
  switch (m.kind) {
    case "pass":
      return { kind: "pass" };
    case "sleep":
      return { kind: "sleep", cards: m.cards.slice() };
    case "wake":
    case "rem":
      return { kind: m.kind, card: m.card, target: m.target };
    case "discard":
      return { kind: "discard", cards: m.cards.slice().sort(byIndex) };
  }
}

export function apply(s: State, seat: Seat, move: Move): Result<State> {
  const parsed = moveSchema.safeParse(move);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? `${issue.path.join(".")}: ` : "";
    return err(`That is not a move of Sleep (${where}${issue?.message ?? "bad shape"})`);
  }
  const m = parsed.data;
  if (s.phase === "over") return err("The night is over: the game has ended");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return err(`There is no seat ${seat} in this game`);
  if (!s.deciders[seat])
    return err(`${seatName(seat)} has no card to play in the ${PHASE_NAME[s.phase]} phase and is skipped; ${waitingFor(s)}`);
  if (s.pending[seat]) return err(`You have already decided in the ${PHASE_NAME[s.phase]} phase; ${waitingFor(s)}`);
  const reason = checkMove(s, seat, m);
  if (reason) return err(reason);
  const next = cloneState(s);
  next.pending[seat] = normalize(m);
  settle(next);
  return ok(next);
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
  const names = winners.map(seatName);
  return {
    winners,
    draw: winners.length === s.players,
    reason:
      winners.length === 1
        ? `${names[0]} slept best, with ${best} Sleep Tokens`
        : winners.length === s.players
          ? `Everyone slept equally well, with ${best} Sleep Tokens each`
          : `${names.join(" and ")} share the best night, with ${best} Sleep Tokens each`,
  };
}

const CATALOG: ViewCard[] = CARDS.map((c) => ({ code: c.code, name: c.name, type: c.type }));

export function view(s: State, viewer: Seat | null): View {
  const over = s.phase === "over";
  const you = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < s.players ? viewer : null;
  return {
    game: "sleep",
    players: s.players,
    turn: s.turn,
    turns: TURNS,
    clock: clock(s.turn),
    first: s.first,
    phase: s.phase,
    you,
    seats: s.stages.map((stage, seat) => ({
      seat,
      stage,
      tokens: s.tokens[seat]!,
      handSize: s.hands[seat]!.length,
      deciding: !!s.deciders[seat],
      decided: !!s.deciders[seat] && s.pending[seat] !== null,
    })),
    deckSize: s.deck.length,
    discardSize: s.discard.length,
    hand: you === null ? null : s.hands[you]!.map((code) => CATALOG.find((c) => c.code === code)!),
    yourDecision: you === null ? null : (s.pending[you] ?? null),
    log: s.log.map(expandRecord),
    catalog: CATALOG,
    outcome: outcome(s),
    revealed: over ? { hands: s.hands, deck: s.deck, discard: s.discard } : null,
  };
}

function expandPlay(p: string | null): Move | null {
  if (p === null) return null;
  const m = parseMoveImpl(p);
  if ("error" in m) throw new Error(`bad play in the log: ${p}`);
  return m.ok;
}

function expandRecord(r: TurnRecord): ViewTurnRecord {
  return { ...r, phases: r.phases.map((p) => ({ ...p, plays: p.plays.map(expandPlay) })) };
}

function cardList(codes: string[]): string {
  return codes.map(nameOf).join(" then ");
}

/** A move in words, for its owner or once revealed. */
export function moveWords(m: Move, seat: Seat): string {
  switch (m.kind) {
    case "pass":
      return "no card";
    case "sleep":
      return cardList(m.cards);
    case "wake":
      return `${nameOf(m.card)} on ${seatName(m.target)}`;
    case "rem":
      return `${nameOf(m.card)} on ${m.target === seat ? "themself" : seatName(m.target)}`;
    case "discard":
      return `discarded ${m.cards.map(nameOf).join(", ")}`;
  }
}

function phaseSummary(p: PhaseRecord): string | null {
  const parts: string[] = [];
  p.plays.forEach((text, seat) => {
    const m = expandPlay(text);
    if (!m) return;
    let w = `${seatName(seat)} ${moveWords(m, seat)}`;
    if (p.phase === "wake" && p.returned.includes(seat)) w += " (already hit: card returned)";
    parts.push(w);
  });
  if (!parts.length) return null;
  const title = p.phase === "sleep" ? "Sleep" : p.phase === "wake" ? "Wake" : p.phase === "rem" ? "REM" : "Discard";
  return `${title}: ${parts.join("; ")}.`;
}

function turnSummaries(r: TurnRecord, fromPhase: number): string[] {
  const out: string[] = [];
  for (const p of r.phases.slice(fromPhase)) {
    const line = phaseSummary(p);
    if (line) out.push(line);
    if (p.phase === "rem" && r.scored)
      out.push(`Turn ${r.turn} (${clock(r.turn)}) scored: ${r.scored.map((n, i) => `${seatName(i)} +${n}`).join(", ")}.`);
  }
  return out;
}

export function describe(before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): string {
  const who = seatName(seat);
  const phase = PHASE_NAME[before.phase];
  const resolved = after.turn !== before.turn || after.phase !== before.phase;
  if (!resolved) {
    if (viewer === seat) return `${who} decided in the ${phase} phase: ${moveWords(move, seat)} (hidden until everyone has decided).`;
    return `${who} has decided in the ${phase} phase.`;
  }
  // The last decision is in: the phase (and any that followed without a choice) is revealed.
  const parts: string[] = [`${who} decided; the ${phase} phase is revealed.`];
  // after.log holds before's turn record (cloneState keeps it) and any turn begun since.
  const first = after.log.findIndex((r) => r.turn === before.turn);
  const startPhase = before.log.find((r) => r.turn === before.turn)?.phases.length ?? 0;
  // In the order things happened: a turn begun since is announced before what happened in it.
  let begun = false;
  for (let i = Math.max(0, first); i < after.log.length; i++) {
    const r = after.log[i]!;
    if (r.turn !== before.turn) {
      parts.push(`Turn ${r.turn} (${clock(r.turn)}) begins.`);
      begun ||= r.turn === after.turn;
    }
    parts.push(...turnSummaries(r, i === first ? startPhase : 0));
  }
  const o = outcome(after);
  if (o) parts.push(o.reason + ".");
  else if (after.turn !== before.turn && !begun) parts.push(`Turn ${after.turn} (${clock(after.turn)}) begins.`);
  return parts.join(" ");
}

export const sleep: Game<State, Move, View> = {
  id: "sleep",
  name: "Sleep",
  pitch: "Who gets the best night's rest? Sixteen half-hours of Sleep, Wake and REM cards, played all at once.",
  players: { min: 2, max: 6 },
  options: {},
  moveSchema,
  setup: (players, options, seed) => setup(players, options, seed),
  actors: (s) => (s.phase === "over" ? [] : s.deciders.flatMap((d, i) => (d && !s.pending[i] ? [i] : []))),
  legalMoves,
  apply,
  view,
  outcome,
  describe,
  formatMove: (m) => formatMoveImpl(m),
  parseMove: (t) => parseMoveImpl(t),
  seatName: (seat) => seatName(seat),
};
