/**
 * The embed page: a read-only spectator board that shows with scripts disabled (server
 * rendered), kept live by /assets/embed.js (client/embed/live.ts), which swaps in the fragment
 * this module also renders. No inline script: the page's CSP allows scripts from 'self' only.
 */
import { html } from "htm/preact";
import { render } from "preact-render-to-string";
import { LOG_LINES, endShown, isFinal, matchUrl, seatText, statusText, titleOf, type EmbedMatch } from "./model";
import { messages } from "../shared/i18n/index";
import { SeatDot } from "../../boards/kit";
import { renderBoard } from "./render";
import { EMBED_CSS, type Theme } from "./theme";

export const EMBED_SCRIPT = "/assets/embed.js";

export interface EmbedOptions {
  theme: Theme;
  log: boolean;
}

/** Does this page keep itself up to date? Only the current position of a match still in play. */
export function isLive(m: EmbedMatch): boolean {
  return m.at === null && !isFinal(m);
}

/** `<main id="dd-embed">…</main>`: what the live script replaces on every change. */
export function embedFragment(m: EmbedMatch, options: Pick<EmbedOptions, "log">): string {
  const board = renderBoard(m.game, m.view, m.seats, endShown(m), m.locale);
  const lines = (m.log ?? []).filter((l) => l.text).slice(-LOG_LINES).reverse();
  const link = matchUrl(m);
  const t = messages(m.locale);
  return render(html`<main
    id="dd-embed"
    data-id=${m.id}
    data-seq=${String(m.seq)}
    data-status=${m.status}
    data-log=${options.log ? "on" : "off"}
    data-live=${isLive(m) ? "1" : "0"}
  >
    <header class="dd-head">
      <h1 class="dd-title"><a href=${link} target="_blank" rel="noopener">${titleOf(m)}</a></h1>
      <ul class="dd-seats" aria-label=${t.embedPlayers()}>
        ${m.seats.map((s) => html`<li class="dd-seat"><${SeatDot} game=${m.game} label=${s.label} />${seatText(s, m.locale)}</li>`)}
      </ul>
    </header>
    <p class="dd-status" role="status">${statusText(m)}</p>
    <div class="dd-board board" role="group" aria-label=${t.embedBoard()}>
      ${board === null
        ? html`<p class="dd-empty">${t.boardAppears()}</p>`
        : html`<div dangerouslySetInnerHTML=${{ __html: board }}></div>`}
    </div>
    ${options.log
      ? html`<section class="dd-log" aria-label=${t.latestMoves()}>
          <h2>${t.latestMoves()}</h2>
          ${lines.length
            ? html`<ol>${lines.map((l) => html`<li value=${l.seq}>${l.text}</li>`)}</ol>`
            : html`<p class="dd-empty">${t.nothingYet()}</p>`}
        </section>`
      : null}
    <footer class="dd-foot">
      ${m.at !== null ? html`${t.positionMark({ at: m.at })} · ` : null}<a href=${link} target="_blank" rel="noopener">${t.watchOnDeadDrop()}</a>
    </footer>
  </main>`);
}

/** The whole embed document. */
export function embedPage(m: EmbedMatch, options: EmbedOptions): string {
  const title = `${titleOf(m)} · Dead Drop`;
  const head = render(html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <link rel="canonical" href=${matchUrl(m)} />
    <link rel="stylesheet" href="/app.css" />
    <style dangerouslySetInnerHTML=${{ __html: EMBED_CSS }}></style>
    ${isLive(m) ? html`<script type="module" src=${EMBED_SCRIPT}></script>` : null}
  </head>`);
  return `<!doctype html><html lang="${m.locale}" data-theme="${options.theme}">${head}<body>${embedFragment(m, options)}</body></html>`;
}
