/**
 * The service as `npm start` runs it (wrangler dev, state on disk), in a real browser:
 *
 * - The local server killed (SIGKILL, the whole process group) and started again mid-match: every
 *   acknowledged move is still there, none twice, sessions still work, the match goes on, and a
 *   match page that stayed open catches up by itself.
 * - Security headers on every HTML page, whether the Worker answers it or the static assets do
 *   (client/public/_headers, which must equal src/api/securityHeaders.ts headersFile()), and the
 *   pages break no rule of their own Content-Security-Policy while they run.
 * - Names that are markup are shown as text in the app.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, IMMUTABLE_ASSETS, headersFile } from "../../src/api/securityHeaders";
import { decidingSeat, sharedBrowser } from "./helpers";
import { apiGuest, type ApiPlayer } from "./support/apiPlayer";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // A server of its own (it is killed below); the shared Chromium.
  [server, browser] = await Promise.all([startServer(), sharedBrowser()]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

type Player = ApiPlayer;
const player = (name: string): Promise<Player> => apiGuest(server.url, name);

/** A started two-player match of `game`; players[i] sits at seat i. */
async function startedMatch(game: string): Promise<{ id: string; players: Player[] }> {
  const a = await player("Ada");
  const b = await player("Bea");
  const m = await a.call("/api/matches", { game, players: 2, seat: 0 });
  expect(m.status, JSON.stringify(m.body)).toBe(201);
  const joined = await b.call(`/api/matches/${m.body.id}/join`, { invite: new URL(m.body.urls.invite).searchParams.get("invite") });
  expect(joined.status).toBe(200);
  return { id: m.body.id, players: [a, b] };
}

/** One legal move by some actor (the first actor, its first legal move). */
async function playOne(id: string, players: Player[]): Promise<{ status: number; seq: number; seat: number; sealed: boolean }> {
  // Each player's own resource says whether they decide (in Sleep nobody else is told, SP-5).
  const own = await Promise.all(players.map(async (p) => (await p.call(`/api/matches/${id}`)).body));
  const seat = decidingSeat(own);
  const mine = own[seat]!;
  const r = await players[seat]!.call(`/api/matches/${id}/moves`, { seq: mine.seq, move: mine.legal[0] });
  // A sealed decision (SP-5) keeps the position: its answer says it was sent.
  const sealed = ((r.body?.forYou ?? []) as string[]).some((line) => line.startsWith("Your decision is sent"));
  return { status: r.status, seq: r.body?.seq ?? -1, seat, sealed };
}

async function pageFor(p: Player | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1200, height: 900 } });
  contexts.push(context);
  if (p) {
    const [name, value] = p.cookie.split("=");
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  }
  const page = await context.newPage();
  // Every CSP violation the page meets, caught by a listener installed before any page script.
  await page.addInitScript(() => {
    (window as any).__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => (window as any).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) ((page as any).__consoleCsp ??= []).push(m.text());
  });
  return page;
}

async function cspViolations(page: Page): Promise<string[]> {
  return [...((await page.evaluate(() => (window as any).__cspViolations as string[])) ?? []), ...((page as any).__consoleCsp ?? [])];
}

/** The match page's connection line when its socket is open. */
function live(page: Page) {
  return page.locator("p.connection").filter({ hasText: /^Live$/ });
}

async function waitForSeq(page: Page, seq: number, timeout = 60_000): Promise<void> {
  await page.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement | null)?.dataset.seq) >= s, seq, { timeout });
}

describe("the local server killed and started again mid-match", () => {
  it("keeps every acknowledged move, applies none twice, keeps sessions, and the match and an open page go on", async () => {
    const { id, players } = await startedMatch("sleep");
    for (let i = 0; i < 6; i++) expect((await playOne(id, players)).status).toBe(200);
    const before = {
      a: (await players[0]!.call(`/api/matches/${id}`)).body,
      b: (await players[1]!.call(`/api/matches/${id}`)).body,
      logA: (await players[0]!.call(`/api/matches/${id}/log`)).body,
      logB: (await players[1]!.call(`/api/matches/${id}/log`)).body,
    };
    const page = await pageFor(players[0]!);
    await page.goto(`/m/${id}`);
    await waitForSeq(page, before.a.seq);
    await live(page).waitFor({ timeout: 20_000 });

    const killedAt = Date.now();
    await server.restart();
    const downMs = Date.now() - killedAt;

    // Nothing lost, nothing doubled: the same resource for each player, the same log lines.
    const after = {
      a: (await players[0]!.call(`/api/matches/${id}`)).body,
      b: (await players[1]!.call(`/api/matches/${id}`)).body,
      logA: (await players[0]!.call(`/api/matches/${id}/log`)).body,
      logB: (await players[1]!.call(`/api/matches/${id}/log`)).body,
    };
    expect(after.a.seq).toBe(before.a.seq);
    expect(JSON.stringify(after.a.view)).toBe(JSON.stringify(before.a.view));
    expect(JSON.stringify(after.b.view)).toBe(JSON.stringify(before.b.view));
    expect(after.logA).toEqual(before.logA);
    expect(after.logB).toEqual(before.logB);
    expect((await players[1]!.call("/api/me")).status).toBe(200); // sessions are in local D1, on disk

    // The match goes on, and the page that stayed open catches up (socket again, or polling).
    const next = await playOne(id, players);
    expect(next.status).toBe(200);
    await waitForSeq(page, next.seq);
    await live(page).waitFor({ timeout: 60_000 });
    console.log(`restart: server down and up again in ${downMs} ms; the open page caught up to seq ${next.seq}`);
  });

  it("a kill in the middle of a burst of moves: every acknowledged move is kept, and the log has no gap and no double", async () => {
    const { id, players } = await startedMatch("sleep");
    const acknowledged: { seq: number; seat: number; sealed: boolean }[] = [];
    let stop = false;
    const burst = (async () => {
      while (!stop) {
        try {
          const r = await playOne(id, players);
          if (r.status === 200) acknowledged.push({ seq: r.seq, seat: r.seat, sealed: r.sealed });
        } catch {
          // the server went away mid-request: that move was not acknowledged
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    })();
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 50));
    const kill = server.restart();
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await kill;
    await burst;
    const log = (await players[0]!.call(`/api/matches/${id}/log`)).body as { seq: number; seat: number | null; kind: string }[];
    expect(log.map((l) => l.seq)).toEqual(log.map((_, i) => i + 1));
    // Whose decision each line was is shown to its own player (in Sleep, others are not told: SP-5).
    const logs = await Promise.all(players.map(async (p) => (await p.call(`/api/matches/${id}/log`)).body as typeof log));
    const now = (await players[0]!.call(`/api/matches/${id}`)).body;
    for (const a of acknowledged) {
      if (a.sealed) {
        // Kept: still sealed at its position (its player is told so), or revealed since by a later event.
        const mine = (await players[a.seat]!.call(`/api/matches/${id}`)).body;
        if (mine.seq === a.seq) expect(mine.forYou?.[0], `sealed decision of seat ${a.seat} at ${a.seq}`).toMatch(/^Your decision is sent/);
        else expect(mine.seq).toBeGreaterThan(a.seq);
        continue;
      }
      const line = logs[a.seat]!.find((l) => l.seq === a.seq);
      expect(line, `acknowledged move at seq ${a.seq}`).toMatchObject({ kind: "move", seat: a.seat });
    }
    expect(now.seq).toBe(log.length);
    expect((await playOne(id, players)).status).toBe(200);
    console.log(`burst: ${acknowledged.length} moves acknowledged before and around the kill; log of ${log.length} events, contiguous`);
  });
});

