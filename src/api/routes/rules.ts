/**
 * GET /rules/:game: the game's "How to play" page rendered on the server (rules/page.ts, the same
 * component the app shows), inside the app's own index.html so that it reads without JavaScript,
 * can be linked, and becomes the live app once the script loads.
 */
import { Hono } from "hono";
import { html } from "htm/preact";
import { render } from "preact-render-to-string";
import { RULEBOOKS } from "../../../rules/index";
import { RulesPage } from "../../../rules/page";
import { escapeHtml } from "../../embed/render";
import { problem } from "../problem";
import type { AppEnv } from "../types";

export const rulesRoutes = new Hono<AppEnv>();

rulesRoutes.get("/rules/:game", async (c) => {
  const game = c.req.param("game");
  const book = RULEBOOKS[game];
  if (!c.env.ASSETS) return problem(c, 404, "The app is not built: run npm run build:client.");
  const shell = await (await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)))).text();
  const body = render(html`<${RulesPage} game=${game} />`);
  // An unknown game gets the page's own "No such game" text, as HTML: a person typed this address.
  const title = book ? `How to play ${book.name} · Dead Drop` : "No such game · Dead Drop";
  const page = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeHtml(book?.intro ?? "")}">`)
    .replace(/<main id="main">[\s\S]*?<\/main>/, () => `<main id="main">${body}</main>`);
  return new Response(page, { status: book ? 200 : 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=300" } });
});
