/** Sleepers, as players learn it: the rules page and what every agent does on the board. */
import type { Agent } from "../src/engine/sleepers/data";
import type { Rulebook } from "./types";

export const SIDES = ["White", "Black"] as const;

/** Every agent: its full name, how many each player has, and what it does. */
export const AGENTS: Record<Agent, { name: string; count: number; text: string }> = {
  scientist: { name: "Scientist", count: 8, text: "No ability when activated. Five of your active Scientists in a straight unbroken line win the game (liberation)." },
  militia: { name: "Militia", count: 5, text: "No ability when activated. Surround any one enemy tile with your active Militia (the edge of the board counts as surrounding) and the enemy is captured: you win." },
  courier: { name: "Courier", count: 4, text: "No ability of its own. It counts as an agent for your network line and for morale." },
  saboteur: { name: "Saboteur", count: 1, text: "When activated, it blows up: the Saboteur and every tile on the six hexes around it, of both players, sleeping or active, are killed." },
  police: { name: "Police", count: 2, text: "When activated, it may jump over an adjacent enemy tile to the empty hex straight beyond, killing it, and keep jumping as in draughts. Jumping is optional; you may stop after any jump." },
  ringleader: { name: "Ringleader", count: 2, text: "When activated, you may activate up to two more of your own sleepers, each resolved in full." },
  recruiter: { name: "Recruiter", count: 2, text: "When activated, place one more tile from your hand face-down on an empty hex." },
  informant: { name: "Informant", count: 2, text: "When activated, flip any one tile on the board, of either player, the Informant itself included. A sleeper turned face-up this way is active but its ability does not happen; an active tile turned face-down becomes a sleeper again." },
  immigration: { name: "Immigration", count: 2, text: "When activated, return up to two other tiles on the board to their owners' hands. A sleeper sent back is not shown to anyone." },
  doubleAgent: { name: "Double agent", count: 2, text: "When activated, swap places with any other tile on the board; both keep their face." },
};

export const SLEEPER_TEXT = "A sleeper: a face-down tile. Nobody knows which agent it is, not even its owner. Its owner may activate it: flip it face-up and carry out its ability.";

export const RULEBOOK: Rulebook = {
  game: "sleepers",
  name: "Sleepers",
  players: "2 players",
  intro:
    "Occupied France. Two spymasters, White and Black, plant secret agents across the country as face-down sleepers, then wake them to act. Nobody knows what a sleeper is until it is activated, not even the player who placed it.",
  sections: [
    {
      heading: "Goal",
      text: ["You win in one of three ways, checked after every change on the board, even in the middle of a turn:"],
      points: [
        "Success: a chain of your active (face-up) tiles joins two opposite sides of the board: top and bottom, upper left and lower right, or upper right and lower left. A corner hex belongs to both of its sides.",
        "Liberation: five of your active Scientists stand in a straight, unbroken line.",
        "Elimination: your opponent is eliminated, by morale (10 of their tiles killed), by capture (one of their tiles surrounded by your active Militia and the edge) or by attrition (at the start of their turn they have no tile in hand and no sleeper on the board).",
      ],
    },
    {
      heading: "Set-up",
      text: [
        "The board is 61 hexes in rows A (top) to I (bottom); hexes are numbered from 1 at the left of each row (A1–A5, …, E1–E9, …, I1–I5).",
        "Each player has 30 tiles, shuffled face-down in their own bag, and draws 4 into their hand. Only you see your hand. White moves first.",
      ],
    },
    {
      heading: "A turn",
      text: ["On your turn you do one of these:"],
      points: [
        "Recruit: place one tile from your hand face-down on an empty hex. It is now a sleeper.",
        "Activate: choose one of your sleepers, flip it face-up and carry out its ability. You choose the sleeper without knowing which agent it is, and make the ability's choices once it is revealed. Then you may activate a second sleeper the same way.",
      ],
    },
    {
      heading: "After your action",
      text: [
        "Draw tiles from your bag until you hold 4 (as many as are left). If you hold more than 4, you draw nothing and keep them all.",
        "Nobody may look at a sleeper once it is placed, not even its owner. Hand and bag sizes and each player's killed count are public.",
      ],
    },
    {
      heading: "The agents",
      text: ["Abilities happen only when the agent is activated. Each player has 30 tiles:"],
      entries: (Object.values(AGENTS) as { name: string; count: number; text: string }[]).map((a) => ({ name: a.name, count: `${a.count} per player`, text: a.text })),
    },
    {
      heading: "Killed tiles",
      text: [
        "A killed tile leaves the board and counts against its owner's morale. A killed sleeper stays hidden until the match ends. A player with 10 killed tiles is eliminated, however they were killed (a Saboteur counts too).",
      ],
    },
    {
      heading: "End of the game",
      text: [
        "The match ends as soon as a goal is reached. If one change makes both players win (or both lose), the player whose turn it is wins. The match page says which goal decided it.",
      ],
    },
    {
      heading: "Options",
      points: [
        "Couriers per player: the number of Couriers in each bag (4 makes the full 30 tiles).",
        "Owners see their own sleepers: a friendlier game where you may look at your own face-down tiles.",
      ],
    },
  ],
  picture: {
    src: "/pictures/sleepers-board.svg",
    alt: "The Sleepers board: 61 hexes in rows A to I, with its six sides named",
    caption: "The 61 hexes, rows A (top) to I (bottom), and the six sides: a network joins two opposite sides.",
  },
};
