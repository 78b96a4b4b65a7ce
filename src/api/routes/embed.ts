/**
 * Share and embed: the embed page (GET /embed/:id) and the fragment its live script swaps in,
 * the board image (GET /api/matches/:id/board.svg), oEmbed (GET /oembed) and the match page
 * (GET /m/:id) with its link-preview tags.
 *
 * Everything here is the spectator's: the room is always asked with viewer null, whoever calls,
 * and these responses never set a cookie. Private matches answer 404 (the room refuses them to
 * spectators), so they cannot be embedded, pictured or unfurled.
 */
import { Hono, type Context } from "hono";
import { isFinal, LOG_LINES, type EmbedMatch } from "../../embed/model";
import { oembed, previewTags, withPreviewTags } from "../../embed/meta";
import { embedFragment, embedPage } from "../../embed/page";
import { boardSvg } from "../../embed/render";
import { THEMES, type Theme } from "../../embed/theme";
import { getGame } from "../../engine/registry";
import type { MatchResource } from "../../shared/api";
import { HttpProblem, problem, problemResponse } from "../problem";
import { IMAGE_CONTENT_SECURITY_POLICY } from "../securityHeaders";
import { isMatchId, matchIdOf, roomStub } from "../rooms";
import { publicOrigin } from "../../shared/origin";
import type { AppEnv } from "../types";
import { localeOf, withLang } from "../locale";
import { isLocale, type Locale } from "../../shared/locale";
import { msg } from "../../shared/i18n/index";

export const embedRoutes = new Hono<AppEnv>();

/** Bump when the rendering changes, so that cached copies are not revalidated as unchanged. */
const RENDER_VERSION = "2";
const LONG = "public, max-age=2592000";
const FINAL = "public, max-age=3600";
const LIVE = "public, max-age=10";

export interface Wanted {
  theme: Theme;
  log: boolean;
  at: number | null;
  /** The review of a finished match: the position face up (409 while the match runs). */
  review: boolean;
}

/** Reads theme, log and at from a query, refusing values that mean nothing. */
export function readOptions(get: (key: string) => string | undefined | null, defaults: { log: boolean }): Wanted {
  const theme = get("theme") ?? "light";
  if (!THEMES.includes(theme as Theme)) throw new HttpProblem(400, `"theme" is light or dark, not "${theme.slice(0, 40)}".`);
  const log = get("log");
  if (log && log !== "on" && log !== "off") throw new HttpProblem(400, `"log" is on or off, not "${log.slice(0, 40)}".`);
  const review = get("review");
  if (review && review !== "on" && review !== "off") throw new HttpProblem(400, `"review" is on or off, not "${review.slice(0, 40)}".`);
  const at = get("at");
  if (at && !/^[1-9]\d{0,8}$/.test(at)) throw new HttpProblem(400, `"at" is a position number (1 or more), not "${at.slice(0, 40)}".`);
  return { theme: theme as Theme, log: log ? log === "on" : defaults.log, at: at ? Number(at) : null, review: review === "on" };
}

/**
 * The language of an embed, a picture or a preview: `?lang=en|fr` (an embedder's choice, and the
 * match page's og:image), else the visitor's (cookie, Accept-Language).
 */
export function embedLocale(c: Context<AppEnv>): Locale {
  const lang = c.req.query("lang");
  if (lang === undefined) return localeOf(c);
  if (!isLocale(lang)) throw new HttpProblem(400, msg("embedLang", { lang: lang.slice(0, 40) }));
  return lang;
}

/** Headers of an answer whose words follow the visitor's language unless `?lang=` fixed it. */
export function languageHeaders(c: Context<AppEnv>, locale: Locale): Record<string, string> {
  return c.req.query("lang") === undefined ? { "content-language": locale, vary: "Accept-Language, Cookie" } : { "content-language": locale };
}

/** The spectator's resource; 404 for a private or unknown match. */
export async function spectatorResource(c: Context<AppEnv>, id: string): Promise<MatchResource> {
  const reply = await roomStub(c.env, id).get(null, null, embedLocale(c));
  if (!reply.ok) throw new HttpProblem(reply.status as 404, reply.detail, reply.extra ?? {});
  return reply.body!;
}

