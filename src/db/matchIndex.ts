/**
 * The D1 match index: the rooms write their summaries here (`matchIndexStatements`, from the
 * room's delivery) and the routes read it (the lobby, "my matches", a user's match ids).
 */
import { and, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { chatReports, matchSeats, matches } from "./schema";

export interface MatchSummary {
  id: string;
  game: string;
  status: "open" | "active" | "finished" | "aborted";
  visibility: "public" | "unlisted" | "private";
  players: number;
  seq: number;
  /** The actors anyone may know of (a spectator's; Sleep: none, SP-5). */
  actors: number[];
  outcome: string | null;
  deadline: number | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  /** `deciding`: this seat must decide now; its own player's to know only (matchesOfUser). */
  seats: { seat: number; userId: string | null; name: string | null; deciding: boolean }[];
}

/**
 * The upsert's guard: update only when one of these columns differs from the row being inserted
 * (`excluded`), so that an unchanged row is not rewritten (D1 bills every row written, its
 * indexes' entries included).
 */
function changed(table: string, columns: string[]): SQL {
  return sql.raw(columns.map((c) => `"${table}"."${c}" IS NOT excluded."${c}"`).join(" OR "));
}

/**
 * The statements that write a room's summary into the index: the match row and one row per seat,
 * upserted, each only where it changed (a move usually changes the match row and the seats whose
 * turn began or ended). Returned unsent, so that the room sends them in one batch with its notices.
 */
export function matchIndexStatements(d1: D1Database, m: MatchSummary): D1PreparedStatement[] {
  const db = drizzle(d1);
  const row = {
    id: m.id,
    game: m.game,
    status: m.status,
    visibility: m.visibility,
    players: m.players,
    seq: m.seq,
    actors: JSON.stringify(m.actors),
    freeSeats: m.seats.filter((s) => s.userId === null && s.name === null).length,
    outcome: m.outcome,
    deadline: m.deadline,
    createdBy: m.createdBy,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
  const { id: _id, createdBy: _c, createdAt: _a, ...changing } = row;
  const queries = [
    db
      .insert(matches)
      .values(row)
      .onConflictDoUpdate({ target: matches.id, set: changing, setWhere: changed("matches", Object.keys(changing).map((k) => matches[k as keyof typeof changing].name)) }),
    ...m.seats.map((s) =>
      db
        .insert(matchSeats)
        .values({ matchId: m.id, seat: s.seat, userId: s.userId, name: s.name, isActor: s.deciding })
        .onConflictDoUpdate({
          target: [matchSeats.matchId, matchSeats.seat],
          set: { userId: s.userId, name: s.name, isActor: s.deciding },
          setWhere: changed("match_seats", ["user_id", "name", "is_actor"]),
        }),
    ),
  ];
  return queries.map((q) => {
    const { sql, params } = q.toSQL();
    return d1.prepare(sql).bind(...params);
  });
}

export async function readMatchIndex(d1: D1Database, id: string) {
  return drizzle(d1).select().from(matches).where(eq(matches.id, id)).get();
}

export type IndexedMatch = typeof matches.$inferSelect;
export type IndexedSeat = typeof matchSeats.$inferSelect;

/** The ids of the matches a user sits in (optionally only those with these statuses). */
export async function matchIdsOf(d1: D1Database, userId: string, statuses?: MatchSummary["status"][]): Promise<string[]> {
  const rows = await drizzle(d1)
    .select({ id: matches.id })
    .from(matchSeats)
    .innerJoin(matches, eq(matches.id, matchSeats.matchId))
    .where(statuses ? and(eq(matchSeats.userId, userId), inArray(matches.status, statuses)) : eq(matchSeats.userId, userId))
    .all();
  return rows.map((r) => r.id);
}

/** The seats of these matches. */
async function seatsOf(d1: D1Database, ids: string[]): Promise<IndexedSeat[]> {
  return ids.length ? await drizzle(d1).select().from(matchSeats).where(inArray(matchSeats.matchId, ids)).all() : [];
}

/** The lobby: up to 50 public matches waiting for players (of one game, if given), newest first, with their seats. */
export async function openPublicMatches(d1: D1Database, game?: string): Promise<{ matches: IndexedMatch[]; seats: IndexedSeat[] }> {
  const rows = await drizzle(d1)
    .select()
    .from(matches)
    .where(and(eq(matches.visibility, "public"), eq(matches.status, "open"), game ? eq(matches.game, game) : undefined))
    .orderBy(desc(matches.updatedAt))
    .limit(50)
    .all();
  return { matches: rows, seats: await seatsOf(d1, rows.map((r) => r.id)) };
}

/** Up to 200 matches a user sits in, most recently changed first, with their seat and every match's seats. */
export async function matchesOfUser(d1: D1Database, userId: string) {
  const mine = await drizzle(d1)
    .select({ m: matches, seat: matchSeats.seat, isActor: matchSeats.isActor, chatUnread: matchSeats.chatUnread })
    .from(matchSeats)
    .innerJoin(matches, eq(matches.id, matchSeats.matchId))
    .where(eq(matchSeats.userId, userId))
    .orderBy(desc(matches.updatedAt))
    .limit(200)
    .all();
  return { mine, seats: await seatsOf(d1, mine.map((r) => r.m.id)) };
}

/** Mutes (or unmutes) a match's email for the user's seat; false when they have no seat in it. */
export async function setMuted(d1: D1Database, matchId: string, userId: string, muted: boolean): Promise<boolean> {
  const rows = await drizzle(d1)
    .update(matchSeats)
    .set({ muted })
    .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.userId, userId)))
    .returning({ seat: matchSeats.seat });
  return rows.length > 0;
}

/** A chat line arrived that these seats' players have not read. */
export async function addUnreadChat(d1: D1Database, matchId: string, seats: number[]): Promise<void> {
  if (seats.length === 0) return;
  await drizzle(d1)
    .update(matchSeats)
    .set({ chatUnread: sql`${matchSeats.chatUnread} + 1` })
    .where(and(eq(matchSeats.matchId, matchId), inArray(matchSeats.seat, seats)));
}

/** This user has read the match's chat. */
export async function clearUnreadChat(d1: D1Database, matchId: string, userId: string): Promise<void> {
  await drizzle(d1)
    .update(matchSeats)
    .set({ chatUnread: 0 })
    .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.userId, userId), gt(matchSeats.chatUnread, 0)));
}

/** Keeps a reported chat line, as it was, for a moderator; reporting the same line again changes nothing. */
export async function reportChatLine(d1: D1Database, r: { matchId: string; channel: string; n: number; seat: number; author: string; text: string; reporterId: string }): Promise<void> {
  await drizzle(d1)
    .insert(chatReports)
    .values({ id: `${r.matchId}:${r.channel}:${r.n}:${r.reporterId}`, matchId: r.matchId, n: r.n, seat: r.seat, author: r.author, text: r.text, reporterId: r.reporterId, createdAt: Date.now() })
    .onConflictDoNothing();
}
