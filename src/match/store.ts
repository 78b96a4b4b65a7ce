/**
 * The room's event store in its SQLite: events with their per-viewer log lines, snapshots every
 * SNAPSHOT_EVERY events, idempotency keys and remembered reminders. `stateAt` is the one way a
 * state is rebuilt: the nearest snapshot at or before the asked seq, then the events after it.
 * Writing happens inside the room's one synchronous transaction per change (`append`).
 */
import type { Seat } from "../engine/game";
import { replay, type MatchEvent, type MatchState } from "./fold";
import { readLine, type ViewerLine } from "./resource";

export const SNAPSHOT_EVERY = 64;

export interface EventRow {
  seq: number;
  at: number;
  seat: Seat | null;
  kind: string;
  payload: string;
  /** JSON array of the event's log line per viewer (ViewerLine): index = seat, last = spectators. */
  lines: string;
}

export class EventStore {
  private lastSnapshotSeq = 0;

  constructor(private readonly sql: SqlStorage) {}

  /** A request for an id that was never created must leave no storage behind, so only `create` makes the tables. */
  exists(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'`).toArray().length > 0;
  }

  createSchema(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, seat INTEGER, kind TEXT NOT NULL,
      payload TEXT NOT NULL, lines TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, seq INTEGER NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS reminders (key TEXT PRIMARY KEY, at INTEGER NOT NULL)`);
  }

  /** The match after event `seq` (default: the latest): the nearest snapshot, then the events after it. */
  stateAt(seq?: number): MatchState | null {
    const upTo = seq ?? Number.MAX_SAFE_INTEGER;
    const snap = this.sql
      .exec<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots WHERE seq <= ? ORDER BY seq DESC LIMIT 1`, upTo)
      .toArray()[0];
    if (seq === undefined) this.lastSnapshotSeq = snap?.seq ?? 0;
    const rows = this.sql
      .exec<{ payload: string; at: number }>(`SELECT payload, at FROM events WHERE seq > ? AND seq <= ? ORDER BY seq`, snap?.seq ?? 0, upTo)
      .toArray();
    return replay(
      rows.map((r) => ({ event: JSON.parse(r.payload) as MatchEvent, at: r.at })),
      snap ? (JSON.parse(snap.state) as MatchState) : null,
    );
  }

  /** Writes events (and a snapshot when one is due). Call inside the change's transaction. */
  append(rows: EventRow[], final: MatchState, idempotencyKey?: string): void {
    for (const r of rows) {
      this.sql.exec(`INSERT INTO events (seq, at, seat, kind, payload, lines) VALUES (?, ?, ?, ?, ?, ?)`, r.seq, r.at, r.seat, r.kind, r.payload, r.lines);
    }
    if (idempotencyKey) this.sql.exec(`INSERT INTO idempotency (key, seq, at) VALUES (?, ?, ?)`, idempotencyKey, final.seq, final.updatedAt);
    if (final.seq - this.lastSnapshotSeq >= SNAPSHOT_EVERY) {
      this.sql.exec(`INSERT INTO snapshots (seq, state) VALUES (?, ?)`, final.seq, JSON.stringify(final));
    }
  }

  /** After the transaction of `append` committed. */
  appended(final: MatchState): void {
    if (final.seq - this.lastSnapshotSeq >= SNAPSHOT_EVERY) this.lastSnapshotSeq = final.seq;
  }

  /** For tests and the benchmark: the number of events replayed on wake is bounded by SNAPSHOT_EVERY. */
  eventsSinceSnapshot(): number {
    const snap = this.sql.exec<{ seq: number }>(`SELECT COALESCE(MAX(seq), 0) AS seq FROM snapshots`).one().seq;
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE seq > ?`, snap).one().n;
  }

  hasIdempotencyKey(key: string): boolean {
    return this.sql.exec(`SELECT seq FROM idempotency WHERE key = ?`, key).toArray().length > 0;
  }

  /** Events after `seq` that are not another seat's move (what could change what `seat` may do). */
  eventsTouching(seat: Seat, seq: number): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE seq > ? AND (kind != 'move' OR seat = ?)`, seq, seat).one().n;
  }

  /** The log line, as `seat` reads it, of the last event at or before `at`. */
  lineAt(seat: Seat, at: number): string {
    const row = this.sql.exec<{ lines: string }>(`SELECT lines FROM events WHERE at <= ? ORDER BY seq DESC LIMIT 1`, at).toArray()[0];
    return row ? readLine((JSON.parse(row.lines) as ViewerLine[])[seat], seat).text : "";
  }

  /** Every event in order (the replay of a finished match). */
  events(): { seq: number; event: MatchEvent }[] {
    return this.sql.exec<{ seq: number; payload: string }>(`SELECT seq, payload FROM events ORDER BY seq`).toArray().map((r) => ({ seq: r.seq, event: JSON.parse(r.payload) as MatchEvent }));
  }

  /**
   * Up to 1000 log lines after `after`, as the viewer at column `index` reads them; events up to
   * `ownFrom` as the column `before` reads them (a seat taken over: a spectator's lines before the takeover).
   */
  log(after: number, { index, ownFrom = 0, before = index }: { index: number; ownFrom?: number; before?: number }): { seq: number; at: number; seat: number | null; kind: string; text: string }[] {
    return this.sql
      .exec<{ seq: number; at: number; seat: number | null; kind: string; lines: string }>(
        `SELECT seq, at, seat, kind, lines FROM events WHERE seq > ? ORDER BY seq LIMIT 1000`,
        after,
      )
      .toArray()
      .map((r) => ({ seq: r.seq, at: r.at, kind: r.kind, ...readLine((JSON.parse(r.lines) as ViewerLine[])[r.seq <= ownFrom ? before : index], r.seat) }));
  }

  /** Reminders are remembered per decision (`seat:since`), so a repeated alarm sends none twice. */
  reminded(seat: Seat, since: number | undefined): boolean {
    return this.sql.exec(`SELECT 1 FROM reminders WHERE key = ?`, `${seat}:${since}`).toArray().length > 0;
  }

  remember(seat: Seat, since: number | undefined, at: number): void {
    this.sql.exec(`INSERT OR IGNORE INTO reminders (key, at) VALUES (?, ?)`, `${seat}:${since}`, at);
  }
}
