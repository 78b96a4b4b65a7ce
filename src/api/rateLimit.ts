/**
 * Rate limits: fixed-window counters in the D1 table `rate_limits` (one row per key, counted
 * with a single atomic upsert, so concurrent isolates never lose a hit).
 *
 * - `rateLimit(rule)` is a middleware factory: it counts the request under `rule.key(c)` and
 *   answers 429 problem+json with `Retry-After` once the window's budget is spent.
 * - `registerRateLimits(app)` puts the service's limits on their routes (docs/security.md):
 *   guest identities per IP, sign-in links per IP and per address. (Moves are counted by the
 *   match's room, which serialises them anyway: src/match/moveBudget.ts.)
 * - The caller's network (`clientIp`): in production the `CF-Connecting-IP` that Cloudflare's
 *   edge sets (a client cannot forge it there), IPv6 grouped by /64 (one subscriber's network).
 *   In development and test the header is not trusted (`wrangler dev` sets 127.0.0.1 itself and
 *   passes a client-sent one through): every request shares the key "local", whose IP budgets
 *   are scaled by LOCAL_FACTOR, because everything really does come from one machine.
 * - Old counters are deleted by the cron (src/db/retention.ts), not on the request path.
 * - A limiter failure (D1 unavailable) lets the request through: a move must still commit while
 *   D1 is down, and a limiter must not become the outage.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { isDevelopment } from "../deployment";
import { sha256 } from "../shared/crypto";
import { problemResponse } from "./problem";
import { localeOf } from "./locale";
import type { AppEnv } from "./types";

export interface LimitRule {
  /** Short name, part of the key ("guest-ip"). */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOptions extends LimitRule {
  /**
   * The caller's key for this rule, or null when the rule does not apply to this request
   * (for example no email in the body: the route itself will refuse it).
   */
  key: (c: Context<AppEnv>) => string | null | Promise<string | null>;
  /** Scales `limit` for this request (the local fallback key); 1 when absent. */
  factor?: (c: Context<AppEnv>) => number;
  /** The problem's detail, from the number of seconds to wait. */
  detail: (retryAfterSeconds: number) => string;
}

