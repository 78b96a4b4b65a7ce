/**
 * The match page as players use it (issue #23, items 2, 3, 5, 7, 8, 9, 11) in Debian's Chromium:
 * only the creator cancels, after a real dialog; a joiner's log is filled at once; a signed-out
 * visit logs no error; a private invite offers the seat; a resigned seat reads so; Sleep names
 * people; the inbox groups by match and opening it marks read; "confirm moves" holds a move next
 * to the board. Screenshots of the match page in play and finished, desktop and phone, light and dark.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, describeViolations, expectAccessible, guest, horizontalOverflow, matchState, seriousViolations, shot, waitForMatchStatus, waitForMoveMade, BOARD_CONTROLS } from "./helpers";

const suite = browserSuite();
/** The board's controls, but for a Send of its own. */
const NOT_CONFIRM = BOARD_CONTROLS.split(", ").map((c) => `${c}:not([aria-label^="Send"])`).join(", ");

/**
 * axe on the match page, except one violation inside the Sleep board's hand (boards/sleep/Board.ts,
 * being reworked by another engineer under item 11: a card's visible code "R · R8" is not in its name).
 */
async function expectMatchPageAccessible(page: Page, what: string, only?: "colours"): Promise<void> {
  const vs = (await seriousViolations(page, only)).filter(
    (v) => !(v.id === "label-content-name-mismatch" && v.nodes.every((n) => /^g\[/.test(n.target.join(" ")))),
  );
  expect(vs, `${what}:\n${describeViolations(vs)}`).toEqual([]);
}

/** Console errors and failed requests of a page, collected from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  return problems;
}

async function call<T = any>(page: Page, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return (await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p as string, b === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      return { status: r.status, body: await r.json().catch(() => null) };
    },
    [path, body] as const,
  )) as { status: number; body: T };
}

async function guestPage(name: string, options: { phone?: boolean; dark?: boolean } = {}): Promise<Page> {
  const page = await suite.newPage(options);
  await guest(page, name);
  return page;
}

/** One move of whoever decides now, through the API (pages of players not looking at the match). */
async function anyMove(pages: Page[], id: string): Promise<boolean> {
  for (const p of pages) {
    const m = (await call(p, `/api/matches/${id}`)).body;
    if (m.status !== "active") return false;
    if (m.legal?.length) {
      const r = await call(p, `/api/matches/${id}/moves`, { seq: m.seq, move: m.legal[0] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return true;
    }
  }
  throw new Error("nobody decides in an active match");
}

describe("the match page", () => {
  test("only the creator cancels, after a dialog; a joiner's log is filled at once; no error signed out", async () => {
    const ann = await guestPage("Ann");
    const created = await call(ann, "/api/matches", { game: "sleep", players: 3 });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const visitor = await suite.newPage();
    const problems = problemsOf(visitor);
    await visitor.goto(created.body.urls.invite);
    await visitor.getByLabel("Your name").fill("Ben");
    await visitor.getByRole("button", { name: "Take this seat" }).click();
    await visitor.getByRole("heading", { name: "Waiting for 1 more player" }).waitFor();
    // Item 5: the log shows the creation and the join without waiting for another event.
    await expect.poll(() => visitor.locator(".log-lines li").count(), { timeout: 5_000 }).toBe(2);
    // Item 11: a signed-out visit, joining included, logs no console error and no failed request.
    expect(problems).toEqual([]);
    // Item 2: the joiner has no cancel control.
    expect(await visitor.getByRole("button", { name: /Cancel the match/ }).count()).toBe(0);
    await visitor.getByText("Only the player who created the match can cancel it.").waitFor();

    await ann.goto(`/m/${id}`);
    await ann.getByRole("button", { name: "Cancel the match…" }).click();
    const dialog = ann.getByRole("dialog", { name: "Cancel this match?" });
    await dialog.waitFor();
    await shot(ann, "60-cancel-dialog");
    await expectAccessible(ann, "the cancel dialog");
    await ann.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect((await matchState(ann)).status).toBe("open");
    await ann.getByRole("button", { name: "Cancel the match…" }).click();
    await dialog.getByRole("button", { name: "Yes, cancel the match" }).click();
    await waitForMatchStatus(ann, "aborted");
    await waitForMatchStatus(visitor, "aborted", 10_000);
    await expect
      .poll(async () => (await call(visitor, "/api/me/notifications")).body.items.filter((n: any) => n.kind === "cancelled").map((n: any) => n.title), { timeout: 10_000 })
      .toEqual(["Ann cancelled Sleep vs Ann"]);
  });

  test("a private match's invite offers the seat to a signed-out visitor", async () => {
    const cat = await guestPage("Cat");
    const created = await call(cat, "/api/matches", { game: "sleep", players: 2, visibility: "private" });
    expect(created.status).toBe(201);
    // Item 11: Cat's "My matches" follows the match live (polled with If-None-Match).
    await cat.goto("/matches");
    const waiting = cat.getByRole("region", { name: "Waiting for others" });
    await waiting.getByRole("link").first().waitFor();
    // From here the list must catch up by itself: no reload, its own polls with If-None-Match.
    await cat.evaluate(() => ((window as any).__notReloaded = true));
    const polls: (string | undefined)[] = [];
    cat.on("request", (r) => new URL(r.url()).pathname === "/api/me/matches" && polls.push(r.headers()["if-none-match"]));
    const visitor = await suite.newPage({ phone: true });
    await visitor.goto(created.body.urls.invite);
    await visitor.getByRole("heading", { name: "You are invited to a private match" }).waitFor();
    await expectAccessible(visitor, "the private invite");
    await visitor.getByLabel("Your name").fill("Dan");
    await visitor.getByRole("button", { name: "Take my seat" }).click();
    // No clock of its own (0: until the test's timeout): at load 40 the join took over 10 s.
    await waitForMatchStatus(visitor, "active", 0);
    expect(new URL(visitor.url()).search).toBe("");
    // The list catches up by its poll (every 3 s): waited for, not timed (how soon is a speed goal,
    // not this test's). Sleep for two: both decide at once, so the match is mostly Cat's turn now;
    // but a deal may leave her no card to play in the first phase (she is skipped, as polish.test.ts
    // finds for Bob), and then it waits for Dan: waiting for "Your turn" alone never ended then.
    const row = `a.match-row[href="/m/${created.body.id}"]`;
    await cat.locator(row, { hasText: "Dan" }).waitFor({ timeout: 0 });
    const listed = (await call(cat, "/api/me/matches")).body.find((m: { id: string }) => m.id === created.body.id);
    await cat.getByRole("region", { name: listed.yourTurn ? "Your turn" : "Waiting for others" }).locator(row).waitFor({ timeout: 0 });
    expect(await cat.evaluate(() => (window as any).__notReloaded), "the list caught up without a reload").toBe(true);
    expect(polls.filter((etag) => etag), "the list polled with If-None-Match").not.toEqual([]);
    await expectAccessible(cat, "my matches");
  });

  test("Sleep for three: names, a resignation, the inbox by match, confirm moves, the finished page", async () => {
    const [eve, fay, gus] = [await guestPage("Eve"), await guestPage("Fay", { phone: true, dark: true }), await guestPage("Gus")];
    const created = await call(eve, "/api/matches", { game: "sleep", players: 3 });
    const id = created.body.id as string;
    const invite = new URL(created.body.urls.invite).searchParams.get("invite");
    for (const p of [fay, gus]) expect((await call(p, `/api/matches/${id}/join`, { invite })).status).toBe(200);
    // Item 8: Eve asks to confirm moves; a click on the board holds the move next to the board.
    await eve.goto("/settings");
    await eve.getByLabel(/Always, against the computer/).check();
    await eve.setViewportSize({ width: 1280, height: 900 });
    await eve.goto(`/m/${id}`);
    await eve.locator(".match-page").waitFor();
    for (let i = 0; i < 40 && !(await matchState(eve)).actor; i++) await anyMove([fay, gus], id);
    const before = await matchState(eve);
    expect(before.actor).toBe(true);
    // The board builds its move (a card, a target); the page then holds it. (The board's own Send,
    // for a choice that could still grow, is itself the one confirmation: test/e2e/polish.test.ts.)
    for (let i = 0; i < 20 && !(await eve.locator(".pending-move").count()); i++) {
      const controls = eve.locator(NOT_CONFIRM).filter({ hasNotText: /^\s*(Cancel|Send|Undo)/ });
      await controls.nth(i % Math.max(1, await controls.count())).click();
    }
    const bar = eve.locator(".pending-move");
    await bar.waitFor({ timeout: 5_000 }).catch(async (e) => {
      await shot(eve, "61-confirm-failed", { failing: true });
      console.error(JSON.stringify(await matchState(eve)), before, await eve.evaluate(() => localStorage.getItem("dd.confirmMoves")));
      throw e;
    });
    expect((await matchState(eve)).seq, "the held move is not sent").toBe(before.seq);
    const box = (await eve.locator(".board").getByRole("button", { name: "Send", exact: true }).boundingBox())!;
    expect(box.y + box.height, "Send is on screen at 1280×900").toBeLessThanOrEqual(900);
    await shot(eve, "61-match-confirm-move");
    await eve.locator(".board").getByRole("button", { name: "Send", exact: true }).click();
    await waitForMoveMade(eve, before.seq);
    await eve.goto("/settings");
    await eve.getByLabel(/Never: a move goes/).check();

    // Item 7: Gus resigns; his seat reads so, everywhere.
    expect((await call(gus, `/api/matches/${id}/resign`, {})).status).toBe(200);
    await fay.goto(`/m/${id}`);
    await fay.locator(".seats").getByText("resigned — played by the computer").waitFor();
    await fay.locator(".log-lines li", { hasText: "Gus resigned — the computer plays their seat from now on" }).waitFor();
    expect(await fay.locator(".seats").innerText()).not.toMatch(/\(bot\)/);
    // Screenshots in play: every combination of desktop/phone and light/dark. Each page is loaded
    // once, in its own scheme, then shown in the other: the theme is CSS alone (client/public/app.css's
    // prefers-color-scheme), so the second scheme needs axe's colour rules only.
    const views: [Page, ("light" | "dark")[], string][] = [
      [eve, ["light", "dark"], "desktop"],
      [fay, ["dark", "light"], "phone"],
    ];
    const inSchemes = async (p: Page, schemes: ("light" | "dark")[], device: string, shotName: string, what: string) => {
      for (const [k, scheme] of schemes.entries()) {
        await p.emulateMedia({ colorScheme: scheme });
        const name = `${device}-${scheme}`;
        await shot(p, `${shotName}-${name}`);
        await expectMatchPageAccessible(p, `${what}, ${name}`, k > 0 ? "colours" : undefined);
        if (device === "phone") expect(await horizontalOverflow(p), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    };
    for (const [p, schemes, device] of views) {
      await p.emulateMedia({ colorScheme: schemes[0] });
      await p.goto(`/m/${id}`);
      await p.locator(".log-lines li").first().waitFor();
      await inSchemes(p, schemes, device, "62-sleep3-in-play", "the match in play");
      await p.goto("/");
    }
    await eve.emulateMedia({ colorScheme: "light" }); // Eve's own scheme again, for her inbox below

    // Item 3: the rest is played with every page closed.
    let moves = 0;
    while (moves < 600 && (await anyMove([eve, fay], id))) moves++;
    expect(moves).toBeGreaterThan(5);
    const unreadTurns = async (p: Page) => (await call(p, "/api/me/notifications?limit=100")).body.items.filter((n: any) => n.kind === "turn" && !n.readAt && n.matchId === id).length;
    expect(await unreadTurns(eve)).toBe(0);
    await eve.goto("/inbox");
    const group = eve.locator(`.inbox-list > li[data-match="${id}"]`);
    await group.waitFor();
    expect(await group.count(), "one entry per match").toBe(1);
    expect(await group.locator(".inbox-older summary").innerText()).toMatch(/earlier notices? about this match/);
    await shot(eve, "63-inbox-grouped");
    await expectAccessible(eve, "the grouped inbox");
    await group.locator("a.inbox-item").click();
    await waitForMatchStatus(eve, "finished", 10_000);
    await expect.poll(async () => (await call(eve, "/api/me/notifications?limit=100")).body.items.filter((n: any) => n.matchId === id && !n.readAt).length, { timeout: 5_000 }).toBe(0);

    // Items 7 and 9 after the end: names, not "Player N"; the summary describes the final position.
    for (const [p, schemes, device] of views) {
      await p.emulateMedia({ colorScheme: schemes[0] });
      await p.goto(`/m/${id}`);
      await waitForMatchStatus(p, "finished", 10_000);
      const banner = await p.locator(".banner").innerText();
      expect(banner).toMatch(/^(You won!|You lost: .+ won\.|The match is drawn\.)/);
      expect(banner).not.toMatch(/Player \d/);
      expect(await p.locator(".turn-line .summary").innerText()).toMatch(/^The final position, after \d+ moves\.( |$)/);
      await p.locator(".log-lines li").first().waitFor();
      await inSchemes(p, schemes, device, "64-sleep3-finished", "the finished match");
    }
  }, 600_000);
});
