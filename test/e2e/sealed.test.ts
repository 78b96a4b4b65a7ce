/**
 * What the match page says to one player alone (issue #29 item 1, issue #30 item 6), in Debian's
 * Chromium: in a 3-player Sleep match, Ann's own decision shows as sent while another seat still
 * decides (sealed: the others' pages learn nothing), and a phase she had no card to play in shows as
 * skipped; a spectator's page shows neither. Phone and desktop.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, get, guest, horizontalOverflow, post, shot } from "./helpers";

const suite = browserSuite();
const SENT = "Your decision is sent and sealed";

async function guestPage(name: string, phone = false): Promise<Page> {
  const page = await suite.newPage({ phone });
  await guest(page, name);
  return page;
}

describe("said to one player alone", () => {
  test("Ann's sealed decision reads as sent, her skipped phase as skipped; a spectator sees neither", async () => {
    const ann = await guestPage("Ann", true);
    const others = [await guestPage("Ben"), await guestPage("Cy")];
    const spectator = await suite.newPage();
    const panel = ann.locator(".for-you");
    let sent = false;
    let skipped = false;
    // Whether Ann is ever left without a playable card depends on the deal, which a test cannot
    // choose: matches are played until both moments have been seen (rarely more than one).
    for (let game = 0; game < 6 && !(sent && skipped); game++) {
      const created = await post(ann, "/api/matches", { game: "sleep", players: 3 });
      const id = created.id as string;
      const invite = new URL(created.urls.invite).searchParams.get("invite");
      for (const p of others) await post(p, `/api/matches/${id}/join`, { invite });
      await ann.goto(`/m/${id}`);
      await spectator.goto(`/m/${id}`);
      for (let i = 0; i < 300 && !(sent && skipped); i++) {
        const mine = await get(ann, `/api/matches/${id}`);
        if (mine.status !== "active") break;
        const theirs = await Promise.all(others.map((p) => get(p, `/api/matches/${id}`)));
        if (!skipped && (mine.forYou ?? []).some((line: string) => line.includes("skipped; waiting for the others"))) {
          await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toMatch(/No card you can play in the (sleep|wake|REM) phase — skipped/);
          await shot(ann, "80-sleep-skipped-phone");
          skipped = true;
        }
        const waiting = theirs.filter((m) => m.legal?.length);
        if (!sent && mine.legal?.length && waiting.length) {
          // Ann decides while another seat still does: sealed, and her page (its socket) says sent.
          await post(ann, `/api/matches/${id}/moves`, { seq: mine.seq, move: mine.legal[0] });
          await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain(SENT);
          await ann.getByRole("status").filter({ hasText: SENT }).waitFor();
          await shot(ann, "81-sleep-sent-phone");
          expect(await horizontalOverflow(ann)).toBeLessThanOrEqual(0);
          sent = true;
          continue;
        }
        // Someone else decides (or Ann, when she is the last): the match moves on.
        const [page, m] = waiting.length ? [others[theirs.indexOf(waiting[0]!)]!, waiting[0]!] : [ann, mine];
        if (!m.legal?.length) throw new Error("nobody decides in an active match");
        await post(page, `/api/matches/${id}/moves`, { seq: m.seq, move: m.legal[0] });
      }
      expect(await spectator.locator(".for-you").count()).toBe(0);
    }
    expect(sent, "Ann decided while another seat still did").toBe(true);
    expect(skipped, "Ann was skipped in a phase").toBe(true);
  }, 480_000);
});
