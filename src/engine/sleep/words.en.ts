/** Sleep's own words in English: refusals, notes, log lines and the outcome (src/engine/words.ts). Cards are given by code. */
import { label, nameOf } from "./cards";
import type { DecisionPhase, Phase } from "./types";

/** The phases as the English texts name them. */
const PHASE_NAME: Record<Phase, string> = {
  sleep: "sleep",
  wake: "wake",
  rem: "REM",
  discard: "end (discard)",
  over: "end of the night",
};
const stageWord = (n: number) => (n === 0 ? "stage 0 (awake)" : `stage ${n}`);
const WAITING = "waiting for the other players' decisions";

export const sleepNoSeat = (p: { seat: number }) => `There is no seat ${p.seat} in this game`;
export const sleepOver = () => "The night is over: the game has ended";
export const sleepDecidedAlready = (p: { phase: Phase }) => `You have already decided in the ${PHASE_NAME[p.phase]} phase; ${WAITING}`;
export const sleepSkippedSeat = (p: { seat: string; phase: Phase }) =>
  `${p.seat} has no card to play in the ${PHASE_NAME[p.phase]} phase and is skipped; ${WAITING}`;
export const sleepShape = (p: { path: string | null; problem: string | null }) =>
  `That is not a move of Sleep (${p.path === null ? "" : `${p.path}: `}${p.problem ?? "bad shape"})`;
export const sleepOnlyOnPlayer = (p: { text: string }) => `"${p.text}": only Wake, TV/Radio and REM cards are played on a player`;
export const sleepNotMoveText = (p: { text: string }) =>
  `"${p.text}" is not a Sleep move: write pass, F2+S7 (sleep cards), W11>p2 (wake), R4>p1 (REM) or x:S1,W2 (discard)`;

export const sleepNotHeld = (p: { card: string }) => `You do not hold ${label(p.card)}`;
const NOT_NOW = { sleep: "sleep cards cannot be played now", wake: "Wake cards cannot be played now", rem: "REM cards cannot be played now", discard: "this is not the time to discard" };
const HERE = {
  sleep: "(here you play up to 2 Fall Asleep/Sleep cards, or pass)",
  wake: "(here you play 1 Wake card on an opponent, or pass)",
  rem: "(here you play 1 REM card, or pass)",
  discard: "(here you choose which cards to discard)",
};
export const sleepWrongPhase = (p: { phase: DecisionPhase; tried: DecisionPhase }) => `It is the ${PHASE_NAME[p.phase]} phase: ${NOT_NOW[p.tried]} ${HERE[p.phase]}`;
export const sleepMustDiscard = (p: { held: number; discard: number; keep: number }) =>
  `You hold ${p.held} cards and must discard ${p.discard} to keep ${p.keep}; passing is not allowed`;
export const sleepTwice = (p: { card: string }) => `You cannot play ${label(p.card)} twice`;
export const sleepNotSleepCard = (p: { card: string; type: "R" | "W" }) => `${label(p.card)} is a ${p.type === "R" ? "REM" : "Wake"} card, not a sleep card`;
export const sleepSleepCardStage = (p: { card: string; stage: number }) =>
  `${label(p.card)} is a Sleep card: it takes you one stage deeper from stage 0, 1, 2 or 3, and you would be at ${stageWord(p.stage)}`;
export const sleepFallAsleepStage = (p: { card: string; tvRadio: boolean; stage: number }) =>
  `${label(p.card)} ${p.tvRadio ? "played as Fall Asleep" : "is a Fall Asleep card and"} can only be played at stage 0, and you would be at ${stageWord(p.stage)}`;
