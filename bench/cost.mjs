// The cost counts of `npm run bench` (docs/cost.md): on a fresh server with the usage meter on
// (src/meter.ts, DD_METER=1; off for every speed figure), what each step of a match makes
// Cloudflare bill: Worker requests, Durable Object requests and incoming WebSocket messages,
// alarms set and fired, SQLite rows read and written, D1 queries and rows, emails, and the CPU
// of workerd (read from /proc). Each phase is the difference of the meter before and after it,
// after the room's delivery alarm (at most a second after a move) has had time to run.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ROOT, cpuMsOfGroup, log, now, rng, round, sleep, startOurs } from "./lib.mjs";
import { guest, matchSocket, startedMatch } from "./clients.mjs";
import { oursHttp, oursPlay } from "./ours.mjs";
import { floorPerMillion, monthlyBill, perMillionMoves, perMillionWebSocketMoves } from "./prices.mjs";

const COUNTS = ["workerRequests", "doRequests", "webSocketMessagesIn", "doWallMs", "alarmsSet", "alarmsDeleted", "alarmsFired", "sqlQueries", "sqlRowsRead", "sqlRowsWritten", "d1Queries", "d1QueriesWithoutMeta", "d1RowsRead", "d1RowsWritten", "emails"];

function diff(before, after) {
  const out = {};
  for (const k of COUNTS) out[k] = (after[k] ?? 0) - (before[k] ?? 0);
  for (const map of ["doRequestsByMethod", "d1RowsWrittenBySql", "sqlRowsWrittenBySql"]) {
    out[map] = {};
    for (const [key, n] of Object.entries(after[map] ?? {})) {
      const d = n - (before[map]?.[key] ?? 0);
      if (d) out[map][key] = d;
    }
  }
  return out;
}

const per = (counts, n) => Object.fromEntries(COUNTS.map((k) => [k, round(counts[k] / n, 3)]));

export async function costCounts(game, choose, { quick = false } = {}) {
  log("cost: starting a fresh server with the usage meter on (DD_METER=1, no client build)");
  let server;
  try {
    // BENCH_COST_PORT / BENCH_COST_STATE_DIR pin the server's port and state folder (default: a free port, a fresh temporary folder).
    server = await startOurs({ build: false, meter: true, port: process.env.BENCH_COST_PORT ? Number(process.env.BENCH_COST_PORT) : null, stateDir: process.env.BENCH_COST_STATE_DIR || null });
    return await measure(server, game, choose, quick);
  } catch (e) {
    log("cost: failed:", String(e?.message ?? e));
    return { error: String(e?.stack ?? e) };
  } finally {
    await server?.stop();
  }
}

