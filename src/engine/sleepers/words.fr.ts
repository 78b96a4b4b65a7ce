/** Les mots de Sleepers en français : refus, journal et fins de partie (src/engine/words.ts). Les agents sont donnés par clé. */
import { list } from "../intl";
import { seatFr } from "../seats.fr";
import { AGENTS_FR } from "./agents.fr";
import type { Agent } from "./data";
import type { SideName } from "./board";
import type { Frame } from "./types";

const name = (a: Agent) => AGENTS_FR[a].name;
const vowel = (a: Agent) => /^[AEIOUÉ]/.test(name(a));
/** « le Policier », « l’Informateur ». */
const the = (a: Agent) => (vowel(a) ? `l’${name(a)}` : `le ${name(a)}`);
const The = (a: Agent) => (vowel(a) ? `L’${name(a)}` : `Le ${name(a)}`);
/** « un Saboteur », « une Immigration ». */
const an = (a: Agent) => `${a === "immigration" ? "une" : "un"} ${name(a)}`;
/** « de Policier », « d’Informateur ». */
const of = (a: Agent) => (vowel(a) ? `d’${name(a)}` : `de ${name(a)}`);
const WIN = (winner: string, elimination: boolean) => `${seatFr(winner)} gagne${elimination ? " par élimination" : ""}.`;

export const slNotYourTurn = (p: { seat: string }) => `Ce n’est pas votre tour\u202f: c’est à ${seatFr(p.seat)} de jouer`;
/** zod's complaint is English: the French says what is wrong in its own words. */
export const slShape = (_p: { problem: string | null }) => "Ce coup n’est pas compris (sa forme n’est celle d’aucun coup de Sleepers)";
const STEP_TEXT: Record<Frame["k"] | "action", string> = {
  action: "En début de tour, vous recrutez un dormant ou vous activez l’un de vos dormants",
  turn: "Vous pouvez activer un second dormant ou vous arrêter",
  ring: `Votre ${name("ringleader")} peut activer un autre de vos dormants, ou s’arrêter`,
  police: `Votre ${name("police")} peut sauter par-dessus une tuile adverse adjacente, ou s’arrêter`,
  recruiter: `Votre ${name("recruiter")} doit poser une tuile de votre main sur un hexagone vide`,
  informant: `Votre ${name("informant")} doit retourner une tuile du plateau (lui-même compris)`,
  immigration: `Votre ${name("immigration")} peut renvoyer une autre tuile dans la main de son propriétaire, ou s’arrêter`,
  double: `Votre ${name("doubleAgent")} doit échanger sa place avec une autre tuile du plateau`,
};
export const slWrongStep = (p: { step: Frame["k"] | "action" }) => `Ce n’est pas possible maintenant. ${STEP_TEXT[p.step]}.`;
export const slNotHexOfBoard = (p: { hex: string }) =>
  `${p.hex} n’est pas un hexagone du plateau (rangées A à I, hexagones numérotés à partir de 1 dans chaque rangée)`;
export const slNoneInHand = (p: { agent: Agent }) => `Vous n’avez pas ${of(p.agent)} en main`;
export const slNotEmpty = (p: { hex: string }) => `${p.hex} n’est pas vide`;
export const slEmptyChooseSleeper = (p: { hex: string }) => `${p.hex} est vide\u202f: choisissez l’un de vos dormants`;
export const slNotYourTile = (p: { hex: string }) => `La tuile en ${p.hex} n’est pas à vous`;
export const slAlreadyActive = (p: { hex: string }) => `La tuile en ${p.hex} est déjà active\u202f: choisissez l’un de vos dormants`;
export const slNotItself = (p: { agent: Agent }) =>
  `Votre ${name(p.agent)} ne peut pas se choisir ${p.agent === "immigration" ? "elle" : "lui"}-même\u202f: choisissez une autre tuile`;
export const slEmptyChooseTile = (p: { hex: string }) => `${p.hex} est vide\u202f: choisissez une tuile du plateau`;
export const slPoliceCannotJump = (p: { at: string; to: string; options: string[] }) =>
  `Votre ${name("police")} en ${p.at} ne peut pas sauter en ${p.to}\u202f: il saute par-dessus une tuile adverse adjacente, en ligne droite, jusqu’à l’hexagone vide juste derrière` +
  (p.options.length ? ` (possible\u202f: ${list("fr", p.options)})` : "");
export const slNotAgentLetter = (p: { letter: string }) => `«\u202f${p.letter}\u202f» n’est pas une lettre d’agent (S M C X P L R I G D)`;
export const slNotHex = (p: { hex: string }) => `${p.hex} n’est pas un hexagone du plateau`;
export const slNotMoveText = (p: { text: string }) =>
  `«\u202f${p.text}\u202f» n’est pas un coup de Sleepers (exemples\u202f: P@E5, *E5, xE7, ~E6, ^E6, =E6, -)`;

const SIDE: Record<SideName, string> = { top: "haut", bottom: "bas", "upper-left": "haut gauche", "lower-right": "bas droit", "upper-right": "haut droit", "lower-left": "bas gauche" };
export const slSuccess = (p: { seat: string; a: SideName; b: SideName }) =>
  `Réussite\u202f: les agents actifs de ${seatFr(p.seat)} relient les bords ${SIDE[p.a]} et ${SIDE[p.b]}`;
export const slLiberation = (p: { seat: string; hexes: string[] }) =>
  `Libération\u202f: ${seatFr(p.seat)} a cinq ${name("scientist")}s actifs alignés (${p.hexes.join(" ")})`;
