/**
 * Delivery to D1, owned by one object: the outbox rows in the room's SQLite, what D1 already has
 * (the seq of the delivered index, the turn notices announced), backoff and retry.
 *
 * The match index and the "your turn" notices are derived from the current state when delivered,
 * so a move writes no outbox row for them; other notices (joins, results, offers, rematches,
 * reminders) are outbox rows written in the same transaction as their event. Everything due goes
 * in one D1 batch; a failure is retried with backoff (1 s … 10 min) by the room's alarm.
 */
import type { Seat } from "../engine/game";
import type { Env } from "../env";
import { matchIndexStatements, type MatchSummary } from "../db/matchIndex";
import { mailPendingNotices, noticeStatements } from "../notify/inbox";
import { turnNotesOf } from "../notify/turnEntries";
import { offeredSeats } from "./seats";
import { actorsOf, isPlaying, playingSeats, outcomeOf, versionOf, type MatchState } from "./state";
import { turnContextOf, turnNotices, type Notice } from "./notices";
import { deliverResults } from "./results";
import { deadlineOf, visibleActorsOf } from "./viewer";
import { reportToTournament } from "./tournamentReport";
import type { Text } from "../shared/i18n";

export const OUTBOX_BACKOFF_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
/** How long a move's index update and notices may wait to be delivered with the next ones. */
export const OUTBOX_COALESCE_MS = 1_000;
/**
 * The same while every player still in the match is watching it over a socket: they see each move
 * there, so their inbox and "my matches" need not follow within a second (and no email is sent to
 * a watcher). Live play then costs one D1 batch per room every few seconds, not every second.
 * Still bounded and still durable: the alarm is armed for the end of the window with the move.
 */
export const LIVE_COALESCE_MS = 5_000;
/**
 * A move delivered at once arms no alarm, so a room that dies between the move and its delivery
 * delivers when it wakes: a woken room whose last change is this recent delivers again at once
 * (D1's upserts write nothing when it already has it). The mover's page reconnects within seconds.
 */
export const WAKE_DELIVERY_MS = 15 * 60_000;

export interface DeliveryHooks {
  /** The current state of the match (null: not created). */
  state: () => MatchState | null;
  /** The log line, as `seat` reads it, of the last event at or before `at` (a turn notice's text). */
  lineAt: (seat: Seat, at: number) => Text;
  /** Is this user watching the match right now? (Then no email.) */
  isWatching: (userId: string) => boolean;
  /** The service's public origin, for the links in emails. */
  origin: string;
}

export interface OutboxRow {
  key: string;
  attempts: number;
  dueAt: number;
  lastError: string | null;
}

/**
 * The D1 index row of a match, derived from its state. Its `actors` are what a spectator may know
 * (visibleActorsOf(state, null): Sleep hides them, SP-5); each seat's `deciding` is that seat's own
 * status, which the index gives only to the seat's player ("my matches").
 */
export function summaryOf(state: MatchState): MatchSummary {
  const outcome = outcomeOf(state);
  // Only a seat its person still plays: one the computer plays for a leaver keeps the leaver's row.
  const deciding = state.status === "active" ? actorsOf(state).filter((seat) => isPlaying(state, seat)) : [];
  return {
    id: state.meta.id,
    game: state.meta.game,
    status: state.status,
    visibility: state.meta.visibility,
    players: state.meta.players,
    seq: state.seq,
    actors: visibleActorsOf(state, null),
    outcome: outcome ? JSON.stringify(outcome) : null,
    deadline: deadlineOf(state, null),
    createdBy: state.meta.createdBy,
    createdAt: state.meta.createdAt,
    updatedAt: state.updatedAt,
    seats: state.seats.map((s, seat) => ({ seat, userId: s.userId, name: s.name, deciding: deciding.includes(seat), deadline: deciding.includes(seat) ? deadlineOf(state, seat) : null })),
    offeredSeats: state.meta.visibility === "public" ? offeredSeats(state).map((seat) => ({ seat, invite: state.seatOffers![String(seat)]! })) : [],
    departures: (state.leavers ?? []).map((d) => ({ seat: d.seat, userId: d.userId, reason: d.reason, at: d.at })),
  };
}

