/**
 * The match page on a phone and "confirm moves" (issue #23, items 4 and 8, what was left of them),
 * in Debian's Chromium: Sleepers zooms its map on a 390×844 touch phone so that every hex a player
 * taps is 44 px or more, and is played by touch; Sub Rosa for four reads on a phone (no sideways
 * scroll, no text under 11 px or cut off, controls 44 px or more), in play and finished, and its end
 * shows on the board which locations won; every game has one move flow (issue #30): the chosen
 * move drawn on the board, Undo and Send on screen at 1280×800 and 390×844, the bar over no part
 * of the board; Settings can turn it off.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, horizontalOverflow, matchState, seriousViolations, shot, waitForMatchStatus, waitForMoveMade } from "./helpers";
import { actAs, playFirstLegal, seatApiGuests, type ApiPlayer } from "./support/apiPlayer";
import { actorOf, barOverBoard, firstInView, openBoard, resourceOf, seatGuests, tapAreas, type BoardPageOptions } from "./support/boardPage";

const suite = browserSuite();

type Resource = { id: string; seq: number; status: string; you: number | null; actors: number[]; legal?: any[]; view: any; urls: { invite?: string } };
type Options = BoardPageOptions;
const seated = (game: string, players: number, options: Options = {}) => seatGuests(suite, game, players, options);
const resource = (page: Page, id: string): Promise<Resource> => resourceOf(page, id);

/** Sub Rosa's board as read on the screen: text under 11 px, text running out of the board or out of its location. */
async function subRosaReading(page: Page): Promise<{ tiny: string[]; clipped: string[]; scale: number }> {
  return page.evaluate(() => {
    const svg = document.querySelector(".subrosa-board svg") as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const tiny: string[] = [];
    const clipped: string[] = [];
    for (const t of Array.from(svg.querySelectorAll("text"))) {
      const text = (t.textContent ?? "").trim();
      if (!text) continue;
      const px = Number(t.getAttribute("font-size")) * scale;
      if (px < 10.95) tiny.push(`"${text}" ${px.toFixed(1)} px`);
      const r = t.getBoundingClientRect();
      const loc = t.closest(".subrosa-location")?.querySelector("rect")?.getBoundingClientRect();
      const frame = loc ?? box;
      if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5) clipped.push(`"${text}" ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(frame.left)}–${Math.round(frame.right)}`);
    }
    for (const c of Array.from(document.querySelectorAll(".subrosa-hand-card"))) {
      const r = c.getBoundingClientRect();
      if (r.right > window.innerWidth || r.left < 0) clipped.push(`hand card "${c.textContent}" ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return { tiny, clipped, scale };
  });
}

/** Plays the match to its end through the API: each time, the first seat that decides sends its first legal entry. */
async function playToEnd(players: ApiPlayer[], id: string): Promise<void> {
  for (let i = 0; i < 800; i++) if (!(await playFirstLegal(players, id))) return;
  throw new Error("the match did not end");
}

describe("phones and confirm moves", () => {
  test("Sleepers on a 390×844 touch phone: the map is zoomed, every hex a player taps is 44 px or more, a move by touch", async () => {
    const [pages, id] = await seated("sleepers", 2, { phone: true });
    const page = await actorOf(pages, id);
    await openBoard(page, id);
    const map = page.locator(".sleepers-map");
    await page.locator(".sleepers-map[data-zoomed=yes]").waitFor();
    expect(await horizontalOverflow(page), "Sleepers scrolls sideways").toBeLessThanOrEqual(0);
    const hand = page.locator(".sleepers-board [role=button][aria-label^='Your hand']");
    if (await hand.count()) await hand.first().tap();
    const hexes = ".sleepers-map [role=button]";
    await page.locator(hexes).first().waitFor();
    const areas = await tapAreas(page);
    expect(areas.small, "tap areas under 44 px").toEqual([]);
    expect(areas.measured, "hexes (and the hand, zoom and pan buttons) measured").toBeGreaterThan(10);
    const hexSizes = await page.locator(hexes).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(Math.min(...hexSizes), "a hex on the zoomed map").toBeGreaterThanOrEqual(44);
    await shot(page, "phone-sleepers-zoomed");
    // Panning moves the window; "Whole board" and "Zoom in" switch.
    const before = await map.getAttribute("viewBox");
    const pans = ["Show more to the left", "Show more to the right", "Show more above", "Show more below"];
    for (const name of pans) {
      const b = page.getByRole("button", { name });
      if (await b.isEnabled()) {
        await b.tap();
        break;
      }
    }
    expect(await map.getAttribute("viewBox")).not.toBe(before);
    await page.getByRole("button", { name: "Whole board" }).tap();
    await page.locator(".sleepers-map[data-zoomed=no]").waitFor();
    await page.getByRole("button", { name: "Zoom in" }).tap();
    await page.locator(".sleepers-map[data-zoomed=yes]").waitFor();
    // A hex in the window, by touch, makes the move.
    const seq = (await matchState(page)).seq;
    const i = await firstInView(page, hexes);
    expect(i, "a hex on offer inside the window").toBeGreaterThanOrEqual(0);
    await page.locator(hexes).nth(i).tap();
    await expect.poll(async () => (await matchState(page)).seq, { timeout: 10_000 }).toBeGreaterThan(seq);
  });

  test("Sub Rosa for four on a 390×844 phone: nothing scrolls sideways, is cut off or under 11 px; the end shows who won where", async () => {
    // The four players are seated and play through the API; the one who decides first looks on a phone.
    const { id, players, decider } = await seatApiGuests(suite.url, "subrosa", 4);
    const page = await suite.newPage({ phone: true });
    await actAs(page.context(), suite.url, decider);
    await openBoard(page, id);
    await page.locator(".subrosa-board[data-layout=phone]").waitFor();
    await page.locator(".subrosa-hand button").first().waitFor();
    expect(await horizontalOverflow(page), "scrolls sideways").toBeLessThanOrEqual(0);
    const inPlay = await subRosaReading(page);
    expect(inPlay.tiny, "text under 11 px").toEqual([]);
    expect(inPlay.clipped, "text cut off").toEqual([]);
    expect((await tapAreas(page)).small, "controls under 44 px").toEqual([]);
    await page.locator(".subrosa-hand button").first().tap();
    await page.locator(".subrosa-board [role=button][aria-label^='Location']").first().waitFor();
    const withLocations = await tapAreas(page);
    expect(withLocations.small, "locations under 44 px").toEqual([]);
    expect(withLocations.measured).toBeGreaterThanOrEqual(4);
    await shot(page, "phone-subrosa-4p-in-play");

    await playToEnd(players, id);
    await page.goto(`/m/${id}`);
    await waitForMatchStatus(page, "finished", 15_000);
    await page.locator(".subrosa-board[data-layout=phone] .subrosa-result").first().waitFor();
    expect(await horizontalOverflow(page), "finished: scrolls sideways").toBeLessThanOrEqual(0);
    const finished = await subRosaReading(page);
    expect(finished.tiny, "finished: text under 11 px").toEqual([]);
    expect(finished.clipped, "finished: text cut off").toEqual([]);
    // Item 10's siblings: the end shows on the board why it ended, as the Sleepers board does.
    const sc = (await resource(page, id)).view.scoring;
    const expected = sc.draw ? [] : sc.locations.flatMap((l: any, i: number) => (l.winner !== null && sc.winners.includes(l.winner) ? [i] : []));
    const decided = await page.locator(".subrosa-location[data-decided=yes]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
    expect(decided.length).toBe(expected.length);
    for (const label of decided) expect(label).toMatch(/Won by \w+, who won the match/);
    if (expected.length) {
      const fill = await page.locator(".subrosa-location[data-decided=yes] rect").first().getAttribute("fill");
      const sleepersWin = "var(--win, #f2b705)"; // the Sleepers board's deciding hexes
      expect(fill).toBe(sleepersWin);
    }
    expect(await page.locator(".subrosa-result").first().textContent()).toBeTruthy();
    await shot(page, "phone-subrosa-4p-finished");
    // The same page on a desktop, light and dark, and dark on the phone (the theme is CSS alone: see the sweep below).
    const desktop = await suite.newPage({ from: page.context() });
    await desktop.goto(`/m/${id}`);
    await desktop.locator(".subrosa-result").first().waitFor();
    await shot(desktop, "subrosa-4p-finished-desktop-light");
    await desktop.emulateMedia({ colorScheme: "dark" });
    await shot(desktop, "subrosa-4p-finished-desktop-dark");
    await page.emulateMedia({ colorScheme: "dark" });
    await shot(page, "subrosa-4p-finished-phone-dark");
    await desktop.context().close();
  }, 300_000);

  const GAMES = ["sleepers", "conspirateurs", "sleep", "subrosa"];

  /** Builds one move on the board by clicking, as far as the page holding it ("confirm moves"). */
  async function buildMove(page: Page, game: string): Promise<void> {
    const click = async (selector: string) => {
      const i = await firstInView(page, selector);
      if (i < 0) return false;
      await page.locator(selector).nth(i).click();
      return true;
    };
    for (let k = 0; k < 6 && !(await page.locator(".pending-move").count()); k++) {
      if (game === "sleepers") {
        await click(".sleepers-board [role=button][aria-label^='Your hand']");
        await click(".sleepers-map [role=button]");
      } else if (game === "conspirateurs") await click(".co-board [role=button]");
      else if (game === "sleep") {
        if (!(await click(".sleep-card[role=button]"))) await click(".sleep-board [role=button][aria-label^='Aim at'], .sleep-board [role=button][aria-label='Play no card this phase']");
      } else {
        await page.locator(".subrosa-hand button").first().click();
        await click(".subrosa-board [role=button][aria-label^='Location']");
      }
    }
  }

  test("one flow in every game (issue #30, items 1 and 5): choose, the board shows it, Undo, choose again, Send — the default of a match between people — at 1280×800 and 390×844, the bar never over the board", async () => {
    // The players are seated through the API; one page for each size is made, in turn, the player who decides first.
    const desktop = await suite.newPage({ appDefaults: true });
    await desktop.setViewportSize({ width: 1280, height: 800 });
    const sizes = [desktop, await suite.newPage({ phone: true, appDefaults: true })];
    for (const game of GAMES) {
      for (const phone of [false, true]) {
        const { id, decider } = await seatApiGuests(suite.url, game, 2);
        const page = sizes[phone ? 1 : 0]!;
        await actAs(page.context(), suite.url, decider);
        await openBoard(page, id);
        const seq = (await matchState(page)).seq;
        const what = `${game} ${phone ? "390×844" : "1280×800"}`;
        await buildMove(page, game);
        await page.locator(".pending-move").waitFor({ timeout: 5_000 });
        expect((await matchState(page)).seq, `${what}: the chosen move is not sent`).toBe(seq);
        // Drawn on the board, where it goes.
        const drawn = page.locator(".board .held-move");
        expect(await drawn.count(), `${what}: the held move drawn on the board`).toBeGreaterThan(0);
        const box = (await drawn.first().boundingBox())!;
        expect(box.width * box.height, `${what}: the drawing has a size`).toBeGreaterThan(0);
        // One Send: no other on the board, on screen without scrolling, and the bar over no part of the board.
        const others = await page.locator(".board button, .board [role=button]").evaluateAll((els) =>
          els.filter((e) => /^Send/.test((e.getAttribute("aria-label") ?? e.textContent ?? "").trim()) && !(e as HTMLButtonElement).disabled && e.getAttribute("role") !== "img").map((e) => (e.getAttribute("aria-label") ?? e.textContent ?? "").trim()),
        );
        expect(others, `${what}: one Send`).toEqual(["Send"]);
        const send = page.locator(".pending-move").getByRole("button", { name: "Send", exact: true });
        const undo = page.locator(".pending-move").getByRole("button", { name: "Undo", exact: true });
        const height = page.viewportSize()!.height;
        for (const [name, b] of [["Send", send], ["Undo", undo]] as const) {
          const r = (await b.boundingBox())!;
          expect(r.y, `${what}: ${name} on screen`).toBeGreaterThanOrEqual(0);
          expect(r.y + r.height, `${what}: ${name} on screen`).toBeLessThanOrEqual(height);
        }
        expect(await barOverBoard(page), `${what}: the Send bar over the board`).toBe(0);
        await shot(page, `send-${game}-${phone ? "phone" : "desktop"}`);
        // Undo: nothing sent, nothing drawn, the board ready for another choice.
        await undo.click();
        expect(await page.locator(".pending-move").count(), `${what}: Undo takes the move back`).toBe(0);
        expect(await page.locator(".board .held-move").count(), `${what}: nothing drawn after Undo`).toBe(0);
        expect((await matchState(page)).seq, `${what}: Undo sends nothing`).toBe(seq);
        expect((await resource(page, id)).seq, `${what}: the server has no move`).toBe(seq);
        await buildMove(page, game);
        await page.locator(".pending-move").waitFor({ timeout: 5_000 });
        await send.click();
        // Sent: the position moves on, or (Sleep's sealed decision, SP-5) the page says it was sent.
        await waitForMoveMade(page, seq);
        expect(await page.locator(".pending-move").count()).toBe(0);
      }
    }
  }, 300_000);

  test("Settings can turn the Send step off; a move then goes at once", async () => {
    const [pages, id] = await seated("sleepers", 2, { appDefaults: true });
    const page = await actorOf(pages, id);
    await page.goto("/settings");
    const never = page.getByLabel(/Never: a move goes/);
    expect(await page.getByLabel(/In correspondence matches/).isChecked(), "the default").toBe(true);
    await never.check();
    await openBoard(page, id);
    const seq = (await matchState(page)).seq;
    await page.locator(".sleepers-board [role=button][aria-label^='Your hand']").first().click().catch(() => undefined);
    const i = await firstInView(page, ".sleepers-map [role=button]");
    await page.locator(".sleepers-map [role=button]").nth(i).click();
    await expect.poll(async () => (await matchState(page)).seq, { timeout: 10_000 }).toBeGreaterThan(seq);
    expect(await page.locator(".pending-move").count()).toBe(0);
  }, 120_000);

  test("no page scrolls sideways at 390×844; axe finds nothing serious on any, light and dark, desktop and phone", async () => {
    // A match of every game and player count, seen by the player who decides first. Its players are
    // seated through the API from here: only the one page of each viewport below needs a browser.
    // The two-player match pages get the same checks, in play and finished, in boards.test.ts.
    const counts: Record<string, number[]> = { conspirateurs: [4], sleep: [3, 4, 6], subrosa: [3, 4] };
    const matches: { name: string; id: string; owner: ApiPlayer }[] = [];
    for (const [game, ns] of Object.entries(counts)) {
      for (const n of ns) {
        const { id, decider } = await seatApiGuests(suite.url, game, n);
        matches.push({ name: `${game} ${n}p`, id, owner: decider });
      }
    }
    const paths = ["/", "/new", "/matches", "/inbox", "/settings", ...GAMES.map((g) => `/rules/${g}`)];
    const problems: string[] = [];
    // Each page is loaded once per viewport and checked light, then dark: the theme is CSS alone
    // (client/public/app.css's prefers-color-scheme, no transition), so switching the emulated
    // scheme redraws the same page as loading it dark would, without another load and axe.
    const lightAndDark = async (page: Page, what: string, phone: boolean) => {
      for (const dark of [false, true]) {
        await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
        const how = `${phone ? "phone" : "desktop"} ${dark ? "dark" : "light"}`;
        const vs = (await seriousViolations(page, dark ? "colours" : undefined)).map((v) => `${what} (${how}): ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
        problems.push(...vs);
        if (phone) {
          const over = await horizontalOverflow(page);
          if (over > 0) problems.push(`${what} (${how}) scrolls sideways by ${over} px`);
        }
      }
    };
    // Desktop and phone side by side: each waits on the server and the network as much as it computes.
    // One page each, made each match's player in turn by their cookie (a context per match cost more than its page).
    await Promise.all(
      [false, true].map(async (phone) => {
        const page = await suite.newPage({ phone });
        await actAs(page.context(), suite.url, matches[0]!.owner);
        for (const path of paths) {
          await page.goto(path);
          await page.locator("main h1").first().waitFor();
          await page.waitForLoadState("networkidle");
          await lightAndDark(page, path, phone);
        }
        await page.context().clearCookies();
        await page.goto("/signin");
        await page.locator("main h1").first().waitFor();
        await lightAndDark(page, "/signin", phone);
        for (const m of matches) {
          await actAs(page.context(), suite.url, m.owner);
          await openBoard(page, m.id);
          await page.locator(".log-lines li").first().waitFor();
          if (phone) await shot(page, `phone-sweep-${m.name.replace(" ", "-")}`);
          await lightAndDark(page, `match page, ${m.name}`, phone);
        }
        await page.context().close();
      }),
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
