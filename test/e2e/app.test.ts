/**
 * The web app in Debian's Chromium: screens, accessibility (axe), phone layout, and two players
 * playing a whole Sub Rosa match from the invite link to the result by clicking the board.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import {
  BOARD_CONTROLS,
  browserSuite,
  createMatch,
  expectAccessible,
  expectPhoneFriendly,
  goToWaitingMatch,
  horizontalOverflow,
  matchState,
  playOneMoveByClicking,
  playOneMoveByKeyboard,
  seeded,
  shot,
  signInByEmail,
  waitForMatchStatus,
} from "./helpers";

const suite = browserSuite();

describe("screens", () => {
  test("home lists the games, passes axe, and fits a phone", async () => {
    const page = await suite.newPage();
    await page.goto("/");
    await page.locator(".game-card").first().waitFor();
    const games = await page.locator(".game-card h3").allTextContents();
    expect(games.join("|")).toMatch(/Sub Rosa/);
    await expect(page.getByRole("link", { name: "New match" }).first().isVisible()).resolves.toBe(true);
    await shot(page, "01-home");
    await expectAccessible(page, "home");

    const phone = await suite.newPage({ phone: true });
    await phone.goto("/");
    await phone.locator(".game-card").first().waitFor();
    await shot(phone, "01-home-phone");
    await expectPhoneFriendly(phone, "home on a phone");
  });

  test("sign in, new match, my matches and settings", async () => {
    const page = await suite.newPage();
    await page.goto("/signin");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await shot(page, "02-signin");

    // Email link: in development the outbox shows the message.
    await signInByEmail(page, suite.url, "ada@example.com");
    // The screens load on demand: wait for the signed-in header, then check it.
    await page.getByRole("link", { name: /^Member \d{4}$/ }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: /^Member \d{4}$/ }).isVisible()).resolves.toBe(true);
    await shot(page, "03-matches-empty");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New match" }).click();
    await page.getByRole("heading", { name: "New match" }).waitFor();
    await page.locator(".game-choice", { hasText: "Sub Rosa" }).click();
    await page.getByLabel("Location set").waitFor();
    await shot(page, "04-new-match");
    await expectAccessible(page, "new match");

    await page.getByRole("link", { name: /^Member \d{4}$/ }).click();
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    await page.getByLabel("The name other players see").fill("Ada L.");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByText("Saved.").waitFor();
    await page.getByLabel("One daily digest of the matches waiting for me").check();
    await page.getByRole("button", { name: "Save email settings" }).click();
    await page.getByText(/Saved\. Your digest comes once a day/).waitFor();
    const me = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ name: "Ada L.", settings: { emailMode: "digest" } });
    await shot(page, "05-settings");

    const phone = await suite.newPage({ phone: true });
    await phone.goto("/new");
    await phone.getByRole("heading", { name: "New match" }).waitFor();
    await phone.locator(".game-choice").first().waitFor();
    await shot(phone, "04-new-match-phone");
    await expectPhoneFriendly(phone, "new match on a phone");
    // Every game's name (the longest: "Conspirateurs") stays inside its tile, on a phone and at 1280 px.
    const desktop = await suite.newPage();
    await desktop.setViewportSize({ width: 1280, height: 800 });
    await desktop.goto("/new");
    for (const p of [phone, desktop]) {
      await p.locator(".game-choice").first().waitFor();
      const spill = await p.evaluate(() =>
        Array.from(document.querySelectorAll(".game-choice")).flatMap((tile) => {
          const name = tile.querySelector("span")!;
          const [t, n, css] = [tile.getBoundingClientRect(), name.getBoundingClientRect(), getComputedStyle(tile)];
          // The tile's content box: the name may not run into its padding or over its border.
          const left = t.left + parseFloat(css.borderLeftWidth) + parseFloat(css.paddingLeft);
          const right = t.right - parseFloat(css.borderRightWidth) - parseFloat(css.paddingRight);
          return n.left < left - 0.5 || n.right > right + 0.5 || name.scrollWidth > name.clientWidth ? [name.textContent] : [];
        }),
      );
      expect(spill, `names past their tiles at ${p.viewportSize()!.width} px`).toEqual([]);
    }
    await shot(desktop, "04-new-match-desktop");
  });
});

describe("size", () => {
  test("a first page loads under 40 KB of JavaScript gzipped: the app and the chunks it imports, not the screens loaded later", async () => {
    const loaded = new Map<string, number>();
    const visit = async (url: string): Promise<void> => {
      if (loaded.has(url)) return;
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      const text = await res.text();
      loaded.set(url, gzipSync(text).length);
      // Static imports only (`from"./x.js"`, `import"./c/x.js"`); `import("./x.js")` is a later chunk.
      for (const [, dep] of text.matchAll(/(?:from|import)\s*"(\.\/[\w./-]+\.js)"/g)) await visit(new URL(dep!, url).href);
    };
    await visit(`${suite.url}/assets/app.js`);
    const total = [...loaded.values()].reduce((a, b) => a + b, 0);
    console.log(`first load: ${loaded.size} files, ${total} bytes of JavaScript gzipped`);
    expect(loaded.size).toBeGreaterThan(1);
    expect(total).toBeLessThan(40 * 1024);
  });
});

describe("routes", () => {
  /** The screen's heading once it is in (a lazy screen first shows a stand-in heading of its own). */
  async function heading(page: Page, url: string, name: RegExp): Promise<void> {
    await page.goto(url);
    await page.getByRole("heading", { level: 1, name }).waitFor();
  }

  test("every address of the route table opens its screen, with its params and query; any other is not found", async () => {
    const page = await suite.newPage();
    const { id, invite } = await createMatch(page, "subrosa", "Rita");
    await heading(page, "/", /Games of secrets/);
    await heading(page, "/signin?next=%2Fmatches&error=link", /^Sign in$/);
    await page.getByText("That sign-in link is not valid any more", { exact: false }).waitFor();
    await expect(page.title()).resolves.toBe("Sign in · Dead Drop");
    await heading(page, "/new?game=subrosa", /^New match$/);
    await expect(page.locator('input[name="game"][value="subrosa"]').isChecked()).resolves.toBe(true);
    for (const [url, name] of [["/matches", /^My matches$/], ["/matches/", /^My matches$/], ["/settings", /^Settings$/], ["/inbox", /^Inbox$/], ["/tournaments", /^Tournaments$/]] as const) await heading(page, url, name);
    await heading(page, "/t/zz0000000", /^No such tournament$/);
    await heading(page, "/rules/subrosa", /^How to play Sub Rosa/);
    await heading(page, "/players/nobody00", /^No such player$/);
    await heading(page, "/leaderboards/subrosa", /^Sub Rosa.* leaderboard$/);
    await heading(page, `/m/${id}`, /^Sub Rosa/);
    // The match page keeps the tab's title to itself (whose move it is), not its heading's.
    await expect.poll(() => page.title()).toMatch(/^Waiting for players · Sub Rosa/);
    await heading(page, `/m/${id}/review?at=1`, /^Review/);
    await page.getByText("The review opens once the match is over", { exact: false }).waitFor();

    const visitor = await suite.newPage();
    await visitor.goto(new URL(invite).pathname + new URL(invite).search);
    await visitor.getByRole("heading", { name: "You are invited" }).waitFor();

    for (const url of ["/nope", "/t/NOT-LOWER", "/players/a/b"]) {
      await heading(page, url, /^Nothing here$/);
      await expect(page.title()).resolves.toBe("Nothing here · Dead Drop");
    }
    // In the app: the link away from "Nothing here" opens the home screen without a reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.getByRole("heading", { level: 1, name: /Games of secrets/ }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
  });
});