export const sleepNotWakeCard = (p: { card: string }) => `${label(p.card)} is not a Wake card (nor TV/Radio)`;
export const sleepWakeSelf = () => "A Wake card is played on an opponent, not on yourself";
export const sleepNoSuchSeat = (p: { seat: string }) => `There is no ${p.seat} in this game`;
export const sleepWakeAwake = (p: { seat: string }) => `${p.seat} is at stage 0 (awake): a Wake card needs an opponent at stage 1 or deeper`;
export const sleepNotRemCard = (p: { card: string }) => `${label(p.card)} is not a REM card`;
export const sleepRemShallow = (p: { stage: number }) => `You are at ${stageWord(p.stage)}: a REM card needs you at stage 2 or deeper`;
export const sleepRemOpponentShallow = (p: { seat: string; stage: number }) =>
  `${p.seat} is at ${stageWord(p.stage)}: a REM card on an opponent needs them at stage 2 or deeper`;
export const sleepDiscardOnce = () => "Name each card to discard once";
export const sleepDiscardCount = (p: { held: number; need: number; keep: number; named: number }) =>
  `You hold ${p.held} cards: discard exactly ${p.need} to keep ${p.keep} (you named ${p.named})`;

export const sleepBest = (p: { seat: string; tokens: number }) => `${p.seat} slept best, with ${p.tokens} Sleep Tokens`;
export const sleepAllEqual = (p: { tokens: number }) => `Everyone slept equally well, with ${p.tokens} Sleep Tokens each`;
export const sleepShared = (p: { seats: string[]; tokens: number }) => `${p.seats.join(" and ")} share the best night, with ${p.tokens} Sleep Tokens each`;

export const sleepSkipNow = (p: { phase: Phase }) => `No card you can play in the ${PHASE_NAME[p.phase]} phase — skipped; waiting for the others.`;
export const sleepSkippedIn = (p: { phase: Phase; turn: number; clock: string }) =>
  `No card you could play in the ${PHASE_NAME[p.phase]} phase of turn ${p.turn} (${p.clock}) — skipped.`;

// The log: a move in words, a phase's plays, the turns.
export const sleepNoCard = () => "no card";
export const sleepCards = (p: { cards: string[] }) => p.cards.map(nameOf).join(" then ");
export const sleepCardOn = (p: { card: string; seat: string }) => `${nameOf(p.card)} on ${p.seat}`;
export const sleepCardOnSelf = (p: { card: string }) => `${nameOf(p.card)} on themself`;
export const sleepDiscarded = (p: { cards: string[] }) => `discarded ${p.cards.map(nameOf).join(", ")}`;
export const sleepPlayed = (p: { seat: string; move: string; returned: boolean }) => `${p.seat} ${p.move}${p.returned ? " (already hit: card returned)" : ""}`;
const TITLE = { sleep: "Sleep", wake: "Wake", rem: "REM", discard: "Discard" };
export const sleepPhasePlays = (p: { phase: DecisionPhase; plays: string }) => `${TITLE[p.phase]}: ${p.plays}.`;
export const sleepScored = (p: { turn: number; clock: string; seats: string[]; gains: number[] }) =>
  `Turn ${p.turn} (${p.clock}) scored: ${p.seats.map((seat, i) => `${seat} +${p.gains[i]}`).join(", ")}.`;
export const sleepTurnBegins = (p: { turn: number; clock: string }) => `Turn ${p.turn} (${p.clock}) begins.`;
export const sleepDecidedHidden = (p: { seat: string; phase: Phase; move: string }) =>
  `${p.seat} decided in the ${PHASE_NAME[p.phase]} phase: ${p.move} (hidden until everyone has decided).`;
export const sleepDecisionCameIn = (p: { phase: Phase }) => `A decision came in for the ${PHASE_NAME[p.phase]} phase.`;
export const sleepYouRevealed = (p: { seat: string; phase: Phase }) => `${p.seat} decided; the ${PHASE_NAME[p.phase]} phase is revealed.`;
export const sleepLastRevealed = (p: { phase: Phase }) => `The last decision is in; the ${PHASE_NAME[p.phase]} phase is revealed.`;
export const sleepEnd = (p: { reason: string }) => `${p.reason}.`;
