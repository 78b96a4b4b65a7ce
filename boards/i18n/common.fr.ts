/**
 * Les mots communs à tous les plateaux, en français (boards/kit.ts, boards/Generic.ts) : un module à
 * part, sans les textes des règles, car l’application charge le plateau générique et le kit au départ.
 */
import { list } from "../../src/shared/i18n/format";
import { seatFr } from "../../src/engine/seats.fr";
import type { MatchEnd } from "../board";

export const rawView = "Position (vue brute)";
export const legalMoves = "Coups légaux";
export const close = "Fermer";
export const decided = "(a décidé de la partie)";
export const boardZoom = "Zoom du plateau";
export const wholeBoard = "Plateau entier";
export const zoomIn = "Zoomer";
export const pan = { left: "Voir plus à gauche", up: "Voir plus haut", down: "Voir plus bas", right: "Voir plus à droite" };
export const playerWord = "Joueur";
export const player = (k: number) => `${playerWord} ${k}`;
export const colour = (label: string) => seatFr(label);
export const you = " (vous)";
export const yourHand = "Votre main";
export const yourMoveLabel = "Votre coup :";
export const yourMoveIs = (what: string) => `Votre coup : ${what}`;
export const notSent = (what: string) => `Votre coup, pas encore envoyé : ${what}`;
export const send = "Envoyer";
export const undo = "Annuler";
export const cancel = "Annuler";
export function matchEnd(end: MatchEnd, winners: string[]): string {
  const what = end.cancelled
    ? "Annulée avant sa fin"
    : end.draw
      ? `Terminée : ${end.reason}`
      : `Terminée : ${list("fr", winners)} ${winners.length > 1 ? "ont" : "a"} gagné ; ${end.reason.replace(/\.$/, "")}`;
  return `${what}.`;
}
