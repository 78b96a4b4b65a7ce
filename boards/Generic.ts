/**
 * The board of a game without its own: a summary of the view and the legal moves as buttons.
 * Works for every game, from the keyboard too, because it only needs the Board interface.
 */
import { html } from "htm/preact";
import type { BoardProps } from "./board";
// Two words only, by name: the app loads this board at start, without the boards' catalogue.
import * as en from "./i18n/common.en";
import * as fr from "./i18n/common.fr";

export function summary(view: unknown): string {
  if (view === null || view === undefined) return "";
  const text = JSON.stringify(view);
  return text.length > 80 ? text.slice(0, 79) + "…" : text;
}

export default function GenericBoard({ view, legal, onMove, busy, locale }: BoardProps) {
  const w = locale === "fr" ? { rawView: fr.rawView, legalMoves: fr.legalMoves } : { rawView: en.rawView, legalMoves: en.legalMoves };
  return html`<div class="generic-board">
    <details class="view-json">
      <summary>${w.rawView}</summary>
      <pre>${JSON.stringify(view, null, 2)}</pre>
    </details>
    ${legal && onMove
      ? html`<div class="generic-moves" role="group" aria-label=${w.legalMoves}>
          ${legal.map(
            (m) => html`<button type="button" class="move-button" disabled=${busy} onClick=${() => onMove(m)}>${JSON.stringify(m)}</button>`,
          )}
        </div>`
      : null}
  </div>`;
}
