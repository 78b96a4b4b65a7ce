/**
 * The rules in the app (issue #17): from the home page each game's "How to play" is one click away
 * and reads as a rulebook; the same page is served without JavaScript; every match page links its
 * game's rules; the boards explain their pieces when tapped; and nothing a player reads carries a
 * ruling code or the word "seed". Screenshots of every rules page go to test-output/screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seatColour } from "../../boards/colours";
import { browserSuite, expectAccessible, expectPhoneFriendly, guest, post, shot } from "./helpers";

const suite = browserSuite();

const GAMES = [
  { id: "conspirateurs", name: "Conspirateurs", piece: /Sanctuary/ },
  { id: "sleep", name: "Sleep", piece: /REM/ },
  { id: "sleepers", name: "Sleepers", piece: /Double agent/ },
  { id: "subrosa", name: "Sub Rosa: Spies for Hire", piece: /Railway Station/ },
];

const INTERNAL = /\b(?:SL|CO|SP|SR)-\d+|\bseed\b/i;

/** Everything on the page a person can read or hear: its text and its accessible names and tooltips. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = Array.from(document.querySelectorAll("[aria-label], [aria-description], [title], [alt]")).flatMap((el) =>
      ["aria-label", "aria-description", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
    );
    const titles = Array.from(document.querySelectorAll("title")).map((t) => t.textContent ?? "");
    return [document.body.innerText, ...attrs, ...titles].join("\n");
  });
}

/** "#1e1e22" as the browser computes it: "rgb(30, 30, 34)". */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function expectNoInternalWords(page: Page, what: string): Promise<void> {
  const text = await readableText(page);
  expect(INTERNAL.exec(text)?.[0] ?? null, `${what} shows an internal word`).toBeNull();
}

