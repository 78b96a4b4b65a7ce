/**
 * MatchRoom: one Durable Object per match, the authoritative event log.
 *
 * - The `events` table is the truth; `this.match` is its fold, held in memory, with a snapshot
 *   every SNAPSHOT_EVERY events so that waking up never replays a long log.
 * - Every change is validated by `step` and written (event, log lines, outbox rows, idempotency
 *   key) in one synchronous transaction before anything is announced.
 * - After each change each socket gets its own view. D1 is then brought up to date: the match
 *   index and the "your turn" notices are derived from the current state when delivered (so a
 *   move writes nothing for them, and a decision already taken is never announced); other
 *   notices (joins, results, offers, rematches, reminders) are outbox rows written with the
 *   event. A move is delivered at once unless a delivery started less than OUTBOX_COALESCE_MS
 *   ago; then it waits for the alarm, so a fast exchange of moves costs D1 one batch a second.
 *   Every other change is delivered at once. The alarm is armed with every move, in the same
 *   storage commit, so a room that dies before delivering delivers when it wakes.
 */
import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import { isOk, type Seat } from "../engine/game";
import { Rng, seedRng } from "../engine/rng";
import type { Env } from "../env";
import { timingSafeEqual } from "../shared/crypto";
import { MAX_JSON_DEPTH, jsonDepth } from "../shared/json";
import { matchIndexStatements, type MatchSummary } from "../db/matchIndex";
import type { ClientMessage, LogLine, MatchResource, ServerMessage } from "../shared/api";
import { actorsOf, gameOf, outcomeOf, reminderLead, replay, seatDeadline, step, type MatchEvent, type MatchMeta, type MatchState } from "./fold";
import { noticesFor, reminderNotice, turnNotices, type Notice } from "../notify/intents";
import { mailPendingNotices, noticeStatements } from "../notify/inbox";
import { turnContextOf } from "../notify/replyToPlay";
import { MoveBudget, movesPerMinute } from "./moveBudget";
import { buildResource, canSee, deadlineOf, describeEvent, etagOf, isPlaying, seatOf, type Viewer } from "./resource";

export const SNAPSHOT_EVERY = 64;
const MAX_SOCKET_MESSAGE = 64 * 1024;
const OUTBOX_BACKOFF_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
/** How long a move's index update and notices may wait to be delivered with the next ones. */
export const OUTBOX_COALESCE_MS = 1_000;

export type Reply<T> =
  | { ok: true; body: T; etag?: string; replayed?: boolean }
  | { ok: false; status: number; detail: string; extra?: Record<string, unknown> };

export type CreateInput = Pick<MatchMeta, "id" | "game" | "players" | "options" | "visibility" | "daysPerMove"> & {
  seat: Seat;
  creator: Viewer;
  rematchOf?: string | null;
};

export type DrawAction = "offer" | "accept" | "decline";

const fail = (status: number, detail: string, extra?: Record<string, unknown>): Reply<never> => ({
  ok: false,
  status,
  detail,
  ...(extra ? { extra } : {}),
});

const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("move"), seq: z.number().int(), move: z.unknown(), requestId: z.string().max(100).optional() }),
  z.object({ type: z.literal("ping") }),
]);

interface SocketAttachment {
  userId: string | null;
  seat: Seat | null;
}

