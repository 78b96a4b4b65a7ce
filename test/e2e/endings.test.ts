/**
 * Every game's end shows why it ended on the board (issue #23, item 10): a whole match of Sleepers,
 * Conspirateurs and Sleep is played to its end by two guests through the API (the choices made
 * here, every move checked by the server), then the finished match page must mark what decided it
 * in the one look the boards share (boards/kit.ts, DECIDED): Sleepers' winning hexes,
 * Conspirateurs' sheltered men of the winner, Sleep's winning row with its scoring. Screenshots go
 * to test-output/screenshots/endings-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { decode } from "../../src/engine/conspirateurs/notation";
import type { Move as CoMove } from "../../src/engine/conspirateurs/types";
import { Rng, seedRng } from "../../src/engine/rng";
import { policyMove } from "../engine/conspirateurs/policy";
import { coDecisions } from "../engine/helpers";
import { browserSuite, expectAccessible, seeded, shot, waitForMatchStatus } from "./helpers";
import { actAs, seatApiGuests, type ApiPlayer } from "./support/apiPlayer";
import { textIn } from "../../src/shared/i18n";

// A whole match in a few seconds is far beyond a person's pace: the shared server's per-player
// move budget is raised (support/global.ts, as the benchmark does), nothing else changes.
const suite = browserSuite();

type Resource = { id: string; seq: number; status: string; you: number | null; actors: number[]; legal?: any[]; view: any; outcome: any; urls: { invite?: string } };

/** Two guests who play through the API from here (seat 0 first), in a started match of `game`. */
async function twoGuests(game: string): Promise<[ApiPlayer, ApiPlayer, string]> {
  const { id, players } = await seatApiGuests(suite.url, game, 2);
  return [players[0]!, players[1]!, id];
}

/** Each player whose decision it is sends what `choose` picks, until the match is over. */
async function playToEnd(players: ApiPlayer[], id: string, choose: (r: Resource, who: number) => unknown, limit = 3000): Promise<Resource> {
  for (let round = 0; round < limit; round++) {
    let moved = false;
    for (let who = 0; who < players.length; who++) {
      const r: Resource = (await players[who]!.call(`/api/matches/${id}`)).body;
      if (r.status !== "active") return r;
      if (r.you === null || !r.actors.includes(r.you) || !r.legal?.length) continue;
      const { status } = await players[who]!.call(`/api/matches/${id}/moves`, { seq: r.seq, move: choose(r, who) });
      expect([201, 200, 409]).toContain(status); // 409: the other player's simultaneous decision came first
      moved = true;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 20)); // a poll: the position may yet be on its way
  }
  throw new Error("the match did not end");
}

/** The finished page of `player` (the only browser page of a test): the parts marked as deciding, as screen readers read them. */
async function decidedParts(player: ApiPlayer, id: string, name: string): Promise<[Page, string[]]> {
  const page = await suite.newPage();
  await actAs(page.context(), suite.url, player);
  await page.goto(`/m/${id}`);
  await waitForMatchStatus(page, "finished");
  await page.locator(".board svg").first().waitFor();
  await shot(page, `endings-${name}`);
  await expectAccessible(page, `${name} finished`);
  return [page, await page.locator('.board [aria-label*="(decided the match)"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!))];
}

/** The computed look of the deciding parts: every board draws them in the same gold. */
async function decidedLook(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => [...new Set(els.map((e) => `${getComputedStyle(e).fill} / ${getComputedStyle(e).stroke}`))]);
}
const GOLD = "rgb(242, 183, 5) / rgb(176, 125, 0)";

describe("every game's end shows on the board why it ended", () => {
  test("Sleepers: the line, row or capture that won is marked", async () => {
    const [ann, bob, id] = await twoGuests("sleepers");
    const rng = seeded(23);
    const end = await playToEnd([ann, bob], id, (r) => {
      const wake = r.legal!.filter((m) => m.kind === "activate");
      const pool = wake.length && rng() < 0.55 ? wake : r.legal!;
      return pool[Math.floor(rng() * pool.length)];
    });
    expect(end.status).toBe("finished");
    const [page, parts] = await decidedParts(ann, id, "sleepers");
    const hexes = end.view.outcome.hexes as string[];
    // Morale (ten tiles killed) has no place on the board: then nothing is marked, and it is said.
    expect(parts.map((p) => p.split(":")[0]).sort()).toEqual([...hexes].sort());
    if (hexes.length) expect(await decidedLook(page, '.board [aria-label*="(decided the match)"] polygon')).toEqual([GOLD]);
    await expect(page.locator(".board").textContent()).resolves.toContain(end.view.outcome.reason);
  });

  test("Conspirateurs: the winner's men on the sanctuaries are marked", async () => {
    const [ann, bob, id] = await twoGuests("conspirateurs");
    const rng = new Rng(seedRng("endings"));
    // Each player's whole move (a step, a drop or a leap chain) is chosen once, then sent decision by decision.
    const queued: CoMove[][] = [[], []];
    const end = await playToEnd([ann, bob], id, (r, who) => {
      const legal = r.legal as CoMove[];
      const same = (a: CoMove, b: CoMove) => JSON.stringify(a) === JSON.stringify(b);
      let next = queued[who]!.shift();
      if (next && !legal.some((m) => same(m, next!))) next = undefined; // the chain ended by itself
      if (!next) {
        const state = decode(r.view.position);
        if (!("ok" in state)) throw new Error(textIn("en", state.error));
        const whole = policyMove(state.ok, rng);
        const decisions = coDecisions(whole);
        // A leap chain ends with a stop; after a step the stop is no longer legal and is dropped above.
        if (whole.kind === "move") decisions.push({ kind: "stop" });
        next = decisions.shift()!;
        queued[who] = decisions;
      }
      return legal.find((m) => same(m, next!)) ?? legal[0];
    });
    expect(end.status).toBe("finished");
    expect(end.view.outcome.draw).toBe(false);
    const [page, parts] = await decidedParts(ann, id, "conspirateurs");
    const winner = end.view.seats[end.view.outcome.winners[0]].colour as string;
    expect(parts).toHaveLength(20); // all 20 of the winner's men, each on a sanctuary
    for (const p of parts) expect(p).toMatch(new RegExp(`, sanctuary, ${winner} man \\(sheltered\\) \\(decided the match\\)$`));
    expect(await decidedLook(page, '.board [data-decided="yes"] rect[stroke-width="3.5"]')).toEqual([GOLD]);
    await expect(page.locator(".board").textContent()).resolves.toContain("marked in gold");
  });

  test("Sleep: the winner's row is marked with its scoring", async () => {
    const [ann, bob, id] = await twoGuests("sleep");
    const rng = seeded(10);
    const end = await playToEnd([ann, bob], id, (r) => r.legal![Math.floor(rng() * r.legal!.length)]);
    expect(end.status).toBe("finished");
    const [page, parts] = await decidedParts(bob, id, "sleep");
    const winners = end.view.outcome.winners as number[];
    const best = Math.max(...end.view.seats.map((s: any) => s.tokens));
    expect(parts).toHaveLength(winners.length);
    for (const p of parts) expect(p).toMatch(new RegExp(`${best} Sleep Tokens, .*(won|shares the win): most tokens \\(${best}\\)`));
    expect(await decidedLook(page, '.board rect[stroke-width="3.5"]')).toEqual([GOLD]);
    if (winners.length === 1) await expect(page.locator(".board").textContent()).resolves.toMatch(/behind the best/);
  });
});
