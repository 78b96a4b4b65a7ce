/**
 * Languages (#34, docs/i18n.md): the member's `PATCH /api/me {locale}`, else a kept choice (the
 * dd_locale cookie), else Accept-Language; problems, emails, the inbox and the embed in it.
 */
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { client, createMatch, expectProblem, guest, inviteOf, member, move, outbox, parseMail, settle } from "./helpers";

let counter = 0;
const uniqueEmail = (who: string) => `${who}.i18n.${Date.now()}.${counter++}@example.com`;
const FR = { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" };

describe("the language of a request", () => {
  it("is the member's setting, kept in a cookie for the pages served without the session", async () => {
    const ann = await member("Ann", uniqueEmail("ann"));
    const wrong = await ann.json("/api/me", { method: "PATCH", json: { locale: "de" } });
    expectProblem(wrong, 400, /locale/);
    const set = await ann.json("/api/me", { method: "PATCH", json: { locale: "fr" } });
    expect(set.status).toBe(200);
    expect(set.body.locale).toBe("fr");
    expect(set.res.headers.get("set-cookie")).toMatch(/dd_locale=fr;/);
    expect((await ann.json("/api/me")).body.locale).toBe("fr");
    // The setting wins over the browser's language.
    const problem = await ann.json("/api/me/tokens/nope", { method: "DELETE", headers: { "accept-language": "en" } });
    expectProblem(problem, 404, /^Vous n’avez aucun jeton actif/);
    expect(problem.body.title).toBe("Introuvable");
  });

  it("is else the kept choice, else Accept-Language, else English", async () => {
    const anon = client();
    const fr = await anon.json("/api/me", { headers: FR });
    expectProblem(fr, 401, /^Vous n’êtes pas connecté/);
    expect(fr.body.title).toBe("Connexion nécessaire");
    const en = await anon.json("/api/me");
    expectProblem(en, 401, /^You are not signed in/);
    const kept = await anon.json("/api/me", { headers: { ...FR, cookie: "dd_locale=en" } });
    expectProblem(kept, 401, /^You are not signed in/);
    const bea = await guest("Bea");
    const body = await bea.json("/api/matches", { json: { game: "chess" }, headers: { "accept-language": "fr-CA" } });
    expectProblem(body, 400, /^Il n’y a pas de jeu « chess »/);
    const shape = await bea.json("/api/matches", { json: { game: "tiny", players: "two" }, headers: FR });
    expectProblem(shape, 400, /^Le corps n’est pas celui qu’attend cette requête/);
  });
});

describe("emails in the member's language", () => {
  it("writes the sign-in link in the language of the browser that asked", async () => {
    const email = uniqueEmail("cleo");
    expect((await client().json("/api/auth/login", { json: { email }, headers: FR })).status).toBe(202);
    const mail = (await outbox()).find((m) => m.to === email)!;
    expect(mail.subject).toBe("Votre lien de connexion à Dead Drop");
    expect((await parseMail(mail.raw)).text).toMatch(/Connectez-vous à Dead Drop avec ce lien/);
  });

  it("tells each player of a match in their own language: inbox, email and its reply hint", async () => {
    const annEmail = uniqueEmail("ann");
    const benEmail = uniqueEmail("ben");
    const ann = await member("Ann", annEmail);
    const ben = await member("Ben", benEmail);
    await ann.json("/api/me", { method: "PATCH", json: { locale: "fr" } });
    const created = await createMatch(ann, { game: "tiny" });
    const joined = await ben.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
    expect(joined.status).toBe(200);
    // Ann (seat 0) moves: Ben is told in English; then Ben moves: Ann is told in French.
    expect((await move(ann, created.id, joined.body.seq, { add: 1 })).status).toBe(200);
    await settle(created.id);
    const now = (await ben.json<MatchResource>(`/api/matches/${created.id}`)).body;
    expect((await move(ben, created.id, now.seq, { add: 2 })).status).toBe(200);
    await settle(created.id);
    const mail = await outbox();
    const toBen = mail.filter((m) => m.to === benEmail && m.subject.startsWith("Your move in Tiny vs Ann"));
    const toAnn = mail.filter((m) => m.to === annEmail && m.subject.startsWith("À vous de jouer : Tiny contre Ben"));
    expect(toBen.length, mail.filter((m) => m.to === benEmail).map((m) => m.subject).join(" | ")).toBeGreaterThan(0);
    expect(toAnn.length, mail.filter((m) => m.to === annEmail).map((m) => m.subject).join(" | ")).toBeGreaterThan(0);
    const annText = (await parseMail(toAnn[0]!.raw)).text ?? "";
    expect(annText).toMatch(/Ouvrir la partie : http/);
    expect(annText).toMatch(/Ne plus recevoir aucun courriel de Dead Drop/);
    expect(annText).not.toMatch(/Open the match|Stop all email/);
    const benText = (await parseMail(toBen[0]!.raw)).text ?? "";
    expect(benText).toMatch(/Open the match: http/);
    const inbox = (await ann.json("/api/me/notifications")).body.items as { title: string }[];
    expect(inbox.map((i) => i.title)).toContain("Ben a rejoint la partie Tiny contre Ben");
  });
});

describe("the embed in the visitor's language", () => {
  it("follows ?lang=, else Accept-Language, and says which it chose", async () => {
    const ann = await guest("Ann");
    const created = await createMatch(ann, { game: "tiny", visibility: "public" });
    const anon = client();
    const fixed = await anon.fetch(`/embed/${created.id}?lang=fr`);
    const page = await fixed.text();
    expect(page).toMatch(/<html lang="fr"/);
    expect(page).toMatch(/Suivre sur Dead Drop/);
    expect(page).toMatch(/En attente de joueurs : 1 place libre sur 2/);
    const asked = await anon.fetch(`/embed/${created.id}`, { headers: FR });
    expect(await asked.text()).toMatch(/<html lang="fr"/);
    expect(asked.headers.get("vary")).toMatch(/Accept-Language/);
    expect(asked.headers.get("etag")).not.toBe((await anon.fetch(`/embed/${created.id}`)).headers.get("etag"));
    const english = await (await anon.fetch(`/embed/${created.id}`)).text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toMatch(/Watch on Dead Drop/);
    expectProblem(await anon.json(`/embed/${created.id}?lang=de`), 400, /"lang" is en or fr/);
  });
});
