// D1 does not grow without bound (docs/retention.md): the cron deletes what is past its retention,
// at most a batch per table and run, through indexes, and leaves what a player still expects to find.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { PRUNE_RULES, pruneExpired } from "../../src/db/retention";
import { guest } from "./helpers";
import worker from "./entry";

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => now - days * DAY;
const uid = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 12)}`;

async function run(sql: string, ...binds: unknown[]) {
  return env.DB.prepare(sql).bind(...binds).run();
}

async function user(): Promise<string> {
  const id = uid("keep");
  await run(`INSERT INTO users (id, name, kind, unsubscribe_key, created_at) VALUES (?, 'Ada', 'guest', 'k', 0)`, id);
  return id;
}

async function match(status: "open" | "active" | "finished" | "aborted"): Promise<string> {
  const id = uid("m");
  await run(
    `INSERT INTO matches (id, game, status, visibility, players, seq, free_seats, created_by, created_at, updated_at)
     VALUES (?, 'tiny', ?, 'private', 2, 3, 0, 'someone', 0, 0)`,
    id,
    status,
  );
  return id;
}

const seed = {
  session: (userId: string, expiresAt: number) => run(`INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, 0, ?)`, uid("s"), userId, expiresAt),
  loginToken: (expiresAt: number, usedAt: number | null = null) =>
    run(`INSERT INTO login_tokens (token_hash, email, created_at, expires_at, used_at) VALUES (?, 'ada@example.com', 0, ?, ?)`, uid("l"), expiresAt, usedAt),
  mail: (state: "pending" | "sent" | "failed", lastAttempt: number) =>
    run(`INSERT INTO mail_outbox (id, to_addr, subject, raw, created_at, state, attempts, next_attempt_at) VALUES (?, 'ada@example.com', 's', 'raw', ?, ?, 1, ?)`, uid("mail"), lastAttempt, state, lastAttempt),
  rateLimit: (windowStart: number) => run(`INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)`, uid("r"), windowStart),
  replyToken: (userId: string, matchId: string, createdAt: number, revokedAt: number | null = null) =>
    run(`INSERT INTO reply_tokens (token_hash, user_id, match_id, seq, created_at, revoked_at) VALUES (?, ?, ?, 3, ?, ?)`, uid("t"), userId, matchId, createdAt, revokedAt),
  emailReply: (userId: string, receivedAt: number) => run(`INSERT INTO email_replies (message_id, user_id, received_at) VALUES (?, ?, ?)`, uid("e"), userId, receivedAt),
  /** A "your move": the player's seat and its note in the match index (src/notify/turnEntries.ts). */
  turn: async (userId: string, matchId: string, decision: number, readAt: number | null, title: string) => {
    await run(`INSERT INTO match_seats (match_id, seat, user_id, name, turn_read, turn_read_at) VALUES (?, 0, ?, 'Ada', ?, ?)`, matchId, userId, readAt && decision, readAt);
    await run(`UPDATE matches SET turn_notes = json_object('0', json_object('u', ?2, 'k', ?1 || ':turn:0', 'd', ?3, 't', ?4, 'b', '"b"')) WHERE id = ?1`, matchId, userId, decision, JSON.stringify(title));
  },
  notice: (userId: string, matchId: string, kind: string, createdAt: number, readAt: number | null, title = kind) =>
    run(
      `INSERT INTO notifications (id, user_id, match_id, kind, title, body, url, created_at, read_at) VALUES (?, ?, ?, ?, ?, 'b', '/m/x', ?, ?)`,
      uid(`${matchId}:${kind}`),
      userId,
      matchId,
      kind,
      title,
      createdAt,
      readAt,
    ),
};

/** What is left of this test's rows: one short label per row, by table. */
async function left(userId: string) {
  const labels = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).all<{ l: string }>()).results.map((r) => r.l).sort();
  return {
    sessions: await labels(`SELECT expires_at > ?2 AS l FROM sessions WHERE user_id = ?1`, userId, now),
    replyTokens: await labels(`SELECT t.created_at || ':' || m.status || ':' || (t.revoked_at IS NOT NULL) AS l FROM reply_tokens t LEFT JOIN matches m ON m.id = t.match_id WHERE t.user_id = ?`, userId),
    emailReplies: await labels(`SELECT received_at AS l FROM email_replies WHERE user_id = ?`, userId),
    notifications: await labels(`SELECT title AS l FROM notifications WHERE user_id = ?`, userId),
  };
}

describe("pruning D1", () => {
  // The runtime's D1 may hold what earlier files left past its retention (vitest.config.mts): a
  // first run takes it, so that the counts below are of this file's rows.
  beforeEach(async () => {
    while (Object.values(await pruneExpired(env.DB, now)).some((n) => n > 0));
  });

  it("deletes the rows past their retention and keeps those within it", async () => {
    const u = await user();
    await seed.session(u, now - 1000);
    await seed.session(u, now + DAY);
    const [finished, active] = [await match("finished"), await match("active")];
    await seed.replyToken(u, finished, ago(31)); // the match is over, the email a month old: goes
    await seed.replyToken(u, finished, ago(29)); // a late reply still hears "the match is over"
    await seed.replyToken(u, active, ago(100)); // the match still runs
    await seed.replyToken(u, active, ago(31), ago(20)); // revoked
    await seed.replyToken(u, "no-such-match", ago(31));
    await seed.emailReply(u, ago(31));
    await seed.emailReply(u, ago(29));
    await seed.notice(u, active, "chat", ago(91), ago(90), "read 91 days ago");
    await seed.notice(u, active, "chat", ago(89), ago(88), "read 89 days ago");
    await seed.notice(u, active, "chat", ago(200), null, "unread 200 days ago");
    await seed.notice(u, active, "chat", ago(366), null, "unread 366 days ago");
    const mailBefore = await env.DB.prepare(`SELECT id FROM mail_outbox`).all();
    await seed.loginToken(ago(2), ago(2)); // used, and past its life a day ago: goes
    await seed.loginToken(ago(2));
    await seed.loginToken(now - 3_600_000); // ended an hour ago: stays a day
    await seed.loginToken(now + 600_000);
    await seed.mail("sent", ago(31));
    await seed.mail("failed", ago(31));
    await seed.mail("sent", ago(29));
    await seed.mail("pending", ago(40)); // still to be delivered
    await seed.rateLimit(ago(2));
    await seed.rateLimit(now);

    const pruned = await pruneExpired(env.DB, now);

    expect(await left(u)).toEqual({
      sessions: [1],
      replyTokens: [`${ago(100)}:active:0`, `${ago(29)}:finished:0`].sort(),
      emailReplies: [ago(29)],
      notifications: ["read 89 days ago", "unread 200 days ago"],
    });
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM login_tokens WHERE expires_at >= ?`).bind(ago(1)).first<{ n: number }>())!.n).toBeGreaterThanOrEqual(2);
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM login_tokens WHERE expires_at < ?`).bind(ago(1)).first<{ n: number }>())!.n).toBe(0);
    const mail = (await env.DB.prepare(`SELECT state, next_attempt_at AS at FROM mail_outbox WHERE id NOT IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(mailBefore.results.map((m) => m.id))).all()).results;
    expect(mail).toEqual(expect.arrayContaining([{ state: "sent", at: ago(29) }, { state: "pending", at: ago(40) }]));
    expect(mail).toHaveLength(2);
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM rate_limits WHERE window_start < ?`).bind(ago(1)).first<{ n: number }>())!.n).toBe(0);
    expect(pruned).toMatchObject({ sessions: 1, replyTokens: 3, emailReplies: 1, notifications: 2, mail: 2, rateLimits: 1 });
    expect(pruned.loginTokens).toBeGreaterThanOrEqual(2);
  });

  it("takes at most a batch of rows per table and run; the next runs take the rest", async () => {
    const u = await user();
    const finished = await match("finished");
    for (let i = 0; i < 5; i++) {
      await seed.session(u, now - 1000 - i);
      await seed.loginToken(ago(3));
      await seed.mail("sent", ago(40));
      await seed.rateLimit(ago(3));
      await seed.replyToken(u, finished, ago(40));
      await seed.emailReply(u, ago(40));
      await seed.notice(u, finished, "chat", ago(400), null);
    }
    const first = await pruneExpired(env.DB, now, 2);
    expect(first).toEqual({ sessions: 2, loginTokens: 2, mail: 2, rateLimits: 2, replyTokens: 2, emailReplies: 2, notifications: 2 });
    expect((await left(u)).notifications).toHaveLength(3);
    await pruneExpired(env.DB, now, 2);
    await pruneExpired(env.DB, now, 2);
    expect(await left(u)).toEqual({ sessions: [], replyTokens: [], emailReplies: [], notifications: [] });
  });

  it("leaves an inbox listing what its player may still look for", async () => {
    const ada = await guest("Ada");
    const { body: me } = await ada.json<{ id: string }>("/api/me");
    const [over, running, lost, joined] = [await match("finished"), await match("active"), await match("finished"), await match("open")];
    // A match over for 100 days (the index's time of its last change), its result and "your move" read: both go.
    await run(`UPDATE matches SET updated_at = ? WHERE id = ?`, ago(100), over);
    await seed.notice(me.id, over, "result", ago(100), ago(99), "You won: an old match");
    await seed.turn(me.id, over, ago(101), ago(100), "Your move: an old match");
    // A "your move" waiting for months in a match that still runs: the player still has to decide.
    await seed.turn(me.id, running, ago(150), null, "Your move: a slow match");
    // A result never read, 120 days old; a join last week.
    await seed.notice(me.id, lost, "result", ago(120), null, "You lost: a match never looked at");
    await seed.notice(me.id, joined, "joined", ago(7), null, "Bea joined");

    const pruned = await pruneExpired(env.DB, now);
    expect(pruned.notifications).toBeGreaterThanOrEqual(1);

    const { status, body } = await ada.json<{ unread: number; items: { title: string; readAt: string | null }[] }>("/api/me/notifications");
    expect(status).toBe(200);
    expect(body.items.map((i) => i.title)).toEqual(["Bea joined", "You lost: a match never looked at", "Your move: a slow match"]);
    expect(body.unread).toBe(3);
  });

  it("runs from the cron", async () => {
    const u = await user();
    await seed.session(u, now - 1000);
    await seed.emailReply(u, ago(31));
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: "*/15 * * * *", scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await left(u)).toEqual({ sessions: [], replyTokens: [], emailReplies: [], notifications: [] });
  });

  it("finds each table's rows through an index, never a scan of the table", async () => {
    for (const [name, rule] of Object.entries(PRUNE_RULES)) {
      const plan = (await env.DB.prepare(`EXPLAIN QUERY PLAN ${rule.sql}`).bind(...rule.binds(now, 1000)).all<{ detail: string }>()).results.map((r) => r.detail);
      const scans = plan.filter((d) => /^SCAN (?!json_each)/.test(d) && !/COVERING INDEX|USING INDEX/.test(d));
      expect({ name, scans }).toEqual({ name, scans: [] });
    }
  });
});
