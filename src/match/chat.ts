/**
 * The conversation around a match, in the room's SQLite beside the event log but never in it: a
 * chat line or a note is not a game event, so it never changes the state, the seq or the ETag of
 * the position, and replay ignores it (DESIGN, "Conversation and fairness").
 *
 * - Chat: players write (10 lines a minute each: the move budget's bucket); everyone who may see
 *   the match reads the "all" channel. Partnership games (the engine's `partners`) add a "team"
 *   channel per partnership, read by its seats alone: its lines, their count and their numbers never
 *   reach the other team or spectators (each channel numbers its own lines, from 1).
 * - A player may mute the chat for themselves: no live lines, no notices, no unread count.
 * - Notices: at most one "chat" notice per match and player an hour, none while they watch.
 * - Notes: one private text per person and match, read and written by that person alone.
 * Text is checked by the Worker (src/api/routes/chat.ts) before it reaches the room.
 */
import type { Seat } from "../engine/game";
import type { ChatChannel, ChatMessage, ServerMessage } from "../shared/api";
import { fail, seatOrRefusal, refusalIfHidden, type Reply } from "./access";
import { gameOf, type MatchState } from "./state";
import { chatNotice, type Notice } from "./notices";
import { MoveBudget } from "./moveBudget";
import { seatOf, takenSeat, type Viewer } from "./viewer";
import type { Sockets } from "./sockets";
import { msg } from "../shared/i18n";

export const CHAT_LINES_PER_MINUTE = 10;
export const MAX_CHAT_LINE = 500;
export const MAX_NOTES = 5_000;
/** At most one chat notice per match and player in this time. */
export const CHAT_NOTICE_EVERY_MS = 3_600_000;
const PAGE = 500;

export type ConversationRequest =
  | { op: "read"; channel: ChatChannel; after: number }
  | { op: "say"; channel: ChatChannel; text: string }
  | { op: "report"; channel: ChatChannel; n: number }
  | { op: "mute"; muted: boolean }
  | { op: "notes" }
  | { op: "write-notes"; text: string };

/** `GET /chat`: the lines after `after` of one channel, and what this viewer may do. */
export interface ChatPage {
  channel: ChatChannel;
  messages: ChatMessage[];
  /** The channels this viewer reads ("team" only for a partner in a partnership game). */
  channels: ChatChannel[];
  mayWrite: boolean;
  muted: boolean;
}

/** What the Worker needs after a line was said: the line, and the seats whose unread count grows. */
export interface Said {
  message: ChatMessage;
  unreadSeats: Seat[];
}

export interface Reported {
  /** As the reporter reads it (their own numbering). */
  message: ChatMessage;
  /** The line's number in its channel as stored, for moderation. */
  line: number;
  reporterId: string;
}

export interface Notes {
  text: string;
  updatedAt: string | null;
}

export type ConversationReply = ChatPage | Said | Reported | Notes | { muted: boolean };


type LineRow = {
  n: number;
  at: number;
  seat: number;
  name: string;
  text: string;
  channel: ChatChannel;
  team: string;
};

/** The partnership of `seat`, itself included, as stored with a team line ("0,2"); null: no partners. */
export function teamOf(state: MatchState, seat: Seat): string | null {
  const partners = gameOf(state).partners?.(seat, state.meta.players) ?? [];
  return partners.length ? [seat, ...partners].sort((a, b) => a - b).join(",") : null;
}

/**
 * From when this viewer reads a team channel: a newcomer who took a seat over from the computer
 * (src/match/seats.ts) reads none of the team's earlier lines, which were the leaver's; else all.
 */
function teamSince(state: MatchState, viewer: { userId: string | null } | null, channel: ChatChannel): number {
  const seat = seatOf(state, viewer);
  return channel === "team" && seat !== null ? (state.seats[seat]?.takenOver?.at ?? -1) : -1;
}

export class Conversation {
  readonly budget = new MoveBudget(CHAT_LINES_PER_MINUTE);
  private ready = false;

  /** `notify`: queues notices for delivery and starts it. */
  constructor(
    private readonly sql: SqlStorage,
    private readonly sockets: Pick<Sockets, "sendTo" | "isWatching">,
    private readonly notify: (notices: Notice[]) => void,
  ) {}

