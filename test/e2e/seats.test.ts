/**
 * Seats taken over and the digest settings, in Debian's Chromium (DESIGN "Seats taken over, and
 * digests"): a player offers the seat the computer plays for someone who left, the lobby lists it
 * as a seat open in a running match, a newcomer opens the link, takes the seat over and plays it;
 * the settings page chooses the daily digest, its hour and time zone.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { BOARD_CONTROLS, browserSuite, expectAccessible, expectPhoneFriendly, guest, horizontalOverflow, matchState, playOneMoveByClicking, post, seeded, shot, signInByEmail, smallTargets, waitForMatchStatus } from "./helpers";

const suite = browserSuite();

const meOf = (page: Page): Promise<any> => page.evaluate(() => fetch("/api/me").then((r) => r.json()));

describe("a seat taken over", () => {
  test("offered by a player, listed in the lobby, taken by a newcomer who then moves", async () => {
    const rng = seeded(35);
    const ann = await suite.newPage();
    const bo = await suite.newPage();
    await guest(ann, "Ann");
    await guest(bo, "Bo");
    // Sleep for three: Ann, Bo, and the computer; Bo leaves, so the computer plays his seat too.
    const m = await post(ann, "/api/matches", { game: "sleep", players: 3, visibility: "public", bots: [{ seat: 2, level: "easy" }] });
    await post(bo, `/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") });
    await post(bo, `/api/matches/${m.id}/resign`, {});

    await ann.goto(`/m/${m.id}`);
    await waitForMatchStatus(ann, "active");
    await ann.getByRole("button", { name: "Offer Player 2 to someone new" }).click();
    const link = await ann.getByRole("textbox", { name: "Link to take over Player 2" }).inputValue();
    expect(link).toMatch(new RegExp(`/m/${m.id}\\?invite=`));
    await shot(ann, "seats-01-offered");
    await expectAccessible(ann, "match page with a seat offered");

    // The lobby lists it.
    const visitor = await suite.newPage();
    await visitor.goto("/");
    const row = visitor.locator("li.match-row", { has: visitor.locator(`a[href*="/m/${m.id}?invite="]`) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/seat open in a running match/);

    // A newcomer with no identity opens the link, gives a name, and takes the seat over.
    const cy = await suite.newPage({ phone: true });
    await cy.goto(new URL(link).pathname + new URL(link).search);
    await cy.getByRole("heading", { name: "A seat is open in this running match" }).waitFor();
    await shot(cy, "seats-02-take-over-phone");
    await expectAccessible(cy, "take-over panel");
    // (The match page's "Fair deal" summary, another panel's, is under 44 px: the take-over form is checked.)
    expect(await horizontalOverflow(cy), "the take-over page scrolls sideways").toBeLessThanOrEqual(0);
    expect((await smallTargets(cy)).filter((t) => !t.includes("Fair deal")), "targets under 44 px").toEqual([]);
    await cy.getByLabel("Your name").fill("Cy");
    await cy.getByRole("button", { name: "Take over the seat" }).click();
    await cy.waitForFunction(() => (document.querySelector(".match-page") as HTMLElement | null)?.dataset.you === "1");
    await cy.waitForFunction(() => location.search === "");
    await cy.locator(".log-lines li", { hasText: "Cy took over Player 2 from the computer" }).waitFor();

    // Cy plays the seat (Ann plays hers while Cy waits; the computer plays seat 3).
    let moved = false;
    for (let i = 0; i < 200 && !moved; i++) {
      const [mine, hers] = [await matchState(cy), await matchState(ann)];
      if (mine.status !== "active") break;
      if (mine.actor) {
        await cy.waitForSelector(BOARD_CONTROLS);
        await playOneMoveByClicking(cy, rng);
        moved = true;
      } else if (hers.actor) {
        await ann.waitForSelector(BOARD_CONTROLS);
        await playOneMoveByClicking(ann, rng);
      } else await new Promise((r) => setTimeout(r, 100));
    }
    expect(moved, "the newcomer made a move").toBe(true);
    await shot(cy, "seats-03-newcomer-moved-phone");
    const state: any = await cy.evaluate((id) => fetch(`/api/matches/${id}`).then((r) => r.json()), m.id);
    expect(state.seats[1]).toMatchObject({ name: "Cy", kind: "human", takenOver: true });
    // The one who left watches: no seat, no offer button.
    await bo.goto(`/m/${m.id}`);
    await bo.locator(".match-page").waitFor();
    await expect(bo.locator(".match-page").getAttribute("data-you")).resolves.toBe("");
  });
});

describe("settings", () => {
  test("the daily digest: hour and time zone, and the reliability line", async () => {
    const page = await suite.newPage();
    await signInByEmail(page, suite.url, "digest-e2e@example.com");
    await page.goto("/settings");
    await page.getByRole("heading", { name: "Email notifications" }).waitFor();
    await page.getByLabel("One daily digest of the matches waiting for me").check();
    await page.getByLabel("Digest hour").selectOption("7");
    await page.getByLabel("Time zone").selectOption("America/New_York");
    await page.getByRole("button", { name: "Save email settings" }).click();
    await page.getByText("Saved. Your digest comes once a day at 07:00 (America/New_York)").waitFor();
    expect((await meOf(page)).notify).toEqual({ email: "digest", digestHour: 7, timeZone: "America/New_York" });
    await page.getByText("Matches you left before the end: 0 resignations, 0 timeouts.").waitFor();
    await shot(page, "seats-04-settings");
    await expectAccessible(page, "settings with the digest");
    // Keyboard: the choices are radios; "each" turns the digest fields off again.
    await page.getByLabel("An email whenever it is my turn").focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Digest hour").count()).resolves.toBe(0);

    const phone = await suite.newPage({ phone: true, from: page.context() });
    await phone.goto("/settings");
    await phone.getByLabel("Digest hour").waitFor();
    await expectPhoneFriendly(phone, "settings on a phone");
  });
});
