/**
 * The rules pages in French (issue #34): every English section has its French counterpart under the
 * same anchor, the Worker serves the French page for `?lang=fr` or `Accept-Language: fr` with
 * `<html lang="fr">` and links to the other language, and the French page's words are French.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RULEBOOKS, RULEBOOKS_BY_LOCALE } from "../../rules/index";
import { LOCATIONS_FR } from "../../rules/fr/subrosa";
import { STANDARD } from "../../src/engine/subrosa/locations";
import { negotiateLocale } from "../../src/shared/locale";
import { ORIGIN } from "./helpers";

const FR = RULEBOOKS_BY_LOCALE.fr;

/** English words that no French sentence of ours contains (a spot-check, not a dictionary). */
const ENGLISH =
  /\b(?:the|and|your|you|with|when|each|players?|cards?|turns?|moves?|board|tiles?|hand|sleeper|goal|set-up|email|how|play|other|games|start|match|rules|wins?|after|face-down|face-up|location|sanctuary|man)\b/i;

async function page(path: string, headers: Record<string, string> = {}): Promise<{ res: Response; html: string }> {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers });
  return { res, html: await res.text() };
}

/** The text a person reads in the page's <main>, without the notation examples of "Moves by email" (`pass`, `done` are what the reply must say). */
function mainText(html: string): string {
  const main = /<main id="main">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  const notation = main.replace(/(<section[^>]*aria-labelledby="moves-by-email"[\s\S]*?<\/section>)/, (s) => s.replace(/<dt>[\s\S]*?<\/dt>/g, ""));
  const alts = [...notation.matchAll(/\balt="([^"]*)"/g)].map((m) => m[1]);
  return [notation.replace(/<[^>]+>/g, " "), ...alts].join(" ").replace(/Dead Drop|Sub Rosa/g, "");
}

describe("the rules in French", () => {
  for (const en of Object.values(RULEBOOKS)) {
    it(`has every section of ${en.game} in French, under the same anchors`, () => {
      const fr = FR[en.game];
      expect(fr, `${en.game} has a French rulebook`).toBeDefined();
      expect(fr!.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      for (const [i, s] of en.sections.entries()) {
        const f = fr!.sections[i]!;
        expect(s.id, `${en.game} section "${s.heading}" has an anchor`).toBeTruthy();
        expect(f.heading).not.toBe(s.heading === "Options" ? "" : s.heading);
        expect(f.text?.length ?? 0, `${en.game}#${s.id} paragraphs`).toBe(s.text?.length ?? 0);
        expect(f.points?.length ?? 0, `${en.game}#${s.id} points`).toBe(s.points?.length ?? 0);
        expect(f.entries?.length ?? 0, `${en.game}#${s.id} entries`).toBe(s.entries?.length ?? 0);
      }
      expect(fr!.picture.src).toBe(en.picture.src);
    });
  }

  it("names every Sub Rosa location in French", () => {
    for (const card of STANDARD) for (const side of [card.a, card.b]) expect(LOCATIONS_FR[side.key], side.key).toBeDefined();
  });

  it("chooses the language from Accept-Language: q-values, regions, English by default", () => {
    expect(negotiateLocale("fr")).toBe("fr");
    expect(negotiateLocale("fr-CA,en;q=0.5")).toBe("fr");
    expect(negotiateLocale("en-GB,fr;q=0.8")).toBe("en");
    expect(negotiateLocale("de-DE,fr;q=0.7,en;q=0.3")).toBe("fr");
    expect(negotiateLocale("en;q=0.2,fr;q=0.9")).toBe("fr");
    expect(negotiateLocale("de,es")).toBe("en");
    expect(negotiateLocale(null)).toBe("en");
  });

  for (const fr of Object.values(FR)) {
    it(`serves ${fr.game} in French for Accept-Language: fr and for ?lang=fr`, async () => {
      for (const { path, headers } of [
        { path: `/rules/${fr.game}`, headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" } },
        { path: `/rules/${fr.game}?lang=fr`, headers: { "accept-language": "en-GB,en;q=0.9" } },
      ]) {
        const { res, html } = await page(path, headers);
        expect(res.status).toBe(200);
        expect(res.headers.get("vary")).toMatch(/accept-language/i);
        expect(html).toMatch(/^<!doctype html>\s*<html lang="fr"/i);
        expect(html).toContain(`<article class="rules" lang="fr">`);
        expect(html).toContain(`<h1>Comment jouer à ${fr.name}</h1>`);
        expect(html).toContain(`<title>Comment jouer à ${fr.name} · Dead Drop</title>`);
        for (const s of fr.sections) expect(html).toContain(`<h2 id="${s.id}">${s.heading}</h2>`);
        expect(html).toMatch(new RegExp(`<a href="/rules/${fr.game}\\?lang=en" hreflang="en" lang="en"[^>]*>English</a>`));
        expect(html).toContain(`hreflang="en" href="${ORIGIN}/rules/${fr.game}?lang=en"`);
        const text = mainText(html);
        expect(ENGLISH.exec(text)?.[0] ?? null, `an English word in the French rules of ${fr.game}`).toBeNull();
        expect(text, "French apostrophes are typographic").not.toMatch(/'|&#39;/);
      }
    });
  }

  it("keeps English for ?lang=en even when the browser prefers French, with a link to the French page", async () => {
    const { html } = await page("/rules/sleepers?lang=en", { "accept-language": "fr" });
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("<h1>How to play Sleepers</h1>");
    expect(html).toMatch(/<a href="\/rules\/sleepers\?lang=fr" hreflang="fr" lang="fr"[^>]*>Français<\/a>/);
    const other = await page("/rules/sleepers?lang=xx", { "accept-language": "fr-CA" });
    expect(other.html).toContain("<h1>Comment jouer à Sleepers</h1>");
  });

  it("says there is no such game in French, with links to the French rules", async () => {
    const { res, html } = await page("/rules/chess", { accept: "text/html", "accept-language": "fr" });
    expect(res.status).toBe(404);
    expect(html).toContain("<h1>Ce jeu n’existe pas</h1>");
    for (const book of Object.values(FR)) expect(html).toContain(`href="/rules/${book.game}?lang=fr"`);
  });
});
