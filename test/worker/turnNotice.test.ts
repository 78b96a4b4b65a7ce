// A player's "your move" (issue #36): the inbox derives it from the match index, whose row a move
// rewrites anyway, so a decision writes one D1 row for everyone it concerns; an inbox row is added
// only for a decision to email or push, and it makes that email exactly-once. A newer decision
// makes the entry unread again; a repeated delivery writes nothing and sends nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { matchIndexStatements, type MatchSummary } from "../../src/db/matchIndex";
import { listNotifications, markRead, noticeStatements } from "../../src/notify/inbox";
import type { Notice } from "../../src/notify/notice";
import { markTurnsRead, turnNotesOf } from "../../src/notify/turnEntries";
import { msg } from "../../src/shared/i18n/index";
import { joined } from "../../src/engine/words";

async function user(emailMode: "every" | "none", locale: "en" | "fr" = "en"): Promise<{ id: string; locale: string }> {
  const id = `turn-probe-${crypto.randomUUID()}`.slice(0, 40);
  await env.DB.prepare(`INSERT INTO users (id, name, email, kind, email_mode, unsubscribe_key, created_at, locale) VALUES (?, 'Ada', ?, 'member', ?, 'k', 0, ?)`)
    .bind(id, `${id}@example.com`, emailMode, locale)
    .run();
  return { id, locale };
}

const turn = (userId: string, matchId: string, decision: number): Notice => ({
  userId,
  seat: 1,
  kind: "turn",
  dedupeKey: `${matchId}:turn:1`,
  title: msg("turnTitle", { match: "Tiny vs Bea" }),
  body: `The move of decision ${decision}`,
  matchId,
  path: `/m/${matchId}`,
  decision,
});

/** The index's time of a summary's last change: recent, as a match over keeps its entry for 90 days. */
const T0 = Date.now();
const summary = (id: string, userId: string, seq: number, status: MatchSummary["status"] = "active"): MatchSummary => ({
  id,
  game: "tiny",
  status,
  visibility: "private",
  players: 2,
  seq,
  actors: [1],
  outcome: null,
  deadline: null,
  createdBy: "someone",
  createdAt: 1_000,
  updatedAt: T0 + seq,
  seats: [
    { seat: 0, userId: "someone", name: "Bea", deciding: false, deadline: null },
    { seat: 1, userId, name: "Ada", deciding: true, deadline: null },
  ],
  offeredSeats: [],
  departures: [],
});

/** Delivers a decision as the room does (the index row with its notes, then the notices); returns the D1 rows written and the ids waiting for an email. */
async function deliver(matchId: string, userId: string, decision: number, { watching = false, seq = decision } = {}) {
  const notices = [turn(userId, matchId, decision)];
  const index = matchIndexStatements(env.DB, { ...summary(matchId, userId, seq), turnNotes: turnNotesOf(notices, () => watching) });
  const { writes, pending } = noticeStatements(env, notices, () => watching);
  const results = await env.DB.batch([...index, ...writes, ...pending]);
  const written = results.slice(0, index.length + writes.length).map((r) => r.meta.rows_written);
  return {
    /** Rows written by the match row, then the inbox row (the seats' rows left out). */
    written: [written[0]!, written[written.length - 1]!],
    toMail: results.slice(index.length + writes.length).flatMap((r) => (r.results as { id: string }[]).map((n) => n.id)),
  };
}

const inboxRows = async (userId: string) =>
  (await env.DB.prepare(`SELECT id, email_state, decision FROM notifications WHERE user_id = ?`).bind(userId).all()).results;
const entries = async (u: { id: string; locale: string }) => (await listNotifications(env, u)).items.filter((i) => i.kind === "turn");