export class Delivery {
  /** When the last delivery to D1 started. */
  lastDeliveryAt = 0;
  /**
   * The position (fold's versionOf: seq and sealed decisions, so a sealed decision updates its own
   * seat's row) whose index and turn notices D1 has; null: not known (a woken room delivers again).
   */
  private deliveredVersion: string | null = null;
  /** Who sat where (userId and name per seat) when D1 last got the seats; null: not known (sent again). */
  private deliveredSeats: string | null = null;
  /** Turn notices D1 already has, as seat → decision; forgotten on wake (D1 dedupes them). */
  private announced = new Map<number, number>();
  private stateRetry: { attempts: number; retryAt: number | null; lastError: string | null } = { attempts: 0, retryAt: null, lastError: null };
  private running: Promise<void> | null = null;
  /** Is the run in progress a woken room's (which a move need not wait for, nor count in its window)? */
  private wakeRun = false;

  constructor(
    private readonly sql: SqlStorage,
    private readonly env: Env,
    private readonly hooks: DeliveryHooks,
  ) {}

  createSchema(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS outbox (
      key TEXT PRIMARY KEY, payload TEXT NOT NULL, version INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, due_at INTEGER NOT NULL, last_error TEXT)`);
  }

  /** Queues notices under their dedupe key (inside the change's transaction). A newer version replaces an older one. */
  enqueue(notices: Notice[], at: number, key = `notify:${notices[0]!.dedupeKey}`): void {
    this.sql.exec(
      `INSERT INTO outbox (key, payload, version, attempts, due_at) VALUES (?, ?, 1, 0, ?)
       ON CONFLICT(key) DO UPDATE SET payload = excluded.payload, version = outbox.version + 1, attempts = 0, due_at = excluded.due_at`,
      key,
      JSON.stringify(notices),
      at,
    );
  }

  /** When delivering the state last failed, the time of its retry (null: not waiting for one). */
  get retryAt(): number | null {
    return this.stateRetry.retryAt;
  }

  /** How long a move's delivery may wait for the next ones now: LIVE_COALESCE_MS while every player still in the match watches it, else OUTBOX_COALESCE_MS. */
  coalesceMs(): number {
    const state = this.hooks.state();
    const players = state ? playingSeats(state).map((seat) => state.seats[seat]!.userId) : [];
    return players.length > 0 && players.every((userId) => userId !== null && this.hooks.isWatching(userId)) ? LIVE_COALESCE_MS : OUTBOX_COALESCE_MS;
  }

  /**
   * May a move's delivery start now, or should it wait for the batch (a delivery started less than
   * `window` ago)? A woken room's delivery is not a batch: a move right after waking (the usual
   * move a day later) follows it at once, as a delivery of its own, with no alarm.
   */
  mayStartNow(now: number, window = this.coalesceMs()): boolean {
    return this.stateRetry.retryAt === null && (!this.running || this.wakeRun) && now - this.lastDeliveryAt >= window;
  }

  /** When delivery is due next: the earliest outbox row, or the state if D1 does not have it (null: nothing waits). */
  dueAt(now: number): number | null {
    const times: number[] = [];
    const row = this.sql.exec<{ due: number | null }>(`SELECT MIN(due_at) AS due FROM outbox`).one();
    if (row.due !== null) times.push(row.due);
    const state = this.hooks.state();
    if (state && this.deliveredVersion !== versionOf(state)) times.push(this.stateRetry.retryAt ?? now);
    return times.length ? Math.min(...times) : null;
  }

  /**
   * Delivers what is due; one run at a time (`wake`: a woken room's, which opens no batch window).
   * A caller that arrives during a run waits for it and, when the state has moved on since that run
   * began (or a notice was queued meanwhile), for one more run, so that whatever the caller's change
   * was is in D1 when this resolves.
   */
  run(wake = false): Promise<void> {
    if (!this.hooks.state()) return Promise.resolve();
    if (this.running) return this.running.then(() => (this.freshWork() ? this.run() : undefined));
    this.wakeRun = wake;
    this.running = this.deliverDue(wake).finally(() => (this.running = null));
    return this.running;
  }

  /** Is there something a run should deliver now: a state D1 lacks (not waiting for a retry), or a notice never tried? */
  private freshWork(): boolean {
    const state = this.hooks.state();
    if (state && this.deliveredVersion !== versionOf(state) && this.stateRetry.retryAt === null) return true;
    return this.sql.exec(`SELECT 1 FROM outbox WHERE attempts = 0 LIMIT 1`).toArray().length > 0;
  }

  /**
   * One D1 batch: the index and turn notices of the current state if D1 does not have them yet,
   * and every pending outbox row (a fresh one at once, a failed one once its backoff has passed).
   */
  private async deliverDue(wake: boolean): Promise<void> {
    if (!wake) this.lastDeliveryAt = Date.now();
    const state = this.hooks.state()!;
    const rows = this.sql
      .exec<{ key: string; payload: string; version: number; attempts: number }>(
        `SELECT key, payload, version, attempts FROM outbox WHERE attempts = 0 OR due_at <= ? ORDER BY due_at`,
        Date.now(),
      )
      .toArray();
    // An "index" row is what rooms wrote before the index was derived from the state.
    const stale = this.deliveredVersion !== versionOf(state) || rows.some((r) => r.key === "index");
    if (rows.length === 0 && !stale) return;
    const turns = stale ? turnNotices(state, this.hooks.lineAt, this.announced) : [];
    const notices = [...turns, ...rows.flatMap((r) => (r.key.startsWith("notify:") ? (JSON.parse(r.payload) as Notice[]) : []))];
    try {
      const unknown = rows.find((r) => !r.key.startsWith("notify:") && r.key !== "index");
      if (unknown) throw new Error(`no handler for outbox row ${unknown.key}`);
      // Who sits where, and who left: either change sends the seats (and departures) again.
      const seats = JSON.stringify([state.seats.map((s) => [s.userId, s.name]), state.leavers?.length ?? 0]);
      await this.send(stale ? { ...summaryOf(state), turnNotes: turnNotesOf(turns, this.hooks.isWatching) } : null, seats !== this.deliveredSeats, notices);
      if (stale) await reportToTournament(this.env, state);
      // A failure is retried with the state; the results are written once per match however often they are delivered.
      if (stale && state.status === "finished") await deliverResults(this.env, state);
      // Delete only the versions we delivered: a newer one written meanwhile stays queued.
      for (const row of rows) this.sql.exec(`DELETE FROM outbox WHERE key = ? AND version = ?`, row.key, row.version);
      if (stale) {
        this.deliveredVersion = versionOf(state);
        this.deliveredSeats = seats;
        this.announced = new Map(actorsOf(state).flatMap((seat) => (state.decisionSince[String(seat)] === undefined ? [] : [[seat, state.decisionSince[String(seat)]!]])));
        this.stateRetry = { attempts: 0, retryAt: null, lastError: null };
      }
    } catch (e) {
      const message = String(e instanceof Error ? e.message : e).slice(0, 500);
      const backoff = (attempts: number) => Date.now() + OUTBOX_BACKOFF_MS[Math.min(attempts, OUTBOX_BACKOFF_MS.length - 1)]!;
      for (const row of rows) {
        this.sql.exec(`UPDATE outbox SET attempts = attempts + 1, due_at = ?, last_error = ? WHERE key = ? AND version = ?`, backoff(row.attempts), message, row.key, row.version);
      }
      if (stale) this.stateRetry = { attempts: this.stateRetry.attempts + 1, retryAt: backoff(this.stateRetry.attempts), lastError: message };
    }
  }

  private async send(index: MatchSummary | null, withSeats: boolean, notices: Notice[]): Promise<void> {
    const { writes, pending } = noticeStatements(this.env, notices, this.hooks.isWatching);
    const statements = [...(index ? matchIndexStatements(this.env.DB, index, withSeats) : []), ...writes, ...pending];
    if (statements.length === 0) return;
    const results = await this.env.DB.batch(statements);
    const toMail = results.slice(results.length - pending.length).flatMap((r) => (r.results as { id: string }[]).map((n) => n.id));
    // A failure here is retried with the rows: the notices are found again by their dedupe keys.
    await mailPendingNotices(this.env, this.hooks.origin, toMail, (userId) => turnContextOf(this.hooks.state(), userId));
  }

  /** Pending rows, for tests and diagnostics; an undelivered state shows as the row "index". */
  pending(alarmAt: number | null): OutboxRow[] {
    const rows = this.sql
      .exec<{ key: string; attempts: number; due_at: number; last_error: string | null }>(`SELECT key, attempts, due_at, last_error FROM outbox ORDER BY key`)
      .toArray()
      .map((r) => ({ key: r.key, attempts: r.attempts, dueAt: r.due_at, lastError: r.last_error }));
    const state = this.hooks.state();
    if (state && this.deliveredVersion !== versionOf(state)) {
      const { attempts, retryAt, lastError } = this.stateRetry;
      rows.unshift({ key: "index", attempts, dueAt: retryAt ?? alarmAt ?? Date.now(), lastError });
    }
    return rows;
  }
}
