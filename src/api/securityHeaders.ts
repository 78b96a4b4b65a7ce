/**
 * Security headers on every HTML page.
 *
 * HTML reaches a browser two ways, and both carry the same headers:
 * - Pages the Worker answers (`run_worker_first` in wrangler.toml: /m/:id, /embed/:id, the auth
 *   redirects): `securityHeaders()` below adds them to every `text/html` response.
 * - Pages served straight from the static assets (/, /signin, every other app path through the
 *   single-page fallback): the `_headers` file in client/public, copied into dist/client by the
 *   build, which Workers static assets apply to asset responses. Routing every path through the
 *   Worker instead (`run_worker_first = ["/*"]`) would bill and slow every script and stylesheet.
 *   `headersFile()` is that file's exact text; test/e2e/restart.test.ts checks they agree.
 *
 * The policy allows scripts only from our own origin (no inline script, no eval): the app is one
 * bundled module. Styles allow 'unsafe-inline' (boards set style attributes; CSS cannot run code).
 * Pages may not be framed except embeds, which exist to be framed by other sites.
 *
 * This file is the one place of the service's HTTP policies: which paths are the spectator's
 * (`SPECTATOR_PATHS`), which may be framed (`isFramable`), the policies themselves, and the
 * middleware that sets every header once.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";

const BASE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = [...BASE, "frame-ancestors 'none'"].join("; ");
/**
 * Embeds are read-only boards meant for other sites' iframes: they load nothing but our own
 * script, style and images, connect only to us (the live socket: 'self' covers ws/wss of our
 * origin), submit nothing, and may be framed by anyone.
 */
export const EMBED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors *",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");
/** An SVG opened on its own is a document: it may run nothing and load nothing. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/**
 * The spectator's paths (embeds, the board images (SVG and the PNG link preview), oEmbed, match pages): served the same to
 * everyone, so identity is not looked up and no cookie is ever set. (wrangler.toml's
 * `run_worker_first` sends them to the Worker.)
 */
const SPECTATOR_PATHS = [/^\/embed\//, /^\/oembed$/, /^\/m\//, /^\/api\/matches\/[^/]+\/board\.(svg|png)$/];

export function isSpectatorPath(path: string): boolean {
  return SPECTATOR_PATHS.some((p) => p.test(path));
}

/** Only embeds may be framed by other sites. */
export function isFramable(path: string): boolean {
  return path.startsWith("/embed/");
}

/** The headers of every response (all but a WebSocket handshake's). */
const EVERY_RESPONSE = { "referrer-policy": REFERRER_POLICY, "x-content-type-options": "nosniff" };

export function htmlHeaders(path: string): Record<string, string> {
  const framable = isFramable(path);
  return {
    "content-security-policy": framable ? EMBED_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    ...EVERY_RESPONSE,
    ...(framable ? {} : { "x-frame-options": "DENY" }),
  };
}

/** The text of client/public/_headers (Workers static assets' custom headers file). */
export function headersFile(): string {
  const lines = ["# Written from src/api/securityHeaders.ts (headersFile); keep the two equal.", "/*"];
  for (const [name, value] of Object.entries(htmlHeaders("/"))) {
    lines.push(`  ${name.replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => dash + ch.toUpperCase())}: ${value}`);
  }
  // The app's chunks are named by their content (scripts/build-client.mjs): a browser keeps them.
  lines.push(`${IMMUTABLE_ASSETS}*`, "  Cache-Control: public, max-age=31536000, immutable");
  return lines.join("\n") + "\n";
}

/** Where the build puts the app's content-named chunks, served as immutable. */
export const IMMUTABLE_ASSETS = "/assets/c/";

/**
 * Sets the headers once: nosniff and the referrer policy on every response, the page policies on
 * every HTML response (a header the route set itself, the board image's policy, is kept), and no
 * cookie on the spectator's paths.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 101) return; // a WebSocket handshake's headers are immutable
    const type = c.res.headers.get("content-type") ?? "";
    const headers = /^text\/html\b/i.test(type) ? htmlHeaders(c.req.path) : EVERY_RESPONSE;
    const wanted = Object.entries(headers).filter(([name]) => !c.res.headers.has(name));
    const dropCookie = isSpectatorPath(c.req.path) && c.res.headers.has("set-cookie");
    if (wanted.length === 0 && !dropCookie) return;
    const apply = (h: Headers) => {
      for (const [name, value] of wanted) h.set(name, value);
      if (dropCookie) h.delete("set-cookie");
    };
    try {
      apply(c.res.headers);
    } catch {
      // A response passed through from a binding has immutable headers: copy it once.
      const copy = new Response(c.res.body, c.res);
      apply(copy.headers);
      c.res = copy;
    }
  };
}
