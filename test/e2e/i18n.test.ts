/**
 * The app in French (#34, docs/i18n.md): the switcher at the foot of the page keeps the choice
 * (cookie), the home page reads in French with `<html lang="fr">`, and a match page and a rules
 * page carry the French chrome and `lang`. English stays the default.
 */
import { describe, expect, test } from "vitest";
import { browserSuite, createMatch, expectAccessible, expectPhoneFriendly, shot } from "./helpers";

const suite = browserSuite();

describe("the app in French", () => {
  test("the footer's switcher turns home, a match page and a rules page to French", async () => {
    const page = await suite.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Games of secrets, played at your own pace" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    const { id } = await createMatch(page, "sleepers", "Ana");

    await page.goto("/");
    await page.locator("footer").getByLabel("Language").selectOption("fr");
    await page.getByRole("heading", { level: 1, name: "Des jeux à secrets, joués à votre rythme" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await page.locator(".game-card").first().waitFor();
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/Les jeux/);
    expect(text).toMatch(/Jouer contre l’ordinateur/);
    expect(text).toMatch(/Niveau de l’ordinateur/);
    expect(text).not.toMatch(/Play against the computer|The games|Open matches/);
    expect(await page.locator("footer").getByLabel("Langue").inputValue()).toBe("fr");
    await shot(page, "i18n-home-fr");
    await expectAccessible(page, "home in French");

    // The server's pages follow the kept choice (the cookie): the match page and a rules page.
    const match = await page.request.get(`/m/${id}`);
    expect(await match.text()).toMatch(/<html lang="fr"/);
    await page.goto(`/m/${id}`);
    await page.locator("footer").getByLabel("Langue").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await page.goto("/rules/sleepers");
    await page.locator("footer").getByLabel("Langue").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");

    const phone = await suite.newPage({ phone: true, from: page.context() });
    await phone.goto("/signin");
    await phone.getByRole("heading", { level: 1, name: "Se connecter" }).waitFor();
    await expectPhoneFriendly(phone, "sign in in French on a phone");

    // And back: English again, from the same switcher.
    await page.goto("/");
    await page.locator("footer").getByLabel("Langue").selectOption("en");
    await page.getByRole("heading", { level: 1, name: "Games of secrets, played at your own pace" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });
});
