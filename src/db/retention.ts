/**
 * What D1 keeps, and for how long (docs/retention.md): the cron (`scheduled` in src/index.ts,
 * every 15 minutes) deletes the rows of the tables that would otherwise only grow. Each table's
 * delete takes at most `batch` rows a run, chosen through an index on the row's age, so a backlog
 * costs more runs, never a slow one.
 */

const DAY_MS = 86_400_000;

/** Days a row is kept past the moment its rule counts from (docs/retention.md words each). */
export const RETENTION_DAYS = {
  /** An inbox entry the player has read, from when it was written. */
  readNotice: 90,
  /** An inbox entry never read, from when it was written. */
  unreadNotice: 365,
  /** A sign-in link, from when it stopped working (used or not). */
  loginLink: 1,
  /** An email sent (or given up on), from its last attempt. */
  mail: 30,
  /** A rate-limit counter, from the start of its window. */
  rateLimit: 1,
  /** A reply-to-play address, from its email, once it is revoked or its match is not running. */
  replyAddress: 30,
  /** The Message-ID of a handled reply (a redelivery acts once), from its arrival. */
  emailReply: 30,
} as const;

/** Rows each table loses at most per run: 96 runs a day prune up to 96,000 rows a day per table. */
export const PRUNE_BATCH = 1000;

export interface Pruned {
  sessions: number;
  loginTokens: number;
  mail: number;
  rateLimits: number;
  replyTokens: number;
  emailReplies: number;
  /** Inbox entries, the "your move" entries that went with their match's result included. */
  notifications: number;
}

/**
 * The inbox entries due to go, oldest first (the partial index `notifications_age`): read ones
 * after 90 days, every one after 365. A "your move" is not in that index (it is rewritten in place
 * by every decision); it goes with its match's result (below).
 */
const NOTICES_DUE = `SELECT rowid FROM notifications
  WHERE kind <> 'turn' AND created_at < ?1 AND (read_at IS NOT NULL OR created_at < ?2)
  ORDER BY created_at LIMIT ?3`;

/** One table's delete: its SQL, and its bound values for a run at `now` taking at most `batch` rows. */
interface PruneRule {
  sql: string;
  binds: (now: number, batch: number) => number[];
}

/** The moment `days` days before `now`. */
export const daysBefore = (now: number, days: number) => now - days * DAY_MS;
const noticeBinds = (now: number, batch: number) => [daysBefore(now, RETENTION_DAYS.readNotice), daysBefore(now, RETENTION_DAYS.unreadNotice), batch];

/** Every delete of a run, in the order it runs (exported for the test of their query plans). */
export const PRUNE_RULES = {
  sessions: {
    sql: `DELETE FROM sessions WHERE rowid IN (SELECT rowid FROM sessions WHERE expires_at <= ?1 ORDER BY expires_at LIMIT ?2)`,
    binds: (now, batch) => [now, batch],
  },
  loginTokens: {
    sql: `DELETE FROM login_tokens WHERE rowid IN (SELECT rowid FROM login_tokens WHERE expires_at < ?1 ORDER BY expires_at LIMIT ?2)`,
    binds: (now, batch) => [daysBefore(now, RETENTION_DAYS.loginLink), batch],
  },
  // Through `mail_outbox_due` (state, next_attempt_at): a sent message keeps its last attempt's time there.
  mail: {
    sql: `DELETE FROM mail_outbox WHERE rowid IN (SELECT rowid FROM mail_outbox WHERE state IN ('sent', 'failed') AND next_attempt_at < ?1 LIMIT ?2)`,
    binds: (now, batch) => [daysBefore(now, RETENTION_DAYS.mail), batch],
  },
  rateLimits: {
    sql: `DELETE FROM rate_limits WHERE rowid IN (SELECT rowid FROM rate_limits WHERE window_start < ?1 ORDER BY window_start LIMIT ?2)`,
    binds: (now, batch) => [daysBefore(now, RETENTION_DAYS.rateLimit), batch],
  },
  // While its match runs an address stays, however old: the room decides whether its position still stands.
  replyTokens: {
    sql: `DELETE FROM reply_tokens WHERE rowid IN (SELECT rowid FROM reply_tokens
      WHERE created_at < ?1 AND (revoked_at IS NOT NULL
        OR NOT EXISTS (SELECT 1 FROM matches m WHERE m.id = reply_tokens.match_id AND m.status IN ('open', 'active')))
      ORDER BY created_at LIMIT ?2)`,
    binds: (now, batch) => [daysBefore(now, RETENTION_DAYS.replyAddress), batch],
  },
  emailReplies: {
    sql: `DELETE FROM email_replies WHERE rowid IN (SELECT rowid FROM email_replies WHERE received_at < ?1 ORDER BY received_at LIMIT ?2)`,
    binds: (now, batch) => [daysBefore(now, RETENTION_DAYS.emailReply), batch],
  },
  // First the "your move" of each result about to go (same player and match, through `notifications_user`), then the batch itself.
  turnsOfResults: {
    sql: `DELETE FROM notifications WHERE rowid IN (SELECT t.rowid FROM notifications r
      JOIN notifications t ON t.user_id = r.user_id AND t.match_id = r.match_id AND t.kind = 'turn'
      WHERE r.kind = 'result' AND r.rowid IN (${NOTICES_DUE}))`,
    binds: noticeBinds,
  },
  notifications: {
    sql: `DELETE FROM notifications WHERE rowid IN (${NOTICES_DUE})`,
    binds: noticeBinds,
  },
} satisfies Record<string, PruneRule>;

/** Deletes what is past its retention, at most `batch` rows per table (in one D1 batch); returns how many went. */
export async function pruneExpired(d1: D1Database, now = Date.now(), batch = PRUNE_BATCH): Promise<Pruned> {
  const names = Object.keys(PRUNE_RULES) as (keyof typeof PRUNE_RULES)[];
  const results = await d1.batch(names.map((name) => d1.prepare(PRUNE_RULES[name].sql).bind(...PRUNE_RULES[name].binds(now, batch))));
  const changes = Object.fromEntries(names.map((name, i) => [name, results[i]?.meta.changes ?? 0])) as Record<keyof typeof PRUNE_RULES, number>;
  const { turnsOfResults, ...pruned } = changes;
  return { ...pruned, notifications: pruned.notifications + turnsOfResults };
}
