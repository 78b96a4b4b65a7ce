/**
 * Delivering notices: an inbox row for every notice (once, by its dedupe key; a "your move" is
 * read from the match index instead, turnEntries.ts, and has a row only to be emailed or pushed),
 * and an email unless the player is a guest, has chosen the digest or no email, muted the match,
 * or is watching the match right now.
 */
import { and, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { notifications, users } from "../db/schema";
import type { Env } from "../env";
import type { Notice } from "./notice";
import { addressOf, deliverDueMail, queueMail } from "./mail";
import { PUSH_STATE_SQL, pushPendingNotices } from "./push";
import { replyToHeaders, type TurnContextOf } from "./replyToPlay";
import { noticeEmail } from "./templates";
import { markTurnsRead, turnEntries, turnEntryStatements } from "./turnEntries";
import { textIn } from "../shared/i18n/index";
import { isLocale, type Locale } from "../shared/locale";

/** The language a member reads their notices and emails in: their setting, else English. */
export function localeOfMember(user: { locale: string | null }): Locale {
  return isLocale(user.locale) ? user.locale : "en";
}

export function unsubscribeUrl(origin: string, user: { id: string; unsubscribeKey: string }): string {
  return `${origin}/api/unsubscribe?u=${encodeURIComponent(user.id)}&k=${encodeURIComponent(user.unsubscribeKey)}`;
}

export function threadIdOf(env: Env, matchId: string): string {
  return `match-${matchId}@${addressOf(env.MAIL_FROM).split("@")[1] ?? "deaddrop.local"}`;
}

/**
 * The statements that put notices in their players' inboxes, one per notice. Each decides in SQL
 * whether the notice is also emailed (a member with an address and email mode "every" or
 * "digest", the match not muted, not watching it right now), so that a room's whole flush is one
 * D1 batch. A notice is inserted once per dedupe key (its id). A "your move" is in the inbox
 * through the match index (src/notify/turnEntries.ts); its row is written only when it is to be
 * emailed or pushed, one per player and match, rewritten (email and push again) only by a newer
 * decision, so that a repeated delivery sends nothing again. The last statements list the notices
 * of this batch still waiting for their email. Its text is written in the player's language (`users.locale`).
 */
export function noticeStatements(
  env: Env,
  notices: Notice[],
  isWatching: (userId: string) => boolean,
): { writes: D1PreparedStatement[]; pending: D1PreparedStatement[] } {
  const now = Date.now();
  const writes = notices.map((n) => {
    const watching = isWatching(n.userId) ? 1 : 0;
    const row = `SELECT ?1, u.id, ?2, ?3, CASE WHEN u.locale = 'fr' THEN ?12 ELSE ?4 END, CASE WHEN u.locale = 'fr' THEN ?13 ELSE ?5 END, ?6, ?7,
         CASE WHEN ?9 = 0 AND u.kind = 'member' AND u.email IS NOT NULL AND u.email_mode IN ('every', 'digest')
                AND NOT EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = ?2 AND s.user_id = u.id AND s.muted = 1)
              THEN CASE u.email_mode WHEN 'every' THEN 'pending' ELSE 'digest' END
              ELSE 'skipped' END AS email_state,
         ${PUSH_STATE_SQL} AS push_state,
         NULL, ?11
       FROM users u WHERE u.id = ?10`;
    return env.DB.prepare(
      `INSERT INTO notifications (id, user_id, match_id, kind, title, body, url, created_at, email_state, push_state, read_at, decision)
       ${n.kind === "turn" ? `SELECT * FROM (${row}) WHERE email_state = 'pending' OR push_state = 'pending'` : row}
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, body = excluded.body, created_at = excluded.created_at,
         email_state = excluded.email_state, push_state = excluded.push_state, decision = excluded.decision
       WHERE excluded.decision > notifications.decision`,
    ).bind(n.dedupeKey, n.matchId, n.kind, textIn("en", n.title), textIn("en", n.body), n.path, now, now, watching, n.userId, n.kind === "turn" ? (n.decision ?? null) : null, textIn("fr", n.title), textIn("fr", n.body));
  });
  const keys = notices.map((n) => n.dedupeKey);
  const pending: D1PreparedStatement[] = [];
  for (let i = 0; i < keys.length; i += 90) {
    const chunk = keys.slice(i, i + 90);
    pending.push(env.DB.prepare(`SELECT id FROM notifications WHERE (email_state = 'pending' OR push_state = 'pending') AND id IN (${chunk.map(() => "?").join(", ")})`).bind(...chunk));
  }
  return { writes, pending };
}

/** Delivers notices made outside a match room (a tournament's rounds): the inbox rows in one batch, then their emails and pushes. */
export async function deliverNotices(env: Env, origin: string, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const { writes, pending } = noticeStatements(env, notices, () => false);
  const results = await env.DB.batch([...writes, ...pending]);
  await mailPendingNotices(env, origin, results.slice(writes.length).flatMap((r) => (r.results as { id: string }[]).map((n) => n.id)));
}

/** Writes the email of each of these notices still waiting for one, starts delivery, then pushes those marked for it. */
export async function mailPendingNotices(env: Env, origin: string, ids: string[], turnContext?: TurnContextOf): Promise<void> {
  if (ids.length === 0) return;
  // Pushes go out while the emails are written; a push failing throws for the room to retry.
  await Promise.all([mailNotices(env, origin, ids, turnContext), pushPendingNotices(env, origin, ids)]);
}

async function mailNotices(env: Env, origin: string, ids: string[], turnContext?: TurnContextOf): Promise<void> {
  const db = drizzle(env.DB);
  const rows = await db
    .select({ notice: notifications, user: users })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(inArray(notifications.id, ids), eq(notifications.emailState, "pending")))
    .all();
  for (const { notice: n, user } of rows) {
    if (!user.email) {
      await db.update(notifications).set({ emailState: "skipped" }).where(eq(notifications.id, n.id));
      continue;
    }
    await queueMail(
      env,
      noticeEmail({
        to: user.email,
        title: n.title,
        body: n.body,
        matchUrl: `${origin}${n.url}`,
        unsubscribeUrl: unsubscribeUrl(origin, user),
        settingsUrl: `${origin}/settings`,
        threadId: threadIdOf(env, n.matchId ?? ""),
        ...(await replyToHeaders(env, n, turnContext, localeOfMember(user))),
      }, localeOfMember(user)),
    );
    await db.update(notifications).set({ emailState: "sent" }).where(eq(notifications.id, n.id));
  }
  // Delivery has its own retries; a failing mail server never holds up the match.
  if (rows.length > 0) void deliverDueMail(env).catch(() => undefined);
}

