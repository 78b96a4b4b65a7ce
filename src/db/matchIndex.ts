/**
 * The D1 match index: the rooms write their summaries here (`matchIndexStatements`, from the
 * room's delivery) and the routes read it (the lobby, "my matches", a user's match ids).
 */
import { and, desc, eq, getTableColumns, gt, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { chatReports, matchSeats, matches } from "./schema";

/**
 * A seat's "your move": its player, the entry's id, the decision (its start, ms), its title and
 * text (each a `Text` as JSON: a JSON merge patch would drop the nulls inside a message's
 * parameters), read because they watched it (1) or not (0). Every field is always written: a JSON
 * merge patch merges a seat's object field by field, and would keep a field the newer note lacks.
 */
export interface TurnNote {
  u: string;
  k: string;
  d: number;
  t: string;
  b: string;
  r: 0 | 1;
}

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
  /** The earliest deadline anyone may know of. */
  deadline: number | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  /**
   * `deciding`: this seat must decide now; `deadline`: its own deadline while it does. Both are
   * the seat's own player's to know only (matchesOfUser), never anyone else's (SP-5).
   */
  seats: { seat: number; userId: string | null; name: string | null; deciding: boolean; deadline: number | null }[];
  /** A public running match's seats offered to newcomers, with their invites (the lobby's); else empty. */
  offeredSeats: { seat: number; invite: string }[];
  /** Everyone who left a seat before the end (the reliability count). */
  departures: { seat: number; userId: string; reason: "resigned" | "timeout"; at: number }[];
  /** The "your move" notes of the decisions being delivered, by seat (merged into the row's; each its player's only). */
  turnNotes?: Record<string, TurnNote>;
}

/** The match row's columns, in the order of the upsert's parameters; the first three never change. */
const MATCH_COLUMNS = ["id", "created_by", "created_at", "game", "status", "visibility", "players", "seq", "actors", "deciding", "seat_deadlines", "free_seats", "outcome", "deadline", "updated_at", "offered_seats", "turn_notes"];
const CHANGING = MATCH_COLUMNS.slice(3, -1);
/** The seats' notes are merged, not replaced: a seat not deciding now keeps the note of its last decision. */
const MERGED_NOTES = `json_patch(matches.turn_notes, excluded.turn_notes)`;

/**
 * Upserts that write a row only where a column differs from the row being inserted (`excluded`):
 * D1 bills every row written, its indexes' entries included, so an unchanged row is not rewritten.
 * Plain SQL, prepared once per isolate's text: a room delivers often and drizzle's builder costs CPU.
 */
const changedWhere = (table: string, columns: string[]) => columns.map((c) => `"${table}"."${c}" IS NOT excluded."${c}"`).join(" OR ");
const UPSERT_MATCH = `INSERT INTO matches (${MATCH_COLUMNS.join(", ")}) VALUES (${MATCH_COLUMNS.map((_, i) => `?${i + 1}`).join(", ")})
  ON CONFLICT (id) DO UPDATE SET ${CHANGING.map((c) => `${c} = excluded.${c}`).join(", ")}, turn_notes = ${MERGED_NOTES}
  WHERE ${changedWhere("matches", CHANGING)} OR ${MERGED_NOTES} IS NOT matches.turn_notes`;
// A seat taken over by a newcomer (src/match/seats.ts) starts unmuted, with nothing unread: the leaver's are not theirs.
const UPSERT_SEAT = `INSERT INTO match_seats (match_id, seat, user_id, name) VALUES (?1, ?2, ?3, ?4)
  ON CONFLICT (match_id, seat) DO UPDATE SET user_id = excluded.user_id, name = excluded.name,
    muted = CASE WHEN match_seats.user_id IS excluded.user_id THEN match_seats.muted ELSE 0 END,
    chat_unread = CASE WHEN match_seats.user_id IS excluded.user_id THEN match_seats.chat_unread ELSE 0 END
  WHERE ${changedWhere("match_seats", ["user_id", "name"])}`;
const INSERT_DEPARTURE = `INSERT INTO seat_departures (match_id, user_id, seat, reason, at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING`;

/**
 * The statements that write a room's summary into the index: the match row (who decides and
 * their deadlines included, so a move changes only this row) and, unless `withSeats` is false
 * (the room knows D1 has them), one row per seat with who sits there. Returned unsent, so that
 * the room sends them in one batch with its notices.
 */
