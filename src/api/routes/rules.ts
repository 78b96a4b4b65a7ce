/**
 * GET /rules/:game: the game's "How to play" page rendered on the server (rules/page.ts, the same
 * component the app shows), inside the app's own index.html so that it reads without JavaScript,
 * can be linked, and becomes the live app once the script loads. The language is `?lang=` if
 * given, else the browser's Accept-Language (docs/i18n-rules-glossary.md).
 */
import { Hono } from "hono";
import { html } from "htm/preact";
import { render } from "preact-render-to-string";
import { RULEBOOKS, RULEBOOKS_BY_LOCALE, rulesUrl } from "../../../rules/index";
import { RulesPage } from "../../../rules/page";
import { PAGE_WORDS } from "../../../rules/words";
import { negotiateLocale, type Locale } from "../../shared/locale";
import { escapeHtml } from "../../shared/text";
import { problem } from "../problem";
import type { AppEnv } from "../types";

export const rulesRoutes = new Hono<AppEnv>();

function isLocale(lang: string | undefined): lang is Locale {
  return lang !== undefined && lang in PAGE_WORDS;
}

rulesRoutes.get("/rules/:game", async (c) => {
  const game = c.req.param("game");
  const asked = c.req.query("lang");
  const locale: Locale = isLocale(asked) ? asked : negotiateLocale(c.req.header("accept-language"));
  const book = RULEBOOKS_BY_LOCALE[locale][game];
  // A person who typed a wrong address gets the page's own "No such game" (with links to the
  // games); a script gets problem+json, as from every other route.
  if (!book && !/\btext\/html\b/.test(c.req.header("accept") ?? ""))
    return problem(c, 404, `There are no rules for "${game}": the games are ${Object.keys(RULEBOOKS).join(", ")}.`);
  if (!c.env.ASSETS) return problem(c, 404, "The app is not built: run npm run build:client.");
  const shell = await (await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)))).text();
  const words = PAGE_WORDS[locale];
  const body = render(html`<${RulesPage} game=${game} locale=${locale} />`);
  const title = `${book ? words.title(book.name) : words.noSuchGame} · Dead Drop`;
  const alternates = book
    ? Object.keys(PAGE_WORDS).map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(new URL(rulesUrl(game, l), c.req.url).href)}">`).join("")
    : "";
  const page = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>${alternates}`)
    .replace(/<meta name="description" content="[^"]*">/, () => `<meta name="description" content="${escapeHtml(book?.intro ?? "")}">`)
    .replace(/<main id="main">[\s\S]*?<\/main>/, () => `<main id="main">${body}</main>`);
  return new Response(page, {
    status: book ? 200 : 404,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=300", vary: "Accept-Language" },
  });
});
