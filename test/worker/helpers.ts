/** One module of helpers for the worker tests: clients that sign in and drive the real Worker. */
import { SELF, createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { decidingSeat } from "../support/decidingSeat";
import worker from "./entry";

export const ORIGIN = "http://localhost";

export interface Client {
  name: string;
  cookie: string;
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: T; res: Response }>;
}

/** How a client reaches the Worker: `SELF.fetch` by default (a whole request through workerd). */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export const throughSelf: Fetcher = (url, init) => SELF.fetch(url, init);

/**
 * The same Worker's `fetch` handler called in this isolate, with an execution context of its own
 * (its `waitUntil` work awaited), for files that make thousands of requests (whole matches against
 * the computer): it skips the pool's entrypoint wrapper that `SELF.fetch` constructs for every
 * request (which, unpatched, grew a Proxy each time: manyRequests.test.ts). The Durable Objects
 * behind it are the real ones either way.
 */
export const inIsolate: Fetcher = async (url, init) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
};

/** A client with this cookie: sends Origin on unsafe methods (as browsers do) and never follows redirects. */
export function client(cookie = "", name = "anonymous", fetcher: Fetcher = throughSelf): Client {
  const doFetch = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    const method = (init.method ?? (init.json !== undefined ? "POST" : "GET")).toUpperCase();
    if (method !== "GET" && !headers.has("origin")) headers.set("origin", ORIGIN);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const { json: _json, ...rest } = init;
    return fetcher(`${ORIGIN}${path}`, { ...rest, method, headers, body, redirect: "manual" });
  };
  return {
    name,
    cookie,
    fetch: doFetch,
    async json(path, init) {
      const res = await doFetch(path, init);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, res };
    },
  };
}

export function sessionCookie(res: Response): string {
  const set = res.headers.get("set-cookie") ?? "";
  const m = /dd_session=([^;]+)/.exec(set);
  if (!m) throw new Error(`no session cookie in ${set}`);
  return `dd_session=${m[1]}`;
}

export async function guest(name: string, fetcher: Fetcher = throughSelf): Promise<Client> {
  const res = await client("", "anonymous", fetcher).fetch("/api/auth/guest", { json: { name } });
  expect(res.status).toBe(201);
  return client(sessionCookie(res), name, fetcher);
}

