/**
 * Ratings in Debian's Chromium: a member plays rated matches against the computer (a move each,
 * then resigns); the profile shows the rating with a chart drawn from its history (one point per
 * rated match), the record and the recent matches; the leaderboard leaves the provisional player
 * out; the match page links the member's name to the profile. Phone and keyboard, axe-clean.
 */
import { describe, expect, test } from "vitest";
import { browserSuite, expectAccessible, expectPhoneFriendly, get, post, shot, signInByEmail } from "./helpers";

const suite = browserSuite();
const MATCHES = 3;

/** A rated Sleepers match against the easy computer: one decision each, then the member resigns. */
async function loseToTheComputer(page: import("playwright-core").Page): Promise<string> {
  const m = await post(page, "/api/matches", { game: "sleepers", bots: [{ seat: 1, level: "easy" }] });
  expect(m.rated).toBe(true);
  for (let i = 0; i < 200; i++) {
    const log: { seat: number | null; kind: string }[] = await get(page, `/api/matches/${m.id}/log`);
    if (log.some((l) => l.seat === 1 && l.kind === "move")) break;
    const now = await get(page, `/api/matches/${m.id}`);
    if (now.legal?.length) await post(page, `/api/matches/${m.id}/moves`, { seq: now.seq, move: now.legal[0] });
    else await new Promise((r) => setTimeout(r, 50));
  }
  await post(page, `/api/matches/${m.id}/resign`, {});
  return m.id;
}

describe("profile and leaderboard", () => {
  test("the profile's chart is drawn from the rating history; the leaderboard leaves provisional players out", async () => {
    const page = await suite.newPage();
    await signInByEmail(page, suite.url, `rated-${Date.now()}@example.com`);
    const me = await get(page, "/api/me");
    // A member's new match is rated unless they untick it.
    await page.goto("/new");
    expect(await page.getByRole("checkbox", { name: "Rated" }).isChecked()).toBe(true);
    const ids: string[] = [];
    for (let i = 0; i < MATCHES; i++) ids.push(await loseToTheComputer(page));
    let history: unknown[] = [];
    for (let i = 0; i < 100 && history.length < MATCHES; i++) {
      history = await get(page, `/api/players/${me.id}/ratings/sleepers/2p`);
      if (history.length < MATCHES) await new Promise((r) => setTimeout(r, 100));
    }
    expect(history).toHaveLength(MATCHES);

    // The match page links the member's name to the profile, with the rating.
    await page.goto(`/m/${ids[0]}`);
    const link = page.locator(".seats").getByRole("link", { name: me.name });
    await link.waitFor();
    await expect.poll(async () => page.locator(".seats .rating").first().textContent()).toMatch(/\(\d+\?\)/);
    await link.click();
    await page.waitForURL(new RegExp(`/players/${me.id}$`));
    await page.getByRole("heading", { level: 1, name: me.name }).waitFor();
    const chart = page.locator("svg.rating-chart");
    await chart.waitFor();
    const points = (await chart.locator("polyline").getAttribute("points"))!.trim().split(/\s+/);
    expect(points).toHaveLength(MATCHES);
    expect(await chart.locator("circle").count()).toBe(MATCHES);
    // Each loss to the computer lowers the rating: the line goes down (SVG's y grows downwards).
    const ys = points.map((p) => Number(p.split(",")[1]));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(await chart.getAttribute("aria-label")).toMatch(new RegExp(`${MATCHES} rated matches`));
    await expect.poll(async () => page.locator(".rating-number").textContent()).toMatch(/^\d+\?$/);
    expect(await page.locator(".record").textContent()).toMatch(new RegExp(`Played${MATCHES}.*Lost${MATCHES}`));
    expect(await page.locator(".recent-list li").count()).toBe(MATCHES);
    expect(await page.locator(".recent-list li").first().textContent()).toMatch(/2nd place.*−\d+/);
    await shot(page, "ratings-01-profile");
    await expectAccessible(page, "profile");

    // From the keyboard: Tab reaches the leaderboard link, Enter follows it.
    await page.locator(".rating-card a", { hasText: "Leaderboard" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/leaderboards\/sleepers$/);
    await page.getByRole("heading", { level: 1, name: "Sleepers leaderboard" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Two players" }).waitFor();
    await page.getByText("Nobody has an established rating here yet.").waitFor();
    expect(await page.locator("main").getByRole("link", { name: me.name }).count()).toBe(0);
    await shot(page, "ratings-02-leaderboard");
    await expectAccessible(page, "leaderboard");

    const phone = await suite.newPage({ phone: true, from: page.context() });
    await phone.goto(`/players/${me.id}`);
    await phone.locator("svg.rating-chart polyline").waitFor();
    await shot(phone, "ratings-03-profile-phone");
    await expectAccessible(phone, "profile on a phone");
    await expectPhoneFriendly(phone, "profile on a phone");
    await phone.goto("/leaderboards/subrosa");
    await phone.getByRole("heading", { level: 2, name: "Three or more" }).waitFor();
    await expectPhoneFriendly(phone, "leaderboard on a phone");
  });
});