export function matchIndexStatements(d1: D1Database, m: MatchSummary, withSeats = true): D1PreparedStatement[] {
  const row = [
    m.id,
    m.createdBy,
    m.createdAt,
    m.game,
    m.status,
    m.visibility,
    m.players,
    m.seq,
    JSON.stringify(m.actors),
    JSON.stringify(m.seats.flatMap((s) => (s.deciding ? [s.seat] : []))),
    JSON.stringify(m.seats.map((s) => (s.deciding ? s.deadline : null))),
    // A free seat has neither a person nor the computer (a bot seat has a name and no user).
    m.seats.filter((s) => s.userId === null && s.name === null).length,
    m.outcome,
    m.deadline,
    m.updatedAt,
    JSON.stringify(m.offeredSeats),
    JSON.stringify(m.turnNotes ?? {}),
  ];
  const seats = withSeats ? m.seats.map((s) => d1.prepare(UPSERT_SEAT).bind(m.id, s.seat, s.userId, s.name)) : [];
  const departures = withSeats ? m.departures.map((d) => d1.prepare(INSERT_DEPARTURE).bind(m.id, d.userId, d.seat, d.reason, d.at)) : [];
  return [d1.prepare(UPSERT_MATCH).bind(...row), ...seats, ...departures];
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
export async function openPublicMatches(d1: D1Database, game?: string): Promise<{ matches: PublicIndexedMatch[]; seats: IndexedSeat[] }> {
  const { deciding: _d, seatDeadlines: _s, turnNotes: _t, ...publicColumns } = getTableColumns(matches);
  const rows = await drizzle(d1)
    .select(publicColumns)
    .from(matches)
    // The literal (not a bound parameter) lets SQLite use the partial index of open matches.
    .where(and(eq(matches.visibility, "public"), sql`${matches.status} = 'open'`, game ? eq(matches.game, game) : undefined))
    .orderBy(desc(matches.updatedAt))
    .limit(50)
    .all();
  return { matches: rows, seats: await seatsOf(d1, rows.map((r) => r.id)) };
}

/** The lobby's "seat open in a running match": up to 50 public running matches with a seat offered to newcomers, newest first. */
export async function offeredPublicSeats(d1: D1Database, game?: string): Promise<{ matches: PublicIndexedMatch[]; seats: IndexedSeat[] }> {
  const { deciding: _d, seatDeadlines: _s, turnNotes: _t, ...publicColumns } = getTableColumns(matches);
  const rows = await drizzle(d1)
    .select(publicColumns)
    .from(matches)
    // The literal lets SQLite use the partial index of matches with a seat on offer.
    .where(and(sql`${matches.offeredSeats} <> '[]'`, eq(matches.visibility, "public"), eq(matches.status, "active"), game ? eq(matches.game, game) : undefined))
    .orderBy(desc(matches.updatedAt))
    .limit(50)
    .all();
  return { matches: rows, seats: await seatsOf(d1, rows.map((r) => r.id)) };
}

/** The index row of a match with what only the seat's own player may know taken out: who decides, their deadlines, their "your move". */
export type PublicIndexedMatch = Omit<IndexedMatch, "deciding" | "seatDeadlines" | "turnNotes">;

/**
 * Up to 200 matches a user sits in, most recently changed first, with their seat and every match's
 * seats. `yourTurn` and `yourDeadline` are the user's own seat's (SP-5: nobody else's status or
 * deadline leaves this function); `m` is the public part of the row.
 */
export async function matchesOfUser(d1: D1Database, userId: string) {
  const rows = await drizzle(d1)
    .select({ m: matches, seat: matchSeats.seat, chatUnread: matchSeats.chatUnread })
    .from(matchSeats)
    .innerJoin(matches, eq(matches.id, matchSeats.matchId))
    .where(eq(matchSeats.userId, userId))
    .orderBy(desc(matches.updatedAt))
    .limit(200)
    .all();
  const mine = rows.map(({ m: { deciding, seatDeadlines, turnNotes: _notes, ...m }, seat, chatUnread }) => ({
    m: m as PublicIndexedMatch,
    seat,
    chatUnread,
    yourTurn: m.status === "active" && (JSON.parse(deciding) as number[]).includes(seat),
    yourDeadline: m.status === "active" ? ((JSON.parse(seatDeadlines) as (number | null)[])[seat] ?? null) : null,
  }));
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
