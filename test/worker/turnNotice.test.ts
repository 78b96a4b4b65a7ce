// A player's "your move" is one inbox row per match (issue #18): each newer decision rewrites it in
// place (one D1 row written: its index entries do not change), a repeated or older delivery writes
// nothing, and each new decision is emailed once.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { noticeStatements } from "../../src/notify/inbox";
import type { Notice } from "../../src/notify/notice";

async function user(emailMode: "every" | "none"): Promise<string> {
  const id = `turn-probe-${crypto.randomUUID()}`.slice(0, 40);
  await env.DB.prepare(`INSERT INTO users (id, name, email, kind, email_mode, unsubscribe_key, created_at) VALUES (?, 'Ada', ?, 'member', ?, 'k', 0)`)
    .bind(id, `${id}@example.com`, emailMode)
    .run();
  return id;
}

const turn = (userId: string, matchId: string, decision: number): Notice => ({
  userId,
  seat: 1,
  kind: "turn",
  dedupeKey: `${matchId}:turn:1`,
  title: "Your move in Tiny vs Bea",
  body: `The move of decision ${decision}`,
  matchId,
  path: `/m/${matchId}`,
  decision,
});

/** Delivers the notices as the room does; returns the rows each write wrote and the ids still waiting for an email. */
async function deliver(notices: Notice[], watching = false) {
  const { writes, pending } = noticeStatements(env, notices, () => watching);
  const results = await env.DB.batch([...writes, ...pending]);
  return {
    written: results.slice(0, writes.length).map((r) => r.meta.rows_written),
    toMail: results.slice(writes.length).flatMap((r) => (r.results as { id: string }[]).map((n) => n.id)),
  };
}

const rowsOf = async (userId: string) =>
  (await env.DB.prepare(`SELECT id, body, created_at, read_at, email_state, decision FROM notifications WHERE user_id = ?`).bind(userId).all()).results;

describe("the 'your move' entry of a player and match", () => {
  it("is rewritten in place by a newer decision (one row written), and left alone by a repeat or an older one", async () => {
    const u = await user("none");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    const first = await deliver([turn(u, m, 4)]);
    // The row, its primary key and the player's index entry.
    expect(first.written).toEqual([3]);
    const [before] = await rowsOf(u);
    expect(before).toMatchObject({ id: `${m}:turn:1`, body: "The move of decision 4", read_at: null, decision: 4 });
    await env.DB.prepare(`UPDATE notifications SET read_at = 1 WHERE user_id = ?`).bind(u).run();
    await new Promise((r) => setTimeout(r, 5));
    // The next decision: the same row, its new text and time, unread again; one row written.
    expect((await deliver([turn(u, m, 9)])).written).toEqual([1]);
    const after = await rowsOf(u);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: `${m}:turn:1`, body: "The move of decision 9", read_at: null, decision: 9 });
    expect(after[0]!.created_at as number).toBeGreaterThan(before!.created_at as number);
    // Delivered again (a woken room), or a late older one: nothing written, nothing changed.
    expect((await deliver([turn(u, m, 9)])).written).toEqual([0]);
    expect((await deliver([turn(u, m, 4)])).written).toEqual([0]);
    expect(await rowsOf(u)).toEqual(after);
  });

  it("asks for one email per new decision, none for a repeat, and none while the player watches", async () => {
    const u = await user("every");
    const m = `tm${crypto.randomUUID().slice(0, 8)}`;
    expect((await deliver([turn(u, m, 2)])).toMail).toEqual([`${m}:turn:1`]);
    await env.DB.prepare(`UPDATE notifications SET email_state = 'sent' WHERE user_id = ?`).bind(u).run();
    expect((await deliver([turn(u, m, 2)])).toMail).toEqual([]);
    expect((await deliver([turn(u, m, 5)])).toMail).toEqual([`${m}:turn:1`]);
    await env.DB.prepare(`UPDATE notifications SET email_state = 'sent' WHERE user_id = ?`).bind(u).run();
    const watched = await deliver([turn(u, m, 7)], true);
    expect(watched.toMail).toEqual([]);
    expect((await rowsOf(u))[0]).toMatchObject({ decision: 7, email_state: "skipped" });
    expect((await rowsOf(u))[0]!.read_at).not.toBeNull();
  });
});
