/** Les mots de Sleep en français : refus, notes, journal et fin de la nuit (src/engine/words.ts). Les cartes sont données par code. */
import { list, plural } from "../intl";
import { seatFr } from "../seats.fr";
import { cardNameFr } from "./cards.fr";
import type { DecisionPhase, Phase } from "./types";

const PHASE: Record<Phase, string> = { sleep: "sommeil", wake: "réveil", rem: "sommeil paradoxal", discard: "fin (défausse)", over: "fin de la nuit" };
const inPhase = (phase: Phase) => `la phase de ${PHASE[phase]}`;
const label = (code: string) => `${cardNameFr(code)} (${code})`;
const stageWord = (n: number) => (n === 0 ? "stade 0 (éveillé)" : `stade ${n}`);
const tokens = (n: number) => `${n} ${plural("fr", n, { one: "jeton de sommeil", other: "jetons de sommeil" })}`;
const WAITING = "en attente des décisions des autres joueurs";

export const sleepNoSeat = (p: { seat: number }) => `Il n’y a pas de place ${p.seat} dans cette partie`;
export const sleepOver = () => "La nuit est finie\u202f: la partie est terminée";
export const sleepDecidedAlready = (p: { phase: Phase }) => `Vous avez déjà décidé dans ${inPhase(p.phase)}\u202f; ${WAITING}`;
export const sleepSkippedSeat = (p: { seat: string; phase: Phase }) =>
  `${seatFr(p.seat)} n’a aucune carte à jouer dans ${inPhase(p.phase)} et passe son tour\u202f; ${WAITING}`;
/** zod's complaint is English: the French names only where the move goes wrong. */
export const sleepShape = (p: { path: string | null; problem: string | null }) =>
  `Ce n’est pas un coup de Sleep${p.path === null ? "" : ` (${p.path})`}\u202f: écrivez pass, F2+S7, W11>p2, R4>p1 ou x:S1,W2`;
export const sleepOnlyOnPlayer = (p: { text: string }) =>
  `«\u202f${p.text}\u202f»\u202f: seules les cartes Réveil, Télé/Radio et Sommeil paradoxal se jouent sur un joueur`;
export const sleepNotMoveText = (p: { text: string }) =>
  `«\u202f${p.text}\u202f» n’est pas un coup de Sleep\u202f: écrivez pass, F2+S7 (cartes de sommeil), W11>p2 (réveil), R4>p1 (sommeil paradoxal) ou x:S1,W2 (défausse)`;

export const sleepNotHeld = (p: { card: string }) => `Vous n’avez pas ${label(p.card)} en main`;
const NOT_NOW = {
  sleep: "les cartes de sommeil ne se jouent pas maintenant",
  wake: "les cartes Réveil ne se jouent pas maintenant",
  rem: "les cartes Sommeil paradoxal ne se jouent pas maintenant",
  discard: "ce n’est pas le moment de défausser",
};
const HERE = {
  sleep: "(ici, vous jouez jusqu’à 2 cartes Endormissement/Sommeil, ou vous passez)",
  wake: "(ici, vous jouez 1 carte Réveil sur un adversaire, ou vous passez)",
  rem: "(ici, vous jouez 1 carte Sommeil paradoxal, ou vous passez)",
  discard: "(ici, vous choisissez les cartes à défausser)",
};
export const sleepWrongPhase = (p: { phase: DecisionPhase; tried: DecisionPhase }) =>
  `C’est ${inPhase(p.phase)}\u202f: ${NOT_NOW[p.tried]} ${HERE[p.phase]}`;
export const sleepMustDiscard = (p: { held: number; discard: number; keep: number }) =>
  `Vous avez ${p.held} cartes et devez en défausser ${p.discard} pour en garder ${p.keep}\u202f; vous ne pouvez pas passer`;
export const sleepTwice = (p: { card: string }) => `Vous ne pouvez pas jouer ${label(p.card)} deux fois`;
export const sleepNotSleepCard = (p: { card: string; type: "R" | "W" }) =>
  `${label(p.card)} est une carte ${p.type === "R" ? "Sommeil paradoxal" : "Réveil"}, pas une carte de sommeil`;
export const sleepSleepCardStage = (p: { card: string; stage: number }) =>
  `${label(p.card)} est une carte Sommeil\u202f: elle vous fait descendre d’un stade depuis le stade 0, 1, 2 ou 3, et vous seriez au ${stageWord(p.stage)}`;
export const sleepFallAsleepStage = (p: { card: string; tvRadio: boolean; stage: number }) =>
  `${label(p.card)} ${p.tvRadio ? "jouée comme Endormissement" : "est une carte Endormissement et"} ne se joue qu’au stade 0, et vous seriez au ${stageWord(p.stage)}`;
