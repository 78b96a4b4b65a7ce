/** Shared helpers for the browser tests: screenshots, axe, overflow, board clicking. */
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

export const SHOTS = "test-output/screenshots";
mkdirSync(SHOTS, { recursive: true });

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const require = createRequire(import.meta.url);
const AXE = require.resolve("axe-core/axe.min.js");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core in the page: the serious and critical violations only. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const has = await page.evaluate(() => typeof (window as any).axe !== "undefined");
  // addScriptTag({path}) writes an inline <script>, which the match page's CSP refuses (as it should);
  // evaluating the same source through the DevTools protocol is not subject to the page's CSP.
  if (!has) await page.evaluate(readFileSync(AXE, "utf8") + "\n;void 0");
  const violations: AxeViolation[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
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

/** Selector of the things a player can click on a board. */
export const BOARD_CONTROLS = ".board button:not([disabled]), .board [role=button]:not([aria-disabled=true])";

/**
 * Makes one move by clicking the board: clicks enabled board controls (reading them from the page,
 * never a hard-coded line) until the match's seq moves on. Works for boards that build a move in
 * several clicks (select, then target) as well as for one-click moves.
 */
export async function playOneMoveByClicking(page: Page, rng: () => number): Promise<void> {
  const before = await matchState(page);
  for (let attempt = 0; attempt < 60; attempt++) {
    // A board that asks to confirm a built move gets its confirmation; "Cancel" is never useful here.
    const confirm = page.locator(".board button:not([disabled])", { hasText: /^\s*Confirm/ });
    let target;
    if (await confirm.count()) target = confirm.first();
    else {
      const controls = page.locator(BOARD_CONTROLS).filter({ hasNotText: /^\s*Cancel\s*$/ });
      const n = await controls.count();
      if (n === 0) throw new Error("no enabled control on the board although it is this player's decision");
      target = controls.nth(Math.floor(rng() * n));
    }
    await target.click();
    if (await settled(page, before.seq)) return;
    // else the board wants another click (a multi-step move): click again
  }
  throw new Error("sixty clicks on the board did not make a move");
}

/** After an action: waits until no move is on its way (aria-busy), then says whether seq moved on. */
async function settled(page: Page, seq: number): Promise<boolean> {
  await page.waitForFunction(() => document.querySelector(".board")?.getAttribute("aria-busy") !== "true", null, { timeout: 15_000 });
  return (await matchState(page)).seq > seq;
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
    if (focused === null || /^Cancel$/.test(focused)) continue;
    // Once the board offers to confirm a built move, a keyboard user tabs on to "Confirm".
    const confirmOffered = await page.locator(".board button:not([disabled])", { hasText: /^\s*Confirm/ }).count();
    if (confirmOffered && !/^Confirm/.test(focused)) continue;
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
