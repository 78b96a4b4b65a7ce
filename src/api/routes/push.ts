/**
 * Web Push devices and preferences (DESIGN.md "Notifications beyond email"):
 * GET /api/push/key → {publicKey}; POST /api/me/push {endpoint, keys: {p256dh, auth}} → 201;
 * DELETE /api/me/push {endpoint} (or /api/me/push/:id from the device list);
 * GET /api/me/push → devices and what is pushed; PUT /api/me/push/preferences.
 * Also the revocation of every reply-to-play address: POST /api/me/reply-addresses/revoke.
 */
import { and, count, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { z } from "zod";
import { pushPreferences, pushSubscriptions } from "../../db/schema";
import type { Env } from "../../env";
import { fromBase64url, vapidPublicKey } from "../../notify/push";
import { endpointProblem } from "../../notify/pushEndpoint";
import { revokeReplyAddresses } from "../../notify/replyToPlay";
import { randomId, timingSafeEqual } from "../../shared/crypto";
import { requireUser } from "../middleware";
import { problem } from "../problem";
import { msg } from "../../shared/i18n/index";
import type { AppEnv } from "../types";
import { readJson } from "../validation";

export const pushRoutes = new Hono<AppEnv>();

export const MAX_DEVICES = 20;

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((v) => {
      try {
        const b = fromBase64url(v.replace(/=+$/, ""));
        return b.length === bytes && (bytes !== 65 || b[0] === 4);
      } catch {
        return false;
      }
    }, `${what} must encode ${bytes} bytes${bytes === 65 ? " (an uncompressed P-256 point)" : ""}`);

export const subscribeSchema = z
  .object({
    endpoint: z.string().min(1).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(65, "keys.p256dh"), auth: base64url(16, "keys.auth") }).strict(),
    /** How the device calls itself in the device list ("Chromium on Linux"). */
    label: z.string().max(80).optional(),
  })
  .strict();

export const preferencesSchema = z.object({ turn: z.boolean().optional(), result: z.boolean().optional(), chat: z.boolean().optional() }).strict();

/** DELETE /api/me/push: the browser names its own subscription by endpoint. */
export const unsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) }).strict();

pushRoutes.get("/api/push/key", (c) => {
  const publicKey = vapidPublicKey(c.env);
  if (!publicKey) return problem(c, 503, msg("pushNotSetUp"));
  return c.json({ publicKey }, 200, { "cache-control": "public, max-age=3600" });
});

export async function pushSettings(env: Env, userId: string) {
  const db = drizzle(env.DB);
  const devices = await db
    .select({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt, lastPushAt: pushSubscriptions.lastPushAt, endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt)
    .all();
  const prefs = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)).get();
  return {
    devices: devices.map((d) => ({
      id: d.id,
      label: d.label,
      // Enough for a page to know which entry is its own browser, not the whole capability URL.
      endpointOrigin: new URL(d.endpoint).origin,
      createdAt: new Date(d.createdAt).toISOString(),
      lastPushAt: d.lastPushAt ? new Date(d.lastPushAt).toISOString() : null,
    })),
    preferences: { turn: prefs?.turn ?? true, result: prefs?.result ?? true, chat: prefs?.chat ?? true },
  };
}

pushRoutes.get("/api/me/push", requireUser("You are not signed in."), async (c) => {
  return c.json(await pushSettings(c.env, c.get("user")!.id), 200, { "cache-control": "private, no-cache" });
});

pushRoutes.post("/api/me/push", requireUser("Sign in, or play as a guest, to get notifications on this device."), async (c) => {
  const body = await readJson(c, subscribeSchema);
  const bad = endpointProblem(c.env, body.endpoint);
  if (bad) return problem(c, 400, bad);
  const userId = c.get("user")!.id;
  const db = drizzle(c.env.DB);
  const existing = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)).get();
  // A browser shared by two people keeps its keys: the endpoint follows the person signed in. Anyone
  // else who knows an endpoint (it is no secret to its push service) cannot take it over without them.
  if (existing && existing.userId !== userId && !(timingSafeEqual(existing.p256dh, body.keys.p256dh) && timingSafeEqual(existing.auth, body.keys.auth))) {
    return problem(c, 409, msg("pushEndpointTaken"));
  }
  if (!existing || existing.userId !== userId) {
    const mine = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).get();
    if ((mine?.n ?? 0) >= MAX_DEVICES) return problem(c, 409, msg("tooManyDevices", { max: MAX_DEVICES }));
  }
  const label = body.label?.trim() || "A browser";
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: randomId(14), userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label, createdAt: Date.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, label } })
    .returning();
  return c.json(newDevice(row!), 201);
});

/** The answer of POST /api/me/push: the new entry of the device list. */
export function newDevice(row: { id: string; label: string; createdAt: number }) {
  return { id: row.id, label: row.label, createdAt: new Date(row.createdAt).toISOString() };
}

pushRoutes.delete("/api/me/push", requireUser("You are not signed in."), async (c) => {
  const body = await readJson(c, unsubscribeSchema);
  const removed = await drizzle(c.env.DB)
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.userId, c.get("user")!.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) return problem(c, 404, msg("deviceNotSubscribed"));
  return c.body(null, 204);
});

pushRoutes.delete("/api/me/push/:id", requireUser("You are not signed in."), async (c) => {
  const removed = await drizzle(c.env.DB)
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, c.req.param("id")), eq(pushSubscriptions.userId, c.get("user")!.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) return problem(c, 404, msg("noSuchDevice"));
  return c.body(null, 204);
});

pushRoutes.put("/api/me/push/preferences", requireUser("You are not signed in."), async (c) => {
  const body = await readJson(c, preferencesSchema);
  const userId = c.get("user")!.id;
  const current = (await pushSettings(c.env, userId)).preferences;
  const next = { ...current, ...body };
  await drizzle(c.env.DB).insert(pushPreferences).values({ userId, ...next }).onConflictDoUpdate({ target: pushPreferences.userId, set: next });
  return c.json({ preferences: next });
});

pushRoutes.post("/api/me/reply-addresses/revoke", requireUser("You are not signed in."), async (c) => {
  await revokeReplyAddresses(c.env, c.get("user")!.id);
  return c.json({ detail: "Every reply-to-play address in your past emails now does nothing. New turn emails carry new ones." });
});
