/**
 * Ratings and records in D1: written once per finished match (`recordMatchResult`, from the room's
 * delivery), read by the players' and leaderboards' routes. The mathematics is src/ratings.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { anchorSkill, type Level } from "../ratings/anchors";
import { NEW_PLAYER, PROVISIONAL_DEVIATION, rateMatch, shown, type Entrant } from "../ratings/model";
import type { Placed } from "../ratings/order";
import { reliabilityOf } from "./reliability";
import { matchResults, matches, playerRatings, ratingHistory, users } from "./schema";

export type RatingClass = "2p" | "multi";
export const RATING_CLASSES: RatingClass[] = ["2p", "multi"];

export interface MatchResult {
  matchId: string;
  game: string;
  class: RatingClass;
  finishedAt: number;
  /** The match counts for ratings (created rated, not an abort); a guest's seat still makes it unrated here. */
  rated: boolean;
  abort: boolean;
  order: Placed[];
  seats: {
    seat: number;
    /** The person who sat there (null: the computer's own seat, at `level`). */
    userId: string | null;
    level: Level | null;
    place: number;
    result: "won" | "drawn" | "lost";
    timedOut: boolean;
    /** May this match move the seat's rating (src/match/results.ts `ratedSeats`)? */
    moves: boolean;
  }[];
}

/**
 * Writes a finished match's ratings and results, once: a match already recorded changes nothing,
 * and two deliveries racing fail as a whole on the results' primary key (the loser is retried and
 * then finds the match recorded). Guests get no rows; a guest's seat makes the match unrated.
 */
export async function recordMatchResult(d1: D1Database, r: MatchResult): Promise<void> {
  const db = drizzle(d1);
  const done = await db.select({ seat: matchResults.seat }).from(matchResults).where(eq(matchResults.matchId, r.matchId)).limit(1).all();
  if (done.length > 0) return;
  const people = r.seats.filter((s) => s.userId !== null);
  if (people.length === 0) return;
  const kinds = await db.select({ id: users.id, kind: users.kind }).from(users).where(inArray(users.id, people.map((s) => s.userId!))).all();
  const members = new Set(kinds.filter((u) => u.kind === "member").map((u) => u.id));
  if (members.size === 0) return;
  const rated = r.rated && people.every((s) => members.has(s.userId!));
  const before = rated ? await currentSkills(d1, [...members], r.game, r.class) : new Map<string, typeof skillRow>();
  const entrants: Entrant[] = r.seats.map((s) => {
    if (s.userId === null) return { seat: s.seat, skill: anchorSkill(r.game, s.level ?? "normal"), moves: false };
    return { seat: s.seat, skill: before.get(s.userId) ?? NEW_PLAYER, moves: s.moves };
  });
  const after = rated ? rateMatch(r.order, entrants) : null;
  const writes = people.filter((s) => members.has(s.userId!)).flatMap((s) => {
    const old = before.get(s.userId!);
    const next = after?.get(s.seat);
    const moved = rated && s.moves && next !== undefined;
    const change = moved ? shown(next).rating - shown(old ?? NEW_PLAYER).rating : null;
    const row = db.insert(matchResults).values({
      matchId: r.matchId, seat: s.seat, userId: s.userId!, game: r.game, class: r.class, place: s.place, result: s.result,
      timedOut: s.timedOut, rated: moved, ratingChange: change, finishedAt: r.finishedAt,
    });
    if (!moved) return [row];
    const n = (old?.matches ?? 0) + 1;
    const { rating, deviation } = shown(next);
    const values = { userId: s.userId!, game: r.game, class: r.class, mu: next.mu, sigma: next.sigma, rating, deviation, matches: n, updatedAt: r.finishedAt };
    return [
      row,
      db.insert(playerRatings).values(values).onConflictDoUpdate({ target: [playerRatings.userId, playerRatings.game, playerRatings.class], set: values }),
      db.insert(ratingHistory).values({ userId: s.userId!, game: r.game, class: r.class, n, matchId: r.matchId, at: r.finishedAt, rating, deviation }),
    ];
  });
  if (writes.length > 0) await db.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
}

const skillRow = { mu: 0, sigma: 0, matches: 0 };

