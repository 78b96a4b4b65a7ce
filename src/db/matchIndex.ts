/** Writes a room's summary into the D1 match index (called from the room's outbox). */
import { eq } from "drizzle-orm";
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
    freeSeats: m.seats.filter((s) => s.userId === null).length,
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