export const slMorale = (p: { seat: string; lost: number }) => `Moral\u202f: ${seatFr(p.seat)} a perdu ${p.lost} agents et est éliminé`;
export const slCapture = (p: { seat: string; hex: string }) =>
  `Capture\u202f: la tuile de ${seatFr(p.seat)} en ${p.hex} est encerclée de ${name("militia")}s actifs\u202f; ${seatFr(p.seat)} est éliminé`;
export const slWins = (p: { goal: string; winner: string; elimination: boolean; tie: boolean }) =>
  `${p.goal}. ${WIN(p.winner, p.elimination)}` + (p.tie ? " Les deux joueurs ont atteint un but en même temps\u202f; celui dont c’est le tour gagne." : "");
export const slAttrition = (p: { seat: string; other: string }) =>
  `Usure\u202f: ${seatFr(p.seat)} n’a plus de tuile en main ni de dormant sur le plateau et est éliminé. ${WIN(p.other, true)}`;

export const slTile = (p: { owner: string; agent: Agent | null; up: boolean }) =>
  p.up && p.agent ? `${the(p.agent)} de ${seatFr(p.owner)}` : p.agent ? `le dormant de ${seatFr(p.owner)} (${name(p.agent)})` : `le dormant de ${seatFr(p.owner)}`;
export const slTileAt = (p: { tile: string; hex: string }) => `${p.tile} en ${p.hex}`;
export const slRecruited = (p: { seat: string; agent: Agent | null; hex: string; byRecruiter: boolean }) => {
  const what = p.agent ? `un dormant (${name(p.agent)})` : "un dormant";
  return p.byRecruiter ? `${The("recruiter")} de ${seatFr(p.seat)} a placé ${what} en ${p.hex}` : `${seatFr(p.seat)} a recruté ${what} en ${p.hex}`;
};
const ACTIVATED = {
  first: (s: string) => `${s} a activé`,
  second: (s: string) => `${s} a activé un second dormant,`,
  ring: (s: string) => `${The("ringleader")} de ${s} a activé`,
};
export const slActivated = (p: { seat: string; by: "first" | "second" | "ring"; hex: string; agent: Agent | null; blast: string | null }) =>
  `${ACTIVATED[p.by](seatFr(p.seat))} ` +
  (p.agent === null
    ? p.hex
    : `le dormant en ${p.hex}\u202f: ${an(p.agent)}` +
      (p.agent === "saboteur" ? (p.blast === null ? ", qui a explosé seul" : `, qui a explosé avec ${p.blast}`) : ""));
export const slJumped = (p: { seat: string; from: string; victim: string; over: string; to: string }) =>
  `${The("police")} de ${seatFr(p.seat)} a sauté de ${p.from} par-dessus ${p.victim} en ${p.over} jusqu’en ${p.to}, et l’a tué`;
export const slJumpedTo = (p: { seat: string; to: string }) => `${The("police")} de ${seatFr(p.seat)} a sauté en ${p.to}`;
export const slFlipped = (p: { seat: string; hex: string }) => `${The("informant")} de ${seatFr(p.seat)} a retourné ${p.hex}`;
export const slTurnedDown = (p: { seat: string; tile: string; hex: string }) =>
  `${The("informant")} de ${seatFr(p.seat)} a retourné face cachée ${p.tile} en ${p.hex}`;
export const slTurnedUp = (p: { seat: string; owner: string; hex: string; agent: Agent }) =>
  `${The("informant")} de ${seatFr(p.seat)} a retourné face visible le dormant de ${seatFr(p.owner)} en ${p.hex}\u202f: ${an(p.agent)}`;
export const slReturned = (p: { seat: string; tile: string; hex: string; owner: string }) =>
  `${The("immigration")} de ${seatFr(p.seat)} a renvoyé ${p.tile} en ${p.hex} dans la main de ${seatFr(p.owner)}`;
export const slReturnedHex = (p: { seat: string; hex: string }) => `${The("immigration")} de ${seatFr(p.seat)} a renvoyé ${p.hex}`;
export const slSwapped = (p: { seat: string; at: string; tile: string; hex: string }) =>
  `${The("doubleAgent")} de ${seatFr(p.seat)} en ${p.at} a échangé sa place avec ${p.tile} en ${p.hex}`;
export const slSwappedHex = (p: { seat: string; hex: string }) => `${The("doubleAgent")} de ${seatFr(p.seat)} a échangé sa place avec ${p.hex}`;
export const slNoSecond = (p: { seat: string }) => `${seatFr(p.seat)} n’a pas activé de second dormant`;
export const slRingDone = (p: { seat: string }) => `${The("ringleader")} de ${seatFr(p.seat)} n’a plus activé de dormant`;
export const slPoliceStopped = (p: { seat: string; at: string }) => `${The("police")} de ${seatFr(p.seat)} s’est arrêté en ${p.at}`;
export const slImmigrationDone = (p: { seat: string }) => `${The("immigration")} de ${seatFr(p.seat)} n’a plus renvoyé de tuile`;
export const slStopped = (p: { seat: string }) => `${seatFr(p.seat)} s’est arrêté`;
export const slToPlay = (p: { seat: string }) => `À ${seatFr(p.seat)} de jouer.`;
export const slLine = (p: { move: string; then: string | null }) => `${p.move}.${p.then === null ? "" : ` ${p.then}`}`;
