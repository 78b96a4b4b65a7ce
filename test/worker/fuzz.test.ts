/**
 * Bad input, by fast-check, over every route the app has (read from `createApp().routes`, so a
 * new route is fuzzed the day it is added): malformed JSON, wrong types, huge and deeply nested
 * bodies, unknown fields, other players' seats, wrong invites, replayed and forged tokens,
 * unicode and control characters in names, odd media types, headers and queries, and garbage on
 * the socket.
 *
 * Pass: never a 5xx (oEmbed's 501 for an unsupported format is the protocol's own answer, not a
 * fault); every refusal is problem+json with a status that matches and a detail a person can
 * read; a redirect stays on this site; and the fixture match's log, as its first player reads it,
 * is unchanged by every refused request. (A request that succeeds may change it: resigning is
 * allowed; the fixture is then set up afresh.)
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/api/app";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, inviteOf, ORIGIN, sessionCookie, type Client } from "./helpers";
import { client, guest, workerFetch } from "./security/support";

interface Fixture {
  a: Client;
  b: Client;
  watcher: Client;
  id: string;
  match: MatchResource;
  invite: string;
  privateId: string;
  otherId: string;
  tokenA: string;
  tokenIdA: string;
  revokedToken: string;
  loggedOutCookie: string;
  log: string;
}

let fx: Fixture;

async function logOf(c: Client, id: string): Promise<string> {
  const r = await c.fetch(`/api/matches/${id}/log`);
  return `${r.status} ${await r.text()}`;
}

async function setUp(): Promise<Fixture> {
  const a = await guest("Fuzz A");
  const b = await guest("Fuzz B");
  const watcher = await guest("Fuzz Watcher");
  const created = await createMatch(a, { game: "tiny", options: { target: 100_000 } });
  const joined = await b.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
  expect(joined.status).toBe(200);
  const priv = await createMatch(a, { game: "tiny", visibility: "private" });
  const other = await createMatch(watcher);
  const tok = (await a.json("/api/me/tokens", { json: { name: "fuzz" } })).body;
  const revoked = (await a.json("/api/me/tokens", { json: { name: "revoked" } })).body;
  expect((await a.fetch(`/api/me/tokens/${revoked.id}`, { method: "DELETE" })).status).toBe(204);
  const gone = await guest("Logged out");
  expect((await gone.fetch("/api/auth/logout", { method: "POST" })).status).toBe(204);
  return {
    a,
    b,
    watcher,
    id: created.id,
    match: joined.body,
    invite: inviteOf(created),
    privateId: priv.id,
    otherId: other.id,
    tokenA: tok.token,
    tokenIdA: tok.id,
    revokedToken: revoked.token,
    loggedOutCookie: gone.cookie,
    log: await logOf(a, created.id),
  };
}

const ROUTES = (() => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of createApp().routes) {
    if (r.method === "ALL") continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
})();

// ---- arbitraries ---------------------------------------------------------------------------

const IDENTITIES = ["a", "b", "watcher", "anonymous", "bearer-a", "forged-bearer", "revoked-bearer", "logged-out-cookie", "garbage-cookie", "malformed-authorization"] as const;
type Identity = (typeof IDENTITIES)[number];

function authHeaders(who: Identity): Record<string, string> {
  switch (who) {
    case "a":
      return { cookie: fx.a.cookie };
    case "b":
      return { cookie: fx.b.cookie };
    case "watcher":
      return { cookie: fx.watcher.cookie };
    case "anonymous":
      return {};
    case "bearer-a":
      return { authorization: `Bearer ${fx.tokenA}` };
    case "forged-bearer":
      return { authorization: `Bearer dd_${"A".repeat(43)}` };
    case "revoked-bearer":
      return { authorization: `Bearer ${fx.revokedToken}` };
    case "logged-out-cookie":
      return { cookie: fx.loggedOutCookie };
    case "garbage-cookie":
      return { cookie: `dd_session=${"x".repeat(300)}; other=1` };
    case "malformed-authorization":
      return { authorization: "Basic Zm9vOmJhcg==" };
  }
}

/** Any text a person could type or paste, control and invisible characters, markup, injections. */
const wellFormedText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom("\u0000", "\u202eevil", "a\u200bb", "\uFEFF", "👨‍👩‍👧‍👦".repeat(12), "<script>alert(1)</script>", "' OR 1=1 --", "%00", "../../etc/passwd", "\r\nSet-Cookie: x=1", "ＡＢＣ", "e\u0301", " ".repeat(50), "\u{10FFFF}", "\uFFFD"),
);
/** ... and text that is not even well-formed UTF-16 (unpaired surrogates), which JSON can carry. */
const unicodeText = fc.oneof(wellFormedText, fc.string({ unit: "binary", maxLength: 60 }), fc.constantFrom("\ud800", "a\udc00b"));

