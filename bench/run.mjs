// `npm run bench`: our service (exactly as `npm start` runs it) side by side with a boardgame.io
// server, driven by this process (a client separate from both servers). Writes
// bench/results/latest.json and prints a short table. See bench/README.md.
//
// Environment (all optional): BENCH_GAME (a registered game; default conspirateurs, else
// sleepers), BENCH_POLICY (first | random: how the players choose among `legal`), BENCH_REPS
// (default 3), BENCH_QUICK=1 (a tenth of every count, to try the harness), BENCH_TARGET_DIR
// (benchmark the service of another checkout of the project), BENCH_OUT (where the JSON goes).
import { readFileSync, readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { bgioPlay } from "./bgio/client.mjs";
import { engineThroughput, loadSources, roomCpu } from "./engine.mjs";
import {
  maxOf,
  ROOT, TARGET, expectOk, findDirectWorkerd, guest, log, median, medianOfReps, now, percentile, rng, round, runAndReport, sleep, startBgio, startOurs, startedMatch, summarize, textTable,
} from "./lib.mjs";
import { oursHttp, oursPlay } from "./ours.mjs";
import { previewCpuWorkload, previewWorkload } from "./preview.mjs";

const QUICK = process.env.BENCH_QUICK === "1";
const OUT = resolve(process.env.BENCH_OUT || `${ROOT}/bench/results/latest.json`);
const REPS = Number(process.env.BENCH_REPS || 3);
const scale = (n) => (QUICK ? Math.max(2, Math.ceil(n / 10)) : n);

/** Counts and time bounds of every workload: bounded by count and by time. */
const PLAN = {
  a: { moves: scale(1000), capMs: 20_000 },
  b: { matches: QUICK ? 10 : 50, moves: scale(100), capMs: 20_000 },
  c: { moves: scale(200), capMs: 15_000 },
  d: { spectators: QUICK ? 20 : 100, moves: scale(100), capMs: 15_000 },
  e: { events: QUICK ? 500 : 10_000, buildCapMs: QUICK ? 30_000 : 120_000, restarts: REPS, warmGets: 5 },
  f: { ms: QUICK ? 200 : 500 },
  diag: { moves: scale(100), gets: scale(50) },
};

const POLICIES = {
  /** A deterministic bot: the first entry of `legal`. */
  first: (legal) => legal[0],
  random: (legal, r) => r.pick(legal),
};

const results = {
  startedAt: new Date().toISOString(),
  target: TARGET === ROOT ? "this checkout" : TARGET,
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "", node: process.version, loadAverageAtStart: loadavg().map((x) => round(x, 2)) },
  plan: PLAN,
  workloads: {},
  diagnostics: {},
  notes: [],
};

/** Runs `fn(rep)` REPS times, collecting the figures of each repetition. */
async function repeat(label, fn) {
  const reps = [];
  for (let i = 0; i < REPS; i++) {
    const t0 = now();
    reps.push(await fn(i));
    log(`${label} #${i + 1}: ${JSON.stringify(reps.at(-1))} (${((now() - t0) / 1000).toFixed(1)} s)`);
  }
  return reps;
}

/** A barrier for parallel drivers: the clock starts when the last one is set up. */
function barrier(n, timeoutMs = 180_000) {
  let release;
  let startedAt = null;
  const open = new Promise((r) => (release = r));
  let arrived = 0;
  const go = () => {
    if (startedAt === null) {
      startedAt = now();
      release();
    }
  };
  const timer = setTimeout(go, timeoutMs);
  return {
    wait: () => {
      if (++arrived === n) {
        clearTimeout(timer);
        go();
      }
      return open;
    },
    startedAt: () => startedAt,
  };
}

const ratio = (x, y) => (typeof x === "number" && typeof y === "number" && y > 0 ? round(x / y, 2) : null);

