/**
 * GET /api/matches/:id/board.png: the link-preview picture (1200×630 PNG) of a match as a
 * spectator sees it, the match page's og:image. Query: `theme=light|dark`, `at=seq` (as board.svg).
 *
 * Rendering costs tens of milliseconds of CPU, so each picture is made once per position: the
 * PNG is kept in the Cache API under a key made of the match, the position shown, the match's seq
 * and the theme (a position never changes once played). `X-DD-Render: rendered` or `cached` says
 * which happened; `Server-Timing: render;dur=…` gives the render time when it rendered.
 * Private and unknown matches: 404, like every embed endpoint (the room refuses spectators).
 * Mounted with the other /api/matches/:id routes; a spectator's path (securityHeaders.ts): no
 * identity is looked up and no cookie is set.
 */
import type { Context } from "hono";
import { previewSvg } from "../../embed/preview";
import { themeColor } from "../../embed/theme";
import { publicOrigin } from "../../shared/origin";
import { matchIdOf } from "../rooms";
import type { AppEnv } from "../types";
import { cacheControl, embedLocale, embedMatch, languageHeaders, notModified, readOptions, spectatorResource } from "./embed";

/** Bump when the picture's layout changes, so that cached copies are not served. */
export const PNG_VERSION = "2";
/** How long the Cache API keeps one position's picture (it cannot change). */
const KEPT = "public, max-age=2592000, immutable";

/** GET /api/matches/:id/board.png (mounted with the other match routes). */
export async function boardPng(c: Context<AppEnv>): Promise<Response> {
  const id = matchIdOf(c);
  const want = { ...readOptions((k) => c.req.query(k), { log: false }), log: false };
  const r = await spectatorResource(c, id);
  const locale = embedLocale(c);
  const position = `${want.at ?? "now"}-${r.seq}-${want.theme}${want.review ? "-review" : ""}${locale === "en" ? "" : `-${locale}`}`;
  const tag = `"png-${position}-v${PNG_VERSION}"`;
  const headers: Record<string, string> = {
    etag: tag,
    "cache-control": cacheControl(r, want.at),
    "content-disposition": `inline; filename="deaddrop-${id}${want.at !== null ? `-${want.at}` : ""}.png"`,
    ...languageHeaders(c, locale),
  };
  if (notModified(c, tag)) return c.body(null, 304, headers);

  const key = new Request(`${publicOrigin(c.env)}/api/matches/${id}/board.png?position=${position}&v=${PNG_VERSION}`);
  const cache = await caches.open("board-png");
  const kept = await cache.match(key);
  if (kept) return new Response(kept.body, { status: 200, headers: { ...headers, "content-type": "image/png", "x-dd-render": "cached" } });

  const m = await embedMatch(c, r, want);
  // Loaded on first use: compiling resvg's WebAssembly costs an isolate about two seconds, which
  // no other route should pay.
  const { svgToPng } = await import("../../embed/png");
  const started = performance.now();
  const png = await svgToPng(previewSvg(m, want.theme), themeColor(want.theme, "--bg"));
  const took = performance.now() - started;
  try {
    await cache.put(key, new Response(png, { headers: { "content-type": "image/png", "cache-control": KEPT } }));
  } catch (e) {
    // A cache that cannot keep it only costs the next request a render.
    console.warn(`board.png of ${id} not cached: ${e instanceof Error ? e.message : String(e)}`);
  }
  return new Response(png, {
    status: 200,
    headers: { ...headers, "content-type": "image/png", "x-dd-render": "rendered", "server-timing": `render;dur=${took.toFixed(1)}` },
  });
}
