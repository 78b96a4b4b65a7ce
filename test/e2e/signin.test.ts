/**
 * The sign-in page's `next` in Chromium (issue #16, item 2): playing as a guest, or following
 * "Continue" once signed in, never leaves our origin, however `next` is spelled; and a mailed link
 * with such a `next` lands on our site too. Requests to the attacker's host are recorded (and
 * refused) so that a navigation there cannot hide behind a DNS failure.
 */
import { describe, expect, test } from "vitest";
import PostalMime from "postal-mime";
import { browserSuite, expectAccessible, expectPhoneFriendly, guest } from "./helpers";

const suite = browserSuite();

const OFF_SITE = ["/\t/evil.example/x", "/\t\\evil.example", "/\\evil.example", "//evil.example", "/.//evil.example", "https://evil.example/"];

describe("next on the sign-in page", () => {
  test("playing as a guest, and Continue, stay on our site", async () => {
    // One page, signed out again (its cookies cleared) for each spelling.
    const page = await suite.newPage();
    const offSite: string[] = [];
    await page.route((url) => url.hostname === "evil.example", (route) => {
      offSite.push(route.request().url());
      return route.abort();
    });
    for (const next of OFF_SITE) {
      await page.context().clearCookies();
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
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth/verify");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).origin).toBe(suite.url);
    expect(offSite).toEqual([]);
  });
});

/** The newest sign-in link mailed to `email`, from the development outbox. */
async function mailedLink(email: string): Promise<string> {
  const mail = (await (await fetch(`${suite.url}/api/dev/mail`)).json()) as { to: string; raw: string }[];
  const parsed = await PostalMime.parse(mail.find((m) => m.to === email)!.raw);
  return /https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(parsed.text ?? "")![0];
}

async function askForLink(email: string): Promise<string> {
  const asked = await fetch(`${suite.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: suite.url }, body: JSON.stringify({ email }) });
  expect(asked.status).toBe(202);
  return mailedLink(email);
}

describe("opening a sign-in link (issue #29)", () => {
  test("a link fetched first by a mail scanner still signs its owner in, from a page that names the address", async () => {
    const email = `scanned-${Date.now()}@example.com`;
    const link = await askForLink(email);
    // A mail scanner and a link preview fetch it without a browser.
    for (let i = 0; i < 2; i++) expect((await fetch(link, { redirect: "manual" })).status).toBe(200);
    const page = await suite.newPage({ phone: true });
    await page.goto(link);
    await page.getByText(`This link signs you in as ${email}.`).waitFor();
    await expectAccessible(page, "the sign-in link's page");
    await expectPhoneFriendly(page, "the sign-in link's page");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/"); // the link has no `next`: home
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me).toMatchObject({ email, kind: "member" });
    await page.context().close();
  });

  test("a guest playing a match who opens another address's link is told so and stays the guest", async () => {
    const page = await suite.newPage();
    await guest(page, "Keeper");
    const made = await page.evaluate(async () => {
      const r = await fetch("/api/matches", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "sleepers", bots: [{ seat: 1, level: "easy" }] }) });
      return { status: r.status, body: await r.json() };
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const before = (await page.evaluate(async () => (await fetch("/api/me")).json())) as { id: string };
    const link = await askForLink(`other-${Date.now()}@example.com`);
    // The match index is written by the room just after the answer: wait for it as a person would.
    await expect.poll(async () => (await page.goto(link))?.status(), { timeout: 30_000 }).toBe(409);
    await page.getByRole("heading", { name: "You are playing as a guest" }).waitFor();
    await expectAccessible(page, "the guest's refusal page");
    expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);
    await page.getByRole("link", { name: "Back to my matches" }).click();
    await page.getByRole("heading", { name: "My matches" }).waitFor();
    expect(await page.evaluate(async () => (await fetch("/api/me")).json())).toMatchObject({ id: before.id, kind: "guest" });
    await page.context().close();
  });
});
