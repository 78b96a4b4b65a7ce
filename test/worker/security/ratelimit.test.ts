/**
 * Rate limits (src/api/rateLimit.ts): the fixed-window counter, the 429 answer, and each limit
 * the service sets, on the real Worker. The per-IP limits are checked as in production
 * (ENVIRONMENT=production, the only place CF-Connecting-IP is trusted): requests carry a made-up
 * CF-Connecting-IP per test, as Cloudflare's edge would, so that tests never share a budget.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { countHit, LIMITS, mailboxOf, LOCAL_FACTOR, LOCAL_KEY, rateLimit } from "../../../src/api/rateLimit";
import { DEFAULT_MOVES_PER_MINUTE, MoveBudget, movesPerMinute } from "../../../src/match/moveBudget";
import type { AppEnv } from "../../../src/api/types";
import { sha256 } from "../../../src/shared/crypto";
import { expectProblem, inRoom, move, ORIGIN } from "../helpers";
import { app, client, guest, tinyMatch as startedTiny } from "./support";

let ipCounter = 0;
/** A documentation-range address (RFC 3849) in a /64 no other test uses (IPv6 is counted per /64). */
function freshIp(): string {
  return `2001:db8:${(++ipCounter).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
}

/** The Worker's fetch handler with ENVIRONMENT set as a deployment (or wrangler dev) sets it. */
function fetchIn(environment: string) {
  return (input: string, init: RequestInit) => app.fetch(new Request(input, init), { ...env, ENVIRONMENT: environment }, createExecutionContext()) as Promise<Response>;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}, environment = "production") {
  const res = await fetchIn(environment)(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

/** Waits, if needed, so that at least `seconds` remain in the current fixed window. */
async function roomInWindow(windowSeconds: number, seconds: number): Promise<void> {
  const ms = windowSeconds * 1000;
  const left = ms - (Date.now() % ms);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

describe("the move budget (a token bucket per player and match)", () => {
  it("holds one minute's moves, refills at that rate, and says how long to wait", () => {
    const budget = new MoveBudget(60);
    const t0 = 1_000_000;
    for (let i = 0; i < 60; i++) expect(budget.take("u", t0)).toBe(0);
    expect(budget.take("u", t0)).toBe(1);
    expect(budget.take("v", t0)).toBe(0); // another player is not affected
    expect(budget.take("u", t0 + 999)).toBe(1);
    expect(budget.take("u", t0 + 1_000)).toBe(0);
    expect(budget.take("u", t0 + 1_000)).toBe(1);
    // Idle for an hour: full again, never more than full.
    for (let i = 0; i < 60; i++) expect(budget.take("u", t0 + 3_600_000)).toBe(0);
    expect(budget.take("u", t0 + 3_600_000)).toBeGreaterThan(0);
  });

  it("reads MOVES_PER_MINUTE and refuses a nonsense value at start", () => {
    expect(movesPerMinute({})).toBe(DEFAULT_MOVES_PER_MINUTE);
    expect(movesPerMinute({ MOVES_PER_MINUTE: "5000" })).toBe(5000);
    expect(() => movesPerMinute({ MOVES_PER_MINUTE: "lots" })).toThrow(/positive whole number/);
    expect(() => movesPerMinute({ MOVES_PER_MINUTE: "0" })).toThrow(/positive whole number/);
  });
});

describe("the fixed-window counter", () => {
  it("counts within a window, refuses past the limit, and starts again in the next window", async () => {
    const key = `unit:${Math.random()}`;
    const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await countHit(env.DB, key, 3, 60, t0 + i * 1000));
    expect(hits.map((h) => [h.allowed, h.count])).toEqual([[true, 1], [true, 2], [true, 3], [false, 4]]);
    expect(hits[3]!.retryAfter).toBe(57);
    const next = await countHit(env.DB, key, 3, 60, t0 + 61_000);
    expect(next).toMatchObject({ allowed: true, count: 1, retryAfter: 59 });
    // A late request from an earlier window (another isolate's clock) counts in the newer one.
    const late = await countHit(env.DB, key, 3, 60, t0 + 59_000);
    expect(late).toMatchObject({ allowed: true, count: 2 });
  });

  it("loses no hit when many requests race (one atomic upsert each)", async () => {
    const key = `race:${Math.random()}`;
    const now = Date.now();
    const hits = await Promise.all(Array.from({ length: 25 }, () => countHit(env.DB, key, 10, 3600, now)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
  });

  it("answers 429 problem+json with Retry-After from the middleware, and refuses a wrong set-up", async () => {
    const app = new Hono<AppEnv>();
    const name = `mw-${Math.random()}`;
    app.use(rateLimit({ name, limit: 2, windowSeconds: 3600, key: () => "k", detail: (s) => `Slow down: try again in ${s} seconds.` }));
    app.get("/", (c) => c.text("ok"));
    const call = () => app.request("/", {}, env);
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    const body = await refused.json<any>();
    expect(body).toMatchObject({ status: 429, title: "Too many requests", retryAfter: retry });
    expect(body.detail).toBe(`Slow down: try again in ${retry} seconds.`);
    expect(() => rateLimit({ name: "bad", limit: 0, windowSeconds: 60, key: () => "k", detail: () => "" })).toThrow(/positive/);
  });

  it("stores no address or IP in clear", async () => {
    const ip = freshIp();
    const email = `clear-${Math.random()}@example.com`;
    await post("/api/auth/login", { email }, { "cf-connecting-ip": ip });
    const rows = JSON.stringify((await env.DB.prepare("SELECT key FROM rate_limits").all()).results);
    expect(rows).not.toContain(email);
    expect(rows).not.toContain(ip);
    expect(rows).toContain((await sha256(email)).slice(0, 32));
  });
});

describe("the service's limits", () => {
  it(`guest identities: ${LIMITS.guestPerIp.limit} per IP per ${LIMITS.guestPerIp.windowSeconds / 60} minutes`, async () => {
    await roomInWindow(LIMITS.guestPerIp.windowSeconds, 30);
    const ip = freshIp();
    for (let i = 0; i < LIMITS.guestPerIp.limit; i++) expect((await post("/api/auth/guest", { name: `G${i}` }, { "cf-connecting-ip": ip })).status).toBe(201);
    const refused = await post("/api/auth/guest", { name: "One too many" }, { "cf-connecting-ip": ip });
    expectProblem(refused, 429, /Too many new guests/);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.res.headers.get("set-cookie")).toBeNull();
    // Another address is not affected.
    expect((await post("/api/auth/guest", { name: "Elsewhere" }, { "cf-connecting-ip": freshIp() })).status).toBe(201);
  });

  it(`sign-in links: ${LIMITS.loginPerEmail.limit} per address, whatever the IP, and no more mail once refused`, async () => {
    await roomInWindow(LIMITS.loginPerEmail.windowSeconds, 30);
    const email = `often-${Math.random()}@example.com`;
    for (let i = 0; i < LIMITS.loginPerEmail.limit; i++) {
      // Case and spaces do not make another address.
      const asked = i % 2 ? `  ${email.toUpperCase()} ` : email;
      expect((await post("/api/auth/login", { email: asked }, { "cf-connecting-ip": freshIp() })).status).toBe(202);
    }
    const refused = await post("/api/auth/login", { email }, { "cf-connecting-ip": freshIp() });
    expectProblem(refused, 429, /sign-in links were sent to this address/);
    const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_addr = ?").bind(email).first<{ n: number }>();
    expect(sent!.n).toBe(LIMITS.loginPerEmail.limit);
    // Another address from the same IP still gets its link.
    expect((await post("/api/auth/login", { email: `other-${Math.random()}@example.com` })).status).toBe(202);
  });

  it("plus-addresses share their mailbox's sign-in budget (issue #29, item 7)", async () => {
    await roomInWindow(LIMITS.loginPerEmail.windowSeconds, 30);
    const base = `plus-${Math.floor(Math.random() * 1e9)}`;
    for (let i = 0; i < LIMITS.loginPerEmail.limit; i++) {
      const email = i === 0 ? `${base}@example.com` : `${base}+${i}@example.com`;
      expect((await post("/api/auth/login", { email }, { "cf-connecting-ip": freshIp() })).status, email).toBe(202);
    }
    for (const email of [`${base}+${LIMITS.loginPerEmail.limit}@example.com`, `${base}+x+y@example.com`, `${base}@example.com`]) {
      expectProblem(await post("/api/auth/login", { email }, { "cf-connecting-ip": freshIp() }), 429, /sign-in links were sent to this address/);
    }
    // The same local part at another domain is another mailbox.
    expect((await post("/api/auth/login", { email: `${base}+1@example.org` })).status).toBe(202);
    expect(mailboxOf("x+1@example.com")).toBe("x@example.com");
    expect(mailboxOf("+only@example.com")).toBe("+only@example.com");
  });

  it(`sign-in requests: ${LIMITS.loginPerIp.limit} per IP, whatever the address`, async () => {
    await roomInWindow(LIMITS.loginPerIp.windowSeconds, 30);
    const ip = freshIp();
    for (let i = 0; i < LIMITS.loginPerIp.limit; i++) {
      expect((await post("/api/auth/login", { email: `ip-${i}-${Math.random()}@example.com` }, { "cf-connecting-ip": ip })).status).toBe(202);
    }
    expectProblem(await post("/api/auth/login", { email: `ip-last-${Math.random()}@example.com` }, { "cf-connecting-ip": ip }), 429, /sign-in requests from your network/);
    // A malformed request is still counted (it cost us a request), and answered 429 first.
    expectProblem(await post("/api/auth/login", { email: "nonsense" }, { "cf-connecting-ip": ip }), 429);
  });

  it(`moves: ${DEFAULT_MOVES_PER_MINUTE} per player per match per minute, counted by the room; the refused move changes nothing`, async () => {
    const { a, b, id, match } = await startedTiny({ target: 100_000 });
    const me = (await a.json("/api/me")).body.id as string;
    // Spend most of the budget without 110 round trips: the bucket is the room's own. Its clock
    // stands still, so that a loaded machine's slow moves do not refill it during the test.
    await inRoom(id, (room) => {
      const frozen = Date.now();
      room.moveBudget.clock = () => frozen;
      for (let i = 0; i < DEFAULT_MOVES_PER_MINUTE - 10; i++) expect(room.moveBudget.take(me)).toBe(0);
    });
    let seq = match.seq;
    for (let i = 0; i < 10; i++) {
      const mine = await move(a, id, seq, { add: 1 });
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      seq = (await move(b, id, mine.body.seq, { add: 1 })).body.seq;
    }
    const refused = await move(a, id, seq, { add: 1 });
    expectProblem(refused, 429, /faster than anyone plays.*Nothing was changed/);
    const retryAfter = Number(refused.res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.retryAfter).toBe(retryAfter);
    const now = await a.json(`/api/matches/${id}`);
    expect(now.body.seq).toBe(seq);
    // The other player has their own budget.
    expect((await move(b, id, seq, { add: 1 })).status).toBe(403); // not b's turn, but not 429
  });

  it("the same budget holds for moves over the socket", async () => {
    const { a, id, match } = await startedTiny({ target: 100_000 });
    const me = (await a.json("/api/me")).body.id as string;
    await inRoom(id, (room) => {
      while (room.moveBudget.take(me) === 0);
    });
    const refused = await inRoom(id, (room) => room.move({ userId: me, name: "A" }, match.seq, { add: 1 }));
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect((await a.json(`/api/matches/${id}`)).body.seq).toBe(match.seq);
  });

  it("lets requests through when the limiter cannot count (D1 table missing): moves still commit", async () => {
    const { a, id, match } = await startedTiny();
    await env.DB.prepare("ALTER TABLE rate_limits RENAME TO rate_limits_away").run();
    try {
      const r = await move(a, id, match.seq, { add: 1 });
      expect(r.status).toBe(200);
    } finally {
      await env.DB.prepare("ALTER TABLE rate_limits_away RENAME TO rate_limits").run();
    }
  });

  it("in production IPv6 addresses count per /64: one network cannot spread over its addresses", async () => {
    await roomInWindow(LIMITS.guestPerIp.windowSeconds, 30);
    const net = `2001:db8:${(++ipCounter).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    // Every address of the network, in every spelling: compressed, padded, upper case.
    for (let i = 0; i < LIMITS.guestPerIp.limit; i++) {
      const ip = i % 3 === 0 ? `${net}::${(i + 1).toString(16)}` : i % 3 === 1 ? `${net.toUpperCase()}:0:0:${i.toString(16)}:1` : `${net}:00${i.toString(16)}:0000::`;
      expect((await post("/api/auth/guest", { name: `Net ${i}` }, { "cf-connecting-ip": ip })).status, ip).toBe(201);
    }
    expectProblem(await post("/api/auth/guest", { name: "Next door" }, { "cf-connecting-ip": `${net}:ffff:ffff:ffff:ffff` }), 429, /Too many new guests/);
    // The neighbouring /64 is another network.
    expect((await post("/api/auth/guest", { name: "Other net" }, { "cf-connecting-ip": `${net.replace(/:[0-9a-f]+$/, (x) => `:${(parseInt(x.slice(1), 16) ^ 1).toString(16)}`)}::1` })).status).toBe(201);
  });

  it("in production an IPv4 address and its IPv6-mapped form are one address", async () => {
    await roomInWindow(LIMITS.guestPerIp.windowSeconds, 30);
    const ip = `198.51.${++ipCounter % 256}.${Math.floor(Math.random() * 256)}`;
    for (let i = 0; i < LIMITS.guestPerIp.limit; i++) {
      expect((await post("/api/auth/guest", { name: `V4 ${i}` }, { "cf-connecting-ip": i % 2 ? `::ffff:${ip}` : ip })).status).toBe(201);
    }
    expectProblem(await post("/api/auth/guest", { name: "Mapped" }, { "cf-connecting-ip": `::FFFF:${ip}` }), 429);
  });

  it("a school class of 30 behind one address can start playing (guests, matches, moves)", async () => {
    await roomInWindow(LIMITS.guestPerIp.windowSeconds, 60);
    expect(LIMITS.guestPerIp.limit).toBeGreaterThanOrEqual(60); // the class, and each of them once more
    const school = { "cf-connecting-ip": `203.0.113.${++ipCounter % 256}` };
    const cookies: string[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await post("/api/auth/guest", { name: `Pupil ${i + 1}` }, school);
      expect(r.status, `pupil ${i + 1}: ${JSON.stringify(r.body)}`).toBe(201);
      cookies.push(/dd_session=[^;]+/.exec(r.res.headers.get("set-cookie")!)![0]);
    }
    const as = (cookie: string, path: string, body: unknown) => post(path, body, { ...school, cookie });
    for (let i = 0; i < 30; i += 2) {
      const m = await as(cookies[i]!, "/api/matches", { game: "tiny" });
      expect(m.status).toBe(201);
      const joined = await as(cookies[i + 1]!, `/api/matches/${m.body.id}/join`, { invite: new URL(m.body.urls.invite).searchParams.get("invite") });
      expect(joined.status).toBe(200);
      expect((await as(cookies[i]!, `/api/matches/${m.body.id}/moves`, { seq: joined.body.seq, move: { add: 1 } })).status).toBe(200);
    }
    // Every one of them can ask for a sign-in link too (to keep their matches).
    expect(LIMITS.loginPerIp.limit).toBeGreaterThanOrEqual(30);
  });

  it("in development and test CF-Connecting-IP is not trusted: wrangler dev's 127.0.0.1 and a client's forgery are the local key", async () => {
    await roomInWindow(LIMITS.guestPerIp.windowSeconds, 30);
    const localRow = `guest-ip:${(await sha256(LOCAL_KEY)).slice(0, 32)}`;
    const count = async () => (await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(localRow).first<{ count: number }>())?.count ?? 0;
    for (const environment of ["development", "test"]) {
      // wrangler dev adds CF-Connecting-IP: 127.0.0.1 to everything: the local budget applies.
      for (let i = 0; i < LIMITS.guestPerIp.limit + 5; i++) {
        expect((await post("/api/auth/guest", { name: `Dev ${i}` }, { "cf-connecting-ip": "127.0.0.1" }, environment)).status, `${environment} guest ${i}`).toBe(201);
      }
      // A forged header buys no budget of its own: it is counted under the local key.
      const before = await count();
      const forged = ["203.0.113.250", "2001:db8:ffff:1::1", "not an ip", "127.0.0.1, 10.0.0.1"];
      for (const ip of forged) expect((await post("/api/auth/guest", { name: "Forger" }, { "cf-connecting-ip": ip }, environment)).status).toBe(201);
      expect(await count()).toBe(before + forged.length);
      const rows = JSON.stringify((await env.DB.prepare("SELECT key FROM rate_limits").all()).results);
      for (const ip of forged) expect(rows).not.toContain((await sha256(ip)).slice(0, 32));
    }
  });

  it(`without CF-Connecting-IP (wrangler dev, tests) everyone shares the key "local", with ${LOCAL_FACTOR}x the IP budgets`, async () => {
    // Many guests from "local" in one window: more than the per-IP limit, far below the local budget.
    for (let i = 0; i < LIMITS.guestPerIp.limit + 5; i++) await guest(`Local ${i}`);
    expect((await client().json("/api/auth/guest", { json: { name: "Still fine" } })).status).toBe(201);
  });
});
