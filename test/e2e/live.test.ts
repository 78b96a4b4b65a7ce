/**
 * The match page's live connection in Debian's Chromium: with no WebSocket it follows the match by
 * polling (If-None-Match, a 304 while nothing changed), and a move made against a position the
 * match has left is refused (409) and explained in words, after which the page shows the current
 * position and the server's log holds no extra move.
 */
import { describe, expect, test } from "vitest";
import type { Page, Response } from "playwright-core";
import { BOARD_CONTROLS, browserSuite, createMatch, goToWaitingMatch, joinAsGuest, matchState, playOneMoveByClicking, post, seeded, shot } from "./helpers";

const suite = browserSuite();

interface LogLine {
  seq: number;
  text: string;
}

/** Console errors and uncaught exceptions of a page, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** GET from inside the page, with its cookies: what the server says now. */
async function serverNow(page: Page, id: string): Promise<{ seq: number; actors: number[]; you: number | null; log: LogLine[] }> {
  return page.evaluate(async (id) => {
    const m: any = await (await fetch(`/api/matches/${id}`, { cache: "no-store" })).json();
    const log: LogLine[] = await (await fetch(`/api/matches/${id}/log`, { cache: "no-store" })).json();
    return { seq: m.seq, actors: m.actors, you: m.you, log };
  }, id);
}

const isMatchGet = (id: string) => (r: Response) => r.request().method() === "GET" && new URL(r.url()).pathname === `/api/matches/${id}`;

/**
 * A started Sub Rosa match between two guests, made through the screens as app.test.ts does:
 * Alice creates it, Bob takes the seat from the invite link. Returns the id and the pages, the
 * one whose decision it is first.
 */
async function startSubRosa(): Promise<{ id: string; actor: Page; other: Page }> {
  const alice = await suite.newPage();
  const bob = await suite.newPage();
  const { invite, id } = await createMatch(alice, "subrosa", "Alice");
  await goToWaitingMatch(alice);
  await joinAsGuest(bob, invite, "Bob");
  const now = await serverNow(bob, id);
  const bobActs = now.actors.includes(now.you!);
  const [actor, other] = bobActs ? [bob, alice] : [alice, bob];
  // Both pages are on the match page; the acting one has learnt (live) that it is its decision.
  await actor.locator(`.match-page[data-seq="${now.seq}"][data-actor=yes]`).waitFor({ timeout: 15_000 });
  return { id, actor, other };
}

const pageSeq = (page: Page) => page.locator(".match-page").getAttribute("data-seq").then(Number);