async function main() {
  // ---- (f) and the room's CPU per move, before the servers take the machine ---------------
  log("bundling the engines and the room's pure modules with esbuild");
  const sources = await loadSources();
  const registered = sources.allGames().map((g) => g.id);
  const game = process.env.BENCH_GAME || (registered.includes("conspirateurs") ? "conspirateurs" : "sleepers");
  if (!registered.includes(game)) throw new Error(`BENCH_GAME=${game} is not registered (registered: ${registered.join(", ")})`);
  const policyName = process.env.BENCH_POLICY || (game === "conspirateurs" ? "first" : "random");
  const choose = POLICIES[policyName];
  if (!choose) throw new Error(`BENCH_POLICY is first or random, not ${policyName}`);
  results.game = { id: game, players: 2, policy: policyName, registered };
  log(`game ${game}, policy ${policyName}; (f) random playouts of ${registered.join(", ")}`);
  results.workloads.f = {
    what: "random playouts of every registered game's engine in Node (legalMoves + apply per move), bundled from src/engine with esbuild",
    games: await engineThroughput(sources, { reps: REPS, ms: PLAN.f.ms }),
  };
  results.diagnostics.roomCpu = {
    what: "CPU of one move inside the room outside workerd: step, log lines, each seat's and a spectator's socket message (no storage, no D1)",
    games: await roomCpu(sources, { matches: QUICK ? 1 : 3 }),
  };

  // ---- the servers ---------------------------------------------------------------------------
  log("starting our service (npm start: build, migrations, wrangler dev) and the boardgame.io server");
  const [ours, bgio] = await Promise.all([startOurs({ build: true }), startBgio()]);
  const stopBoth = () => Promise.all([ours.stop(), bgio.stop()]);
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.once(sig, async () => {
      log(`${sig}: stopping the servers`);
      await stopBoth();
      process.exit(130);
    });
  }
  results.servers = { ours: { url: ours.url, startMs: round(ours.startMs, 0) }, boardgameio: { url: bgio.url, startMs: round(bgio.startMs, 0) } };
  try {
    await runWorkloads(ours, bgio, game, choose);
  } finally {
    results.servers.ours.wranglerReloads = ours.reloads();
    await stopBoth();
  }
}