const idParam = fc.oneof(
  fc.constant("FIXTURE"),
  fc.constant("PRIVATE"),
  fc.constant("OTHER"),
  fc.stringMatching(/^[2-9a-z]{10}$/),
  unicodeText,
  fc.constantFrom("", "..", "%2e%2e", "a".repeat(500), "NOT-AN-ID"),
);

const jsonish = fc.jsonValue({ maxDepth: 4 });

/** Bodies shaped like the real ones, with wrong types, unknown fields, other seats and wrong invites. */
const shaped = fc.oneof(
  fc.record({ seq: fc.oneof(fc.integer(), fc.constant("SEQ"), jsonish), move: jsonish }, { requiredKeys: [] }),
  fc.record({ seq: fc.constant("SEQ"), move: fc.oneof(fc.record({ add: fc.oneof(fc.integer({ min: -5, max: 8 }), jsonish) }), jsonish) }),
  fc.record({ invite: fc.oneof(fc.constant("INVITE"), fc.constant("OTHER_INVITE"), unicodeText, jsonish), seat: fc.oneof(fc.integer({ min: -2, max: 5 }), jsonish) }, { requiredKeys: [] }),
  fc.record({ name: fc.oneof(unicodeText, jsonish) }, { requiredKeys: [] }),
  fc.record({ email: fc.oneof(fc.emailAddress(), unicodeText, jsonish), next: fc.oneof(unicodeText, fc.constantFrom("//evil.example", "/\\evil.example", "https://evil.example")) }, { requiredKeys: [] }),
  fc.record(
    {
      game: fc.oneof(fc.constantFrom("tiny", "sleep", "sleepers", "subrosa", "conspirateurs", "chess"), unicodeText),
      players: fc.oneof(fc.integer({ min: -1, max: 9 }), jsonish),
      options: fc.oneof(fc.dictionary(fc.string({ maxLength: 10 }), jsonish, { maxKeys: 4 }), jsonish),
      timeControl: fc.oneof(fc.record({ daysPerMove: fc.oneof(fc.integer({ min: -1, max: 30 }), jsonish) }), jsonish),
      seat: fc.oneof(fc.integer({ min: -1, max: 6 }), jsonish),
      visibility: fc.oneof(fc.constantFrom("public", "unlisted", "private", "secret"), jsonish),
    },
    { requiredKeys: [] },
  ),
  fc.record({ action: fc.oneof(fc.constantFrom("offer", "accept", "decline", "steal"), jsonish), ids: jsonish, muted: jsonish, emailMode: jsonish }, { requiredKeys: [] }),
).chain((body) => fc.tuple(fc.constant(body), fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), jsonish), { nil: undefined })))
  .map(([body, extra]) => (extra ? { ...(body as object), [extra[0]]: extra[1] } : body));

