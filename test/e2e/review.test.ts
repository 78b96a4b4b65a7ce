/**
 * The review of a finished match (/m/:id/review) in Debian's Chromium: linked from the finished
 * match page; the chart has a line per seat; the slider and the keyboard move through positions
 * and the address follows (`?at=seq`); "as seen by" a seat shows that seat's view next to the
 * truth, which differs from it while there were secrets; a moment's link opens its position and
 * its page's preview is that position's PNG; axe-clean, and usable on a phone.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, expectAccessible, expectPhoneFriendly, get, guest, post, shot } from "./helpers";

const suite = browserSuite();

/** Plays the person's decisions (the computer answers by itself) until `count` are made or the match ends. */
async function playAgainstComputer(page: Page, id: string, count: number): Promise<void> {
  for (let made = 0; made < count; ) {
    const m = await get(page, `/api/matches/${id}`);
    if (m.status !== "active") return;
    if (m.legal?.length) {
      await post(page, `/api/matches/${id}/moves`, { seq: m.seq, move: m.legal[(made * 5) % m.legal.length] });
      made++;
    } else await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const svgOf = (page: Page, selector: string) => page.locator(`${selector} svg`).first().evaluate((svg) => svg.outerHTML);

describe("the review page", () => {
  test("Sleepers against the computer: the chart, the slider, 'as seen by' next to the truth, a moment's link and picture", async () => {
    const ann = await suite.newPage();
    await guest(ann, "Ann");
    const created = await post(ann, "/api/matches", { game: "sleepers", bots: [{ seat: 1, level: "easy" }] });
    const id = created.id as string;
    await playAgainstComputer(ann, id, 6);
    await post(ann, `/api/matches/${id}/resign`, {});
    await expect.poll(async () => (await get(ann, `/api/matches/${id}/review`)).pending, { timeout: 60_000 }).toBe(false);
    const review = await get(ann, `/api/matches/${id}/review`);
    const last = review.positions.length - 1;

    await ann.goto(`/m/${id}`);
    await ann.getByRole("link", { name: /Review the match/ }).click();
    await ann.getByRole("heading", { level: 1, name: /^Review/ }).waitFor();
    expect(new URL(ann.url()).pathname).toBe(`/m/${id}/review`);
    await ann.locator(".chances-chart polyline").first().waitFor();
    expect(await ann.locator(".chances-chart polyline").count(), "a line per seat").toBe(2);
    expect(await ann.locator(".chart-legend li").count()).toBe(2);
    const slider = ann.getByLabel(/^Position:/);
    expect(await slider.getAttribute("max")).toBe(String(last));
    expect(await slider.inputValue()).toBe(String(last));

    // An early position: Ann's view hides the computer's hand and the bags; the truth shows them.
    await slider.fill("2");
    await expect.poll(() => new URL(ann.url()).searchParams.get("at")).toBe(String(review.positions[2].seq));
    await ann.getByText("Position: after move 2 of").waitFor();
    await ann.getByLabel("As seen by").selectOption({ label: "Ann (White)" });
    await ann.locator(".review-seen svg").first().waitFor();
    await ann.locator(".review-truth svg").first().waitFor();
    await expect.poll(async () => (await svgOf(ann, ".review-truth")) !== (await svgOf(ann, ".review-seen")), { timeout: 10_000, message: "the truth shows what Ann could not see" }).toBe(true);
    const asAnn = await svgOf(ann, ".review-seen");
    await ann.getByLabel("As seen by").selectOption({ label: "A spectator" });
    await expect.poll(() => svgOf(ann, ".review-seen"), { timeout: 10_000, message: "a spectator saw less than Ann" }).not.toBe(asAnn);
    await shot(ann, "review-as-seen-by");

    // The keyboard moves the slider, and the address follows.
    await slider.focus();
    await ann.keyboard.press("ArrowLeft");
    await expect.poll(() => new URL(ann.url()).searchParams.get("at")).toBe(String(review.positions[1].seq));
    await ann.getByText("Position: after move 1 of").waitFor();
    await expectAccessible(ann, "the review page");

    // A moment: its link opens its position; its page's preview is that position's PNG, face up.
    expect(review.moments.length).toBeGreaterThan(0);
    const moment = review.moments[0];
    await ann.getByRole("link", { name: moment.why }).click();
    await expect.poll(() => new URL(ann.url()).searchParams.get("at")).toBe(String(moment.seq));
    const index = review.positions.findIndex((p: { seq: number }) => p.seq === moment.seq);
    expect(await slider.inputValue()).toBe(String(index));
    const html = await (await fetch(`${suite.url}/m/${id}/review?at=${moment.seq}`)).text();
    expect(html).toContain(`/api/matches/${id}/board.png?review=on&amp;at=${moment.seq}`);
    const png = await fetch(`${suite.url}/api/matches/${id}/board.png?review=on&at=${moment.seq}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");

    // On a phone: nothing scrolls sideways, every control is big enough, still axe-clean.
    const phone = await suite.newPage({ phone: true, from: ann.context() });
    await phone.goto(`/m/${id}/review?at=${moment.seq}`);
    await phone.locator(".chances-chart polyline").first().waitFor();
    await phone.locator(".review-truth svg").first().waitFor();
    await expectPhoneFriendly(phone, "the review page on a phone");
    await expectAccessible(phone, "the review page on a phone");
    await shot(phone, "review-phone");
  }, 180_000);
});