/** Everything the embed shows, as a spectator: the position (current or `at`) and the log. */
export async function embedMatch(c: Context<AppEnv>, r: MatchResource, want: Pick<Wanted, "at" | "log"> & { review?: boolean }): Promise<EmbedMatch> {
  const room = roomStub(c.env, r.id), locale = embedLocale(c);
  let view = r.view;
  let shownStatus: string = r.status;
  if (want.review && r.status !== "finished") throw new HttpProblem(409, "The review is shown once the match is over: it shows every secret.");
  if (want.at !== null || want.review) {
    const then = await room.history(null, want.at ?? r.seq, want.review ? "all" : undefined, locale);
    if (!then.ok) throw new HttpProblem(then.status as 404, then.detail, then.extra ?? {});
    view = then.body.view;
    shownStatus = then.body.status;
  }
  let log: EmbedMatch["log"] = null;
  if (want.log) {
    const upTo = want.at ?? r.seq;
    const lines = await room.log(null, Math.max(0, upTo - 4 * LOG_LINES), locale);
    log = lines.ok ? lines.body.filter((l) => l.seq <= upTo) : [];
  }
  return {
    id: r.id,
    game: r.game,
    gameName: getGame(r.game)?.name ?? r.game,
    status: r.status,
    seq: r.seq,
    seats: r.seats,
    actors: r.actors,
    outcome: r.outcome,
    at: want.at,
    view,
    shownStatus,
    log,
    origin: publicOrigin(c.env),
    ...(want.review ? { review: true } : {}),
    locale: embedLocale(c),
  };
}

export function cacheControl(r: Pick<MatchResource, "status">, at: number | null): string {
  if (isFinal(r)) return at !== null ? LONG : FINAL;
  return LIVE;
}

function etag(kind: string, r: Pick<MatchResource, "seq">, want: Wanted, locale: Locale): string {
  return `"${kind}-${want.at ?? "now"}-${r.seq}-${want.theme[0]}${want.log ? "l" : "n"}${want.review ? "r" : ""}${locale === "en" ? "" : `-${locale}`}-v${RENDER_VERSION}"`;
}

export function notModified(c: Context<AppEnv>, tag: string): boolean {
  const header = c.req.header("if-none-match");
  return !!header && header.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
}

// ---- the embed page ------------------------------------------------------------------------

embedRoutes.get("/embed/:id", async (c) => {
  const id = matchIdOf(c);
  const want = readOptions((k) => c.req.query(k), { log: true });
  const r = await spectatorResource(c, id);
  const locale = embedLocale(c);
  const tag = etag("embed", r, want, locale);
  const headers: Record<string, string> = {
    etag: tag,
    "cache-control": cacheControl(r, want.at),
    ...languageHeaders(c, locale),
  };
  if (notModified(c, tag)) return c.body(null, 304, headers);
  const m = await embedMatch(c, r, want);
  return c.html(embedPage(m, want), 200, headers);
});

/** The page's <main>, for the live script: current position only. */
embedRoutes.get("/embed/:id/fragment", async (c) => {
  const id = matchIdOf(c);
  const want = readOptions((k) => c.req.query(k), { log: true });
  if (want.at !== null) return problem(c, 400, "A fixed position (at) does not change: load /embed/:id?at=… once.");
  const r = await spectatorResource(c, id);
  const locale = embedLocale(c);
  const tag = etag("fragment", r, want, locale);
  const headers = { etag: tag, "cache-control": "no-cache", ...languageHeaders(c, locale) };
  if (notModified(c, tag)) return c.body(null, 304, headers);
  const m = await embedMatch(c, r, want);
  return c.html(embedFragment(m, want), 200, headers);
});

// ---- the board image -----------------------------------------------------------------------

/** GET /api/matches/:id/board.svg (mounted with the other match routes). */
export async function boardImage(c: Context<AppEnv>): Promise<Response> {
  const id = matchIdOf(c);
  const want = { ...readOptions((k) => c.req.query(k), { log: false }), log: false };
  const r = await spectatorResource(c, id);
  const locale = embedLocale(c);
  const tag = etag("svg", r, want, locale);
  const headers: Record<string, string> = {
    etag: tag,
    ...languageHeaders(c, locale),
    "cache-control": cacheControl(r, want.at),
    "content-security-policy": IMAGE_CONTENT_SECURITY_POLICY,
    "content-disposition": `inline; filename="deaddrop-${id}${want.at !== null ? `-${want.at}` : ""}.svg"`,
  };
  if (notModified(c, tag)) return c.body(null, 304, headers);
  const m = await embedMatch(c, r, want);
  const { svg } = boardSvg(m, want.theme);
  return c.body(svg, 200, { ...headers, "content-type": "image/svg+xml; charset=utf-8" });
}

