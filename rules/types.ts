/**
 * The shape of a game's "How to play" text. One module per game (rules/<game>.ts) holds it, and
 * the same module gives the boards the words with which each tile, card or place explains itself,
 * so the rules page and the match never say different things.
 */
export interface RuleEntry {
  name: string;
  /** How many there are, when that matters ("8 per player"). */
  count?: string;
  text: string;
}

export interface RuleSection {
  /** The section's anchor on the page (`/rules/<game>#<id>`), for links to it. */
  id?: string;
  heading: string;
  /** Paragraphs, in order. */
  text?: string[];
  /** Points read as a list (steps of a turn, ways to win). */
  points?: string[];
  /** Named things with what they do (pieces, cards, locations). */
  entries?: RuleEntry[];
}

export interface Rulebook {
  game: string;
  name: string;
  /** "2–4 players". */
  players: string;
  /** One paragraph that says what the game is about. */
  intro: string;
  /** Goal, set-up, a turn, the pieces, the end and scoring, variants: in that order. */
  sections: RuleSection[];
  /** A picture of the board (served from /pictures/). */
  picture: { src: string; alt: string; caption: string };
}
