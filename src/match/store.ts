/**
 * The room's event store in its SQLite: events with their per-viewer log lines, snapshots every
 * SNAPSHOT_EVERY events, idempotency keys and remembered reminders. `stateAt` is the one way a
 * state is rebuilt: the nearest snapshot at or before the asked seq, then the events after it.
 * Writing: `writesFor` plans a change's statements, which the room runs in one synchronous
 * transaction (a lone statement needs none).
 */
import type { Seat } from "../engine/game";
import { replay } from "./fold";
import { describeEvent, logLineIn, readLine, type ViewerLine } from "./logLines";
import type { LogLine } from "../shared/api";
import type { Locale } from "../shared/locale";
import { sealedOf, type MatchEvent, type MatchState } from "./state";
import { readEvent } from "./compat";
import type { Text } from "../shared/i18n";

export const SNAPSHOT_EVERY = 64;

/** One SQL statement with its bound parameters. */
export type Statement = [query: string, ...bindings: SqlStorageValue[]];

export interface EventRow {
  seq: number;
  at: number;
  seat: Seat | null;
  kind: string;
  payload: string;
  /** JSON array of the event's log line per viewer (ViewerLine): index = seat, last = spectators. */
  lines: string;
  /** A sealed decision (SP-5): kept in `sealed`, never in the public log; `seq` is the position it was taken at. */
  sealed?: boolean;
}

/**
 * How an event `step` accepted is written: a decision that kept the position (`seq`) sealed, with no
 * log line; any other event public, carrying the sealed decisions it revealed (fold's MatchEvent).
 */
export function rowOf(before: MatchState | null, event: MatchEvent, after: MatchState, at: number): EventRow {
  if (event.kind === "sealed") return { seq: after.seq, at, seat: event.seat, kind: event.kind, payload: JSON.stringify(event), lines: "[]", sealed: true };
  const held = before ? sealedOf(before) : [];
  const written = held.length && !sealedOf(after).length ? { ...event, sealed: held } : event;
  return { seq: after.seq, at, seat: event.seat, kind: event.kind, payload: JSON.stringify(written), lines: JSON.stringify(describeEvent(before, event, after)) };
}

export class EventStore {
  private lastSnapshotSeq = 0;
  /**
   * The public events of the last change, which are every event after `from` (the seq before it):
   * the broadcast that follows reads their lines from here, not back from SQLite.
   */
  private lastChange: { from: number; rows: EventRow[] } | null = null;
  /** May the sealed table hold rows (SP-5)? Not known on wake until read: then true. */
  private sealedWaiting = true;

  constructor(private readonly sql: SqlStorage) {}

  /** A request for an id that was never created must leave no storage behind, so only `create` makes the tables. */
  exists(): boolean {
    const found = this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'`).toArray().length > 0;
    // Rooms made before sealed decisions get their table on wake.
    if (found) this.createSealedTable();
    return found;
  }

