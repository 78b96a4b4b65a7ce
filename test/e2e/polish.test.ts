/**
 * Match page leftovers of issue #23 (items 7, 8, 9), in Debian's Chromium: with "confirm moves" a
 * Sleep card is confirmed once; a match ended by a resignation or an agreed draw has every board
 * describe its final position (not whose turn it would be), on the page and in the embed; Sleep's
 * players go by their names; the page says "Your turn" once, does not repeat the board's lines
 * above it, and counts moves, not "events".
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, get, guest, matchState, post, shot, waitForMatchStatus, waitForMoveMade } from "./helpers";
import { apiGuest, type ApiPlayer } from "./support/apiPlayer";

const suite = browserSuite();

/**
 * Two guests, Ann (seat 0, the creator) in a browser and Bob, who only calls the API, seated at a
 * new 2-player match of `game`. `ann`: a page to reuse (a new match of the same test).
 */
async function annAndBob(game: string, options: { viewport?: { width: number; height: number }; ann?: Page } = {}): Promise<[Page, ApiPlayer, string]> {
  const ann = options.ann ?? (await suite.newPage());
  if (options.viewport) await ann.setViewportSize(options.viewport);
  await guest(ann, "Ann");
  const bob = await apiGuest(suite.url, "Bob");
  const m = await post(ann, "/api/matches", { game, players: 2, seat: 0 });
  expect((await bob.call(`/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") })).status).toBe(200);
  return [ann, bob, m.id];
}

/** Bob's call, which must succeed. */
async function byBob(bob: ApiPlayer, path: string, body?: unknown): Promise<any> {
  const r = await bob.call(path, body);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body;
}

async function openMatch(page: Page, id: string): Promise<void> {
  await page.goto(`/m/${id}`);
  await page.locator(".match-page").waitFor();
  await page.locator(".board svg").first().waitFor();
}

/** Whose turn it is, or what to do, in each board's words while a match is in play. */
const IN_PLAY: Record<string, RegExp> = {
  sleepers: /(White|Black) to play/,
  conspirateurs: /to (drop a man|move)\b/,
  sleep: /deciding…|Waiting for|Choose up to|· Sleep phase|, deciding/,
  subrosa: /turn: play an influence card|▶/,
};

/** Everything the board says, on screen and to a screen reader. */
async function boardWords(page: Page): Promise<string> {
  return page.locator(".board").first().evaluate((b) =>
    [b.textContent ?? "", ...Array.from(b.querySelectorAll("[aria-label]")).map((e) => e.getAttribute("aria-label") ?? "")].join("\n"),
  );
}

describe("match page leftovers", () => {
  test("Sleep with confirm moves: one sleep card takes one confirmation, the board's own Send", async () => {
    let tried = 0;
    let page: Page | undefined;
    for (; tried < 6; tried++) {
      const [ann, , id] = await annAndBob("sleep", { viewport: { width: 1280, height: 900 }, ann: page });
      page = ann;
      await ann.evaluate(() => localStorage.setItem("dd.confirmMoves", "always"));
      await openMatch(ann, id);
      const cards = ann.locator(".sleep-card[role=button]");
      if ((await cards.count()) < 2) continue; // a second card must be choosable: one card is then not yet a whole move
      const seq = (await matchState(ann)).seq;
      await cards.first().click();
      if (await ann.locator(".pending-move").count()) continue; // this card allowed no second one: handed over whole
      const own = ann.locator(".board [role=button][aria-label^='Send: ']");
      await own.waitFor();
      const box = (await own.boundingBox())!;
      expect(box.y + box.height, "the board's Send on screen at 1280×900").toBeLessThanOrEqual(900);
      await own.click();
      await waitForMoveMade(ann, seq); // the position moves on, or Bob still decides and Ann's decision is sealed (SP-5)
      expect(await ann.locator(".pending-move").count(), "no second confirmation asked").toBe(0);
      expect(await ann.locator(".board").getByRole("button", { name: "Send", exact: true }).count()).toBe(0);
      await shot(ann, "polish-sleep-one-confirm");
      break;
    }
    expect(tried, "a deal with two sleep cards to choose from within 6 matches").toBeLessThan(6);
  }, 180_000);

  test("after a resignation or an agreed draw every board describes the final position, on the page and in the embed", async () => {
    let page: Page | undefined;
    for (const game of ["sleepers", "conspirateurs", "sleep", "subrosa"]) {
      for (const end of ["resign", "draw"] as const) {
        const [ann, bob, id] = await annAndBob(game, { ann: page });
        page = ann;
        await openMatch(ann, id);
        expect(await boardWords(ann), `${game} in play`).toMatch(IN_PLAY[game]!);
        if (end === "resign") await byBob(bob, `/api/matches/${id}/resign`, {});
        else {
          await byBob(bob, `/api/matches/${id}/draw`, { action: "offer" });
          await post(ann, `/api/matches/${id}/draw`, { action: "accept" });
        }
        await waitForMatchStatus(ann, "finished", 10_000);
        const words = await boardWords(ann);
        const what = `${game} after ${end === "resign" ? "a resignation" : "a draw"}`;
        expect(words, what).not.toMatch(IN_PLAY[game]!);
        expect(words, what).toMatch(end === "resign" ? /Over: Ann( \(\w+\))? won, Bob( \(\w+\))? resigned\./ : /Over: drawn by agreement\./);
        expect(await ann.locator(".turn-line .summary").innerText(), what).toMatch(/^The final position, after \d+ moves\.$/);
        expect(await ann.locator(".match-page").innerText(), `${what}: no developer word`).not.toMatch(/\bevents?\b/i);
        await shot(ann, `polish-${game}-${end}-finished`);
        const embedUrl = (await get(ann, `/api/matches/${id}`)).urls.embed as string;
        const embed = await ann.evaluate(async (u) => (await fetch(u)).text(), embedUrl);
        expect(embed, `${what}, the embed`).not.toMatch(IN_PLAY[game]!);
        expect(embed.replace(/&#39;/g, "'"), `${what}, the embed`).toMatch(end === "resign" ? /Over: Ann( \(\w+\))? won, Bob( \(\w+\))? resigned\./ : /Over: drawn by agreement\./);
      }
    }
  }, 300_000);

  test("Sleep in play: players by name, 'Your turn' once, no summary repeating the board, moves not events", async () => {
    // A deal may leave Bob no card to play in the first phase (he is skipped): deal again until he has one.
    let [ann, bob, id] = await annAndBob("sleep");
    let bobsMove = (await byBob(bob, `/api/matches/${id}`)) as { seq: number; legal: unknown[] | null };
    for (let deal = 0; deal < 10 && !bobsMove.legal?.length; deal++) {
      [ann, bob, id] = await annAndBob("sleep", { ann });
      bobsMove = (await byBob(bob, `/api/matches/${id}`)) as { seq: number; legal: unknown[] | null };
    }
    expect(bobsMove.legal?.length, "a deal where Bob has a card to play").toBeGreaterThan(0);
    await byBob(bob, `/api/matches/${id}/moves`, { seq: bobsMove.seq, move: bobsMove.legal![0] });
    await openMatch(ann, id);
    const players = await ann.locator(".seats li").allInnerTexts();
    expect(players.map((t) => t.replace(/\s+/g, " ").trim())).toEqual([expect.stringMatching(/^Ann · you/), expect.stringMatching(/^Bob\b/)]);
    for (const p of players) expect(p).not.toMatch(/Player \d/);
    const page = await ann.locator(".match-page").innerText();
    expect(page.match(/Your turn/g) ?? [], "'Your turn' once").toHaveLength(1);
    expect(await ann.locator(".turn-line .summary").count(), "no summary above the board in play").toBe(0);
    expect(page).not.toMatch(/\bevents?\b/i);
    // Bob's decision is sealed while Ann still decides (SP-5): Ann's own ends the phase, a public move to look back from.
    const annsMove = (await get(ann, `/api/matches/${id}`)) as { seq: number; legal: unknown[] };
    await post(ann, `/api/matches/${id}/moves`, { seq: annsMove.seq, move: annsMove.legal[0] });
    await waitForMoveMade(ann, annsMove.seq);
    await ann.getByRole("button", { name: "One move back" }).click();
    await ann.getByText(/^Looking back at (the start|move \d+ of \d+)\./).waitFor();
    expect(await ann.locator(".match-page").innerText()).not.toMatch(/\bevents?\b/i);
    await shot(ann, "polish-sleep-in-play");
  }, 120_000);
});
