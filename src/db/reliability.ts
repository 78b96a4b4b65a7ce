/**
 * A member's reliability: how many matches they left before the end, by resigning or by running
 * out of time (the rooms write each departure to `seat_departures`). For `/api/me` and a profile page.
 */
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { seatDepartures } from "./schema";

export interface Reliability {
  /** Matches in which they resigned before the end. */
  resignations: number;
  /** Matches in which their time ran out (they lost, or the computer took the seat over). */
  timeouts: number;
}

export async function reliabilityOf(d1: D1Database, userId: string): Promise<Reliability> {
  const rows = await drizzle(d1)
    .select({ reason: seatDepartures.reason, n: sql<number>`count(*)` })
    .from(seatDepartures)
    .where(eq(seatDepartures.userId, userId))
    .groupBy(seatDepartures.reason)
    .all();
  const count = (reason: string) => rows.find((r) => r.reason === reason)?.n ?? 0;
  return { resignations: count("resigned"), timeouts: count("timeout") };
}