describe("security headers on every HTML page", () => {
  it("client/public/_headers is the policy the Worker uses, and the build ships it", () => {
    expect(readFileSync("client/public/_headers", "utf8")).toBe(headersFile());
    expect(readFileSync("dist/client/_headers", "utf8")).toBe(headersFile());
  });

  it("the app's content-named chunks are kept by the browser; app.js, whose name stays, is asked for again", async () => {
    const app = await fetch(`${server.url}/assets/app.js`);
    const dep = /from\s*"(\.\/[\w./-]+\.js)"/.exec(await app.text())?.[1];
    expect(dep, "app.js imports a chunk").toBeTruthy();
    expect(app.headers.get("cache-control")).not.toMatch(/immutable/);
    // The build's chunk folder is the one the headers file serves as immutable.
    const chunk = new URL(dep!, app.url);
    expect(chunk.pathname.startsWith(IMMUTABLE_ASSETS), `${chunk.pathname} under ${IMMUTABLE_ASSETS}`).toBe(true);
    const res = await fetch(chunk);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("static pages, the single-page fallback, match pages and embeds all carry a strict policy", async () => {
    const { id } = await startedMatch("sleepers");
    const checked: string[] = [];
    for (const path of ["/", "/signin", "/settings", "/some/deep/app/path", `/m/${id}`, `/embed/${id}`, "/index.html"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status >= 300 && res.status < 400) continue;
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      const csp = res.headers.get("content-security-policy") ?? "";
      const script = /script-src ([^;]+)/.exec(csp)?.[1] ?? /default-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect(script, `${path}: script-src`).toMatch(/'self'/);
      expect(script, `${path}: no inline script`).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(res.headers.get("referrer-policy"), path).toBeTruthy();
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      if (!path.startsWith("/embed/")) expect(csp, path).toBe(CONTENT_SECURITY_POLICY);
      checked.push(`${path} ${res.status}`);
    }
    // The headers file itself is not served as an asset.
    expect(await (await fetch(`${server.url}/_headers`)).text()).not.toContain("Content-Security-Policy");
    console.log(`headers: ${checked.join(", ")}`);
  });

  it("the app runs under its policy: no violation on the home, sign-in and match pages, and the live socket connects", async () => {
    const { id, players } = await startedMatch("subrosa");
    const page = await pageFor(players[0]!);
    for (const path of ["/", "/signin", `/m/${id}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    await live(page).waitFor({ timeout: 20_000 });
    expect(await cspViolations(page)).toEqual([]);
    // And the policy bites: an injected inline script is refused, and the listener sees it.
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__inline = 1";
      document.body.appendChild(s);
    });
    await page.waitForFunction(() => ((window as any).__cspViolations as string[]).length > 0);
    expect(await page.evaluate(() => (window as any).__inline)).toBeUndefined();
    expect((await cspViolations(page)).join(" ")).toMatch(/script-src/);
  });
});

describe("names are text in the browser", () => {
  it("a player named with markup is shown literally and runs nothing", async () => {
    const evil = `<img src=x onerror="window.__xss=1">`;
    const a = await player(evil);
    const b = await player(`"><svg onload=window.__xss=2>`);
    const m = await a.call("/api/matches", { game: "sleep", players: 2 });
    expect((await b.call(`/api/matches/${m.body.id}/join`, { invite: new URL(m.body.urls.invite).searchParams.get("invite") })).status).toBe(200);
    for (const viewer of [a, b, null]) {
      const page = await pageFor(viewer);
      await page.goto(`/m/${m.body.id}`);
      // The first match may be an SVG's hidden <title> (boards name the players too): wait for a visible one.
      await page.getByText(evil).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
      expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    }
  });
});
