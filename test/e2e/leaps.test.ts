/**
 * Conspirateurs in Debian's Chromium: a three-leap chain (CO-9) built by clicking, with an undo
 * before it is confirmed. Two guests start a match through the screens; the 40 drops are played
 * through the API (a fixed order, found with the engine, after which Black's man on E8 can leap
 * E8:G6:I8:K6); then Black clicks the man and each landing, takes the last one back, clicks it
 * again and confirms. The board sends the chain leap by leap; the server ends up with the whole
 * chain played as one move and the turn with White.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, createMatch, joinAsGuest, shot } from "./helpers";

const suite = browserSuite();

const DROPS = [
  "M9", "J7", "G7", "H9", "M8", "L11", "F9", "H7", "E8", "G11", "I10", "M7", "I7", "L10", "M10", "L9", "K9", "L7", "E7", "F11",
  "J9", "J10", "J11", "K8", "G8", "G10", "I11", "H10", "K10", "H11", "K7", "K11", "G9", "F10", "F7", "H8", "L8", "F8", "J8", "E11",
];

interface Now {
  seq: number;
  actors: number[];
  you: number | null;
  chain: string[] | null;
  last: string | null;
  log: string[];
}

async function serverNow(page: Page, id: string): Promise<Now> {
  return page.evaluate(async (id) => {
    const m: any = await (await fetch(`/api/matches/${id}`, { cache: "no-store" })).json();
    const log: { text: string }[] = await (await fetch(`/api/matches/${id}/log`, { cache: "no-store" })).json();
    return { seq: m.seq, actors: m.actors, you: m.you, chain: m.view.chain, last: m.view.last?.text ?? null, log: log.map((l) => l.text) };
  }, id);
}

async function post(page: Page, id: string, seq: number, move: unknown): Promise<number> {
  return page.evaluate(
    async ({ id, seq, move }) => {
      const r = await fetch(`/api/matches/${id}/moves`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seq, move }) });
      const body: any = await r.json();
      if (!r.ok) throw new Error(`${r.status} ${body.detail}`);
      return body.seq as number;
    },
    { id, seq, move },
  );
}

describe("Conspirateurs: a leap chain by clicking", () => {
  test("a three-leap chain is built leap by leap, with an undo, and played as one move", async () => {
    const alice = await suite.newPage();
    const bob = await suite.newPage();
    const { invite, id } = await createMatch(alice, "conspirateurs", "Alice");
    await joinAsGuest(bob, invite, "Bob");
    const pages = [alice, bob];
    const seatOf = await Promise.all(pages.map(async (p) => (await serverNow(p, id)).you));
    const black = pages[seatOf.indexOf(0)]!, white = pages[seatOf.indexOf(1)]!;

    // the drops alternate Black, White (CO-6)
    let seq = (await serverNow(black, id)).seq;
    for (const [k, at] of DROPS.entries()) seq = await post(k % 2 === 0 ? black : white, id, seq, { kind: "drop", at });
    await black.goto(`/m/${id}`);
    await black.locator(`.match-page[data-seq="${seq}"][data-actor=yes]`).waitFor({ timeout: 15_000 });

    const cell = (name: string) => black.locator(`.board [role=button][aria-label="${name}"]`);
    await cell("Choose your man on E8").click();
    await cell("Leap from E8 to G6").click();
    await cell("Leap from G6 to I8").click();
    await cell("Leap from I8 to K6").click();
    const built = black.getByRole("group", { name: "Move being built" });
    await expect.poll(() => built.textContent()).toContain("E8:G6:I8:K6");
    // nothing is sent before Send; Undo takes back the last landing
    expect((await serverNow(black, id)).seq).toBe(seq);
    await built.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => built.textContent()).toContain("(E8:G6:I8)");
    await cell("Leap from I8 to K6").click();
    await shot(black, "conspirateurs-chain-built");
    await built.getByRole("button", { name: "Send", exact: true }).click();

    await expect.poll(async () => (await serverNow(black, id)).actors, { timeout: 15_000 }).toEqual([1]);
    const now = await serverNow(white, id);
    expect(now.chain).toBeNull();
    expect(now.last).toBe("E8:G6:I8:K6");
    expect(now.log[now.log.length - 1]).toMatch(/^Black leapt E8:G6:I8:K6 \(3 leaps\)/);
    // three leaps and possibly a stop: no other move of Black's in between
    expect(now.seq - seq).toBeGreaterThanOrEqual(3);
    expect(now.seq - seq).toBeLessThanOrEqual(4);
    await black.locator(`.match-page[data-seq="${now.seq}"]`).waitFor({ timeout: 15_000 });
    expect(await black.locator(".board [aria-label^='Last move']").getAttribute("aria-label")).toContain("E8:G6:I8:K6");
  }, 120_000);
});
