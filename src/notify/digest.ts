/**
 * The daily digest (DESIGN "Seats taken over, and digests"): for a member who chose it, at most
 * one email a day, at their hour in their IANA time zone, listing every match waiting for their
 * decision (and what else happened since: results, invitations), threaded as one conversation.
 * The cron (src/index.ts `scheduled`, every 15 minutes) calls `sendDigests`; it is idempotent per
 * member and local day: the email's outbox row has the id `digest:<member>:<day>`, inserted once,
 * and the member's `last_digest_day` is that day, so a second run (or two at once) sends nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { getGame } from "../engine/registry";
import { matchesOfUser } from "../db/matchIndex";
import { notifications, users } from "../db/schema";
import type { User } from "../db/accounts";
import type { Env } from "../env";
import { messages } from "../shared/i18n/index";
import { addressOf, deliverDueMail, queueMail } from "./mail";
import { localeOfMember, unsubscribeUrl } from "./inbox";
import { digestEmail, type DigestItem } from "./templates";

/**
 * Is this an IANA time zone name this runtime knows? Answers it in its proper case ("europe/paris"
 * → "Europe/Paris"), or null. A link keeps the name the member chose ("Asia/Kolkata", which ICU
 * resolves to its older "Asia/Calcutta").
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
  } catch {
    return null;
  }
}

/** The local date ("2026-12-03") and hour (0–23) at `now` in `zone`. */
export function localTime(now: number, zone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }).formatToParts(new Date(now));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) % 24 };
}

/**
 * The local day whose digest is due for this member at `now`, or null: due from their hour on,
 * once per local day. (From the hour on, not only within it: a cron run missed, or an hour that a
 * clock change skips, still gives that day's digest.)
 */
export function digestDayDue(user: Pick<User, "digestHour" | "timeZone" | "lastDigestDay">, now: number): string | null {
  const zone = canonicalTimeZone(user.timeZone) ?? "UTC";
  const { day, hour } = localTime(now, zone);
  return hour >= user.digestHour && user.lastDigestDay !== day ? day : null;
}

const DAY_MS = 86_400_000;

/** Sends the digests due at `now`; returns how many were written to the outbox. */
export async function sendDigests(env: Env, origin: string, now = Date.now()): Promise<number> {
  const db = drizzle(env.DB);
  const members = await db
    .select()
    .from(users)
    .where(and(eq(users.emailMode, "digest"), eq(users.kind, "member"), sql`${users.email} IS NOT NULL`))
    .all();
  let sent = 0;
  for (const user of members) {
    const day = digestDayDue(user, now);
    if (day && (await sendDigest(env, origin, user, day, now))) sent++;
  }
  if (sent > 0) await deliverDueMail(env).catch(() => undefined);
  return sent;
}

/** One member's digest for their local `day` (nothing when nothing waits); the day is marked done either way. */
async function sendDigest(env: Env, origin: string, user: User, day: string, now: number): Promise<boolean> {
  const db = drizzle(env.DB);
  const { mine, seats } = await matchesOfUser(env.DB, user.id);
  const locale = localeOfMember(user);
  const m = messages(locale);
  const waiting: DigestItem[] = mine
    .filter((r) => r.yourTurn)
    .map((r) => {
      const others = seats.filter((s) => s.matchId === r.m.id && s.seat !== r.seat && s.name).map((s) => s.name!);
      const game = getGame(r.m.game)?.name ?? r.m.game;
      const due = r.yourDeadline ?? r.m.deadline;
      return {
        title: m.digestItemTitle({ match: m.vsTitle({ game, others }) }),
        body: due ? m.digestDue({ hours: Math.max(1, Math.round((due - now) / 3_600_000)), at: due }) : m.digestNoClock(),
        url: `${origin}/m/${r.m.id}`,
      };
    });
  const since = now - 2 * DAY_MS;
  const news = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.emailState, "digest"), sql`${notifications.kind} <> 'turn'`, sql`${notifications.createdAt} >= ${since}`))
    .limit(50)
    .all();
  const also: DigestItem[] = news.map((n) => ({ title: n.title, body: n.body, url: `${origin}${n.url}` }));
  if (waiting.length + also.length > 0) {
    const domain = addressOf(env.MAIL_FROM).split("@")[1] ?? "deaddrop.local";
    const mail = digestEmail({ to: user.email!, waiting, also, unsubscribeUrl: unsubscribeUrl(origin, user), settingsUrl: `${origin}/settings`, threadId: `digest-${user.id}@${domain}` }, locale);
    await queueMail(env, { ...mail, messageId: `digest-${user.id}-${day}@${domain}` }, `digest:${user.id}:${day}`);
  }
  if (news.length) await db.update(notifications).set({ emailState: "sent" }).where(inArray(notifications.id, news.map((n) => n.id)));
  const claimed = await db
    .update(users)
    .set({ lastDigestDay: day, lastDigestAt: now })
    .where(and(eq(users.id, user.id), sql`(${users.lastDigestDay} IS NULL OR ${users.lastDigestDay} <> ${day})`))
    .returning({ id: users.id });
  return claimed.length > 0 && waiting.length + also.length > 0;
}
