/**
 * The sign-in page's `next` in Chromium (issue #16, item 2): playing as a guest, or following
 * "Continue" once signed in, never leaves our origin, however `next` is spelled; and a mailed link
 * with such a `next` lands on our site too. Requests to the attacker's host are recorded (and
 * refused) so that a navigation there cannot hide behind a DNS failure.
 */
import { describe, expect, test } from "vitest";
import PostalMime from "postal-mime";
import { browserSuite } from "./helpers";

const suite = browserSuite();

const OFF_SITE = ["/\t/evil.example/x", "/\t\\evil.example", "/\\evil.example", "//evil.example", "/.//evil.example", "https://evil.example/"];

describe("next on the sign-in page", () => {
  test("playing as a guest, and Continue, stay on our site", async () => {
    for (const next of OFF_SITE) {
      const page = await suite.newPage();
      const offSite: string[] = [];
      await page.route((url) => url.hostname === "evil.example", (route) => {
        offSite.push(route.request().url());
        return route.abort();
      });
      await page.goto(`/signin?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Your name").fill("Visitor");
      await page.getByRole("button", { name: "Play as a guest" }).click();
      await page.getByRole("heading", { name: "My matches" }).waitFor();
      expect(new URL(page.url()).origin, JSON.stringify(next)).toBe(suite.url);
      // Signed in now: the page offers "Continue" to the same target.
      await page.goto(`/signin?next=${encodeURIComponent(next)}`);
      const href = await page.getByRole("link", { name: "Continue" }).getAttribute("href");
      expect(new URL(href!, page.url()).origin, `Continue for ${JSON.stringify(next)}`).toBe(suite.url);
      expect(offSite, JSON.stringify(next)).toEqual([]);
      await page.context().close();
    }
  });

  test("a mailed link whose next leaves the site leads home", async () => {
    const page = await suite.newPage();
    const offSite: string[] = [];
    await page.route((url) => url.hostname === "evil.example", (route) => {
      offSite.push(route.request().url());
      return route.abort();
    });
    const email = `next-${Date.now()}@example.com`;
    const asked = await fetch(`${suite.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: suite.url },
      body: JSON.stringify({ email, next: "/\t/evil.example/x" }),
    });
    expect(asked.status).toBe(202);
    const mail = (await (await fetch(`${suite.url}/api/dev/mail`)).json()) as { to: string; raw: string }[];
    const parsed = await PostalMime.parse(mail.find((m) => m.to === email)!.raw);
    await page.goto(/https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(parsed.text ?? "")![0]);
    await page.waitForLoadState("load");
    expect(new URL(page.url()).origin).toBe(suite.url);
    expect(offSite).toEqual([]);
  });
});
