/**
 * A whole small tournament in the browser: four guests, a round-robin organised with the form on
 * /tournaments, joined from its page (the fourth entry starts it), every match reached from the
 * tournament page and finished by resigning on the match page (some) or through the API (the rest),
 * the standings following live, the list showing it finished. Phone-sized, keyboard, axe.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, expectAccessible, expectPhoneFriendly, get, guest, post, shot } from "./helpers";

const suite = browserSuite();

async function rowTexts(page: Page): Promise<string[]> {
  return page.locator(".tournament tbody tr").allInnerTexts();
}

describe("tournaments in the browser", () => {
  test("a 4-entrant round-robin, organised, joined and played out from its pages", async () => {
    const names = ["Ada", "Bea", "Cy", "Dee"];
    const pages: Page[] = [];
    for (const [i, name] of names.entries()) {
      const page = await suite.newPage({ phone: i === 1 });
      await guest(page, name);
      pages.push(page);
    }
    const [ada, bea] = pages as [Page, Page];

    // Ada organises it with the form, from the keyboard where it matters.
    await ada.goto("/tournaments");
    await ada.getByRole("heading", { name: "Organise a tournament" }).waitFor();
    await expectAccessible(ada, "the tournaments list");
    await ada.getByLabel("Name", { exact: true }).fill("Friday cup");
    await ada.getByLabel("Game").selectOption({ label: "Sleepers" });
    await ada.getByLabel("Fewest entrants").fill("4");
    await ada.getByLabel("Most entrants (it starts when full)").fill("4");
    await ada.getByLabel("Most entrants (it starts when full)").press("Enter");
    await ada.getByRole("heading", { name: "Friday cup" }).waitFor();
    const id = new URL(ada.url()).pathname.split("/")[2]!;
    await ada.getByText("taking entries").waitFor();
    await expectAccessible(ada, "an open tournament");

    // The others join from its page (Bea on a phone); the fourth entry starts it.
    for (const page of pages.slice(1)) {
      await page.goto(`/t/${id}`);
      await page.getByRole("button", { name: "Join the tournament" }).click();
      await page.getByRole("button", { name: /^(Leave|Withdraw)$/ }).waitFor();
    }
    await bea.getByText("running").first().waitFor();
    await expectPhoneFriendly(bea, "a running tournament on a phone");
    await expectAccessible(bea, "a running tournament");
    const t = await get(ada, `/api/tournaments/${id}`);
    expect(t.status).toBe("running");
    expect(t.rounds.flatMap((r: any) => r.matches)).toHaveLength(6);
    await expect.poll(() => ada.locator(".tournament .match-row").count()).toBe(6);

    // Every match is linked from the page; Bea's are resigned on the match page by her opponent or her.
    const matches: { id: string; seats: { player: { name: string } }[] }[] = t.rounds.flatMap((r: any) => r.matches);
    const pageOf = (name: string) => pages[names.indexOf(name)]!;
    const loser = (m: (typeof matches)[number]) => [...m.seats].sort((x, y) => names.indexOf(y.player.name) - names.indexOf(x.player.name))[0]!.player.name;
    for (const m of matches) {
      const who = loser(m);
      if (m.seats.some((s) => s.player.name === "Bea")) {
        const page = pageOf(who);
        await page.goto(`/t/${id}`);
        await page.locator(`a[href="/m/${m.id}"]`).click();
        await page.waitForURL(`**/m/${m.id}`);
        await page.getByRole("button", { name: "Resign…" }).click();
        await page.getByRole("button", { name: "Yes, resign" }).click();
        await page.getByText(/won|resigned/).first().waitFor();
      } else {
        await post(pageOf(who), `/api/matches/${m.id}/resign`, {});
      }
    }

    // Ada's page, left open, follows the results: Ada 3, Bea 2, Cy 1, Dee 0.
    await ada.goto(`/t/${id}`);
    await ada.getByText("finished", { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => rowTexts(ada)).toEqual([
      expect.stringMatching(/^1\s+Ada \(you\)\s+3\s+3$/),
      expect.stringMatching(/^2\s+Bea\s+2\s+1$/),
      expect.stringMatching(/^3\s+Cy\s+1\s+0$/),
      expect.stringMatching(/^4\s+Dee\s+0\s+0$/),
    ]);
    await expect.poll(() => ada.getByText(/won · 1–0|won · 0–1/).count()).toBe(6);
    await ada.getByText(/Sonneborn–Berger: for each match/).first().waitFor();
    await expectAccessible(ada, "a finished tournament");
    await shot(ada, "tournament-finished");
    await bea.goto(`/t/${id}`);
    await bea.getByText("finished", { exact: true }).waitFor();
    await expectPhoneFriendly(bea, "a finished tournament on a phone");
    await shot(bea, "tournament-finished-phone");

    // The list shows it among the finished; its row leads to it.
    await ada.goto("/tournaments");
    const finished = ada.getByRole("region", { name: "Finished" });
    await finished.getByText("Friday cup").click();
    await ada.getByRole("heading", { name: "Friday cup" }).waitFor();

    // The inbox told each player it had started.
    const inbox = await get(pageOf("Dee"), "/api/me/notifications");
    expect(inbox.items.some((n: any) => n.kind === "tournament" && n.title === "Friday cup has started")).toBe(true);
  });
});
