/**
 * D1 schema. D1 is a projection for identities and lists; a match's truth is its room.
 * Secrets (session ids, sign-in links, API tokens) are stored only as SHA-256 hashes.
 */

import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** A moment, as every time in this schema: milliseconds since 1970 (`Date.now()`). */
const moment = (column: string) => integer(column).notNull();
/** A moment that may not have come (yet): null until then. */
const momentOrNull = (column: string) => integer(column);
/**
 * The match a row is about, by its id. No foreign key: a match lives in its room, and `matches`
 * is only D1's index of the rooms.
 */
const aboutMatch = () => text("match_id").notNull();
/** A secret's lifetime (a session, a sign-in link): when it was issued and when it stops working. */
const lifetime = () => ({ createdAt: moment("created_at"), expiresAt: moment("expires_at") });
/** The user a row belongs to: deleting the user deletes the row. */
const ownedBy = () => text("user_id").notNull().references(() => users.id, { onDelete: "cascade" });

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").unique(),
  kind: text("kind", { enum: ["guest", "member"] }).notNull(),
  /** every: an email per event; digest: one a day; none: inbox only. */
  emailMode: text("email_mode", { enum: ["every", "digest", "none"] }).notNull().default("every"),
  /** Token for one-click unsubscribe links (RFC 8058), not a secret that signs anyone in. */
  unsubscribeKey: text("unsubscribe_key").notNull(),
  vacationDaysLeft: integer("vacation_days_left").notNull().default(14),
  vacationUntil: momentOrNull("vacation_until"),
  /** When the last daily digest was sent. */
  lastDigestAt: momentOrNull("last_digest_at"),
  /** The digest's hour (0–23) in `timeZone`, an IANA zone name ("Europe/Paris"). */
  digestHour: integer("digest_hour").notNull().default(8),
  timeZone: text("time_zone").notNull().default("UTC"),
  /** The member's own date ("2026-12-03", in `timeZone`) of the last digest: one a day, whatever the cron does. */
  lastDigestDay: text("last_digest_day"),
  /** The language they read Dead Drop in ("en", "fr"); null: the browser's, and English in emails. */
  locale: text("locale", { enum: ["en", "fr"] }),
  createdAt: moment("created_at"),
});

export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: ownedBy(),
    ...lifetime(),
  },
  // expires_at: the cron's prune of ended sessions (src/db/retention.ts) seeks instead of scanning.
  (t) => [index("sessions_user").on(t.userId), index("sessions_expiry").on(t.expiresAt)],
);

export const loginTokens = sqliteTable(
  "login_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    /** The guest who asked, so their matches stay theirs when they attach an email. */
    guestId: text("guest_id"),
    ...lifetime(),
    usedAt: momentOrNull("used_at"),
  },
  (t) => [index("login_tokens_expiry").on(t.expiresAt)],
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: ownedBy(),
    name: text("name").notNull(),
    createdAt: moment("created_at"),
    lastUsedAt: momentOrNull("last_used_at"),
    revokedAt: momentOrNull("revoked_at"),
  },
  (t) => [index("api_tokens_user").on(t.userId)],
);

/** The match index: one row per match, written by the match's room through its outbox. */
export const matches = sqliteTable(
  "matches",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    status: text("status", { enum: ["open", "active", "finished", "aborted"] }).notNull(),
    visibility: text("visibility", { enum: ["public", "unlisted", "private"] }).notNull(),
    players: integer("players").notNull(),
    seq: integer("seq").notNull(),
    /** JSON array of the seats that must decide now as anyone may know them (Sleep: none, SP-5). */
    actors: text("actors").notNull().default("[]"),
    /**
     * JSON array of every seat that must decide now, hidden ones included: each seat's own status,
     * given only to that seat's player ("my matches"), never to anyone else (SP-5). Kept on the
     * match row, which a move rewrites anyway, so that a move writes no seat row.
     */
    deciding: text("deciding").notNull().default("[]"),
    /** JSON array, per seat, of that seat's own deadline while it decides (else null): its player's only, like `deciding`. */
    seatDeadlines: text("seat_deadlines").notNull().default("[]"),
    freeSeats: integer("free_seats").notNull(),
    outcome: text("outcome"),
    /** The earliest deadline anyone may know of (that of the public actors). */
    deadline: momentOrNull("deadline"),
    createdBy: text("created_by").notNull(),
    createdAt: moment("created_at"),
    updatedAt: moment("updated_at"),
    /** JSON array of the seats of a public running match offered to newcomers, `[{seat, invite}]` (the lobby's; else "[]"). */
    offeredSeats: text("offered_seats").notNull().default("[]"),
    /**
     * JSON object, per seat, of the "your move" its player was last told of (src/notify/turnEntries.ts):
     * `{u, k, d, t, b, r}`, the player, the entry's id, the decision, its title and text as that seat
     * reads them, read because they watched. The inbox derives "your move" from it, so a move writes
     * no inbox row. Each seat's player's only, like `deciding`: never in a public selection.
     */
    turnNotes: text("turn_notes").notNull().default("{}"),
  },
  // Partial: only open matches are in the lobby's index, so a move (which changes updated_at) writes no index entry;
  // likewise only matches with a seat on offer are in the index of "seat open in a running match".
  (t) => [
    index("matches_lobby_open").on(t.visibility, t.updatedAt).where(sql`"status" = 'open'`),
    index("matches_lobby_offered").on(t.updatedAt).where(sql`"offered_seats" <> '[]'`),
  ],
);

