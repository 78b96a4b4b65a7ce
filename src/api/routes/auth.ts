import { Hono } from "hono";
import { localeOf } from "../locale";
import { z } from "zod";
import {
  createLoginToken,
  createSession,
  createUser,
  deleteAllSessions,
  deleteSession,
  revokeAllApiTokens,
  sessionCredential,
  type User,
} from "../../db/accounts";
import { loginEmail } from "../../notify/templates";
import { deliverDueMail, queueMail } from "../../notify/mail";
import { clearSessionCookie, requireUser, setSessionCookie } from "../middleware";
import { closeSockets } from "../rooms";
import { publicOrigin } from "../../shared/origin";
import type { AppEnv } from "../types";
import { sameSitePath } from "../../shared/redirect";
import { cleanName, readJson } from "../validation";

export const authRoutes = new Hono<AppEnv>();

/** `notify.email` (the API's words, DESIGN) for each stored email mode. */
export const NOTIFY_EMAIL = { every: "each", digest: "digest", none: "off" } as const;

export function publicUser(u: User) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    kind: u.kind,
    settings: { emailMode: u.emailMode, vacationDaysLeft: u.vacationDaysLeft, vacationUntil: u.vacationUntil },
    notify: { email: NOTIFY_EMAIL[u.emailMode], digestHour: u.digestHour, timeZone: u.timeZone },
    locale: u.locale,
  };
}

/**
 * Where a sign-in leads: a path on our own site as a browser reads `next` (src/shared/redirect.ts),
 * else the app's home. Never an open redirect, and never a value a Location header refuses.
 */
export function safeNext(next: string | undefined | null, origin: string): string {
  return sameSitePath(next, origin) ?? "/";
}

export const guestSchema = z.object({ name: z.string().max(200) }).strict();

authRoutes.post("/api/auth/guest", async (c) => {
  const body = await readJson(c, guestSchema);
  const user = await createUser(c.env.DB, cleanName(body.name), "guest");
  const old = c.get("sessionToken");
  if (old) await deleteSession(c.env.DB, old);
  const session = await createSession(c.env.DB, user.id);
  setSessionCookie(c, session.token, session.expiresAt);
  return c.json(publicUser(user), 201);
});

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email({ error: "that is not an email address" }));

export const loginSchema = z.object({ email: emailSchema, next: z.string().max(500).optional() }).strict();

authRoutes.post("/api/auth/login", async (c) => {
  const body = await readJson(c, loginSchema);
  const me = c.get("user");
  const token = await createLoginToken(c.env.DB, body.email, me?.kind === "guest" ? me.id : null);
  const origin = publicOrigin(c.env);
  const link = `${origin}/auth/verify?token=${encodeURIComponent(token)}${body.next ? `&next=${encodeURIComponent(safeNext(body.next, origin))}` : ""}`;
  await queueMail(c.env, loginEmail(body.email, link, localeOf(c)));
  c.executionCtx.waitUntil(deliverDueMail(c.env).catch(() => undefined));
  return c.json({ detail: `If ${body.email} can receive mail, a sign-in link is on its way. It works once, for 15 minutes.` }, 202);
});

authRoutes.post("/api/auth/logout", async (c) => {
  const token = c.get("sessionToken"), user = c.get("user");
  if (token) await deleteSession(c.env.DB, token);
  // This sign-in's open sockets end with it (another device's stay).
  if (token && user) await closeSockets(c.env, user.id, await sessionCredential(token));
  clearSessionCookie(c);
  return c.body(null, 204);
});

/**
 * The button for a lost device or an intruder: nothing may act as this person afterwards. So every
 * session ends and every API token is revoked too (a session that was taken over could have made
 * itself a token); bots and scripts need a new token (docs/security.md).
 */
authRoutes.post("/api/auth/logout-everywhere", requireUser(), async (c) => {
  const userId = c.get("user")!.id;
  await deleteAllSessions(c.env.DB, userId);
  await revokeAllApiTokens(c.env.DB, userId);
  // Open sockets carry the identity they were opened with: close them too (a lost laptop).
  await closeSockets(c.env, userId);
  clearSessionCookie(c);
  return c.body(null, 204);
});