async function runWorkloads(ours, bgio, game, choose) {
  const base = ours.url;
  const a = await guest(base, "Bench A");
  const b = await guest(base, "Bench B");
  const r = rng(42);

  log("warming up both servers");
  await oursPlay(base, game, a, b, scale(30), r, { latencies: [], choose });
  await oursHttp(base, game, a, b, scale(10), r, { latencies: [], getLatencies: [], choose });
  await bgioPlay(bgio.url, scale(30), r, { latencies: [] });

  // ---- (a) one match, sequential moves over a persistent connection -------------------------
  {
    const { moves, capMs } = PLAN.a;
    const reps = await repeat("(a)", async () => {
      const reloads = ours.reloads();
      const lo = [];
      const t0 = now();
      const info = await oursPlay(base, game, a, b, moves, r, { latencies: lo, choose, deadline: now() + capMs });
      const oursRep = { ...summarize(lo, now() - t0 - info.setupMs), matches: info.matches, socketBytesPerMove: info.socketBytesPerMove, reloads: ours.reloads() - reloads, interruptions: info.interruptions };
      const lb = [];
      const t1 = now();
      const binfo = await bgioPlay(bgio.url, moves, r, { latencies: lb, deadline: now() + capMs });
      return { ours: oursRep, bgio: summarize(lb, now() - t1 - binfo.setupMs) };
    });
    results.workloads.a = comparison(
      `one match, up to ${moves} sequential moves alternating players over one WebSocket per player (theirs: socket.io), each timed from send to the server-confirmed state on the mover's socket; at most ${capMs / 1000} s per repetition`,
      reps,
      "at least 1.5 times boardgame.io's moves per second, with a lower p99",
      (o, t) => o.movesPerSec >= 1.5 * t.movesPerSec && o.p99Ms < t.p99Ms,
    );
  }

  // ---- (b) 50 matches in parallel, 100 moves each -------------------------------------------
  {
    const { matches, moves, capMs } = PLAN.b;
    const reps = await repeat("(b)", async () => {
      const reloads = ours.reloads();
      const run = async (drive) => {
        const gate = barrier(matches);
        const deadline = () => (gate.startedAt() === null ? Infinity : gate.startedAt() + capMs);
        const latencies = [];
        const infos = await Promise.all(Array.from({ length: matches }, (_, i) => drive({ latencies, gate: gate.wait, deadline }, rng(1000 + i))));
        const done = now();
        const count = infos.reduce((s, x) => s + x.moves, 0);
        return { ...summarize(latencies, done - gate.startedAt(), count), matches: infos.reduce((s, x) => s + x.matches, 0), interruptions: infos.reduce((s, x) => s + (x.interruptions ?? 0), 0) };
      };
      const oursRep = await run((o, rr) => oursPlay(base, game, a, b, moves, rr, { ...o, choose }));
      oursRep.reloads = ours.reloads() - reloads;
      const bgioRep = await run((o, rr) => bgioPlay(bgio.url, moves, rr, o));
      return { ours: oursRep, bgio: bgioRep };
    });
    results.workloads.b = comparison(
      `${matches} matches in parallel, ${moves} moves each, every match driven by its own pair of sockets from one client process; the clock starts when every match is set up`,
      reps,
      "at least 1.5 times boardgame.io's moves per second, with a lower p99",
      (o, t) => o.movesPerSec >= 1.5 * t.movesPerSec && o.p99Ms < t.p99Ms,
    );
  }

  // ---- (c) our HTTP move path ------------------------------------------------------------------
  {
    const { moves, capMs } = PLAN.c;
    const reps = await repeat("(c)", async (i) => {
      const reloads = ours.reloads();
      // Fresh players each time: the service allows 120 HTTP moves per player per minute.
      const [a, b] = [await guest(base, `HTTP A${i}`), await guest(base, `HTTP B${i}`)];
      const lat = [];
      const gets = [];
      const t0 = now();
      const info = await oursHttp(base, game, a, b, moves, r, { latencies: lat, getLatencies: gets, choose, deadline: now() + capMs });
      const wall = lat.reduce((s, x) => s + x, 0); // POSTs only: the GETs between them are not moves
      return { ...summarize(lat, wall), getP50Ms: round(percentile(gets, 50), 3), getP99Ms: round(percentile(gets, 99), 3), matches: info.matches, elapsedMs: round(now() - t0, 0), reloads: ours.reloads() - reloads };
    });
    const fig = medianOfReps(reps, { getP50Ms: round(median(reps.map((x) => x.getP50Ms)), 3), getP99Ms: round(median(reps.map((x) => x.getP99Ms)), 3) });
    results.workloads.c = {
      what: `up to ${moves} moves with POST /api/matches/:id/moves (session cookie, Origin header), one after another; moves/s counts POST time only; the next mover's GET /api/matches/:id is timed apart`,
      ours: fig,
      target: "p50 under 3 ms",
      met: fig.p50Ms !== null && fig.p50Ms < 3,
    };
  }

  // ---- (d) 100 spectators ----------------------------------------------------------------------
  {
    const { spectators, moves, capMs } = PLAN.d;
    const reps = await repeat("(d)", async () => {
      const reloads = ours.reloads();
      const mover = [];
      const last = [];
      const t0 = now();
      const info = await oursPlay(base, game, a, b, moves, r, { latencies: mover, spectatorLatencies: last, spectators, choose, deadline: now() + capMs });
      const oursRep = { ...summarize(last, now() - t0 - info.setupMs), moverP50Ms: round(percentile(mover, 50), 3), matches: info.matches, reloads: ours.reloads() - reloads, interruptions: info.interruptions };
      const bm = [];
      const bl = [];
      const t1 = now();
      const binfo = await bgioPlay(bgio.url, moves, r, { latencies: bm, spectatorLatencies: bl, spectators, deadline: now() + capMs });
      return { ours: oursRep, bgio: { ...summarize(bl, now() - t1 - binfo.setupMs), moverP50Ms: round(percentile(bm, 50), 3) } };
    });
    results.workloads.d = comparison(
      `one match watched by ${spectators} spectator sockets: time from sending a move until the last spectator has the new position; up to ${moves} moves`,
      reps,
      "p99 under 20 ms",
      (o) => o.p99Ms < 20,
    );
  }

  // ---- diagnostics: what wrangler dev's proxy adds ---------------------------------------------
  try {
    results.diagnostics.proxy = await proxyDiagnostics(ours, game, choose);
  } catch (e) {
    results.diagnostics.proxy = { error: String(e?.message ?? e) };
  }

  // ---- (g) sizes -------------------------------------------------------------------------------
  const control = await startedMatch(base, game, a, b);
  const primer = await startedMatch(base, game, a, b);
  results.workloads.g = await sizes(base, control.id);
  // The link-preview PNG: render time and size (bench/preview.mjs); its CPU part runs last.
  const preview = await previewWorkload(base, { cpu: false });
  results.workloads.g.preview = preview.details;

  // ---- (e) waking a room with a long log (restarts the server: last) --------------------------
  results.workloads.e = await wake(ours, game, a, b, choose, control.id, primer.id);

  // Half a minute of CPU in this process: after the last request (pooled connections would expire).
  const cpu = await previewCpuWorkload();
  results.workloads.g.preview.cpu = cpu;
  results.summary = { ...(results.summary ?? {}), g: { ...preview.summary, pngRenderMs: cpu.cpuMsP50, pngRenderP99Ms: cpu.cpuMsP99 } };
}

