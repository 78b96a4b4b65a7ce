import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, expectProblem, guest, sessionCookie, useSignInLink } from "./helpers";

async function latestLink(to: string): Promise<string> {
  const mail = await client().json<any[]>("/api/dev/mail");
  const msg = mail.body.find((m) => m.to === to);
  expect(msg, `no mail to ${to}`).toBeTruthy();
  const b64 = msg.raw.split("\r\n\r\n")[2].split("\r\n--")[0].replace(/\r\n/g, "");
  const text = new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));
  return /(http\S+\/auth\/verify\?token=\S+)/.exec(text)![1]!;
}

describe("sign-in by emailed link", () => {
  it("emails a one-time link that signs in once, and never again", async () => {
    const r = await client().json("/api/auth/login", { json: { email: "Ada@Example.com" } });
    expect(r.status).toBe(202);
    const link = new URL(await latestLink("ada@example.com"));
    const first = await useSignInLink(client(), link);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/");
    const me = await client(sessionCookie(first)).json("/api/me");
    expect(me.body).toMatchObject({ email: "ada@example.com", kind: "member" });
    const again = await useSignInLink(client(), link);
    expect(again.headers.get("location")).toBe("/signin?error=link");
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an expired link", async () => {
    await client().json("/api/auth/login", { json: { email: "late@example.com" } });
    const link = new URL(await latestLink("late@example.com"));
    await env.DB.prepare("UPDATE login_tokens SET expires_at = ? WHERE email = ?").bind(Date.now() - 1, "late@example.com").run();
    const res = await useSignInLink(client(), link);
    expect(res.headers.get("location")).toBe("/signin?error=link");
  });

  it("stores no link, session or token in clear", async () => {
    await client().json("/api/auth/login", { json: { email: "hash@example.com" } });
    const link = new URL(await latestLink("hash@example.com"));
    const token = link.searchParams.get("token")!;
    const rows = await env.DB.prepare("SELECT token_hash FROM login_tokens WHERE email = ?").bind("hash@example.com").all();
    expect(JSON.stringify(rows.results)).not.toContain(token);
  });

  it("lets a guest attach an email and keep their identity, rotating the session", async () => {
    const g = await guest("Guesty");
    const before = (await g.json("/api/me")).body;
    await g.json("/api/auth/login", { json: { email: "guesty@example.com" } });
    const link = new URL(await latestLink("guesty@example.com"));
    const res = await useSignInLink(g, link);
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(g.cookie);
    const after = (await client(rotated).json("/api/me")).body;
    expect(after).toMatchObject({ id: before.id, name: "Guesty", email: "guesty@example.com", kind: "member" });
    expectProblem(await g.json("/api/me"), 401);
  });

  it("refuses a malformed email and never redirects off-site", async () => {
    expectProblem(await client().json("/api/auth/login", { json: { email: "not-an-email" } }), 400, /email/);
    await client().json("/api/auth/login", { json: { email: "next@example.com", next: "//evil.example/x" } });
    const link = new URL(await latestLink("next@example.com"));
    const res = await useSignInLink(client(), link);
    expect(res.headers.get("location")).toBe("/");
  });

  it("logs out: the old cookie stops working", async () => {
    const g = await guest("Bye");
    expect((await g.json("/api/me")).status).toBe(200);
    expect((await g.fetch("/api/auth/logout", { method: "POST" })).status).toBe(204);
    expectProblem(await g.json("/api/me"), 401);
  });
});

describe("API tokens", () => {
  it("are shown once, work as Bearer without Origin, and stop working when revoked", async () => {
    const g = await guest("Bot maker");
    const t = await g.json("/api/me/tokens", { json: { name: "my bot" } });
    expect(t.status).toBe(201);
    expect(t.body.token).toMatch(/^dd_/);
    const bearer = { authorization: `Bearer ${t.body.token}` };
    const me = await client().json("/api/me", { headers: bearer });
    expect(me.body.name).toBe("Bot maker");
    const created = await client().json("/api/matches", { json: { game: "tiny" }, headers: { ...bearer, origin: "" } });
    expect(created.status).toBe(201);
    const list = await g.json<any[]>("/api/me/tokens");
    expect(JSON.stringify(list.body)).not.toContain(t.body.token);
    expect((await g.fetch(`/api/me/tokens/${t.body.id}`, { method: "DELETE" })).status).toBe(204);
    expectProblem(await client().json("/api/me", { headers: bearer }), 401, /revoked/);
  });

  it("refuses a forged token", async () => {
    expectProblem(await client().json("/api/me", { headers: { authorization: "Bearer dd_forged" } }), 401);
  });
});

describe("development mail outbox", () => {
  it("is served only in development", async () => {
    const r = await client().json<any[]>("/api/dev/mail");
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
  });
});