export async function createMatch(owner: Client, body: Record<string, unknown> = { game: "tiny" }): Promise<MatchResource> {
  const r = await owner.json<MatchResource>("/api/matches", { json: body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export function inviteOf(m: MatchResource): string {
  return new URL(m.urls.invite!).searchParams.get("invite")!;
}

/** A started two-player tiny match: `a` sits at seat 0, `b` at seat 1. */
export async function startedTiny(options: Record<string, unknown> = {}) {
  const a = await guest("Alice");
  const b = await guest("Bob");
  const created = await createMatch(a, { game: "tiny", options });
  const joined = await b.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
  expect(joined.status).toBe(200);
  return { a, b, id: created.id, match: joined.body };
}

export async function move(c: Client, id: string, seq: number, moveBody: unknown, headers: Record<string, string> = {}) {
  return c.json<any>(`/api/matches/${id}/moves`, { json: { seq, move: moveBody }, headers });
}

/**
 * While the match runs: each player's own resource and the seat that decides (decidingSeat; the
 * test fails if nobody does). Null once the match is not active.
 */
export async function decider(players: Client[], id: string): Promise<{ seat: number; own: MatchResource } | null> {
  const views = await Promise.all(players.map(async (p) => (await p.json<MatchResource>(`/api/matches/${id}`)).body));
  if (views[0]!.status !== "active") return null;
  const seat = decidingSeat(views);
  expect(seat, "someone decides").toBeGreaterThanOrEqual(0);
  return { seat, own: views[seat]! };
}

/**
 * Plays up to `moves` decisions while the match runs, each by the seat that decides (decider),
 * with the legal move `pick` chooses (the first by default); every move must be accepted.
 */
export async function playDecisions(players: Client[], id: string, moves: number, pick: (legal: unknown[]) => unknown = (legal) => legal[0]) {
  for (let i = 0; i < moves; i++) {
    const now = await decider(players, id);
    if (!now) return;
    const r = await move(players[now.seat]!, id, now.own.seq, pick(now.own.legal!));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}

/**
 * Polls the match until `done` holds (the bots move by themselves); fails when nothing moved for
 * `ms`. `gaps` collects how long each wait for the next event took.
 */
export async function waitFor(c: Client, id: string, done: (m: MatchResource) => boolean, gaps: number[] = [], ms = 5000): Promise<MatchResource> {
  let since = Date.now();
  let seq = -1;
  for (;;) {
    const r = await c.json<MatchResource>(`/api/matches/${id}`);
    expect(r.status).toBe(200);
    if (r.body.seq !== seq) {
      if (seq !== -1) gaps.push(Date.now() - since);
      [seq, since] = [r.body.seq, Date.now()];
    }
    if (done(r.body)) return r.body;
    if (Date.now() - since > ms) throw new Error(`nothing moved for ${ms} ms at seq ${r.body.seq} (actors ${r.body.actors}, status ${r.body.status})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The match is over, or the client's seat must decide (the computer has answered). */
export const humanMustDecide = (m: MatchResource) => m.status !== "active" || (m.legal?.length ?? 0) > 0;

export function expectProblem(r: { status: number; body: any; res: Response }, status: number, detail?: RegExp) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(r.body.status).toBe(status);
  expect(typeof r.body.title).toBe("string");
  expect(r.body.detail.length).toBeGreaterThan(10);
  if (detail) expect(r.body.detail).toMatch(detail);
}

/** Runs `fn` inside the match's room (the live instance and its storage). */
export async function inRoom<R>(id: string, fn: (room: any, state: DurableObjectState) => R | Promise<R>): Promise<R> {
  const ns = env.MATCH_ROOM as unknown as DurableObjectNamespace;
  const stub = ns.get(ns.idFromName(id));
  const run = runInDurableObject as unknown as (s: unknown, f: typeof fn) => Promise<R>;
  return run(stub, fn);
}

/**
 * Everything the match's changes so far owe D1 (its index, inbox and mail) is delivered: one flush
 * (a flush that finds a delivery under way waits for it and then delivers what moved on since).
 */
export const settle = (id: string): Promise<void> => inRoom(id, (room) => room.flushOutbox());

/** The text/plain body of a raw message from the dev outbox. */
export async function parseMail(raw: string) {
  const { default: PostalMime } = await import("postal-mime");
  return PostalMime.parse(raw);
}

export async function outbox(): Promise<{ id: string; to: string; subject: string; at: string; raw: string }[]> {
  return (await client().json<any[]>("/api/dev/mail")).body;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * Opens a sign-in link as a browser does: its page (a GET, which changes nothing), then the page's
 * Sign in button (a same-origin form POST of the page's own hidden fields). Any answer but the page
 * (a redirect for a used link, the guest's refusal) is returned as it is.
 */
export async function useSignInLink(c: Client, link: URL | string): Promise<Response> {
  const url = new URL(link, ORIGIN);
  const page = await c.fetch(url.pathname + url.search);
  if (page.status !== 200) return page;
  const html = await page.text();
  const fields = [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)]);
  expect(fields.map(([name]) => name)).toContain("token");
  return c.fetch("/auth/verify", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
}

/** A member signed in by the emailed link, as a person would. */
export async function member(name: string, email: string): Promise<Client> {
  await client().json("/api/auth/login", { json: { email } });
  const msg = (await outbox()).find((m) => m.to === email)!;
  const text = (await parseMail(msg.raw)).text ?? "";
  const link = new URL(/(http\S+\/auth\/verify\?token=\S+)/.exec(text)![1]!);
  const res = await useSignInLink(client(), link);
  const c = client(sessionCookie(res), name);
  await c.json("/api/me", { method: "PATCH", json: { name } });
  return c;
}

export interface InboundReply {
  from: string;
  to: string;
  text: string;
  subject?: string;
  messageId?: string;
  /** Extra header lines, above the usual ones (e.g. the platform's Authentication-Results). */
  headers?: string[];
  /** The body's Content-Type (default text/plain); `text` is then the raw body. */
  contentType?: string;
}

let inboundCount = 0;

/** Delivers a message to the Worker's email() handler, as Email Routing does; resolves with its Message-ID (no brackets). */
export async function deliver(o: InboundReply): Promise<string> {
  const messageId = o.messageId ?? `${Date.now()}.${inboundCount++}@mail.example.com`;
  const raw = [
    ...(o.headers ?? []),
    `From: Someone <${o.from}>`,
    `To: ${o.to}`,
    `Subject: ${o.subject ?? "Re: Your move in Tiny vs Ann"}`,
    `Message-ID: <${messageId}>`,
    `Content-Type: ${o.contentType ?? "text/plain; charset=utf-8"}`,
    "",
    o.text,
  ].join("\r\n");
  const message = {
    from: o.from,
    to: o.to,
    headers: new Headers(),
    raw: new Response(raw).body!,
    rawSize: raw.length,
    setReject: () => undefined,
    forward: async () => ({ messageId: "" }),
    reply: async () => ({ messageId: "" }),
  };
  const ctx = createExecutionContext();
  await worker.email!(message as unknown as ForwardableEmailMessage, env, ctx);
  await waitOnExecutionContext(ctx);
  return messageId;
}
