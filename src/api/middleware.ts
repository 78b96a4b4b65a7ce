/** Small middleware, each from an options factory that fails fast on a wrong set-up. */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessionCredential, tokenCredential, userByApiToken, userBySession } from "../db/accounts";
import { isDevelopment } from "../deployment";
import { publicOrigin } from "../shared/origin";
import { problem } from "./problem";
import { msg, type Text } from "../shared/i18n/index";
import type { AppEnv } from "./types";

export const SESSION_COOKIE = "dd_session";

export { isDevelopment } from "../deployment";

/** Plain HTTP is allowed only on a loopback host; everywhere else cookies are Secure. */
export function isLocalHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);
}

export function setSessionCookie(c: Context, token: string, expiresAt: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: !isLocalHttp(c.req.url),
    sameSite: "Lax",
    path: "/",
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: !isLocalHttp(c.req.url) });
}

/**
 * Finds who is calling, from `Authorization: Bearer` or the session cookie. Never refuses a
 * request without credentials. `anonymous(path)`: paths served the same to everyone (embeds),
 * where identity is not even looked up.
 */
export function identify(options: { anonymous?: (path: string) => boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("authVia", null);
    c.set("sessionToken", null);
    c.set("apiTokenId", null);
    if (options.anonymous?.(c.req.path)) return next();
    const auth = c.req.header("authorization");
    if (auth) {
      const m = /^Bearer\s+(\S+)$/i.exec(auth);
      const found = m ? await userByApiToken(c.env.DB, m[1]!) : undefined;
      if (!found) return problem(c, 401, msg("badApiToken"));
      c.set("user", found.user);
      c.set("authVia", "bearer");
      c.set("apiTokenId", found.tokenId);
      return next();
    }
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length < 200) {
      const user = await userBySession(c.env.DB, token);
      if (user) {
        c.set("user", user);
        c.set("authVia", "cookie");
        c.set("sessionToken", token);
      }
    }
    return next();
  };
}

/** The caller's credential as an open socket remembers it (to close it when the credential ends); null without one. */
export async function credentialOf(c: Context<AppEnv>): Promise<string | null> {
  const tokenId = c.get("apiTokenId"), session = c.get("sessionToken");
  return tokenId ? tokenCredential(tokenId) : session ? sessionCredential(session) : null;
}

export function requireUser(detail: Text = msg("signInToDoThis")): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) return problem(c, 401, detail);
    return next();
  };
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * May a page of this origin act with the caller's session? Our own pages are those of the public
 * origin (configuration, not a request header). In development and tests the service is also
 * browsed by another loopback name than the configured one (http://127.0.0.1:PORT and
 * http://localhost:PORT are different origins to a browser): the page's own loopback origin, the
 * one the request was sent to, is ours too. A forged Host cannot help an attacker there: a
 * cross-site request carries the victim's real Host, so its Origin still differs.
 */
export function isOwnOrigin(c: Context<AppEnv>, origin: string | undefined): boolean {
  if (!origin) return false;
  if (origin === publicOrigin(c.env)) return true;
  return isDevelopment(c.env) && isLocalHttp(c.req.url) && origin === new URL(c.req.url).origin;
}

/**
 * CSRF: a state-changing request that carries the session cookie must come from our own origin.
 * Bearer-token requests carry no ambient authority and pass.
 */
export function sameOriginForCookies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method) || !getCookie(c, SESSION_COOKIE) || c.req.header("authorization")) return next();
    const origin = c.req.header("origin");
    if (!isOwnOrigin(c, origin)) {
      return problem(
        c,
        403,
        origin
          ? `Requests from ${origin} cannot act with your session. Use Dead Drop itself, or an API token.`
          : "A request that changes something with a session cookie must carry an Origin header. Scripts should use an API token (Authorization: Bearer).",
      );
    }
    return next();
  };
}
