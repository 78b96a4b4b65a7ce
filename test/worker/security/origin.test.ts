/**
 * Issue #16.1: every absolute URL the service writes comes from PUBLIC_ORIGIN (http://localhost in
 * these tests), never from the request's Host or X-Forwarded-Host. Each request below is sent to
 * http://evil.example with both headers forged, as an attacker would against the running service.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../src/api/app";
import type { MatchResource } from "../../../src/shared/api";
import { ORIGIN } from "../helpers";
import { devMail, guest, mailText, workerFetch } from "./support";

const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example" };

/** Every absolute http(s) URL in a text (HTML attributes, JSON strings, mail bodies). */
function urlsIn(text: string): string[] {
  return [...text.replaceAll("&amp;", "&").replaceAll("\\/", "/").matchAll(/https?:\/\/[^\s"'<>\\)]+/g)].map((m) => m[0]);
}

function expectOnlyOurs(text: string, what: string): void {
  expect(text, what).not.toContain("evil.example");
  const urls = urlsIn(text).filter((u) => !u.startsWith("http://www.w3.org/"));
  expect(urls.length, `${what} has links`).toBeGreaterThan(0);
  for (const u of urls) expect(new URL(u).origin, `${what}: ${u}`).toBe(ORIGIN);
}

function forged(path: string, init: RequestInit = {}): Promise<Response> {
  return workerFetch(`http://evil.example${path}`, { ...init, headers: { ...FORGED, ...(init.headers as Record<string, string>) } });
}

/** A public-ish (unlisted) tiny match created with forged headers, by an API token (no CSRF check applies). */
async function forgedMatch(): Promise<MatchResource> {
  const a = await guest("Alice");
  const token = (await a.json<{ token: string }>("/api/me/tokens", { json: {} })).body.token;
  const res = await forged("/api/matches", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ game: "tiny" }) });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  expectOnlyOurs(text, "the created match");
  return JSON.parse(text) as MatchResource;
}

describe("absolute URLs come from PUBLIC_ORIGIN, never from Host or X-Forwarded-Host", () => {
  it("POST /api/auth/login with a forged Host mails a sign-in link of the configured origin", async () => {
    const email = `forged-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await forged("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, next: "/settings" }) });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const mail = (await devMail()).find((m) => m.to === email);
    expect(mail, "the sign-in mail").toBeDefined();
    expectOnlyOurs(mailText(mail!.raw), "the sign-in mail");
    expect(mailText(mail!.raw)).toMatch(new RegExp(`${ORIGIN}/auth/verify\\?token=`));
  });

  it("a match created with a forged Host, and read or joined through one, links only to the configured origin", async () => {
    const m = await forgedMatch();
    expect(m.urls.invite!.startsWith(`${ORIGIN}/m/${m.id}?invite=`)).toBe(true);
    const b = await guest("Bob");
    const joined = await forged(`/api/matches/${m.id}/join`, {
      method: "POST",
      headers: { cookie: b.cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ invite: new URL(m.urls.invite!).searchParams.get("invite") }),
    });
    // The page's origin is the configured one, whatever Host says: the join is ours and stands.
    expect(joined.status, await joined.clone().text()).toBe(200);
    expectOnlyOurs(await joined.text(), "the joined match");
    expectOnlyOurs(await (await forged(`/api/matches/${m.id}`)).text(), "the match read through a forged Host");
  });

  it("oEmbed and the match page's og: tags use the configured origin", async () => {
    const m = await forgedMatch();
    const oembed = await forged(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${m.id}`)}&format=json`);
    const text = await oembed.text();
    expect(oembed.status, text).toBe(200);
    expectOnlyOurs(text, "oEmbed");
    // The attacker's host is not ours: it has no embed.
    expect((await forged(`/oembed?url=${encodeURIComponent(`http://evil.example/m/${m.id}`)}&format=json`)).status).toBe(404);
    const page = await forged(`/m/${m.id}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/m/${m.id}">`);
    expectOnlyOurs(html.split("\n").filter((l) => /og:|oembed|twitter:/.test(l)).join("\n"), "the match page's preview tags");
  });
});

describe("the CSRF check knows the page's own origin", () => {
  it("accepts a page browsed by another loopback name in development (127.0.0.1 and localhost), and nothing else", async () => {
    const a = await guest("Loop");
    const post = (url: string, origin: string) =>
      workerFetch(url, { method: "POST", headers: { cookie: a.cookie, origin, "content-type": "application/json" }, body: JSON.stringify({ game: "tiny" }) });
    expect((await post("http://127.0.0.1/api/matches", "http://127.0.0.1")).status).toBe(201);
    expect((await post("http://127.0.0.1:8801/api/matches", "http://127.0.0.1:8801")).status).toBe(201);
    expect((await post("http://127.0.0.1/api/matches", ORIGIN)).status).toBe(201);
    for (const origin of ["http://127.0.0.1:8080", "http://evil.example", "null"]) expect((await post("http://127.0.0.1/api/matches", origin)).status, origin).toBe(403);
    // A forged Host is no loopback: the request's own origin is then not ours.
    expect((await post("http://evil.example/api/matches", "http://evil.example")).status).toBe(403);
  });

  it("in production accepts only PUBLIC_ORIGIN, whatever Host the request names", async () => {
    const production = { ...env, ENVIRONMENT: "production", PUBLIC_ORIGIN: "https://deaddrop.example" };
    const app = createApp();
    const post = (url: string, origin: string) =>
      app.fetch(new Request(url, { method: "POST", headers: { cookie: "dd_session=x", origin, "content-type": "application/json" }, body: "{}" }), production, createExecutionContext()) as Promise<Response>;
    expect((await post("https://evil.example/api/me/tokens", "https://evil.example")).status).toBe(403);
    expect((await post("http://localhost/api/me/tokens", "http://localhost")).status).toBe(403);
    // Our own origin passes the CSRF check (and then meets the missing session: 401).
    expect((await post("https://deaddrop.example/api/me/tokens", "https://deaddrop.example")).status).toBe(401);
  });
});
