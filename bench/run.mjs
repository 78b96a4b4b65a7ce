// `npm run bench`: our service (exactly as `npm start` runs it) side by side with boardgame.io
// in memory, boardgame.io on PostgreSQL (bgio-postgres) and the durable floor of the stack
// (bench/experiments/floor), all driven by this process (a client separate from every server);
// then the cost counts on a fresh server with the usage meter on. Writes
// bench/results/latest.json (with a top-level `summary`) and prints a short table. See
// bench/README.md.
//
// Environment (all optional): BENCH_GAME (a registered game; default conspirateurs, else
// sleepers), BENCH_POLICY (first | random: how the players choose among `legal`), BENCH_REPS
// (default 3), BENCH_QUICK=1 (a tenth of every count, to try the harness), BENCH_TARGET_DIR
// (benchmark the service of another checkout of the project), BENCH_OUT (where the JSON goes),
// BENCH_PG_BIN (the folder of PostgreSQL's initdb and pg_ctl; default the newest
// /usr/lib/postgresql/<n>/bin), BENCH_ONLY (a comma-separated list of workloads, e.g. b,c: only
// those run, the cost counts and (f) too only when named; the JSON then goes to
// bench/results/only-<list>.json unless BENCH_OUT says otherwise).
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { bgioPlay } from "./bgio/client.mjs";
import { costCounts } from "./cost.mjs";
import { engineThroughput, loadSources, namedPositionResources, roomCpu } from "./engine.mjs";
import { floorHttpMoves, floorPlay, pings, startFloor } from "./experiments/floor/floor.mjs";
import { ROOT, TARGET, barrier, cpuMsOfGroup, findDirectWorkerd, loadSampler, log, median, medianOfReps, now, percentile, rng, round, runAndReport, sleep, startBgio, startOurs, summarize } from "./lib.mjs";
import { guest, startedMatch } from "./clients.mjs";
import { oursHttp, oursPlay } from "./ours.mjs";
import { startPostgres } from "./postgres.mjs";
import { buildSummary, table } from "./summary.mjs";
import { proxyDiagnostics, sizes, wake } from "./workloads.mjs";
import { previewCpuWorkload, previewWorkload } from "./preview.mjs";

const QUICK = process.env.BENCH_QUICK === "1";
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",").map((x) => x.trim().toLowerCase()).filter(Boolean) : null;
const WORKLOADS = ["a", "b", "c", "d", "e", "f", "g", "cost"];
if (ONLY?.some((x) => !WORKLOADS.includes(x))) throw new Error(`BENCH_ONLY names workloads among ${WORKLOADS.join(", ")}, not ${process.env.BENCH_ONLY}`);
/** Does this run measure workload `key`? (Every one without BENCH_ONLY.) */
const wanted = (key) => ONLY === null || ONLY.includes(key);
const OUT = resolve(process.env.BENCH_OUT || (ONLY ? `${ROOT}/bench/results/only-${ONLY.join("-")}.json` : `${ROOT}/bench/results/latest.json`));
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
  only: ONLY,
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

const ratio = (x, y) => (typeof x === "number" && typeof y === "number" && y > 0 ? round(x / y, 2) : null);

/**
 * Starts a server; on failure records why under results.servers[key] and resolves null, so the
 * other peers still run and this one's figures are null.
 */
