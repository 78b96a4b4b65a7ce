/** Sleep en français : la page des règles et ce que fait chaque type de carte (mêmes sections et ancres que ../sleep.ts). */
import { movesByEmail } from "../email";
import type { Rulebook } from "../types";
import { CARD_TYPES_FR } from "./boardTexts";
export { CARD_TYPES_FR } from "./boardTexts";

const COUNTS: Record<string, string> = { F: "6 cartes", S: "21 cartes", R: "10 cartes", W: "14 cartes", Z: "2 cartes : Télé, Radio" };

export const RULEBOOK: Rulebook = {
  game: "sleep",
  name: "Sleep",
  players: "2 à 6 joueurs",
  intro: "Qui passera la meilleure nuit ? Plongez dans le sommeil profond, rêvez, et réveillez vos rivaux à coups de réveille-matin et de ronflements, le temps d’une nuit de seize tours d’une demi-heure.",
  sections: [
    {
      id: "goal",
      heading: "But du jeu",
      text: ["Avoir le plus de jetons de sommeil quand la nuit est finie (après le tour 16, à 5 h 30). Les ex æquo en tête se partagent la victoire."],
    },
    {
      id: "set-up",
      heading: "Mise en place",
      text: [
        "Chaque joueur a une piste de sommeil de cinq stades : 0 (éveillé), 1, 2, 3 et 4 (sommeil profond). Tout le monde commence éveillé, au stade 0, sans jeton et avec 2 cartes en main.",
        "La pioche compte 53 cartes. Le premier joueur change à chaque tour ; cela ne sert qu’à départager qui réveille qui.",
      ],
    },
    {
      id: "turn",
      heading: "Un tour",
      text: ["Chaque tour est une demi-heure de la nuit (le tour 1 commence à 22 h) et compte six phases :"],
      points: [
        "Pioche : chacun pioche 2 cartes. Quand la pioche est vide, la défausse est mélangée pour en former une nouvelle.",
        "Sommeil : jouez jusqu’à 2 cartes de sommeil (Endormissement, Sommeil, ou Télé/Radio comme Endormissement), dans l’ordre de votre choix ; chacune doit être jouable au stade atteint avec la précédente.",
        "Réveil : jouez au plus 1 carte Réveil (ou Télé/Radio comme Réveil) sur un adversaire au stade 1 ou plus profond : il remonte d’un stade. Un joueur ne peut être réveillé qu’une fois par tour : si plusieurs joueurs visent le même, seule compte la carte du premier dans l’ordre du tour, et les autres retournent dans la main de leur propriétaire.",
        "Sommeil paradoxal : au stade 2 ou plus profond, vous pouvez jouer 1 carte Sommeil paradoxal sur vous (retour au stade 1, avec un bonus de 6 jetons) ou sur un adversaire au stade 2 ou plus profond (il passe au stade 1 sans bonus ; vous n’y gagnez rien).",
        "Décompte : chacun gagne autant de jetons que le numéro de son stade, plus 6 s’il a joué ce tour-ci une carte Sommeil paradoxal sur lui-même.",
        "Fin : gardez au plus 3 cartes ; si vous en avez davantage, choisissez celles que vous défaussez.",
      ],
    },
    {
      id: "same-time",
      heading: "Jouer en même temps",
      text: [
        "Pendant les phases de sommeil, de réveil, de sommeil paradoxal et de fin, tout le monde décide en même temps, en secret ; puis toutes les décisions sont dévoilées et appliquées ensemble. Ne jouer aucune carte est toujours permis.",
        "Avoir ou non une carte jouable dépend de la main cachée de chacun : vous ne voyez donc jamais qui décide encore, seulement que la phase attend des décisions, et si vous devez décider. Qui a joué quoi s’affiche une fois la phase terminée.",
      ],
    },
    {
      id: "cards",
      heading: "Les cartes",
      entries: Object.entries(CARD_TYPES_FR).map(([code, t]) => ({ name: t.name, count: COUNTS[code], text: t.text })),
    },
    {
      id: "end",
      heading: "Fin de la partie",
      text: ["Après le tour 16, la nuit est finie. Le joueur qui a le plus de jetons gagne ; les ex æquo en tête se partagent la victoire."],
    },
    {
      id: "player-counts",
      heading: "Nombre de joueurs",
      text: ["De 2 à 6 joueurs, avec les mêmes règles. Plus on est nombreux, plus les cartes Réveil et Sommeil paradoxal ont de cibles, et plus vite la pioche est remélangée."],
    },
    movesByEmail("fr", "Chaque carte a un code court : la lettre de son type et un numéro (F Endormissement, S Sommeil, R Sommeil paradoxal, W Réveil, Z Télé ou Radio) ; l’e-mail donne les codes que vous pouvez jouer. Les joueurs sont p1, p2… dans l’ordre des places.", [
      { name: "pass", text: "Ne jouer aucune carte pendant cette phase." },
      { name: "F2+S7", text: "Phase de sommeil : deux cartes, dans l’ordre où vous les jouez (Endormissement, puis Sommeil)." },
      { name: "W11>p2", text: "Phase de réveil : cette carte Réveil sur le joueur 2." },
      { name: "R4>p1", text: "Phase de sommeil paradoxal : cette carte sur le joueur 1 (vous-même, pour le bonus, ou un adversaire)." },
      { name: "x:S1,W2", text: "Fin du tour : défaussez ces deux cartes pour revenir à 3." },
    ]),
  ],
  picture: {
    src: "/pictures/sleep-board.svg",
    alt: "Une partie de Sleep : la piste de sommeil, les jetons et le nombre de cartes en main de chaque joueur, et l’heure de la nuit",
    caption: "Chaque ligne est un joueur : le stade de son sommeil (de 0, éveillé, à 4, profond), ses jetons et ses cartes. Votre main est en dessous.",
  },
};