/**
 * The inbox: the user's newest `limit` entries and how many are unread, in one D1 batch. Its "your
 * move" entries come from the match index (turnEntries.ts), the other notices from their rows.
 */
export async function listNotifications(env: Env, user: { id: string; locale: string | null }, limit = 50) {
  const [items, unread, turns, turnsUnread] = await env.DB.batch<Record<string, unknown>>([
    // rowid breaks ties between notices written in the same millisecond, in the order they were written
    env.DB.prepare(
      `SELECT id, kind, title, body, url, match_id AS matchId, created_at AS createdAt, read_at AS readAt FROM notifications
       WHERE user_id = ?1 AND kind <> 'turn' ORDER BY created_at DESC, rowid DESC LIMIT ?2`,
    ).bind(user.id, limit),
    env.DB.prepare(`SELECT count(*) AS n FROM notifications WHERE user_id = ?1 AND kind <> 'turn' AND read_at IS NULL`).bind(user.id),
    ...turnEntryStatements(env.DB, user.id, limit),
  ]);
  const entries = [...(items!.results as unknown as Entry[]), ...turnEntries(turns!.results as never, localeOfMember(user))]
    // Stable: of two entries at the same time, the notice written first stays below.
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limit);
  return {
    unread: Number(unread!.results[0]?.n ?? 0) + Number(turnsUnread!.results[0]?.n ?? 0),
    items: entries.map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString(), readAt: i.readAt ? new Date(i.readAt).toISOString() : null })),
  };
}

interface Entry {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string | null;
  matchId: string | null;
  createdAt: number;
  readAt: number | null;
}

/** Marks read these notices, or every notice of this match, or (neither given) every notice. */
export async function markRead(env: Env, userId: string, ids: string[] | null, matchId: string | null = null): Promise<void> {
  const now = Date.now();
  const which = ids ? `AND id IN (SELECT value FROM json_each(?3))` : matchId ? `AND match_id = ?3` : "";
  const rows = env.DB.prepare(`UPDATE notifications SET read_at = ?2 WHERE user_id = ?1 AND kind <> 'turn' AND read_at IS NULL ${which}`);
  await env.DB.batch([
    ids ? rows.bind(userId, now, JSON.stringify(ids)) : matchId ? rows.bind(userId, now, matchId) : rows.bind(userId, now),
    markTurnsRead(env.DB, userId, ids, matchId, now),
  ]);
}