async function optional(key, start) {
  try {
    return await start();
  } catch (e) {
    results.servers[key] = { error: String(e?.message ?? e).slice(0, 2000) };
    results.notes.push(`${key} did not start: its figures are null (${String(e?.message ?? e).split("\n")[0]})`);
    log(`${key} did not start:`, String(e?.message ?? e).split("\n")[0]);
    return null;
  }
}

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
  log(`game ${game}, policy ${policyName}${wanted("f") ? `; (f) random playouts of ${registered.join(", ")}` : ""}`);
  if (wanted("f")) {
    const load = loadSampler();
    results.workloads.f = {
      what: "random playouts of every registered game's engine in Node (legalMoves + apply per move), bundled from src/engine with esbuild",
      games: await engineThroughput(sources, { reps: REPS, ms: PLAN.f.ms }),
    };
    results.workloads.f.loadAverage = load();
  }
  if (wanted("a") || wanted("b")) results.diagnostics.roomCpu = {
    what: "CPU of one move inside the room outside workerd: step, log lines, each seat's and a spectator's socket message (no storage, no D1)",
    games: await roomCpu(sources, { matches: QUICK ? 1 : 3 }),
  };
  if (ONLY === null) results.diagnostics.namedPositions = {
    what: "the match resource of each seat and a spectator (JSON as src/match/resource.ts builds it) in the named Conspirateurs positions of docs/rules/conspirateurs.md, the crafted lattice included",
    positions: namedPositionResources(sources),
  };

  // ---- the servers ---------------------------------------------------------------------------
  log("starting our service (npm start), boardgame.io in memory and on PostgreSQL, and the durable floor");
  results.servers = {};
  const postgres = await optional("postgres", async () => {
    const pg = await startPostgres();
    if (pg.missing) throw new Error(pg.missing);
    return pg;
  });
  if (postgres) results.servers.postgres = { version: postgres.version, port: postgres.port, startMs: round(postgres.startMs, 0), synchronousCommit: "on", fsync: "on" };
  const [ours, bgio, bgioPg, floor] = await Promise.all([
    startOurs({ build: true }),
    startBgio(),
    postgres ? optional("boardgameioPostgres", () => startBgio({ dbUrl: postgres.url })) : null,
    optional("floor", () => startFloor()),
  ]);
  const peers = { ours, bgioMemory: bgio, bgioPostgres: bgioPg, floor };
  let stopping = null;
  const stopAll = () => (stopping ??= Promise.all([ours.stop(), bgio.stop(), bgioPg?.stop(), floor?.stop()]).then(() => postgres?.stop()));
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.once(sig, async () => {
      log(`${sig}: stopping the servers`);
      await stopAll();
      process.exit(130);
    });
  }
  Object.assign(results.servers, {
    ours: { url: ours.url, startMs: round(ours.startMs, 0) },
    boardgameio: { url: bgio.url, startMs: round(bgio.startMs, 0) },
    ...(bgioPg ? { boardgameioPostgres: { url: bgioPg.url, startMs: round(bgioPg.startMs, 0) } } : {}),
    ...(floor ? { floor: { url: floor.url, startMs: round(floor.startMs, 0), what: "bench/experiments/floor: a minimal Worker + SQLite Durable Object, one durable row per move (mode durable), through wrangler dev's port" } } : {}),
  });
  try {
    await runWorkloads(peers, game, choose);
  } catch (e) {
    results.servers.ours.outputTail = ours.output().slice(-4000); // what wrangler dev said
    throw e;
  } finally {
    results.servers.ours.wranglerReloads = ours.reloads();
    if (floor) results.servers.floor.wranglerReloads = floor.reloads();
    await stopAll();
  }
  // ---- cost counts: a fresh server with the usage meter on (it is off for every figure above) ---
  if (wanted("cost")) {
    const load = loadSampler();
    results.workloads.cost = await costCounts(game, choose, { quick: QUICK });
    results.workloads.cost.loadAverage = load();
  }
  results.summary = buildSummary(results);
}

const PEERS = ["ours", "bgioMemory", "bgioPostgres", "floor"];

/** The players of (a) and (b) for each running peer: play up to `moves` moves in one match. */
function drivers(peers, game, choose, a, b) {
  const d = {
    ours: (moves, rr, o) => oursPlay(peers.ours.url, game, a, b, moves, rr, { ...o, choose }),
    bgioMemory: (moves, rr, o) => bgioPlay(peers.bgioMemory.url, moves, rr, o),
  };
  if (peers.bgioPostgres) d.bgioPostgres = (moves, rr, o) => bgioPlay(peers.bgioPostgres.url, moves, rr, o);
  if (peers.floor) d.floor = (moves, rr, o) => floorPlay(peers.floor.url, "durable", moves, rr, o);
  return d;
}

/** The running peers of a repetition, rotated by one each time so that none always goes first. */
const rotated = (names, i) => names.map((_, k) => names[(k + i) % names.length]);

