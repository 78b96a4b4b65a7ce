/** Les mots de Sub Rosa en français : refus, journal et décompte (src/engine/words.ts). Les lieux viennent par clé, avec leur nom anglais. */
import { list, plural } from "../intl";
import { seatFr } from "../seats.fr";
import { LOCATIONS_FR, promptFr } from "./locations.fr";

const sign = (x: number) => (x > 0 ? "+1" : "−1");
const count = (w: number) => `${w} ${plural("fr", w, { one: "lieu", other: "lieux" })}`;
const score = (seats: string[], totals: number[]) => seats.map((seat, i) => `${seatFr(seat)} ${totals[i]}`).join(", ");
const seats = (names: string[]) => list("fr", names.map(seatFr));
const REMATCH = "partie nulle, une revanche départagera";

export const srNoSeat = (p: { seat: number }) => `Il n’y a pas de place ${p.seat} dans cette partie.`;
export const srOver = () => "La partie est terminée.";
export const srNotActor = (p: { turn: string; seat: string }) => `C’est à ${seatFr(p.turn)} de jouer, pas à ${seatFr(p.seat)}.`;
export const srShape = () => "Ce n’est pas un coup de Sub Rosa (attendu\u202f: play, card, loc, mod ou done).";
export const srNotMoveText = (p: { text: string }) =>
  `«\u202f${p.text}\u202f» n’est pas un coup de Sub Rosa (essayez 5B, *B, B3, @C, B3+, B3- ou done).`;

export const srLoc = (p: { key: string; name: string }) => LOCATIONS_FR[p.key]?.name ?? p.name;
export const srPrompt = (p: { prompt: string }) => promptFr(p.prompt);
export const srWhere = (p: { loc: string; prompt: string }) => `${p.loc}\u202f: ${p.prompt}`;
export const srFinishFirst = (p: { where: string }) => `Terminez d’abord le pouvoir (${p.where}).`;
export const srNotOptional = (p: { where: string }) => `Ce pouvoir n’est pas facultatif (${p.where}).`;
const KIND_WORD = { card: "une carte", loc: "un lieu", mod: "une carte +/-" } as const;
export const srChoose = (p: { what: "card" | "loc" | "mod"; where: string }) => `Choisissez ${KIND_WORD[p.what]} (${p.where}).`;
export const srNoLocation = (p: { letter: string }) => `Il n’y a pas de lieu ${p.letter}.`;
export const srNoCardAt = (p: { loc: string; pos: number }) => `Le lieu ${p.loc} n’a pas de carte n°\u00a0${p.pos}.`;
export const srNoSign = (p: { sign: number }) => `Cette carte n’a pas de ${sign(p.sign)}.`;
export const srCannotChoose = (p: { where: string }) => `Ce choix n’est pas possible (${p.where}).`;
export const srPlayFirst = () => "Jouez d’abord une carte d’influence\u202f: aucun pouvoir n’est en attente.";
export const srNoLocationOf = (p: { letter: string; count: number }) => `Il n’y a pas de lieu ${p.letter}\u202f; cette partie en a ${p.count}.`;
export const srNotInHand = (p: { face: string }) => `Vous n’avez pas de ${p.face} en main.`;

export const srNobodyHere = () => "Aucune carte ici\u202f: personne ne remporte ce lieu.";
export const srMostInfluence = (p: { seats: string[]; totals: number[]; winner: string }) =>
  `${score(p.seats, p.totals)}\u202f: ${seatFr(p.winner)} a le plus d’influence.`;
export const srTieLowest = (p: { seats: string[]; totals: number[]; tied: string[]; best: number; winner: string }) =>
  `${score(p.seats, p.totals)}\u202f: ${seats(p.tied)} sont à égalité avec ${p.best}\u202f; ${seatFr(p.winner)} a la carte la plus basse de la colonne.`;
export const srMostLocations = (p: { winner: string; won: number; of: number }) => `${seatFr(p.winner)} contrôle le plus de lieux (${p.won} sur ${p.of}).`;
export const srHandWins = (p: { tied: string[]; won: number; winner: string; top: number }) =>
  `${seats(p.tied)} contrôlent ${count(p.won)} chacun\u202f; ${seatFr(p.winner)} gagne avec la plus forte carte restée en main (${p.top}).`;
export const srBothHold = (p: { tied: string[]; won: number; holders: string[]; top: number }) =>
  `${seats(p.tied)} contrôlent ${count(p.won)} chacun et ${seats(p.holders)} ont chacun un ${p.top} en main\u202f: ${REMATCH}.`;
