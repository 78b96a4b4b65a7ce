/** Accounts, sessions, sign-in links and API tokens. Every secret is stored as its SHA-256 hash. */
import { and, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { randomId, randomToken, sha256 } from "../shared/crypto";
import { apiTokens, loginTokens, sessions, users } from "./schema";

export type User = typeof users.$inferSelect;

export const SESSION_DAYS = 90;
export const LOGIN_LINK_MINUTES = 15;

const db = (d1: D1Database) => drizzle(d1);

export async function createUser(d1: D1Database, name: string, kind: "guest" | "member", email: string | null = null): Promise<User> {
  const user: User = {
    id: randomId(12),
    name,
    email,
    kind,
    emailMode: "every",
    unsubscribeKey: randomToken(18),
    vacationDaysLeft: 14,
    vacationUntil: null,
    lastDigestAt: null,
    digestHour: 8,
    timeZone: "UTC",
    lastDigestDay: null,
    locale: null,
    createdAt: Date.now(),
  };
  await db(d1).insert(users).values(user);
  return user;
}

export async function getUser(d1: D1Database, id: string): Promise<User | undefined> {
  return db(d1).select().from(users).where(eq(users.id, id)).get();
}

export async function getUserByEmail(d1: D1Database, email: string): Promise<User | undefined> {
  return db(d1).select().from(users).where(eq(users.email, email)).get();
}

export async function updateUser(d1: D1Database, id: string, changes: Partial<Pick<User, "name" | "email" | "kind" | "emailMode" | "vacationDaysLeft" | "vacationUntil" | "digestHour" | "timeZone" | "locale">>) {
  await db(d1).update(users).set(changes).where(eq(users.id, id));
  forgetUser(id);
}

// ---- sessions ---------------------------------------------------------------------------

export async function createSession(d1: D1Database, userId: string): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = now + SESSION_DAYS * 86_400_000;
  await db(d1).insert(sessions).values({ idHash: await sha256(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * Sessions looked up in the last few seconds, in this isolate's memory (where the request that
 * carried the token already is): a player's requests come in bursts, and each would otherwise
 * wait for a hash and a D1 round trip before anything else. Every change to a user or their sessions made through this module forgets them here at
 * once; another isolate may go on accepting a revoked session, or showing an old name, for at
 * most SESSION_CACHE_MS (docs/security.md).
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_CACHED_SESSIONS = 10_000;
const recentSessions = new Map<string, { user: User; until: number }>();

function forgetUser(userId: string): void {
  for (const [token, entry] of recentSessions) if (entry.user.id === userId) recentSessions.delete(token);
}

export async function userBySession(d1: D1Database, token: string, now = Date.now()): Promise<User | undefined> {
  const cached = recentSessions.get(token);
  if (cached && cached.until > now) return cached.user;
  const row = await db(d1)
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, await sha256(token)), gt(sessions.expiresAt, now)))
    .get();
  if (!row) {
    recentSessions.delete(token);
    return undefined;
  }
  if (recentSessions.size >= MAX_CACHED_SESSIONS) recentSessions.clear();
  recentSessions.set(token, { user: row.user, until: Math.min(now + SESSION_CACHE_MS, row.expiresAt) });
  return row.user;
}

export async function deleteSession(d1: D1Database, token: string): Promise<void> {
  await db(d1).delete(sessions).where(eq(sessions.idHash, await sha256(token)));
  recentSessions.delete(token);
}

export async function deleteAllSessions(d1: D1Database, userId: string): Promise<void> {
  await db(d1).delete(sessions).where(eq(sessions.userId, userId));
  forgetUser(userId);
}

// ---- sign-in links ------------------------------------------------------------------------

export async function createLoginToken(d1: D1Database, email: string, guestId: string | null): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db(d1)
    .insert(loginTokens)
    .values({ tokenHash: await sha256(token), email, guestId, createdAt: now, expiresAt: now + LOGIN_LINK_MINUTES * 60_000 });
  return token;
}

/** The link, when it is known, unused and unexpired; changes nothing (a GET of the link, a mail scanner's). */
export async function peekLoginToken(d1: D1Database, token: string) {
  return db(d1)
    .select()
    .from(loginTokens)
    .where(and(eq(loginTokens.tokenHash, await sha256(token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, Date.now())))
    .get();
}

/** Marks the link used and returns it, or nothing when it is unknown, used or expired. Single use even under races. */
export async function consumeLoginToken(d1: D1Database, token: string) {
  const rows = await db(d1)
    .update(loginTokens)
    .set({ usedAt: Date.now() })
    .where(and(eq(loginTokens.tokenHash, await sha256(token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, Date.now())))
    .returning();
  return rows[0];
}

// ---- API tokens ---------------------------------------------------------------------------

export async function createApiToken(d1: D1Database, userId: string, name: string) {
  const token = `dd_${randomToken()}`;
  const row = { id: randomId(10), tokenHash: await sha256(token), userId, name, createdAt: Date.now(), lastUsedAt: null, revokedAt: null };
  await db(d1).insert(apiTokens).values(row);
  return { token, id: row.id, name, createdAt: row.createdAt };
}

export async function userByApiToken(d1: D1Database, token: string): Promise<{ user: User; tokenId: string } | undefined> {
  return db(d1)
    .select({ user: users, tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, await sha256(token)), isNull(apiTokens.revokedAt)))
    .get();
}

/**
 * What a socket remembers of the credential that opened it, to be closed when that credential
 * ends: a session by the start of its stored hash, an API token by its id. Names nothing secret.
 */
export async function sessionCredential(token: string): Promise<string> {
  return `s:${(await sha256(token)).slice(0, 16)}`;
}
export const tokenCredential = (tokenId: string) => `t:${tokenId}`;

export async function listApiTokens(d1: D1Database, userId: string) {
  return db(d1)
    .select({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .all();
}

/** Revokes the active tokens matching `which`; returns how many. */
async function revokeTokens(d1: D1Database, which: SQL | undefined): Promise<number> {
  const rows = await db(d1)
    .update(apiTokens)
    .set({ revokedAt: Date.now() })
    .where(and(which, isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

export async function revokeApiToken(d1: D1Database, userId: string, id: string): Promise<boolean> {
  return (await revokeTokens(d1, and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))) > 0;
}

/** Revokes every token of this user still active ("sign out everywhere"); returns how many. */
export async function revokeAllApiTokens(d1: D1Database, userId: string): Promise<number> {
  return revokeTokens(d1, eq(apiTokens.userId, userId));
}

/** Which of these users are members (guests have no profile to link to). */
export async function membersAmong(d1: D1Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await drizzle(d1).select({ id: users.id }).from(users).where(and(inArray(users.id, [...new Set(ids)]), eq(users.kind, "member"))).all();
  return new Set(rows.map((r) => r.id));
}