async function runWorkloads(peers, game, choose) {
  const ours = peers.ours;
  const base = ours.url;
  const a = await guest(base, "Bench A");
  const b = await guest(base, "Bench B");
  const r = rng(42);
  const drive = drivers(peers, game, choose, a, b);
  const running = PEERS.filter((p) => drive[p]);

  log(`warming up ${running.join(", ")}`);
  for (const p of running) await drive[p](scale(30), r, { latencies: [] });
  await oursHttp(base, game, a, b, scale(10), r, { latencies: [], getLatencies: [], choose });

  // ---- (a) one match, sequential moves over a persistent connection -------------------------
  let load = loadSampler();
  if (wanted("a")) {
    const { moves, capMs } = PLAN.a;
    const reps = await repeat("(a)", async (i) => {
      const rep = { order: rotated(running, i) };
      for (const p of rep.order) {
        const reloads = ours.reloads();
        const lat = [];
        // Where the time goes: the CPU of the peer's server processes (its process group: for
        // bgioPostgres, PostgreSQL's own processes are not in it) and of this client, per move.
        const server0 = cpuMsOfGroup(peers[p].pid);
        const client0 = process.cpuUsage();
        const t0 = now();
        const info = await drive[p](moves, r, { latencies: lat, deadline: now() + capMs });
        const server1 = cpuMsOfGroup(peers[p].pid);
        const clientCpu = process.cpuUsage(client0);
        const clientMs = (clientCpu.user + clientCpu.system) / 1000;
        rep[p] = { ...summarize(lat, now() - t0 - info.setupMs), matches: info.matches, serverCpuMsPerMove: server0 === null || server1 === null ? null : round((server1 - server0) / Math.max(1, info.moves), 3), clientCpuMsPerMove: round(clientMs / Math.max(1, info.moves), 3) };
        if (p === "ours") Object.assign(rep[p], { socketBytesPerMove: info.socketBytesPerMove, maxResourceBytes: info.maxResourceBytes, reloads: ours.reloads() - reloads, interruptions: info.interruptions });
      }
      return rep;
    });
    results.workloads.a = comparison(`one match, up to ${moves} sequential moves alternating players over one WebSocket per player (boardgame.io: socket.io), each timed from send to the server-confirmed state on the mover's socket; at most ${capMs / 1000} s per repetition and peer`, reps);
    results.workloads.a.loadAverage = load();
  }

  // ---- (b) 50 matches in parallel, 100 moves each -------------------------------------------
  if (wanted("b")) {
    load = loadSampler();
    const { matches, moves, capMs } = PLAN.b;
    const reps = await repeat("(b)", async (i) => {
      const rep = { order: rotated(running, i) };
      for (const p of rep.order) {
        const reloads = ours.reloads();
        const gate = barrier(matches);
        const deadline = () => (gate.startedAt() === null ? Infinity : gate.startedAt() + capMs);
        const latencies = [];
        const infos = await Promise.all(Array.from({ length: matches }, (_, k) => drive[p](moves, rng(1000 + k), { latencies, gate: gate.wait, deadline })));
        const count = infos.reduce((sum, x) => sum + x.moves, 0);
        rep[p] = { ...summarize(latencies, now() - gate.startedAt(), count), matches: infos.reduce((sum, x) => sum + x.matches, 0) };
        if (p === "ours") Object.assign(rep[p], { maxResourceBytes: infos.reduce((m, x) => Math.max(m, x.maxResourceBytes), 0), reloads: ours.reloads() - reloads, interruptions: infos.reduce((sum, x) => sum + (x.interruptions ?? 0), 0) });
        await sleep(250); // let the sockets of this peer close before the next
      }
      return rep;
    });
    results.workloads.b = comparison(`${matches} matches in parallel, ${moves} moves each, every match driven by its own pair of sockets from one client process; the clock starts when every match is set up; at most ${capMs / 1000} s of moving`, reps);
    results.workloads.b.loadAverage = load();
  }

  // ---- (c) our HTTP move path ------------------------------------------------------------------
  if (wanted("c")) {
    load = loadSampler();
    const { moves, capMs } = PLAN.c;
    // The same moves straight to workerd's own socket, without wrangler dev's proxy worker (which
    // production does not have): found once, run in the same repetition, the order alternated.
    const direct = await findDirectWorkerd(ours.pid, ours.port);
    const reps = await repeat("(c)", async (i) => {
      const reloads = ours.reloads();
      const httpMoves = async (url, tag) => {
        // Fresh players each time: the service allows 120 HTTP moves per player per minute.
        const [a, b] = [await guest(url, `HTTP A${tag}${i}`), await guest(url, `HTTP B${tag}${i}`)];
        const lat = [];
        const gets = [];
        const info = await oursHttp(url, game, a, b, moves, r, { latencies: lat, getLatencies: gets, choose, deadline: now() + capMs });
        return { lat, gets, info };
      };
      const t0 = now();
      let straight = null;
      if (direct && i % 2 === 1) straight = await httpMoves(direct, "d");
      const viaProxy = await httpMoves(base, "");
      if (direct && i % 2 === 0) straight = await httpMoves(direct, "d");
      const { lat, gets, info } = viaProxy;
      const wall = lat.reduce((s, x) => s + x, 0); // POSTs only: the GETs between them are not moves
      const rep = { ...summarize(lat, wall), getP50Ms: round(percentile(gets, 50), 3), getP99Ms: round(percentile(gets, 99), 3), matches: info.matches, maxResourceBytes: info.maxResourceBytes, elapsedMs: round(now() - t0, 0), reloads: ours.reloads() - reloads };
      if (straight) Object.assign(rep, { directP50Ms: round(percentile(straight.lat, 50), 3), directP99Ms: round(percentile(straight.lat, 99), 3), directMoves: straight.lat.length });
      // What wrangler dev's proxy and workerd cost anyway, in the same minutes: the floor Worker's
      // GET /ping (no Durable Object) and its POST /moves (Worker → DO → one SQLite row), through the same kind of port.
      if (peers.floor) {
        const [ping, move] = [[], []];
        await pings(peers.floor.url, moves, ping, now() + capMs / 2);
        await floorHttpMoves(peers.floor.url, moves, move, now() + capMs / 2);
        Object.assign(rep, { floorPingP50Ms: round(percentile(ping, 50), 3), floorHttpMoveP50Ms: round(percentile(move, 50), 3) });
      }
      return rep;
    });
    const mid = (k) => round(median(reps.map((x) => x[k]).filter((v) => typeof v === "number")), 3);
    const fig = medianOfReps(reps, { getP50Ms: mid("getP50Ms"), getP99Ms: mid("getP99Ms"), directP50Ms: mid("directP50Ms"), directP99Ms: mid("directP99Ms"), floorPingP50Ms: mid("floorPingP50Ms"), floorHttpMoveP50Ms: mid("floorHttpMoveP50Ms") });
    results.workloads.c = {
      what: `up to ${moves} moves with POST /api/matches/:id/moves (session cookie, Origin header), one after another; moves/s counts POST time only; the next mover's GET /api/matches/:id is timed apart; p50Ms through wrangler dev's port (npm start), directP50Ms the same moves straight to workerd's own socket (${direct ? "found" : "not found"}), without the dev proxy worker`,
      ours: fig,
      target: "p50 under 3 ms",
      met: fig.p50Ms !== null && fig.p50Ms < 3,
      // The same path's floor in the same repetition: each repetition's ratio, and their median.
      floorRatio: { perRepetition: reps.map((x) => ratio(x.p50Ms, x.floorHttpMoveP50Ms)), median: round(median(reps.map((x) => ratio(x.p50Ms, x.floorHttpMoveP50Ms)).filter((v) => typeof v === "number")), 2) },
      loadAverage: load(),
    };
  }

  // ---- (d) 100 spectators ----------------------------------------------------------------------
  if (wanted("d")) {
    load = loadSampler();
    const { spectators, moves, capMs } = PLAN.d;
    const reps = await repeat("(d)", async () => {
      const reloads = ours.reloads();
      const mover = [];
      const last = [];
      const t0 = now();
      const info = await oursPlay(base, game, a, b, moves, r, { latencies: mover, spectatorLatencies: last, spectators, choose, deadline: now() + capMs });
      const oursRep = { ...summarize(last, now() - t0 - info.setupMs), moverP50Ms: round(percentile(mover, 50), 3), matches: info.matches, maxResourceBytes: info.maxResourceBytes, reloads: ours.reloads() - reloads, interruptions: info.interruptions };
      const bm = [];
      const bl = [];
      const t1 = now();
      const binfo = await bgioPlay(peers.bgioMemory.url, moves, r, { latencies: bm, spectatorLatencies: bl, spectators, deadline: now() + capMs });
      return { ours: oursRep, bgioMemory: { ...summarize(bl, now() - t1 - binfo.setupMs), moverP50Ms: round(percentile(bm, 50), 3) } };
    });
    const d = comparison(`one match watched by ${spectators} spectator sockets: time from sending a move until the last spectator has the new position; up to ${moves} moves`, reps);
    results.workloads.d = { ...d, target: "p99 under 20 ms", met: d.ours.p99Ms !== null && d.ours.p99Ms < 20, loadAverage: load() };
  }

  // ---- diagnostics: what wrangler dev's proxy adds ---------------------------------------------
  if (wanted("c")) try {
    results.diagnostics.proxy = await proxyDiagnostics(ours, game, choose, PLAN);
  } catch (e) {
    results.diagnostics.proxy = { error: String(e?.message ?? e) };
  }

  if (!wanted("g") && !wanted("e")) return;
  // ---- (g) sizes -------------------------------------------------------------------------------
  const control = await startedMatch(base, game, a, b);
  const primer = await startedMatch(base, game, a, b);
  load = loadSampler();
  results.workloads.g = await sizes(base, control.id);
  // The link-preview PNG: render time and size (bench/preview.mjs); its CPU part runs last.
  const preview = await previewWorkload(base, { cpu: false });
  results.workloads.g.preview = preview.details;

  // ---- (e) waking a room with a long log (restarts the server: last) --------------------------
  results.workloads.g.loadAverage = load();
  load = loadSampler();
  results.workloads.e = await wake(ours, game, a, b, choose, control.id, primer.id, PLAN);
  results.workloads.e.loadAverage = load();

  // Half a minute of CPU in this process: after the last request (pooled connections would expire).
  const cpu = await previewCpuWorkload();
  results.workloads.g.preview.cpu = cpu;
  results.summary = { ...(results.summary ?? {}), g: { ...preview.summary, pngRenderMs: cpu.cpuMsP50, pngRenderP99Ms: cpu.cpuMsP99 } };
}

