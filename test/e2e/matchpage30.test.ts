/**
 * The match page, second trial (issue #30), in Debian's Chromium: Conspirateurs on a 390×844 touch
 * phone (the first tap acts, targets of 44 px or more, cells named, the meeting place accounted
 * for, no sideways scrolling with 2, 3 or 4 players); tab titles that say whose move it is, live;
 * what to do now and the hand on screen without scrolling at 1280×800 and 390×844; Sleepers says
 * a tile goes face down where it is placed.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, horizontalOverflow, matchState, post, shot, smallTargets } from "./helpers";
import { actAs, playFirstLegal, seatApiGuests, type ApiPlayer } from "./support/apiPlayer";
import { firstInView, openBoard, resourceOf, tapAreas } from "./support/boardPage";

const suite = browserSuite();
const PHONE = { phone: true, appDefaults: true };
const DESKTOP = { desktop: { width: 1280, height: 800 }, appDefaults: true };

/** Things on the page below the window's bottom edge or above its top, by selector. */
async function outOfSight(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((sels) => {
    const out: string[] = [];
    for (const sel of sels) {
      const els = Array.from(document.querySelectorAll(sel)).filter((e) => e.getBoundingClientRect().width > 0);
      if (!els.length) out.push(`${sel}: missing`);
      for (const e of els) {
        const r = e.getBoundingClientRect();
        if (r.top < 0 || r.bottom > window.innerHeight + 0.5) out.push(`${sel} "${(e.textContent ?? "").trim().slice(0, 40)}" at ${Math.round(r.top)}–${Math.round(r.bottom)}`);
      }
    }
    return out;
  }, selectors);
}

/** `moves` decisions by whoever decides (their first legal move), then the first player resigns: a finished match. */
async function playThenResign(players: ApiPlayer[], id: string, moves: number): Promise<void> {
  for (let k = 0; k < moves; k++) await playFirstLegal(players, id);
  const resigned = await players[0]!.call(`/api/matches/${id}/resign`, {});
  expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
}

/** A page of this size for `player` (seated through the API). */
async function pageOf(player: ApiPlayer, options: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const page = await suite.newPage(options);
  if ("desktop" in options) await page.setViewportSize(options.desktop);
  await actAs(page.context(), suite.url, player);
  return page;
}