export const sleepNotWakeCard = (p: { card: string }) => `${label(p.card)} n’est pas une carte Réveil (ni Télé/Radio)`;
export const sleepWakeSelf = () => "Une carte Réveil se joue sur un adversaire, pas sur vous-même";
export const sleepNoSuchSeat = (p: { seat: string }) => `Il n’y a pas de ${seatFr(p.seat)} dans cette partie`;
export const sleepWakeAwake = (p: { seat: string }) =>
  `${seatFr(p.seat)} est au stade 0 (éveillé)\u202f: une carte Réveil demande un adversaire au stade 1 ou plus profond`;
export const sleepNotRemCard = (p: { card: string }) => `${label(p.card)} n’est pas une carte Sommeil paradoxal`;
export const sleepRemShallow = (p: { stage: number }) =>
  `Vous êtes au ${stageWord(p.stage)}\u202f: une carte Sommeil paradoxal demande d’être au stade 2 ou plus profond`;
export const sleepRemOpponentShallow = (p: { seat: string; stage: number }) =>
  `${seatFr(p.seat)} est au ${stageWord(p.stage)}\u202f: une carte Sommeil paradoxal sur un adversaire le demande au stade 2 ou plus profond`;
export const sleepDiscardOnce = () => "Nommez une seule fois chaque carte à défausser";
export const sleepDiscardCount = (p: { held: number; need: number; keep: number; named: number }) =>
  `Vous avez ${p.held} cartes\u202f: défaussez-en exactement ${p.need} pour en garder ${p.keep} (vous en avez nommé ${p.named})`;

export const sleepBest = (p: { seat: string; tokens: number }) => `${seatFr(p.seat)} a le mieux dormi, avec ${tokens(p.tokens)}`;
export const sleepAllEqual = (p: { tokens: number }) => `Tout le monde a aussi bien dormi, avec ${tokens(p.tokens)} chacun`;
export const sleepShared = (p: { seats: string[]; tokens: number }) =>
  `${list("fr", p.seats.map(seatFr))} se partagent la meilleure nuit, avec ${tokens(p.tokens)} chacun`;

export const sleepSkipNow = (p: { phase: Phase }) => `Aucune carte à jouer dans ${inPhase(p.phase)}\u202f: vous passez\u202f; en attente des autres.`;
export const sleepSkippedIn = (p: { phase: Phase; turn: number; clock: string }) =>
  `Aucune carte à jouer dans ${inPhase(p.phase)} du tour ${p.turn} (${p.clock})\u202f: vous avez passé.`;

export const sleepNoCard = () => "aucune carte";
export const sleepCards = (p: { cards: string[] }) => p.cards.map(cardNameFr).join(" puis ");
export const sleepCardOn = (p: { card: string; seat: string }) => `${cardNameFr(p.card)} sur ${seatFr(p.seat)}`;
export const sleepCardOnSelf = (p: { card: string }) => `${cardNameFr(p.card)} sur soi-même`;
export const sleepDiscarded = (p: { cards: string[] }) => `défausse de ${list("fr", p.cards.map(cardNameFr))}`;
export const sleepPlayed = (p: { seat: string; move: string; returned: boolean }) =>
  `${seatFr(p.seat)}\u202f: ${p.move}${p.returned ? " (déjà touché\u202f: carte rendue)" : ""}`;
const TITLE = { sleep: "Sommeil", wake: "Réveil", rem: "Sommeil paradoxal", discard: "Défausse" };
export const sleepPhasePlays = (p: { phase: DecisionPhase; plays: string }) => `${TITLE[p.phase]}\u202f: ${p.plays}.`;
export const sleepScored = (p: { turn: number; clock: string; seats: string[]; gains: number[] }) =>
  `Décompte du tour ${p.turn} (${p.clock})\u202f: ${p.seats.map((seat, i) => `${seatFr(seat)} +${p.gains[i]}`).join(", ")}.`;
export const sleepTurnBegins = (p: { turn: number; clock: string }) => `Début du tour ${p.turn} (${p.clock}).`;
export const sleepDecidedHidden = (p: { seat: string; phase: Phase; move: string }) =>
  `${seatFr(p.seat)} a décidé dans ${inPhase(p.phase)}\u202f: ${p.move} (caché jusqu’à ce que tout le monde ait décidé).`;
export const sleepDecisionCameIn = (p: { phase: Phase }) => `Une décision est arrivée pour ${inPhase(p.phase)}.`;
export const sleepYouRevealed = (p: { seat: string; phase: Phase }) => `${seatFr(p.seat)} a décidé\u202f; ${inPhase(p.phase)} est révélée.`;
export const sleepLastRevealed = (p: { phase: Phase }) => `La dernière décision est arrivée\u202f; ${inPhase(p.phase)} est révélée.`;
export const sleepEnd = (p: { reason: string }) => `${p.reason}.`;
