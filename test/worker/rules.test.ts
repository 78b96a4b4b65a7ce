/**
 * GET /rules/:game through the real Worker: the "How to play" page rendered into the app's own
 * index.html (so it reads without JavaScript), with the site's HTML security headers, and a 404
 * page for a game that does not exist.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RULEBOOKS } from "../../rules/index";
import { ORIGIN } from "./helpers";

describe("GET /rules/:game", () => {
  for (const book of Object.values(RULEBOOKS)) {
    it(`serves the rules of ${book.game} as a whole page`, async () => {
      const res = await SELF.fetch(`${ORIGIN}/rules/${book.game}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toBeTruthy();
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      const page = await res.text();
      expect(page).toContain(`<title>How to play ${book.name.replace(/&/g, "&amp;")} · Dead Drop</title>`);
      expect(page).toMatch(new RegExp(`<main id="main"><article class="rules" lang="en">[\\s\\S]*<h1>How to play ${book.name}</h1>`));
      // Every section and every named piece is in the server's HTML, not left to the script.
      for (const s of book.sections) expect(page).toContain(`>${s.heading}</h2>`);
      for (const e of book.sections.flatMap((s) => s.entries ?? [])) expect(page).toContain(`<dt>${e.name.replace(/'/g, "&#39;")}`);
      expect(page).toContain(`src="${book.picture.src}"`);
      expect(page).toContain('<script type="module" src="/assets/app.js"></script>');
      expect(page).not.toMatch(/\b(?:SL|CO|SP|SR)-\d+|\bseed\b/i);
    });
  }

  it("answers an unknown game with problem+json, or for a browser a 404 page that lists the games", async () => {
    const api = await SELF.fetch(`${ORIGIN}/rules/chess`);
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(((await api.json()) as { detail: string }).detail).toContain("sleepers");
    const res = await SELF.fetch(`${ORIGIN}/rules/chess`, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain("<h1>No such game</h1>");
    for (const book of Object.values(RULEBOOKS)) expect(page).toContain(`href="/rules/${book.game}?lang=en"`);
  });
});
