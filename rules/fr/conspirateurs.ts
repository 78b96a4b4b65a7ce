/** Conspirateurs en français : la page des règles et ce que veulent dire les cases du plateau (mêmes sections et ancres que ../conspirateurs.ts). */
import { movesByEmail } from "../email";
import type { Rulebook } from "../types";
import { MEETING_TEXT_FR, SANCTUARY_TEXT_FR } from "./boardTexts";
export { MEETING_TEXT_FR, SANCTUARY_TEXT_FR } from "./boardTexts";

export const RULEBOOK: Rulebook = {
  game: "conspirateurs",
  name: "Conspirateurs",
  players: "2 à 4 joueurs",
  intro:
    "Une réunion de conspirateurs est découverte : chacun s’enfuit pour se cacher. Placez vos conspirateurs dans le lieu de réunion secret, puis faites-les courir, pas à pas ou en sautant par-dessus les autres, jusqu’aux refuges du bord du plateau.",
  sections: [
    {
      id: "goal",
      heading: "But du jeu",
      text: ["Soyez le premier à mettre tous vos conspirateurs à l’abri dans des refuges. À 4 joueurs, les partenaires gagnent ensemble : la première équipe qui a mis à l’abri tous les conspirateurs de ses deux joueurs gagne."],
    },
    {
      id: "set-up",
      heading: "Mise en place",
      text: [
        "Le plateau compte 17 × 17 cases : colonnes A à Q de gauche à droite, rangées 1 à 17 de bas en haut. Le bloc de 9 × 5 cases au centre (de E7 à M11) est le lieu de réunion secret ; 39 cases du bord sont des refuges.",
        "Le plateau est vide au départ. Noir joue en premier, puis Blanc, puis Rouge (à 3 joueurs), ou bien Noir, Blanc, Bleu, Rouge (à 4 joueurs).",
      ],
    },
    {
      id: "drop-phase",
      heading: "Un tour : la phase de placement",
      text: ["Chacun son tour, les joueurs posent un conspirateur sur n’importe quelle case vide du lieu de réunion. Personne ne déplace de conspirateur avant que tous soient posés."],
    },
    {
      id: "move-phase",
      heading: "Un tour : la phase de déplacement",
      text: ["À votre tour, déplacez l’un de vos conspirateurs qui n’a pas commencé le tour sur un refuge, au choix :"],
      points: [
        "d’un pas, vers une case voisine vide, dans l’une des 8 directions ;",
        "d’un ou plusieurs sauts, chacun par-dessus un conspirateur adjacent (de n’importe quelle couleur, sur un refuge ou non) jusqu’à la case vide située juste derrière. Après un saut, vous pouvez sauter encore, dans n’importe quelle direction, ou vous arrêter. Personne n’est pris.",
      ],
    },
    {
      id: "more-about-moving",
      heading: "Précisions sur les déplacements",
      points: [
        "Une suite de sauts ne peut pas retomber deux fois sur la même case. Une suite qui ne peut plus continuer s’arrête d’elle-même.",
        "Un conspirateur peut se poser sur un refuge au milieu d’une suite de sauts et repartir de là : seule compte la case où il finit.",
        "Un refuge n’abrite qu’un conspirateur.",
        "Un joueur qui ne peut pas bouger passe son tour automatiquement.",
      ],
    },
    {
      id: "board",
      heading: "Le plateau",
      entries: [
        { name: "Lieu de réunion", text: MEETING_TEXT_FR },
        { name: "Refuge", count: "39, ou 40 à 3 joueurs", text: SANCTUARY_TEXT_FR },
        { name: "Conspirateurs", text: "Les pions de chaque joueur, à sa couleur : noir, blanc, rouge et bleu. 20 chacun à 2 joueurs, 14 à 3, 10 à 4." },
      ],
    },
    {
      id: "end",
      heading: "Fin de la partie",
      text: [
        "La partie s’arrête aussitôt qu’un joueur (ou, à 4 joueurs, une équipe) a tous ses conspirateurs sur des refuges : il gagne. Si plus personne ne peut bouger, la partie est nulle. Les joueurs peuvent aussi convenir d’une partie nulle.",
      ],
    },
    {
      id: "player-counts",
      heading: "Nombre de joueurs",
      points: [
        "2 joueurs : Noir et Blanc, 20 conspirateurs chacun.",
        "3 joueurs : Noir, Blanc et Rouge, 14 conspirateurs chacun. La case I1, au milieu du bord inférieur, est un refuge de plus.",
        "4 joueurs : Noir, Blanc, Bleu et Rouge, 10 conspirateurs chacun, en deux équipes : Noir et Bleu contre Blanc et Rouge. Deux partenaires ne jouent jamais l’un après l’autre.",
      ],
    },
    movesByEmail("fr", "Une case se désigne par la lettre de sa colonne (A–Q) et le numéro de sa rangée (1–17), comme sur les bords du plateau.", [
      { name: "@E7", text: "Posez un conspirateur en E7 (dans le lieu de réunion, tant qu’il en reste à poser)." },
      { name: "E7-F8", text: "Un pas de E7 à F8." },
      { name: "E7:G9", text: "Un saut de E7 jusqu’en G9, par-dessus le conspirateur en F8." },
      { name: "G9:G11, puis stop", text: "Une suite de sauts s’écrit un saut par ligne : chaque saut part de la case où le conspirateur est arrivé, et stop termine la suite (elle s’arrête d’elle-même quand plus aucun saut n’est possible)." },
    ]),
  ],
  picture: {
    src: "/pictures/conspirateurs-board.svg",
    alt: "Le plateau de Conspirateurs : le lieu de réunion au centre et les refuges tout autour du bord",
    caption: "Le lieu de réunion (teinté, E7–M11) et les refuges du bord ; à 3 joueurs, I1 est aussi un refuge.",
  },
};
