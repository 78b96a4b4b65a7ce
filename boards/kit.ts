/**
 * What the boards share: activating an SVG control by pointer or keyboard, wrapping words into
 * SVG lines, the seat colours (boards/colours.ts) and the little "what is this?" sheet that tells a
 * player what a tile, card or location does when they tap it.
 */
import { html } from "htm/preact";

import { pieceClass } from "./colours";

export { SEAT_COLOURS, pieceClass, seatColour, type PieceColour } from "./colours";

/** Enter or Space runs `fn`, as a click does: spread into a `role="button"` element. */
export function activation(fn: () => void): { onClick: () => void; onKeyDown: (e: KeyboardEvent) => void } {
  return {
    onClick: fn,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " " || e.key === "Spacebar") {
        e.preventDefault();
        fn();
      }
    },
  };
}

/** Words on lines of at most `max` characters (a longer word gets a line of its own). */
export function wrap(text: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const w of text.split(/\s+/)) {
    if (!w) continue;
    if (line && (line + " " + w).length > max) {
      out.push(line);
      line = w;
    } else line = line ? line + " " + w : w;
  }
  if (line) out.push(line);
  return out;
}

/**
 * The sheet under a board that shows what the piece a player tapped does (on phones there is no
 * hover tooltip). `text` null: nothing shown.
 */
export function ExplainSheet({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return html`<div class="explain-sheet" role="status">
    <p>${text}</p>
    <button type="button" class="secondary" onClick=${onClose}>Close</button>
  </div>`;
}

/**
 * A seat's colour swatch: the colour of its pieces (styled by the generated `.piece-…` classes in
 * app.css). Nothing for a game whose seats have no colour.
 */
export function SeatDot({ game, label }: { game: string; label: string | undefined }) {
  const cls = label ? pieceClass(game, label) : null;
  return cls ? html`<span class=${`seat-dot ${cls}`} data-seat-colour=${label} aria-hidden="true"></span>` : null;
}

/**
 * The one look of "this decided the match" on every board at the end (Sleepers' winning line,
 * Conspirateurs' sheltered men, Sleep's winning rows): a gold fill under a dark gold edge, and the
 * same words for screen readers.
 */
export const DECIDED = {
  fill: "var(--win, #f2b705)",
  fillOpacity: 0.5,
  edge: "var(--win-edge, #b07d00)",
  width: 3.5,
  /** Appended to the accessible name of every part that decided the match. */
  words: "(decided the match)",
} as const;
