/**
 * "Your move" in the inbox, derived from the match index (#36). A room that delivers a decision
 * writes its seat's note into the match row it rewrites anyway (`matches.turn_notes`, one object
 * per seat: `TurnNote`), so a move writes no inbox row; the inbox reads the notes of the user's
 * seats, and `match_seats.turn_read` says which decision its player has read. An inbox row of kind
 * "turn" is still written when the decision is to be emailed or pushed (src/notify/inbox.ts): it is
 * what makes that email or push exactly-once; the inbox does not list those rows.
 *
 * A note is its seat's player's only (its text is the log line as that seat reads it, and Sleep's
 * deciders are hidden, SP-5): every query here reads the notes of the user's own seats, whose
 * note names that user (`u`), and the public selections of the index leave the column out
 * (src/db/matchIndex.ts).
 */
import type { Notice } from "./notice";
import type { TurnNote } from "../db/matchIndex";
import { msg, textIn, type Text } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";
import { daysBefore, RETENTION_DAYS } from "../db/retention";

/** The notes of these turn notices, by seat (a JSON merge patch of `matches.turn_notes`). */
export function turnNotesOf(notices: Notice[], isWatching: (userId: string) => boolean): Record<string, TurnNote> {
  const notes: Record<string, TurnNote> = {};
  for (const n of notices) {
    if (n.kind !== "turn" || n.decision === undefined) continue;
    notes[String(n.seat)] = { u: n.userId, k: n.dedupeKey, d: n.decision, t: JSON.stringify(n.title), b: JSON.stringify(n.body), r: isWatching(n.userId) ? 1 : 0 };
  }
  return notes;
}

/** `matches.turn_notes`' field of the seat in `s.seat` (SQL, in a query joining `match_seats s` and `matches m`). */
const note = (field: string) => `json_extract(m.turn_notes, '$."' || s.seat || '".${field}')`;
const MINE = `s.user_id = ?1 AND ${note("u")} = ?1`;
const UNREAD = `m.status = 'active' AND COALESCE(${note("r")}, 0) = 0 AND ${note("d")} > COALESCE(s.turn_read, -1)`;

/**
 * The user's newest `limit` "your move" entries, and how many are unread: two statements for the
 * inbox's batch. A match over keeps its entry as long as a read notice stays (docs/retention.md).
 */
export function turnEntryStatements(d1: D1Database, userId: string, limit: number, now = Date.now()): D1PreparedStatement[] {
  const kept = daysBefore(now, RETENTION_DAYS.readNotice);
  return [
    d1
      .prepare(
        `SELECT s.match_id AS matchId, s.turn_read AS turnRead, s.turn_read_at AS turnReadAt, m.updated_at AS updatedAt, json_extract(m.turn_notes, '$."' || s.seat || '"') AS note, ${UNREAD} AS unread
         FROM match_seats s JOIN matches m ON m.id = s.match_id WHERE ${MINE} AND (m.status = 'active' OR m.updated_at >= ?3)
         ORDER BY ${note("d")} DESC LIMIT ?2`,
      )
      .bind(userId, limit, kept),
    d1.prepare(`SELECT count(*) AS n FROM match_seats s JOIN matches m ON m.id = s.match_id WHERE ${MINE} AND ${UNREAD}`).bind(userId),
  ];
}

interface TurnEntryRow {
  matchId: string;
  turnRead: number | null;
  turnReadAt: number | null;
  updatedAt: number;
  note: string;
  /** UNREAD, as the unread count reads it: the one definition of an unread "your move". */
  unread: number;
}

/** A text of a note in the reader's language; a note whose message no longer exists reads as the plain "your move". */
function readable(locale: Locale, text: string, fallback: Text): string {
  try {
    return textIn(locale, JSON.parse(text) as Text);
  } catch {
    return textIn(locale, fallback);
  }
}

/**
 * The inbox items of these rows. Read: the player read this decision, or watched it arrive, or the
 * match is over (a result leaves no "your move" unread).
 */
export function turnEntries(rows: TurnEntryRow[], locale: Locale) {
  return rows.map((row) => {
    const n = JSON.parse(row.note) as TurnNote;
    const readAt = row.unread ? null : n.r ? n.d : row.turnRead !== null && row.turnRead >= n.d ? (row.turnReadAt ?? n.d) : row.updatedAt;
    return {
      id: n.k,
      kind: "turn",
      title: readable(locale, n.t, msg("turnBody")),
      body: readable(locale, n.b, msg("turnBody")),
      url: `/m/${row.matchId}`,
      matchId: row.matchId,
      createdAt: n.d,
      readAt,
    };
  });
}

/**
 * Marks read the user's "your move" entries with these ids, or of this match, or (neither given)
 * all of them. Writes only the seats with something unread.
 */
export function markTurnsRead(d1: D1Database, userId: string, ids: string[] | null, matchId: string | null, now: number): D1PreparedStatement {
  const which = ids ? `AND ${note("k")} IN (SELECT value FROM json_each(?3))` : matchId ? `AND m.id = ?3` : "";
  const statement = d1.prepare(
    `UPDATE match_seats AS s SET turn_read = (SELECT ${note("d")} FROM matches m WHERE m.id = s.match_id), turn_read_at = ?2
     WHERE s.user_id = ?1 AND EXISTS (SELECT 1 FROM matches m WHERE m.id = s.match_id AND ${MINE} AND ${UNREAD} ${which})`,
  );
  return ids ? statement.bind(userId, now, JSON.stringify(ids)) : matchId ? statement.bind(userId, now, matchId) : statement.bind(userId, now);
}
