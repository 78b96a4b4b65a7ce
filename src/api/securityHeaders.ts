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
/** Embeds are read-only boards meant for other sites' iframes. */
export const EMBED_CONTENT_SECURITY_POLICY = [...BASE, "frame-ancestors *"].join("; ");
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

export function htmlHeaders(path: string): Record<string, string> {
  const embed = path.startsWith("/embed/");
  return {
    "content-security-policy": embed ? EMBED_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    "referrer-policy": REFERRER_POLICY,
    "x-content-type-options": "nosniff",
    ...(embed ? {} : { "x-frame-options": "DENY" }),
  };
}

/** The text of client/public/_headers (Workers static assets' custom headers file). */
export function headersFile(): string {
  const lines = ["# Written from src/api/securityHeaders.ts (headersFile); keep the two equal.", "/*"];
  for (const [name, value] of Object.entries(htmlHeaders("/"))) {
    lines.push(`  ${name.replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => dash + ch.toUpperCase())}: ${value}`);
  }
  return lines.join("\n") + "\n";
}

/**
 * Adds the headers to every HTML response the Worker gives. A header the route set itself
 * (an embed with its own policy) is kept.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 101) return; // a WebSocket handshake's headers are immutable
    const type = c.res.headers.get("content-type") ?? "";
    if (!/^text\/html\b/i.test(type)) return;
    const wanted = Object.entries(htmlHeaders(c.req.path)).filter(([name]) => !c.res.headers.has(name));
    if (wanted.length === 0) return;
    try {
      for (const [name, value] of wanted) c.res.headers.set(name, value);
    } catch {
      // A response passed through from a binding has immutable headers: copy it once.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of wanted) copy.headers.set(name, value);
      c.res = copy;
    }
  };
}