  /**
   * Sealed decisions (SP-5) waiting for their reveal, in the order they came: never read by any
   * channel, only replayed on wake on top of the public log. The event that reveals them carries
   * them into the log, and they are deleted with its write.
   */
  private createSealedTable(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS sealed (n INTEGER PRIMARY KEY AUTOINCREMENT, seq INTEGER NOT NULL, at INTEGER NOT NULL, seat INTEGER NOT NULL, payload TEXT NOT NULL)`);
  }

  createSchema(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, seat INTEGER, kind TEXT NOT NULL,
      payload TEXT NOT NULL, lines TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, seq INTEGER NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS reminders (key TEXT PRIMARY KEY, at INTEGER NOT NULL)`);
    this.createSealedTable();
    this.sealedWaiting = false;
  }

  /**
   * The match after event `seq` (default: the latest, with the sealed decisions waiting for their
   * reveal): the nearest snapshot, then the events after it. A past position never holds sealed ones.
   */
  stateAt(seq?: number): MatchState | null {
    const upTo = seq ?? Number.MAX_SAFE_INTEGER;
    const snap = this.sql
      .exec<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots WHERE seq <= ? ORDER BY seq DESC LIMIT 1`, upTo)
      .toArray()[0];
    if (seq === undefined) this.lastSnapshotSeq = snap?.seq ?? 0;
    const rows = this.sql
      .exec<{ payload: string; at: number }>(`SELECT payload, at FROM events WHERE seq > ? AND seq <= ? ORDER BY seq`, snap?.seq ?? 0, upTo)
      .toArray();
    const sealed = seq === undefined ? this.sql.exec<{ payload: string; at: number }>(`SELECT payload, at FROM sealed ORDER BY n`).toArray() : [];
    if (seq === undefined) this.sealedWaiting = sealed.length > 0;
    return replay(
      [...rows, ...sealed].map((r) => ({ event: readEvent(r.payload), at: r.at })),
      snap ? (JSON.parse(snap.state) as MatchState) : null,
    );
  }

  /**
   * The statements that write events (and a snapshot when one is due), to run in the change's
   * transaction: usually one, the event's row.
   */
  writesFor(rows: EventRow[], final: MatchState, idempotencyKey?: string): Statement[] {
    const out: Statement[] = [];
    for (const r of rows) {
      if (r.sealed) out.push([`INSERT INTO sealed (seq, at, seat, payload) VALUES (?, ?, ?, ?)`, r.seq, r.at, r.seat, r.payload]);
      else out.push([`INSERT INTO events (seq, at, seat, kind, payload, lines) VALUES (?, ?, ?, ?, ?, ?)`, r.seq, r.at, r.seat, r.kind, r.payload, r.lines]);
    }
    // Revealed: the event that revealed them carries them now.
    if (this.sealedWaiting && sealedOf(final).length === 0 && rows.some((r) => !r.sealed)) out.push([`DELETE FROM sealed`]);
    if (idempotencyKey) out.push([`INSERT INTO idempotency (key, seq, at) VALUES (?, ?, ?)`, idempotencyKey, final.seq, final.updatedAt]);
    // A snapshot is a public position: none while decisions are sealed (they are replayed from their table).
    if (this.snapshotDue(final)) out.push([`INSERT INTO snapshots (seq, state) VALUES (?, ?)`, final.seq, JSON.stringify(final)]);
    return out;
  }

  /** Runs statements (writesFor's, in the change's transaction). */
  run(statements: Statement[]): void {
    for (const [query, ...bindings] of statements) this.sql.exec(query, ...bindings);
  }

  /** After the change's statements ran; `from`: the seq before the change. */
  appended(final: MatchState, from: number, rows: EventRow[]): void {
    if (this.snapshotDue(final)) this.lastSnapshotSeq = final.seq;
    // Sealed rows are written with the decisions a state holds, and all deleted with the change that reveals them.
    this.sealedWaiting = sealedOf(final).length > 0;
    this.lastChange = { from, rows: rows.filter((r) => !r.sealed) };
  }

  private snapshotDue(final: MatchState): boolean {
    return final.seq - this.lastSnapshotSeq >= SNAPSHOT_EVERY && sealedOf(final).length === 0;
  }

  /** For tests and the benchmark: the number of events replayed on wake is bounded by SNAPSHOT_EVERY. */
  eventsSinceSnapshot(): number {
    const snap = this.sql.exec<{ seq: number }>(`SELECT COALESCE(MAX(seq), 0) AS seq FROM snapshots`).one().seq;
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE seq > ?`, snap).one().n;
  }

  hasIdempotencyKey(key: string): boolean {
    return this.sql.exec(`SELECT seq FROM idempotency WHERE key = ?`, key).toArray().length > 0;
  }

  /** Events after `seq` that are not another seat's move (what could change what `seat` may do); a reveal touches every seat. */
  eventsTouching(seat: Seat, seq: number): number {
    return this.sql
      .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE seq > ? AND (kind != 'move' OR seat = ? OR json_extract(payload, '$.sealed') IS NOT NULL)`, seq, seat)
      .one().n;
  }

  /** The log line, as `seat` reads it, of the last event at or before `at`. */
  lineAt(seat: Seat, at: number): Text {
    const row = this.sql.exec<{ lines: string }>(`SELECT lines FROM events WHERE at <= ? ORDER BY seq DESC LIMIT 1`, at).toArray()[0];
    return row ? readLine((JSON.parse(row.lines) as ViewerLine[])[seat], seat).text : "";
  }

  /** Every event in order (the replay of a finished match). */
  events(): { seq: number; event: MatchEvent }[] {
    return this.sql.exec<{ seq: number; payload: string }>(`SELECT seq, payload FROM events ORDER BY seq`).toArray().map((r) => ({ seq: r.seq, event: readEvent(r.payload) }));
  }

  /** Up to `limit` events after `after`, in order, with their time and the log line each seat read (the review's replay). */
  rows(after: number, limit: number): { seq: number; at: number; event: MatchEvent; lines: ViewerLine[] }[] {
    return this.sql
      .exec<{ seq: number; at: number; payload: string; lines: string }>(`SELECT seq, at, payload, lines FROM events WHERE seq > ? ORDER BY seq LIMIT ?`, after, limit)
      .toArray()
      .map((r) => ({ seq: r.seq, at: r.at, event: readEvent(r.payload), lines: JSON.parse(r.lines) as ViewerLine[] }));
  }

  /**
   * Up to 1000 log lines after `after`, as the viewer at column `index` reads them in `locale`; events up to
   * `ownFrom` as the column `before` reads them (a seat taken over: a spectator's lines before the takeover).
   */
  log(after: number, { index, ownFrom = 0, before = index }: { index: number; ownFrom?: number; before?: number }, locale: Locale = "en"): LogLine[] {
    const last = this.lastChange;
    const rows =
      last && after >= last.from
        ? last.rows.filter((r) => r.seq > after)
        : this.sql.exec<{ seq: number; at: number; seat: number | null; kind: string; lines: string }>(`SELECT seq, at, seat, kind, lines FROM events WHERE seq > ? ORDER BY seq LIMIT 1000`, after).toArray();
    const written = logLineIn(locale);
    return rows.map((r) => written({ seq: r.seq, at: r.at, kind: r.kind, ...readLine((JSON.parse(r.lines) as ViewerLine[])[r.seq <= ownFrom ? before : index], r.seat) }));
  }

  /** Reminders are remembered per decision (`seat:since`), so a repeated alarm sends none twice. */
  reminded(seat: Seat, since: number | undefined): boolean {
    return this.sql.exec(`SELECT 1 FROM reminders WHERE key = ?`, `${seat}:${since}`).toArray().length > 0;
  }

  remember(seat: Seat, since: number | undefined, at: number): void {
    this.sql.exec(`INSERT OR IGNORE INTO reminders (key, at) VALUES (?, ?)`, `${seat}:${since}`, at);
  }
}