function deep(depth: number, open: string, close: string, inner = "1"): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** A raw body text. */
const rawBody = fc.oneof(
  { weight: 4, arbitrary: shaped.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: jsonish.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) }, // mostly not JSON
  { weight: 1, arbitrary: shaped.map((b) => JSON.stringify(b)).chain((t) => fc.integer({ min: 0, max: Math.max(0, t.length - 1) }).map((n) => t.slice(0, n))) },
  { weight: 1, arbitrary: fc.constantFrom("", "{", "}", "null", "[]", '"just a string"', "{\"seq\":1,\"seq\":2}", "\uFEFF{}", "{\"__proto__\":{\"admin\":true}}", "{\"constructor\":{\"prototype\":{}}}", "NaN", "1e999", "-0") },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 30_000 }).map((d) => deep(d, "[", "]")) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 10_000 }).map((d) => `{"seq":SEQ,"move":${deep(d, '{"a":', "}")}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 200_000 }).map((n) => JSON.stringify({ name: "x".repeat(n) })) },
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/merge-patch+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/json; charset=utf-16",
);

const queryArb = fc.dictionary(
  fc.constantFrom("after", "at", "limit", "theme", "log", "url", "format", "maxwidth", "maxheight", "token", "next", "game", "u", "k", "invite"),
  fc.oneof(fc.integer({ min: -10, max: 1_000_000 }).map(String), unicodeText, fc.constant(`${ORIGIN}/m/FIXTURE`)),
  { maxKeys: 3 },
);

interface Attempt {
  method: string;
  path: string;
  who: Identity;
  body?: string;
  type?: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

function fill(text: string): string {
  return text
    .replace(/FIXTURE/g, fx.id)
    .replace(/PRIVATE/g, fx.privateId)
    .replace(/OTHER_INVITE/g, "0123456789abcdef0123456789abcdef")
    .replace(/INVITE/g, fx.invite)
    .replace(/OTHER/g, fx.otherId)
    .replace(/"SEQ"/g, String(fx.match.seq))
    .replace(/SEQ/g, String(fx.match.seq));
}

/** Lone surrogates cannot travel in a URL or a header (they are not UTF-8): the client sends U+FFFD, as browsers do. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

function urlOf(path: string, params: Record<string, string>, query: Record<string, string>): string {
  const p = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const v = params[name] ?? "x";
    return encodeURIComponent(wellFormed(fill(v)));
  });
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, fill(v)]))).toString();
  return `${ORIGIN}${p}${qs ? `?${qs}` : ""}`;
}

async function send(at: Attempt, params: Record<string, string>): Promise<Response> {
  const headers = new Headers({ ...authHeaders(at.who), ...Object.fromEntries(Object.entries(at.headers).map(([k, v]) => [k, wellFormed(v).replace(/[^\x20-\x7e]/g, "?")])) });
  if (at.type !== undefined && at.type !== "") headers.set("content-type", at.type);
  const init: RequestInit = { method: at.method, headers, redirect: "manual" };
  if (at.body !== undefined && at.method !== "GET" && at.method !== "HEAD") init.body = fill(at.body);
  return workerFetch(urlOf(at.path, params, at.query), init);
}

/** Requests that succeeded and changed the fixture (allowed; it is set up again). */
const successes: string[] = [];

/** GET pages people open from an email: their errors are HTML pages, not problem+json. */
const HUMAN_PAGES = new Set(["GET /api/unsubscribe"]);

/** The invariants on one answer; then the fixture's log must be as it was if the request was refused. */
async function judge(at: Attempt, res: Response): Promise<void> {
  const where = `${at.method} ${at.path} as ${at.who}`;
  if (res.webSocket) {
    res.webSocket.accept();
    res.webSocket.close(1000, "fuzz");
  }
  const text = res.status === 101 ? "" : await res.text();
  const oembed501 = res.status === 501 && at.path === "/oembed";
  expect(res.status < 500 || oembed501, `${where} answered ${res.status}: ${text.slice(0, 300)}`).toBe(true);
  if (res.status >= 400 && HUMAN_PAGES.has(`${at.method} ${at.path}`) && /^text\/html/.test(res.headers.get("content-type") ?? "")) {
    // A page people open from an email: its errors are pages too, with the HTML headers.
    expect(res.headers.get("content-security-policy"), where).toBeTruthy();
    expect(text, where).toMatch(/<h1>[^<]{5,}<\/h1>/);
  } else if (res.status >= 400) {
    expect(res.headers.get("content-type"), `${where} ${res.status}`).toMatch(/^application\/problem\+json/);
    const p = JSON.parse(text);
    expect(p.status, where).toBe(res.status);
    expect(typeof p.title, where).toBe("string");
    expect(typeof p.detail, where).toBe("string");
    expect(p.detail.length, `${where}: "${p.detail}"`).toBeGreaterThan(10);
    expect(p.detail, where).not.toMatch(/undefined|\[object Object\]|^Error:|\n\s+at /);
    if (res.status === 429) expect(Number(res.headers.get("retry-after")), where).toBeGreaterThan(0);
  }
  if (res.status >= 300 && res.status < 400 && res.status !== 304) {
    const location = res.headers.get("location") ?? "";
    expect(location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\"), `${where} redirects to ${location}`).toBe(true);
  }
  const log = await logOf(fx.a, fx.id);
  if (res.status >= 400 || res.status === 304) {
    expect(log, `${where} was refused (${res.status}) but the match's log changed`).toBe(fx.log);
  } else if (log !== fx.log || !(await healthy())) {
    // A request that succeeded may resign the fixture's match, log its players out or revoke
    // their token: all allowed. Start again from a fresh fixture.
    successes.push(`${where} ${res.status}`);
    fx = await setUp();
  }
}