  /** Tables are made on first use, and only for a match that exists (anyone can guess ids). */
  private schema(): void {
    if (this.ready) return;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS chat (
      id INTEGER PRIMARY KEY, n INTEGER NOT NULL, at INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
      text TEXT NOT NULL, channel TEXT NOT NULL, team TEXT NOT NULL, UNIQUE (channel, team, n))`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS chat_mutes (user_id TEXT PRIMARY KEY)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS chat_noticed (user_id TEXT PRIMARY KEY, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS notes (user_id TEXT PRIMARY KEY, text TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.ready = true;
  }

  handle(state: MatchState | null, viewer: Viewer | null, request: ConversationRequest): Reply<ConversationReply> {
    const hidden = refusalIfHidden(state, viewer);
    if (hidden) return hidden;
    this.schema();
    const s = state!;
    switch (request.op) {
      case "read":
        return this.read(s, viewer, request.channel, request.after);
      case "say":
        return this.say(s, viewer, request.channel, request.text);
      case "report":
        return this.report(s, viewer, request.channel, request.n);
      case "mute": {
        if (!viewer) return fail(401, msg("roomSignInToMute"));
        if (request.muted) this.sql.exec(`INSERT OR IGNORE INTO chat_mutes (user_id) VALUES (?)`, viewer.userId);
        else this.sql.exec(`DELETE FROM chat_mutes WHERE user_id = ?`, viewer.userId);
        return { ok: true, body: { muted: request.muted } };
      }
      case "notes":
      case "write-notes": {
        if (!viewer || takenSeat(s, viewer) === null) return fail(403, msg("roomNotesForPlayers"));
        if (request.op === "write-notes") {
          this.sql.exec(`INSERT INTO notes (user_id, text, at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET text = excluded.text, at = excluded.at`, viewer.userId, request.text, Date.now());
        }
        const row = this.sql.exec<{ text: string; at: number }>(`SELECT text, at FROM notes WHERE user_id = ?`, viewer.userId).toArray()[0];
        return { ok: true, body: { text: row?.text ?? "", updatedAt: row ? new Date(row.at).toISOString() : null } };
      }
    }
  }

  /** The team whose channel this viewer reads, or why not ("all" has none: ""). */
  private scope(state: MatchState, viewer: Viewer | null, channel: ChatChannel): string | Reply<never> {
    if (channel === "all") return "";
    const seat = seatOf(state, viewer);
    const team = seat === null ? null : teamOf(state, seat);
    return team ?? fail(403, msg("roomTeamChannel"));
  }

  private channels(state: MatchState, viewer: Viewer | null): ChatChannel[] {
    const seat = seatOf(state, viewer);
    return seat !== null && teamOf(state, seat) ? ["all", "team"] : ["all"];
  }

  private muted(userId: string | null | undefined): boolean {
    return !!userId && this.sql.exec(`SELECT 1 FROM chat_mutes WHERE user_id = ?`, userId).toArray().length > 0;
  }

  /**
   * How many of the team's lines came before the reader's `since` (teamSince): a newcomer's lines
   * are numbered from the first they read, so that how much the team said before shows in no `n`.
   */
  private before(channel: ChatChannel, team: string, since: number): number {
    if (since < 0) return 0;
    return this.sql.exec<{ n: number }>(`SELECT COALESCE(MAX(n), 0) AS n FROM chat WHERE channel = ? AND team = ? AND at <= ?`, channel, team, since).one().n;
  }

  private read(state: MatchState, viewer: Viewer | null, channel: ChatChannel, after: number): Reply<ChatPage> {
    const team = this.scope(state, viewer, channel);
    if (typeof team !== "string") return team;
    const since = teamSince(state, viewer, channel), base = this.before(channel, team, since);
    const rows = this.sql
      .exec<LineRow>(`SELECT n, at, seat, name, text, channel, team FROM chat WHERE channel = ? AND team = ? AND n > ? AND at > ? ORDER BY n LIMIT ${PAGE}`, channel, team, after + base, since)
      .toArray();
    return {
      ok: true,
      body: { channel, messages: rows.map((r) => messageOf(r, base)), channels: this.channels(state, viewer), mayWrite: seatOf(state, viewer) !== null && state.status !== "aborted", muted: this.muted(viewer?.userId) },
    };
  }

  private say(state: MatchState, viewer: Viewer | null, channel: ChatChannel, text: string): Reply<Said> {
    const seat = seatOrRefusal(state, viewer, msg("roomChatForPlayers"));
    if (typeof seat !== "number") return seat;
    // After a normal end the players may still talk it over; a cancelled match is closed.
    if (state.status === "aborted") return fail(409, msg("roomChatClosed"));
    const team = this.scope(state, viewer, channel);
    if (typeof team !== "string") return team;
    const wait = this.budget.take(viewer!.userId);
    if (wait > 0) return fail(429, msg("roomChatTooFast", { perMinute: CHAT_LINES_PER_MINUTE, wait }), { retryAfter: wait });
    const now = Date.now();
    const n = this.sql.exec<{ n: number }>(`SELECT COALESCE(MAX(n), 0) + 1 AS n FROM chat WHERE channel = ? AND team = ?`, channel, team).one().n;
    const name = state.seats[seat]?.name ?? gameOf(state).seatName(seat, state.meta.players);
    this.sql.exec(`INSERT INTO chat (n, at, seat, name, text, channel, team) VALUES (?, ?, ?, ?, ?, ?, ?)`, n, now, seat, name, text, channel, team);
    const row = { n, at: now, seat, name, text, channel, team };
    const seats = team ? team.split(",").map(Number) : null;
    const reads = (who: { userId: string | null } | null) => !this.muted(who?.userId) && (seats === null || seats.includes(seatOf(state, who) ?? -1));
    // Each reader's own numbering (a newcomer's starts at their first line), one text per numbering.
    const texts = new Map<number, string>();
    const textFor = (who: { userId: string | null } | null) => {
      const base = this.before(channel, team, teamSince(state, who, channel));
      if (!texts.has(base)) texts.set(base, JSON.stringify({ type: "chat", message: messageOf(row, base) } satisfies ServerMessage));
      return texts.get(base)!;
    };
    this.sockets.sendTo(reads, textFor);
    const message = messageOf(row, this.before(channel, team, teamSince(state, viewer, channel)));
    // The other players who read it and are not watching: an unread line, and at most one notice an hour.
    const away = state.seats.flatMap((s, i) => (i !== seat && s.userId && seatOf(state, s) !== null && reads(s) && !this.sockets.isWatching(s.userId) ? [i] : []));
    const notices = away.flatMap((i) => {
      const userId = state.seats[i]!.userId!;
      const last = this.sql.exec<{ at: number }>(`SELECT at FROM chat_noticed WHERE user_id = ?`, userId).toArray()[0]?.at ?? 0;
      if (now - last < CHAT_NOTICE_EVERY_MS) return [];
      this.sql.exec(`INSERT INTO chat_noticed (user_id, at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET at = excluded.at`, userId, now);
      return [chatNotice(state, i, name, now)];
    });
    if (notices.length) this.notify(notices);
    return { ok: true, body: { message, unreadSeats: away } };
  }

  private report(state: MatchState, viewer: Viewer | null, channel: ChatChannel, n: number): Reply<Reported> {
    if (!viewer) return fail(401, msg("roomSignInToReport"));
    const team = this.scope(state, viewer, channel);
    if (typeof team !== "string") return team;
    const since = teamSince(state, viewer, channel), base = this.before(channel, team, since);
    const row = this.sql.exec<LineRow>(`SELECT n, at, seat, name, text, channel, team FROM chat WHERE channel = ? AND team = ? AND n = ? AND at > ?`, channel, team, n + base, since).toArray()[0];
    if (!row) return fail(404, msg("roomNoChatLine", { n, team: channel === "team" }));
    return { ok: true, body: { message: messageOf(row, base), line: row.n, reporterId: viewer.userId } };
  }
}

/** A line as a reader sees it: `base` lines before theirs (`before`) are not counted in its `n`. */
function messageOf(r: LineRow, base = 0): ChatMessage {
  return { n: r.n - base, at: new Date(r.at).toISOString(), seat: r.seat, name: r.name, text: r.text, channel: r.channel };
}
