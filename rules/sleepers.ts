/** Sleepers, as players learn it: the rules page and what every agent does on the board. */
import { movesByEmail } from "./email";
import type { Rulebook } from "./types";
import { AGENTS } from "./boardTexts";
export { AGENTS, SIDES, SLEEPER_TEXT } from "./boardTexts";

export const RULEBOOK: Rulebook = {
  game: "sleepers",
  name: "Sleepers",
  players: "2 players",
  intro:
    "Occupied France. Two spymasters, White and Black, plant secret agents across the country as face-down sleepers, then wake them to act. Nobody knows what a sleeper is until it is activated, not even the player who placed it.",
  sections: [
    {
      id: "goal",
      heading: "Goal",
      text: ["You win in one of three ways, checked after every change on the board, even in the middle of a turn:"],
      points: [
        "Success: a chain of your active (face-up) tiles, each next to the one before, joins two opposite sides of the board: top and bottom, upper left and lower right, or upper right and lower left. Every kind of agent counts, Couriers too. A corner hex belongs to both of its sides.",
        "Liberation: five of your active Scientists stand next to each other in a straight line: along a row, or along one of the two slanting lines of hexes.",
        "Elimination: your opponent is eliminated, by morale (10 of their tiles killed), by capture (every hex around one of their tiles, sleeper or active, holds your active Militia, or is off the board) or by attrition (at the start of their turn they have no tile in hand and no sleeper on the board).",
      ],
    },
    {
      id: "set-up",
      heading: "Set-up",
      text: [
        "The board is 61 hexes in rows A (top) to I (bottom); hexes are numbered from 1 at the left of each row (A1–A5, …, E1–E9, …, I1–I5).",
        "Each player has 30 tiles, shuffled face-down in their own bag, and draws 4 into their hand. Only you see your hand. White moves first.",
      ],
    },
    {
      id: "turn",
      heading: "A turn",
      text: ["On your turn you do one of these (with no sleeper on the board you can only recruit):"],
      points: [
        "Recruit: place one tile from your hand face-down on an empty hex. It is now a sleeper.",
        "Activate: choose one of your sleepers, flip it face-up and carry out its ability. You choose the sleeper without knowing which agent it is, and make the ability's choices once it is revealed. Once that is done you may activate a second sleeper the same way, or end your turn.",
      ],
    },
    {
      id: "after-your-action",
      heading: "After your action",
      text: [
        "Draw tiles from your bag until you hold 4 (as many as are left). If you hold more than 4, you draw nothing and keep them all.",
        "Nobody may look at a sleeper once it is placed, not even its owner. Hand and bag sizes and each player's killed count are public.",
      ],
    },
    {
      id: "agents",
      heading: "The agents",
      text: ["Abilities happen only when the agent is activated. Each player has 30 tiles:"],
      entries: (Object.values(AGENTS) as { name: string; count: number; text: string }[]).map((a) => ({ name: a.name, count: `${a.count} per player`, text: a.text })),
    },
    {
      id: "killed",
      heading: "Killed tiles",
      text: [
        "A killed tile leaves the board and counts against its owner's morale. A killed sleeper stays hidden until the match ends. A player with 10 killed tiles is eliminated, however they were killed (a Saboteur counts too).",
      ],
    },
    {
      id: "end",
      heading: "End of the game",
      text: [
        "The match ends as soon as a goal is reached. If one change makes both players win (or both lose), the player whose turn it is wins. The match page says which goal decided it.",
      ],
    },
    {
      id: "match-page",
      heading: "Playing on the match page",
      text: [
        "Your tiles are drawn in your colour: White's light, Black's dark. A sleeper is a circle with a dashed edge and a question mark. An active agent has a solid edge and its short name: " +
          (Object.values(AGENTS) as { name: string; short: string }[]).map((a) => `${a.short} ${a.name}`).join(", ") +
          ". Point at a tile, or tap it, to read what it does.",
        "The coloured lines around the board are its sides; the two lines with the same number are opposite sides, the ones a chain must join.",
        "On your turn the line above the board says what to do, and everything you can choose is outlined: to recruit, choose a tile in your hand, then an empty hex; to activate, choose one of your sleepers. The agent acting now has an amber edge. When an ability is optional, a button under the board ends it (Stop, End turn).",
        "At the end, the hexes that decided the match are gold: the chain, the five Scientists, or the captured tile and the Militia around it.",
      ],
    },
    {
      id: "options",
      heading: "Options",
      points: [
        "Couriers per player: the number of Couriers in each bag (4 makes the full 30 tiles).",
        "Owners see their own sleepers: a friendlier game where you may look at your own face-down tiles.",
      ],
    },
    movesByEmail("en", "Hexes are named by row letter and number (E5). Tiles by one letter: S Scientist, M Militia, C Courier, X Saboteur, P Police, L Ringleader, R Recruiter, I Informant, G Immigration, D Double agent.", [
      { name: "P@E5", text: "Place a Police from your hand face-down at E5 (a sleeper: from then on not even you see which tile it is)." },
      { name: "*E5", text: "Activate your sleeper at E5: it turns face up and its ability happens." },
      { name: "xE7", text: "Your Police jumps to E7 over the enemy tile between, killing it." },
      { name: "~E6", text: "Your Informant flips the tile at E6." },
      { name: "^E6", text: "Your Immigration returns the tile at E6 to its owner's hand." },
      { name: "=E6", text: "Your Double agent swaps places with the tile at E6." },
      { name: "-", text: "Decline what is optional now (a second activation, another jump…)." },
    ]),
  ],
  picture: {
    src: "/pictures/sleepers-board.svg",
    alt: "The Sleepers board as the match page draws it: 61 hexes in rows A to I over a map of France, the six sides in three numbered pairs, White's light and Black's dark tiles, sleepers dashed with a question mark",
    caption: "The board during a match: rows A (top) to I (bottom) over France, and the sides numbered 1, 2, 3: the two sides with the same number are opposite, and a chain of active tiles joining them wins.",
  },
};