describe("the match page's live connection", () => {
  test("without WebSocket the page follows the match by polling with If-None-Match", async () => {
    const { id, actor, other: watcher } = await startSubRosa();

    // The watching player's browser has no WebSocket at all (as embed.test.ts does for the embed):
    // the only way this page can learn of the other player's move is the polling fallback. Its
    // clock is Playwright's (running in real time) so that the test can also jump over the
    // 30-second keep-alive ping later on.
    await watcher.context().addInitScript(() => {
      // @ts-expect-error: the app must cope with a browser (or proxy) without WebSockets
      delete window.WebSocket;
    });
    await watcher.context().clock.install();
    const problems = problemsOf(watcher);
    const sockets: string[] = [];
    watcher.on("websocket", (ws) => sockets.push(ws.url()));
    const gets: { status: number; ifNoneMatch: string | undefined; seq?: number }[] = [];
    watcher.on("response", async (r) => {
      if (!isMatchGet(id)(r)) return;
      const entry: (typeof gets)[number] = { status: r.status(), ifNoneMatch: r.request().headers()["if-none-match"] };
      gets.push(entry);
      if (r.status() === 200) entry.seq = (await r.json().catch(() => ({}))).seq;
    });

    await watcher.goto(`/m/${id}`);
    await watcher.locator(".match-page[data-status=active]").waitFor();
    expect(await watcher.evaluate(() => typeof (window as any).WebSocket)).toBe("undefined");
    await watcher.getByText("Reconnecting… (checking every few seconds)").waitFor();
    const before = await matchState(watcher);
    expect(before.actor).toBe(false);
    await expect(watcher.locator(".turn").textContent()).resolves.toMatch(/^Waiting for /);
    const logBefore = await watcher.getByRole("list", { name: "Match log" }).getByRole("listitem").count();

    // While nothing changes, a poll asks with the ETag it holds and gets a cheap 304.
    // The poll's 5 s go by on the page's clock (Playwright's), not in real time.
    await Promise.all([watcher.waitForResponse((r) => isMatchGet(id)(r) && r.status() === 304, { timeout: 15_000 }), watcher.clock.runFor(5_000)]);
    const notModified = gets.filter((g) => g.status === 304);
    expect(notModified.length).toBeGreaterThanOrEqual(1);
    for (const g of notModified) expect(g.ifNoneMatch, "a 304 answers an If-None-Match").toMatch(/\S/);
    expect(await pageSeq(watcher)).toBe(before.seq);
    await shot(watcher, "live-01-polling-before");

    // The other player moves by clicking their board (their page has its socket).
    await actor.waitForSelector(BOARD_CONTROLS);
    await playOneMoveByClicking(actor, seeded(11));
    const now = await serverNow(actor, id);
    expect(now.seq).toBeGreaterThan(before.seq);

    // The watcher catches up by itself: no reload, no socket, only the next poll (every 5 s).
    // Without the fallback (or if the poll kept sending a stale ETag and got 304s) data-seq would
    // stay at before.seq and this wait would time out.
    await watcher.clock.runFor(5_000);
    await watcher.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement).dataset.seq) === s, now.seq, { timeout: 15_000 });
    await expect.poll(() => gets.some((g) => g.status === 200 && g.seq === now.seq), { message: "the new position came from a GET", timeout: 5_000 }).toBe(true);
    expect(sockets, "no socket was ever opened").toEqual([]);
    const watcherNow = await serverNow(watcher, id);
    const mine = watcherNow.actors.includes(watcherNow.you!);
    await expect(watcher.locator(".turn").textContent()).resolves.toMatch(mine ? /^Your turn/ : /^Waiting for /);
    expect(await matchState(watcher)).toMatchObject({ seq: now.seq, actor: mine });
    // The log in words follows: it ends with the server's last line, the move just made.
    const log = watcher.getByRole("list", { name: "Match log" }).getByRole("listitem");
    await expect.poll(() => log.count(), { timeout: 10_000 }).toBeGreaterThan(logBefore);
    await expect(log.last().textContent()).resolves.toContain(watcherNow.log.at(-1)!.text);
    await shot(watcher, "live-02-polling-after");

    // A page that stays open without WebSocket for a while (the keep-alive ping runs every 30 s)
    // keeps working and throws nothing; it still polls with 304s.
    const getsBefore = gets.length;
    await watcher.clock.runFor(31_000);
    await expect.poll(() => gets.length, { timeout: 10_000 }).toBeGreaterThan(getsBefore);
    expect(gets.slice(getsBefore).every((g) => g.status === 304 && !!g.ifNoneMatch)).toBe(true);
    expect(await pageSeq(watcher)).toBe(now.seq);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 120_000);

  test("a page that misses a socket message sees the gap, fetches the whole match, and follows the patches after it", async () => {
    const { id, actor, other: watcher } = await startSubRosa();
    // The watcher's socket is real, but the test drops the first patch the server sends once `dropping`.
    let dropping = false;
    const dropped: string[] = [];
    await watcher.routeWebSocket(/\/api\/matches\/[^/]+\/socket/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (dropping && JSON.parse(String(m)).type === "patch") {
          dropping = false;
          dropped.push(String(m));
        } else ws.send(m);
      });
    });
    const problems = problemsOf(watcher);
    const gets: number[] = [];
    watcher.on("response", (r) => void (isMatchGet(id)(r) && r.status() === 200 && gets.push(r.status())));
    await watcher.goto(`/m/${id}`);
    await watcher.getByText("Live", { exact: true }).waitFor();
    const before = await matchState(watcher);
    const getsBefore = gets.length;
    dropping = true;
    await actor.waitForSelector(BOARD_CONTROLS);
    await playOneMoveByClicking(actor, seeded(21));
    const moved = await serverNow(actor, id);
    // The patch of that move never reached the page; the next message names a base the page does not hold.
    await expect.poll(() => dropped.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(dropped[0]!).seq).toBe(moved.seq);
    expect(await pageSeq(watcher)).toBe(before.seq);
    // The next change's patch (the mover offers a draw) shows the gap: the page fetches the whole match, and shows the latest position.
    const latest = await post(actor, `/api/matches/${id}/draw`, { action: "offer" });
    expect(latest.seq).toBe(moved.seq + 1);
    await watcher.locator(`.match-page[data-seq="${latest.seq}"]`).waitFor({ timeout: 15_000 });
    expect(gets.length, "the page fetched the whole match once it saw the gap").toBeGreaterThan(getsBefore);
    // Its log in words holds every line, the missed move's included.
    const log = watcher.getByRole("list", { name: "Match log" }).getByRole("listitem");
    await expect.poll(() => log.count(), { timeout: 10_000 }).toBe((await serverNow(watcher, id)).log.length);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 120_000);

  test("a move against a position the match has left is explained, then the page shows the current one", async () => {
    const { id, actor } = await startSubRosa();

    // The acting player's page keeps a real, open socket, but the test holds back what the server
    // sends on it once `frozen`: the page then believes it is still at its old position (it does
    // not poll while its socket is open).
    let frozen = false;
    await actor.routeWebSocket(/\/api\/matches\/[^/]+\/socket/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (!frozen) ws.send(m);
      });
    });
    const problems = problemsOf(actor);
    await actor.goto(`/m/${id}`);
    await actor.locator(".match-page[data-status=active]").waitFor();
    await actor.getByText("Live", { exact: true }).waitFor();
    await actor.waitForSelector(BOARD_CONTROLS);
    const stale = await matchState(actor);
    expect(stale.actor).toBe(true);
    frozen = true;

    // The same player moves from another tab (same cookies): the match moves on.
    const otherTab = await suite.newPage({ from: actor.context() });
    await otherTab.goto(`/m/${id}`);
    await otherTab.locator(`.match-page[data-seq="${stale.seq}"][data-actor=yes]`).waitFor();
    await otherTab.waitForSelector(BOARD_CONTROLS);
    await playOneMoveByClicking(otherTab, seeded(5));
    const moved = await serverNow(otherTab, id);
    expect(moved.seq).toBe(stale.seq + 1);

    // The first page still shows the old position and offers its moves: it is stale for real
    // (if it had heard of the move, it would send the new seq and no 409 would follow).
    await new Promise((r) => setTimeout(r, 500));
    expect(await matchState(actor)).toEqual(stale);
    await shot(actor, "live-03-stale-before");

    // The player acts on the stale board: the server refuses, the page says why in words.
    const refused = actor.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/api/matches/${id}/moves`, { timeout: 20_000 });
    const rng = seeded(3);
    let sent = false;
    actor.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.endsWith("/moves")) sent = true;
    });
    for (let click = 0; click < 30 && !sent; click++) {
      const confirm = actor.locator(".board button:not([disabled])", { hasText: /^\s*Send/ });
      const controls = actor.locator(BOARD_CONTROLS).filter({ hasNotText: /^\s*Cancel\s*$/ });
      if (await confirm.count()) await confirm.first().click();
      else {
        const n = await controls.count();
        expect(n, "the stale page offers a move").toBeGreaterThan(0);
        await controls.nth(Math.floor(rng() * n)).click();
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    const res = await refused;
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { seq?: number }).seq).toBe(moved.seq);
    expect(JSON.parse(res.request().postData() ?? "{}").seq).toBe(stale.seq);

    const alert = actor.getByRole("alert");
    await alert.waitFor();
    // In the page's words: no position numbers, no "reload" (the page fetches the position itself).
    await expect(alert.textContent()).resolves.toBe("The match moved on before your move arrived: the board now shows where it stands. Decide again.");
    // ...and it fetches the current position by itself (the socket still says nothing).
    await actor.locator(`.match-page[data-seq="${moved.seq}"]`).waitFor({ timeout: 10_000 });
    const after = await serverNow(actor, id);
    expect(after.seq).toBe(moved.seq);
    const mine = after.actors.includes(after.you!);
    expect(await matchState(actor)).toMatchObject({ seq: after.seq, actor: mine });
    await expect(actor.locator(".turn").textContent()).resolves.toMatch(mine ? /^Your turn/ : /^Waiting for /);
    await expect(alert.isVisible()).resolves.toBe(true); // the explanation stays while the page catches up
    await shot(actor, "live-04-stale-explained");

    // The refused move left no trace: the server's log is what it was after the other tab's move.
    expect(after.log).toEqual(moved.log);
    expect(after.log.at(-1)!.seq).toBe(moved.seq);
    // The only console error is the browser's note about the refused request.
    expect(problems.filter((p) => !/status of 409/.test(p)), problems.join("\n")).toEqual([]);
  }, 120_000);

  test("the creator's 'match is ready' page counts the seats taken and says when the match has begun", async () => {
    const alice = await suite.newPage();
    const bob = await suite.newPage();
    const { invite } = await createMatch(alice, "sleepers", "Alice");
    await alice.getByText("1 of 2 seats taken.").waitFor();
    await joinAsGuest(bob, invite, "Bob");
    await alice.getByText("Every seat is taken: the match has begun.").waitFor({ timeout: 15_000 });
  }, 120_000);

  test("a match that does not exist says so and stops trying to connect", async () => {
    const page = await suite.newPage();
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    await page.goto("/m/nosuchmatch0");
    await page.getByRole("heading", { level: 1, name: "Match not found" }).waitFor();
    const seen = sockets.length;
    await page.waitForTimeout(5_000); // retries would come after 1, 2 and 4 s
    expect(sockets.length, sockets.join("\n")).toBe(seen);
    expect(seen).toBeLessThanOrEqual(1);
  }, 60_000);

  test("going offline is said at once, and the page is live again as soon as the network is back", async () => {
    const { actor } = await startSubRosa();
    const connection = actor.locator(".connection");
    await expect.poll(() => connection.innerText(), { timeout: 15_000 }).toBe("Live");
    await actor.context().setOffline(true);
    await expect.poll(() => connection.innerText(), { timeout: 1_500 }).toMatch(/^Reconnecting/);
    await actor.context().setOffline(false);
    await expect.poll(() => connection.innerText(), { timeout: 5_000 }).toBe("Live");
    // A move that could not reach the server says so, until the page is live again.
    await actor.route("**/api/matches/*/moves", (r) => r.abort("internetdisconnected"));
    const alert = actor.getByRole("alert");
    await playOneMoveByClicking(actor, seeded(5), () => alert.isVisible());
    await expect(alert.textContent()).resolves.toMatch(/^That did not work/);
    await actor.unroute("**/api/matches/*/moves");
    await actor.context().setOffline(true);
    await actor.context().setOffline(false);
    await expect.poll(() => connection.innerText(), { timeout: 5_000 }).toBe("Live");
    await expect.poll(() => alert.count(), { timeout: 2_000 }).toBe(0);
  }, 120_000);
});
