/**
 * Support for the security suites: members signed in by link, sockets that record every message,
 * the room's live state, and swapping the room's game state for a "twin" (the same position as a
 * viewer sees it, with everything hidden from that viewer changed).
 */
import { createExecutionContext, env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { createApp } from "../../../src/api/app";
import { registerForTests } from "../../../src/engine/registry";
import { botActors } from "../../../src/match/bots";
import type { MatchState } from "../../../src/match/state";
import { SOCKET_PROTOCOL, type MatchResource } from "../../../src/shared/api";
import { applyLivePatch, heldWhole, type HeldResource } from "../../../src/shared/livePatch";
import { tinyGame } from "../../support/tinyGame";
import { client as baseClient, ORIGIN, sessionCookie, useSignInLink, type Client } from "../helpers";

export type { Client };

registerForTests(tinyGame);

/**
 * The Worker's own app (src/index.ts exports exactly `app.fetch`), called in-process. The suites
 * here send thousands of requests; through SELF.fetch each request in a workerd instance costs
 * more than the last (cloudflare/workers-sdk#15446: 6 ms growing to hundreds), so they call the
 * same fetch handler directly, with the real bindings and an execution context.
 */
export const app = createApp();

export function workerFetch(input: string, init: RequestInit = {}): Promise<Response> {
  return app.fetch(new Request(input.startsWith("http") ? input : `${ORIGIN}${input}`, init), env, createExecutionContext()) as Promise<Response>;
}

/** helpers.client, through `workerFetch`. */
export function client(cookie = "", name = "anonymous"): Client {
  return baseClient(cookie, name, workerFetch);
}

export async function guest(name: string, headers: Record<string, string> = {}): Promise<Client> {
  const res = await client().fetch("/api/auth/guest", { json: { name }, headers });
  expect(res.status, await res.clone().text()).toBe(201);
  return client(sessionCookie(res), name);
}

/** Runs `fn` inside the match's room: the live instance (its private fields reachable) and its state. */
export async function inRoom<R>(id: string, fn: (room: any, state: DurableObjectState) => R | Promise<R>): Promise<R> {
  const ns = env.MATCH_ROOM as unknown as DurableObjectNamespace;
  const run = runInDurableObject as unknown as (stub: unknown, f: typeof fn) => Promise<R>;
  return run(ns.get(ns.idFromName(id)), fn);
}

/** A deep copy of the room's in-memory match. */
export async function roomMatch(id: string): Promise<MatchState> {
  return inRoom(id, (room) => JSON.parse(JSON.stringify(room.match)) as MatchState);
}

/** The room's match once the computer has nothing left to decide (its moves come by the alarm, just after an answer). */
export async function roomSettled(id: string, ms = 5000): Promise<MatchState> {
  const start = Date.now();
  for (;;) {
    const state = await roomMatch(id);
    if (botActors(state).length === 0) return state;
    if (Date.now() - start > ms) throw new Error(`the computer still decides at seq ${state.seq} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Forgets what the room built from its state (its per-seq resource cache), so the next answer is built afresh. */
function forgetBuilt(room: any): void {
  room.cache.forget();
}

/**
 * Replaces the room's game state while `fn` runs, then puts the real one back. (The suite's
 * self-test in hidden.test.ts proves the swap is live: if the room starts keeping another copy of
 * what it built, that test fails rather than the twin checks passing vacuously.)
 */
export async function withGameState<R>(id: string, game: unknown, fn: () => Promise<R>): Promise<R> {
  const saved = await inRoom(id, (room) => {
    const real = room.match.game;
    room.match = { ...room.match, game };
    forgetBuilt(room);
    return JSON.stringify(real);
  });
  try {
    return await fn();
  } finally {
    await inRoom(id, (room) => {
      room.match = { ...room.match, game: JSON.parse(saved) };
      forgetBuilt(room);
    });
  }
}

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  at: string;
  raw: string;
}

export async function devMail(): Promise<DevMail[]> {
  const r = await client().json<DevMail[]>("/api/dev/mail");
  expect(r.status).toBe(200);
  return r.body;
}

/** The parts of a raw RFC 5322 message from composeMessage, decoded (base64 or plain). */
export function mailParts(raw: string): { type: string; text: string }[] {
  const out: { type: string; text: string }[] = [];
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/).slice(1)) {
    const [headers = "", ...rest] = part.split("\r\n\r\n");
    const body = rest.join("\r\n\r\n").replace(/\r\n--[^\r\n]*--\r\n?$/, "");
    const type = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? "";
    if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      try {
        out.push({ type, text: new TextDecoder().decode(Uint8Array.from(atob(body.replace(/[\r\n]/g, "")), (ch) => ch.charCodeAt(0))) });
        continue;
      } catch {
        // not base64 after all: keep it as it is
      }
    }
    out.push({ type, text: body });
  }
  return out;
}

/** The header block and the decoded text of every part, for scanning. */
export function mailText(raw: string): string {
  return [raw.split("\r\n\r\n")[0] ?? "", ...mailParts(raw).map((p) => p.text)].join("\n");
}

/** The sign-in link of the newest message to `to`. */
export async function signInLink(to: string): Promise<URL> {
  const msg = (await devMail()).find((m) => m.to === to);
  expect(msg, `no mail to ${to}`).toBeTruthy();
  return new URL(/(http\S+\/auth\/verify\?token=[^\s"<]+)/.exec(mailText(msg!.raw))![1]!);
}

/** A member signed in through the emailed link, as a person would; `name` set through PATCH /api/me. */
export async function member(name: string, email: string, headers: Record<string, string> = {}): Promise<Client & { email: string }> {
  const asked = await client().json("/api/auth/login", { json: { email }, headers });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  email = email.trim().toLowerCase(); // as the API stores it
  const link = await signInLink(email);
  const res = await useSignInLink(client(), link);
  expect(res.status).toBe(303);
  const c = client(sessionCookie(res), name);
  const named = await c.json("/api/me", { method: "PATCH", json: { name } });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  return Object.assign(c, { email });
}

export interface Socket {
  ws: WebSocket;
  /** Every message as received (text), in order. */
  texts: string[];
  messages: any[];
  /** Resolves with the first message (from index `from`) that satisfies `pred`. */
  waitFor(pred: (m: any) => boolean, from?: number, timeoutMs?: number): Promise<any>;
  /** Resolves when the server closes the socket, with its code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/**
 * A socket as the app opens it (`?v=` SOCKET_PROTOCOL). `messages` holds each patch applied to the
 * resource before it as a whole `{type:"match", match, patch}` (so tests read every update alike;
 * `texts` keeps what was sent); a patch whose base is not the resource held fails the test.
 */
export async function openSocket(c: Client | null, id: string, headers: Record<string, string> = {}, query = `v=${SOCKET_PROTOCOL}`): Promise<Socket> {
  const res = await workerFetch(`/api/matches/${id}/socket?${query}`, {
    headers: { upgrade: "websocket", ...(c?.cookie ? { cookie: c.cookie } : {}), ...headers },
  });
  if (res.status !== 101) throw new Error(`socket refused: ${res.status} ${await res.text()}`);
  const ws = res.webSocket!;
  const texts: string[] = [];
  const messages: any[] = [];
  const waiters: (() => void)[] = [];
  let held: HeldResource | null = null;
  ws.addEventListener("message", (e) => {
    const text = typeof e.data === "string" ? e.data : new TextDecoder().decode(e.data as ArrayBuffer);
    texts.push(text);
    const m = JSON.parse(text);
    if (m.type === "match") held = heldWhole(m.match, m.etag);
    if (m.type === "patch") {
      held = applyLivePatch(held, m);
      if (!held) throw new Error(`a patch on ${m.base} reached a socket that cannot apply it`);
      messages.push({ type: "match", match: held.match, patch: m });
    } else messages.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  ws.accept();
  return {
    ws,
    texts,
    messages,
    closed,
    async waitFor(pred, from = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(from).find(pred);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching socket message within ${timeoutMs} ms; last: ${texts.at(-1)?.slice(0, 300)}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 500));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close() {
      try {
        ws.close(1000, "done");
      } catch {
        // already closed
      }
    },
  };
}

export async function getMatch(c: Client, id: string): Promise<{ status: number; text: string; body: MatchResource }> {
  const res = await c.fetch(`/api/matches/${id}`);
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

/** Every string that would betray a secret, found in `text` (regexes and plain substrings). */
export function findTokens(text: string, tokens: (string | RegExp)[]): string[] {
  const found: string[] = [];
  for (const t of tokens) {
    if (typeof t === "string" ? t.length > 0 && text.includes(t) : t.test(text)) found.push(String(t));
  }
  return found;
}

/** A number as a token: not part of a longer number. */
export function numberToken(n: number): RegExp {
  return new RegExp(`(?<![0-9])${n}(?![0-9])`);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** helpers.startedTiny through `workerFetch`: `a` sits at seat 0, `b` at seat 1. */
export async function tinyMatch(options: Record<string, unknown> = {}) {
  const a = await guest("Alice");
  const b = await guest("Bob");
  const created = await a.json<MatchResource>("/api/matches", { json: { game: "tiny", options } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invite = new URL(created.body.urls.invite!).searchParams.get("invite")!;
  const joined = await b.json<MatchResource>(`/api/matches/${created.body.id}/join`, { json: { invite } });
  expect(joined.status).toBe(200);
  return { a, b, id: created.body.id, match: joined.body };
}
