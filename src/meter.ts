/**
 * Opt-in usage meter for the benchmark's cost figures (bench/cost.mjs, docs/cost.md): counts, in
 * this isolate, what Cloudflare bills: Worker requests, Durable Object requests (RPC calls and
 * fetches on room stubs), WebSocket messages received by rooms, alarms set and fired, SQLite rows
 * read and written (the cursors' own rowsRead/rowsWritten), D1 queries and rows (each result's
 * `meta`), and emails. Off unless `METER = "1"` in a development or test environment: then the
 * entry points hand the real env and storage through untouched. `GET /api/dev/meter` reads the
 * totals (only when on). Nothing here changes what the service does.
 */
import { MatchRoom } from "./match/room";
import type { Env } from "./env";
import { isDevelopment } from "./deployment";

const zero = () => ({
  workerRequests: 0,
  doRequests: 0,
  doRequestsByMethod: {} as Record<string, number>,
  webSocketMessagesIn: 0,
  /** Wall time of room work (RPC calls and fetches as their caller waits, alarms, socket messages): an upper bound of billed duration. */
  doWallMs: 0,
  alarmsSet: 0,
  alarmsFired: 0,
  sqlQueries: 0,
  sqlRowsRead: 0,
  sqlRowsWritten: 0,
  d1Queries: 0,
  d1QueriesWithoutMeta: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  /** D1 rows written by statement (its SQL's first 80 characters): where the writes go. */
  d1RowsWrittenBySql: {} as Record<string, number>,
  /** The room's SQLite rows written by statement (its first 80 characters). */
  sqlRowsWrittenBySql: {} as Record<string, number>,
  /** deleteAlarm() calls (the room clears its delivery marker once it has delivered). */
  alarmsDeleted: 0,
  emails: 0,
  /** Each room's SQLite database size (ctx.storage.sql.databaseSize, what storage is billed on) after its last write, by room id. */
  roomDatabaseBytes: {} as Record<string, number>,
  /** How far ahead each of the last alarms was set (ms; at most the last 20). */
  alarmLeadsMs: [] as number[],
});

/** The totals since this isolate started (module state: the Worker and its rooms share the isolate locally). */
const totals = zero();

export function meterOn(env: Pick<Env, "ENVIRONMENT"> & { METER?: string }): boolean {
  return env.METER === "1" && isDevelopment(env);
}

type Cursor = { rowsRead: number; rowsWritten: number };

/** `ctx.storage.sql` whose cursors are counted; a cursor's counts are final once it is read, so each is added when the next query starts (and when totals are read). */
let lastCursor: Cursor | null = null;
let lastQuery = "";
function settleCursor(): void {
  if (lastCursor) {
    // Miniflare's own bookkeeping (it records a room's name on its first request after a start:
    // `__miniflare_do_name`) is listed apart and not counted: workerd on Cloudflare does not write it.
    const localOnly = lastQuery.includes("__miniflare_");
    totals.sqlRowsRead += localOnly ? 0 : lastCursor.rowsRead;
    totals.sqlRowsWritten += localOnly ? 0 : lastCursor.rowsWritten;
    if (lastCursor.rowsWritten) {
      const key = (localOnly ? "(local only, not counted) " : "") + lastQuery.replace(/\s+/g, " ").slice(0, 80);
      totals.sqlRowsWrittenBySql[key] = (totals.sqlRowsWrittenBySql[key] ?? 0) + lastCursor.rowsWritten;
    }
    lastCursor = null;
  }
}

/** A proxy of `target` that answers the properties of `overrides` (values, getters or methods) itself; every other function stays bound to the target. */
function overriding<T extends object>(target: T, overrides: object): T {
  return new Proxy(target, {
    get(t, prop) {
      if (prop in overrides) return Reflect.get(overrides, prop);
      const value = Reflect.get(t, prop, t);
      return typeof value === "function" ? value.bind(t) : value;
    },
  });
}

/**
 * Counts the room's SQL and alarms on its own storage object, before the room's constructor reads
 * it (the runtime accepts only the real DurableObjectState, so it is instrumented in place).
 */
function meterStorage(storage: DurableObjectStorage, roomId: string): void {
  const realSql = storage.sql;
  const sql = overriding(realSql, {
    exec: (query: string, ...bindings: SqlStorageValue[]) => {
      settleCursor();
      totals.sqlQueries++;
      const cursor = realSql.exec(query, ...bindings);
      if (cursor.rowsWritten > 0) totals.roomDatabaseBytes[roomId] = realSql.databaseSize;
      lastCursor = cursor;
      lastQuery = query;
      return cursor;
    },
  });
  const setAlarm = storage.setAlarm.bind(storage);
  const deleteAlarm = storage.deleteAlarm.bind(storage);
  Object.defineProperty(storage, "sql", { value: sql, configurable: true });
  Object.defineProperty(storage, "deleteAlarm", {
    value: (...args: Parameters<DurableObjectStorage["deleteAlarm"]>) => (totals.alarmsDeleted++, deleteAlarm(...args)),
    configurable: true,
  });
  Object.defineProperty(storage, "setAlarm", {
    value: (...args: Parameters<DurableObjectStorage["setAlarm"]>) => {
      totals.alarmsSet++;
      const at = args[0];
      totals.alarmLeadsMs = [...totals.alarmLeadsMs.slice(-19), (typeof at === "number" ? at : at.getTime()) - Date.now()];
      return setAlarm(...args);
    },
    configurable: true,
  });
}

const statementTargets = new WeakMap<object, { stmt: D1PreparedStatement; sql: string }>();

