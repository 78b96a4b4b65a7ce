/**
 * The app in French (#34, docs/i18n.md): the switcher at the foot of the page keeps the choice
 * (cookie), the home page reads in French with `<html lang="fr">`, a match page and a rules page
 * carry the French chrome and `lang`, and new match and Settings (whose words load with them) read
 * in French. English stays the default.
 */
import { describe, expect, test } from "vitest";
import { browserSuite, createMatch, expectAccessible, expectPhoneFriendly, shot } from "./helpers";

const suite = browserSuite();

describe("the app in French", () => {
  test("the footer's switcher turns home, a match page, a rules page, new match and settings to French", async () => {
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
    // The match page in French (client/i18n/match.fr.ts): Ana's match waiting for its second player,
    // then in play against the computer, with the tab's title saying whose move it is.
    await page.goto(`/m/${id}`);
    await page.getByRole("heading", { name: "En attente d’un joueur de plus" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await page.waitForFunction(() => document.title === "En attente de joueurs · Sleepers · Dead Drop");
    await page.getByRole("button", { name: "Annuler la partie…" }).waitFor();
    await page.getByRole("button", { name: "Donner la place à l’ordinateur" }).click();
    await page.waitForFunction(() => document.title.startsWith("À vous de jouer · Sleepers contre "), undefined, { timeout: 30_000 });
    await page.locator(".turn").getByText("À vous de jouer").waitFor();
    await page.getByRole("button", { name: "Proposer la nulle" }).waitFor();
    await page.getByRole("button", { name: "Abandonner…" }).click();
    await page.getByRole("group", { name: "Confirmer l’abandon" }).getByRole("button", { name: "Continuer à jouer" }).click();
    const side = await page.locator(".side-column").innerText();
    for (const words of ["Joueurs", "Journal", "Partager", "Copier le lien", "Donne équitable", "Discussion"]) expect(side).toContain(words);
    expect(await page.locator(".seats").innerText()).toMatch(/\((Blanc|Noir)\) · vous/);
    // The lines the server writes come in French too (docs/i18n.md, "The match room"): the log's.
    await page.getByText(/^Ana a créé la partie et prend la place (Blanc|Noir)$/).first().waitFor({ state: "attached" });
    await page.getByText(/^L’ordinateur \(normal\) prend la place (Blanc|Noir) ; la partie commence$/).first().waitFor({ state: "attached" });
    expect(await page.locator("main").innerText()).not.toMatch(/Offer a draw|Resign…|Players|Copy link|Fair deal|Your turn|In play|created the match|the match begins/);
    await shot(page, "i18n-match-fr");
    await expectAccessible(page, "a match page in French");
    await page.goto("/rules/sleepers");
    await page.locator("footer").getByLabel("Langue").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");

    // The other screens (#34, part 2): the header, new match (the game's seats and options too) and Settings.
    await page.goto("/new?game=sleepers");
    await page.getByRole("heading", { level: 1, name: "Nouvelle partie" }).waitFor();
    await page.getByLabel("Coursiers par joueur").waitFor();
    const newMatch = await page.locator("main").innerText();
    expect(newMatch).toMatch(/Cadence/);
    expect(newMatch).toMatch(/Qui peut la voir/);
    expect(newMatch).not.toMatch(/Time control|Who can see it|Your seat|Couriers per player/);
    expect(await page.locator("#seat option").allInnerTexts()).toEqual(["Blanc", "Noir"]);
    await page.getByRole("button", { name: "Créer la partie" }).waitFor();
    expect(await page.locator("header nav").innerText()).toMatch(/Mes parties/);
    await expectAccessible(page, "new match in French");

    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Réglages" }).waitFor();
    await page.getByRole("heading", { name: "Vacances" }).waitFor();
    const settings = await page.locator("main").innerText();
    expect(settings).toMatch(/Nom affiché/);
    expect(settings).toMatch(/Notifications par courriel/);
    expect(settings).toMatch(/Se déconnecter partout…/);
    expect(settings).not.toMatch(/Display name|Save name|Vacation|Sign out everywhere/);
    await shot(page, "i18n-settings-fr");

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