export const matchSeats = sqliteTable(
  "match_seats",
  {
    matchId: aboutMatch(),
    seat: integer("seat").notNull(),
    userId: text("user_id"),
    name: text("name"),
    muted: integer("muted", { mode: "boolean" }).notNull().default(false),
    /** Chat lines this seat may read that arrived since its player last read the chat. */
    chatUnread: integer("chat_unread").notNull().default(0),
    /** The decision of the last "your move" of this seat its player has read (`turn_notes`' `d`), and when they read it. */
    turnRead: integer("turn_read"),
    turnReadAt: momentOrNull("turn_read_at"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index("match_seats_user").on(t.userId)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    /**
     * The notice's dedupe key (the match, the kind, the room's event seq, the seat): repeated
     * deliveries insert once. Being the primary key too, it costs one index, not two (D1 bills each
     * index entry written as a row). A "your move" is one row per player and match (`match:turn:seat`),
     * rewritten in place by each newer decision (`decision`), so a move writes one row, not a new one.
     */
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    matchId: text("match_id"),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    createdAt: moment("created_at"),
    readAt: momentOrNull("read_at"),
    emailState: text("email_state", { enum: ["pending", "sent", "skipped", "digest"] }).notNull().default("skipped"),
    /** pending: to be pushed to the player's devices (src/notify/push.ts); skipped: not pushed. */
    pushState: text("push_state", { enum: ["pending", "sent", "skipped"] }).notNull().default("skipped"),
    /** For a "your move": the decision it announces (the seat's `decisionSince`); only a newer one rewrites the row. */
    decision: integer("decision"),
  },
  // The player's notices, not their time: a "your move" rewritten in place (a new created_at) then
  // writes no index entry (D1 bills each as a row); the inbox sorts a player's few hundred rows.
  // The age index, for the prune (src/db/retention.ts), leaves the "your move" out for the same
  // reason: an entry goes with its match's result instead.
  (t) => [index("notifications_user").on(t.userId), index("notifications_age").on(t.createdAt).where(sql`"kind" <> 'turn'`)],
);

/** Every email is first written here; delivery reads from it with retries. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to_addr").notNull(),
    subject: text("subject").notNull(),
    raw: text("raw").notNull(),
    createdAt: moment("created_at"),
    state: text("state", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at"),
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_due").on(t.state, t.nextAttemptAt)],
);

/** Fixed-window counters for rate limits. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: moment("window_start"),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window").on(t.windowStart)],
);


/** A browser's Web Push subscription (RFC 8030): where to push, and the keys to encrypt for it (RFC 8291). */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: ownedBy(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the device told us about itself ("Chrome on Android"), for the device list. */
    label: text("label").notNull(),
    createdAt: moment("created_at"),
    lastPushAt: momentOrNull("last_push_at"),
  },
  (t) => [index("push_subscriptions_user").on(t.userId)],
);

/** What a player wants pushed; no row: everything. */
export const pushPreferences = sqliteTable("push_preferences", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  turn: integer("turn", { mode: "boolean" }).notNull().default(true),
  result: integer("result", { mode: "boolean" }).notNull().default(true),
  chat: integer("chat", { mode: "boolean" }).notNull().default(true),
});

/**
 * Reply-to-play addresses: `move+<token>@domain` in a turn email speaks for one player in one
 * match. Only the token's SHA-256 is kept; revoking it (or the match ending) ends it.
 */
export const replyTokens = sqliteTable(
  "reply_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedBy(),
    matchId: aboutMatch(),
    /** The position the email showed: a reply is a move against it (the room decides if it still stands). */
    seq: integer("seq").notNull(),
    createdAt: moment("created_at"),
    revokedAt: momentOrNull("revoked_at"),
  },
  (t) => [index("reply_tokens_player").on(t.userId, t.matchId), index("reply_tokens_age").on(t.createdAt)],
);