describe("the match page, second trial", () => {
  test("Conspirateurs on a 390×844 touch phone, 2, 3 and 4 players: the first tap acts, targets 44 px, cells named, the meeting place accounted for, nothing too wide", async () => {
    // The players are seated through the API; one phone page is made, in turn, the player who decides first.
    const page = await suite.newPage(PHONE);
    for (const players of [2, 3, 4]) {
      const { id, decider } = await seatApiGuests(suite.url, "conspirateurs", players);
      await actAs(page.context(), suite.url, decider);
      await openBoard(page, id);
      const what = `${players} players`;
      const svg = page.locator(".co-board svg[data-zoomed=yes]");
      await svg.waitFor();
      expect(await horizontalOverflow(page), `${what}: scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await smallTargets(page), `${what}: controls under 44 px`).toEqual([]);
      const taps = await tapAreas(page);
      expect(taps.small, `${what}: cells under 44 px`).toEqual([]);
      expect(taps.measured, `${what}: cells measured`).toBeGreaterThan(20);
      // Every cell in sight says its name; the part of the meeting place out of sight is named.
      const names = await page.locator(".co-board svg text").evaluateAll((els) => els.filter((e) => /^[A-Q]\d{1,2}$/.test(e.textContent ?? "")).map((e) => e.textContent!));
      expect(names.length, `${what}: cell names in the zoomed view`).toBeGreaterThanOrEqual(64);
      const hint = /Part of the meeting place is out of sight: (columns?|rows?) ([A-Q0-9, ]+)\./.exec((await page.locator(".co-board").textContent())!);
      const hinted = hint ? hint[2]!.split(", ") : [];
      const meeting: string[] = (await resourceOf(page, id)).view.meeting;
      const lost = meeting.filter((l) => !names.includes(l) && !hinted.includes(hint?.[1]!.startsWith("column") ? l[0]! : l.slice(1)));
      expect(lost, `${what}: meeting place cells neither in sight nor named`).toEqual([]);
      // The whole board of a phone is for looking: no 20 px targets; a tap there zooms in.
      await page.getByRole("button", { name: "Whole board" }).tap();
      const whole = page.locator(".co-board svg[data-zoomed=no]");
      await whole.waitFor();
      expect(await page.locator(".co-board svg [role=button]").count(), `${what}: tappable cells on the whole board`).toBe(0);
      expect(await horizontalOverflow(page), `${what}: whole board scrolls sideways`).toBeLessThanOrEqual(0);
      if (players === 4) await shot(page, "co-phone-4p-whole");
      await whole.tap();
      // What to do, above the board, on screen.
      expect(await outOfSight(page, [".co-status"]), `${what}: the instruction`).toEqual([]);
      if (players === 4) await shot(page, "co-phone-4p-zoomed");
      // The first tap on a target acts (the move waits for Send), and the view does not move under the finger.
      const viewBox = await svg.getAttribute("viewBox");
      const i = await firstInView(page, ".co-board [role=button]");
      expect(i, `${what}: a target in view`).toBeGreaterThanOrEqual(0);
      const target = page.locator(".co-board [role=button]").nth(i);
      const label = await target.getAttribute("aria-label");
      await target.tap();
      await page.locator(".pending-move").waitFor({ timeout: 5_000 });
      expect(await svg.getAttribute("viewBox"), `${what}: the tap panned the board`).toBe(viewBox);
      expect(await page.locator(".co-board .held-move").getAttribute("aria-label")).toContain(/on (\w+)$/.exec(label!)![1]);
      const seq = (await matchState(page)).seq;
      await page.locator(".pending-move").getByRole("button", { name: "Send", exact: true }).tap();
      await expect.poll(async () => (await matchState(page)).seq, { timeout: 10_000 }).toBeGreaterThan(seq);
    }
  }, 300_000);

  test("tab titles name whose move, the game and the opponent, and change live", async () => {
    // Two tabs, made in turn the two players of each game's match (seated through the API).
    let pages: Page[] = [];
    for (const game of ["sleep", "sleepers", "conspirateurs", "subrosa"]) {
      const { id, players, decider } = await seatApiGuests(suite.url, game, 2);
      if (!pages.length) pages = await Promise.all(players.map((p) => pageOf(p, DESKTOP)));
      else for (const [i, p] of players.entries()) await actAs(pages[i]!.context(), suite.url, p);
      const mover = pages[players.indexOf(decider)]!;
      const other = pages.find((p) => p !== mover)!;
      const [moverName, otherName] = mover === pages[0] ? ["P1", "P2"] : ["P2", "P1"];
      await openBoard(mover, id);
      await openBoard(other, id);
      const gameName = (await mover.locator("h1").textContent())!.trim();
      await expect.poll(() => mover.title()).toBe(`Your move · ${gameName} vs ${otherName} · Dead Drop`);
      // In Sleep the other seat may have no playable card, and whether the mover has one is sealed (SP-5): "In play".
      const whose = game === "sleep" ? `${moverName}'s move|Your move|In play` : `${moverName}'s move|Your move`;
      await expect.poll(() => other.title()).toMatch(new RegExp(`^(${whose}) · ${gameName.replace(/[:.]/g, "\\$&")} vs ${moverName} · Dead Drop$`));
      // The mover's move by the API: the other tab's title follows without a reload.
      for (let k = 0; k < 5; k++) {
        const r = await resourceOf(mover, id);
        if (!r.actors.includes(r.you)) break;
        await post(mover, `/api/matches/${id}/moves`, { seq: r.seq, move: r.legal[0] });
      }
      if (game !== "sleep") await expect.poll(() => other.title(), { timeout: 10_000 }).toBe(`Your move · ${gameName} vs ${moverName} · Dead Drop`);
      else await expect.poll(() => mover.title(), { timeout: 10_000 }).not.toMatch(/^Your move/);
      await other.reload();
      await expect.poll(() => other.title()).not.toMatch(/Loading/);
    }
  }, 300_000);

  test("what to do now, and the hand, on screen without scrolling at 1280×800 and 390×844", async () => {
    const wanted: Record<string, string[]> = {
      sleepers: [".sleepers-hint", ".sleepers-board [aria-label^='Your hand']"],
      conspirateurs: [".co-status"],
      sleep: [".sleep-board .sleep-card", ".sleep-board text[aria-live]"],
      subrosa: [".subrosa-hand button", ".subrosa-board [aria-live]"],
    };
    const problems: string[] = [];
    // The players are seated through the API; one page of each size is made, in turn, the player who decides first.
    const sized = new Map<object, Page>();
    for (const [game, selectors] of Object.entries(wanted)) {
      for (const options of [DESKTOP, PHONE]) {
        const { id, decider } = await seatApiGuests(suite.url, game, 2);
        if (!sized.has(options)) sized.set(options, await pageOf(decider, options));
        const page = sized.get(options)!;
        await actAs(page.context(), suite.url, decider);
        await openBoard(page, id);
        await page.locator(selectors[0]!).first().waitFor();
        const how = "phone" in options ? "390×844" : "1280×800";
        problems.push(...(await outOfSight(page, selectors)).map((p) => `${game} ${how}: ${p}`));
        await shot(page, `fold-${game}-${"phone" in options ? "phone" : "desktop"}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  test("Sleepers: choosing a tile to place says it goes face down, and where to note it", async () => {
    const { id, decider } = await seatApiGuests(suite.url, "sleepers", 2);
    const page = await pageOf(decider, PHONE);
    await openBoard(page, id);
    await page.locator(".sleepers-board [role=button][aria-label^='Your hand']").first().tap();
    await expect.poll(() => page.locator(".sleepers-hint").textContent()).toMatch(/face down: from then on not even you can see which tile it is.*My notes/);
    expect(await outOfSight(page, [".sleepers-hint"])).toEqual([]);
    const i = await firstInView(page, ".sleepers-map [role=button]");
    await page.locator(".sleepers-map [role=button]").nth(i).tap();
    await expect.poll(() => page.locator(".held-move-text").textContent()).toMatch(/face-down.*face down/);
    await shot(page, "sleepers-face-down-note");
  }, 120_000);
});

describe("looking back after the end", () => {
  test("the slider's move k is the log's line k, marked; the header does not call a position looked back at the final one", async () => {
    const { id, players } = await seatApiGuests(suite.url, "conspirateurs", 2);
    await playThenResign(players, id, 5);
    const page = await pageOf(players[1]!, DESKTOP);
    await page.goto(`/m/${id}`);
    await page.locator(".turn-line .summary", { hasText: "The final position, after 5 moves." }).waitFor();
    const slider = page.locator("#history");
    await slider.fill("3");
    await page.locator(".history-board svg").first().waitFor();
    const marked = page.locator(".log-lines li[aria-current=true]");
    expect(await marked.locator(".log-seq").innerText()).toBe("3");
    expect(await marked.innerText()).toMatch(/^3\s/);
    const summary = await page.locator(".turn-line .summary").innerText();
    expect(summary).not.toMatch(/^The final position/);
    expect(summary).toContain("after move 3 of 5");
    await shot(page, "history-looking-back-finished");
    await page.getByRole("button", { name: "Now" }).click();
    await page.locator(".turn-line .summary", { hasText: "The final position, after 5 moves." }).waitFor();
  }, 120_000);
});

describe("what the others did, next to the board", () => {
  test("on a 390×844 phone, the others' moves since yours are right under the board", async () => {
    const { id, players, decider } = await seatApiGuests(suite.url, "subrosa", 3);
    // Two others move after the first player's move; the first player then sees both beside the board.
    for (let k = 0; k < 3; k++) await playFirstLegal(players, id);
    const page = await pageOf(decider, PHONE);
    await openBoard(page, id);
    const recent = page.locator(".recent-moves");
    await recent.waitFor();
    const lines = await recent.locator("li").allInnerTexts();
    expect(lines.length, "the others' moves since mine").toBe(2);
    const gap = await page.evaluate(() => document.querySelector(".recent-moves")!.getBoundingClientRect().top - document.querySelector(".board")!.getBoundingClientRect().bottom);
    expect(gap, "right under the board").toBeLessThan(40);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "recent-moves-phone");
  }, 120_000);
});

describe("moves by email, explained", () => {
  test("each rules page has a 'Moves by email' section with examples (Sub Rosa: a face-down 5B, a ☆ and its ability)", async () => {
    const page = await suite.newPage({ phone: true });
    const examples: Record<string, RegExp[]> = {
      subrosa: [/5B/, /\*C/, /ability/, /☆/],
      sleepers: [/P@E5/, /face-down/, /\*E5/],
      sleep: [/F2\+S7/, /W11>p2/, /pass/],
      conspirateurs: [/@E7/, /E7-F8/, /stop/],
    };
    for (const [game, wanted] of Object.entries(examples)) {
      await page.goto(`/rules/${game}#moves-by-email`);
      const section = page.locator("section:has(h2#moves-by-email)");
      await section.waitFor();
      expect(await page.locator("h2#moves-by-email").innerText()).toBe("Moves by email");
      const text = await section.innerText();
      for (const w of wanted) expect(text, `${game}: ${w}`).toMatch(w);
      expect(await horizontalOverflow(page), `${game} rules scroll sideways`).toBeLessThanOrEqual(0);
    }
    await shot(page, "rules-subrosa-moves-by-email");
  }, 120_000);
});

describe("the fair deal, checked in the browser", () => {
  test("'Check this deal' verifies the commitment and replays the match in a Web Worker; a tampered replay is caught", async () => {
    const { id, players } = await seatApiGuests(suite.url, "sleepers", 2);
    await playThenResign(players, id, 4);
    const page = await pageOf(players[1]!, DESKTOP);
    await page.goto(`/m/${id}`);
    await page.locator(".fairness summary").click();
    await page.getByRole("button", { name: "Check this deal" }).click();
    const verdict = page.locator(".check-deal [role=status]");
    await expect.poll(() => verdict.innerText(), { timeout: 20_000 }).toMatch(/^Fair: the seed's SHA-256 is the value published from the start, and replaying its \d+ moves/);
    await shot(page, "fair-deal-checked");
    // The same check on a replay whose seed was changed on its way: the commitment no longer matches.
    await page.route(`**/api/matches/${id}/replay`, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, seed: `${body.seed}x` } });
    });
    await page.reload();
    await page.locator(".fairness summary").click();
    await page.getByRole("button", { name: "Check this deal" }).click();
    await expect.poll(() => verdict.innerText(), { timeout: 20_000 }).toMatch(/^This deal does not check out: the commitment .* is not the SHA-256 of the seed/);
  }, 120_000);
});
