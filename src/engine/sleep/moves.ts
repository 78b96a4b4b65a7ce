/**
 * Sleep: what a seat may decide now (the legal list) and the rules that judge one decision.
 * The processing step (defineGame in ../game.ts) has checked the seat, the end and the shape.
 */
import { err, ok, type Result, type Seat, type Text } from "../game";
import { say } from "../words";
import { byIndex, typeOf } from "./cards";
import { MAX_HAND, canSleepAt, cloneState, isWakeCard, remTargets, seatName, settle, wakeTargets } from "./rules";
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

/** Null when legal, else the reason. Assumes the seat is a decider that has not yet submitted. */
function checkMove(s: State, seat: Seat, m: Move): Text | null {
  const hand = s.hands[seat]!;
  const stage = s.stages[seat]!;
  const phase = s.phase as DecisionPhase;
  const notHeld = (card: string) => say("sleepNotHeld", { card });
  const wrongPhase = (tried: DecisionPhase) => say("sleepWrongPhase", { phase, tried });
  switch (m.kind) {
    case "pass":
      if (phase === "discard")
        return say("sleepMustDiscard", { held: hand.length, discard: hand.length - MAX_HAND, keep: MAX_HAND });
      return null;
    case "sleep": {
      if (phase !== "sleep") return wrongPhase("sleep");
      if (m.cards.length === 2 && m.cards[0] === m.cards[1]) return say("sleepTwice", { card: m.cards[0]! });
      let st = stage;
      for (const c of m.cards) {
        if (!hand.includes(c)) return notHeld(c);
        const t = typeOf(c);
        if (t === "R" || t === "W") return say("sleepNotSleepCard", { card: c, type: t });
        if (!canSleepAt(t, st))
          return t === "S"
            ? say("sleepSleepCardStage", { card: c, stage: st })
            : say("sleepFallAsleepStage", { card: c, tvRadio: t === "Z", stage: st });
        st = t === "S" ? st + 1 : 1;
      }
      return null;
    }
    case "wake": {
      if (phase !== "wake") return wrongPhase("wake");
      if (!hand.includes(m.card)) return notHeld(m.card);
      if (!isWakeCard(typeOf(m.card))) return say("sleepNotWakeCard", { card: m.card });
      if (m.target === seat) return say("sleepWakeSelf");
      if (m.target >= s.players) return say("sleepNoSuchSeat", { seat: seatName(m.target) });
      if (s.stages[m.target]! < 1) return say("sleepWakeAwake", { seat: seatName(m.target) });
      return null;
    }
    case "rem": {
      if (phase !== "rem") return wrongPhase("rem");
      if (!hand.includes(m.card)) return notHeld(m.card);
      if (typeOf(m.card) !== "R") return say("sleepNotRemCard", { card: m.card });
      if (stage < 2) return say("sleepRemShallow", { stage });
      if (m.target >= s.players) return say("sleepNoSuchSeat", { seat: seatName(m.target) });
      if (m.target !== seat && s.stages[m.target]! < 2) return say("sleepRemOpponentShallow", { seat: seatName(m.target), stage: s.stages[m.target]! });
      return null;
    }
    case "discard": {
      if (phase !== "discard") return wrongPhase("discard");
      const need = hand.length - MAX_HAND;
      if (new Set(m.cards).size !== m.cards.length) return say("sleepDiscardOnce");
      for (const c of m.cards) if (!hand.includes(c)) return notHeld(c);
      if (m.cards.length !== need)
        return say("sleepDiscardCount", { held: hand.length, need, keep: MAX_HAND, named: m.cards.length });
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

