/** Sleepers en français : la page des règles et ce que fait chaque agent (mêmes sections et ancres que ../sleepers.ts). */
import { movesByEmail } from "../email";
import { AGENTS } from "../sleepers";
import type { Agent } from "../../src/engine/sleepers/data";
import type { Rulebook } from "../types";
import { AGENTS_FR, SLEEPER_TEXT_FR } from "./boardTexts";
export { AGENTS_FR, SLEEPER_TEXT_FR } from "./boardTexts";

const agents = Object.entries(AGENTS_FR) as [Agent, { name: string; short: string; text: string }][];

export const RULEBOOK: Rulebook = {
  game: "sleepers",
  name: "Sleepers",
  players: "2 joueurs",
  intro:
    "La France occupée. Deux maîtres espions, les Blancs et les Noirs, implantent des agents secrets dans tout le pays, des dormants posés face cachée, puis les réveillent pour agir. Nul ne sait ce qu’est un dormant tant qu’il n’est pas activé, pas même le joueur qui l’a posé.",
  sections: [
    {
      id: "goal",
      heading: "But du jeu",
      text: ["Vous gagnez de l’une de ces trois façons, vérifiées après chaque changement sur le plateau, même au milieu d’un tour :"],
      points: [
        "Réussite : une chaîne de vos tuiles actives (face visible), chacune voisine de la précédente, relie deux côtés opposés du plateau : en haut et en bas, en haut à gauche et en bas à droite, ou en haut à droite et en bas à gauche. Tous les agents comptent, Coursiers compris. Un hexagone d’angle appartient à ses deux côtés.",
        "Libération : cinq de vos Scientifiques actifs se suivent en ligne droite, le long d’une rangée ou de l’une des deux diagonales d’hexagones.",
        "Élimination : votre adversaire est éliminé, par le moral (10 de ses agents tués), par la capture (chaque hexagone autour de l’une de ses tuiles, dormante ou active, porte l’un de vos Maquisards actifs ou se trouve hors du plateau) ou par l’usure (au début de son tour, il n’a plus de tuile en main ni de dormant sur le plateau).",
      ],
    },
    {
      id: "set-up",
      heading: "Mise en place",
      text: [
        "Le plateau compte 61 hexagones en rangées de A (en haut) à I (en bas) ; dans chaque rangée, les hexagones sont numérotés à partir de 1 en partant de la gauche (A1–A5, …, E1–E9, …, I1–I5).",
        "Chaque joueur a 30 tuiles, mélangées face cachée dans son propre sac, et en pioche 4 : c’est sa main. Vous seul voyez votre main. Les Blancs commencent.",
      ],
    },
    {
      id: "turn",
      heading: "Un tour",
      text: ["À votre tour, faites l’une de ces actions (sans dormant sur le plateau, vous ne pouvez que recruter) :"],
      points: [
        "Recruter : posez une tuile de votre main face cachée sur un hexagone vide. C’est désormais un dormant.",
        "Activer : choisissez l’un de vos dormants, retournez-le face visible et appliquez son pouvoir. Vous choisissez le dormant sans savoir quel agent il est, et vous faites les choix de son pouvoir une fois qu’il est révélé. Cela fait, vous pouvez activer un second dormant de la même façon, ou finir votre tour.",
      ],
    },
    {
      id: "after-your-action",
      heading: "Après votre action",
      text: [
        "Piochez dans votre sac jusqu’à avoir 4 tuiles en main (s’il en reste assez). Si vous en avez plus de 4, vous ne piochez rien et les gardez toutes.",
        "Une fois un dormant posé, personne ne peut le regarder, pas même son propriétaire. Le nombre de tuiles en main et dans le sac, et le nombre d’agents tués de chaque joueur, sont publics.",
      ],
    },
    {
      id: "agents",
      heading: "Les agents",
      text: ["Un pouvoir ne s’applique que lorsque l’agent est activé. Chaque joueur a 30 tuiles :"],
      entries: agents.map(([key, a]) => ({ name: a.name, count: `${AGENTS[key].count} par joueur`, text: a.text })),
    },
    {
      id: "killed",
      heading: "Agents tués",
      text: [
        "Un agent tué quitte le plateau et compte contre le moral de son propriétaire. Un dormant tué reste caché jusqu’à la fin de la partie. Un joueur dont 10 agents ont été tués est éliminé, quelle que soit la façon dont ils l’ont été (un Saboteur compte aussi).",
      ],
    },
    {
      id: "end",
      heading: "Fin de la partie",
      text: [
        "La partie s’arrête dès qu’un but est atteint. Si un même changement fait gagner les deux joueurs (ou les fait perdre tous les deux), le joueur dont c’est le tour gagne. La page de la partie dit quel but l’a décidée.",
      ],
    },
    {
      id: "match-page",
      heading: "Jouer sur la page de la partie",
      text: [
        "Vos tuiles sont dessinées à votre couleur : claires pour les Blancs, sombres pour les Noirs. Un dormant est un cercle au bord pointillé marqué d’un point d’interrogation. Un agent actif a un bord plein et son nom abrégé : " +
          agents.map(([, a]) => `${a.short} ${a.name}`).join(", ") +
          ". Pointez une tuile, ou touchez-la, pour lire ce qu’elle fait.",
        "Les lignes de couleur autour du plateau en sont les côtés ; les deux lignes qui portent le même numéro sont des côtés opposés, ceux qu’une chaîne doit relier.",
        "À votre tour, la ligne au-dessus du plateau dit quoi faire, et tout ce que vous pouvez choisir est entouré : pour recruter, choisissez une tuile de votre main, puis un hexagone vide ; pour activer, choisissez l’un de vos dormants. L’agent qui agit a un bord ambre. Quand un pouvoir est facultatif, un bouton sous le plateau permet d’y mettre fin.",
        "À la fin, les hexagones qui ont décidé de la partie sont dorés : la chaîne, les cinq Scientifiques, ou la tuile capturée et les Maquisards qui l’entourent.",
      ],
    },
    {
      id: "options",
      heading: "Options",
      points: [
        "Coursiers par joueur : le nombre de Coursiers dans chaque sac (avec 4, le sac compte ses 30 tuiles).",
        "Voir ses propres dormants : une partie plus indulgente, où vous pouvez regarder vos propres tuiles face cachée.",
      ],
    },
    movesByEmail(
      "fr",
      "Un hexagone se désigne par la lettre de sa rangée et son numéro (E5). Une tuile, par une lettre : S Scientifique, M Maquisard, C Coursier, X Saboteur, P Policier, L Meneur, R Recruteur, I Informateur, G Immigration, D Agent double.",
      [
        { name: "P@E5", text: "Posez un Policier de votre main face cachée en E5 (c’est un dormant : dès lors, même vous ne voyez plus quelle tuile c’est)." },
        { name: "*E5", text: "Activez votre dormant en E5 : il se retourne face visible et son pouvoir s’applique." },
        { name: "xE7", text: "Votre Policier saute en E7 par-dessus la tuile ennemie intermédiaire, et cet agent est tué." },
        { name: "~E6", text: "Votre Informateur retourne la tuile en E6." },
        { name: "^E6", text: "Votre Immigration renvoie la tuile en E6 dans la main de son propriétaire." },
        { name: "=E6", text: "Votre Agent double échange sa place avec la tuile en E6." },
        { name: "-", text: "Renoncez à ce qui est facultatif à ce moment-là (une seconde activation, un autre saut…)." },
      ],
    ),
  ],
  picture: {
    src: "/pictures/sleepers-board.svg",
    alt: "Le plateau de Sleepers tel que le dessine la page de la partie : 61 hexagones en rangées de A à I sur une carte de la France, les six côtés en trois paires numérotées, les tuiles claires des Blancs et sombres des Noirs, les dormants en pointillé avec un point d’interrogation",
    caption: "Le plateau pendant une partie : les rangées de A (en haut) à I (en bas) sur la France, et les côtés numérotés 1, 2, 3 ; les deux côtés de même numéro sont opposés, et une chaîne de tuiles actives qui les relie gagne.",
  },
};
