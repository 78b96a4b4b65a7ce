/**
 * Playing from the keyboard alone, where the focus goes: Sleepers' map is one tab stop that the
 * arrow keys move over (a roving tabindex, as Conspirateurs' grid), and a tile chosen from the hand
 * sends the focus to it; after a move is sent, in Sleepers and Conspirateurs, the focus stays on the
 * board (never <body>) and comes to a target when the position comes back to the player; closing
 * the explanation sheet gives the focus back to what opened it, without scrolling the page.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, get, guest, matchState, post, shot, waitForMatchStatus } from "./helpers";

const suite = browserSuite();

/** A guest's match of `game` against the easy computer (seat 1), open on the match page. */
async function againstComputer(game: string): Promise<{ page: Page; id: string }> {
  const page = await suite.newPage();
  await guest(page, "Kim");
  const m = await post(page, "/api/matches", { game, players: 2, bots: [{ seat: 1, level: "easy" }] });
  await page.goto(`/m/${m.id}`);
  await waitForMatchStatus(page, "active");
  await page.locator(".board svg").first().waitFor();
  return { page, id: m.id };
}

/** A Conspirateurs match between two guests, Ann (seat 0, to drop first) and Bob, each on a page. */
async function conspirateursBetweenTwo() {
  const ann = await suite.newPage();
  const bob = await suite.newPage();
  await guest(ann, "Ann");
  await guest(bob, "Bob");
  const m = await post(ann, "/api/matches", { game: "conspirateurs", players: 2, seat: 0 });
  await post(bob, `/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") });
  return { ann, bob, m };
}

/** Waits until it is the page's player's decision. */
const myTurn = (page: Page) => page.waitForFunction(() => (document.querySelector(".match-page") as HTMLElement | null)?.dataset.actor === "yes", null, { timeout: 20_000 });

/** Where the focus is: inside the board or not, on <body> or not, and the focused element's name and data-cell. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      body: !el || el === document.body,
      inBoard: !!el?.closest(".board"),
      board: !!el?.matches(".board"),
      label: el?.getAttribute("aria-label") ?? "",
      cell: el?.getAttribute("data-cell") ?? null,
      inMap: !!el?.closest(".sleepers-map"),
    };
  });

/** Tabs from the top of the page until `sel` has the focus; the number of presses. */
async function tabTo(page: Page, sel: string, limit = 80): Promise<number> {
  await page.locator("body").focus();
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), sel)) return presses;
  }
  throw new Error(`${limit} presses of Tab never reached ${sel}`);
}

describe("the keyboard on the boards", () => {
  test("Sleepers: a hand tile, then the map by arrow keys, then Enter plays it; the focus stays on the board", async () => {
    const { page } = await againstComputer("sleepers");
    await myTurn(page);
    const handTile = ".sleepers-board [role=button][aria-label^='Your hand: ']";
    const tabs = await tabTo(page, handTile);
    const tile = (await focus(page)).label;
    const agent = /^Your hand: ([^.]+)\./.exec(tile)![1]!;
    await page.keyboard.press("Enter");
    // The focus moves to the map's one tab stop, the first empty hex in reading order.
    await page.waitForFunction(() => !!document.activeElement?.closest(".sleepers-map"));
    const first = await focus(page);
    expect(first.cell, "Enter on a hand tile sends the focus to a hex of the map").not.toBeNull();
    expect(first.label).toBe(`${first.cell}: empty. Place ${agent} face-down at ${first.cell}`);
    expect(await page.locator(".sleepers-map [role=button][tabindex='0']").count(), "the hexes on offer are one tab stop").toBe(1);
    expect(await page.locator(".sleepers-map [role=button]").count()).toBeGreaterThan(30);
    // Arrow keys follow the map: down twice (to the next rows), right once (along the row).
    const visited = [first.cell!];
    for (const key of ["ArrowDown", "ArrowDown", "ArrowRight"]) {
      await page.keyboard.press(key);
      visited.push((await focus(page)).cell!);
    }
    const rowOf = (hex: string) => "ABCDEFGHI".indexOf(hex[0]!);
    expect(new Set(visited).size, `the arrows moved the focus: ${visited.join(" ")}`).toBe(4);
    expect(rowOf(visited[1]!)).toBe(rowOf(visited[0]!) + 1);
    expect(rowOf(visited[2]!)).toBe(rowOf(visited[1]!) + 1);
    expect(rowOf(visited[3]!)).toBe(rowOf(visited[2]!));
    expect(Number(visited[3]!.slice(1))).toBeGreaterThan(Number(visited[2]!.slice(1)));
    // The page did not scroll on the arrows, and the tab stop follows the focus.
    expect(await page.locator(`.sleepers-map [role=button][tabindex='0'][data-cell='${visited[3]}']`).count()).toBe(1);
    await shot(page, "keyboard-sleepers-hex");
    const hex = visited[3]!;
    const before = (await matchState(page)).seq;
    await page.keyboard.press("Enter");
    await page.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement).dataset.seq) > s, before);
    // Our tile is at that hex (face-down: a White sleeper, whose agent its owner sees).
    await page.locator(`.sleepers-map [aria-label^='${hex}: White sleeper']`).first().waitFor();
    console.log(`Sleepers: ${tabs} Tab presses to the hand, then Enter on the tile put the focus on ${first.cell}; ${hex} reached with 3 arrow keys`);
    // The move is sent: the focus is on the board, not on <body>.
    const sent = await focus(page);
    expect(sent.body, "after the move, the focus is not on <body>").toBe(false);
    expect(sent.inBoard, `after the move, the focus is on the board (${sent.label})`).toBe(true);
    // The computer answers: the focus is on a target of the board again (here the hand: a tile to choose).
    await myTurn(page);
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "button" && !!document.activeElement.closest(".sleepers-board"), null, { timeout: 5_000 });
    expect((await focus(page)).label).toMatch(/^Your hand: |^[A-I]\d: /);
  });

  test("Conspirateurs: after a drop is sent, the focus stays on the board and then comes to the cell on offer", async () => {
    const { ann, bob, m } = await conspirateursBetweenTwo();
    await ann.goto(`/m/${m.id}`);
    await waitForMatchStatus(ann, "active");
    await myTurn(ann);
    await tabTo(ann, ".co-board [role=button]");
    await ann.keyboard.press("ArrowRight");
    const before = (await matchState(ann)).seq;
    await ann.keyboard.press("Enter");
    await ann.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement).dataset.seq) > s, before);
    // Bob's turn: nothing to choose, the focus is on the board itself.
    await ann.waitForFunction(() => (document.querySelector(".match-page") as HTMLElement).dataset.actor === "no");
    const waiting = await focus(ann);
    expect(waiting.body, "after the drop, the focus is not on <body>").toBe(false);
    expect(waiting.board, "after the drop, the focus is on the board").toBe(true);
    // Bob drops through the API: the position comes back to Ann, and the focus to the cell on offer.
    const r = await get(bob, `/api/matches/${m.id}`);
    await post(bob, `/api/matches/${m.id}/moves`, { seq: r.seq, move: r.legal[0] });
    await myTurn(ann);
    await ann.waitForFunction(() => document.activeElement?.matches(".co-board [role=button][tabindex='0']") ?? false, null, { timeout: 5_000 });
    const back = await focus(ann);
    expect(back.label).toMatch(/^Drop a man on [A-Q]\d+$/);
    // and the arrow keys go on from there.
    await ann.keyboard.press("ArrowUp");
    expect((await focus(ann)).label).toMatch(/^Drop a man on [A-Q]\d+$/);
    expect((await focus(ann)).label).not.toBe(back.label);
  });

  test("Conspirateurs: a leap chosen while a chain is built keeps the focus on the board", async () => {
    const { ann, bob, m } = await conspirateursBetweenTwo();
    // Every man dropped (40 decisions, each side's first drop on offer): the men stand together, so leaps are on offer.
    for (let i = 0; i < 40; i++) {
      const page = i % 2 === 0 ? ann : bob;
      const r = await get(page, `/api/matches/${m.id}`);
      await post(page, `/api/matches/${m.id}/moves`, { seq: r.seq, move: r.legal.find((x: { kind: string }) => x.kind === "drop") ?? r.legal[0] });
    }
    await ann.goto(`/m/${m.id}`);
    await waitForMatchStatus(ann, "active");
    await myTurn(ann);
    await tabTo(ann, ".co-board [role=button]");
    // A man that can leap, chosen with Enter; then one of his leaps (reached by arrows, or here focused at once).
    const leaper = await ann.evaluate(async (id) => {
      const r = (await (await fetch(`/api/matches/${id}`)).json()) as { legal: { kind: string; from: string; to: string }[] };
      const d = (a: string, b: string) => Math.max(Math.abs(a.charCodeAt(0) - b.charCodeAt(0)), Math.abs(Number(a.slice(1)) - Number(b.slice(1))));
      return r.legal.find((x) => x.kind === "move" && d(x.from, x.to) === 2)!.from;
    }, m.id);
    await ann.locator(`.co-board [role=button][aria-label="Choose your man on ${leaper}"]`).focus();
    await ann.keyboard.press("Enter");
    await ann.locator(`.co-board [role=button][aria-label^="Leap from ${leaper}"]`).first().focus();
    expect((await focus(ann)).label).toMatch(/^Leap from/);
    await ann.keyboard.press("Enter");
    // The board redraws by itself (the chain goes on from the landing cell): the focus stays on it.
    await ann.waitForTimeout(300);
    const after = await focus(ann);
    expect(after.body, "after a leap is chosen, the focus is not on <body>").toBe(false);
    expect(after.inBoard, "after a leap is chosen, the focus is on the board").toBe(true);
  });

  test("Sleepers: closing the explanation sheet gives the focus back to the hand tile that opened it", async () => {
    const { page } = await againstComputer("sleepers");
    await myTurn(page);
    await tabTo(page, ".sleepers-board [role=button][aria-label^='Your hand: ']");
    await page.evaluate(() => document.activeElement!.setAttribute("data-opener", "yes"));
    await page.keyboard.press("Enter"); // chooses the tile, explains it, and sends the focus to the map
    await page.locator(".explain-sheet").waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest(".sleepers-map"));
    // As the tester did: Tab on, past the other tiles and "Zoom in", to the sheet's Close.
    for (let i = 0; i < 20 && !(await page.evaluate(() => !!document.activeElement?.closest(".explain-sheet"))); i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Close");
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Enter");
    await page.locator(".explain-sheet").waitFor({ state: "detached" });
    const after = await page.evaluate(() => ({ opener: document.activeElement?.getAttribute("data-opener") ?? null, label: document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName, y: window.scrollY }));
    expect(after.opener, `the focus is back on the tile (now on ${after.label})`).toBe("yes");
    expect(after.y, "closing the sheet does not scroll the page").toBe(y);
  });

  test("Sleep: a card chosen hands the focus on; closing its explanation keeps the focus on the board, without scrolling", async () => {
    const { page } = await againstComputer("sleep");
    await myTurn(page);
    const card = ".sleep-board .sleep-card[role=button]";
    await tabTo(page, card);
    const chosen = (await focus(page)).label;
    await page.keyboard.press("Enter");
    await page.locator(".explain-sheet").waitFor();
    // The card chosen may stop being a button (it cannot be chosen twice): the focus is on the next thing to do, not on <body>.
    await page.waitForFunction(() => !!document.activeElement?.closest(".sleep-board svg [role=button]"), null, { timeout: 5_000 });
    const next = await focus(page);
    expect(next.label).not.toBe(chosen);
    await page.evaluate(() => document.activeElement!.setAttribute("data-opener", "yes"));
    for (let i = 0; i < 30 && !(await page.evaluate(() => !!document.activeElement?.closest(".explain-sheet"))); i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Close");
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Enter");
    await page.locator(".explain-sheet").waitFor({ state: "detached" });
    const after = await page.evaluate(() => ({ opener: document.activeElement?.getAttribute("data-opener") ?? null, label: document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName, y: window.scrollY }));
    // The card that opened the sheet is no longer a button: the focus goes back where the board put it.
    expect(after.opener, `the focus is back on "${next.label}" (now on ${after.label})`).toBe("yes");
    expect(after.y, "closing the sheet does not scroll the page").toBe(y);
  });
});
