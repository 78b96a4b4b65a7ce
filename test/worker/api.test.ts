import { describe, expect, it } from "vitest";
import { client, createMatch, expectProblem, guest, inviteOf, ORIGIN } from "./helpers";
import { SELF } from "cloudflare:test";

describe("the API's errors are problem+json a person can read", () => {
  it("lists the games with their options and defaults", async () => {
    const r = await client().json<any[]>("/api/games");
    expect(r.status).toBe(200);
    for (const g of r.body) {
      expect(g).toMatchObject({ id: expect.any(String), name: expect.any(String), players: { min: expect.any(Number), max: expect.any(Number) } });
      expect(typeof g.options).toBe("object");
    }
  });

  it("answers unknown routes with 404", async () => {
    expectProblem(await client().json("/api/nothing-here"), 404, /nothing at GET \/api\/nothing-here/);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const r = await client().json("/api/games", { method: "DELETE" });
    expectProblem(r, 405, /DELETE is not allowed/);
    expect(r.res.headers.get("allow")).toContain("GET");
  });

  it("refuses malformed JSON, wrong media types, wrong shapes and unknown fields", async () => {
    const a = await guest("Ann");
    expectProblem(await a.json("/api/matches", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } }), 400, /not valid JSON/);
    expectProblem(await a.json("/api/matches", { method: "POST", body: "game=tiny", headers: { "content-type": "application/x-www-form-urlencoded" } }), 415, /application\/json/);
    expectProblem(await a.json("/api/matches", { json: { game: 7 } }), 400, /"game" should be string/);
    expectProblem(await a.json("/api/matches", { json: { game: "tiny", colour: "red" } }), 400, /"colour"/);
    expectProblem(await a.json("/api/matches", { json: [] }), 400, /JSON object/);
  });

  it("refuses bodies over 64 KB", async () => {
    const a = await guest("Big");
    const r = await a.json("/api/auth/guest", { json: { name: "x".repeat(70_000) } });
    expectProblem(r, 413, /64 KB/);
  });

  it("refuses unknown games, wrong player counts and bad options", async () => {
    const a = await guest("Opt");
    expectProblem(await a.json("/api/matches", { json: { game: "chess" } }), 400, /no game "chess"/);
    expectProblem(await a.json("/api/matches", { json: { game: "tiny", players: 5 } }), 400, /played by 2 to 4 players, not 5/);
    expectProblem(await a.json("/api/matches", { json: { game: "tiny", options: { target: 1 } } }), 400, /"target" must be a whole number from 3/);
    expectProblem(await a.json("/api/matches", { json: { game: "tiny", options: { speed: 1 } } }), 400, /unknown option "speed"/);
    expectProblem(await a.json("/api/matches", { json: { game: "tiny", seat: 2 } }), 400, /no seat 2/);
    expectProblem(await a.json("/api/matches", { json: { game: "tiny", timeControl: { daysPerMove: 4 } } }), 400, /daysPerMove/);
  });

  it("needs an identity to create a match", async () => {
    expectProblem(await client().json("/api/matches", { json: { game: "tiny" } }), 401, /guest/);
  });

  it("refuses a wrong invite and a full match, and changes nothing", async () => {
    const a = await guest("A");
    const b = await guest("B");
    const c = await guest("C");
    const m = await createMatch(a);
    expectProblem(await b.json(`/api/matches/${m.id}/join`, { json: { invite: "wrong" } }), 403, /invite link is not valid/);
    expect((await b.json(`/api/matches/${m.id}`)).body.seq).toBe(1);
    expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
    expectProblem(await c.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } }), 409, /taken/);
    expectProblem(await a.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } }), 409, /already sit/);
  });

  it("answers 404 for a malformed or unknown match id", async () => {
    expectProblem(await client().json("/api/matches/NOT-AN-ID"), 404);
    expectProblem(await client().json("/api/matches/2222222222"), 404, /no match/);
  });

  it("refuses cookie requests that change state from another origin (CSRF)", async () => {
    const a = await guest("Csrf");
    const r = await a.json("/api/matches", { json: { game: "tiny" }, headers: { origin: "https://evil.example" } });
    expectProblem(r, 403, /evil\.example/);
    const noOrigin = await SELF.fetch(`${ORIGIN}/api/matches`, {
      method: "POST",
      headers: { cookie: a.cookie, "content-type": "application/json" },
      body: JSON.stringify({ game: "tiny" }),
    });
    expect(noOrigin.status).toBe(403);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, and Secure except on plain-HTTP localhost", async () => {
    const local = await SELF.fetch(`${ORIGIN}/api/auth/guest`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"name":"L"}' });
    const localCookie = local.headers.get("set-cookie")!;
    expect(localCookie).toMatch(/HttpOnly/i);
    expect(localCookie).toMatch(/SameSite=Lax/i);
    expect(localCookie).not.toMatch(/Secure/i);
    const remote = await SELF.fetch("https://deaddrop.example/api/auth/guest", { method: "POST", headers: { "content-type": "application/json" }, body: '{"name":"R"}' });
    expect(remote.headers.get("set-cookie")).toMatch(/Secure/i);
  });

  it("refuses names that are empty, too long or full of control characters", async () => {
    expectProblem(await client().json("/api/auth/guest", { json: { name: "   " } }), 400, /empty/);
    expectProblem(await client().json("/api/auth/guest", { json: { name: "x".repeat(41) } }), 400, /40 characters/);
    expectProblem(await client().json("/api/auth/guest", { json: { name: "evil\u202eman" } }), 400, /control/);
    const ok = await client().json("/api/auth/guest", { json: { name: "  Zoë  <b>🙂</b> " } });
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe("Zoë <b>🙂</b>");
  });
});