/** Ours against boardgame.io from the same repetitions, with the ratio of the medians. */
function comparison(what, reps, target, check) {
  const o = medianOfReps(reps.map((x) => x.ours));
  const t = medianOfReps(reps.map((x) => x.bgio));
  const perRep = reps.map((x) => ({ movesPerSec: ratio(x.ours.movesPerSec, x.bgio.movesPerSec), p99: ratio(x.ours.p99Ms, x.bgio.p99Ms) }));
  return {
    what,
    ours: o,
    boardgameio: t,
    ratio: { movesPerSec: ratio(o.movesPerSec, t.movesPerSec), p50: ratio(o.p50Ms, t.p50Ms), p99: ratio(o.p99Ms, t.p99Ms), perRepetition: perRep },
    target,
    met: check(o, t),
  };
}

/** The same requests through wrangler dev's public port and straight to workerd's own socket. */
async function proxyDiagnostics(ours, game, choose) {
  const direct = await findDirectWorkerd(ours.pid, ours.port);
  if (!direct) return { error: "workerd's own entry socket was not found" };
  const out = { what: "wrangler dev puts a proxy worker in front of workerd; these run the same requests both ways", direct };
  for (const [label, base] of [["proxy", ours.url], ["direct", direct]]) {
    const a = await guest(base, "Diag A");
    const b = await guest(base, "Diag B");
    const r = rng(9);
    const games = [];
    for (let i = 0; i < PLAN.diag.gets; i++) {
      const t0 = now();
      await (await fetch(`${base}/api/games`)).text();
      games.push(now() - t0);
    }
    const me = [];
    for (let i = 0; i < PLAN.diag.gets; i++) {
      const t0 = now();
      await a.call("GET", "/api/me");
      me.push(now() - t0);
    }
    const ws = [];
    const t0 = now();
    const info = await oursPlay(base, game, a, b, PLAN.diag.moves, r, { latencies: ws, choose, deadline: now() + 20_000 });
    const http = [];
    const gets = [];
    await oursHttp(base, game, a, b, Math.ceil(PLAN.diag.moves / 2), r, { latencies: http, getLatencies: gets, choose, deadline: now() + 15_000 });
    out[label] = {
      getGamesP50Ms: round(percentile(games, 50), 3),
      getMeP50Ms: round(percentile(me, 50), 3),
      wsMove: summarize(ws, now() - t0 - info.setupMs),
      httpMoveP50Ms: round(percentile(http, 50), 3),
      httpGetMatchP50Ms: round(percentile(gets, 50), 3),
    };
    log(`diagnostics ${label}: ${JSON.stringify(out[label])}`);
  }
  return out;
}

/**
 * (g) the client's JavaScript gzipped, and the embed page with what it loads. `dist/client` is
 * shared with everyone who runs `npm run build:client` (it is emptied and rebuilt), so a missing
 * file is retried a few times and, if still missing, the figure is marked incomplete.
 */
async function sizes(base, matchId) {
  let figures;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      figures = await sizesOnce(base, matchId);
      if (figures.complete) return figures;
    } catch (e) {
      figures = { error: String(e?.message ?? e), complete: false, met: false };
    }
    log(`(g) incomplete (a client build in progress?): ${JSON.stringify(figures.embed?.loads ?? figures.error)}; retrying`);
    await sleep(5_000);
  }
  return figures;
}

