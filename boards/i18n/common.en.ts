/**
 * The words every board shares, in English (boards/kit.ts, boards/Generic.ts): a module of its own,
 * without the rules' texts, because the app loads the generic board and the kit at start.
 */
import { listText } from "../../src/shared/text";
import type { MatchEnd } from "../board";

export const rawView = "Position (raw view)";
export const legalMoves = "Legal moves";
export const close = "Close";
/** Appended to the accessible name of every part that decided the match. */
export const decided = "(decided the match)";
export const boardZoom = "Board zoom";
export const wholeBoard = "Whole board";
export const zoomIn = "Zoom in";
export const pan = { left: "Show more to the left", up: "Show more above", down: "Show more below", right: "Show more to the right" };
export const playerWord = "Player";
export const player = (n: number) => `${playerWord} ${n}`;
/** A seat's label as the engine writes it ("Black", "Player 3"), in this language. */
export const colour = (label: string) => label;
export const you = " (you)";
export const yourHand = "Your hand";
export const yourMoveLabel = "Your move:";
export const yourMoveIs = (what: string) => `Your move: ${what}`;
export const notSent = (what: string) => `Your move, not sent yet: ${what}`;
export const send = "Send";
export const undo = "Undo";
export const cancel = "Cancel";
/** "Over: Ann (Black) won, Bob (White) resigned.": a match that ended outside its game's rules. */
export function matchEnd(end: MatchEnd, winners: string[]): string {
  const what = end.cancelled
    ? "Cancelled before its end"
    : end.draw
      ? `Over: ${end.reason}`
      : `Over: ${listText(winners)} won, ${end.reason.replace(/\.$/, "")}`;
  return `${what}.`;
}
