/** Matches of guests seated through the API and their match pages, for the browser tests of boards. */
import type { Page } from "playwright-core";
import { get, guest, post, type BrowserSuite } from "../helpers";

export type BoardPageOptions = { phone?: boolean; dark?: boolean; desktop?: { width: number; height: number }; appDefaults?: boolean };

/** Pixels of the board's drawing (its svg) that the Send bar covers. */
export async function barOverBoard(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector(".pending-move, .board-move-bar")?.getBoundingClientRect();
    const svg = (document.querySelector(".board svg.sleepers-map") ?? document.querySelector(".board svg"))?.getBoundingClientRect();
    if (!bar || !svg) return 0;
    const w = Math.min(bar.right, svg.right) - Math.max(bar.left, svg.left);
    const h = Math.min(bar.bottom, svg.bottom) - Math.max(bar.top, svg.top);
    return w > 0 && h > 0 ? Math.round(w * h) : 0;
  });
}

/** `players` guests seated in a new match of `game`; the pages, and the match id. */
export async function seatGuests(suite: BrowserSuite, game: string, players: number, options: BoardPageOptions = {}): Promise<[Page[], string]> {
  const pages: Page[] = [];
  for (let p = 0; p < players; p++) {
    const page = await suite.newPage(options);
    if (options.desktop) await page.setViewportSize(options.desktop);
    await guest(page, `P${p + 1}`);
    pages.push(page);
  }
  const m = await post(pages[0]!, "/api/matches", { game, players, seat: 0 });
  const invite = new URL(m.urls.invite).searchParams.get("invite");
  for (const p of pages.slice(1)) await post(p, `/api/matches/${m.id}/join`, { invite });
  return [pages, m.id];
}

export const resourceOf = (page: Page, id: string): Promise<any> => get(page, `/api/matches/${id}`);

/** The page of a player whose decision it is now. */
export async function actorOf(pages: Page[], id: string): Promise<Page> {
  for (const p of pages) {
    const r = await resourceOf(p, id);
    if (r.you !== null && r.actors.includes(r.you) && r.legal?.length) return p;
  }
  throw new Error("nobody decides");
}

export async function openBoard(page: Page, id: string): Promise<void> {
  await page.goto(`/m/${id}`);
  await page.locator(".match-page").waitFor();
  await page.locator(".board svg").first().waitFor();
}

/**
 * What a player can tap on the board, measured as it shows: the part of each control inside its
 * map's window (a zoomed map clips its hexes) and the viewport's width; controls out of sight or
 * not taking pointer events are left out. Returns those under 44 px, and how many were measured.
 */
export async function tapAreas(page: Page): Promise<{ small: string[]; measured: number }> {
  return page.evaluate(() => {
    const small: string[] = [];
    let measured = 0;
    for (const el of Array.from(document.querySelectorAll(".board button, .board [role=button]"))) {
      if (getComputedStyle(el).pointerEvents === "none" || (el as HTMLButtonElement).disabled) continue;
      const r = el.getBoundingClientRect();
      const clip = (el.closest("svg.sleepers-map") ?? el.closest("svg") ?? document.body).getBoundingClientRect();
      const w = Math.min(r.right, clip.right, window.innerWidth) - Math.max(r.left, clip.left, 0);
      const h = Math.min(r.bottom, clip.bottom) - Math.max(r.top, clip.top);
      if (w <= 0 || h <= 0) continue;
      measured++;
      if (w < 43.5 || h < 43.5) small.push(`${el.getAttribute("aria-label") ?? el.textContent?.trim()} ${Math.round(w)}x${Math.round(h)}`);
    }
    return { small, measured };
  });
}

/** Index among `selector`'s matches of the first one wholly inside its svg's box (in view on a zoomed board). */
export async function firstInView(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const els = Array.from(document.querySelectorAll(sel));
    return els.findIndex((el) => {
      if (getComputedStyle(el).pointerEvents === "none") return false;
      const r = el.getBoundingClientRect();
      const c = (el.closest("svg.sleepers-map") ?? el.closest("svg")!).getBoundingClientRect();
      return r.width > 0 && r.left >= c.left - 0.5 && r.right <= c.right + 0.5 && r.top >= c.top - 0.5 && r.bottom <= c.bottom + 0.5;
    });
  }, selector);
}