/** Are the fixture's identities still signed in? */
async function healthy(): Promise<boolean> {
  for (const c of [fx.a, fx.b, fx.watcher]) if ((await c.fetch("/api/me")).status !== 200) return false;
  return (await client().fetch("/api/me", { headers: { authorization: `Bearer ${fx.tokenA}` } })).status === 200;
}

const attemptFor = (method: string, path: string) =>
  fc.record({
    who: fc.constantFrom(...IDENTITIES),
    body: fc.option(rawBody, { nil: undefined }),
    type: fc.option(contentType, { nil: undefined }),
    query: queryArb,
    headers: fc.record(
      {
        origin: fc.constantFrom(ORIGIN, ORIGIN, ORIGIN, "https://evil.example", "null"),
        "idempotency-key": fc.oneof(fc.string({ maxLength: 20 }), fc.constant("k".repeat(300))),
        "if-none-match": fc.oneof(fc.constant('"m2-0"'), fc.string({ maxLength: 20 })),
        upgrade: fc.constant("websocket"),
        "cf-connecting-ip": fc.constantFrom("203.0.113.7", "::1", "not an ip"),
      },
      { requiredKeys: [] },
    ),
    params: fc.record({ id: idParam, tokenId: fc.oneof(fc.constant("TOKEN"), unicodeText) }),
  }).map(({ params, ...rest }) => ({ attempt: { method, path, ...rest } as Attempt, params }));

const RUNS = { routes: 250, names: 150, socket: 100 };