describe("rules pages", () => {
  test("each game's rules are one click from the home page, complete, accessible and free of internal words", async () => {
    const page = await suite.newPage();
    for (const g of GAMES) {
      await page.goto("/");
      await page.locator(".game-card").first().waitFor();
      await page.getByRole("link", { name: `How to play ${g.name}`, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: `How to play ${g.name}` }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/rules/${g.id}`);
      const headings = await page.locator(".rules h2").allTextContents();
      for (const part of ["Goal", "Set-up", "End of the game"]) expect(headings.join("|"), `${g.id} rules have ${part}`).toContain(part);
      expect(headings.some((h) => /turn/i.test(h)), `${g.id} rules describe a turn`).toBe(true);
      expect(await page.locator(".rules-entry").count(), `${g.id} rules name their pieces`).toBeGreaterThan(2);
      await expect(page.locator(".rules").innerText()).resolves.toMatch(g.piece);
      const picture = page.locator(".rules-picture img");
      await picture.waitFor();
      await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
      expect(await picture.evaluate((i: HTMLImageElement) => i.naturalWidth), `${g.id} board picture loads`).toBeGreaterThan(0);
      await shot(page, `rules-${g.id}`);
      // axe on every rules page, light and dark, desktop and phone: phone.test.ts's sweep of the app's pages.
      await expectNoInternalWords(page, `rules of ${g.id}`);
    }
    const phone = await suite.newPage({ phone: true });
    await phone.goto("/rules/sleepers");
    await phone.getByRole("heading", { level: 1, name: "How to play Sleepers" }).waitFor();
    // Opened at its address, the page's screen loads after the app: the tab's title follows its heading.
    await expect.poll(() => phone.title()).toBe("How to play Sleepers · Dead Drop");
    await shot(phone, "rules-sleepers-phone");
    await expectPhoneFriendly(phone, "rules on a phone");
  });

  test("the rules pages are served whole without JavaScript, and can be linked", async () => {
    const page = await suite.newPage();
    await page.route("**/*.js", (r) => r.abort());
    for (const g of GAMES) {
      const res = await page.goto(`/rules/${g.id}`);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1").innerText()).resolves.toBe(`How to play ${g.name}`);
      await expect(page.title()).resolves.toBe(`How to play ${g.name} · Dead Drop`);
      await expect(page.locator(".rules").innerText()).resolves.toMatch(g.piece);
    }
    const missing = await page.goto("/rules/chess");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("h1").innerText()).resolves.toBe("No such game");
  });

  test("the rules in French: the browser's language or ?lang=fr, accessible, on a phone, and served whole without JavaScript", async () => {
    const FRENCH = [
      { id: "conspirateurs", name: "Conspirateurs", piece: /Refuge/ },
      { id: "sleep", name: "Sleep", piece: /Sommeil paradoxal/ },
      { id: "sleepers", name: "Sleepers", piece: /Agent double/ },
      { id: "subrosa", name: "Sub Rosa\u00a0: Espions à gages", piece: /Gare/ },
    ];
    // A browser set to French: its Accept-Language and navigator.languages, as Chromium's own French locale gives.
    const page = await suite.newPage();
    await page.setExtraHTTPHeaders({ "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "languages", { get: () => ["fr-FR", "fr", "en"] }));
    await page.goto("/rules/conspirateurs");
    await page.locator(".site-header").waitFor();
    await page.getByRole("heading", { level: 1, name: "Comment jouer à Conspirateurs" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator("article.rules").getAttribute("lang")).toBe("fr");
    await expect(page.locator("h2#moves-by-email").innerText()).resolves.toBe("Jouer par e-mail");
    await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
    await shot(page, "rules-conspirateurs-fr");
    await expectAccessible(page, "the French rules of Conspirateurs");
    await expectNoInternalWords(page, "the French rules of Conspirateurs");
    // The app keeps the language from one game's rules to the next, and the link to English reloads in English.
    await page.getByRole("navigation", { name: "Règles des autres jeux" }).getByRole("link", { name: "Sleepers" }).click();
    await page.getByRole("heading", { level: 1, name: "Comment jouer à Sleepers" }).waitFor();
    expect(new URL(page.url()).search).toBe("?lang=fr");
    await expect(page.locator(".rules").innerText()).resolves.toMatch(/Agent double/);
    await page.getByRole("navigation", { name: "Langues" }).getByRole("link", { name: "English" }).click();
    await page.getByRole("heading", { level: 1, name: "How to play Sleepers" }).waitFor();
    await page.locator(".site-header").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await expect(page.locator("h2#moves-by-email").innerText()).resolves.toBe("Moves by email");
    await page.getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "Français" }).click();
    await page.getByRole("heading", { level: 1, name: "Comment jouer à Sleepers" }).waitFor();

    const phone = await suite.newPage({ phone: true });
    await phone.goto("/rules/sleep?lang=fr");
    await phone.locator(".site-header").waitFor();
    await phone.getByRole("heading", { level: 1, name: "Comment jouer à Sleep" }).waitFor();
    await shot(phone, "rules-sleep-fr-phone");
    await expectPhoneFriendly(phone, "the French rules on a phone");
    await expectAccessible(phone, "the French rules on a phone");

    const noScript = await suite.newPage();
    await noScript.route("**/*.js", (r) => r.abort());
    for (const g of FRENCH) {
      const res = await noScript.goto(`/rules/${g.id}?lang=fr`);
      expect(res?.status()).toBe(200);
      expect(await noScript.locator("html").getAttribute("lang")).toBe("fr");
      await expect(noScript.locator("h1").innerText()).resolves.toBe(`Comment jouer à ${g.name}`);
      await expect(noScript.title()).resolves.toBe(`Comment jouer à ${g.name} · Dead Drop`);
      await expect(noScript.locator(".rules").innerText()).resolves.toMatch(g.piece);
    }
    await expectAccessible(noScript, "the French rules without JavaScript");
  });

  test("every match page links its rules; the boards explain their pieces; no internal words", async () => {
    const alice = await suite.newPage();
    const bob = await suite.newPage();
    await guest(alice, "Alice");
    await guest(bob, "Bob");
    for (const g of GAMES) {
      const m = await post(alice, "/api/matches", { game: g.id, players: 2, seat: 0 });
      await post(bob, `/api/matches/${m.id}/join`, { invite: new URL(m.urls.invite).searchParams.get("invite") });
      await alice.goto(`/m/${m.id}`);
      await alice.locator(".match-page[data-status=active]").waitFor();
      await alice.locator(".board svg").first().waitFor();
      const rules = alice.getByRole("link", { name: `Rules of ${g.name}` });
      expect(await rules.getAttribute("href")).toBe(`/rules/${g.id}`);
      await expectNoInternalWords(alice, `the ${g.id} match page`);
      // A seat's swatch (players list and log) is the colour of its pieces; Sleep's seats have none.
      const swatches = await alice.locator(".seats li").evaluateAll((lis) =>
        lis.map((li) => ({ label: li.getAttribute("data-label") ?? "", dot: li.querySelector(".seat-dot") ? getComputedStyle(li.querySelector(".seat-dot")!).backgroundColor : null })),
      );
      for (const sw of swatches) {
        const colour = seatColour(g.id, sw.label);
        expect(sw.dot, `${g.id} ${sw.label} swatch`).toBe(colour ? rgb(colour.fill) : null);
      }
      await alice.locator(".log-lines li").nth(1).waitFor();
      const logDots = await alice.locator(".log-lines .seat-dot").evaluateAll((ds) => ds.map((d) => getComputedStyle(d).backgroundColor));
      if (g.id === "sleep") expect(await alice.locator(".seat-dot").count(), "Sleep shows no seat colours").toBe(0);
      else expect(logDots.slice(0, 2), `${g.id} log swatches: Alice's line, then Bob's`).toEqual([0, 1].map((i) => rgb(seatColour(g.id, swatches[i]!.label)!.fill)));
      if (g.id === "sleepers") {
        // Hand tiles by their full names, and a tap tells what the agent does.
        const hand = alice.locator(".sleepers-board [aria-label^='Your hand: ']");
        const labels = await hand.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!));
        expect(labels.length).toBe(4);
        for (const l of labels) expect(l).toMatch(/^Your hand: (Scientist|Militia|Courier|Saboteur|Police|Ringleader|Recruiter|Informant|Immigration|Double agent)\b/);
        const text = await alice.locator(".sleepers-board > svg").innerHTML();
        expect(text).not.toMatch(/>\s*(Ring|Rec|Imm|Dbl|Inf)\s*</);
        // Alice plays White: her hand tiles are White's pieces, the colour of her swatch.
        expect(await hand.first().locator("rect").getAttribute("fill")).toBe(seatColour("sleepers", "White")!.fill);
        await hand.first().click();
        await expect(alice.locator(".explain-sheet").innerText()).resolves.toMatch(/activated|ability/);
        await shot(alice, "rules-sleepers-match-explain");
      }
      if (g.id === "sleep") {
        await alice.locator(".sleep-board .sleep-card").first().click();
        await expect(alice.locator(".explain-sheet").innerText()).resolves.toMatch(/phase/);
      }
      if (g.id === "subrosa") {
        await alice.locator(".subrosa-board [aria-label^='Location A']").click();
        await expect(alice.locator(".explain-sheet").innerText()).resolves.toMatch(/when a ☆ is played here/);
      }
      await expectAccessible(alice, `the ${g.id} match page with its explanations`);
      await rules.click();
      await alice.getByRole("heading", { level: 1, name: `How to play ${g.name}` }).waitFor();
    }
    // The new-match form links the chosen game's rules too.
    await alice.goto("/new?game=conspirateurs");
    await alice.getByRole("link", { name: "Rules of Conspirateurs" }).click();
    await alice.getByRole("heading", { level: 1, name: "How to play Conspirateurs" }).waitFor();
  });
});
