/**
 * Guests driven from Node through the service's HTTP API, with no browser: for the players of a
 * test who only make calls. A browser context is made one of them by giving it their cookie.
 */
import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { decidingSeat } from "../../support/decidingSeat";

export interface ApiPlayer {
  name: string;
  /** `dd_session=…`, as a Cookie header carries it. */
  cookie: string;
  call<T = any>(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: T }>;
}

/** A new guest of the service at `baseUrl`, whose calls are made with its session and the site's origin. */
export async function apiGuest(baseUrl: string, name: string): Promise<ApiPlayer> {
  const res = await fetch(`${baseUrl}/api/auth/guest`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) });
  expect(res.status, await res.clone().text()).toBe(201);
  const cookie = /dd_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];
  return {
    name,
    cookie,
    async call(path, body, init = {}) {
      const r = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { "content-type": "application/json" }), ...(init.headers as Record<string, string> | undefined) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      return { status: r.status, body: text ? JSON.parse(text) : null };
    },
  };
}

/** `players` guests (P1, P2, …) seated in a new match of `game`, players[i] at seat i; and who decides first (the first seat if nobody does). */
export async function seatApiGuests(baseUrl: string, game: string, players: number): Promise<{ id: string; players: ApiPlayer[]; decider: ApiPlayer }> {
  const seated = await Promise.all(Array.from({ length: players }, (_, i) => apiGuest(baseUrl, `P${i + 1}`)));
  const m = await seated[0]!.call("/api/matches", { game, players, seat: 0 });
  expect(m.status, JSON.stringify(m.body)).toBe(201);
  const invite = new URL(m.body.urls.invite).searchParams.get("invite");
  for (const p of seated.slice(1)) {
    const joined = await p.call(`/api/matches/${m.body.id}/join`, { invite });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  }
  const own = await Promise.all(seated.map(async (p) => (await p.call(`/api/matches/${m.body.id}`)).body));
  return { id: m.body.id, players: seated, decider: seated[Math.max(0, decidingSeat(own))]! };
}

/** Makes the browser context `player`: their session cookie in place of anyone's. */
export async function actAs(context: BrowserContext, baseUrl: string, player: ApiPlayer): Promise<void> {
  const [name, value] = player.cookie.split("=");
  await context.clearCookies();
  await context.addCookies([{ name: name!, value: value!, url: baseUrl }]);
}

/**
 * One decision in match `id`: the first of `players` who decides sends their first legal entry
 * (each player's own resource says whether they decide, SP-5). False, sending nothing, once the
 * match is no longer active.
 */
export async function playFirstLegal(players: ApiPlayer[], id: string): Promise<boolean> {
  const own = await Promise.all(players.map(async (p) => (await p.call(`/api/matches/${id}`)).body));
  if (own[0].status !== "active") return false;
  const seat = decidingSeat(own);
  if (seat < 0) throw new Error("nobody decides in an active match");
  const sent = await players[seat]!.call(`/api/matches/${id}/moves`, { seq: own[seat].seq, move: own[seat].legal[0] });
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  return true;
}