function addMeta(result: unknown, sql: string): void {
  const meta = (result as { meta?: { rows_read?: number; rows_written?: number } } | null)?.meta;
  totals.d1RowsRead += meta?.rows_read ?? 0;
  const written = meta?.rows_written ?? 0;
  totals.d1RowsWritten += written;
  if (written) {
    const key = sql.replace(/\s+/g, " ").slice(0, 80);
    totals.d1RowsWrittenBySql[key] = (totals.d1RowsWrittenBySql[key] ?? 0) + written;
  }
}

function meteredStatement(stmt: D1PreparedStatement, sql: string): D1PreparedStatement {
  const proxy = overriding(stmt, {
    bind: (...values: unknown[]) => meteredStatement(stmt.bind(...values), sql),
    all: async () => {
      totals.d1Queries++;
      const r = await stmt.all();
      addMeta(r, sql);
      return r;
    },
    run: async () => {
      totals.d1Queries++;
      const r = await stmt.run();
      addMeta(r, sql);
      return r;
    },
    first: (...args: unknown[]) => {
      totals.d1Queries++;
      totals.d1QueriesWithoutMeta++;
      return (stmt.first as (...a: unknown[]) => unknown)(...args);
    },
    raw: (...args: unknown[]) => {
      totals.d1Queries++;
      totals.d1QueriesWithoutMeta++;
      return (stmt.raw as (...a: unknown[]) => unknown)(...args);
    },
  });
  statementTargets.set(proxy, { stmt, sql });
  return proxy;
}

function meteredD1(db: D1Database): D1Database {
  return overriding(db, {
    prepare: (query: string) => meteredStatement(db.prepare(query), query),
    batch: async (statements: D1PreparedStatement[]) => {
      totals.d1Queries += statements.length;
      const results = await db.batch(statements.map((s) => statementTargets.get(s)?.stmt ?? s));
      results.forEach((r, i) => addMeta(r, statementTargets.get(statements[i]!)?.sql ?? "?"));
      return results;
    },
  });
}

/** Adds the time until `work` settles to the rooms' wall time (Date.now() advances across I/O in workerd). */
function timed<T>(work: Promise<T>, started = Date.now()): Promise<T> {
  return work.finally(() => {
    totals.doWallMs += Date.now() - started;
  });
}

/** A room stub whose calls (RPC methods and fetch) are counted as Durable Object requests. */
function meteredStub(stub: object): object {
  return new Proxy(stub, {
    get(t, prop) {
      const value = Reflect.get(t, prop, t);
      if (typeof prop !== "string" || prop === "then" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        totals.doRequests++;
        totals.doRequestsByMethod[prop] = (totals.doRequestsByMethod[prop] ?? 0) + 1;
        const started = Date.now();
        // Reflect.apply: `.apply` on an RPC stub's property would itself be a remote call.
        return timed(Promise.resolve(Reflect.apply(value as (...a: unknown[]) => unknown, t, args)), started);
      };
    },
  });
}

/** The env with D1, the room namespace and the email binding counted (the same env when off). */
export function meteredEnv(env: Env): Env {
  if (!meterOn(env)) return env;
  const rooms = env.MATCH_ROOM;
  return {
    ...env,
    DB: meteredD1(env.DB),
    MATCH_ROOM: overriding(rooms, { get: (...args: Parameters<typeof rooms.get>) => meteredStub(rooms.get(...args)) as ReturnType<typeof rooms.get> }),
    EMAIL: env.EMAIL && overriding(env.EMAIL, { send: (...args: Parameters<SendEmail["send"]>) => (totals.emails++, env.EMAIL!.send(...args)) }),
  };
}

/** The totals as JSON (SQL counts of the last, already read, cursor included). */
export function meterReport(): Response {
  settleCursor();
  return Response.json(totals);
}

/** The scheduled handler with its invocations (billed as requests) and bindings counted, when the meter is on. */
export function meteredScheduled(scheduled: (controller: ScheduledController, env: Env, ctx: ExecutionContext) => Promise<void>) {
  return (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    if (!meterOn(env)) return scheduled(controller, env, ctx);
    totals.workerRequests++;
    return scheduled(controller, meteredEnv(env), ctx);
  };
}

/** The inbound email handler with its invocations (billed as requests) and bindings counted, when the meter is on. */
export function meteredEmail(email: (message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext) => Promise<void>) {
  return (message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext) => {
    if (!meterOn(env)) return email(message, env, ctx);
    totals.workerRequests++;
    return email(message, meteredEnv(env), ctx);
  };
}

/** The Worker's fetch with requests counted and `GET /api/dev/meter` answered, when the meter is on. */
export function meteredFetch(fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>) {
  return (request: Request, env: Env, ctx: ExecutionContext) => {
    if (!meterOn(env)) return fetch(request, env, ctx);
    if (new URL(request.url).pathname === "/api/dev/meter") return meterReport();
    totals.workerRequests++;
    return fetch(request, meteredEnv(env), ctx);
  };
}

/** The room, with its storage, env, alarms and WebSocket messages counted when the meter is on. */
export class MeteredMatchRoom extends MatchRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    if (meterOn(env)) meterStorage(ctx.storage, ctx.id.toString());
    super(ctx, meteredEnv(env));
  }

  override async alarm(): Promise<void> {
    if (!meterOn(this.env)) return super.alarm();
    totals.alarmsFired++;
    return timed(super.alarm());
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (!meterOn(this.env)) return super.webSocketMessage(ws, message);
    totals.webSocketMessagesIn++;
    return timed(super.webSocketMessage(ws, message));
  }
}
