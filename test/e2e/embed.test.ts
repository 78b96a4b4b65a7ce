/**
 * The embed in a real browser: a page on another origin (a tiny node server on another port,
 * another host name) frames /embed/:id; the board shows, and it updates after a move made
 * through the API, over the socket and, with WebSocket taken away, by polling. Also: the board
 * shows with JavaScript off, the page breaks no CSP rule, and page + script stay under 20 KB
 * gzipped.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decidingSeat, sharedBrowser, shot } from "./helpers";

/** The e2e project's shared server (support/global.ts). */
const server = { url: inject("e2eUrl") };
let browser: Browser;
let host: Server;
let hostOrigin: string;

interface Player {
  cookie: string;
  call(path: string, body?: unknown): Promise<any>;
}

async function player(name: string): Promise<Player> {
  const res = await fetch(`${server.url}/api/auth/guest`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);
  const cookie = /dd_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];
  return {
    cookie,
    async call(path, body) {
      const r = await fetch(`${server.url}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { cookie, origin: server.url, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await r.json();
      expect(r.status, JSON.stringify(json)).toBeLessThan(300);
      return json;
    },
  };
}

/** A started two-player Sleep match. */
async function sleepMatch(): Promise<{ id: string; players: Player[] }> {
  const a = await player("Ada");
  const b = await player("Bea");
  const m = await a.call("/api/matches", { game: "sleep", players: 2 });
  const invite = new URL(m.urls.invite).searchParams.get("invite");
  await b.call(`/api/matches/${m.id}/join`, { invite });
  return { id: m.id, players: [a, b] };
}

/**
 * One public move: the first seat with a decision decides; when that decision is sealed (Sleep's
 * SP-5: the phase still waits for another player) the next one decides too. Returns the new seq.
 */
async function oneMove(id: string, players: Player[]): Promise<number> {
  const now = (await (await fetch(`${server.url}/api/matches/${id}`)).json()) as { seq: number };
  for (let i = 0; i < players.length; i++) {
    // A spectator is not told who decides in Sleep (SP-5): each player's own resource is.
    const own = await Promise.all(players.map((p) => p.call(`/api/matches/${id}`)));
    const seat = decidingSeat(own);
    const mine = own[seat]!;
    const pick = mine.legal.find((m: any) => m.kind !== "pass") ?? mine.legal[0];
    const after = await players[seat]!.call(`/api/matches/${id}/moves`, { seq: now.seq, move: pick });
    if (after.seq > now.seq) return after.seq;
  }
  throw new Error("every player decided and the position did not move");
}

async function embedFrame(context: BrowserContext, id: string, problems: string[]): Promise<Frame> {
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(`${server.url}/embed/${id}`)}`);
  const handle = await page.waitForSelector("iframe");
  const frame = (await handle.contentFrame())!;
  await frame.waitForSelector("#dd-embed");
  return frame;
}

beforeAll(async () => {
  browser = await sharedBrowser();
  // The "other site": its own port and host name (localhost, while the service is 127.0.0.1).
  host = createServer((req, res) => {
    const src = new URL(req.url ?? "/", "http://x").searchParams.get("src") ?? "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><title>A club forum</title><h1>Our match</h1>
<iframe src="${src.replace(/"/g, "&quot;")}" width="480" height="520" title="Dead Drop match" style="border:0"></iframe>`);
  });
  await new Promise<void>((r) => host.listen(0, r));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => host?.close(r));
});

describe("the embed framed by another site", () => {
  it("shows the board and follows a move over the socket", async () => {
    const { id, players } = await sleepMatch();
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    const problems: string[] = [];
    const frame = await embedFrame(context, id, problems);
    expect(new URL(frame.url()).origin).toBe(server.url);
    expect(new URL(frame.page().url()).origin).toBe(hostOrigin);
    const board = frame.locator(".dd-board svg").first();
    await board.waitFor({ state: "visible" });
    const box = (await board.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(100);
    const before = Number(await frame.locator("#dd-embed").getAttribute("data-seq"));
    await shot(frame.page(), "embed-framed-before", { fullPage: false });

    const seq = await oneMove(id, players);
    expect(seq).toBe(before + 1);
    await frame.waitForSelector(`#dd-embed[data-seq="${seq}"]`, { timeout: 15_000 });
    await frame.locator(".dd-board svg").first().waitFor({ state: "visible" });
    expect(await frame.locator(".dd-log li").count()).toBe(3); // created, joined, the move
    await shot(frame.page(), "embed-framed-after", { fullPage: false });
    expect(problems, problems.join("\n")).toEqual([]);
    await context.close();
  });

  it("falls back to polling when there is no WebSocket", async () => {
    const { id, players } = await sleepMatch();
    const context = await browser.newContext();
    await context.addInitScript(() => {
      // @ts-expect-error: the embed must cope with a browser (or proxy) without WebSockets
      delete window.WebSocket;
    });
    const problems: string[] = [];
    const frame = await embedFrame(context, id, problems);
    expect(await frame.evaluate(() => typeof (window as any).WebSocket)).toBe("undefined");
    const seq = await oneMove(id, players);
    await frame.waitForSelector(`#dd-embed[data-seq="${seq}"]`, { timeout: 20_000 });
    expect(problems, problems.join("\n")).toEqual([]);
    await context.close();
  });

  it("shows the board with JavaScript off, in the dark theme", async () => {
    const { id, players } = await sleepMatch();
    await oneMove(id, players);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/embed/${id}?theme=dark`);
    await page.locator(".dd-board svg").first().waitFor({ state: "visible" });
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe("rgb(20, 23, 28)");
    await shot(page, "embed-dark-nojs", { fullPage: false });
    await context.close();
  });

  it("draws board.svg as an image on another site", async () => {
    const { id, players } = await sleepMatch();
    await oneMove(id, players);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/`);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      document.body.appendChild(img);
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, `${server.url}/api/matches/${id}/board.svg`);
    expect(size.width).toBe(640);
    expect(size.height).toBeGreaterThan(200);
    await page.goto(`${server.url}/api/matches/${id}/board.svg`);
    await shot(page, "embed-board-svg", { fullPage: false });
    await context.close();
  });

  it("keeps the page and its script under 20 KB gzipped", async () => {
    const { id, players } = await sleepMatch();
    await oneMove(id, players);
    const page = await (await fetch(`${server.url}/embed/${id}`)).text();
    const script = await (await fetch(`${server.url}/assets/embed.js`)).text();
    const css = await (await fetch(`${server.url}/app.css`)).text();
    expect(script).toContain("dd-embed");
    const sizes = { page: gzipSync(page).length, script: gzipSync(script).length, appCss: gzipSync(css).length };
    console.log(`embed sizes, gzipped bytes: ${JSON.stringify(sizes)}`);
    expect(sizes.page + sizes.script).toBeLessThan(20 * 1024);
    expect(sizes.page + sizes.script + sizes.appCss).toBeLessThan(20 * 1024);
  });
});