/** Message-IDs of email replies already handled: the same message delivered twice acts once. */
export const emailReplies = sqliteTable(
  "email_replies",
  {
    messageId: text("message_id").primaryKey(),
    userId: text("user_id").notNull(),
    receivedAt: moment("received_at"),
  },
  (t) => [index("email_replies_age").on(t.receivedAt)],
);

/** Chat lines a player reported, kept (with the text as it was) for a moderator. */
export const chatReports = sqliteTable(
  "chat_reports",
  {
    id: text("id").primaryKey(),
    matchId: aboutMatch(),
    /** The line's number in the match's chat. */
    n: integer("n").notNull(),
    seat: integer("seat").notNull(),
    author: text("author").notNull(),
    text: text("text").notNull(),
    reporterId: text("reporter_id").notNull(),
    createdAt: moment("created_at"),
  },
  (t) => [index("chat_reports_match").on(t.matchId, t.n)],
);

/**
 * The list of tournaments: one row per tournament, written by its Durable Object (src/tournament)
 * after each change. D1 is only the list; a tournament's truth is its object.
 */
export const tournaments = sqliteTable(
  "tournaments",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    game: text("game").notNull(),
    format: text("format", { enum: ["round-robin", "swiss"] }).notNull(),
    status: text("status", { enum: ["open", "running", "finished"] }).notNull(),
    visibility: text("visibility", { enum: ["public", "unlisted"] }).notNull(),
    players: integer("players").notNull(),
    entrants: integer("entrants").notNull(),
    maxEntrants: integer("max_entrants").notNull(),
    organiserId: text("organiser_id").notNull(),
    organiserName: text("organiser_name").notNull(),
    startsAt: momentOrNull("starts_at"),
    createdAt: moment("created_at"),
    updatedAt: moment("updated_at"),
  },
  (t) => [index("tournaments_list").on(t.visibility, t.status, t.createdAt)],
);

/** Whose rating, in which game and player-count class ("2p", "multi"): the key of the ratings' rows. */
const ratingOf = () => ({
  userId: ownedBy(),
  game: text("game").notNull(),
  class: text("class", { enum: ["2p", "multi"] }).notNull(),
});

/**
 * A member's rating in one game and player-count class ("2p", "multi"): openskill's mu and sigma
 * (src/ratings/model.ts) and the number shown. Written only by src/db/ratings.ts, once per rated match.
 */
export const playerRatings = sqliteTable(
  "player_ratings",
  {
    ...ratingOf(),
    mu: real("mu").notNull(),
    sigma: real("sigma").notNull(),
    /** The displayed rating and deviation (src/ratings/model.ts `shown`), kept for the leaderboard's order. */
    rating: integer("rating").notNull(),
    deviation: integer("deviation").notNull(),
    matches: integer("matches").notNull(),
    updatedAt: moment("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game, t.class] }), index("player_ratings_board").on(t.game, t.class, t.rating)],
);

/**
 * Each rating after each rated match. `n` is the rating's match count after it: two matches rated
 * at once from the same old rating both write the same `n`, so the second batch fails and is retried
 * from the new rating (optimistic concurrency without a lock).
 */
export const ratingHistory = sqliteTable(
  "rating_history",
  {
    ...ratingOf(),
    n: integer("n").notNull(),
    matchId: aboutMatch(),
    at: moment("at"),
    rating: integer("rating").notNull(),
    deviation: integer("deviation").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game, t.class, t.n] })],
);

/**
 * A member's result in a finished match (aborts have none), rated or not: the record (played, won,
 * drawn, lost, timeouts) and "recent matches" are read from here. Written once per match: its
 * primary key makes a replayed or retried delivery fail as a whole, changing nothing.
 */
export const matchResults = sqliteTable(
  "match_results",
  {
    matchId: aboutMatch(),
    seat: integer("seat").notNull(),
    ...ratingOf(),
    place: integer("place").notNull(),
    result: text("result", { enum: ["won", "drawn", "lost"] }).notNull(),
    timedOut: integer("timed_out", { mode: "boolean" }).notNull(),
    rated: integer("rated", { mode: "boolean" }).notNull(),
    /** The displayed rating's change (null: unrated). */
    ratingChange: integer("rating_change"),
    finishedAt: moment("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index("match_results_player").on(t.userId, t.finishedAt)],
);

/**
 * Every person who left a seat before the end of its match (resigned, or ran out of time), written
 * by the match's room from its state (fold's `leavers`): a member's reliability (src/db/reliability.ts).
 */
export const seatDepartures = sqliteTable(
  "seat_departures",
  {
    matchId: aboutMatch(),
    userId: text("user_id").notNull(),
    seat: integer("seat").notNull(),
    reason: text("reason", { enum: ["resigned", "timeout"] }).notNull(),
    at: moment("at"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index("seat_departures_user").on(t.userId)],
);