/** Every peer's medians over the same repetitions, and ours against each of the others. */
function comparison(what, reps) {
  const fig = {};
  for (const p of PEERS) {
    const mine = reps.map((x) => x[p]).filter(Boolean);
    const cpu = (k) => round(median(mine.map((x) => x[k]).filter((v) => typeof v === "number")), 3);
    const extra = mine.some((x) => "serverCpuMsPerMove" in x) ? { serverCpuMsPerMove: cpu("serverCpuMsPerMove"), clientCpuMsPerMove: cpu("clientCpuMsPerMove") } : {};
    if (mine.some((x) => "socketBytesPerMove" in x)) extra.socketBytesPerMove = round(median(mine.map((x) => x.socketBytesPerMove).filter((v) => typeof v === "number")), 0);
    fig[p] = mine.length ? medianOfReps(mine, extra) : null;
  }
  const against = (p) =>
    fig[p] && {
      movesPerSec: ratio(fig.ours.movesPerSec, fig[p].movesPerSec),
      p50: ratio(fig.ours.p50Ms, fig[p].p50Ms),
      p99: ratio(fig.ours.p99Ms, fig[p].p99Ms),
      perRepetition: reps.map((x) => (x[p] ? ratio(x.ours.movesPerSec, x[p].movesPerSec) : null)),
      // The median of those: each repetition's peers ran in the same minutes, so a load that changes between repetitions moves both.
      medianOfPerRepetition: round(median(reps.map((x) => (x[p] ? ratio(x.ours.movesPerSec, x[p].movesPerSec) : null)).filter((v) => typeof v === "number")), 2),
    };
  return {
    what,
    ours: fig.ours,
    boardgameio: fig.bgioMemory,
    boardgameioPostgres: fig.bgioPostgres,
    floor: fig.floor,
    ratio: { vsBgioMemory: against("bgioMemory"), vsBgioPostgres: against("bgioPostgres"), vsFloor: against("floor") },
    order: reps.map((x) => x.order).filter(Boolean),
  };
}

await runAndReport({
  main,
  results,
  out: OUT,
  heading: () =>
    `Dead Drop benchmark (${results.game?.id ?? "?"}, ${results.game?.policy ?? "?"} policy, ${REPS} repetitions, medians; load ${results.machine.loadAverageAtStart.join(" ")} → ${results.machine.loadAverageAtEnd.join(" ")})`,
  table: () => table(results),
});