async function sizesOnce(base, matchId) {
  const assets = `${TARGET}/dist/client/assets`;
  const js = {};
  for (const f of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const raw = readFileSync(`${assets}/${f}`);
    js[f] = { bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  }
  const index = readFileSync(`${TARGET}/dist/client/index.html`, "utf8");
  const appScripts = [...index.matchAll(/<script[^>]*src="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const appJsGzipBytes = appScripts.reduce((s, f) => s + (js[f]?.gzipBytes ?? 0), 0);
  const page = await fetch(`${base}/embed/${matchId}`);
  const html = await page.text();
  const loads = [
    ...[...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const loaded = [];
  for (const src of loads) {
    const res = await fetch(new URL(src, `${base}/embed/${matchId}`));
    const body = Buffer.from(await res.arrayBuffer());
    loaded.push({ url: src, status: res.status, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
  return {
    what: "the app's JavaScript (the scripts index.html loads) gzipped at level 9; the embed page of a fresh match and everything it loads",
    appJsGzipBytes,
    appScripts,
    assets: js,
    embed: {
      status: page.status,
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: htmlGzip,
      loads: loaded,
      totalGzipBytes: htmlGzip + loaded.reduce((s, x) => s + x.gzipBytes, 0),
    },
    complete: page.status === 200 && appJsGzipBytes > 0 && loaded.every((x) => x.status === 200),
    target: "app JS under 40 KB gzipped",
    met: appJsGzipBytes > 0 && appJsGzipBytes < 40 * 1024,
  };
}

/**
 * (e) builds one match's log with real moves over WebSockets (bounded in time), then restarts
 * the server on the same state folder and times the first GET of that match: the room wakes from
 * storage (latest snapshot + the events after it). Also times a small room waking after it and
 * the same GET once warm.
 */
async function wake(ours, game, a, b, choose, controlId, primerId) {
  const { events, buildCapMs, restarts, warmGets } = PLAN.e;
  const base = ours.url;
  log(`(e) building a log of up to ${events} events (at most ${buildCapMs / 1000} s)`);
  const t0 = now();
  const built = await oursPlay(base, game, a, b, events - 2, rng(5), { latencies: [], choose, deadline: now() + buildCapMs });
  const buildMs = now() - t0;
  const long = await expectOk(a.call("GET", `/api/matches/${built.lastId}`), "get long match");
  log(`(e) built ${long.seq} events in ${(buildMs / 1000).toFixed(1)} s over ${built.matches} match(es)`);
  const reps = [];
  for (let i = 0; i < restarts; i++) {
    const restartMs = await ours.restart();
    // The first room to wake after a restart pays for more than its own log (the Durable Object
    // namespace, SQLite, compiling the room's code): a small room takes that first.
    const t0p = now();
    await expectOk(a.call("GET", `/api/matches/${primerId}`), "get primer match");
    const firstRoomAfterRestartMs = now() - t0p;
    const t1 = now();
    const first = await a.call("GET", `/api/matches/${built.lastId}`);
    const firstGetMs = now() - t1;
    if (first.status !== 200 || first.body.seq !== long.seq) throw new Error(`(e) after restart: ${first.status}, seq ${first.body?.seq} (expected ${long.seq})`);
    const t2 = now();
    await expectOk(a.call("GET", `/api/matches/${controlId}`), "get control match");
    const smallRoomFirstGetMs = now() - t2;
    const warm = [];
    for (let k = 0; k < warmGets; k++) {
      const t3 = now();
      await a.call("GET", `/api/matches/${built.lastId}`);
      warm.push(now() - t3);
    }
    const rep = { firstGetMs: round(firstGetMs, 3), smallRoomFirstGetMs: round(smallRoomFirstGetMs, 3), firstRoomAfterRestartMs: round(firstRoomAfterRestartMs, 3), warmGetMs: round(median(warm), 3), restartMs: round(restartMs, 0) };
    log(`(e) #${i + 1}: ${JSON.stringify(rep)}`);
    reps.push(rep);
  }
  const firsts = reps.map((x) => x.firstGetMs);
  const p50 = round(median(firsts), 3);
  return {
    what: `one match's log built with real moves over WebSockets (${events} events wanted, at most ${buildCapMs / 1000} s of building), then the server restarted on the same state folder (npm start --no-build), a 2-event room woken first (the Worker and the Durable Object namespace are then warm), and the first GET /api/matches/:id of the long match timed as the player sees it (session lookup included); another 2-event room's first GET and the warm GET of the long match after it for comparison`,
    eventsWanted: events,
    eventsInLog: long.seq,
    buildCapHit: long.seq < events,
    buildMs: round(buildMs, 0),
    buildMovesPerSec: round((built.moves / buildMs) * 1000, 1),
    buildInterruptions: built.interruptions,
    ours: {
      movesPerSec: null,
      p50Ms: p50,
      p99Ms: round(maxOf(firsts), 3),
      smallRoomFirstGetP50Ms: round(median(reps.map((x) => x.smallRoomFirstGetMs)), 3),
      firstRoomAfterRestartP50Ms: round(median(reps.map((x) => x.firstRoomAfterRestartMs)), 3),
      warmGetP50Ms: round(median(reps.map((x) => x.warmGetMs)), 3),
      repetitions: reps,
    },
    target: "under 50 ms",
    met: long.seq >= events && p50 !== null && p50 < 50,
  };
}

// ---- the table -------------------------------------------------------------------------------

function table() {
  const w = results.workloads;
  const f = (x, d = 1) => (x === null || x === undefined ? "—" : typeof x === "number" ? x.toFixed(d) : String(x));
  const rows = [["workload", "ours moves/s", "p50 ms", "p99 ms", "bgio moves/s", "p50 ms", "p99 ms", "ours/bgio", "target", "met"]];
  const add = (name, x, extra = {}) => {
    if (!x) return;
    rows.push([
      name,
      f(x.ours?.movesPerSec),
      f(x.ours?.p50Ms, 2),
      f(x.ours?.p99Ms, 2),
      f(x.boardgameio?.movesPerSec),
      f(x.boardgameio?.p50Ms, 2),
      f(x.boardgameio?.p99Ms, 2),
      x.ratio ? `${f(x.ratio.movesPerSec, 2)}x` : "",
      extra.target ?? x.target ?? "",
      x.met ? "yes" : "NO",
    ]);
  };
  add("(a) 1 match sequential", w.a, { target: "≥1.5x, lower p99" });
  add("(b) 50 matches parallel", w.b, { target: "≥1.5x, lower p99" });
  add("(c) HTTP POST /moves", w.c, { target: "p50 < 3 ms" });
  add("(d) 100 spectators (last)", w.d, { target: "p99 < 20 ms" });
  add(`(e) wake ${w.e?.eventsInLog ?? "?"}-event room`, w.e, { target: "< 50 ms" });
  const lines = textTable(rows);
  if (w.f) {
    lines.push("", "(f) engine random playouts (moves/s, p50/p99 ms per legalMoves+apply):");
    for (const [id, g] of Object.entries(w.f.games)) lines.push(`    ${id.padEnd(14)} ${f(g.movesPerSec, 0).padStart(9)} moves/s  ${f(g.p50Ms, 3)} / ${f(g.p99Ms, 3)} ms  ${f(g.playoutsPerSec, 1)} playouts/s${g.cutAtPlies ? ` (playouts cut at ${g.cutAtPlies} plies)` : ""}`);
  }
  if (w.g) {
    if (w.g.complete === false) lines.push("", `(g) incomplete: ${w.g.error ?? "some files were missing (a client build in progress?)"}`);
    else lines.push("", `(g) app JS ${(w.g.appJsGzipBytes / 1024).toFixed(1)} KB gzipped (target < 40 KB: ${w.g.met ? "yes" : "NO"}); embed page ${w.g.embed.htmlBytes} B HTML, ${(w.g.embed.totalGzipBytes / 1024).toFixed(1)} KB gzipped with what it loads`);
  }
  return lines.join("\n");
}

await runAndReport({
  main,
  results,
  out: OUT,
  heading: () =>
    `Dead Drop benchmark (${results.game?.id ?? "?"}, ${results.game?.policy ?? "?"} policy, ${REPS} repetitions, medians; load ${results.machine.loadAverageAtStart.join(" ")} → ${results.machine.loadAverageAtEnd.join(" ")})`,
  table,
});
