/** The D1 list of tournaments: each tournament's object upserts its row; GET /api/tournaments reads it. */
import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { tournaments } from "./schema";

export type TournamentSummaryRow = typeof tournaments.$inferSelect;

export async function upsertTournament(db: D1Database, row: TournamentSummaryRow): Promise<void> {
  const { id: _id, createdAt: _createdAt, ...changing } = row;
  await drizzle(db).insert(tournaments).values(row).onConflictDoUpdate({ target: tournaments.id, set: changing }).run();
}

/** Public tournaments (with this status, or any), newest first (at most `limit`). */
export async function listTournaments(db: D1Database, status: TournamentSummaryRow["status"] | null, limit = 100): Promise<TournamentSummaryRow[]> {
  return drizzle(db)
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.visibility, "public"), status ? eq(tournaments.status, status) : undefined))
    .orderBy(desc(tournaments.createdAt))
    .limit(limit)
    .all();
}