describe("a whole match in two browsers", () => {
  test("Sub Rosa: invite link, live updates, keyboard move, clicks to the result", async () => {
    const rng = seeded(7);
    const alice = await suite.newPage();
    const bob = await suite.newPage();

    // Alice creates the match, as a guest who types her name on the new match screen.
    const { invite } = await createMatch(alice, "subrosa", "Alice");
    expect(invite).toMatch(/\/m\/[A-Za-z0-9_-]+\?invite=/);
    expect(await alice.getByRole("textbox", { name: "Embed code" }).inputValue()).toMatch(/^<iframe src="http[^"]+\/embed\//);
    await shot(alice, "06-match-created");
    await goToWaitingMatch(alice);

    // Bob opens the invite with no identity: the page asks his name, then one button seats him.
    await bob.goto(invite);
    await bob.getByRole("heading", { name: "You are invited" }).waitFor();
    await expect(bob.getByText("Alice (Red) is playing").isVisible()).resolves.toBe(true);
    await shot(bob, "07-invite");
    await expectAccessible(bob, "invite page");
    await bob.getByLabel("Your name").fill("Bob");
    await bob.getByRole("button", { name: /Take the .* seat/ }).click();
    await waitForMatchStatus(bob, "active");
    await bob.waitForFunction(() => location.search === ""); // the invite is used up: the address is the match's

    // Alice's page learns that the match began without a reload.
    await waitForMatchStatus(alice, "active", 15_000);
    await alice.locator(".turn").waitFor();
    await shot(alice, "08-match-start");
    await expectAccessible(alice, "match page");

    const pages = [alice, bob];
    const actorPage = async (): Promise<Page | null> => {
      for (const p of pages) if ((await matchState(p)).actor) return p;
      return null;
    };

    // The first move from the keyboard alone: Tab to board controls, Enter/Space, focus visible.
    {
      const p = (await actorPage())!;
      await p.waitForSelector(BOARD_CONTROLS);
      let checked = false;
      await playOneMoveByKeyboard(p, async () => {
        if (checked) return;
        checked = true;
        const focusVisible = await p.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const s = getComputedStyle(el);
          return el.matches(":focus-visible") && (s.outlineStyle !== "none" || s.boxShadow !== "none");
        });
        expect(focusVisible, "the focused board control shows its focus").toBe(true);
        await shot(p, "09-keyboard-focus");
      });
    }

    // Then click the board until the match ends; after every move the waiting page catches up live.
    let moves = 1;
    for (let turn = 0; turn < 200; turn++) {
      const [a, b] = await Promise.all(pages.map(matchState));
      if (a!.status === "finished" && b!.status === "finished") break;
      const p = await actorPage();
      if (!p) {
        // a page has not caught up yet: wait for the socket
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      const other = p === alice ? bob : alice;
      await playOneMoveByClicking(p, rng);
      moves++;
      const seq = (await matchState(p)).seq;
      await other.waitForFunction((s) => Number((document.querySelector(".match-page") as HTMLElement).dataset.seq) >= s, seq, { timeout: 10_000 });
      if (moves === 4) await shot(p, "10-match-midgame");
    }
    console.log(`Sub Rosa finished after ${moves} moves`);
    for (const p of pages) {
      expect((await matchState(p)).status).toBe("finished");
      await p.locator(".banner").waitFor();
    }
    expect(moves).toBeGreaterThanOrEqual(14); // seven cards each
    const banners = await Promise.all(pages.map((p) => p.locator(".banner").textContent()));
    expect(banners.join(" ")).toMatch(/You won|drawn/);
    await shot(alice, "11-match-finished-alice");
    await shot(bob, "11-match-finished-bob");
    expect(await alice.locator(".log-lines li").count()).toBeGreaterThanOrEqual(moves);
    await expectAccessible(alice, "finished match page");

    // History: look back at the first position.
    await alice.getByLabel(/Look back/).fill("3");
    await alice.locator(".history-board").waitFor();
    await alice.getByText("Looking back at move 3").waitFor();
    await shot(alice, "12-history");
    await alice.getByRole("button", { name: "Now" }).click();

    // Embed dialog with the code and a live preview.
    await alice.getByRole("button", { name: "Embed…" }).click();
    const dialog = alice.getByRole("dialog", { name: "Embed this match" });
    await dialog.waitFor();
    expect(await dialog.getByRole("textbox", { name: "Embed code" }).inputValue()).toContain("<iframe src=");
    await shot(alice, "13-embed-dialog");
    await alice.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // On a phone the finished match fits the width.
    await bob.setViewportSize({ width: 390, height: 844 });
    await shot(bob, "14-match-phone");
    expect(await horizontalOverflow(bob), "match page scrolls sideways on a phone").toBeLessThanOrEqual(0);

    // My matches lists it as finished.
    await alice.getByRole("link", { name: "My matches" }).click();
    await alice.getByRole("heading", { name: "My matches" }).waitFor();
    await alice.locator(".match-group[aria-label=Finished] .match-row").first().waitFor();
    await shot(alice, "15-my-matches");
  }, 480_000);
});
