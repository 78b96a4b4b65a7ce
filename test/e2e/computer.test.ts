/**
 * Playing alone against the computer in Debian's Chromium (issue #19): one click from the home
 * page opens a Sub Rosa match against the normal computer, played to the result by clicking the
 * board while the computer's moves arrive by themselves; the new-match page gives seats to the
 * computer at a chosen level, and the waiting page gives it a free seat; a draw offered to the
 * computer is answered by itself, and the page says so while it thinks.
 */
import { describe, expect, test } from "vitest";
import { BOARD_CONTROLS, browserSuite, expectAccessible, guest, matchState, playOneMoveByClicking, post, seeded, shot, waitForMatchStatus } from "./helpers";

const suite = browserSuite();

describe("against the computer", () => {
  test("Sub Rosa: Play against the computer from the home page, then clicks to the result", async () => {
    const rng = seeded(19);
    const page = await suite.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: /Play against the computer at Sub Rosa/ }).click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await waitForMatchStatus(page, "active");
    await page.locator(".seats").getByText("Computer (normal)").waitFor();
    await shot(page, "computer-01-start");
    await expectAccessible(page, "match against the computer");

    let moves = 0;
    for (let i = 0; i < 400 && (await matchState(page)).status !== "finished"; i++) {
      if (!(await matchState(page)).actor) {
        // The computer is deciding: its move arrives over the socket by itself.
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      await page.waitForSelector(BOARD_CONTROLS);
      await playOneMoveByClicking(page, rng);
      moves++;
    }
    console.log(`Sub Rosa against the computer finished after ${moves} moves of the human`);
    expect((await matchState(page)).status).toBe("finished");
    await page.locator(".banner").waitFor();
    expect(moves).toBeGreaterThanOrEqual(7); // seven cards each
    const log = (await page.locator(".log-lines li").allTextContents()).join("\n");
    // The computer sits at the second seat (Blue): its moves came by themselves and are in the log.
    expect(log, "the computer's moves are in the log").toMatch(/Blue played/);
    await page.locator(".seats").getByText("Computer (normal)").waitFor();
    await shot(page, "computer-02-finished");
  });

  test("the home page asks the computer's level (normal unless chosen), by keyboard", async () => {
    const page = await suite.newPage();
    await page.goto("/");
    const levels = page.getByRole("group", { name: "The computer's level" });
    expect(await levels.getByRole("radio", { name: "Normal" }).isChecked()).toBe(true);
    await levels.getByRole("radio", { name: "Normal" }).focus();
    await page.keyboard.press("ArrowDown");
    expect(await levels.getByRole("radio", { name: "Strong" }).isChecked()).toBe(true);
    for (const name of ["Easy", "Normal", "Strong"]) {
      const box = await levels.getByText(name, { exact: true }).locator("xpath=..").boundingBox();
      expect(box!.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page, "home with the level choice");
    await page.getByRole("button", { name: /Play against the computer at Sleep$/ }).click();
    await page.waitForURL(/\/m\/[A-Za-z0-9_-]+$/);
    await waitForMatchStatus(page, "active");
    await page.locator(".seats").getByText("Computer (strong)").waitFor();
  });

  test("the new-match page gives a seat to the computer at a level; the waiting page gives a free seat", async () => {
    const page = await suite.newPage();
    await page.goto("/new?game=sleep");
    await page.getByLabel("Your name").fill("Solo");
    await page.getByRole("button", { name: "Play as a guest" }).click();
    await page.getByLabel("Players", { exact: true }).selectOption("3");
    await page.getByLabel("Player 2", { exact: true }).selectOption("strong");
    await shot(page, "computer-03-new-match");
    await page.getByRole("button", { name: "Create the match" }).click();
    await page.getByRole("link", { name: "Go to the match" }).click();
    await page.getByRole("heading", { name: "Waiting for 1 more player" }).waitFor();
    await page.locator(".seats").getByText("Computer (strong)").waitFor();
    await page.getByLabel("Level", { exact: true }).selectOption("easy");
    await page.getByRole("button", { name: "Give the seat to the computer" }).click();
    await waitForMatchStatus(page, "active");
    await page.locator(".seats").getByText("Computer (easy)").waitFor();
    await shot(page, "computer-04-given");
  });

  test("a draw offered to the computer: its answer arrives by itself and takes the place of 'answers in a moment'", async () => {
    const page = await suite.newPage();
    await guest(page, "Dee");
    // At the start the position is even for both: the computer accepts (docs/architecture.md, "The computer and draw offers").
    const m = await post(page, "/api/matches", { game: "conspirateurs", bots: [{ seat: 1, level: "normal" }] });
    await page.goto(`/m/${m.id}`);
    await waitForMatchStatus(page, "active");
    await page.getByRole("button", { name: "Offer a draw" }).click();
    // The note "the computer answers in a moment" lasts only until the answer, which may come at once.
    await waitForMatchStatus(page, "finished");
    await page.getByRole("list", { name: "Match log" }).getByText("The computer (normal) accepted the draw").waitFor();
    expect(await page.locator(".match-page").innerText()).toMatch(/draw/i);
    expect(await page.locator(".match-page").innerText()).not.toMatch(/answers in a moment/);
    await shot(page, "computer-05-draw-accepted");
  });

  test("a declined draw: 'the computer answers in a moment' goes at once, beside the decline", async () => {
    const [dee, bob] = [await suite.newPage(), await suite.newPage()];
    await guest(dee, "Dee");
    await guest(bob, "Bob");
    // The computer answers first (by its seeded judgement); if it accepts, Bob declines (a decline ends the offer for all).
    const m = await post(dee, "/api/matches", { game: "sleep", players: 3, seat: 0, bots: [{ seat: 2, level: "normal" }] });
    await post(bob, `/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") });
    await dee.goto(`/m/${m.id}`);
    await waitForMatchStatus(dee, "active");
    await dee.getByRole("button", { name: "Offer a draw" }).click();
    const log = dee.getByRole("list", { name: "Match log" });
    await log.getByText(/The computer \(normal\) playing .+ (accepted|declined) the draw/).waitFor();
    if (!(await log.getByText(/declined the draw/).count())) await post(bob, `/api/matches/${m.id}/draw`, { action: "decline" });
    await log.getByText(/declined the draw/).waitFor();
    expect(await dee.locator(".match-page").innerText()).not.toMatch(/answers in a moment/);
    await dee.getByRole("button", { name: "Offer a draw" }).waitFor();
  });
});
