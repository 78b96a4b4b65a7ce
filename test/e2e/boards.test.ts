/**
 * The boards as players use them (issue #23): the middle of a Sleep target row selects it; a
 * Conspirateurs drop and a step played with the keyboard alone (one tab stop, arrow keys); at
 * 390×844 no board scrolls sideways and its controls are 44 px or more (Conspirateurs through its
 * zoomed phone mode); axe finds nothing serious on the match pages, light and dark, desktop and
 * phone, in play and finished; screenshots of all of them go to test-output/screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { actAs, seatApiGuests } from "./support/apiPlayer";
import { browserSuite, expectAccessible, get, guest, horizontalOverflow, matchState, post, shot, waitForMatchStatus, waitForMoveMade } from "./helpers";

const suite = browserSuite();

type Resource = { id: string; seq: number; status: string; you: number | null; actors: number[]; legal?: any[]; view: any; urls: { invite?: string } };

const resource = (page: Page, id: string): Promise<Resource> => get(page, `/api/matches/${id}`);

async function send(page: Page, id: string, seq: number, move: unknown): Promise<void> {
  const status = await page.evaluate(
    async ([i, s, m]) =>
      (await fetch(`/api/matches/${i}/moves`, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() }, body: JSON.stringify({ seq: s, move: m }) })).status,
    [id, seq, move] as const,
  );
  expect(status).toBeLessThan(300);
}

/** Two guests in a started match of `game`: [creator's page, joiner's page, match id]. */
async function twoPlayerMatch(game: string): Promise<[Page, Page, string]> {
  const a = await suite.newPage();
  const b = await suite.newPage();
  await guest(a, "Ann");
  await guest(b, "Bob");
  const m = await post(a, "/api/matches", { game, players: 2, seat: 0 });
  await post(b, `/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") });
  return [a, b, m.id];
}

/** Until `stop` says so, each player whose decision it is sends the move `choose` picks from its legal list. */
async function playUntil(pages: Page[], id: string, choose: (r: Resource) => unknown, stop: (r: Resource, who: number) => boolean, limit = 400): Promise<number> {
  for (let i = 0; i < limit; i++) {
    for (let who = 0; who < pages.length; who++) {
      const r = await resource(pages[who]!, id);
      if (r.status !== "active") throw new Error(`the match ended (${r.status}) before the position wanted`);
      if (stop(r, who)) return who;
      if (r.you !== null && r.actors.includes(r.you) && r.legal?.length) await send(pages[who]!, id, r.seq, choose(r));
    }
  }
  throw new Error("the position wanted never came");
}

/** The board's tappable controls smaller than 44 px, measured in the page. */
async function smallBoardTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".board button, .board [role=button]")).flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return [];
      return r.width < 43.5 || r.height < 43.5 ? [`${el.getAttribute("aria-label") ?? el.textContent?.trim()} ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
    }),
  );
}

/** Presses arrow keys until the focused cell is the board button named `name` (at most 40 presses). */
async function arrowTo(page: Page, name: string): Promise<void> {
  const cellOf = (sel: string) => page.evaluate((q) => Number((document.querySelector(q) ?? document.activeElement)?.getAttribute("data-cell")), sel);
  const goal = await cellOf(`.co-board [role=button][aria-label="${name}"]`);
  let preferColumns = true;
  for (let i = 0; i < 40; i++) {
    const at = Number(await page.evaluate(() => document.activeElement?.getAttribute("data-cell")));
    if (at === goal) return;
    const dc = (goal % 17) - (at % 17);
    const dr = Math.floor(goal / 17) - Math.floor(at / 17);
    const byColumn = dc !== 0 && (preferColumns || dr === 0);
    await page.keyboard.press(byColumn ? (dc > 0 ? "ArrowRight" : "ArrowLeft") : dr > 0 ? "ArrowUp" : "ArrowDown");
    if (Number(await page.evaluate(() => document.activeElement?.getAttribute("data-cell"))) === at) preferColumns = !preferColumns;
  }
  throw new Error(`the arrow keys never reached "${name}"`);
}

