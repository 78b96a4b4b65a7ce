/**
 * The match page's conversation in Debian's Chromium: two players chat (live, by keyboard, one of
 * them on a 390 px phone), a line that is markup or a link arrives as plain text, the unread
 * marker in "My matches" appears and goes once read, and private notes survive a reload.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, describeViolations, seriousViolations, shot, smallTargets } from "./helpers";

const suite = browserSuite();

/** Becomes a guest called `name` from inside the page (its cookie, its origin). */
async function asGuest(page: Page, name: string): Promise<void> {
  await page.goto("/");
  const status = await page.evaluate(async (name) => (await fetch("/api/auth/guest", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) })).status, name);
  expect(status).toBe(201);
}

async function post(page: Page, path: string, body: unknown): Promise<any> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { path, body },
  );
}

const chatLines = (page: Page) => page.locator(".chat-lines .chat-text");

describe("chat and notes on the match page", () => {
  test("two players chat live, the unread marker shows and clears, notes survive a reload", async () => {
    const alice = await suite.newPage();
    const bob = await suite.newPage({ phone: true });
    await asGuest(alice, "Alice");
    await asGuest(bob, "Bob");
    const created = await post(alice, "/api/matches", { game: "subrosa", players: 2 });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const invite = new URL(created.body.urls.invite).searchParams.get("invite");
    expect((await post(bob, `/api/matches/${id}/join`, { invite })).status).toBe(200);
    await alice.goto(`/m/${id}`);
    await bob.goto(`/m/${id}`);
    await alice.getByRole("heading", { name: "Chat" }).waitFor();
    await bob.getByRole("heading", { name: "Chat" }).waitFor();

    // Alice writes with the keyboard; Bob's page shows it live, as text.
    const evil = "Hi <b>Bob</b> <img src=x onerror=alert(1)> see https://example.com/x";
    const aliceInput = alice.getByLabel("Message to everyone at the match");
    await aliceInput.fill(evil);
    await aliceInput.press("Enter");
    await expect.poll(() => chatLines(bob).allTextContents(), { timeout: 15_000 }).toEqual([evil]);
    expect(await bob.locator(".chat-lines b, .chat-lines img, .chat-lines a").count()).toBe(0);
    // Bob answers on his phone with the keyboard alone: Tab from the list (past the line's Report
    // button) to the field, type, Enter.
    await bob.locator(".chat-lines").focus();
    const focused: string[] = [];
    for (let i = 0; i < 4 && focused.at(-1) !== "chat-input"; i++) {
      await bob.keyboard.press("Tab");
      focused.push(await bob.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || ""));
    }
    expect(focused).toEqual(["Report", "chat-input"]);
    await bob.keyboard.type("Hello Alice");
    await bob.keyboard.press("Enter");
    await expect.poll(() => chatLines(alice).allTextContents(), { timeout: 15_000 }).toEqual([evil, "Hello Alice"]);
    const box = await bob.locator(".chat").boundingBox();
    expect(box!.x + box!.width, "the chat fits a 390 px screen").toBeLessThanOrEqual(390);
    const small = (await smallTargets(bob)).filter((t) => /Report|Send|Mute chat|textarea|input/.test(t));
    expect(small, "the chat's and notes' controls are 44 px touch targets").toEqual([]);
    const violations = (await seriousViolations(bob)).filter((v) => v.nodes.some((n) => /chat|notes/.test(n.target.join(" "))));
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(bob, "chat-phone");

    // Bob leaves the match page; a line arrives; "My matches" marks the match.
    await bob.goto("/matches");
    await bob.getByRole("heading", { name: "My matches" }).waitFor();
    await bob.waitForTimeout(1000); // the match page's socket is closed on the server
    await aliceInput.fill("Are you there?");
    await aliceInput.press("Enter");
    await expect.poll(() => chatLines(alice).count()).toBe(3);
    await bob.reload();
    await bob.getByText("1 new chat message").waitFor({ timeout: 15_000 });
    await bob.getByRole("link", { name: /1 new chat message/ }).click();
    await expect.poll(() => chatLines(bob).count(), { timeout: 15_000 }).toBe(3);
    await bob.goto("/matches");
    await bob.getByRole("heading", { name: "Your turn" }).waitFor();
    expect(await bob.getByText(/new chat message/).count()).toBe(0);

    // Notes: saved as Alice types, there after a reload, never on Bob's page.
    const notes = alice.getByLabel(/Private: nobody else/);
    await notes.fill("Bob bluffs with spades.");
    await alice.getByText("Saved.").waitFor({ timeout: 10_000 });
    await alice.reload();
    await expect.poll(() => alice.getByLabel(/Private: nobody else/).inputValue(), { timeout: 15_000 }).toBe("Bob bluffs with spades.");
    await bob.goto(`/m/${id}`);
    await bob.getByRole("heading", { name: "My notes" }).waitFor();
    await expect.poll(() => bob.getByLabel(/Private: nobody else/).inputValue()).toBe("");
    expect(await bob.content()).not.toContain("bluffs");
  });
});
