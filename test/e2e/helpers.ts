/** Shared helpers for the browser tests: screenshots, axe, overflow, board clicking. */
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { launchBrowser } from "./support/browser";
export { decidingSeat } from "../support/decidingSeat";

export const SHOTS = "test-output/screenshots";

/**
 * A full-page screenshot in test-output/screenshots/, to look at, not to assert on: taken when
 * DD_SCREENSHOTS=1 (about a hundred of them cost the browser tests a minute of CPU on two cores),
 * and always when a test is about to fail (`failing`).
 */
export async function shot(page: Page, name: string, options: { failing?: boolean; fullPage?: boolean } = {}): Promise<void> {
  if (process.env.DD_SCREENSHOTS !== "1" && !options.failing) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: options.fullPage ?? true });
}

const require = createRequire(import.meta.url);
const AXE = require.resolve("axe-core/axe.min.js");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The axe rules whose results depend on colours alone. The dark theme is the light one with other
 * colours (client/public/app.css's prefers-color-scheme changes custom properties only), so a page
 * checked whole in light needs only these in dark: `seriousViolations(page, "colours")`.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe-core in the page: the serious and critical violations only. Rules that can only ever find
 * minor or moderate ones (by the rule's own impact, else by the most any of its checks has, as
 * axe-core ranks a result) are not run: what they found would be left out anyway.
 */
export async function seriousViolations(page: Page, only?: "colours"): Promise<AxeViolation[]> {
  const has = await page.evaluate(() => typeof (window as any).axe !== "undefined");
  // addScriptTag({path}) writes an inline <script>, which the match page's CSP refuses (as it should);
  // evaluating the same source through the DevTools protocol is not subject to the page's CSP.
  if (!has) await page.evaluate(readFileSync(AXE, "utf8") + "\n;void 0");
  const violations: AxeViolation[] = await page.evaluate(async ([only, COLOUR_RULES]) => {
    const axe = (window as any).axe;
    const order = ["minor", "moderate", "serious", "critical"];
    const mild = (impact: string | undefined) => impact !== undefined && order.indexOf(impact) >= 0 && order.indexOf(impact) < 2;
    const checkImpact = (c: string | { id: string }) => axe._audit?.data?.checks?.[typeof c === "string" ? c : c.id]?.impact as string | undefined;
    const neverSerious = ((axe._audit?.rules ?? []) as any[])
      .filter((r) => (r.impact ? mild(r.impact) : [...r.any, ...r.all, ...r.none].length > 0 && [...r.any, ...r.all, ...r.none].every((c) => mild(checkImpact(c)))))
      .map((r) => r.id as string);
    const rules = Object.fromEntries(neverSerious.map((id) => [id, { enabled: false }]));
    const r = await axe.run(document, only ? { resultTypes: ["violations"], runOnly: { type: "rule", values: COLOUR_RULES } } : { resultTypes: ["violations"], rules });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, [only, COLOUR_RULES] as const);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(vs: AxeViolation[]): string {
  return vs.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`).join("\n");
}

/** Width of the page beyond the viewport (0: no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
}

/** Elements smaller than 44x44 CSS px that can be tapped (links inside text excepted). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("button, .button, input, select, textarea, summary, nav a, [role=button]"))) {
      const r = (el as HTMLElement).getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // hidden
      const style = getComputedStyle(el as HTMLElement);
      if (style.visibility === "hidden" || (el as HTMLInputElement).type === "radio" || (el as HTMLInputElement).type === "checkbox") continue;
      if (r.width < 43.5 || r.height < 43.5) out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className} "${(el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
  });
}

export interface MatchState {
  seq: number;
  status: string;
  actor: boolean;
}

export async function matchState(page: Page): Promise<MatchState> {
  return page.evaluate(() => {
    const el = document.querySelector(".match-page") as HTMLElement | null;
    return { seq: Number(el?.dataset.seq ?? -1), status: el?.dataset.status ?? "", actor: el?.dataset.actor === "yes" };
  });
}

/** Waits until the match page shows a match with this status (`.match-page[data-status]`); `timeout` 0: as long as the test may. */
export async function waitForMatchStatus(page: Page, status: string, timeout?: number): Promise<void> {
  await page.waitForFunction((s) => (document.querySelector(".match-page") as HTMLElement | null)?.dataset.status === s, status, timeout !== undefined ? { timeout } : undefined);
}

/** Opens an invite link with no identity, gives the name the invite page asks for, and takes the seat. */
export async function joinAsGuest(page: Page, invite: string, name: string): Promise<void> {
  await page.goto(invite);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: /Take the .* seat/ }).click();
  await waitForMatchStatus(page, "active");
}

/**
 * Creates a match of `game` on the new match screen, as a guest who types `guestName` (none: as
 * the person signed in on `page`), and returns the invite link and the match's id. The page is
 * left on the "match is ready" screen (see goToWaitingMatch).
 */
export async function createMatch(page: Page, game: string, guestName?: string): Promise<{ invite: string; id: string }> {
  await page.goto(`/new?game=${game}`);
  if (guestName !== undefined) {
    await page.getByLabel("Your name").fill(guestName);
    await page.getByRole("button", { name: "Play as a guest" }).click();
  }
  await page.getByRole("button", { name: "Create the match" }).click();
  await page.getByRole("heading", { name: /match is ready/ }).waitFor();
  const invite = await page.getByRole("textbox", { name: "Invite link" }).inputValue();
  const id = /\/m\/([A-Za-z0-9_-]+)\?invite=/.exec(invite)?.[1];
  if (!id) throw new Error(`the invite link ${invite} names no match`);
  return { invite, id };
}

/** From the "match is ready" screen to the match page of a two-player match waiting for its second player. */
export async function goToWaitingMatch(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Go to the match" }).click();
  await page.getByRole("heading", { name: "Waiting for 1 more player" }).waitFor();
}

/** Selector of the things a player can click on a board. */
export const BOARD_CONTROLS = ".board button:not([disabled]), .board [role=button]:not([aria-disabled=true])";

/**
 * Makes one move by clicking the board: clicks enabled board controls (reading them from the page,
 * never a hard-coded line) until the match's seq moves on. Works for boards that build a move in
 * several clicks (select, then target) as well as for one-click moves. `until`: also stop once it
 * holds (a move that cannot be made: its refusal is shown).
 */
export async function playOneMoveByClicking(page: Page, rng: () => number, until?: () => Promise<boolean>): Promise<void> {
  const before = await matchState(page);
  for (let attempt = 0; attempt < 60; attempt++) {
    // A move built or held for "Send" gets it; "Cancel" and "Undo" are never useful here.
    const confirm = page.locator(".board button:not([disabled])", { hasText: /^\s*Send/ });
    let target;
    if (await confirm.count()) target = confirm.first();
    else {
      const controls = page.locator(BOARD_CONTROLS).filter({ hasNotText: /^\s*(Cancel|Undo)\s*$/ });
      const n = await controls.count();
      if (n === 0) throw new Error("no enabled control on the board although it is this player's decision");
      target = controls.nth(Math.floor(rng() * n));
    }
    await target.click();
    if ((await settled(page, before.seq)) || (until && (await until()))) return;
    // else the board wants another click (a multi-step move): click again
  }
  throw new Error("sixty clicks on the board did not make a move");
}

/** In the page: its player's move is made — the position moved on past `seq`, or (a sealed decision, Sleep's SP-5) it reads as sent. */
const moveMade = (seq: number) =>
  Number((document.querySelector(".match-page") as HTMLElement | null)?.dataset.seq) > seq || /Your decision is sent/.test(document.querySelector(".for-you")?.textContent ?? "");

export async function waitForMoveMade(page: Page, seq: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction(moveMade, seq, { timeout });
}

/**
 * After an action: waits until no move is on its way (aria-busy), then says whether the move was
 * made: seq moved on, or (a sealed decision, Sleep's SP-5, keeps the position) the page says it was sent.
 */
async function settled(page: Page, seq: number): Promise<boolean> {
  await page.waitForFunction(() => document.querySelector(".board")?.getAttribute("aria-busy") !== "true", null, { timeout: 15_000 });
  return page.evaluate(moveMade, seq);
}

/**
 * Makes one move with the keyboard alone: Tab through the page, press Enter on board controls
 * (never on "Cancel") until the match's seq moves on. Returns the number of key presses.
 */
export async function playOneMoveByKeyboard(page: Page, onFocusInBoard?: () => Promise<void>): Promise<number> {
  const before = await matchState(page);
  await page.locator("body").focus();
  for (let presses = 1; presses <= 600; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate((sel) => {
      const el = document.activeElement as HTMLElement | null;
      return el && el.matches(sel) ? (el.textContent ?? "").trim() || el.getAttribute("aria-label") || "?" : null;
    }, BOARD_CONTROLS);
    if (focused === null || /^(Cancel|Undo)$/.test(focused)) continue;
    // Once the board offers to send a built move, a keyboard user tabs on to "Send".
    const confirmOffered = await page.locator(".board button:not([disabled])", { hasText: /^\s*Send/ }).count();
    if (confirmOffered && !/^Send/.test(focused)) continue;
    if (onFocusInBoard) await onFocusInBoard();
    await page.keyboard.press(presses % 3 === 0 ? "Space" : "Enter");
    if (await settled(page, before.seq)) return presses;
  }
  throw new Error("600 key presses did not make a move");
}

/** A small seeded generator so that a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PageOptions {
  phone?: boolean;
  dark?: boolean;
  /** Start with this context's cookies (the same person in a second browser). */
  from?: BrowserContext;
  /**
   * Keep the app's own default for "Send" (client/prefs.ts: moves in correspondence matches wait
   * for it). Otherwise the page starts on "never", the one-click flow most tests play, unless the
   * test chose a setting itself.
   */
  appDefaults?: boolean;
}

export interface BrowserSuite {
  readonly url: string;
  newPage(options?: PageOptions): Promise<Page>;
}

/** The Chromium of the e2e project's global set-up; `close()` disconnects only the caller (and closes its contexts). */
export async function sharedBrowser(): Promise<Browser> {
  return chromium.connect(inject("e2eBrowser"));
}

/**
 * The server (as `npm start` runs it) and the Chromium of the e2e project's global set-up
 * (support/global.ts), shared by every file; the contexts this file opens are closed after it.
 * `browser: "full"`: a full Chromium of the file's own instead, for what the headless shell lacks.
 */
export function browserSuite(options: { browser?: "full" } = {}): BrowserSuite {
  const url = inject("e2eUrl");
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = options.browser === "full" ? await launchBrowser("full") : await sharedBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close(); // the shared browser: disconnects this file, it stays up for the others
  });
  return {
    url,
    async newPage(options: PageOptions = {}) {
      const context = await browser.newContext({
        ...(options.phone
          ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }
          : { viewport: { width: 1200, height: 900 } }),
        baseURL: url,
        colorScheme: options.dark ? "dark" : "light",
        storageState: options.from ? await options.from.storageState() : undefined,
      });
      contexts.push(context);
      if (!options.appDefaults) await context.addInitScript(() => localStorage.getItem("dd.confirmMoves") ?? localStorage.setItem("dd.confirmMoves", "never"));
      const page = await context.newPage();
      page.on("pageerror", (e) => console.error(`page error: ${e.message}`));
      return page;
    },
  };
}

export async function expectAccessible(page: Page, what: string, only?: "colours"): Promise<void> {
  const vs = await seriousViolations(page, only);
  expect(vs, `${what}:\n${describeViolations(vs)}`).toEqual([]);
}

export async function expectPhoneFriendly(page: Page, what: string): Promise<void> {
  expect(await horizontalOverflow(page), `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), `${what} has touch targets under 44 px`).toEqual([]);
}

/** Signs in with the email link, read from the development outbox, as a person would. */
export async function signInByEmail(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByText("a sign-in link is on its way").waitFor();
  const mail = (await (await fetch(`${baseUrl}/api/dev/mail`)).json()) as { to: string; raw: string }[];
  const parsed = await PostalMime.parse(mail.find((m) => m.to === email)!.raw);
  const link = /https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(parsed.text ?? "")![0];
  await page.goto(link);
  // The link's page changes nothing by itself (mail scanners open links): its button signs in.
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "My matches" }).waitFor();
}

/**
 * A guest in this page's browser context (the cookie is set by the API, as the app does). The page
 * is left on a static file of the site (its stylesheet), which is all that the API calls of post()
 * and get() need: loading the app itself for every guest of the suite cost a second or more each.
 */
export async function guest(page: Page, name: string): Promise<void> {
  await page.goto("/app.css");
  const status = await page.evaluate(async (n) => (await fetch("/api/auth/guest", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: n }) })).status, name);
  expect(status).toBe(201);
}

/** POST as this page's person; fails the test on an error answer. */
export async function post(page: Page, path: string, body: unknown): Promise<any> {
  const r = await page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      return { status: res.status, json: await res.json() };
    },
    [path, body] as const,
  );
  expect(r.status, JSON.stringify(r.json)).toBeLessThan(300);
  return r.json;
}

/** GET as this page's person. */
export async function get(page: Page, path: string): Promise<any> {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}