export const srNoHand = (p: { tied: string[]; won: number }) =>
  `${seats(p.tied)} contrôlent ${count(p.won)} chacun et n’ont plus de carte en main\u202f: ${REMATCH}.`;

export const srCard = (p: { owner: string; face: string | null; up: boolean }) =>
  p.face === null ? `la carte face cachée de ${seatFr(p.owner)}` : p.up ? `la carte ${p.face} de ${seatFr(p.owner)}` : `la carte ${p.face} face cachée de ${seatFr(p.owner)}`;
export const srAbility = (p: { key: string; name: string; text: string }) => {
  const fr = LOCATIONS_FR[p.key] ?? p;
  return `${fr.name}\u202f: ${fr.text.replace(/\.$/, "")}`;
};
const on = (loc: string) => `sur le lieu ${loc}`;
export const srPlayedStar = (p: { seat: string; loc: string; ability: string }) => `${seatFr(p.seat)} a joué une ☆ ${on(p.loc)} (${p.ability})`;
export const srPlayedFace = (p: { seat: string; face: string; loc: string }) => `${seatFr(p.seat)} a joué un ${p.face} face cachée ${on(p.loc)}`;
export const srPlayedDown = (p: { seat: string; loc: string }) => `${seatFr(p.seat)} a joué une carte face cachée ${on(p.loc)}`;
export const srMoved = (p: { card: string; from: string; to: string }) => `${p.card} a été déplacée du lieu ${p.from} vers le lieu ${p.to}`;
export const srSwapped = (p: { a: string; la: string; b: string; lb: string }) => `${p.a} (${p.la}) et ${p.b} (${p.lb}) ont échangé leurs places`;
export const srAttached = (p: { card: string; loc: string; sign: number }) => `${p.card} ${on(p.loc)} a reçu un ${sign(p.sign)}`;
export const srNoSupply = (p: { sign: number }) => `il ne reste aucune carte +/-, donc aucun ${sign(p.sign)} n’est posé`;
export const srLooked = (p: { seat: string; card: string; loc: string }) => `${seatFr(p.seat)} a regardé ${p.card} ${on(p.loc)}`;
export const srRevealed = (p: { card: string; loc: string }) => `${p.card} ${on(p.loc)} a été retournée face visible`;
export const srConcealed = (p: { owner: string; face: string | null; loc: string }) =>
  `la carte ${p.face === null ? "" : `${p.face} `}de ${seatFr(p.owner)} ${on(p.loc)} a été retournée face cachée`;
export const srRemoved = (p: { card: string; loc: string }) => `${p.card} a été retirée du lieu ${p.loc}`;
export const srFlippedMod = (p: { sign: number; card: string; loc: string }) =>
  `le ${sign(p.sign)} posé sur ${p.card} (lieu ${p.loc}) a été retourné en ${sign(-p.sign)}`;
export const srMovedMod = (p: { sign: number; from: string; lf: string; to: string; lt: string }) =>
  `un ${sign(p.sign)} est passé de ${p.from} (${p.lf}) à ${p.to} (${p.lt})`;
export const srChoseLoc = (p: { seat: string; loc: string }) => `${seatFr(p.seat)} a choisi le lieu ${p.loc}`;
export const srChoseMod = (p: { seat: string; sign: number; card: string; at: string | null }) =>
  `${seatFr(p.seat)} a choisi le ${sign(p.sign)} posé sur ${p.card}${p.at === null ? "" : ` ${on(p.at)}`}`;
export const srChoseCard = (p: { seat: string; card: string; at: string | null }) => `${seatFr(p.seat)} a choisi ${p.card}${p.at === null ? "" : ` ${on(p.at)}`}`;
export const srNothingToDo = (p: { loc: string; prompt: string }) =>
  `${p.loc}\u202f: rien à faire (aucune cible pour «\u202f${promptFr(p.prompt).replace(/ \(ou Fini\)$/, "")}\u202f»)`;
export const srEnded = (p: { seat: string; loc: string }) => `${seatFr(p.seat)} a terminé le pouvoir du lieu ${p.loc}`;
export const srMatchOver = (p: { reason: string }) => `la partie est terminée. ${p.reason}`;
export const srMoveOnly = (p: { seat: string; move: string }) => `${seatFr(p.seat)}\u202f: ${p.move}`;
export const srLine = (p: { events: string }) => p.events.charAt(0).toUpperCase() + p.events.slice(1) + (p.events.endsWith(".") ? "" : ".");
