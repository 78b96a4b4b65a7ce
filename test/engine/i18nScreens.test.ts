/**
 * The app's screens in French (#34, docs/i18n.md): the helpers that write numbers, places, times,
 * devices and seats in the reader's language, and the areas loaded with their screens.
 */
import { describe, expect, it } from "vitest";
import * as en from "../../client/i18n/en";
import * as fr from "../../client/i18n/fr";
import * as screensEn from "../../client/i18n/screens.en";
import * as screensFr from "../../client/i18n/screens.fr";
import * as listsEn from "../../client/i18n/lists.en";
import * as listsFr from "../../client/i18n/lists.fr";
import * as settingsEn from "../../client/i18n/settings.en";
import * as settingsFr from "../../client/i18n/settings.fr";
import { points } from "../../client/scores";
import { deviceLabel } from "../../client/push";
import { absolute, when } from "../../client/ui";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

describe("the screens' areas", () => {
  it("have the same keys in both languages, area by area (an area is loaded alone, with its screens)", () => {
    const pairs = [[screensEn, screensFr], [listsEn, listsFr], [settingsEn, settingsFr]] as const;
    for (const [english, french] of pairs) expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    const first = new Set(Object.keys(en));
    for (const [english] of pairs) expect(Object.keys(english).filter((k) => first.has(k)), "a key in two places").toEqual([]);
  });
});

describe("words in the reader's language", () => {
  it("writes tournament scores with halves, else two decimals as the language writes them", () => {
    expect(points(2, "en")).toBe("2");
    expect(points(0.5, "fr")).toBe("½");
    expect(points(1.5, "en")).toBe("1½");
    expect(points(4 / 3, "en")).toBe("1.33");
    expect(points(4 / 3, "fr")).toBe("1,33");
  });

  it("writes places, plurals and seats", () => {
    expect([1, 2, 3, 4, 11, 21].map((place) => listsEn.placeOf({ place }))).toEqual(["1st place", "2nd place", "3rd place", "4th place", "11th place", "21st place"]);
    expect([1, 2, 11].map((place) => listsFr.placeOf({ place }))).toEqual(["1re place", "2e place", "11e place"]);
    expect(screensEn.newChatMessages({ n: 1 })).toBe("1 new chat message");
    expect(screensFr.newChatMessages({ n: 3 })).toBe("3 nouveaux messages");
    expect(screensFr.unreadCount({ n: 0 })).toBe("0 non lue.");
    expect(fr.daysPerMove({ n: 1 })).toBe("1 jour par coup");
    expect(en.daysPerMove({ n: 3 })).toBe("3 days per move");
    expect(fr.seatLabel({ label: "White" })).toBe("Blanc");
    expect(fr.seatLabel({ label: "Player 3" })).toBe("Joueur 3");
    expect(en.seatLabel({ label: "Player 3" })).toBe("Player 3");
    expect(screensFr.optionLabel({ game: "sleepers", key: "couriers", label: "Couriers per player" })).toBe("Coursiers par joueur");
    expect(screensFr.optionLabel({ game: "other", key: "x", label: "As served" })).toBe("As served");
    expect(settingsFr.reliabilityLine({ resignations: 1, timeouts: 2 })).toBe("Parties que vous avez quittées avant la fin : 1 abandon, 2 temps dépassés.");
    expect(settingsEn.reliabilityLine({ resignations: 1, timeouts: 2 })).toBe("Matches you left before the end: 1 resignation, 2 timeouts.");
  });

  it("names a device in the language of the settings that show it", () => {
    expect(deviceLabel(ANDROID_CHROME, en)).toBe("Chrome on Android");
    expect(deviceLabel(ANDROID_CHROME, fr)).toBe("Chrome sous Android");
    expect(deviceLabel("curl/8.0", fr)).toBe("Un navigateur");
  });

  it("says when in the language asked for", () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString();
    expect(when(inThreeDays, "en")).toBe("in 3 days");
    expect(when(inThreeDays, "fr")).toBe("dans 3 jours");
    expect(when(new Date(Date.now() - 2 * 3_600_000).toISOString(), "fr")).toBe("il y a 2 heures");
    expect(absolute("2026-12-03T18:05:00Z", "fr")).toMatch(/^\d+ déc\. 2026/);
  });
});
