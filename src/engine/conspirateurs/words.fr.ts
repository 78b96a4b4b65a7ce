/** Les mots de Conspirateurs en français : refus, lignes du journal, raisons de la fin (src/engine/words.ts). */
import { plural } from "../intl";
import { seatFr } from "../seats.fr";

export const coNoSeat = (p: { seat: number }) => `Il n’y a pas de place ${p.seat} dans cette partie`;
export const coNotActor = (p: { turn: string; seat: string }) => `C’est à ${seatFr(p.turn)} de jouer, pas à ${seatFr(p.seat)}`;
const SHAPE = `{"kind":"drop","at":"E7"}, {"kind":"move","from":"E7","via":[],"to":"F8"}`;
export const coShape = (p: { path: string | null; problem: string }) =>
  `Ce n’est pas un coup\u202f: envoyez ${SHAPE} (un pas ou un saut) ou {"kind":"stop"} (pour finir une suite de sauts)${p.path === null ? "" : ` (en cause\u202f: ${p.path})`}`;
export const coNotMoveText = (p: { text: string }) =>
  `«\u202f${p.text}\u202f» n’est pas un coup\u202f: un placement s’écrit @E7, un pas E7-F8, un saut E7:G9 (puis G9:G11 pour le saut suivant), et stop termine une suite de sauts`;
export const coNotCell = (p: { cell: string }) => `${p.cell} n’est pas une case du plateau`;
const CELL_NAMES = { drop: "La case du placement", from: "La case de départ", to: "La case d’arrivée" };
export const coCellWanted = (p: { which: "drop" | "from" | "to" }) => `${CELL_NAMES[p.which]} doit être une case comme E7`;
export const coNotCellRange = (p: { cell: string }) => `${p.cell} n’est pas une case du plateau (colonnes A à Q, rangées 1 à 17)`;
export const coDropFirst = () => "Aucun conspirateur ne se déplace avant que tous soient placés\u202f: placez un conspirateur sur le lieu de réunion";
export const coOutsideMeeting = (p: { cell: string }) => `${p.cell} est hors du lieu de réunion (colonnes E à M, rangées 7 à 11)`;
export const coNotEmpty = (p: { cell: string }) => `${p.cell} est occupée`;
export const coNoChain = () => "Aucune suite de sauts à arrêter\u202f: déplacez un conspirateur (un pas, ou le premier saut d’une suite)";
export const coAllDropped = () => "Tous les conspirateurs sont placés\u202f: déplacez-en un";
export const coViaList = () => "via doit être une liste de cases";
export const coOneLeapAtATime = (p: { from: string; first: string }) =>
  `Une suite de sauts se joue un saut à la fois\u202f: d’abord ${p.from}:${p.first}, puis chaque saut suivant, puis stop`;
export const coMidChain = (p: { cell: string }) => `Votre conspirateur en ${p.cell} est au milieu d’une suite de sauts\u202f: sautez encore depuis ${p.cell}, ou arrêtez (stop)`;
export const coNoMan = (p: { cell: string }) => `Il n’y a pas de conspirateur en ${p.cell}`;
export const coNotYours = (p: { cell: string; you: string }) => `Le conspirateur en ${p.cell} n’est pas à vous (vous jouez ${seatFr(p.you)})`;
export const coShelteredMan = (p: { cell: string }) => `Le conspirateur en ${p.cell} est à l’abri dans un refuge et ne peut plus bouger`;
export const coStartCell = (p: { cell: string }) => `Une suite de sauts ne peut pas retomber sur sa case de départ ${p.cell}`;
export const coStepInChain = (p: { from: string; to: string }) =>
  `De ${p.from} à ${p.to}, c’est un pas\u202f: un pas est un coup entier et ne peut pas faire partie d’une suite de sauts`;
export const coNeither = (p: { from: string; to: string }) =>
  `De ${p.from} à ${p.to}, ce n’est ni un pas vers une case voisine ni un saut par-dessus un conspirateur voisin`;
export const coNothingToLeap = (p: { over: string; from: string; to: string }) =>
  `Il n’y a pas de conspirateur en ${p.over} à sauter pour aller de ${p.from} à ${p.to}`;
export const coLandTwice = (p: { cell: string }) => `Une suite de sauts ne peut pas passer deux fois par ${p.cell}`;

export const coWonTeam = (p: { a: string; b: string; men: number }) => `${seatFr(p.a)} et ${seatFr(p.b)} ont mis leurs ${p.men} conspirateurs à l’abri`;
export const coWon = (p: { who: string; men: number }) => `${seatFr(p.who)} a mis ses ${p.men} conspirateurs à l’abri`;
export const coNobodyMoves = () => "Aucun joueur ne peut jouer";

export const coDropped = (p: { who: string; at: string }) => `${seatFr(p.who)} a placé un conspirateur en ${p.at}`;
export const coMoved = (p: { who: string }) => `${seatFr(p.who)} a joué`;
const intoSanctuary = (yes: boolean) => (yes ? ", dans un refuge" : "");
export const coStepped = (p: { who: string; from: string; to: string; sheltered: boolean }) =>
  `${seatFr(p.who)} a fait un pas de ${p.from} à ${p.to}${intoSanctuary(p.sheltered)}`;
export const coLeaping = (p: { who: string; from: string; to: string; soFar: string }) =>
  `${seatFr(p.who)} a sauté de ${p.from} à ${p.to} (${p.soFar} jusqu’ici) et peut sauter encore`;
export const coLeapt = (p: { who: string; leaps: string; count: number; stopped: boolean; sheltered: boolean }) =>
  `${seatFr(p.who)} a sauté ${p.leaps} (${p.count} ${plural("fr", p.count, { one: "saut", other: "sauts" })})${p.stopped ? " et s’est arrêté" : ""}${intoSanctuary(p.sheltered)}`;
export const coLine = (p: { move: string; passed: string[]; end: string | null; draw: boolean; winners: number }) =>
  p.move +
  p.passed.map((seat) => `\u202f; ${seatFr(seat)} ne peut pas jouer et passe`).join("") +
  (p.end === null ? "" : p.draw ? `\u202f; partie nulle\u202f: ${p.end}` : `\u202f; ${p.end} et ${p.winners > 1 ? "gagnent" : "gagne"}`) +
  ".";