describe("the 'your move' entry of a player and match", () => {
  it("costs no inbox row: it is read from the match row, which the decision rewrites anyway", async () => {
    const u = await user("none");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    await deliver(m, u.id, 4);
    expect(await inboxRows(u.id)).toEqual([]);
    expect(await entries(u)).toEqual([
      { id: `${m}:turn:1`, kind: "turn", title: "Your move in Tiny vs Bea", body: "The move of decision 4", url: `/m/${m}`, matchId: m, createdAt: new Date(4).toISOString(), readAt: null },
    ]);
    expect((await listNotifications(env, u)).unread).toBe(1);

    await markRead(env, u.id, [`${m}:turn:1`]);
    expect((await entries(u))[0]!.readAt).not.toBeNull();
    expect((await listNotifications(env, u)).unread).toBe(0);
    // The next decision: one row written (the match row), the entry's new text and time, unread again.
    expect((await deliver(m, u.id, 9)).written).toEqual([1, 0]);
    expect(await entries(u)).toMatchObject([{ body: "The move of decision 9", createdAt: new Date(9).toISOString(), readAt: null }]);
    // Delivered again (a woken room): nothing written, nothing changed.
    expect((await deliver(m, u.id, 9)).written).toEqual([0, 0]);
    expect(await inboxRows(u.id)).toEqual([]);
    // Marking the match read writes its seat once; marking it read again writes nothing.
    const mark = async (matchId: string | null) => (await markTurnsRead(env.DB, u.id, null, matchId, Date.now()).run()).meta.rows_written;
    expect(await mark(m)).toBe(1);
    expect(await env.DB.prepare(`SELECT turn_read FROM match_seats WHERE match_id = ? AND seat = 1`).bind(m).first("turn_read")).toBe(9);
    expect(await mark(m)).toBe(0);
    expect(await mark(null)).toBe(0);
  });

  it("reads in the player's language, and is read once the match is over", async () => {
    const u = await user("none", "fr");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    await deliver(m, u.id, 3);
    const [entry] = await entries(u);
    expect(entry!.title).toBe("À vous de jouer\u202f: Tiny vs Bea");
    expect(entry!.readAt).toBeNull();
    await env.DB.batch(matchIndexStatements(env.DB, summary(m, u.id, 5, "finished")));
    expect((await entries(u))[0]!.readAt).not.toBeNull();
    expect((await listNotifications(env, u)).unread).toBe(0);
  });

  it("keeps every parameter of its message, null ones included (a JSON merge patch drops nulls)", async () => {
    const u = await user("none");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    await deliver(m, u.id, 2); // the row exists: the next note is merged into it
    const notices = [{ ...turn(u.id, m, 4), body: joined("gameClauses", ["Blue played a card", "Harbour: nothing to do"]) }];
    await env.DB.batch(matchIndexStatements(env.DB, { ...summary(m, u.id, 4), turnNotes: turnNotesOf(notices, () => false) }));
    expect((await entries(u))[0]!.body).toBe("Blue played a card; Harbour: nothing to do");
  });

  it("is nobody else's: another player, even at the same table, never reads it", async () => {
    const u = await user("none");
    const other = await user("none");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    await deliver(m, u.id, 4);
    // The other player sits at seat 0 of the same match (the summary names "someone" there): seat them.
    await env.DB.prepare(`UPDATE match_seats SET user_id = ? WHERE match_id = ? AND seat = 0`).bind(other.id, m).run();
    expect(await entries(other)).toEqual([]);
    // A newcomer in the seat itself (a seat taken over) does not read the leaver's entry either.
    await env.DB.prepare(`UPDATE match_seats SET user_id = ? WHERE match_id = ? AND seat = 1`).bind(other.id, m).run();
    expect(await entries(other)).toEqual([]);
    expect(await entries(u)).toEqual([]);
  });

  it("asks for one email per new decision, none for a repeat, and none (no row) while the player watches", async () => {
    const u = await user("every");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    const first = await deliver(m, u.id, 2);
    expect(first.toMail).toEqual([`${m}:turn:1`]);
    // The row, its primary key and the player's index entry.
    expect(first.written[1]).toBe(3);
    await env.DB.prepare(`UPDATE notifications SET email_state = 'sent' WHERE user_id = ?`).bind(u.id).run();
    expect((await deliver(m, u.id, 2)).toMail).toEqual([]);
    const second = await deliver(m, u.id, 5);
    expect(second).toEqual({ written: [1, 1], toMail: [`${m}:turn:1`] });
    await env.DB.prepare(`UPDATE notifications SET email_state = 'sent' WHERE user_id = ?`).bind(u.id).run();
    const watched = await deliver(m, u.id, 7, { watching: true });
    expect(watched).toEqual({ written: [1, 0], toMail: [] });
    expect(await inboxRows(u.id)).toEqual([{ id: `${m}:turn:1`, email_state: "sent", decision: 5 }]);
    // Watched as it came: in the history, already read.
    expect(await entries(u)).toMatchObject([{ body: "The move of decision 7", readAt: new Date(7).toISOString() }]);
    // The inbox lists the entry once, not its delivery row too.
    expect(await entries(u)).toHaveLength(1);
    // The next decision, not watched: unread again (the note of the watched one leaves nothing behind), and emailed.
    expect((await deliver(m, u.id, 8)).toMail).toEqual([`${m}:turn:1`]);
    expect(await entries(u)).toMatchObject([{ body: "The move of decision 8", readAt: null }]);
  });
});
