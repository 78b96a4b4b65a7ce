/**
 * Sub Rosa en français : la page des règles (mêmes sections et ancres que ../subrosa.ts). Les lieux
 * sont les données du moteur (src/engine/subrosa/locations.ts) ; LOCATIONS_FR en donne le nom et
 * le texte en français, clé par clé, et un test vérifie qu'aucune face n'y manque.
 */
import { movesByEmail } from "../email";
import { STANDARD } from "../../src/engine/subrosa/locations";
import type { Rulebook } from "../types";
import { locationFr } from "./boardTexts";
export { LOCATIONS_FR, locationFr } from "./boardTexts";

export const RULEBOOK: Rulebook = {
  game: "subrosa",
  name: "Sub Rosa : Espions à gages",
  players: "2 à 4 joueurs",
  intro:
    "Vous dirigez une société secrète qui se dispute l’influence sur les quartiers de la ville. Misez en secret avec des cartes face cachée, bluffez, ou misez à découvert avec une carte étoile pour profiter du pouvoir d’un lieu. Après la dernière carte, le joueur qui contrôle le plus de lieux gagne.",
  sections: [
    {
      id: "goal",
      heading: "But du jeu",
      text: ["Remporter le plus de lieux. À la fin, chaque lieu revient au joueur qui y a le plus d’influence."],
    },
    {
      id: "set-up",
      heading: "Mise en place",
      text: [
        "Chaque joueur a 7 cartes d’influence à sa couleur (rouge, bleu, vert, jaune) : 2, 3, 4, 5, 6 et deux cartes étoile (☆), qui valent 3 chacune.",
        "Les lieux sont distribués face visible, chacun montrant l’une de ses deux faces : 3 à 2 joueurs, 4 à 3 joueurs, 5 à 4 joueurs. La réserve contient 10 cartes +/-. Le premier joueur est tiré au sort ; on joue ensuite à tour de rôle autour de la table.",
      ],
    },
    {
      id: "turn",
      heading: "Un tour",
      text: ["À votre tour, vous devez jouer une carte d’influence au bas de la colonne d’un lieu :"],
      points: [
        "Un 2, 3, 4, 5 ou 6 se joue face cachée : personne d’autre n’en connaît la valeur. Rien d’autre ne se passe.",
        "Une ☆ se joue face visible, puis vous appliquez le pouvoir de ce lieu. Un pouvoir qui n’a rien sur quoi agir reste sans effet.",
      ],
    },
    {
      id: "columns",
      heading: "Colonnes et cartes +/-",
      points: [
        "Les cartes gardent leur ordre dans une colonne : celle du haut a été jouée en premier, celle du bas le plus récemment.",
        "Une carte déplacée par un pouvoir va au bas de sa nouvelle colonne, garde sa face et ses cartes +/-, et n’y déclenche rien.",
        "Une carte +/- se pose sur une carte d’influence et change sa valeur de +1 ou de −1. Une carte peut en porter plusieurs. Quand la réserve est vide, un pouvoir qui demande une carte +/- n’en pose pas.",
        "Une carte que vous avez regardée grâce à un pouvoir reste visible pour vous (et vous seul) jusqu’à la fin de la partie.",
      ],
    },
    {
      id: "match-page",
      heading: "Jouer sur la page de la partie",
      text: [
        "Sur la page de la partie, votre main est une rangée de boutons au-dessus du plateau (l’image ci-dessus ne montre que la table). À votre tour, choisissez une carte, puis le lieu où la jouer (ceux que vous pouvez choisir sont entourés) ; le plateau l’y montre, et il ne reste qu’à l’envoyer (ou à annuler pour choisir à nouveau). Le pouvoir d’une ☆ demande ensuite ses choix un par un, proposés de la même façon.",
        "Une carte au bord pointillé est face cachée : les autres joueurs n’en voient que la couleur. Une carte que vous avez regardée vous montre sa valeur. Chaque lieu affiche son pouvoir sur sa carte.",
        "À la fin, chaque colonne montre ce que vaut chaque carte (↓ marque le point de moins de la carte du bas), qui remporte le lieu et pourquoi.",
      ],
    },
    {
      id: "locations",
      heading: "Les lieux",
      text: ["Chaque carte lieu a deux faces, chacune avec son propre pouvoir, appliqué quand une ☆ y est jouée."],
      entries: STANDARD.flatMap((card) => {
        const [a, b] = [locationFr(card.a), locationFr(card.b)];
        return [
          { name: a.name, count: `autre face : ${b.name}`, text: a.text },
          { name: b.name, count: `autre face : ${a.name}`, text: b.text },
        ];
      }),
    },
    {
      id: "end",
      heading: "Fin de la partie et décompte",
      text: [
        "À 3 ou 4 joueurs, la partie s’arrête quand chacun a joué 6 cartes (une carte reste en main) ; à 2 joueurs, quand chacun a joué ses 7 cartes.",
        "Toutes les cartes sont révélées. Une carte vaut sa valeur plus ses cartes +/-, et la carte du bas de chaque colonne (la dernière jouée ou déplacée là) compte 1 de moins. L’influence d’un joueur sur un lieu est la somme de ses cartes qui s’y trouvent ; celui qui en a le plus remporte le lieu. En cas d’égalité, c’est le joueur dont la carte est la plus basse dans la colonne (la plus proche du bas) qui le remporte. Un lieu sans carte ne revient à personne.",
        "Le joueur qui a le plus de lieux gagne. En cas d’égalité, c’est celui qui a gardé en main la carte la plus forte ; s’il y a encore égalité (toujours le cas à 2 joueurs), la partie est nulle et une revanche vous est proposée.",
      ],
    },
    {
      id: "player-counts",
      heading: "Nombre de joueurs et options",
      points: [
        "2 joueurs : 3 lieux, toutes les cartes sont jouées.",
        "3 joueurs : 4 lieux ; 4 joueurs : 5 lieux. Chaque joueur garde une carte en main.",
        "Premier joueur : tiré au sort, ou la première place commence.",
      ],
    },
    movesByEmail("fr", "Les lieux sont des lettres à partir de la gauche (A, B, C…) ; les cartes d’une colonne sont numérotées à partir du haut (1 est la première jouée).", [
      { name: "5B", text: "Jouez votre 5 face cachée sous le lieu B." },
      { name: "*C", text: "Jouez une ☆ face visible sous le lieu C ; le pouvoir du lieu demande ensuite ses choix, chacun sur sa propre ligne." },
      { name: "B3", text: "Le choix d’une carte, pour un pouvoir : la 3e carte en B." },
      { name: "@D", text: "Le choix d’un lieu, pour un pouvoir : D." },
      { name: "B3+ ou B3-", text: "Le +1 ou le −1 d’un pouvoir, sur la 3e carte en B." },
      { name: "done", text: "Terminer un pouvoir sans choisir, quand il le permet." },
      { name: "*A, puis A1 à la ligne suivante", text: "Une ☆ en A (disons que A est la Banque : posez un +1 sur l’une de vos cartes qui s’y trouvent), puis cette carte : la 1re carte en A." },
    ]),
  ],
  picture: {
    src: "/pictures/subrosa-board.svg",
    alt: "Une partie de Sub Rosa : quatre lieux avec leurs pouvoirs et, sous chacun, sa colonne de cartes d’influence",
    caption: "Les lieux en haut, avec leurs pouvoirs ; sous chacun, sa colonne de cartes, la première jouée en haut ; en dessous, les cartes de chaque joueur en main et restant à jouer. Les cartes face cachée ne montrent que la couleur de leur propriétaire (« ? ») ; vos propres cartes sont signalées comme telles.",
  },
};