export class MatchRoom extends DurableObject<Env> {
  private sql: SqlStorage;
  private match: MatchState | null = null;
  private origin = "http://localhost:8787";
  private flushing: Promise<void> | null = null;
  /** When the alarm is known to be set for, so that a move need not read it back from storage. */
  private alarmAt: number | null = null;
  /** The seq whose index and turn notices D1 has; null: not known (a woken room delivers again). */
  private deliveredSeq: number | null = null;
  /** Turn notices D1 already has, as seat → decision; forgotten on wake (D1 dedupes them). */
  private announced = new Map<number, number>();
  private stateDelivery: { attempts: number; retryAt: number | null; lastError: string | null } = { attempts: 0, retryAt: null, lastError: null };
  private lastSnapshotSeq = 0;
  private moveBudget: MoveBudget;
  private cache: { seq: number; origin: string; bySeat: Map<string, MatchResource>; text: Map<string, string> } = {
    seq: -1,
    origin: "",
    bySeat: new Map(),
    text: new Map(),
  };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.moveBudget = new MoveBudget(movesPerMinute(env));
    // A request for an id that was never created must not leave storage behind (anyone can
    // guess ids), so the tables are made by `create` only.
    if (this.hasSchema()) {
      const origin = this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'origin'`).toArray()[0];
      if (origin) this.origin = origin.value;
      this.load();
    }
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  private hasSchema(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'`).toArray().length > 0;
  }

  private createSchema(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, seat INTEGER, kind TEXT NOT NULL,
      payload TEXT NOT NULL, lines TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, seq INTEGER NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS outbox (
      key TEXT PRIMARY KEY, payload TEXT NOT NULL, version INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, due_at INTEGER NOT NULL, last_error TEXT)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS reminders (key TEXT PRIMARY KEY, at INTEGER NOT NULL)`);
  }

  /** Rebuilds the in-memory state from the latest snapshot plus the events after it. */
  private load(): void {
    const snap = this.sql.exec<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots ORDER BY seq DESC LIMIT 1`).toArray()[0];
    const from: MatchState | null = snap ? JSON.parse(snap.state) : null;
    this.lastSnapshotSeq = snap?.seq ?? 0;
    const rows = this.sql
      .exec<{ payload: string; at: number }>(`SELECT payload, at FROM events WHERE seq > ? ORDER BY seq`, snap?.seq ?? 0)
      .toArray();
    this.match = replay(
      rows.map((r) => ({ event: JSON.parse(r.payload) as MatchEvent, at: r.at })),
      from,
    );
  }

  /** For tests and the benchmark: the number of events replayed on wake is bounded by this. */
  eventsSinceSnapshot(): number {
    if (!this.match) return 0;
    const snap = this.sql.exec<{ seq: number }>(`SELECT COALESCE(MAX(seq), 0) AS seq FROM snapshots`).one().seq;
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE seq > ?`, snap).one().n;
  }

  private rememberOrigin(origin: string | undefined): void {
    if (!origin || origin === this.origin || !this.match) return;
    this.origin = origin;
    this.sql.exec(`INSERT INTO meta (key, value) VALUES ('origin', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, origin);
  }

  // ---- writing ---------------------------------------------------------------------------

  /**
   * Validates and appends events in one transaction. Returns the reason of the first event
   * that `step` refuses; nothing is written then.
   */
  private commit(events: MatchEvent[], idempotency?: { key: string }): { error: string } | null {
    const before = this.match;
    let state = this.match;
    const at = Date.now();
    const rows: { seq: number; seat: Seat | null; kind: string; payload: string; lines: string }[] = [];
    const lines: string[][] = [];
    for (const event of events) {
      const next = step(state, event, at);
      if (!isOk(next)) return { error: next.error };
      lines.push(describeEvent(state, event, next.ok));
      rows.push({
        seq: next.ok.seq,
        seat: event.seat,
        kind: event.kind,
        payload: JSON.stringify(event),
        lines: JSON.stringify(lines.at(-1)),
      });
      state = next.ok;
    }
    if (!state) return { error: "nothing to write" };
    const final = state;
    const notices = noticesFor(before, final, events);
    this.ctx.storage.transactionSync(() => {
      for (const r of rows) {
        this.sql.exec(`INSERT INTO events (seq, at, seat, kind, payload, lines) VALUES (?, ?, ?, ?, ?, ?)`, r.seq, at, r.seat, r.kind, r.payload, r.lines);
      }
      if (idempotency) this.sql.exec(`INSERT INTO idempotency (key, seq, at) VALUES (?, ?, ?)`, idempotency.key, final.seq, at);
      if (final.seq - this.lastSnapshotSeq >= SNAPSHOT_EVERY) {
        this.sql.exec(`INSERT INTO snapshots (seq, state) VALUES (?, ?)`, final.seq, JSON.stringify(final));
      }
      for (const n of notices) this.enqueue(`notify:${n.dedupeKey}`, [n], at);
    });
    if (final.seq - this.lastSnapshotSeq >= SNAPSHOT_EVERY) this.lastSnapshotSeq = final.seq;
    this.match = final;
    // Moves within a running match can wait for the next batch; joins, results, offers cannot.
    if (!events.every((e) => e.kind === "move" || e.kind === "timeout") || before?.status !== final.status) this.urgent = true;
    return null;
  }

  private urgent = false;

  /** After a commit: make sure D1 will hear of it (at once, or with the next batch), then announce. */
  private afterChange(): void {
    if (this.urgent) {
      this.urgent = false;
      this.broadcast();
      void this.flushOutbox();
      return;
    }
    // Armed before the broadcast, in the same storage commit as the event: a room that dies
    // before its batch still delivers it when the alarm wakes it.
    const now = Date.now();
    const due = Math.max(now + OUTBOX_COALESCE_MS, this.stateDelivery.retryAt ?? 0);
    if (this.alarmAt === null || this.alarmAt > due || this.alarmAt < now) {
      this.alarmAt = due;
      this.ctx.storage.setAlarm(due).catch(() => (this.alarmAt = null));
    }
    this.broadcast();
    // Slow play (the usual case) is delivered at once; only a burst of moves waits for the batch.
    if (this.stateDelivery.retryAt === null && !this.flushing && now - this.lastDeliveryAt >= OUTBOX_COALESCE_MS) void this.flushOutbox();
  }

  /** When the last delivery to D1 started. */
  private lastDeliveryAt = 0;

  private enqueue(key: string, payload: unknown, at: number): void {
    this.sql.exec(
      `INSERT INTO outbox (key, payload, version, attempts, due_at) VALUES (?, ?, 1, 0, ?)
       ON CONFLICT(key) DO UPDATE SET payload = excluded.payload, version = outbox.version + 1, attempts = 0, due_at = excluded.due_at`,
      key,
      JSON.stringify(payload),
      at,
    );
  }

  private summary(state: MatchState): MatchSummary {
    const outcome = outcomeOf(state);
    return {
      id: state.meta.id,
      game: state.meta.game,
      status: state.status,
      visibility: state.meta.visibility,
      players: state.meta.players,
      seq: state.seq,
      actors: actorsOf(state),
      outcome: outcome ? JSON.stringify(outcome) : null,
      deadline: deadlineOf(state, null),
      createdBy: state.meta.createdBy,
      createdAt: state.meta.createdAt,
      updatedAt: state.updatedAt,
      seats: state.seats.map((s, seat) => ({ seat, userId: s.userId, name: s.name })),
    };
  }

  /** Delivers due outbox rows; a failure is retried with backoff by the alarm. */
  async flushOutbox(): Promise<void> {
    if (!this.match) return;
    if (!this.flushing) this.flushing = this.deliverDue().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /**
   * One D1 batch: the index and turn notices of the current state if D1 does not have them yet,
   * and every pending outbox row (a fresh one at once, a failed one once its backoff has passed).
   */
  private async deliverDue(): Promise<void> {
    this.lastDeliveryAt = Date.now();
    const state = this.match!;
    const rows = this.sql
      .exec<{ key: string; payload: string; version: number; attempts: number }>(
        `SELECT key, payload, version, attempts FROM outbox WHERE attempts = 0 OR due_at <= ? ORDER BY due_at`,
        Date.now(),
      )
      .toArray();
    // An "index" row is what rooms wrote before the index was derived from the state.
    const stale = this.deliveredSeq !== state.seq || rows.some((r) => r.key === "index");
    const turns = stale ? turnNotices(state, (seat, since) => this.lineAt(seat, since), this.announced) : [];
    if (rows.length > 0 || stale) {
      const notices = [...turns, ...rows.flatMap((r) => (r.key.startsWith("notify:") ? (JSON.parse(r.payload) as Notice[]) : []))];
      try {
        const unknown = rows.find((r) => !r.key.startsWith("notify:") && r.key !== "index");
        if (unknown) throw new Error(`no handler for outbox row ${unknown.key}`);
        await this.deliver(stale ? this.summary(state) : null, notices);
        // Delete only the versions we delivered: a newer one written meanwhile stays queued.
        for (const row of rows) this.sql.exec(`DELETE FROM outbox WHERE key = ? AND version = ?`, row.key, row.version);
        if (stale) {
          this.deliveredSeq = state.seq;
          this.announced = new Map(actorsOf(state).flatMap((seat) => (state.decisionSince[String(seat)] === undefined ? [] : [[seat, state.decisionSince[String(seat)]!]])));
          this.stateDelivery = { attempts: 0, retryAt: null, lastError: null };
        }
      } catch (e) {
        const message = String(e instanceof Error ? e.message : e).slice(0, 500);
        const backoff = (attempts: number) => Date.now() + OUTBOX_BACKOFF_MS[Math.min(attempts, OUTBOX_BACKOFF_MS.length - 1)]!;
        for (const row of rows) {
          this.sql.exec(`UPDATE outbox SET attempts = attempts + 1, due_at = ?, last_error = ? WHERE key = ? AND version = ?`, backoff(row.attempts), message, row.key, row.version);
        }
        if (stale) this.stateDelivery = { attempts: this.stateDelivery.attempts + 1, retryAt: backoff(this.stateDelivery.attempts), lastError: message };
      }
    }
    await this.scheduleAlarm();
  }

  /** The log line, as `seat` reads it, of the event that gave it the decision it has had since `since`. */
  private lineAt(seat: Seat, since: number): string {
    const row = this.sql.exec<{ lines: string }>(`SELECT lines FROM events WHERE at <= ? ORDER BY seq DESC LIMIT 1`, since).toArray()[0];
    return row ? ((JSON.parse(row.lines) as string[])[seat] ?? "") : "";
  }

  private async deliver(index: MatchSummary | null, notices: Notice[]): Promise<void> {
    const { writes, pending } = noticeStatements(this.env, notices, (u) => this.isWatching(u));
    const statements = [...(index ? matchIndexStatements(this.env.DB, index) : []), ...writes, ...pending];
    if (statements.length === 0) return;
    const results = await this.env.DB.batch(statements);
    const toMail = results.slice(results.length - pending.length).flatMap((r) => (r.results as { id: string }[]).map((n) => n.id));
    // A failure here is retried with the rows: the notices are found again by their dedupe keys.
    await mailPendingNotices(this.env, this.env.PUBLIC_ORIGIN ?? this.origin, toMail, (userId) => turnContextOf(this.match, userId));
  }

  /** Pending outbox rows, for tests and diagnostics. */
  outboxState(): { key: string; attempts: number; dueAt: number; lastError: string | null }[] {
    const rows = this.sql
      .exec<{ key: string; attempts: number; due_at: number; last_error: string | null }>(`SELECT key, attempts, due_at, last_error FROM outbox ORDER BY key`)
      .toArray()
      .map((r) => ({ key: r.key, attempts: r.attempts, dueAt: r.due_at, lastError: r.last_error }));
    if (this.match && this.deliveredSeq !== this.match.seq) {
      const { attempts, retryAt, lastError } = this.stateDelivery;
      rows.unshift({ key: "index", attempts, dueAt: retryAt ?? this.alarmAt ?? Date.now(), lastError });
    }
    return rows;
  }

  /** The next time anything is due: an outbox retry, a reminder, or a decision's deadline. */
  protected nextDueAt(): number | null {
    const times: number[] = [];
    const row = this.sql.exec<{ due: number | null }>(`SELECT MIN(due_at) AS due FROM outbox`).one();
    if (row.due !== null) times.push(row.due);
    if (this.match && this.deliveredSeq !== this.match.seq) times.push(this.stateDelivery.retryAt ?? Date.now());
    const state = this.match;
    if (state && state.status === "active" && state.meta.daysPerMove) {
      for (const seat of actorsOf(state)) {
        const deadline = seatDeadline(state, seat);
        if (deadline === null) continue;
        times.push(deadline);
        if (!this.reminded(seat)) times.push(deadline - reminderLead(state));
      }
    }
    return times.length ? Math.min(...times) : null;
  }

  private reminded(seat: Seat): boolean {
    const since = this.match?.decisionSince[String(seat)];
    return this.sql.exec(`SELECT 1 FROM reminders WHERE key = ?`, `${seat}:${since}`).toArray().length > 0;
  }

  private async scheduleAlarm(): Promise<void> {
    const due = this.nextDueAt();
    if (due === null) {
      this.alarmAt = null;
      await this.ctx.storage.deleteAlarm();
      return;
    }
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > due || current < Date.now()) await this.ctx.storage.setAlarm(Math.max(due, Date.now() + 10));
    this.alarmAt = await this.ctx.storage.getAlarm();
  }

  /**
   * Alarms may be delivered more than once; `tick` is idempotent: a reminder is remembered per
   * decision, and a timeout is an event that `step` refuses once the seat is no longer deciding.
   */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    if (!this.match) return;
    await this.tick(Date.now());
  }

  /** Sends due reminders and applies the timeout rule to decisions past their deadline. */
  async tick(now: number): Promise<void> {
    const state = this.match;
    if (state && state.status === "active" && state.meta.daysPerMove) {
      const notices: Notice[] = [];
      for (const seat of actorsOf(state)) {
        const deadline = seatDeadline(state, seat);
        if (deadline === null || !isPlaying(state, seat)) continue;
        if (now >= deadline) continue;
        if (now >= deadline - reminderLead(state) && !this.reminded(seat)) {
          this.sql.exec(`INSERT OR IGNORE INTO reminders (key, at) VALUES (?, ?)`, `${seat}:${state.decisionSince[String(seat)]}`, now);
          const notice = reminderNotice(state, seat, deadline, now);
          if (notice) notices.push(notice);
        }
      }
      if (notices.length) this.enqueue(`notify:reminder:${state.seq}:${now}`, notices, Date.now());
      let changed = false;
      for (let guard = 0; guard < 100; guard++) {
        const current = this.match!;
        if (current.status !== "active") break;
        const late = actorsOf(current).find((seat) => {
          const d = seatDeadline(current, seat);
          return d !== null && now >= d;
        });
        if (late === undefined) break;
        // Two players: the late one loses. More: the random bot decides for the late seat this once.
        let move: unknown = null;
        if (current.meta.players > 2) {
          const legal = gameOf(current).legalMoves(current.game, late);
          move = legal.length ? new Rng(seedRng(`${current.meta.seed}:timeout:${current.seq}`)).pick(legal) : null;
        }
        if (this.commit([{ kind: "timeout", seat: late, move }])) break;
        changed = true;
        this.runBots();
      }
      if (changed) this.broadcast();
    }
    await this.flushOutbox();
  }

  /** The player of these seats is away: their clocks stop from `from` to `until`. */
  async setVacation(userId: string, from: number, until: number): Promise<Reply<null>> {
    const state = this.match;
    if (!state) return fail(404, "There is no match with this id.");
    const seat = state.seats.findIndex((s) => s.userId === userId);
    if (seat < 0 || state.status === "finished" || state.status === "aborted") return { ok: true, body: null };
    const error = this.commit([{ kind: "vacation", seat, from, until }]);
    if (error) return fail(409, error.error);
    this.afterChange();
    return { ok: true, body: null };
  }

  // ---- reading ---------------------------------------------------------------------------

  private resourceFor(viewer: Viewer | null): { body: MatchResource; etag: string } {
    const state = this.match!;
    const you = seatOf(state, viewer);
    return { body: this.cachedResource(you), etag: etagOf(state, you) };
  }

  /**
   * The resource of one seat at the current seq, built once: views and legal lists can be large
   * (a Conspirateurs position may have tens of thousands of leap chains), and a move is followed
   * by the mover's answer plus one push per socket.
   */
  private cachedResource(you: Seat | null): MatchResource {
    const state = this.match!;
    if (this.cache.seq !== state.seq || this.cache.origin !== this.origin) this.cache = { seq: state.seq, origin: this.origin, bySeat: new Map(), text: new Map() };
    const key = you === null ? "s" : String(you);
    let body = this.cache.bySeat.get(key);
    if (!body) {
      body = buildResource(state, you, this.origin);
      this.cache.bySeat.set(key, body);
    }
    return body;
  }

  /** The socket message of one seat at the current seq, serialised once. */
  private cachedMessage(you: Seat | null): string {
    const key = you === null ? "s" : String(you);
    const body = this.cachedResource(you);
    let text = this.cache.text.get(key);
    if (text === undefined) {
      text = JSON.stringify({ type: "match", match: body } satisfies ServerMessage);
      this.cache.text.set(key, text);
    }
    return text;
  }

  private visible(viewer: Viewer | null): Reply<never> | null {
    if (!this.match || !canSee(this.match, viewer)) return fail(404, "There is no match with this id (or it is private).");
    return null;
  }

  async get(viewer: Viewer | null, origin?: string, ifNoneMatch?: string | null): Promise<Reply<MatchResource | null>> {
    this.rememberOrigin(origin);
    const hidden = this.visible(viewer);
    if (hidden) return hidden;
    const etag = etagOf(this.match!, seatOf(this.match!, viewer));
    if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return { ok: true, body: null, etag };
    return { ok: true, ...this.resourceFor(viewer) };
  }

  async log(viewer: Viewer | null, after: number): Promise<Reply<LogLine[]>> {
    const hidden = this.visible(viewer);
    if (hidden) return hidden;
    const state = this.match!;
    const you = seatOf(state, viewer);
    const index = you ?? state.meta.players;
    const rows = this.sql
      .exec<{ seq: number; at: number; seat: number | null; kind: string; lines: string }>(
        `SELECT seq, at, seat, kind, lines FROM events WHERE seq > ? ORDER BY seq LIMIT 1000`,
        after,
      )
      .toArray();
    return {
      ok: true,
      body: rows.map((r) => ({
        seq: r.seq,
        at: new Date(r.at).toISOString(),
        seat: r.seat,
        kind: r.kind,
        text: (JSON.parse(r.lines) as string[])[index] ?? "",
      })),
    };
  }

  /** The position after event `at`, as this viewer was allowed to see it then. */
  async history(viewer: Viewer | null, at: number): Promise<Reply<{ seq: number; view: unknown; status: string }>> {
    const hidden = this.visible(viewer);
    if (hidden) return hidden;
    const current = this.match!;
    if (!Number.isInteger(at) || at < 1 || at > current.seq) return fail(404, `This match has positions 1 to ${current.seq}; there is no position ${at}.`);
    const then = this.stateAt(at);
    const you = seatOf(current, viewer);
    return { ok: true, body: { seq: at, status: then.status, view: then.game === null ? null : gameOf(then).view(then.game, you) } };
  }

  /** The match as it was after event `seq`: the nearest snapshot, then the events after it. */
  private stateAt(seq: number): MatchState {
    if (seq === this.match!.seq) return this.match!;
    const snap = this.sql
      .exec<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots WHERE seq <= ? ORDER BY seq DESC LIMIT 1`, seq)
      .toArray()[0];
    const rows = this.sql
      .exec<{ payload: string; at: number }>(`SELECT payload, at FROM events WHERE seq > ? AND seq <= ? ORDER BY seq`, snap?.seq ?? 0, seq)
      .toArray();
    return replay(rows.map((r) => ({ event: JSON.parse(r.payload) as MatchEvent, at: r.at })), snap ? JSON.parse(snap.state) : null)!;
  }

  /**
   * In a simultaneous phase the other players' hidden submissions move the seq on without changing
   * anything this seat can act on. A move made against such an older seq still stands when every
   * event since was another seat's move and this seat's legal moves are exactly what they were.
   */
  private unaffectedSince(seat: Seat, seq: number): boolean {
    const state = this.match!;
    if (!Number.isInteger(seq) || seq < 1 || seq >= state.seq || state.seq - seq > SNAPSHOT_EVERY) return false;
    const since = this.sql
      .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE seq > ? AND (kind != 'move' OR seat = ?)`, seq, seat)
      .one().n;
    if (since > 0) return false;
    const then = this.stateAt(seq);
    if (then.status !== "active" || !actorsOf(then).includes(seat) || !actorsOf(state).includes(seat)) return false;
    const game = gameOf(state);
    return JSON.stringify(game.legalMoves(then.game, seat)) === JSON.stringify(game.legalMoves(state.game, seat));
  }

  // ---- changing --------------------------------------------------------------------------

  async create(input: CreateInput, origin?: string): Promise<Reply<MatchResource>> {
    if (this.match) return fail(409, "A match with this id already exists.");
    this.createSchema();
    const meta: MatchMeta = {
      id: input.id,
      game: input.game,
      players: input.players,
      options: input.options,
      visibility: input.visibility,
      daysPerMove: input.daysPerMove,
      seed: crypto.randomUUID(),
      invite: crypto.randomUUID().replace(/-/g, ""),
      createdBy: input.creator.userId,
      createdAt: Date.now(),
      rematchOf: input.rematchOf ?? null,
    };
    const error = this.commit([{ kind: "created", meta, seat: input.seat, userId: input.creator.userId, name: input.creator.name }]);
    if (error) return fail(422, error.error);
    this.rememberOrigin(origin);
    this.afterChange();
    // The creator's "my matches" list should show the match at once, so wait for the first index write.
    await this.flushOutbox();
    return { ok: true, ...this.resourceFor(input.creator) };
  }

  async join(viewer: Viewer, invite: string, seat: Seat | undefined, origin?: string): Promise<Reply<MatchResource>> {
    this.rememberOrigin(origin);
    const hidden = this.visible(viewer);
    if (hidden && this.match?.meta.visibility !== "private") return hidden;
    const state = this.match;
    if (!state) return fail(404, "There is no match with this id.");
    if (!timingSafeEqual(String(invite), state.meta.invite)) return fail(403, "This invite link is not valid for this match. Ask the player who invited you for a fresh link.");
    if (seatOf(state, viewer) !== null) return fail(409, `You already sit at this match as ${gameOf(state).seatName(seatOf(state, viewer)!, state.meta.players)}.`);
    if (state.status !== "open") return fail(409, "Every seat of this match is taken.");
    const free = state.seats.flatMap((s, i) => (s.kind === "free" ? [i] : []));
    const chosen = seat ?? free[0]!;
    if (!free.includes(chosen)) {
      const labels = free.map((s) => gameOf(state).seatName(s, state.meta.players)).join(", ");
      return fail(409, `That seat is taken; free seats: ${labels}.`, { freeSeats: free });
    }
    const error = this.commit([{ kind: "joined", seat: chosen, userId: viewer.userId, name: viewer.name }]);
    if (error) return fail(409, error.error);
    this.runBots();
    this.afterChange();
    return { ok: true, ...this.resourceFor(viewer) };
  }

  /** The seat this viewer plays, or a reply saying why they cannot act. */
  private playerSeat(viewer: Viewer | null): Reply<never> | Seat {
    const hidden = this.visible(viewer);
    if (hidden) return hidden;
    const seat = seatOf(this.match!, viewer);
    if (seat === null) return fail(403, "You are watching this match: only its players can do that.");
    if (!isPlaying(this.match!, seat)) return fail(403, "You have resigned from this match.");
    return seat;
  }

  async move(viewer: Viewer | null, seq: number, move: unknown, idempotencyKey?: string | null, origin?: string): Promise<Reply<MatchResource>> {
    this.rememberOrigin(origin);
    const seat = this.playerSeat(viewer);
    if (typeof seat !== "number") return seat;
    const state = this.match!;
    const idemKey = idempotencyKey ? `${viewer!.userId}:${idempotencyKey}` : undefined;
    if (idemKey) {
      const seen = this.sql.exec<{ seq: number }>(`SELECT seq FROM idempotency WHERE key = ?`, idemKey).toArray()[0];
      if (seen) return { ok: true, replayed: true, ...this.resourceFor(viewer) };
    }
    if (state.status !== "active") return fail(409, state.status === "open" ? "The match has not started: seats are still free." : "The match is over.");
    if (seq !== state.seq && !this.unaffectedSince(seat, seq)) {
      return fail(409, `This move was made against position ${seq}, but the match is at position ${state.seq}. Reload and decide again.`, { seq: state.seq });
    }
    if (!actorsOf(state).includes(seat)) return fail(403, "It is not your decision now.");
    const wait = this.moveBudget.take(viewer!.userId);
    if (wait > 0) {
      return fail(429, `You are sending moves faster than anyone plays: wait ${wait} second${wait === 1 ? "" : "s"}. Nothing was changed.`, { retryAfter: wait });
    }
    const error = this.commit([{ kind: "move", seat, move }], idemKey ? { key: idemKey } : undefined);
    if (error) return fail(422, error.error);
    this.runBots();
    this.afterChange();
    return { ok: true, ...this.resourceFor(viewer) };
  }

  async resign(viewer: Viewer | null): Promise<Reply<MatchResource>> {
    const seat = this.playerSeat(viewer);
    if (typeof seat !== "number") return seat;
    const error = this.commit([{ kind: "resign", seat }]);
    if (error) return fail(409, error.error);
    this.runBots();
    this.afterChange();
    return { ok: true, ...this.resourceFor(viewer) };
  }

  async draw(viewer: Viewer | null, action: DrawAction): Promise<Reply<MatchResource>> {
    const seat = this.playerSeat(viewer);
    if (typeof seat !== "number") return seat;
    const state = this.match!;
    if (action === "accept" && state.drawOffers.length === 0) return fail(409, "There is no draw offer to accept.");
    const error = this.commit([action === "decline" ? { kind: "draw-decline", seat } : { kind: "draw-offer", seat }]);
    if (error) return fail(409, error.error);
    this.afterChange();
    return { ok: true, ...this.resourceFor(viewer) };
  }

  async abort(viewer: Viewer | null): Promise<Reply<MatchResource>> {
    const seat = this.playerSeat(viewer);
    if (typeof seat !== "number") return seat;
    const error = this.commit([{ kind: "abort", seat }]);
    if (error) return fail(409, error.error);
    this.afterChange();
    return { ok: true, ...this.resourceFor(viewer) };
  }

  async rematch(viewer: Viewer | null, newId: string, origin?: string): Promise<Reply<MatchResource>> {
    this.rememberOrigin(origin);
    const hidden = this.visible(viewer);
    if (hidden) return hidden;
    const state = this.match!;
    const seat = seatOf(state, viewer);
    if (seat === null) return fail(403, "Only the players of this match can ask for a rematch.");
    if (state.rematch) return { ok: true, ...this.resourceFor(viewer) };
    if (state.status !== "finished") return fail(409, "A rematch can be asked for once the match is over.");
    const room = this.env.MATCH_ROOM.get(this.env.MATCH_ROOM.idFromName(newId)) as unknown as Pick<MatchRoom, "create">;
    // Seats rotate so that a different player opens the rematch.
    const created = await room.create(
      {
        id: newId,
        game: state.meta.game,
        players: state.meta.players,
        options: state.meta.options,
        visibility: state.meta.visibility,
        daysPerMove: state.meta.daysPerMove,
        seat: (seat + 1) % state.meta.players,
        creator: viewer!,
        rematchOf: state.meta.id,
      },
      origin,
    );
    if (!created.ok) return created;
    const invite = new URL(created.body.urls.invite ?? "http://x/").searchParams.get("invite") ?? "";
    const error = this.commit([{ kind: "rematch", seat, id: newId, invite }]);
    if (error) return fail(409, error.error);
    this.afterChange();
    return { ok: true, ...this.resourceFor(viewer) };
  }

  /**
   * Seats played by the random bot (resigned players in 3–4 player games) move at once, so
   * nobody waits for them. The bot's choices come from the match seed: replay stays exact.
   */
  private runBots(): void {
    for (let guard = 0; guard < 10_000; guard++) {
      const state = this.match!;
      if (state.status !== "active") return;
      const botSeat = actorsOf(state).find((s) => state.seats[s]?.kind === "bot");
      if (botSeat === undefined) return;
      const legal = gameOf(state).legalMoves(state.game, botSeat);
      if (legal.length === 0) return;
      const rng = new Rng(seedRng(`${state.meta.seed}:bot:${state.seq}`));
      if (this.commit([{ kind: "move", seat: botSeat, move: rng.pick(legal) }])) return;
    }
  }

  // ---- sockets ---------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/socket")) {
      if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
        return new Response(JSON.stringify({ type: "about:blank", title: "Upgrade required", status: 426, detail: "Connect with a WebSocket to this address." }), {
          status: 426,
          headers: { "content-type": "application/problem+json" },
        });
      }
      const viewerHeader = request.headers.get("x-dd-viewer");
      const viewer: Viewer | null = viewerHeader ? JSON.parse(viewerHeader) : null;
      this.rememberOrigin(request.headers.get("x-dd-origin") ?? undefined);
      const hidden = this.visible(viewer);
      if (hidden && !hidden.ok) {
        return new Response(JSON.stringify({ type: "about:blank", title: "Not found", status: 404, detail: hidden.detail }), {
          status: 404,
          headers: { "content-type": "application/problem+json" },
        });
      }
      const seat = seatOf(this.match!, viewer);
      const pair = new WebSocketPair();
      const [client, server] = [pair[0], pair[1]];
      const tags = [seat === null ? "spectator" : `seat:${seat}`];
      if (viewer) tags.push(`user:${viewer.userId}`);
      this.ctx.acceptWebSocket(server, tags);
      const attachment: SocketAttachment = { userId: viewer?.userId ?? null, seat };
      server.serializeAttachment(attachment);
      this.attachments.set(server, attachment);
      server.send(this.cachedMessage(seat));
      return new Response(null, { status: 101, webSocket: client });
    }
    return new Response("not found", { status: 404 });
  }

  /**
   * Who a socket speaks for. The attachment survives hibernation; this map saves deserialising
   * it for every socket on every change while the room is awake.
   */
  private attachments = new WeakMap<WebSocket, SocketAttachment | null>();

  private attachmentOf(ws: WebSocket): SocketAttachment | null {
    let a = this.attachments.get(ws);
    if (a === undefined) {
      a = ws.deserializeAttachment() as SocketAttachment | null;
      this.attachments.set(ws, a);
    }
    return a;
  }

  /** Sends every socket its own view; the message is built once per distinct seat. */
  private broadcast(): void {
    for (const ws of this.ctx.getWebSockets()) {
      const a = this.attachmentOf(ws);
      try {
        ws.send(this.cachedMessage(a?.seat ?? null));
      } catch {
        // A socket closing under us is not an error of the match.
      }
    }
  }

  /** Closes every socket opened with this user's identity (they signed out everywhere). */
  async disconnect(userId: string): Promise<Reply<null>> {
    for (const ws of this.ctx.getWebSockets(`user:${userId}`)) {
      // Forget the identity first: a message already on its way must not act for them either.
      const anonymous: SocketAttachment = { userId: null, seat: null };
      ws.serializeAttachment(anonymous);
      this.attachments.set(ws, anonymous);
      try {
        ws.close(4001, "signed out");
      } catch {
        // already closing
      }
    }
    return { ok: true, body: null };
  }

  /** Is this user watching the match right now (an open socket)? */
  isWatching(userId: string): boolean {
    return this.ctx.getWebSockets(`user:${userId}`).length > 0;
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const send = (m: ServerMessage) => {
      try {
        ws.send(JSON.stringify(m));
      } catch {
        // The socket closed while its message was handled (signed out everywhere, or gone).
      }
    };
    const text = typeof message === "string" ? message : new TextDecoder().decode(message);
    if (text.length > MAX_SOCKET_MESSAGE) return send({ type: "error", status: 413, title: "Message too large", detail: "Socket messages are limited to 64 KB." });
    if (jsonDepth(text) > MAX_JSON_DEPTH) return send({ type: "error", status: 400, title: "Bad request", detail: `Messages may not nest more than ${MAX_JSON_DEPTH} levels deep.` });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return send({ type: "error", status: 400, title: "Bad request", detail: "That message is not valid JSON." });
    }
    const parsed = clientMessage.safeParse(data);
    if (!parsed.success) {
      return send({ type: "error", status: 400, title: "Bad request", detail: 'Messages are {"type":"move","seq":n,"move":{...}} or {"type":"ping"}.' });
    }
    const msg = parsed.data as ClientMessage;
    if (msg.type === "ping") return send({ type: "pong" });
    const a = this.attachmentOf(ws);
    if (!a?.userId || !this.match) return send({ type: "error", status: 403, title: "Not allowed", detail: "Spectators cannot move.", requestId: msg.requestId });
    const name = this.match.seats.find((s) => s.userId === a.userId)?.name ?? "";
    const result = await this.move({ userId: a.userId, name }, msg.seq, msg.move);
    if (!result.ok) {
      const title = result.status === 422 ? "Move not allowed" : result.status === 429 ? "Too many moves" : "Conflict";
      send({ type: "error", status: result.status, title, detail: result.detail, requestId: msg.requestId });
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  override async webSocketError(): Promise<void> {}
}
