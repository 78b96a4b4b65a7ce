/**
 * Sub Rosa: Spies for Hire, as players learn it. The locations' names and ability texts are the
 * engine's own data (src/engine/subrosa/locations.ts, a module without imports), so the rules page
 * lists exactly what the match deals.
 */
import { movesByEmail } from "./email";
import { STANDARD } from "../src/engine/subrosa/locations";
import type { Rulebook } from "./types";

export const RULEBOOK: Rulebook = {
  game: "subrosa",
  name: "Sub Rosa: Spies for Hire",
  players: "2–4 players",
  intro:
    "You lead a secret society bidding for influence over the city's districts. Bid in secret with face-down cards, bluff, or bid openly with a star card to use a district's special ability. After the last card, the player controlling the most locations wins.",
  sections: [
    {
      id: "goal",
      heading: "Goal",
      text: ["Win the most locations. At the end, each location goes to the player with the most influence there."],
    },
    {
      id: "set-up",
      heading: "Set-up",
      text: [
        "Each player has 7 influence cards in their colour (Red, Blue, Green, Yellow): 2, 3, 4, 5, 6 and two star cards (☆), each worth 3.",
        "Locations are dealt face-up, each showing one of its two sides: 3 with 2 players, 4 with 3 players, 5 with 4 players. There are 10 +/- cards in the supply. The first player is chosen at random; play goes round the table.",
      ],
    },
    {
      id: "turn",
      heading: "A turn",
      text: ["On your turn you must play one influence card at the bottom of one location's column:"],
      points: [
        "A 2, 3, 4, 5 or 6 is played face-down: nobody else knows its value. Nothing else happens.",
        "A ☆ is played face-up, and then you carry out that location's ability. An ability with nothing to act on does nothing.",
      ],
    },
    {
      id: "columns",
      heading: "Columns and +/- cards",
      points: [
        "Cards keep their order in a column: the top card was played first, the bottom card most recently.",
        "A card moved by an ability goes to the bottom of its new column, keeps its face and its +/- cards, and triggers nothing there.",
        "A +/- card sits on an influence card and changes its value by +1 or −1. A card may carry several. When the supply is empty, an ability that needs a +/- card does not add one.",
        "A card you looked at with an ability stays visible to you (and only you) for the rest of the match.",
      ],
    },
    {
      id: "match-page",
      heading: "Playing on the match page",
      text: [
        "On the match page your hand is a row of buttons above the board (the picture above shows the table only). On your turn choose a card, then the location to play it at (the ones you may choose are outlined); the board shows the card there, then press Send (or Undo to choose again). A ☆'s ability then asks for its choices one at a time, each offered the same way.",
        "A card with a dashed edge is face-down: the other players see only its colour. A card you have looked at shows you its value. Each location shows its ability on its card.",
        "At the end each column shows what every card is worth (↓ marks the bottom card's 1 less), who wins the location and why.",
      ],
    },
    {
      id: "locations",
      heading: "The locations",
      text: ["Each location card has two sides, each with its own ability, carried out when a ☆ is played there."],
      entries: STANDARD.flatMap((card) => [
        { name: card.a.name, count: `other side: ${card.b.name}`, text: card.a.text },
        { name: card.b.name, count: `other side: ${card.a.name}`, text: card.b.text },
      ]),
    },
    {
      id: "end",
      heading: "End of the game and scoring",
      text: [
        "With 3 or 4 players the game ends when everyone has played 6 cards (one card stays in hand); with 2 players, when everyone has played all 7.",
        "Every card is revealed. A card is worth its value plus its +/- cards, and the bottom card of each column (the one played or moved there last) counts 1 less. A player's influence at a location is the sum of their cards there; the player with the most wins it. On a tie, the tied player whose card is lowest in that column (nearest its bottom) wins it. A location without cards goes to nobody.",
        "The player with the most locations wins. On a tie, the tied player with the highest card left in hand wins; if still tied (always so with 2 players) the match is a draw and you are offered a rematch.",
      ],
    },
    {
      id: "player-counts",
      heading: "Player counts and options",
      points: [
        "2 players: 3 locations, every card is played.",
        "3 players: 4 locations; 4 players: 5 locations. Each player keeps one card in hand.",
        "First player: random, or the first seat starts.",
      ],
    },
    movesByEmail("en", "Locations are letters from the left (A, B, C…); the cards in a column are numbered from the top (1 is the first played).", [
      { name: "5B", text: "Play your 5 face-down below location B." },
      { name: "*C", text: "Play a ☆ face-up below location C; its location's ability then asks for its choices, each on a line of its own." },
      { name: "B3", text: "An ability's choice of a card: the 3rd card at B." },
      { name: "@D", text: "An ability's choice of a location: D." },
      { name: "B3+ or B3-", text: "An ability's +1 or −1, on the 3rd card at B." },
      { name: "done", text: "End an ability without choosing, when it allows that." },
      { name: "*A, then A1 on the next line", text: "A ☆ at A (say A is Bank: attach a +1 to one of your cards there), then that card: the 1st card at A." },
    ]),
  ],
  picture: {
    src: "/pictures/subrosa-board.svg",
    alt: "A Sub Rosa match: four locations with their abilities and the columns of influence cards below them",
    caption: "Locations across the top with their abilities; each column of cards below, first played at the top; under them each player's cards in hand and left to play. Face-down cards show only their owner's colour (\"?\"); \"yours\" marks your own.",
  },
};