// ---- oEmbed --------------------------------------------------------------------------------

const EMBEDDABLE_PATH = /^\/(m|embed)\/([^/]+)\/?$/;

function positiveInt(c: Context<AppEnv>, key: string): number | undefined {
  const v = c.req.query(key);
  if (v === undefined || v === "") return undefined;
  if (!/^[1-9]\d{0,4}$/.test(v)) throw new HttpProblem(400, `"${key}" is a number of pixels, not "${v.slice(0, 40)}".`);
  return Number(v);
}

embedRoutes.get("/oembed", async (c) => {
  const raw = c.req.query("url");
  if (!raw) return problem(c, 400, 'Give the match\'s address: /oembed?url=<the match page or embed URL>&format=json.');
  const format = c.req.query("format") ?? "json";
  if (format !== "json") return problemResponse(501, `Only format=json is served, not "${format.slice(0, 40)}".`, { instance: c.req.path }, { "access-control-allow-origin": "*" });
  const max = { width: positiveInt(c, "maxwidth"), height: positiveInt(c, "maxheight") };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem(c, 400, `"url" must be an absolute address such as ${publicOrigin(c.env)}/m/<id>.`);
  }
  const path = EMBEDDABLE_PATH.exec(url.pathname);
  if (url.origin !== publicOrigin(c.env) || !path || !isMatchId(path[2]!)) {
    return problem(c, 404, `Only Dead Drop match addresses of ${publicOrigin(c.env)} (/m/<id> or /embed/<id>) have an embed.`);
  }
  // The embed URL's own options carry over to the iframe; a match page URL's query (an invite) does not.
  const query = new URLSearchParams();
  if (path[1] === "embed") for (const k of ["theme", "log", "at", "review"]) if (url.searchParams.get(k)) query.set(k, url.searchParams.get(k)!);
  const want = readOptions((k) => query.get(k), { log: false });
  const r = await spectatorResource(c, path[2]!);
  const m = await embedMatch(c, r, { at: want.at, log: false, review: want.review });
  const { width, height } = boardSvg(m, want.theme);
  return c.json(oembed(m, query, max, { width, height }), 200, {
    "cache-control": "public, max-age=3600",
    "access-control-allow-origin": "*",
  });
});

// ---- the match page ------------------------------------------------------------------------

/**
 * Match pages are the app's own page; the Worker serves them so that they can carry link
 * previews. A private or unknown match gets the plain page (the app explains), so the page
 * tells nobody whether a private match exists.
 */
embedRoutes.get("/m/:id", (c) => matchPage(c, false));

/** The review of a finished match (the app's page): its preview is the position `?at=` face up, a running match's the plain one. */
embedRoutes.get("/m/:id/review", (c) => matchPage(c, true));

async function matchPage(c: Context<AppEnv>, review: boolean): Promise<Response> {
  if (!c.env.ASSETS) return problem(c, 404, msg("appNotBuilt"));
  const res = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)));
  let page = await res.text();
  const id = c.req.param("id") ?? "";
  if (isMatchId(id)) {
    try {
      const reply = await roomStub(c.env, id).get(null, null, embedLocale(c));
      if (reply.ok && reply.body) {
        const reviewed = review && reply.body.status === "finished";
        const at = reviewed ? readOptions((k) => c.req.query(k), { log: false }).at : null;
        const m = await embedMatch(c, reply.body, { at, log: false, review: reviewed });
        page = withPreviewTags(page, previewTags(m));
      }
    } catch (e) {
      // The page must open even if the preview cannot be made.
      console.error(`link preview of ${id} failed:`, e instanceof Error ? e.message : String(e));
    }
  }
  return new Response(withLang(page, localeOf(c)), { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", vary: "Accept-Language, Cookie" } });
}
