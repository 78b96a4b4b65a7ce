/**
 * Web Push (RFC 8030) to the players' devices. The payload is encrypted with `aes128gcm`
 * (RFC 8291) by @block65/webcrypto-web-push, Web Crypto only; the VAPID `Authorization`
 * (RFC 8292) is signed here with Web Crypto too, because that library refuses to sign for a
 * plain-HTTP endpoint and development accepts loopback ones (a local push service).
 *
 * Which notices are pushed is decided when they are written (`pushState` in inbox.ts: not while
 * the player watches the match, not for a muted match, only the kinds the player chose, only if
 * they have a device); `pushPendingNotices` sends them. A 404/410 removes the subscription; any
 * other failure throws, so that the room's outbox retries the delivery with backoff.
 */
import { encryptNotification } from "@block65/webcrypto-web-push";
import { and, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { notifications, pushSubscriptions } from "../db/schema";
import type { Env } from "../env";
import { addressOf } from "./mail";
import { endpointProblem } from "./pushEndpoint";

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker (client/public/sw.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Absolute URL opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other: a repeated push never alerts twice. */
  tag: string;
  icon?: string;
}

export type PushOutcome = { ok: true } | { ok: false; gone: boolean; status: number; error: string };

/**
 * The `push_state` of a notice as it is written (a column expression of inbox.ts's INSERT, with
 * its parameters: ?2 match id, ?3 kind, ?9 watching, `u` the player): pending when the player has
 * a device, is not watching the match, has not muted it, and wants this kind pushed.
 */
export const PUSH_STATE_SQL = `CASE WHEN ?9 = 0
            AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = ?2 AND s.user_id = u.id AND s.muted = 1)
            AND COALESCE((SELECT CASE WHEN ?3 IN ('turn', 'reminder') THEN pp.turn WHEN ?3 = 'result' THEN pp.result WHEN ?3 = 'chat' THEN pp.chat ELSE 0 END
                          FROM push_preferences pp WHERE pp.user_id = u.id),
                         CASE WHEN ?3 IN ('turn', 'reminder', 'result', 'chat') THEN 1 ELSE 0 END) = 1
          THEN 'pending' ELSE 'skipped' END`;

/** A notice still not pushed after this long is dropped: a broken push service must not be retried forever. */
export const PUSH_GIVE_UP_MS = 6 * 3_600_000;
const PUSH_TIMEOUT_MS = 10_000;

export function vapidPublicKey(env: Env): string | null {
  return env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? env.VAPID_PUBLIC_KEY : null;
}

function base64url(bytes: Uint8Array | ArrayBuffer): string {
  let bin = "";
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** RFC 8292: `vapid t=<ES256 JWT naming the push service's origin>, k=<public key>`. */
export async function vapidAuthorization(env: Env, endpoint: string, now = Date.now()): Promise<string> {
  const publicKey = vapidPublicKey(env);
  if (!publicKey) throw new Error("No VAPID key pair is configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).");
  const point = fromBase64url(publicKey);
  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: "EC", crv: "P-256", x: base64url(point.slice(1, 33)), y: base64url(point.slice(33, 65)), d: env.VAPID_PRIVATE_KEY! },
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  const json = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));
  const subject = env.VAPID_SUBJECT ?? `mailto:${addressOf(env.MAIL_FROM)}`;
  const unsigned = `${json({ typ: "JWT", alg: "ES256" })}.${json({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: subject })}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, new TextEncoder().encode(unsigned));
  return `vapid t=${unsigned}.${base64url(signature)}, k=${publicKey}`;
}

/** Pushes one payload to one subscription. A 404/410 (the browser unsubscribed) deletes the subscription. */
export async function sendPush(env: Env, subscription: PushTarget, payload: PushPayload, urgency: "normal" | "high" = "normal"): Promise<PushOutcome> {
  const problem = endpointProblem(env, subscription.endpoint);
  if (problem) return { ok: false, gone: false, status: 0, error: problem };
  let res: Response;
  try {
    const body = await encryptNotification(
      { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      new TextEncoder().encode(JSON.stringify(payload)),
    );
    res = await fetch(subscription.endpoint, {
      method: "POST",
      headers: {
        authorization: await vapidAuthorization(env, subscription.endpoint),
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: String(7 * 86_400),
        urgency,
      },
      body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
  } catch (e) {
    return { ok: false, gone: false, status: 0, error: String(e instanceof Error ? e.message : e).slice(0, 200) };
  }
  await res.body?.cancel();
  if (res.ok) {
    await drizzle(env.DB).update(pushSubscriptions).set({ lastPushAt: Date.now() }).where(eq(pushSubscriptions.id, subscription.id));
    return { ok: true };
  }
  const gone = res.status === 404 || res.status === 410;
  if (gone) await drizzle(env.DB).delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  return { ok: false, gone, status: res.status, error: `the push service answered ${res.status}` };
}

/**
 * Pushes every notice of these ids still marked for it to each device of its player. Throws when
 * a push failed in a way worth retrying (the caller's outbox retries with backoff); the notice
 * stays pending until then, and its tag keeps a repeated push from alerting twice.
 */
export async function pushPendingNotices(env: Env, origin: string, ids: string[], now = Date.now()): Promise<void> {
  if (ids.length === 0) return;
  const db = drizzle(env.DB);
  const due = await db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, ids), eq(notifications.pushState, "pending")))
    .all();
  const failures: string[] = [];
  for (const n of due) {
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId)).all();
    const payload: PushPayload = {
      title: n.title,
      body: n.body,
      url: `${origin}${n.url}`,
      // A "your move" is one row per match; its tag is per decision, so a new decision alerts and a repeat does not.
      tag: n.decision === null ? n.id : `${n.id}:${n.decision}`,
      ...(n.matchId ? { icon: `${origin}/api/matches/${n.matchId}/board.svg` } : {}),
    };
    const outcomes = await Promise.all(devices.map((d) => sendPush(env, d, payload, n.kind === "turn" || n.kind === "reminder" ? "high" : "normal")));
    const retry = outcomes.flatMap((o) => (!o.ok && !o.gone ? [o.error] : []));
    if (retry.length > 0 && now - n.createdAt < PUSH_GIVE_UP_MS) {
      failures.push(...retry);
      continue;
    }
    await db.update(notifications).set({ pushState: retry.length > 0 ? "skipped" : "sent" }).where(eq(notifications.id, n.id));
  }
  if (failures.length > 0) throw new Error(`push failed: ${failures.join("; ")}`.slice(0, 400));
}
