/**
 * Delivering notices: an inbox row for every notice (once, by its dedupe key), and an email
 * unless the player is a guest, has chosen the digest or no email, muted the match, or is
 * watching the match right now.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { matchSeats, notifications, users } from "../db/schema";
import type { Env } from "../env";
import { randomId } from "../shared/crypto";
import type { Notice } from "./intents";
import { addressOf, deliverDueMail, queueMail } from "./mail";
import { digestEmail, noticeEmail } from "./templates";

export interface DeliveryContext {
  origin: string;
  /** Is this user looking at the match right now (an open socket)? */
  isWatching(userId: string): boolean;
}

export function unsubscribeUrl(origin: string, user: { id: string; unsubscribeKey: string }): string {
  return `${origin}/api/unsubscribe?u=${encodeURIComponent(user.id)}&k=${encodeURIComponent(user.unsubscribeKey)}`;
}

export function threadIdOf(env: Env, matchId: string): string {
  return `match-${matchId}@${addressOf(env.MAIL_FROM).split("@")[1] ?? "deaddrop.local"}`;
}

export async function deliverNotices(env: Env, notices: Notice[], ctx: DeliveryContext): Promise<void> {
  if (notices.length === 0) return;
  const db = drizzle(env.DB);
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const people = new Map((await db.select().from(users).where(inArray(users.id, userIds)).all()).map((u) => [u.id, u]));
  const muted = new Set(
    (
      await db
        .select({ matchId: matchSeats.matchId, userId: matchSeats.userId })
        .from(matchSeats)
        .where(and(inArray(matchSeats.userId, userIds), eq(matchSeats.muted, true)))
        .all()
    ).map((r) => `${r.matchId}:${r.userId}`),
  );
  let mailed = false;
  for (const n of notices) {
    const user = people.get(n.userId);
    if (!user) continue;
    let emailState: "pending" | "skipped" | "digest" = "skipped";
    if (user.kind === "member" && user.email && !muted.has(`${n.matchId}:${n.userId}`) && !ctx.isWatching(n.userId)) {
      if (user.emailMode === "every") emailState = "pending";
      else if (user.emailMode === "digest") emailState = "digest";
    }
    const inserted = await db
      .insert(notifications)
      .values({
        id: randomId(14),
        userId: n.userId,
        matchId: n.matchId,
        kind: n.kind,
        dedupeKey: n.dedupeKey,
        title: n.title,
        body: n.body,
        url: n.path,
        createdAt: Date.now(),
        emailState,
      })
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id });
    if (inserted.length === 0 || emailState !== "pending") continue;
    await queueMail(
      env,
      noticeEmail({
        to: user.email!,
        title: n.title,
        body: n.body,
        matchUrl: `${ctx.origin}${n.path}`,
        unsubscribeUrl: unsubscribeUrl(ctx.origin, user),
        settingsUrl: `${ctx.origin}/settings`,
        threadId: threadIdOf(env, n.matchId),
      }),
    );
    await db.update(notifications).set({ emailState: "sent" }).where(eq(notifications.id, inserted[0]!.id));
    mailed = true;
  }
  // Delivery has its own retries; a failing mail server never holds up the match.
  if (mailed) void deliverDueMail(env).catch(() => undefined);
}

/** One email a day with everything waiting, for players who chose the digest. */
export async function sendDigests(env: Env, origin: string, now = Date.now()): Promise<number> {
  const db = drizzle(env.DB);
  const due = await db
    .select({ user: users })
    .from(users)
    .where(and(eq(users.emailMode, "digest"), sql`${users.email} IS NOT NULL`, sql`(${users.lastDigestAt} IS NULL OR ${users.lastDigestAt} <= ${now - 86_400_000})`))
    .all();
  let sent = 0;
  for (const { user } of due) {
    const items = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.emailState, "digest"), lte(notifications.createdAt, now)))
      .orderBy(asc(notifications.createdAt))
      .limit(100)
      .all();
    if (items.length === 0) continue;
    await queueMail(env, digestEmail(user.email!, items.map((i) => ({ title: i.title, body: i.body, url: `${origin}${i.url}` })), unsubscribeUrl(origin, user), `${origin}/settings`));
    await db.update(notifications).set({ emailState: "sent" }).where(inArray(notifications.id, items.map((i) => i.id)));
    await db.update(users).set({ lastDigestAt: now }).where(eq(users.id, user.id));
    sent++;
  }
  return sent;
}

export async function listNotifications(env: Env, userId: string, limit = 50) {
  const db = drizzle(env.DB);
  const items = await db
    .select({ id: notifications.id, kind: notifications.kind, title: notifications.title, body: notifications.body, url: notifications.url, matchId: notifications.matchId, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // rowid breaks ties between notices written in the same millisecond, in the order they were written
    .orderBy(desc(notifications.createdAt), desc(sql`rowid`))
    .limit(limit)
    .all();
  const unread = await db
    .select({ n: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .get();
  return {
    unread: unread?.n ?? 0,
    items: items.map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString(), readAt: i.readAt ? new Date(i.readAt).toISOString() : null })),
  };
}

export async function markRead(env: Env, userId: string, ids: string[] | null): Promise<void> {
  const db = drizzle(env.DB);
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: Date.now() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}
