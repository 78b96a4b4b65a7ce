/**
 * The "How to play" page of one game, as a Preact component: the app shows it at /rules/<game>
 * and the Worker renders the same component to HTML for visitors without JavaScript
 * (src/api/routes/rules.ts). No DOM access: it must render on the server.
 */
import { html } from "htm/preact";
import { RULEBOOKS, rulesUrl, type RuleSection, type Rulebook } from "./index";

function Section({ s, id }: { s: RuleSection; id: string }) {
  return html`<section class="rules-section" aria-labelledby=${id}>
    <h2 id=${id}>${s.heading}</h2>
    ${(s.text ?? []).map((t) => html`<p>${t}</p>`)}
    ${s.points ? html`<ul>${s.points.map((p) => html`<li>${p}</li>`)}</ul>` : null}
    ${s.entries
      ? html`<dl class="rules-entries">
          ${s.entries.map(
            (e) => html`<div class="rules-entry">
              <dt>${e.name}${e.count ? html` <span class="muted">(${e.count})</span>` : null}</dt>
              <dd>${e.text}</dd>
            </div>`,
          )}
        </dl>`
      : null}
  </section>`;
}

/** The other games' rules, for the foot of the page. */
function OtherGames({ game }: { game: string }) {
  const others = Object.values(RULEBOOKS).filter((r) => r.game !== game);
  return html`<nav class="rules-others" aria-label="Rules of the other games">
    Other games: ${others.map((r, i) => html`${i ? " · " : ""}<a href=${rulesUrl(r.game)}>${r.name}</a>`)}
  </nav>`;
}

export function RulesPage({ game }: { game: string }) {
  const book: Rulebook | undefined = RULEBOOKS[game];
  if (!book)
    return html`<section class="rules"><h1>No such game</h1><p>There are rules for ${Object.values(RULEBOOKS).map((r, i) => html`${i ? ", " : ""}<a href=${rulesUrl(r.game)}>${r.name}</a>`)}.</p></section>`;
  return html`<article class="rules">
    <p class="muted small"><a href="/">Dead Drop</a> › How to play</p>
    <h1>How to play ${book.name}</h1>
    <p class="lead">${book.intro}</p>
    <p class="muted">${book.players} · <a class="button" href=${`/new?game=${book.game}`}>Start a match</a></p>
    <figure class="rules-picture">
      <img src=${book.picture.src} alt=${book.picture.alt} loading="lazy" />
      <figcaption>${book.picture.caption}</figcaption>
    </figure>
    ${book.sections.map((s, i) => html`<${Section} s=${s} id=${s.id ?? `rules-${i}`} />`)}
    <${OtherGames} game=${book.game} />
  </article>`;
}
