// The D1 match index's upserts (src/db/matchIndex.ts) rewrite only the rows that changed: D1 bills
// every row written (its index entries included). Who decides is on the match row, which a move
// rewrites anyway, so a move writes that one row and no seat row; a seat is written when it is taken.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { matchesOfUser, matchIndexStatements, openPublicMatches, readMatchIndex, type MatchSummary } from "../../src/db/matchIndex";

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
    { seat: 0, userId: "u-a", name: "Ada", deciding: true, deadline: null },
    { seat: 1, userId: "u-b", name: "Bea", deciding: false, deadline: null },
    { seat: 2, userId: "u-c", name: "Cy", deciding: false, deadline: null },
  ],
  offeredSeats: [],
  departures: [],
  ...over,
});

/** Rows written by each statement: [match, seat 0, seat 1, seat 2]. */
async function write(m: MatchSummary): Promise<number[]> {
  const results = await env.DB.batch(matchIndexStatements(env.DB, m));
  return results.map((r) => r.meta.rows_written);
}

const seatsOf = async (id: string) =>
  (await env.DB.prepare("SELECT seat, user_id, name FROM match_seats WHERE match_id = ? ORDER BY seat").bind(id).all()).results;

/** Is it this user's turn in match `id`, by "my matches"' reading of the index? */
const yourTurn = async (userId: string, id: string) => (await matchesOfUser(env.DB, userId)).mine.find((r) => r.m.id === id)?.yourTurn;

describe("the match index", () => {
  it("writes nothing when the summary is delivered again unchanged (a woken room delivers again)", async () => {
    const m = summary();
    const first = await write(m);
    expect(first.every((n) => n > 0)).toBe(true);
    expect(await write(m)).toEqual([0, 0, 0, 0]);
    expect((await readMatchIndex(env.DB, m.id))?.seq).toBe(5);
  });

  it("rewrites the match row (who decides is on it) and no seat row on a move; a seat taken rewrites that seat", async () => {
    const m = summary();
    await write(m);
    expect([await yourTurn("u-a", m.id), await yourTurn("u-b", m.id)]).toEqual([true, false]);
    const moved = { ...m, seq: 6, updatedAt: 3_000, actors: [1], seats: m.seats.map((s) => ({ ...s, deciding: s.seat === 1 })) };
    const written = await write(moved);
    // One row: the match row, and no entry of the lobby's index (it holds open matches only).
    expect(written).toEqual([1, 0, 0, 0]);
    expect((await readMatchIndex(env.DB, m.id))?.seq).toBe(6);
    expect([await yourTurn("u-a", m.id), await yourTurn("u-b", m.id), await yourTurn("u-c", m.id)]).toEqual([false, true, false]);
    expect(await seatsOf(m.id)).toEqual([
      { seat: 0, user_id: "u-a", name: "Ada" },
      { seat: 1, user_id: "u-b", name: "Bea" },
      { seat: 2, user_id: "u-c", name: "Cy" },
    ]);
    // A seat taken (user and name change) is written even when its turn does not change.
    const joined = { ...moved, seats: moved.seats.map((s) => (s.seat === 2 ? { seat: 2, userId: "u-d", name: "Dee", deciding: false, deadline: null } : s)) };
    expect((await write(joined)).slice(1)).toEqual([0, 0, expect.any(Number)]);
    expect((await seatsOf(m.id))[2]).toEqual({ seat: 2, user_id: "u-d", name: "Dee" });
    expect(await yourTurn("u-d", m.id)).toBe(false);
  });

  it("gives each deciding seat its own deadline, only to its own player (SP-5: hidden actors, no public deadline)", async () => {
    // Sleep's simultaneous phase: seats 0 and 2 decide, nobody may know who, so nothing public says it.
    const m = summary({
      game: "sleep",
      actors: [],
      deadline: null,
      seats: [
        { seat: 0, userId: "u-a", name: "Ada", deciding: true, deadline: 5_000 },
        { seat: 1, userId: "u-b", name: "Bea", deciding: false, deadline: null },
        { seat: 2, userId: "u-c", name: "Cy", deciding: true, deadline: 7_000 },
      ],
    });
    await write(m);
    const entry = async (userId: string) => (await matchesOfUser(env.DB, userId)).mine.find((r) => r.m.id === m.id)!;
    expect([(await entry("u-a")).yourDeadline, (await entry("u-b")).yourDeadline, (await entry("u-c")).yourDeadline]).toEqual([5_000, null, 7_000]);
    // What a player's entry carries besides their own status says nothing of the others'.
    for (const userId of ["u-a", "u-b", "u-c"]) {
      const { m: row } = await entry(userId);
      expect(Object.keys(row)).not.toContain("deciding");
      expect(Object.keys(row)).not.toContain("seatDeadlines");
      expect(JSON.stringify(row)).not.toMatch(/5000|7000/);
    }
  });

  it("merges each seat's 'your move' note into the row, and leaves the notes out of every public selection", async () => {
    const note = (u: string, d: number) => ({ u, k: `k-${u}`, d, t: "Your move", b: `secret line of ${u}`, r: 0 as const });
    const m = summary({ visibility: "public", status: "open", turnNotes: { "0": note("u-a", 10) } });
    await write(m);
    // The next decision is seat 1's: seat 0 keeps the note of its last one.
    expect((await write({ ...m, seq: 6, turnNotes: { "1": note("u-b", 20) } }))[0]).toBeGreaterThan(0);
    const notes = async () => JSON.parse((await readMatchIndex(env.DB, m.id))!.turnNotes);
    expect(await notes()).toEqual({ "0": note("u-a", 10), "1": note("u-b", 20) });
    // Delivered again: the row is not rewritten.
    expect((await write({ ...m, seq: 6, turnNotes: { "1": note("u-b", 20) } }))[0]).toBe(0);
    const lobby = await openPublicMatches(env.DB);
    const mine = await matchesOfUser(env.DB, "u-a");
    for (const row of [...lobby.matches, ...mine.mine.map((r) => r.m)]) {
      expect(Object.keys(row)).not.toContain("turnNotes");
      expect(JSON.stringify(row)).not.toContain("secret line");
    }
    expect(lobby.matches.map((r) => r.id)).toContain(m.id);
  });
});