export interface Hit {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * The service's limits. Exported so that tests and docs use the same numbers. A school class
 * (30 people) behind one address must be able to start: each of them becomes a guest, and may
 * do so once more (a second browser), within one window; each may ask for a sign-in link.
 */
export const LIMITS = {
  /** New guest identities from one network (IPv4 address or IPv6 /64). */
  guestPerIp: { name: "guest-ip", limit: 60, windowSeconds: 600 },
  /** Sign-in links requested from one network. */
  loginPerIp: { name: "login-ip", limit: 40, windowSeconds: 900 },
  /** Sign-in links sent to one address: a link lives 15 minutes, 5 are plenty. */
  loginPerEmail: { name: "login-email", limit: 5, windowSeconds: 900 },
} as const satisfies Record<string, LimitRule>;

/** Budget multiplier of the local fallback key in development and test (one machine, many people). */
export const LOCAL_FACTOR = 100;
export const LOCAL_KEY = "local";

/**
 * Counts one request for `key` in the window containing `now`. One statement: insert the row,
 * or add one to it in the same window, or restart it in a newer window.
 */
export async function countHit(d1: D1Database, key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<Hit> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await d1
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start >= excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = MAX(rate_limits.window_start, excluded.window_start)
       RETURNING count, window_start`,
    )
    .bind(key, windowStart)
    .first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  const end = (row?.window_start ?? windowStart) + windowMs;
  return { allowed: count <= limit, count, retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/**
 * The network a request comes from, as the rate limits count it. Production: the edge's
 * `CF-Connecting-IP` (an IPv4 address; IPv6 cut to its /64), "unknown" without one. Development
 * and test: always LOCAL_KEY, whatever the request says.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (isDevelopment(c.env)) return LOCAL_KEY;
  const ip = c.req.header("cf-connecting-ip")?.trim() ?? "";
  return networkOf(ip) ?? "unknown";
}

/** IP budgets are scaled for the shared local key only, and only in development and test. */
export function ipFactor(c: Context<AppEnv>): number {
  return clientIp(c) === LOCAL_KEY && isDevelopment(c.env) ? LOCAL_FACTOR : 1;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * The counted network of an address: an IPv4 address itself (also when written IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address's first 64 bits in one spelling ("2001:db8:0:1::/64"),
 * null for anything that is not an address.
 */
export function networkOf(ip: string): string | null {
  if (ip.length === 0 || ip.length > 64) return null;
  if (IPV4.test(ip)) return ip;
  const groups = ipv6Groups(ip.toLowerCase());
  if (!groups) return null;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `${[a, b, c, d].map((x) => x.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a trailing dotted IPv4), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted) {
    if (!IPV4.test(dotted[2]!)) return null;
    const [p, q, r, s] = dotted[2]!.split(".").map(Number) as [number, number, number, number];
    tail.push((p << 8) | q, (r << 8) | s);
    text = dotted[1]!.endsWith("::") ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const words = (part: string) => (part === "" ? [] : part.split(":"));
  const head = words(halves[0]!);
  const rest = halves.length === 2 ? words(halves[1]!) : [];
  if (![...head, ...rest].every((w) => /^[0-9a-f]{1,4}$/.test(w))) return null;
  const missing = 8 - tail.length - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const numbers = (list: string[]) => list.map((w) => parseInt(w, 16));
  return [...numbers(head), ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...numbers(rest), ...tail];
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new Error(`rate limit ${options.name}: limit must be a positive integer`);
  if (!Number.isInteger(options.windowSeconds) || options.windowSeconds < 1) throw new Error(`rate limit ${options.name}: windowSeconds must be a positive integer`);
  return async (c, next) => {
    const key = await options.key(c);
    if (key === null) return next();
    const limit = options.limit * (options.factor?.(c) ?? 1);
    let hit: Hit;
    try {
      // Stored hashed: the table holds no address or IP in clear.
      hit = await countHit(c.env.DB, `${options.name}:${(await sha256(key)).slice(0, 32)}`, limit, options.windowSeconds);
    } catch (e) {
      console.warn(`rate limit ${options.name} not checked (${e instanceof Error ? e.message : String(e)}); letting the request through`);
      return next();
    }
    if (!hit.allowed) {
      return problemResponse(
        429,
        options.detail(hit.retryAfter),
        { instance: c.req.path, retryAfter: hit.retryAfter },
        { "retry-after": String(hit.retryAfter) },
        localeOf(c),
      );
    }
    return next();
  };
}

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Only POST requests count; the same path's other methods are answered elsewhere (405). */
function onPost(key: (c: Context<AppEnv>) => string | null | Promise<string | null>) {
  return (c: Context<AppEnv>) => (c.req.method === "POST" ? key(c) : null);
}

/**
 * The mailbox an address delivers to, as the sign-in budget counts it: the `+tag` of a
 * plus-address is dropped, so x+1@, x+2@ … share x@'s budget (they all reach x's inbox).
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  const local = email.slice(0, at).split("+")[0]!;
  return `${local || email.slice(0, at)}${email.slice(at)}`;
}

/**
 * The address a sign-in request asks a link for, normalised as the route does (trimmed, lower
 * case), or null when the body is not a small JSON object with a string `email`. Reading the body
 * here is safe: Hono caches it, and the route reads the same bytes. Counted by mailbox (`mailboxOf`).
 */
async function emailOf(c: Context<AppEnv>): Promise<string | null> {
  if (Number(c.req.header("content-length") ?? "0") > 64 * 1024) return null;
  try {
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength === 0 || bytes.byteLength > 64 * 1024) return null;
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!body || typeof body !== "object" || Array.isArray(body)) return null;
    const email = (body as { email?: unknown }).email;
    if (typeof email !== "string") return null;
    const clean = email.trim().toLowerCase();
    return clean.length > 0 && clean.length <= 254 ? mailboxOf(clean) : null;
  } catch {
    return null;
  }
}

/** Registers the service's limits on their routes. */
export function registerRateLimits(app: Hono<AppEnv>): void {
  app.use(
    "/api/auth/guest",
    rateLimit({
      ...LIMITS.guestPerIp,
      key: onPost(clientIp),
      factor: ipFactor,
      detail: (s) => `Too many new guests from your network. Try again in ${wait(s)}, or sign in with your email.`,
    }),
  );
  app.use(
    "/api/auth/login",
    rateLimit({
      ...LIMITS.loginPerIp,
      key: onPost(clientIp),
      factor: ipFactor,
      detail: (s) => `Too many sign-in requests from your network. Try again in ${wait(s)}.`,
    }),
  );
  app.use(
    "/api/auth/login",
    rateLimit({
      ...LIMITS.loginPerEmail,
      key: onPost(emailOf),
      detail: (s) => `Several sign-in links were sent to this address just now. Use the latest one, or ask again in ${wait(s)}.`,
    }),
  );
}