describe("fuzzing every route", () => {
  beforeAll(async () => {
    fx = await setUp();
  });

  it(`lists the routes it fuzzes (${ROUTES.length})`, () => {
    expect(ROUTES.length).toBeGreaterThan(15);
    for (const must of ["POST /api/matches/:id/moves", "POST /api/matches/:id/join", "POST /api/auth/guest", "GET /auth/verify", "PATCH /api/me", "DELETE /api/me/tokens/:tokenId"]) {
      expect(ROUTES.map((r) => `${r.method} ${r.path}`)).toContain(must);
    }
  });

  it("never answers 5xx, always problem+json with a detail, and a refused request changes nothing", async () => {
    const arb = fc.constantFrom(...ROUTES).chain((r) => attemptFor(r.method, r.path));
    await fc.assert(
      fc.asyncProperty(arb, async ({ attempt, params }) => {
        const p = { ...params, tokenId: params.tokenId === "TOKEN" ? fx.tokenIdA : params.tokenId };
        await judge(attempt, await send(attempt, p));
      }),
      { numRuns: RUNS.routes },
    );
  }, 600_000);

  it("every route with a body refuses malformed JSON, wrong types, unknown fields, huge and deep bodies the same way", async () => {
    const withBody = ROUTES.filter((r) => r.method !== "GET");
    const arb = fc.record({
      route: fc.constantFrom(...withBody),
      who: fc.constantFrom<Identity>("a", "b", "watcher", "bearer-a"),
      body: rawBody,
      params: fc.record({ id: fc.constantFrom("FIXTURE", "PRIVATE", "OTHER") }),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ route, who, body, params }) => {
        const attempt: Attempt = { method: route.method, path: route.path, who, body, type: "application/json", query: {}, headers: { origin: ORIGIN } };
        await judge(attempt, await send(attempt, { ...params, tokenId: "nope" }));
      }),
      { numRuns: 150 },
    );
  }, 600_000);

  it("moves from other seats, spectators, stale positions and replayed or forged identities never apply", async () => {
    const arb = fc.record({
      who: fc.constantFrom<Identity>("b", "watcher", "anonymous", "forged-bearer", "revoked-bearer", "logged-out-cookie", "garbage-cookie"),
      seq: fc.oneof(fc.constant(fx.match.seq), fc.integer({ min: -1, max: 10 })),
      add: fc.constantFrom(1, 2, 3),
      via: fc.constantFrom("moves", "resign", "draw", "abort", "join"),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ who, seq, add, via }) => {
        const body = via === "moves" ? { seq, move: { add } } : via === "join" ? { invite: fx.invite } : {};
        const attempt: Attempt = { method: "POST", path: `/api/matches/:id/${via}`, who, body: JSON.stringify(body), type: "application/json", query: {}, headers: { origin: ORIGIN } };
        const res = await send(attempt, { id: "FIXTURE" });
        // b resigning, offering a draw, or a spectator... only b may legitimately succeed at resign/draw.
        if (!(who === "b" && (via === "resign" || via === "draw"))) expect(res.status, `${via} as ${who}`).toBeGreaterThanOrEqual(400);
        await judge(attempt, res);
      }),
      { numRuns: 120 },
    );
  }, 600_000);

  it("names with any unicode are either refused with a reason or stored clean (trimmed, NFC, at most 40 characters, nothing invisible)", async () => {
    await fc.assert(
      fc.asyncProperty(wellFormedText, fc.boolean(), async (name, viaGuest) => {
        const res = viaGuest
          ? await client().fetch("/api/auth/guest", { json: { name } })
          : await fx.watcher.fetch("/api/me", { method: "PATCH", json: { name } });
        const text = await res.text();
        expect(res.status, text).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.status).toBe(400);
          expect(JSON.parse(text).detail).toMatch(/name/i);
          return;
        }
        const stored = JSON.parse(text).name as string;
        expect(stored).toBe(stored.normalize("NFC").trim());
        expect([...stored].length).toBeLessThanOrEqual(40);
        expect(stored).not.toMatch(/[\p{Cc}\p{Cn}\p{Co}\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/u);
        expect(stored).not.toMatch(/\s{2,}/);
        const me = viaGuest ? client(sessionCookie(res)) : fx.watcher;
        expect((await me.json("/api/me")).body.name).toBe(stored);
      }),
      { numRuns: RUNS.names },
    );
    // Put the watcher's name back for the other properties' readability.
    await fx.watcher.json("/api/me", { method: "PATCH", json: { name: "Fuzz Watcher" } });
  }, 600_000);

  it("garbage on the socket gets an error message, never a closed room or a changed log", async () => {
    const res = await workerFetch(`/api/matches/${fx.id}/socket?v=3`, { headers: { upgrade: "websocket", cookie: fx.b.cookie } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const messages: any[] = [];
    let wake: (() => void) | null = null;
    ws.addEventListener("message", (e) => {
      messages.push(JSON.parse(e.data as string));
      wake?.();
    });
    ws.accept();
    const next = async (n: number) => {
      const deadline = Date.now() + 5_000;
      while (messages.length < n && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 200)));
      return messages[n - 1];
    };
    await next(1);
    const socketMessage = fc.oneof(
      fc.string({ maxLength: 100 }),
      jsonish.map((v) => JSON.stringify(v)),
      fc.record({ type: fc.constantFrom("move", "ping", "chat", "MOVE"), seq: fc.oneof(fc.integer({ min: -2, max: 10 }), jsonish), move: jsonish, requestId: fc.oneof(fc.string({ maxLength: 10 }), jsonish) }, { requiredKeys: ["type"] }).map((m) => JSON.stringify(m)),
      fc.integer({ min: 70_000, max: 100_000 }).map((n) => JSON.stringify({ type: "move", seq: 1, move: "x".repeat(n) })),
    );
    await fc.assert(
      fc.asyncProperty(socketMessage, async (text) => {
        const before = messages.length;
        ws.send(text);
        const reply = await next(before + 1);
        let isPing = false;
        try {
          isPing = JSON.parse(text)?.type === "ping";
        } catch {
          // not JSON
        }
        if (isPing && reply?.type === "pong") return;
        expect(reply, `no answer to ${text.slice(0, 100)}`).toBeTruthy();
        {
          expect(reply.type, JSON.stringify(reply)).toBe("error");
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(reply.detail.length).toBeGreaterThan(10);
        }
        expect(await logOf(fx.a, fx.id)).toBe(fx.log);
      }),
      { numRuns: RUNS.socket },
    );
    ws.close(1000, "done");
  }, 600_000);

  // Regressions: bugs this fuzzer found (fixed in 7c4210b).
  // A name with an unpaired surrogate ("a\ud800b", which JSON carries as an escape) was accepted
  // (src/api/validation.ts cleanName); it is not valid Unicode, and UTF-8 storage, emails and logs
  // turn it into U+FFFD or invalid bytes.
  it("a name with an unpaired surrogate is refused", async () => {
    for (const name of ["a\ud800b", "\udc00", "x\ud83d"]) {
      const res = await client().fetch("/api/auth/guest", { json: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
    }
  });

  // A move nested some 3,000 levels deep (well under 64 KB: {"a":{"a":…}}) overflowed the stack on
  // its way to the room by RPC: 500 (src/api/routes/matches.ts, POST /api/matches/:id/moves).
  it("a move nested thousands of levels deep is refused with 400 or 422, not 500", async () => {
    for (const [open, close] of [['{"a":', "}"], ["[", "]"]]) {
      const body = `{"seq":${fx.match.seq},"move":${open!.repeat(5_000)}1${close!.repeat(5_000)}}`;
      const res = await fx.a.fetch(`/api/matches/${fx.id}/moves`, { method: "POST", body, headers: { "content-type": "application/json" } });
      expect(res.status).toBeLessThan(500);
    }
    expect(await logOf(fx.a, fx.id)).toBe(fx.log);
  });

  // A handshake the room refused (a private match seen by a non-player, or no such match) came
  // back with immutable headers, and the header middleware (src/api/app.ts) then threw: 500.
  it("a WebSocket handshake for a private or unknown match answers 404 problem+json, not 500", async () => {
    for (const id of [fx.privateId, "2222222222"]) {
      const res = await workerFetch(`/api/matches/${id}/socket?v=3`, { headers: { upgrade: "websocket", cookie: fx.watcher.cookie } });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
  });

  it("reports what it did", () => {
    console.log(`fuzzed ${ROUTES.length} routes: ${ROUTES.map((r) => `${r.method} ${r.path}`).join(", ")}; successful requests that changed the fixture (which was then set up again): ${successes.length}`);
  });
});
