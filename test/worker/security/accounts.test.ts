/**
 * Accounts, beyond test/worker/auth.test.ts and api.test.ts (which cover: a link signs in once,
 * an expired link fails, links are stored hashed, a guest attaches an email with a rotated
 * session, logout, API tokens revoked and forged, CSRF from another origin and without Origin,
 * cookie attributes, safe redirects).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../src/api/app";
import { SESSION_CACHE_MS, userBySession } from "../../../src/db/accounts";
import { sha256 } from "../../../src/shared/crypto";
import { SOCKET_SEAT_CHANGED_CODE, SOCKET_SIGNED_OUT_CODE } from "../../../src/shared/api";
import { createMatch, expectProblem, inviteOf, move, ORIGIN, sessionCookie, useSignInLink } from "../helpers";
import { client, guest, member, openSocket, signInLink, tinyMatch as startedTiny, workerFetch } from "./support";

const unique = (p: string) => `${p}-${Math.floor(Math.random() * 1e9)}@example.com`;

describe("sign-in links", () => {
  it("sign in exactly once when the same link is opened many times at once", async () => {
    const email = unique("race");
    await client().json("/api/auth/login", { json: { email } });
    const link = await signInLink(email);
    const tries = await Promise.all(Array.from({ length: 6 }, () => useSignInLink(client(), link)));
    const signedIn = tries.filter((r) => r.headers.get("set-cookie")?.includes("dd_session="));
    expect(signedIn).toHaveLength(1);
    expect(tries.filter((r) => r.headers.get("location") === "/signin?error=link")).toHaveLength(5);
  });

  it("a link for one address never signs in to another account", async () => {
    const a = await member("Ann", unique("ann"));
    const bob = unique("bob");
    await client().json("/api/auth/login", { json: { email: bob } });
    // Tampering with the token gives nothing.
    const link = await signInLink(bob);
    const token = link.searchParams.get("token")!;
    for (const forged of [token.slice(0, -1), token + "A", token.toUpperCase(), "", "x".repeat(300)]) {
      const res = await useSignInLink(client(), `/auth/verify?token=${encodeURIComponent(forged)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/signin?error=link");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await a.json("/api/me")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("are rotated when a member signs in again from a signed-in browser", async () => {
    const email = unique("again");
    const first = await member("Again", email);
    await first.json("/api/auth/login", { json: { email } });
    const link = await signInLink(email);
    const res = await useSignInLink(first, link);
    const second = sessionCookie(res);
    expect(second).not.toBe(first.cookie);
    expectProblem(await first.json("/api/me"), 401);
    expect((await client(second).json("/api/me")).body.email).toBe(email);
  });

  it("a session planted in the victim's browser ends when the victim signs in (no fixation)", async () => {
    const attacker = await guest("Planter");
    const victimEmail = unique("victim");
    const victimFirst = await member("Victim", victimEmail);
    await client().json("/api/auth/login", { json: { email: victimEmail } });
    const link = await signInLink(victimEmail);
    // The victim's browser carries the attacker's cookie when the link is opened.
    const res = await useSignInLink(client(attacker.cookie), link);
    const victim = client(sessionCookie(res));
    expect((await victim.json("/api/me")).body.id).toBe((await victimFirst.json("/api/me")).body.id);
    expectProblem(await attacker.json("/api/me"), 401);
  });

  // Regression (found by this suite, fixed in 7c4210b; src/api/routes/auth.ts GET /auth/verify):
  // the email was attached to the guest who asked for the link, whoever opened it, and that
  // guest's other sessions survived. An attacker playing as a guest asked for a link to a newcomer's
  // address; when the newcomer opened it, the attacker's guest cookie was signed in to their account.
  it("an address cannot be attached to a guest that another browser controls (account pre-hijacking)", async () => {
    const attacker = await guest("Pre-hijacker");
    const victimEmail = unique("newcomer");
    expect((await attacker.json("/api/auth/login", { json: { email: victimEmail } })).status).toBe(202);
    const link = await signInLink(victimEmail);
    const victim = client(sessionCookie(await useSignInLink(client(), link)));
    expect((await victim.json("/api/me")).body.email).toBe(victimEmail);
    const hijacked = await attacker.json("/api/me");
    // The attacker's old guest cookie must not be signed in to the victim's account.
    expect(hijacked.status === 401 || hijacked.body.email !== victimEmail).toBe(true);
  });

  it("an expired session is refused", async () => {
    const g = await guest("Stale");
    const token = g.cookie.replace(/^dd_session=/, "");
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))].map((b) => b.toString(16).padStart(2, "0")).join("");
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id_hash = ?").bind(Date.now() - 1, hash).run();
    expectProblem(await g.json("/api/me"), 401);
    expectProblem(await g.json("/api/matches", { json: { game: "tiny" } }), 401);
  });

  it("a session revoked elsewhere (another isolate) is refused here within SESSION_CACHE_MS; here at once", async () => {
    const g = await guest("Cached");
    const token = g.cookie.replace(/^dd_session=/, "");
    const t0 = Date.now();
    expect((await userBySession(env.DB, token, t0))?.name).toBe("Cached");
    // Another isolate deletes the row: this isolate's cache still knows the session, briefly.
    await env.DB.prepare("DELETE FROM sessions WHERE id_hash = ?").bind(await sha256(token)).run();
    expect((await userBySession(env.DB, token, t0 + SESSION_CACHE_MS - 1))?.name).toBe("Cached");
    expect(await userBySession(env.DB, token, t0 + SESSION_CACHE_MS)).toBeUndefined();
    // Changes made through this isolate are seen at once: a renamed player, a signed-out session.
    const h = await guest("Before");
    expect((await h.json("/api/me")).body.name).toBe("Before");
    await h.json("/api/me", { method: "PATCH", json: { name: "After" } });
    expect((await h.json("/api/me")).body.name).toBe("After");
    await h.json("/api/auth/logout", { method: "POST" });
    expectProblem(await h.json("/api/me"), 401);
  });

  it("logout everywhere ends every session of the account, and only that account's", async () => {
    const email = unique("everywhere");
    const phone = await member("Everywhere", email);
    await client().json("/api/auth/login", { json: { email } });
    const link = await signInLink(email);
    const laptop = client(sessionCookie(await useSignInLink(client(), link)));
    const other = await guest("Bystander");
    expect((await laptop.json("/api/me")).status).toBe(200);
    expect((await phone.fetch("/api/auth/logout-everywhere", { method: "POST" })).status).toBe(204);
    expectProblem(await phone.json("/api/me"), 401);
    expectProblem(await laptop.json("/api/me"), 401);
    expect((await other.json("/api/me")).status).toBe(200);
  });

  // Regression (fixed in 7c4210b): a socket kept the identity it was opened with, so after "sign
  // out everywhere" (a lost laptop) an open socket kept receiving the hidden view and could move.
  it("signing out everywhere also ends what an open socket may do", async () => {
    const { a, id, match } = await startedTiny();
    const s = await openSocket(a, id);
    await s.waitFor((m) => m.type === "match");
    expect((await a.fetch("/api/auth/logout-everywhere", { method: "POST" })).status).toBe(204);
    s.ws.send(JSON.stringify({ type: "move", seq: match.seq, move: { add: 1 }, requestId: "after-logout" }));
    const answer = await s.waitFor((m) => (m.type === "error" && m.requestId === "after-logout") || (m.type === "match" && m.match.seq > match.seq), 0, 5_000).catch(() => null);
    s.close();
    expect(answer === null || answer.type === "error").toBe(true);
    expect((await client().json<any>(`/api/matches/${id}`)).body.seq).toBe(match.seq);
  });

  // Found in review (session 18): "sign out everywhere" reaches the matches its person sits in, so a
  // lost laptop's socket on a match they only watched stayed open, and got the seat they took later.
  it("a socket let in before its person took a seat is closed when they take it: a lost laptop's never sees the seat", async () => {
    const email = unique("watcher");
    const laptop = await member("Watcher", email);
    const host = await guest("Host");
    const created = await createMatch(host);
    const stolen = await openSocket(laptop, created.id);
    await stolen.waitFor((m) => m.type === "match");
    expect((await laptop.fetch("/api/auth/logout-everywhere", { method: "POST" })).status).toBe(204);
    const phone = await member("Watcher", email);
    expect((await phone.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
    expect(await stolen.closed).toEqual({ code: SOCKET_SEAT_CHANGED_CODE, reason: "seat taken" });
    expect(stolen.messages.filter((m) => m.type === "match").map((m) => m.match.you)).toEqual(stolen.messages.filter((m) => m.type === "match").map(() => null));
    // Reconnecting with the ended session lets it in as nobody; the phone is let in as the player.
    const again = await openSocket(laptop, created.id);
    expect((await again.waitFor((m) => m.type === "match")).match.you).toBeNull();
    const player = await openSocket(phone, created.id);
    expect((await player.waitFor((m) => m.type === "match")).match.you).toBe(1);
    again.close();
    player.close();
  });

  it("signing out closes this sign-in's sockets, and not another device's", async () => {
    const email = unique("signout");
    const phone = await member("Twice", email);
    await client().json("/api/auth/login", { json: { email } });
    const laptop = client(sessionCookie(await useSignInLink(client(), await signInLink(email))));
    const created = await createMatch(phone);
    const other = await guest("Other");
    expect((await other.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
    const onLaptop = await openSocket(laptop, created.id), onPhone = await openSocket(phone, created.id);
    await Promise.all([onLaptop.waitFor((m) => m.type === "match"), onPhone.waitFor((m) => m.type === "match")]);
    expect((await laptop.fetch("/api/auth/logout", { method: "POST" })).status).toBe(204);
    expect(await onLaptop.closed).toEqual({ code: SOCKET_SIGNED_OUT_CODE, reason: "signed out" });
    onPhone.ws.send(JSON.stringify({ type: "ping" }));
    expect((await onPhone.waitFor((m) => m.type === "pong")).type).toBe("pong");
    onPhone.close();
  });

  it("names a new member after nothing in their address (a name is public, the address is not)", async () => {
    const email = unique("jane.doe.private");
    await client().json("/api/auth/login", { json: { email } });
    const me = client(sessionCookie(await useSignInLink(client(), await signInLink(email))));
    const name = (await me.json<any>("/api/me")).body.name as string;
    expect(name).toMatch(/^Member \d{4}$/);
    expect(name.toLowerCase()).not.toContain("jane");
  });

  it("stores sessions and API tokens only as hashes", async () => {
    const g = await guest("Hashed");
    const t = (await g.json("/api/me/tokens", { json: { name: "bot" } })).body.token as string;
    const rows = JSON.stringify([
      (await env.DB.prepare("SELECT * FROM sessions").all()).results,
      (await env.DB.prepare("SELECT * FROM api_tokens").all()).results,
    ]);
    expect(rows).not.toContain(g.cookie.replace(/^dd_session=/, ""));
    expect(rows).not.toContain(t);
  });
});

describe("API tokens", () => {
  it("a revoked token can no longer move or watch as its player; revoking does not end sessions", async () => {
    const { a, id, match } = await startedTiny();
    const t = (await a.json("/api/me/tokens", { json: { name: "bot" } })).body;
    const bearer = { authorization: `Bearer ${t.token}` };
    expect((await client().json(`/api/matches/${id}`, { headers: bearer })).body.you).toBe(0);
    expect((await a.fetch(`/api/me/tokens/${t.id}`, { method: "DELETE" })).status).toBe(204);
    expectProblem(await client().json(`/api/matches/${id}/moves`, { json: { seq: match.seq, move: { add: 1 } }, headers: bearer }), 401, /revoked/);
    const socket = await workerFetch(`${ORIGIN}/api/matches/${id}/socket?v=3`, { headers: { upgrade: "websocket", ...bearer } });
    expect(socket.status).toBe(401);
    expect((await a.json("/api/me")).status).toBe(200);
    expect((await a.json<any>(`/api/matches/${id}`)).body.seq).toBe(match.seq);
  });

  it("revoking a token closes the sockets it opened, and not the session's", async () => {
    const { a, id } = await startedTiny();
    const t = (await a.json("/api/me/tokens", { json: { name: "bot" } })).body;
    const bot = await openSocket(null, id, { authorization: `Bearer ${t.token}` }), page = await openSocket(a, id);
    expect((await bot.waitFor((m) => m.type === "match")).match.you).toBe(0);
    await page.waitFor((m) => m.type === "match");
    expect((await a.fetch(`/api/me/tokens/${t.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await bot.closed).toEqual({ code: SOCKET_SIGNED_OUT_CODE, reason: "signed out" });
    page.ws.send(JSON.stringify({ type: "ping" }));
    expect((await page.waitFor((m) => m.type === "pong")).type).toBe("pong");
    page.close();
  });

  it("nobody can revoke, list or use another account's tokens", async () => {
    const owner = await guest("Owner");
    const thief = await guest("Thief");
    const t = (await owner.json("/api/me/tokens", { json: { name: "mine" } })).body;
    expectProblem(await thief.json(`/api/me/tokens/${t.id}`, { method: "DELETE" }), 404);
    expect(JSON.stringify((await thief.json("/api/me/tokens")).body)).not.toContain(t.id);
    expect((await client().json("/api/me", { headers: { authorization: `Bearer ${t.token}` } })).body.name).toBe("Owner");
    // Revoking twice: the second time there is nothing to revoke.
    expect((await owner.fetch(`/api/me/tokens/${t.id}`, { method: "DELETE" })).status).toBe(204);
    expectProblem(await owner.json(`/api/me/tokens/${t.id}`, { method: "DELETE" }), 404);
  });
});

describe("CSRF", () => {
  it("refuses every state-changing route with the session cookie from another origin, and nothing changes", async () => {
    const { a, b, id, match } = await startedTiny();
    const token = (await a.json("/api/me/tokens", { json: {} })).body;
    const evil = { origin: "https://evil.example" };
    const attempts: [string, string, unknown][] = [
      ["POST", `/api/matches/${id}/moves`, { seq: match.seq, move: { add: 1 } }],
      ["POST", `/api/matches/${id}/resign`, {}],
      ["POST", `/api/matches/${id}/draw`, { action: "offer" }],
      ["POST", `/api/matches/${id}/abort`, {}],
      ["POST", `/api/matches/${id}/rematch`, {}],
      ["POST", "/api/matches", { game: "tiny" }],
      ["PATCH", "/api/me", { name: "Pwned" }],
      ["POST", "/api/me/tokens", { name: "stolen" }],
      ["DELETE", `/api/me/tokens/${token.id}`, undefined],
      ["POST", "/api/auth/logout", {}],
      ["POST", "/api/auth/logout-everywhere", {}],
      ["POST", "/api/auth/guest", { name: "Other" }],
    ];
    for (const [method, path, body] of attempts) {
      for (const origin of [evil.origin, "null", "http://localhost.evil.example", "http://localhost:8080"]) {
        const res = await workerFetch(`${ORIGIN}${path}`, {
          method,
          headers: { cookie: a.cookie, origin, "content-type": "text/plain" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
        expect(res.headers.get("set-cookie"), `${method} ${path}`).toBeNull();
      }
    }
    const me = (await a.json("/api/me")).body;
    expect(me.name).toBe("Alice");
    expect((await a.json<any[]>("/api/me/tokens")).body).toHaveLength(1);
    expect((await b.json<any>(`/api/matches/${id}`)).body.seq).toBe(match.seq);
    expect((await a.json<any[]>(`/api/matches/${id}/log`)).body).toHaveLength(2);
  });

  // Regression (fixed in 7c4210b): a handshake is a GET, which the CSRF check did not see, so a
  // page on any origin could open a player's socket with their cookie (cross-site WebSocket
  // hijacking) and read their hidden view. SameSite=Lax alone does not stop sibling subdomains.
  it("refuses a WebSocket handshake with the session cookie from another origin", async () => {
    const { a, id } = await startedTiny();
    const res = await workerFetch(`${ORIGIN}/api/matches/${id}/socket?v=3`, { headers: { upgrade: "websocket", cookie: a.cookie, origin: "https://evil.example" } });
    res.webSocket?.accept();
    res.webSocket?.close();
    expect(res.status).toBe(403);
  });

  it("lets our own origin, Bearer tokens and cookie-less requests through", async () => {
    const { a, id, match } = await startedTiny();
    expect((await move(a, id, match.seq, { add: 1 })).status).toBe(200); // helpers send Origin: http://localhost
    const t = (await a.json("/api/me/tokens", { json: {} })).body.token;
    const r = await workerFetch(`${ORIGIN}/api/me`, { method: "PATCH", headers: { authorization: `Bearer ${t}`, origin: "https://bot.example", "content-type": "application/json" }, body: '{"name":"Via bot"}' });
    expect(r.status).toBe(200);
    const s = await openSocket(a, id, { origin: ORIGIN });
    expect((await s.waitFor((m) => m.type === "match")).match.you).toBe(0);
    s.close();
  });
});

describe("the development mailbox", () => {
  it("does not exist in production (it shows every sign-in link)", async () => {
    const res = await createApp().request("/api/dev/mail", {}, { ...env, ENVIRONMENT: "production" });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("auth/verify");
  });
});

describe("invites", () => {
  it("a wrong, empty, huge or other match's invite never seats anyone and changes nothing", async () => {
    const a = await guest("Host");
    const intruder = await guest("Intruder");
    const m = await createMatch(a);
    const other = await createMatch(a);
    for (const invite of ["", "x", inviteOf(other), inviteOf(m).toUpperCase(), inviteOf(m).slice(0, -1), inviteOf(m) + "0", " " + inviteOf(m)]) {
      const r = await intruder.json(`/api/matches/${m.id}/join`, { json: { invite } });
      expect(r.status, invite).toBe(403);
    }
    expect((await a.json<any>(`/api/matches/${m.id}`)).body.seq).toBe(1);
  });

  // Found by the black-box attack of issue #16: a private match answered a wrong invite 403 and an
  // unknown id 404, so anyone could tell that a private match with a guessed id exists.
  it("a private match answers a wrong invite exactly as an unknown id does (404), as GET does", async () => {
    const a = await guest("Private host");
    const intruder = await guest("Prober");
    const m = await createMatch(a, { game: "tiny", visibility: "private" });
    const unknownId = "2222222222";
    // The same problem, but for `instance` (the request's own path).
    const same = (r: { body: any }, _id: string) => JSON.stringify({ ...r.body, instance: null });
    // A near miss: the real invite with its last character changed (to one it is not).
    const nearMiss = inviteOf(m).slice(0, -1) + (inviteOf(m).endsWith("0") ? "1" : "0");
    for (const invite of ["", "wrong", nearMiss]) {
      const mine = await intruder.json(`/api/matches/${m.id}/join`, { json: { invite } });
      const none = await intruder.json(`/api/matches/${unknownId}/join`, { json: { invite } });
      expectProblem(mine, 404);
      expect(same(mine, m.id), invite).toBe(same(none, unknownId));
      expect(same(mine, m.id)).toBe(same(await intruder.json(`/api/matches/${m.id}`), m.id));
    }
    // The right invite still seats them.
    expect((await intruder.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
  });
});
