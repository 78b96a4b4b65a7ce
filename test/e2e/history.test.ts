/**
 * The match page's "look back" slider steps over moves, in Debian's Chromium: the joins and a draw
 * offer and its decline before the moves are no steps of their own, the first step is the start of
 * play with its board, "One move back" shows another board, and the final summary counts the same moves.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite, get, guest, post, shot, waitForMatchStatus } from "./helpers";

const suite = browserSuite();

/** The move of whoever decides now (legal[0]), through the API. */
async function playFirstLegalMove(pages: Page[], id: string): Promise<void> {
  for (const p of pages) {
    const m = await get(p, `/api/matches/${id}`);
    if (m.legal?.length) return void (await post(p, `/api/matches/${id}/moves`, { seq: m.seq, move: m.legal[0] }));
  }
  throw new Error("nobody decides in an active match");
}

/** The looked-back board's picture, to tell two positions apart. */
function historyBoardPicture(page: Page): Promise<string> {
  return page.locator(".history-board svg").first().evaluate((svg) => svg.outerHTML);
}

describe("the history slider", () => {
  test("after two joins, N moves and a declined draw it has N steps, 'move k of N', the start has a board", async () => {
    const [ann, bob] = [await suite.newPage(), await suite.newPage()];
    await guest(ann, "Ann");
    await guest(bob, "Bob");
    const created = await post(ann, "/api/matches", { game: "conspirateurs", players: 2, seat: 0 });
    const id = created.id as string;
    await post(bob, `/api/matches/${id}/join`, { invite: new URL(created.urls.invite).searchParams.get("invite") });
    const moves = 5;
    for (let n = 0; n < moves; n++) {
      await playFirstLegalMove([ann, bob], id);
      if (n === 1) {
        await post(ann, `/api/matches/${id}/draw`, { action: "offer" });
        await post(bob, `/api/matches/${id}/draw`, { action: "decline" });
      }
    }
    expect((await get(ann, `/api/matches/${id}`)).seq, "created, joined, a draw offer, its decline and the moves").toBe(moves + 4);

    await ann.goto(`/m/${id}`);
    await ann.locator(".board svg").first().waitFor();
    const slider = ann.getByLabel(/Look back/);
    const label = ann.locator(".history label");
    await expect.poll(() => slider.getAttribute("max"), { timeout: 5_000 }).toBe(String(moves));
    expect(await slider.getAttribute("min")).toBe("0");
    expect(await slider.inputValue()).toBe(String(moves));
    expect(await label.innerText()).toBe("Look back: the current position");

    const back = ann.getByRole("button", { name: "One move back" });
    await back.click();
    await ann.getByText(`Looking back at move ${moves - 1} of ${moves}.`).waitFor();
    expect(await label.innerText()).toBe(`Look back: the position after move ${moves - 1} of ${moves}`);
    await ann.locator(".history-board svg").first().waitFor();
    const before = await historyBoardPicture(ann);
    await back.click();
    await ann.getByText(`Looking back at move ${moves - 2} of ${moves}.`).waitFor();
    await expect.poll(() => historyBoardPicture(ann), { timeout: 5_000, message: "one move back shows another board" }).not.toBe(before);

    await slider.fill("0");
    await ann.getByText("Looking back at the start.").waitFor();
    expect(await label.innerText()).toBe("Look back: the start");
    await ann.locator(".history-board svg").first().waitFor();
    expect(await ann.getByText("No board yet").count(), "the start of play has a board").toBe(0);
    expect(await back.isDisabled(), "nothing before the start").toBe(true);
    await shot(ann, "history-start");

    await ann.getByRole("button", { name: "Now" }).click();
    await ann.locator(".history-board").waitFor({ state: "detached" });
    expect(await slider.inputValue()).toBe(String(moves));

    // After the end the summary counts the same moves, and a resignation is no step of its own.
    await post(bob, `/api/matches/${id}/resign`, {});
    await waitForMatchStatus(ann, "finished", 10_000);
    expect(await ann.locator(".turn-line .summary").innerText()).toBe(`The final position, after ${moves} moves.`);
    expect(await slider.getAttribute("max")).toBe(String(moves));
  }, 120_000);
});