async function measure(server, game, choose, quick) {
  const base = server.url;
  // The meter's own route is answered before anything is counted.
  const meter = async () => {
    const res = await fetch(`${base}/api/dev/meter`);
    if (!res.ok) throw new Error(`GET /api/dev/meter: ${res.status} (is the meter on? DD_METER=1 in development)`);
    return res.json();
  };
  const SETTLE_MS = 2_500; // the delivery alarm is armed at most 1 s after a move
  const phases = {};
  /** Runs `fn` between two readings of the meter and of workerd's CPU; `fn` may take the first reading itself (start()). */
  const phase = async (name, n, fn) => {
    let m0 = null;
    let c0 = null;
    const start = async () => {
      m0 = await meter();
      c0 = cpuMsOfGroup(server.pid, "workerd");
    };
    const t0 = now();
    const info = (await fn(start)) ?? {};
    if (!m0) throw new Error(`cost phase ${name} never started`);
    await sleep(SETTLE_MS);
    const m1 = await meter();
    const counts = diff(m0, m1);
    const cpuMs = c0 === null ? null : round(cpuMsOfGroup(server.pid, "workerd") - c0, 1);
    phases[name] = { n, counts, perUnit: per(counts, n), workerdCpuMs: cpuMs, workerdCpuMsPerUnit: cpuMs === null ? null : round(cpuMs / n, 3), alarmLeadsMs: m1.alarmLeadsMs?.slice(-3), wallMs: round(now() - t0, 0), ...info };
    log(`cost ${name}: ${JSON.stringify(phases[name].perUnit)} per unit, workerd CPU ${phases[name].workerdCpuMsPerUnit} ms`);
  };

  let a;
  let b;
  await phase("guestSignIn", 2, async (start) => {
    await start();
    a = await guest(base, "Cost A");
    b = await guest(base, "Cost B");
  });
  let match;
  await phase("matchCreateAndJoin", 1, async (start) => {
    await start();
    match = await startedMatch(base, game, a, b);
  });
  await phase("socketOpen", 2, async (start) => {
    await start();
    const socks = [await matchSocket(base, match.id, a.cookie), await matchSocket(base, match.id, b.cookie)];
    for (const s of socks) s.close();
    return { note: "a player's socket to a match: the upgrade request and the match sent on connect" };
  });
  const burst = quick ? 20 : 200;
  await phase("webSocketMoveBurst", burst, async (start) => {
    const info = await oursPlay(base, game, a, b, burst, rng(3), { latencies: [], choose, gate: start });
    return { note: "moves back to back over two open sockets (a new match and its two socket upgrades included): the room batches its D1 delivery to one a second", matches: info.matches };
  });
  // What a room keeps (ctx.storage.sql.databaseSize, as billed): the burst's room against the smallest (a started match).
  const rooms = Object.values((await meter()).roomDatabaseBytes ?? {}).sort((x, y) => y - x);
  const storage = {
    what: "ctx.storage.sql.databaseSize of the rooms after their last write: the largest (the burst's match, its log and snapshots) and the smallest (a started match with 2 events)",
    rooms: rooms.length,
    largestRoomBytes: rooms[0] ?? null,
    largestRoomEvents: burst + 2,
    smallestRoomBytes: rooms.at(-1) ?? null,
    bytesPerEvent: rooms.length > 1 ? round((rooms[0] - rooms.at(-1)) / burst, 0) : null,
  };
  log(`cost storage: ${JSON.stringify(storage)}`);
  const slow = quick ? 3 : 6;
  const pauseMs = 1_200;
  await phase("webSocketMoveSlow", slow, async (start) => {
    await oursPlay(base, game, a, b, slow, rng(4), { latencies: [], choose, gate: async () => (await sleep(SETTLE_MS), await start()), pauseMs, warmupMoves: 2 });
    return { note: `moves ${pauseMs} ms apart over both players' open sockets, on a match under way (2 moves before): live play at a slow pace, so the room batches its D1 delivery (LIVE_COALESCE_MS) while both watch` };
  });
  // Correspondence over a socket: the mover opens the match, moves and leaves; the other player is
  // not watching, so each move is delivered to D1 at once. The socket upgrades are in the phase
  // and taken out below with the socketOpen phase's per-socket counts.
  await phase("webSocketMoveAloneWithOpen", slow, async (start) => {
    const m = await startedMatch(base, game, a, b);
    const players = [a, b];
    let cur = m.joined;
    const moveAlone = async () => {
      const sock = await matchSocket(base, m.id, players[cur.actors[0]].cookie);
      const mine = await sock.waitSeq(cur.seq);
      sock.send({ type: "move", seq: mine.seq, move: choose(mine.legal, null) });
      cur = await sock.waitSeq(mine.seq + 1);
      sock.close();
      await sleep(pauseMs);
    };
    for (let i = 0; i < 2; i++) await moveAlone(); // a match under way
    await sleep(SETTLE_MS);
    await start();
    for (let i = 0; i < slow; i++) await moveAlone();
    return { note: `each move by a player alone on the match: socket opened, move sent, confirmed, socket closed, ${pauseMs} ms apart (the other player not watching: delivered to D1 at once); perUnit includes one socket upgrade, taken out in webSocketMoveAlone` };
  });
  {
    const withOpen = phases.webSocketMoveAloneWithOpen;
    const open = phases.socketOpen.perUnit;
    const perUnit = Object.fromEntries(COUNTS.map((k) => [k, round(Math.max(0, withOpen.perUnit[k] - (open[k] ?? 0)), 3)]));
    const cpu = withOpen.workerdCpuMsPerUnit === null || phases.socketOpen.workerdCpuMsPerUnit === null ? null : round(Math.max(0, withOpen.workerdCpuMsPerUnit - phases.socketOpen.workerdCpuMsPerUnit), 3);
    phases.webSocketMoveAlone = { n: withOpen.n, perUnit, workerdCpuMsPerUnit: cpu, note: "webSocketMoveAloneWithOpen less one socketOpen per move: the move itself over a socket, nobody else watching" };
    log(`cost webSocketMoveAlone: ${JSON.stringify(perUnit)} per unit, workerd CPU ${cpu} ms`);
  }
  await phase("httpMoveSlow", slow, async (start) => {
    await oursHttp(base, game, a, b, slow, rng(6), { latencies: [], getLatencies: [], choose, pauseMs, gate: async () => (await sleep(SETTLE_MS), await start()), warmupMoves: 2 });
    return { note: `GET /api/matches/:id then POST /moves, ${pauseMs} ms apart, on a match under way (2 moves before): a correspondence player opening the page and moving` };
  });
  await phase("coldHttpMove", 1, async (start) => {
    const gate = async () => {
      await sleep(SETTLE_MS); // the warm-up moves delivered
      await server.restart(); // every room is evicted: the match's first move after it wakes the room from storage
      await start();
    };
    await oursHttp(base, game, a, b, 1, rng(7), { latencies: [], getLatencies: [], choose, gate, warmupMoves: 4 });
    return { note: "GET + POST on a match under way (4 moves) before a restart of the server: the room wakes from storage (latest snapshot + the events after it), as after a day asleep" };
  });
  await phase("socketPings", 20, async (start) => {
    const sock = await matchSocket(base, match.id, a.cookie);
    await start();
    const before = sock.received;
    for (let i = 0; i < 20; i++) sock.send({ type: "ping" });
    for (let t = 0; sock.received < before + 20 && t < 100; t++) await sleep(50);
    const pongs = sock.received - before;
    sock.close();
    return { pongs, note: "keep-alive pings of an open socket (the client sends one every 30 s): answered by the runtime's auto-response without waking the room" };
  });
  const idleMs = quick ? 5_000 : 15_000;
  await phase("idle", 1, async (start) => {
    await sleep(SETTLE_MS);
    await start();
    await sleep(idleMs);
    return { idleMs, note: `${idleMs / 1000} s with nothing to do after the last move (a match without a time control)` };
  });
  await phase("timeControlMove", 2, async (start) => {
    await oursHttp(base, game, a, b, 2, rng(8), { latencies: [], getLatencies: [], choose, pauseMs, gate: start, matchOptions: { timeControl: { daysPerMove: 3 } } });
    return { note: "two moves of a match with 3 days per move: alarmLeadsMs says how far ahead its alarms are set (the reminder and the deadline, not seconds)" };
  });
  const counts = {
    perWebSocketMove: phases.webSocketMoveAlone.perUnit,
    perLiveWebSocketMove: phases.webSocketMoveSlow.perUnit,
    perHttpMove: phases.httpMoveSlow.perUnit,
    perColdHttpMove: phases.coldHttpMove.perUnit,
    perMatch: phases.matchCreateAndJoin.perUnit,
    perSocketOpen: phases.socketOpen.perUnit,
    perIdleWindow: phases.idle.counts,
    perPing: phases.socketPings.perUnit,
    workerdCpuMsPerMove: { webSocketBurst: phases.webSocketMoveBurst.workerdCpuMsPerUnit, webSocketSlow: phases.webSocketMoveAlone.workerdCpuMsPerUnit, webSocketLive: phases.webSocketMoveSlow.workerdCpuMsPerUnit, httpSlow: phases.httpMoveSlow.workerdCpuMsPerUnit, coldHttp: phases.coldHttpMove.workerdCpuMsPerUnit, socketOpen: phases.socketOpen.workerdCpuMsPerUnit },
  };
  const million = perMillionMoves(counts);
  const month = monthlyBill(counts);
  return {
    what: "what Cloudflare bills, counted by the opt-in usage meter (src/meter.ts) on a fresh server; per unit = per move, per match, per ping; docs/cost.md turns these into a bill",
    command: "npm run bench (the cost phases run last, on their own server: DD_METER=1 node scripts/start.mjs --no-build)",
    phases,
    counts,
    storage,
    perMillionMoves: million.total,
    perMillionMovesLines: million.lines,
    monthly: month,
    idle: { noTimeControl: phases.idle.counts, timeControlAlarmLeadsMs: phases.timeControlMove.alarmLeadsMs },
    summary: {
      perMillionMovesUSD: million.total,
      perMillionWebSocketMovesUSD: perMillionWebSocketMoves(counts).total,
      floorPerMillionMovesUSD: (({ http, postOnly, webSocket }) => ({ http, postOnly, webSocket }))(floorPerMillion(counts)),
      monthly100kMatchesUSD: month.total,
      idleMatchAlarmsFired: phases.idle.counts.alarmsFired,
      perMove: { workerRequests: counts.perHttpMove.workerRequests, doRequests: counts.perHttpMove.doRequests, sqlRowsWritten: counts.perHttpMove.sqlRowsWritten, d1RowsWritten: counts.perHttpMove.d1RowsWritten, alarmsSet: counts.perHttpMove.alarmsSet },
    },
  };
}

// `node bench/cost.mjs`: only the cost phases (BENCH_GAME, default conspirateurs, the first legal
// move each time; BENCH_QUICK=1 for fewer moves), written into bench/results/latest.json as
// `workloads.cost` and `summary.cost`, the rest of the file left as it was.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { buildSummary } = await import("./summary.mjs");
  const out = process.env.BENCH_OUT || `${ROOT}/bench/results/latest.json`;
  const cost = await costCounts(process.env.BENCH_GAME || "conspirateurs", (legal) => legal[0], { quick: process.env.BENCH_QUICK === "1" });
  if (cost.error) throw new Error(cost.error);
  const doc = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : { workloads: {} };
  doc.workloads.cost = { ...cost, measuredAt: new Date().toISOString(), command: "node bench/cost.mjs" };
  doc.summary = buildSummary(doc);
  writeFileSync(out, JSON.stringify(doc, null, 2) + "\n");
  console.log(JSON.stringify(doc.summary.cost, null, 2));
}
