// The D1 match index's upserts (src/db/matchIndex.ts) rewrite only the rows that changed: D1 bills
// every row written, and a move usually changes the match row and the seats whose turn began or ended.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { matchIndexStatements, readMatchIndex, type MatchSummary } from "../../src/db/matchIndex";

const summary = (over: Partial<MatchSummary> = {}): MatchSummary => ({
  id: `index-probe-${crypto.randomUUID()}`,
  game: "sleepers",
  status: "active",
  visibility: "unlisted",
  players: 3,
  seq: 5,
  actors: [0],
  outcome: null,
  deadline: null,
  createdBy: "u-a",
  createdAt: 1_000,
  updatedAt: 2_000,
  seats: [
    { seat: 0, userId: "u-a", name: "Ada", deciding: true },
    { seat: 1, userId: "u-b", name: "Bea", deciding: false },
    { seat: 2, userId: "u-c", name: "Cy", deciding: false },
  ],
  ...over,
});

/** Rows written by each statement: [match, seat 0, seat 1, seat 2]. */
async function write(m: MatchSummary): Promise<number[]> {
  const results = await env.DB.batch(matchIndexStatements(env.DB, m));
  return results.map((r) => r.meta.rows_written);
}

const seatsOf = async (id: string) =>
  (await env.DB.prepare("SELECT seat, user_id, name, is_actor FROM match_seats WHERE match_id = ? ORDER BY seat").bind(id).all()).results;

describe("the match index", () => {
  it("writes nothing when the summary is delivered again unchanged (a woken room delivers again)", async () => {
    const m = summary();
    const first = await write(m);
    expect(first.every((n) => n > 0)).toBe(true);
    expect(await write(m)).toEqual([0, 0, 0, 0]);
    expect((await readMatchIndex(env.DB, m.id))?.seq).toBe(5);
  });

  it("rewrites the match row and only the seats whose turn began or ended", async () => {
    const m = summary();
    await write(m);
    const moved = { ...m, seq: 6, updatedAt: 3_000, actors: [1], seats: m.seats.map((s) => ({ ...s, deciding: s.seat === 1 })) };
    const written = await write(moved);
    expect(written[0]).toBeGreaterThan(0);
    expect(written[1]).toBeGreaterThan(0);
    expect(written[2]).toBeGreaterThan(0);
    expect(written[3]).toBe(0);
    expect((await readMatchIndex(env.DB, m.id))?.seq).toBe(6);
    expect(await seatsOf(m.id)).toEqual([
      { seat: 0, user_id: "u-a", name: "Ada", is_actor: 0 },
      { seat: 1, user_id: "u-b", name: "Bea", is_actor: 1 },
      { seat: 2, user_id: "u-c", name: "Cy", is_actor: 0 },
    ]);
    // A seat taken (user and name change) is written even when its turn does not change.
    const joined = { ...moved, seats: moved.seats.map((s) => (s.seat === 2 ? { seat: 2, userId: "u-d", name: "Dee", deciding: false } : s)) };
    expect((await write(joined)).slice(1)).toEqual([0, 0, expect.any(Number)]);
    expect((await seatsOf(m.id))[2]).toEqual({ seat: 2, user_id: "u-d", name: "Dee", is_actor: 0 });
  });
});