async function openBoard(page: Page, id: string): Promise<void> {
  await page.goto(`/m/${id}`);
  await waitForMatchStatus(page, "active");
  await page.locator(".board svg").first().waitFor();
}

describe("boards", () => {
  test("Sleep: a click in the middle of a highlighted opponent row aims the card at that player (held by 'confirm moves')", async () => {
    const [ann, bob, id] = await twoPlayerMatch("sleep");
    const pages = [ann, bob];
    // Everyone goes to sleep when they can; otherwise passes (first legal entry); until a player may wake the other.
    const sleepy = (r: Resource) => r.legal!.find((m) => m.kind === "sleep") ?? r.legal!.find((m) => m.kind === "pass") ?? r.legal![0];
    const waker = await playUntil(pages, id, sleepy, (r) => !!r.legal?.some((m) => m.kind === "wake"));
    const page = pages[waker]!;
    const r = await resource(page, id);
    const wake = r.legal!.find((m) => m.kind === "wake");
    await openBoard(page, id);
    const name = r.view.catalog.find((c: any) => c.code === wake.card).name as string;
    // A card and a target make the decision at once; "confirm moves" holds it, drawn on the board.
    await page.evaluate(() => localStorage.setItem("dd.confirmMoves", "always"));
    await page.reload();
    await page.locator(".board svg").first().waitFor();
    await page.locator(`.sleep-card[role=button][aria-label^="Choose ${name},"]`).first().click();
    const row = page.locator(".sleep-board [role=button][aria-label^='Aim at']");
    await row.first().waitFor();
    const aimedAt = /^Aim at ([^:]+?)(?: \(you\))?(?:, first player)?:/.exec((await row.first().getAttribute("aria-label"))!)![1]!;
    // The middle of the row's rectangle: no text there, only the (transparent) row itself.
    const box = (await row.first().locator("rect").first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator(".pending-move").waitFor();
    await expect(page.locator(".sleep-board .held-move").textContent()).resolves.toBe(`Your move: ${name} on ${aimedAt}`);
    await shot(page, "boards-sleep-target-chosen");
    const before = (await matchState(page)).seq;
    await page.locator(".board").getByRole("button", { name: "Send", exact: true }).click();
    await waitForMoveMade(page, before);
  });

  test("Conspirateurs: a drop and a step with the keyboard alone, arrow keys between the cells", async () => {
    const [ann, bob, id] = await twoPlayerMatch("conspirateurs");
    await openBoard(ann, id);
    await ann.locator(".co-board [role=button]").first().waitFor();
    // One tab stop: Tab from the top of the page reaches the board once.
    const stops = await ann.locator(".co-board [role=button][tabindex='0']").count();
    expect(stops).toBe(1);
    await ann.locator("body").focus();
    let presses = 0;
    while (!(await ann.evaluate(() => document.activeElement?.closest(".co-board svg") !== null && document.activeElement?.getAttribute("role") === "button"))) {
      await ann.keyboard.press("Tab");
      if (++presses > 60) throw new Error("Tab never reached the board");
    }
    const first = await ann.evaluate(() => document.activeElement!.getAttribute("aria-label"));
    await ann.keyboard.press("ArrowRight");
    await ann.keyboard.press("ArrowUp");
    const moved = await ann.evaluate(() => document.activeElement!.getAttribute("aria-label"));
    expect(moved).not.toBe(first);
    expect(moved).toMatch(/^Drop a man on [A-Q]\d+$/);
    const before = (await matchState(ann)).seq;
    await ann.keyboard.press("Enter");
    await ann.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement).dataset.seq) > s, before);
    const dropped = (await resource(ann, id)).view.last;
    expect(`Drop a man on ${dropped.move.at}`).toBe(moved);

    // The rest of the drop phase through the API, then a step with the keyboard.
    await playUntil([ann, bob], id, (r) => r.legal![Math.floor(r.legal!.length / 2)], (r, who) => who === 0 && r.view.phase !== "drop" && r.actors.includes(0));
    await openBoard(ann, id);
    const seq = (await matchState(ann)).seq;
    await ann.locator(".co-board [role=button]").first().waitFor();
    await ann.locator(".co-board [role=button][tabindex='0']").focus();
    await ann.keyboard.press("Tab");
    await ann.keyboard.press("Shift+Tab"); // back onto the board's one stop
    const label = () => ann.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    expect(await label()).toMatch(/^Choose your man on /);
    // Men in turn (arrow keys; Enter chooses, Enter again un-chooses) until one offers a step.
    const men = await ann.locator(".co-board [role=button][aria-label^='Choose your man on ']").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
    let stepped = false;
    for (const man of men) {
      await arrowTo(ann, man);
      await ann.keyboard.press("Enter");
      const steps = await ann.locator(".co-board [role=button][aria-label^='Step from ']").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
      if (steps.length) {
        await arrowTo(ann, steps[0]!);
        stepped = true;
        break;
      }
      await ann.keyboard.press("Enter"); // un-choose: the focus stays on the man
    }
    expect(stepped, "a man with a step, found with the arrow keys").toBe(true);
    const step = await label();
    await ann.keyboard.press("Space");
    await ann.locator(".board").getByRole("button", { name: "Send", exact: true }).waitFor();
    // The move's Send is above the board, where the player reads what to do: the chosen step gave way
    // to it (the board keeps the focus: client/screens/matchFocus.ts), so Enter sends.
    expect(await ann.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Send");
    await ann.keyboard.press("Enter");
    await ann.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement).dataset.seq) > s, seq);
    const last = (await resource(ann, id)).view.last.move;
    expect(`Step from ${last.from} to ${last.to}`).toBe(step);
    expect(last.via).toEqual([]);
  });

  const GAMES = ["sleepers", "conspirateurs", "sleep", "subrosa"];

  test("on a 390×844 phone no board scrolls sideways and every board control is 44 px or more", async () => {
    // The players are seated through the API; one phone page is made, in turn, the player who decides first.
    const page = await suite.newPage({ phone: true });
    for (const game of GAMES) {
      for (const players of game === "conspirateurs" ? [2, 4] : game === "subrosa" ? [2, 4] : [2]) {
        const m = await seatApiGuests(suite.url, game, players);
        await actAs(page.context(), suite.url, m.decider);
        await openBoard(page, m.id);
        await page.locator(".board [role=button], .board button").first().waitFor();
        if (game === "conspirateurs") await expect(page.getByRole("button", { name: "Whole board" }).count()).resolves.toBe(1);
        expect(await horizontalOverflow(page), `${game} ${players}p scrolls sideways`).toBeLessThanOrEqual(0);
        const small = await smallBoardTargets(page);
        // Sleepers through its zoomed map (test/e2e/phone.test.ts measures what shows in its window).
        if (game === "sleepers") await page.locator(".sleepers-map[data-zoomed=yes]").waitFor();
        expect(small, `${game} ${players}p board controls under 44 px`).toEqual([]);
        if (game === "subrosa") {
          await page.locator(".subrosa-hand button").first().click();
          await page.locator(".subrosa-board [role=button][aria-label^='Location']").first().waitFor();
          expect(await smallBoardTargets(page), `${game} ${players}p locations`).toEqual([]);
        }
        await shot(page, `boards-${game}-${players}p-phone`);
      }
    }
  });

  test("Sub Rosa: the hand comes before the locations in tab order; Cancel gives focus back to the card; Send stands out", async () => {
    const [first, second, id] = await twoPlayerMatch("subrosa");
    const r = await resource(first, id);
    const ann = r.actors.includes(r.you!) ? first : second; // whoever plays first
    await ann.evaluate(() => localStorage.setItem("dd.confirmMoves", "always")); // Send is the page's, once
    await openBoard(ann, id);
    await ann.locator(".subrosa-hand button").first().waitFor();
    const order = await ann.evaluate(() => {
      const all = Array.from(document.querySelectorAll(".subrosa-board button, .subrosa-board [role=button]"));
      return all.map((e) => (e.closest(".subrosa-hand") ? "hand" : "board"));
    });
    expect(order[0]).toBe("hand");
    const card = ann.locator(".subrosa-hand button").first();
    await card.focus();
    await ann.keyboard.press("Enter");
    const cancel = ann.getByRole("button", { name: "Cancel" });
    await cancel.waitFor();
    const cancelBg = await cancel.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(cancelBg).toBe("rgba(0, 0, 0, 0)"); // Cancel is a plain (secondary) button
    const face = await card.getAttribute("data-hand-face");
    await cancel.focus();
    await ann.keyboard.press("Enter");
    await ann.waitForFunction((f) => document.activeElement?.getAttribute("data-hand-face") === f, face);
    // The card and a location make the move; it is held once, with Send standing out from Undo.
    await card.click();
    const location = ann.locator(".subrosa-board [role=button][aria-label^='Location']").first();
    await location.click();
    const confirm = ann.locator(".board").getByRole("button", { name: "Send", exact: true });
    const takeBack = ann.getByRole("button", { name: "Undo", exact: true });
    const [confirmBg, takeBackBg] = await Promise.all([confirm.evaluate((e) => getComputedStyle(e).backgroundColor), takeBack.evaluate((e) => getComputedStyle(e).backgroundColor)]);
    expect(takeBackBg).toBe("rgba(0, 0, 0, 0)");
    expect(confirmBg).not.toBe(takeBackBg);
    expect(await ann.locator(".board button, .board [role=button]").filter({ hasText: /^\s*Send\s*$/ }).count(), "no second Send").toBe(1);
    await takeBack.click();
    await ann.waitForFunction(() => !!document.activeElement?.closest(".subrosa-board"));
    const text = await ann.locator(".subrosa-board svg").innerHTML();
    expect(text).not.toMatch(/>\s*\d{1,2}[AB]\s*</); // no card codes like "10A"
  });

  // One test per game. One match per viewport, seen by the seat that decides first (the other is
  // seated through the API): light, then dark, in play, then again once it is finished (phone.test.ts's
  // sweep leaves the two-player pages to this test). The theme is CSS alone
  // (client/public/app.css's prefers-color-scheme), so the emulated scheme switched on the loaded
  // page draws what loading it dark would.
  test.each(GAMES)("%s's match page: axe finds nothing serious, light and dark, desktop and phone, in play and finished", async (game) => {
    for (const phone of [false, true]) {
      const { id, decider } = await seatApiGuests(suite.url, game, 2);
      const ann = await suite.newPage({ phone });
      await actAs(ann.context(), suite.url, decider);
      await openBoard(ann, id);
      const check = async (when: "play" | "finished") => {
        for (const dark of [false, true]) {
          await ann.emulateMedia({ colorScheme: dark ? "dark" : "light" });
          const name = `boards-${game}-${phone ? "phone" : "desktop"}-${dark ? "dark" : "light"}`;
          await shot(ann, `${name}-${when}`);
          await expectAccessible(ann, `${name} ${when === "play" ? "in play" : "finished"}`, dark ? "colours" : undefined);
          if (phone) expect(await horizontalOverflow(ann), `${name}${when === "play" ? "" : " finished"} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      };
      await check("play");
      const resigned = await decider.call(`/api/matches/${id}/resign`, {});
      expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
      await waitForMatchStatus(ann, "finished");
      await ann.locator(".board svg").first().waitFor();
      await check("finished");
      await ann.context().close();
    }
  });
});
