import { SELF, env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../src/api/app";
import { endpointProblem } from "../../src/notify/pushEndpoint";
import type { MatchResource } from "../../src/shared/api";
import { decryptPush, newSubscriber, subscriberFrom, unb64url, verifyVapid, type Subscriber } from "../support/webPushReceiver";
import { createMatch, expectProblem, guest, inRoom, inviteOf, move, settle, type Client } from "./helpers";

const pushService = inject("pushService");
let counter = 0;
const endpointFor = (kind = "ok") => `${pushService}/push/${kind}-${Date.now()}-${counter++}`;

interface Received {
  headers: Record<string, string>;
  body: string;
}

async function received(endpoint: string): Promise<Received[]> {
  const name = endpoint.split("/").at(-1);
  return (await fetch(`${pushService}/received/${name}`)).json();
}

async function subscribe(c: Client, endpoint = endpointFor()): Promise<{ endpoint: string; subscriber: Subscriber }> {
  const subscriber = await newSubscriber();
  const r = await c.json("/api/me/push", { json: { endpoint, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth }, label: "Test browser" } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { endpoint, subscriber };
}

async function tinyPair(options: Record<string, unknown> = {}) {
  const a = await guest("Ann");
  const b = await guest("Ben");
  const created = await createMatch(a, { game: "tiny", options });
  const joined = await b.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
  return { a, b, id: created.id, match: joined.body };
}

async function pushStates(userId: string): Promise<string[]> {
  const rows = await env.DB.prepare(`SELECT kind, push_state FROM notifications WHERE user_id = ? ORDER BY created_at`).bind(userId).all<{ kind: string; push_state: string }>();
  return rows.results.map((r) => `${r.kind}:${r.push_state}`);
}

/** The "your move" entries of this match in the player's inbox. */
async function turnEntries(c: Client, matchId: string): Promise<unknown[]> {
  return (await c.json<{ items: { kind: string; matchId: string }[] }>("/api/me/notifications")).body.items.filter((n) => n.kind === "turn" && n.matchId === matchId);
}

async function userIdOf(c: Client): Promise<string> {
  return (await c.json<{ id: string }>("/api/me")).body.id;
}

describe("the test-side RFC 8291 decryption", () => {
  it("decrypts RFC 8291 Appendix A's message with its user agent keys", async () => {
    const ua = await subscriberFrom(
      "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
      "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      "BTBZMqHH6r4Tts7J_aSIgg",
    );
    const body = unb64url(
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
    );
    expect(await decryptPush(body, ua)).toBe("When I grow up, I want to be a watermelon");
    const tampered = body.slice();
    tampered[tampered.length - 1]! ^= 1;
    await expect(decryptPush(tampered, ua)).rejects.toThrow();
  });
});

describe("push subscriptions", () => {
  it("publishes the VAPID key and keeps a device list per player", async () => {
    const key = await SELF.fetch("http://localhost/api/push/key");
    expect(await key.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    const c = await guest("Dee");
    const { endpoint } = await subscribe(c);
    const list = (await c.json("/api/me/push")).body;
    expect(list.devices).toHaveLength(1);
    expect(list.devices[0]).toMatchObject({ label: "Test browser", endpointOrigin: pushService, lastPushAt: null });
    expect(JSON.stringify(list)).not.toContain(endpoint);
    expect(list.preferences).toEqual({ turn: true, result: true, chat: true });
    expect((await c.fetch("/api/me/push", { method: "DELETE", json: { endpoint } })).status).toBe(204);
    expect((await c.json("/api/me/push")).body.devices).toEqual([]);
    expectProblem(await c.json("/api/me/push", { method: "DELETE", json: { endpoint } }), 404);
  });

  it("refuses endpoints that are not https (except loopback http outside production) and malformed keys", async () => {
    const c = await guest("Eve");
    const s = await newSubscriber();
    const keys = { p256dh: s.p256dh, auth: s.auth };
    expectProblem(await c.json("/api/me/push", { json: { endpoint: "http://push.example.com/x", keys } }), 400, /https/);
    expectProblem(await c.json("/api/me/push", { json: { endpoint: "ftp://127.0.0.1/x", keys } }), 400, /https/);
    expectProblem(await c.json("/api/me/push", { json: { endpoint: "https://push.example.com/x", keys: { ...keys, auth: "AAAA" } } }), 400, /auth/);
    expectProblem(await c.json("/api/me/push", { json: { endpoint: "https://push.example.com/x", keys: { ...keys, p256dh: s.auth } } }), 400, /p256dh/);
    expectProblem(await (await guest("Fay")).json("/api/me/push", { json: { endpoint: "https://push.example.com/x" } }), 400);
    expect((await c.json("/api/me/push", { json: { endpoint: "https://push.example.com/x", keys } })).status).toBe(201);
    expectProblem(await c.json("/api/me/push/preferences", { method: "PUT", json: { turn: "yes" } }), 400);
  });
});

describe("pushing notices", () => {
  it("pushes 'your move' once per decision, encrypted for the subscriber, with a VAPID JWT for the push service", async () => {
    const { a, b, id, match } = await tinyPair({ steps: 2 });
    const { endpoint, subscriber } = await subscribe(b);
    const r1 = await move(a, id, match.seq, { add: 1 });
    await settle(id);
    expect(await received(endpoint)).toEqual([]); // Ann is still deciding: Ben is not told yet
    await move(a, id, r1.body.seq, { add: 1 });
    await settle(id);
    const pushes = await received(endpoint);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const claims = await verifyVapid(push.headers.authorization!, (await (await SELF.fetch("http://localhost/api/push/key")).json<{ publicKey: string }>()).publicKey);
    expect(claims.aud).toBe(pushService);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const payload = JSON.parse(await decryptPush(Uint8Array.from(atob(push.body), (ch) => ch.charCodeAt(0)), subscriber));
    expect(payload).toMatchObject({ title: "Your move in Tiny vs Ann", url: `http://localhost/m/${id}` });
    // One inbox entry per player and match (`id:turn:seat`); the tag adds the decision, so a new one alerts again.
    expect(payload.tag).toMatch(new RegExp(`^${id}:turn:1:\\d+$`));
    expect(payload.body).toContain("First added 1 (total 2)");
    expect(payload.body).not.toMatch(/secret/); // Ann's view of her move is not Ben's
    expect(payload.icon).toBe(`http://localhost/api/matches/${id}/board.svg`);
    // Delivering again pushes nothing new.
    await inRoom(id, async (room) => {
      room.deliveredSeq = null;
      await room.flushOutbox();
    });
    expect(await received(endpoint)).toHaveLength(1);
    expect((await b.json("/api/me/push")).body.devices[0].lastPushAt).not.toBeNull();
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const { a, b, id, match } = await tinyPair();
    await subscribe(b, endpointFor("gone"));
    const { endpoint: kept } = await subscribe(b);
    await move(a, id, match.seq, { add: 1 });
    await settle(id);
    const devices = (await b.json("/api/me/push")).body.devices;
    expect(devices).toHaveLength(1);
    expect(await received(kept)).toHaveLength(1);
    expect(await inRoom(id, (room) => room.outboxState())).toEqual([]);
  });

  it("pushes nothing while the player watches the match", async () => {
    const { a, b, id, match } = await tinyPair();
    const { endpoint } = await subscribe(b);
    const res = await SELF.fetch(`http://localhost/api/matches/${id}/socket?v=3`, { headers: { upgrade: "websocket", cookie: b.cookie } });
    const ws = res.webSocket!;
    ws.accept();
    await move(a, id, match.seq, { add: 1 });
    await settle(id);
    expect(await received(endpoint)).toEqual([]);
    // Nothing to push, so no delivery row: the "your move" is in the inbox through the match index.
    expect((await pushStates(await userIdOf(b))).filter((s) => s.startsWith("turn:"))).toEqual([]);
    expect(await turnEntries(b, id)).toHaveLength(1);
    ws.close(1000, "bye");
  });

  it("pushes only what the player chose", async () => {
    const { a, b, id, match } = await tinyPair({ target: 4 });
    const { endpoint, subscriber } = await subscribe(b);
    expect((await b.json("/api/me/push/preferences", { method: "PUT", json: { turn: false } })).body.preferences).toEqual({ turn: false, result: true, chat: true });
    const r = await move(a, id, match.seq, { add: 1 });
    await settle(id);
    expect(await received(endpoint)).toEqual([]);
    await move(b, id, r.body.seq, { add: 3 }); // Ben wins
    await settle(id);
    const pushes = await received(endpoint);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(await decryptPush(Uint8Array.from(atob(pushes[0]!.body), (ch) => ch.charCodeAt(0)), subscriber)).title).toBe("You won: Tiny vs Ann");
    expect(await pushStates(await userIdOf(b))).toEqual(["result:sent"]);
    expect(await turnEntries(b, id)).toHaveLength(1);
  });

  it("retries a failing push service from the room's outbox, never failing the move", async () => {
    const { a, b, id, match } = await tinyPair();
    const { endpoint } = await subscribe(b, endpointFor("fail"));
    const r = await move(a, id, match.seq, { add: 1 });
    expect(r.status).toBe(200);
    await settle(id);
    const state = await inRoom(id, (room) => room.outboxState());
    expect(state[0]).toMatchObject({ key: "index", attempts: 1 });
    expect(state[0].lastError).toMatch(/push failed: the push service answered 500/);
    expect(await received(endpoint)).toHaveLength(1);
    expect(await pushStates(await userIdOf(b))).toContain("turn:pending");
  });
});

describe("push endpoints (issue #29, item 5)", () => {
  const production = { ENVIRONMENT: "production" };

  it("in production, only https on a browser's push service; never an IP literal or an internal name", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGx2",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(endpointProblem(production, ok), ok).toBeNull();
    }
    for (const [bad, why] of [
      ["http://fcm.googleapis.com/fcm/send/x", /https/],
      ["https://127.0.0.1/x", /IP address/],
      ["https://2130706433/x", /IP address/], // 127.0.0.1, as the URL parser reads it
      ["https://0x7f.1/x", /IP address/],
      ["https://10.0.0.8/x", /IP address/],
      ["https://169.254.169.254/latest/meta-data", /IP address/],
      ["https://[::1]/x", /IP address/],
      ["https://[::ffff:127.0.0.1]/x", /IP address/],
      ["https://[fd00::1]/x", /IP address/],
      ["https://localhost/x", /public host/],
      ["https://localhost./x", /public host/],
      ["https://push.localhost/x", /public host/],
      ["https://printer.local/x", /public host/],
      ["https://metadata.google.internal/x", /public host/],
      ["https://router.home.arpa/x", /public host/],
      ["https://intranet/x", /domain/],
      ["https://fcm.googleapis.com:8443/x", /default https port/],
      ["https://user:pw@fcm.googleapis.com/x", /user name/],
      ["https://push.example.com/x", /browser's push service/],
      ["https://fcm.googleapis.com.evil.example/x", /browser's push service/],
      ["https://evilnotify.windows.com.example/x", /browser's push service/],
    ] as const) {
      expect(endpointProblem(production, bad), bad).toMatch(why);
    }
  });

  it("outside production, any public https host, and plain http on loopback for a local push service", () => {
    const test = { ENVIRONMENT: "test" };
    expect(endpointProblem(test, "https://push.example.com/x")).toBeNull();
    expect(endpointProblem(test, `${pushService}/push/x`)).toBeNull();
    expect(endpointProblem(test, "https://10.0.0.8/x")).toMatch(/IP address/);
    expect(endpointProblem(test, "https://push.internal/x")).toMatch(/public host/);
    expect(endpointProblem(test, "http://push.example.com/x")).toMatch(/https/);
  });

  it("the route refuses them in production, saying why, and stores nothing", async () => {
    const c = await guest("Prod");
    const s = await newSubscriber();
    const keys = { p256dh: s.p256dh, auth: s.auth };
    const app = createApp();
    for (const endpoint of ["https://192.168.1.1/x", "https://push.internal/x", "https://push.example.com/x"]) {
      const res = await app.request("/api/me/push", { method: "POST", headers: { cookie: c.cookie, origin: "http://localhost", "content-type": "application/json" }, body: JSON.stringify({ endpoint, keys }) }, { ...env, ENVIRONMENT: "production" });
      expect(res.status, endpoint).toBe(400);
    }
    expect((await c.json("/api/me/push")).body.devices).toEqual([]);
  });

  it("an endpoint does not move to another user without its keys; with them (a shared browser) it does", async () => {
    const ann = await guest("Ann");
    const mallory = await guest("Mallory");
    const { endpoint, subscriber } = await subscribe(ann);
    const own = await newSubscriber();
    const stolen = await mallory.json("/api/me/push", { json: { endpoint, keys: { p256dh: own.p256dh, auth: own.auth } } });
    expectProblem(stolen, 409, /not its keys/);
    const annRow = await env.DB.prepare("SELECT user_id, p256dh FROM push_subscriptions WHERE endpoint = ?").bind(endpoint).first<{ user_id: string; p256dh: string }>();
    expect(annRow).toEqual({ user_id: (await ann.json("/api/me")).body.id, p256dh: subscriber.p256dh });
    expect((await mallory.json("/api/me/push")).body.devices).toEqual([]);
    // Half the keys is not the keys.
    expectProblem(await mallory.json("/api/me/push", { json: { endpoint, keys: { p256dh: subscriber.p256dh, auth: own.auth } } }), 409);
    // The same browser, now signed in as someone else, hands over the same keys: the device follows.
    const ben = await guest("Ben");
    expect((await ben.json("/api/me/push", { json: { endpoint, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth } } })).status).toBe(201);
    expect((await ann.json("/api/me/push")).body.devices).toEqual([]);
    expect((await ben.json("/api/me/push")).body.devices).toHaveLength(1);
  });
});
