/**
 * The boards in the app's language (#34): a player whose app is in French (the dd_locale cookie)
 * sees the board's own words in French on the match page, and the page stays axe-clean; a player
 * in English sees them in English. The app gives every board appLocale() (client/boards.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, expectAccessible, guest, post } from "./helpers";

const suite = browserSuite();

async function boardText(page: Page, id: string): Promise<string> {
  await page.goto(`/m/${id}`);
  await page.locator(".board svg").first().waitFor();
  const labels = await page.locator(".board [aria-label]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")).join("\n"));
  return `${await page.locator(".board").innerText()}\n${labels}`;
}

describe("the board speaks the app's language", () => {
  test("Sleepers in French for a French player, in English for an English one", async () => {
    const ann = await suite.newPage();
    const bob = await suite.newPage();
    await guest(ann, "Ann");
    await guest(bob, "Bob");
    await ann.evaluate(() => (document.cookie = "dd_locale=fr; Path=/"));
    const m = await post(ann, "/api/matches", { game: "sleepers", players: 2, seat: 0 });
    await post(bob, `/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") });

    const french = await boardText(ann, m.id);
    expect(await ann.getAttribute("html", "lang")).toBe("fr");
    expect(french).toMatch(/Victoire : reliez deux côtés de même numéro/);
    expect(french).toMatch(/Plateau de Sleepers/);
    expect(french).toMatch(/Votre main : /);
    expect(french).not.toMatch(/Win: join two sides|Your hand|Sleepers board/);
    await expectAccessible(ann, "a French Sleepers board");

    const english = await boardText(bob, m.id);
    expect(english).toMatch(/Win: join two sides of the same number/);
    expect(english).not.toMatch(/Victoire|Plateau de Sleepers/);
  });
});
