/**
 * Sleep: what a seat may decide now (the legal list) and the rules that judge one decision.
 * The processing step (defineGame in ../game.ts) has checked the seat, the end and the shape.
 */
import { err, ok, type Result, type Seat } from "../game";
import { byIndex, label, typeOf } from "./cards";
import { MAX_HAND, PHASE_NAME, canSleepAt, cloneState, isWakeCard, remTargets, seatName, settle, wakeTargets } from "./rules";
import type { DecisionPhase, Move, State } from "./types";


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
            ? `${label(c)} is a Sleep card: it takes you one stage deeper from stage 0, 1, 2 or 3, and you would be at ${STAGE_WORD(st)}`
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

/**
 * The rules of one decision. The processing step (defineGame in ../game.ts) has checked that the
 * move has the schema's shape and that `seat` is still deciding in this phase.
 */
export function play(s: State, seat: Seat, m: Move): Result<State> {
  const reason = checkMove(s, seat, m);
  if (reason) return err(reason);
  const next = cloneState(s);
  next.pending[seat] = normalize(m);
  settle(next);
  return ok(next);
}