async function currentSkills(d1: D1Database, userIds: string[], game: string, klass: RatingClass): Promise<Map<string, typeof skillRow>> {
  const rows = await drizzle(d1)
    .select({ userId: playerRatings.userId, mu: playerRatings.mu, sigma: playerRatings.sigma, matches: playerRatings.matches })
    .from(playerRatings)
    .where(and(inArray(playerRatings.userId, userIds), eq(playerRatings.game, game), eq(playerRatings.class, klass)))
    .all();
  return new Map(rows.map((r) => [r.userId, { mu: r.mu, sigma: r.sigma, matches: r.matches }]));
}

/** A member's public profile (null: no such member; guests have none). */
export async function playerProfile(d1: D1Database, id: string) {
  const db = drizzle(d1);
  const user = await db.select({ id: users.id, name: users.name, kind: users.kind, createdAt: users.createdAt }).from(users).where(eq(users.id, id)).get();
  if (!user || user.kind !== "member") return null;
  const [ratings, record, recent, reliability] = await Promise.all([
    db.select().from(playerRatings).where(eq(playerRatings.userId, id)).orderBy(playerRatings.game, playerRatings.class).all(),
    db
      .select({
        played: sql<number>`count(*)`,
        won: sql<number>`coalesce(sum(${matchResults.result} = 'won'), 0)`,
        drawn: sql<number>`coalesce(sum(${matchResults.result} = 'drawn'), 0)`,
        lost: sql<number>`coalesce(sum(${matchResults.result} = 'lost'), 0)`,
        timeouts: sql<number>`coalesce(sum(${matchResults.timedOut}), 0)`,
      })
      .from(matchResults)
      .where(eq(matchResults.userId, id))
      .get(),
    // A private match is its players' only: it counts in the record and the rating, but is not listed.
    db
      .select({ matchId: matchResults.matchId, game: matchResults.game, finishedAt: matchResults.finishedAt, place: matchResults.place, ratingChange: matchResults.ratingChange })
      .from(matchResults)
      .leftJoin(matches, eq(matches.id, matchResults.matchId))
      .where(and(eq(matchResults.userId, id), sql`coalesce(${matches.visibility}, 'unlisted') <> 'private'`))
      .orderBy(desc(matchResults.finishedAt))
      .limit(20)
      .all(),
    reliabilityOf(d1, id),
  ]);
  return {
    id: user.id,
    name: user.name,
    memberSince: new Date(user.createdAt).toISOString(),
    ratings: ratings.map((r) => ({ game: r.game, class: r.class, rating: r.rating, deviation: r.deviation, provisional: r.deviation > PROVISIONAL_DEVIATION, matches: r.matches })),
    record: { played: record?.played ?? 0, won: record?.won ?? 0, drawn: record?.drawn ?? 0, lost: record?.lost ?? 0, timeouts: record?.timeouts ?? 0 },
    recent: recent.map((m) => ({ matchId: m.matchId, game: m.game, finishedAt: new Date(m.finishedAt).toISOString(), place: m.place, ratingChange: m.ratingChange })),
    reliability,
  };
}

/** A member's rating history in one game and class, oldest first (null: no such member). */
export async function ratingHistoryOf(d1: D1Database, id: string, game: string, klass: RatingClass) {
  const db = drizzle(d1);
  const user = await db.select({ kind: users.kind }).from(users).where(eq(users.id, id)).get();
  if (!user || user.kind !== "member") return null;
  const rows = await db
    .select()
    .from(ratingHistory)
    .where(and(eq(ratingHistory.userId, id), eq(ratingHistory.game, game), eq(ratingHistory.class, klass)))
    .orderBy(ratingHistory.n)
    .all();
  return rows.map((h) => ({ at: new Date(h.at).toISOString(), matchId: h.matchId, rating: h.rating, deviation: h.deviation }));
}

/** The best established ratings of one game and class (provisional ones left out), best first. */
export async function leaderboard(d1: D1Database, game: string, klass: RatingClass, limit: number) {
  const rows = await drizzle(d1)
    .select({ id: users.id, name: users.name, rating: playerRatings.rating, deviation: playerRatings.deviation, matches: playerRatings.matches })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .where(and(eq(playerRatings.game, game), eq(playerRatings.class, klass), sql`${playerRatings.deviation} <= ${PROVISIONAL_DEVIATION}`))
    .orderBy(desc(playerRatings.rating), playerRatings.deviation)
    .limit(limit)
    .all();
  return rows.map((r, i) => ({ rank: i + 1, player: { id: r.id, name: r.name }, rating: r.rating, deviation: r.deviation, matches: r.matches }));
}
