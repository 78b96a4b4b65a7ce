/**
 * The D1 match index: the rooms write their summaries here (`matchIndexStatements`, from the
 * room's delivery) and the routes read it (the lobby, "my matches", a user's match ids).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { matchSeats, matches } from "./schema";

export interface MatchSummary {
  id: string;
  game: string;
  status: "open" | "active" | "finished" | "aborted";
  visibility: "public" | "unlisted" | "private";
  players: number;
  seq: number;
  actors: number[];
  outcome: string | null;
  deadline: number | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  seats: { seat: number; userId: string | null; name: string | null }[];
}

/**
 * The statements that write a room's summary into the index: the match row and one row per seat,
 * upserted. Returned unsent, so that the room sends them in one batch with its notices.
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
    db.insert(matches).values(row).onConflictDoUpdate({ target: matches.id, set: changing }),
    ...m.seats.map((s) =>
      db
        .insert(matchSeats)
        .values({ matchId: m.id, seat: s.seat, userId: s.userId, name: s.name, isActor: m.actors.includes(s.seat) })
        .onConflictDoUpdate({
          target: [matchSeats.matchId, matchSeats.seat],
          set: { userId: s.userId, name: s.name, isActor: m.actors.includes(s.seat) },
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
    .select({ m: matches, seat: matchSeats.seat, isActor: matchSeats.isActor })
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
