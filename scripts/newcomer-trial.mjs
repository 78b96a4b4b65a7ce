/**
 * A newcomer's trial in a real browser (Debian Chromium via playwright-core): two guests in two
 * browser contexts, one creates a match from the new-match form, the other joins by the invite link,
 * and the match is played to its end by clicking the board as players do. A script picks which
 * enabled control to click (hand tiles and highlighted hexes, Confirm when offered, never Cancel),
 * but every move goes through the page. Screenshots of the first moves and the end go to OUT.
 *
 *   BASE=http://127.0.0.1:8914 GAME=sleepers OUT=/tmp/trial-shots node scripts/newcomer-trial.mjs
 *
 * Prints each decision's headline and the control clicked, and the outcome.
 */
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import { rng as seeded } from "../bench/lib.mjs";

const BASE = process.env.BASE ?? "http://127.0.0.1:8787";
const GAME = process.env.GAME ?? "sleepers";
const OUT = process.env.OUT ?? "test-output/newcomer";
const SEED = Number(process.env.SEED ?? 1);
const MAX_MOVES = Number(process.env.MAX_MOVES ?? 600);
mkdirSync(OUT, { recursive: true });

const rng = seeded(SEED).next;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
async function person() {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, baseURL: BASE });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.log(`console error: ${m.text()}`));
  page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
  return page;
}
const shot = (page, name) => page.screenshot({ path: `${OUT}/${GAME}-${name}.png`, fullPage: true });
const state = (page) => page.evaluate(() => {
  const el = document.querySelector(".match-page");
  return { seq: Number(el?.dataset.seq ?? -1), status: el?.dataset.status ?? "", actor: el?.dataset.actor === "yes" };
});

const ann = await person();
await ann.goto(`/new?game=${GAME}`);
await ann.getByLabel("Your name").fill("Ann");
await ann.getByRole("button", { name: "Play as a guest" }).click();
await ann.getByRole("button", { name: "Create the match" }).click();
await ann.getByText("Invite link", { exact: true }).waitFor();
const invite = await ann.locator("input[readonly]").first().inputValue();
const bob = await person();
await bob.goto(invite);
await bob.getByLabel("Your name").fill("Bob");
await bob.getByRole("button", { name: /Take the .* seat/ }).click();
await bob.waitForFunction(() => document.querySelector(".match-page")?.dataset.status === "active");
await ann.getByRole("link", { name: "Go to the match" }).click();
await ann.waitForFunction(() => document.querySelector(".match-page")?.dataset.status === "active");
await shot(ann, "00-start-ann");
await shot(bob, "00-start-bob");

const CONTROLS = ".board button:not([disabled]), .board [role=button]:not([aria-disabled=true])";
/** Prefers waking sleepers over placing new ones, so that the match gets somewhere. */
async function pick(page) {
  const confirm = page.locator(".board button:not([disabled]), .pending-move button:not([disabled])", { hasText: /^\s*Confirm/ });
  if (await confirm.count()) return confirm.first();
  const all = page.locator(CONTROLS).filter({ hasNotText: /^\s*(Cancel|Take back)\s*$/ });
  const labels = await all.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.textContent?.trim() ?? ""));
  const activate = labels.map((l, i) => (/Activate/.test(l) ? i : -1)).filter((i) => i >= 0);
  const others = labels.map((l, i) => (/Activate/.test(l) ? -1 : i)).filter((i) => i >= 0);
  const pool = activate.length && (rng() < 0.55 || !others.length) ? activate : others;
  if (!pool.length) return null;
  return all.nth(pool[Math.floor(rng() * pool.length)]);
}

let moves = 0;
const seen = new Set();
const started = Date.now();
while (moves < MAX_MOVES) {
  const [sa, sb] = [await state(ann), await state(bob)];
  if (sa.status === "finished") break;
  const page = sa.actor ? ann : sb.actor ? bob : null;
  if (!page) {
    await ann.waitForTimeout(100);
    continue;
  }
  const before = (await state(page)).seq;
  // The first time each kind of decision comes up, what the player sees then.
  const headline = ((await page.locator(".board").innerText().catch(() => "")).split("\n")[0] ?? "").replace(/\(\d+ left\)/, "").replace(/^(White|Black|\S+) to play: /, "").trim().slice(0, 50);
  if (headline && !seen.has(headline)) {
    seen.add(headline);
    await shot(page, `first-${seen.size}-${headline.replace(/[^A-Za-z]+/g, "_")}`);
  }
  for (let click = 0; click < 40; click++) {
    const target = await pick(page);
    if (!target) throw new Error("no control to click although it is this player's decision");
    const label = (await target.getAttribute("aria-label")) ?? (await target.textContent())?.trim();
    if (moves < 6) console.log(`${page === ann ? "Ann" : "Bob"} clicks: ${label}`);
    await target.click();
    await page.waitForFunction(() => document.querySelector(".board")?.getAttribute("aria-busy") !== "true");
    if ((await state(page)).seq > before) break;
  }
  moves++;
  if (moves <= 3 || moves % 25 === 0) await shot(page, `${String(moves).padStart(3, "0")}-move`);
}
const end = await state(ann);
await ann.waitForTimeout(500);
await shot(ann, "zz-end-ann");
await shot(bob, "zz-end-bob");
const outcome = await ann.locator(".board").innerText().catch(() => "");
console.log(`status ${end.status} after ${moves} decisions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(outcome.split("\n").slice(0, 6).join("\n"));
await browser.close();
