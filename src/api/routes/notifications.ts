import { Hono, type Context } from "hono";
import { z } from "zod";
import { getUser, updateUser } from "../../db/accounts";
import { listNotifications, markRead } from "../../notify/inbox";
import { escapeHtml } from "../../shared/text";
import { timingSafeEqual } from "../../shared/crypto";
import { requireUser } from "../middleware";
import { problem } from "../problem";
import { localeOf, t } from "../locale";
import { messages, msg } from "../../shared/i18n/index";
import type { Locale } from "../../shared/locale";
import { smallPage } from "../smallPage";
import { matchIdsOf, setMuted } from "../../db/matchIndex";
import { roomStub } from "../rooms";
import type { AppEnv } from "../types";
import { readJson } from "../validation";
import { publicUser } from "./auth";

export const notificationRoutes = new Hono<AppEnv>();

const DAY = 86_400_000;

notificationRoutes.get("/api/me/notifications", requireUser(msg("notSignedIn")), async (c) => {
  const limit = Math.min(100, Math.max(1, Number(c.req.query("limit") ?? "50") || 50));
  return c.json(await listNotifications(c.env, c.get("user")!, limit), 200, { "cache-control": "private, no-cache" });
});

export const readNotificationsSchema = z.object({ ids: z.array(z.string().max(40)).max(200).optional(), matchId: z.string().max(40).optional() }).strict();

notificationRoutes.post("/api/me/notifications/read", requireUser(msg("notSignedIn")), async (c) => {
  const body = await readJson(c, readNotificationsSchema, { optional: true });
  await markRead(c.env, c.get("user")!.id, body.ids ?? null, body.matchId ?? null);
  return c.json(await listNotifications(c.env, c.get("user")!));
});

export const muteSchema = z.object({ muted: z.boolean() }).strict();

/** POST /api/matches/:id/mute (mounted with the other match routes): no email about this match (the inbox still gets it). */
export async function muteMatch(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id")!;
  const body = await readJson(c, muteSchema);
  if (!(await setMuted(c.env.DB, id, c.get("user")!.id, body.muted))) return problem(c, 404, msg("noSeatInMatch"));
  return c.json({ muted: body.muted });
}

/**
 * Vacation: the player's clocks stop in every match they play, within a yearly allowance
 * (14 days, stored per player). DELETE ends it early and gives back the whole days not begun.
 */
export const vacationSchema = z.object({ days: z.number().int().min(1).max(14) }).strict();

notificationRoutes.post("/api/me/vacation", requireUser(), async (c) => {
  const user = c.get("user")!;
  const body = await readJson(c, vacationSchema);
  const now = Date.now();
  if (user.vacationUntil && user.vacationUntil > now) return problem(c, 409, msg("alreadyOnVacation"));
  if (body.days > user.vacationDaysLeft) return problem(c, 409, msg("vacationDaysLeft", { days: user.vacationDaysLeft }));
  const until = now + body.days * DAY;
  await updateUser(c.env.DB, user.id, { vacationUntil: until, vacationDaysLeft: user.vacationDaysLeft - body.days });
  await tellRooms(c.env, user.id, now, until);
  return c.json(publicUser({ ...user, vacationUntil: until, vacationDaysLeft: user.vacationDaysLeft - body.days }));
});

notificationRoutes.delete("/api/me/vacation", requireUser(), async (c) => {
  const user = c.get("user")!;
  const now = Date.now();
  if (!user.vacationUntil || user.vacationUntil <= now) return problem(c, 409, msg("notOnVacation"));
  // Every day begun is charged; only whole days not begun come back. (Rounding gave a vacation ended
  // within 12 hours back for free, and repeating it stopped a clock for good.)
  const refund = Math.floor((user.vacationUntil - now) / DAY);
  await updateUser(c.env.DB, user.id, { vacationUntil: null, vacationDaysLeft: user.vacationDaysLeft + refund });
  await tellRooms(c.env, user.id, now, now);
  return c.json(publicUser({ ...user, vacationUntil: null, vacationDaysLeft: user.vacationDaysLeft + refund }));
});

async function tellRooms(env: AppEnv["Bindings"], userId: string, from: number, until: number) {
  const ids = await matchIdsOf(env.DB, userId, ["open", "active"]);
  await Promise.all(ids.map((id) => roomStub(env, id).setVacation(userId, from, until)));
}

// ---- one-click unsubscribe (RFC 8058): works without signing in --------------------------

async function unsubscribeTarget(env: AppEnv["Bindings"], u: string | undefined, k: string | undefined) {
  if (!u || !k || u.length > 40 || k.length > 100) return null;
  const user = await getUser(env.DB, u);
  return user && timingSafeEqual(k, user.unsubscribeKey) ? user : null;
}

notificationRoutes.post("/api/unsubscribe", async (c) => {
  const user = await unsubscribeTarget(c.env, c.req.query("u"), c.req.query("k"));
  if (!user) return problem(c, 404, msg("badUnsubscribeLink"));
  await updateUser(c.env.DB, user.id, { emailMode: "none" });
  const accepts = c.req.header("accept") ?? "";
  if (accepts.includes("text/html")) return c.html(unsubscribedPage(localeOf(c)), 200);
  return c.json({ detail: t(c).unsubscribed() });
});

notificationRoutes.get("/api/unsubscribe", async (c) => {
  const user = await unsubscribeTarget(c.env, c.req.query("u"), c.req.query("k"));
  const m = t(c);
  if (!user) return c.html(smallPage(m.linkNotValidTitle(), `<p>${escapeHtml(m.unsubscribeLinkNotValid())}</p>`, localeOf(c)), 404);
  // A GET never changes anything (mail scanners follow links): confirm with one click.
  const action = `/api/unsubscribe?u=${encodeURIComponent(user.id)}&k=${encodeURIComponent(user.unsubscribeKey)}`;
  return c.html(
    smallPage(
      m.stopEmailTitle(),
      `<p>${escapeHtml(m.stopEmailQuestion({ email: user.email }))}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(m.unsubscribeButton())}</button></form>`,
      localeOf(c),
    ),
  );
});

function unsubscribedPage(locale: Locale): string {
  const m = messages(locale);
  return smallPage(m.unsubscribedTitle(), `<p>${escapeHtml(m.unsubscribedText())}</p>`, locale);
}
