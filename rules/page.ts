/**
 * The "How to play" page of one game, as a Preact component: the app shows it at /rules/<game>
 * and the Worker renders the same component to HTML for visitors without JavaScript
 * (src/api/routes/rules.ts), in the language it chose. No DOM access on the server: the Worker
 * always passes the locale; the app, until it passes its own, reads `?lang=` or the browser's languages.
 */
import { html } from "htm/preact";
import { negotiateLocale, type Locale } from "../src/shared/locale";
import { RULEBOOKS_BY_LOCALE, rulesUrl, type RuleSection, type Rulebook } from "./index";
import { PAGE_WORDS } from "./words";

const LOCALES = Object.keys(PAGE_WORDS) as Locale[];

/** The language the app shows a rules page in: the address's `?lang=`, else the browser's, as the Worker would choose it. */
export function browserLocale(): Locale {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && asked in PAGE_WORDS) return asked as Locale;
  return negotiateLocale(navigator.languages.map((l, i) => `${l};q=${(1 - i / 100).toFixed(2)}`).join(","));
}

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

/** The same page in every language; a link reloads so that the Worker serves it with its own `<html lang>`. */
function Languages({ game, locale }: { game: string; locale: Locale }) {
  return html`<nav class="rules-languages muted small" aria-label=${PAGE_WORDS[locale].languagesLabel}>
    ${LOCALES.map((l, i) => {
      const name = PAGE_WORDS[l].languageName;
      return html`${i ? " · " : ""}${l === locale
        ? html`<strong lang=${l} aria-current="page">${name}</strong>`
        : html`<a href=${rulesUrl(game, l)} hreflang=${l} lang=${l} data-reload>${name}</a>`}`;
    })}
  </nav>`;
}

/** The other games' rules, for the foot of the page, in the same language. */
function OtherGames({ game, locale }: { game: string; locale: Locale }) {
  const w = PAGE_WORDS[locale];
  const others = Object.values(RULEBOOKS_BY_LOCALE[locale]).filter((r) => r.game !== game);
  return html`<nav class="rules-others" aria-label=${w.otherGamesLabel}>
    ${w.otherGames} ${others.map((r, i) => html`${i ? " · " : ""}<a href=${rulesUrl(r.game, locale)}>${r.name}</a>`)}
  </nav>`;
}

export function RulesPage({ game, locale = browserLocale() }: { game: string; locale?: Locale }) {
  const w = PAGE_WORDS[locale];
  const books = RULEBOOKS_BY_LOCALE[locale];
  const book: Rulebook | undefined = books[game];
  if (!book)
    return html`<section class="rules" lang=${locale}><h1>${w.noSuchGame}</h1><p>${w.rulesExistFor} ${Object.values(books).map((r, i) => html`${i ? ", " : ""}<a href=${rulesUrl(r.game, locale)}>${r.name}</a>`)}.</p></section>`;
  return html`<article class="rules" lang=${locale}>
    <p class="muted small"><a href="/">Dead Drop</a> › ${w.howToPlay}</p>
    <${Languages} game=${game} locale=${locale} />
    <h1>${w.title(book.name)}</h1>
    <p class="lead">${book.intro}</p>
    <p class="muted">${book.players} · <a class="button" href=${`/new?game=${book.game}`}>${w.startMatch}</a></p>
    <figure class="rules-picture">
      <img src=${book.picture.src} alt=${book.picture.alt} loading="lazy" />
      <figcaption>${book.picture.caption}</figcaption>
    </figure>
    ${book.sections.map((s, i) => html`<${Section} s=${s} id=${s.id ?? `rules-${i}`} />`)}
    <${OtherGames} game=${book.game} locale=${locale} />
  </article>`;
}
