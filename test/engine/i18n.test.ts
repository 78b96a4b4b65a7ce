/**
 * The message catalogue (src/shared/i18n, docs/i18n.md): every message in both languages with the
 * same parameters (the typecheck fails first; this says which key), the language negotiation, and
 * the French words of the notations that a move sent by email may use.
 */
import { describe, expect, it } from "vitest";
import { catalogueKeys, messages, msg, textIn } from "../../src/shared/i18n/index";
import { appCatalogueKeys } from "../../client/i18n/keys";
import { negotiateLocale, requestLocale } from "../../src/shared/locale";
import { englishNotation } from "../../src/notify/notationWords";
import { getGame } from "../../src/engine/registry";
import * as mailEn from "../../src/shared/i18n/mail.en";
import * as problemsEn from "../../src/shared/i18n/problems.en";
import * as pagesEn from "../../src/shared/i18n/pages.en";
import { gameWordsEn } from "../../src/engine/words.en";

describe("the catalogue", () => {
  it("has every key of the Worker's messages in both languages", () => {
    expect(catalogueKeys.fr.filter((k) => !catalogueKeys.en.includes(k)), "only in French").toEqual([]);
    expect(catalogueKeys.en.filter((k) => !catalogueKeys.fr.includes(k)), "missing in French").toEqual([]);
  });

  it("has each key once: no area (the mails, problems, pages and the games' words) overrides another's", () => {
    const areas = [mailEn, problemsEn, pagesEn, gameWordsEn].map((area) => Object.keys(area));
    const twice = areas.flat().filter((k, i, all) => all.indexOf(k) !== i);
    expect(twice).toEqual([]);
    for (const key of Object.keys(gameWordsEn)) expect(catalogueKeys.en, key).toContain(key);
  });

  it("has every key of the app's messages in both languages", () => {
    expect(appCatalogueKeys.fr.filter((k) => !appCatalogueKeys.en.includes(k)), "only in French").toEqual([]);
    expect(appCatalogueKeys.en.filter((k) => !appCatalogueKeys.fr.includes(k)), "missing in French").toEqual([]);
  });

  it("writes plurals, lists and nested messages in the reader's language", () => {
    expect(messages("en").digestLead({ n: 1 })).toBe("1 match waits for your move.");
    expect(messages("en").digestLead({ n: 2 })).toBe("2 matches wait for your move.");
    expect(messages("fr").digestLead({ n: 1 })).toBe("1 partie attend votre coup.");
    expect(messages("fr").digestLead({ n: 3 })).toBe("3 parties attendent votre coup.");
    const title = msg("turnTitle", { match: msg("vsTitle", { game: "Sleep", others: ["Bob", "Carol", "Dan"] }) });
    expect(textIn("en", title)).toBe("Your move in Sleep vs Bob, Carol and Dan");
    expect(textIn("fr", title)).toBe("À vous de jouer : Sleep contre Bob, Carol et Dan");
    expect(textIn("fr", JSON.parse(JSON.stringify(title)))).toBe(textIn("fr", title));
    expect(textIn("fr", "a plain line")).toBe("a plain line");
    const at = Date.UTC(2026, 11, 3, 18, 5);
    expect(messages("en").reminderBody({ hours: 1, at })).toBe("Your time runs out in about 1 hour (3 Dec 2026, 18:05 UTC).");
    expect(messages("fr").reminderBody({ hours: 2, at })).toBe("Votre temps s’écoule dans 2 heures environ (3 déc. 2026, 18:05 UTC).");
  });
});

describe("negotiateLocale", () => {
  it("takes the listed language of highest weight that we have", () => {
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("fr")).toBe("fr");
    expect(negotiateLocale("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(negotiateLocale("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7")).toBe("fr");
    expect(negotiateLocale("de-DE,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(negotiateLocale("en;q=0.5, FR-be;q=0.6")).toBe("fr");
    expect(negotiateLocale("de, es")).toBe("en");
    expect(negotiateLocale("fr;q=0")).toBe("en");
  });

  it("prefers the member's setting, then the kept choice", () => {
    expect(requestLocale("en", "dd_locale=fr", "fr")).toBe("en");
    expect(requestLocale(null, "a=1; dd_locale=fr", "en")).toBe("fr");
    expect(requestLocale(null, "dd_locale=xx", "fr-FR")).toBe("fr");
  });
});

describe("French notation words in a move sent by email", () => {
  it("reads them as the English ones, for every game with words", () => {
    const cases: [string, string, unknown][] = [
      ["sleep", "passe", { kind: "pass" }],
      ["sleep", "W11>j2", { kind: "wake", card: "W11", target: 1 }],
      ["subrosa", "fin", { kind: "done" }],
      ["sleepers", "arrêt", { kind: "stop" }],
      ["conspirateurs", "Arrêt", { kind: "stop" }],
    ];
    for (const [game, line, expected] of cases) {
      const parsed = getGame(game)!.parseMove(englishNotation(game, line));
      expect("ok" in parsed ? parsed.ok : parsed, `${game}: ${line}`).toMatchObject(expected as object);
    }
    expect(englishNotation("sleep", "F2+S7")).toBe("F2+S7");
  });
});
