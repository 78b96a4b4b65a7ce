/** Conspirateurs, as players learn it: the rules page and what the board's places mean. */
import { movesByEmail } from "./email";
import type { Rulebook } from "./types";
import { MEETING_TEXT, SANCTUARY_TEXT } from "./boardTexts";
export { MEETING_TEXT, SANCTUARY_TEXT } from "./boardTexts";

export const RULEBOOK: Rulebook = {
  game: "conspirateurs",
  name: "Conspirateurs",
  players: "2–4 players",
  intro:
    "A meeting of conspirators is discovered: everyone scatters to hide. Place your men in the secret meeting place, then race them, stepping and leaping over the others, to the sanctuaries on the edge of the board.",
  sections: [
    {
      id: "goal",
      heading: "Goal",
      text: ["Be the first to bring all your men to sanctuaries. With 4 players, partners win together: the first partnership with all the men of both partners sheltered wins."],
    },
    {
      id: "set-up",
      heading: "Set-up",
      text: [
        "The board is 17 × 17 cells: columns A to Q from left to right, rows 1 to 17 from bottom to top. The 9 × 5 block in the middle (E7 to M11) is the secret meeting place; 39 cells on the edge are sanctuaries.",
        "The board starts empty. Black plays first, then White, then Red (3 players), or Black, White, Blue, Red (4 players).",
      ],
    },
    {
      id: "drop-phase",
      heading: "A turn: the drop phase",
      text: ["In turn order, each player places one man on any empty cell of the meeting place. Nobody moves a man until every man is placed."],
    },
    {
      id: "move-phase",
      heading: "A turn: the move phase",
      text: ["On your turn you move one of your men that did not start the turn on a sanctuary, either:"],
      points: [
        "a step to an empty neighbouring cell, in any of the 8 directions; or",
        "one or more leaps: over an adjacent man (of any colour, on a sanctuary or not) to the empty cell straight beyond it. After a leap you may leap again, in any direction, or stop. Nobody is captured.",
      ],
    },
    {
      id: "more-about-moving",
      heading: "More about moving",
      points: [
        "A chain of leaps may not land twice on the same cell. A chain that cannot go on ends by itself.",
        "A man may land on a sanctuary in the middle of a chain and leap on from it: only where it ends counts.",
        "A sanctuary holds one man.",
        "A player who cannot move passes automatically.",
      ],
    },
    {
      id: "board",
      heading: "The board",
      entries: [
        { name: "Meeting place", text: MEETING_TEXT },
        { name: "Sanctuary", count: "39, or 40 with 3 players", text: SANCTUARY_TEXT },
        { name: "Men", text: "Each player's pieces, in their colour: Black, White, Red and Blue. 20 each with 2 players, 14 with 3, 10 with 4." },
      ],
    },
    {
      id: "end",
      heading: "End of the game",
      text: [
        "The game ends at once when a player (or, with 4 players, a partnership) has every man on a sanctuary: they win. If nobody can move, the match is drawn. Players may also agree to a draw.",
      ],
    },
    {
      id: "player-counts",
      heading: "Player counts",
      points: [
        "2 players: Black and White, 20 men each.",
        "3 players: Black, White and Red, 14 men each. The cell I1, in the middle of the bottom edge, is an extra sanctuary.",
        "4 players: Black, White, Blue and Red, 10 men each, in two partnerships: Black and Blue against White and Red. Partners never move one after the other.",
      ],
    },
    movesByEmail("en", "Cells are named by column letter (A–Q) and row number (1–17), as on the board's edges.", [
      { name: "@E7", text: "Drop a man on E7 (the meeting place, while men are still to drop)." },
      { name: "E7-F8", text: "Step from E7 to F8." },
      { name: "E7:G9", text: "Leap from E7 over the man on F8 to G9." },
      { name: "G9:G11, then stop", text: "A chain of leaps goes one leap a line: the next leap from where the man landed, and stop when you end the chain (it ends by itself when no leap is left)." },
    ]),
  ],
  picture: {
    src: "/pictures/conspirateurs-board.svg",
    alt: "The Conspirateurs board: the meeting place in the middle and the sanctuaries around the edge",
    caption: "The meeting place (tinted, E7–M11) and the sanctuaries on the edge; I1 is a sanctuary too with 3 players.",
  },
};
