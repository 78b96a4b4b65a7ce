/**
 * Where a sign-in link leads, and what "sign out everywhere" ends (issue #16, items 2 and 3, and
 * API tokens). `next` is decided as a browser will read it: parsed with the WHATWG URL parser
 * against our own origin, accepted only when the origin stays ours; anything else leads home.
 * A bad `next` is never a 5xx, and is decided before the link is used up.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import settingsSource from "../../../client/screens/settings.ts?raw";
import * as settingsEn from "../../../client/i18n/settings.en";
import * as settingsFr from "../../../client/i18n/settings.fr";
import { sameSitePath } from "../../../src/shared/redirect";
import { expectProblem, ORIGIN, sessionCookie, settle, useSignInLink } from "../helpers";
import { client, guest, openSocket, signInLink, tinyMatch } from "./support";

let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${++n}-${Math.floor(Math.random() * 1e9)}@example.com`;

/** Asks for a link with this `next` and opens it; the answer of /auth/verify. */
async function signInWithNext(next: string) {
  const email = uniqueEmail("next");
  const asked = await client().json("/api/auth/login", { json: { email, next } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  const link = await signInLink(email);
  const res = await useSignInLink(client(), link);
  return { res, link, email };
}

/** Where a browser at our origin goes with this Location header. */
const landsOn = (location: string) => new URL(location, `${ORIGIN}/auth/verify`);

// Each of these leaves our origin in a browser (tabs and newlines are stripped, backslashes are
// slashes, dot segments collapse), or is another scheme altogether.
const OFF_SITE = [
  "/\t/evil.example/x",
  "/\t\\evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "//evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "https://evil.example/",
  "http://localhost@evil.example/",
  "http://evil.example\\@localhost/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "ftp://evil.example/",
  " //evil.example",
];

describe("next after sign-in (an open redirect)", () => {
  it("the one rule: the WHATWG parser against our origin, same origin or nothing", () => {
    for (const next of OFF_SITE) expect(sameSitePath(next, ORIGIN), JSON.stringify(next)).toBeNull();
    expect(sameSitePath("/m/abc?invite=x#log", ORIGIN)).toBe("/m/abc?invite=x#log");
    expect(sameSitePath(`${ORIGIN}/settings`, ORIGIN)).toBe("/settings");
    expect(sameSitePath("/a\tb", ORIGIN)).toBe("/ab"); // what the browser would open
    expect(sameSitePath("/%09/evil.example", ORIGIN)).toBe("/%09/evil.example"); // an encoded tab stays a path here
    expect(sameSitePath("/caf\u00e9 \"x\"", ORIGIN)).toBe("/caf%C3%A9%20%22x%22");
    for (const empty of ["", null, undefined, "x".repeat(2001)]) expect(sameSitePath(empty, ORIGIN)).toBeNull();
  });

  it("every off-site next leads home, in the mailed link and at /auth/verify", async () => {
    for (const next of OFF_SITE) {
      const { res, link } = await signInWithNext(next);
      expect(res.status, JSON.stringify(next)).toBe(303);
      const location = res.headers.get("location")!;
      expect(landsOn(location).origin, `${JSON.stringify(next)} led to ${location}`).toBe(ORIGIN);
      expect(location, JSON.stringify(next)).toBe("/");
      // The link itself carries only a path of ours.
      const inLink = link.searchParams.get("next");
      if (inLink !== null) expect(landsOn(inLink).origin).toBe(ORIGIN);
    }
  });

  it("a same-site next is kept, normalised as the browser would read it", async () => {
    for (const [next, expected] of [
      ["/m/2345678922?invite=abc", "/m/2345678922?invite=abc"],
      [`${ORIGIN}/settings#tokens`, "/settings#tokens"],
      ["/inbox", "/inbox"],
      ["/a b", "/a%20b"],
    ] as const) {
      const { res } = await signInWithNext(next);
      expect(res.headers.get("location"), next).toBe(expected);
    }
  });

  it("a forged next on a real link: tabs, newlines and other bytes are never a 5xx, and the link still signs in once", async () => {
    for (const bad of ["/\n", "/%0d%0aSet-Cookie:%20x=1", "%0a", "/\u0000", "/\u2028x", "%E0%A4%A", "/x\r\nLocation: http://evil.example"]) {
      const email = uniqueEmail("bad-next");
      expect((await client().json("/api/auth/login", { json: { email } })).status).toBe(202);
      const link = await signInLink(email);
      const token = link.searchParams.get("token")!;
      const query = `token=${encodeURIComponent(token)}&next=${bad.startsWith("%") || bad.includes("%0") ? bad : encodeURIComponent(bad)}`;
      const res = await useSignInLink(client(), `/auth/verify?${query}`);
      expect(res.status, `${JSON.stringify(bad)}: ${await res.clone().text()}`).toBe(303);
      expect(landsOn(res.headers.get("location")!).origin, JSON.stringify(bad)).toBe(ORIGIN);
      expect(res.headers.get("set-cookie"), JSON.stringify(bad)).toMatch(/dd_session=/);
      expect(res.headers.get("set-cookie")).not.toMatch(/x=1/);
      const used = await env.DB.prepare("SELECT used_at FROM login_tokens WHERE email = ?").bind(email).first<{ used_at: number | null }>();
      expect(used!.used_at).not.toBeNull();
      const again = await useSignInLink(client(), `/auth/verify?${query}`);
      expect(again.headers.get("location")).toBe("/signin?error=link");
    }
  });
});

describe("sign out everywhere", () => {
  // Decision (docs/security.md): "sign out everywhere" is what a person presses when a device is
  // lost or someone else got in. They expect nothing to act as them afterwards, and a session
  // that was taken over could have made itself a token. So it revokes every API token too.
  it("also revokes every API token, closes their sockets, and the token list says so", async () => {
    const { a, id, match } = await tinyMatch();
    const made = (await a.json("/api/me/tokens", { json: { name: "bot" } })).body;
    const other = await guest("Someone else");
    const theirs = (await other.json("/api/me/tokens", { json: { name: "theirs" } })).body;
    const bearer = { authorization: `Bearer ${made.token}` };
    expect((await client().json("/api/me", { headers: bearer })).status).toBe(200);
    const socket = await openSocket(null, id, bearer);
    expect((await socket.waitFor((m) => m.type === "match")).match.you).toBe(0);

    expect((await a.fetch("/api/auth/logout-everywhere", { method: "POST" })).status).toBe(204);
    expectProblem(await client().json("/api/me", { headers: bearer }), 401, /revoked/);
    expectProblem(await client().json(`/api/matches/${id}/moves`, { json: { seq: match.seq, move: { add: 1 } }, headers: bearer }), 401);
    socket.ws.send(JSON.stringify({ type: "move", seq: match.seq, move: { add: 1 }, requestId: "after" }));
    const answer = await socket.waitFor((m) => (m.type === "error" && m.requestId === "after") || (m.type === "match" && m.match.seq > match.seq), 0, 3_000).catch(() => null);
    socket.close();
    expect(answer === null || answer.type === "error").toBe(true);
    expect((await client().json<any>(`/api/matches/${id}`)).body.seq).toBe(match.seq);
    const rows = await env.DB.prepare("SELECT revoked_at FROM api_tokens WHERE id = ?").bind(made.id).first<{ revoked_at: number | null }>();
    expect(rows!.revoked_at).not.toBeNull();
    // Another account's tokens are untouched.
    expect((await client().json("/api/me", { headers: { authorization: `Bearer ${theirs.token}` } })).status).toBe(200);
  });

  it("the settings page says so", async () => {
    expect(settingsSource).toContain("${t.everywhereHelp()}");
    expect(settingsEn.everywhereHelp()).toMatch(/Signing out everywhere ends every session of this account, on all devices, and revokes every API token/);
    expect(settingsFr.everywhereHelp()).toMatch(/toutes les sessions de ce compte.*jeton/);
  });
});

describe("opening a sign-in link (issue #29, item 2)", () => {
  const usedAt = async (email: string) =>
    (await env.DB.prepare("SELECT used_at FROM login_tokens WHERE email = ?").bind(email).first<{ used_at: number | null }>())!.used_at;

  it("a mail scanner's GET changes nothing: the owner's open afterwards signs in", async () => {
    const email = uniqueEmail("scanned");
    await client().json("/api/auth/login", { json: { email } });
    const link = await signInLink(email);
    for (let i = 0; i < 3; i++) {
      // A scanner, a link preview, the owner's first look: each gets the page, none a session.
      const page = await client().fetch(link.pathname + link.search);
      expect(page.status).toBe(200);
      expect(page.headers.get("set-cookie")).toBeNull();
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("referrer-policy")).toBe("origin");
      const html = await page.text();
      expect(html).toContain(`signs you in as <strong>${email}</strong>`);
      expect(html).toMatch(/<form method="post" action="\/auth\/verify">/);
    }
    expect(await usedAt(email)).toBeNull();
    const opened = await useSignInLink(client(), link);
    expect(opened.status).toBe(303);
    expect((await client(sessionCookie(opened)).json("/api/me")).body).toMatchObject({ email, kind: "member" });
    expect(await usedAt(email)).not.toBeNull();
    // Used now: the page is gone too.
    expect((await client().fetch(link.pathname + link.search)).headers.get("location")).toBe("/signin?error=link");
  });

  it("only our own pages may use a link (login CSRF): no Origin, or another site's, changes nothing", async () => {
    const email = uniqueEmail("csrf");
    await client().json("/api/auth/login", { json: { email } });
    const token = (await signInLink(email)).searchParams.get("token")!;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const origin of ["", "https://evil.example", "null"]) {
      const res = await client().fetch("/auth/verify", { method: "POST", headers: { ...form, origin }, body: new URLSearchParams({ token }).toString() });
      expectProblem({ status: res.status, body: await res.json(), res }, 403, /own page/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const asJson = await client().json("/auth/verify", { json: { token } });
    expectProblem(asJson, 415, /x-www-form-urlencoded/);
    expect(await usedAt(email)).toBeNull();
  });

  it("a guest's own upgrade link makes the guest the member: same id, seats kept", async () => {
    const { a, id } = await tinyMatch();
    await settle(id);
    const before = (await a.json("/api/me")).body;
    const email = uniqueEmail("upgrade");
    await a.json("/api/auth/login", { json: { email } });
    const link = await signInLink(email);
    const page = await (await a.fetch(link.pathname + link.search)).text();
    expect(page).toContain("to your guest identity <strong>Alice</strong>");
    const res = await useSignInLink(a, link);
    expect(res.status).toBe(303);
    const now = client(sessionCookie(res));
    expect((await now.json("/api/me")).body).toMatchObject({ id: before.id, email, kind: "member" });
    expect((await now.json(`/api/matches/${id}`)).body.you).toBe(0);
  });

  it("a guest with seats in running matches opening another address's link is told so and stays the guest", async () => {
    const { a, id } = await tinyMatch();
    await settle(id);
    const me = (await a.json("/api/me")).body;
    const email = uniqueEmail("someone-else");
    await client().json("/api/auth/login", { json: { email } });
    const link = await signInLink(email);
    const page = await a.fetch(link.pathname + link.search);
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain("You are playing as a guest");
    expect(html).toContain(`with a seat in a match that is not over`);
    expect(html).toContain(`signs in as <strong>${email}</strong>, another account`);
    expect(html).not.toContain("<form");
    // The form posted anyway (an old page, a script): refused the same way.
    const token = link.searchParams.get("token")!;
    const posted = await a.fetch("/auth/verify", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() });
    expect(posted.status).toBe(409);
    expect(posted.headers.get("set-cookie")).toBeNull();
    // The guest is still the guest, in the match; the link is unused and works in another browser.
    expect((await a.json("/api/me")).body).toMatchObject({ id: me.id, kind: "guest" });
    expect((await a.json(`/api/matches/${id}`)).body.you).toBe(0);
    expect(await usedAt(email)).toBeNull();
    const elsewhere = await useSignInLink(client(), link);
    expect((await client(sessionCookie(elsewhere)).json("/api/me")).body).toMatchObject({ email, kind: "member" });
  });

  it("a guest without running matches may open another address's link", async () => {
    const g = await guest("Passing by");
    const email = uniqueEmail("plain");
    await client().json("/api/auth/login", { json: { email } });
    const res = await useSignInLink(g, await signInLink(email));
    expect(res.status).toBe(303);
    expect((await client(sessionCookie(res)).json("/api/me")).body).toMatchObject({ email, kind: "member" });
  });
});
