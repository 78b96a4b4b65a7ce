/** The "Moves by email" section every rules page ends with (/rules/<game>#moves-by-email; the turn email links to it). */
import type { RuleEntry, RuleSection } from "./types";

const HOW =
  "When it is your move, the email that says so can be answered: write your move on the first line of the reply (a few moves on a few lines, one per line, when a turn asks for several choices). When only a few moves are possible, the email lists them all; copy one. Whatever you send, the answer says what was played, or why not, and nothing changes on a move that is not allowed.";

/** The section, with the game's way of naming places (`names`) and its examples. */
export function movesByEmail(names: string, examples: RuleEntry[]): RuleSection {
  return { id: "moves-by-email", heading: "Moves by email", text: [HOW, names], entries: examples };
}
