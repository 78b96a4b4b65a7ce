// The floor of this stack on this machine: how fast can ANY Worker + Durable Object play the
// benchmark's moves through `wrangler dev`, with one durable SQLite write per move and without?
// Starts the minimal Worker of this folder (worker.js, wrangler.toml) with wrangler dev and the
// boardgame.io server exactly as `npm run bench` does, and measures workloads (a), (b) and (c) of
// bench/README.md against it, alternating the variants within each repetition. Writes
// bench/results/floor.json (FLOOR_OUT overrides) and prints a short table. See README.md here.
//
//   node bench/experiments/floor/run.mjs            (about 2-3 minutes; FLOOR_REPS=3 by default)
import { readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { resolve } from "node:path";
import { bgioPlay } from "../../bgio/client.mjs";
import { ROOT, barrier, findDirectWorkerd, log, medianOfReps, now, rng, round, runAndReport, sleep, startBgio, summarize, textTable } from "../../lib.mjs";
import { floorHttpMoves, floorPlay, pings, startFloor } from "./floor.mjs";

const OUT = resolve(process.env.FLOOR_OUT || `${ROOT}/bench/results/floor.json`);
const REPS = Number(process.env.FLOOR_REPS || 3);
/**
 * A second copy of the floor keeps its Durable Objects' SQLite files on tmpfs, where fsync costs
 * nothing, to tell the disk's share of a durable move from workerd's (FLOOR_TMPFS=0: not started).
 */
const TMPFS = process.env.FLOOR_TMPFS === "0" ? null : process.env.FLOOR_TMPFS_DIR || "/dev/shm";

/** The same counts and time bounds as bench/run.mjs, plus (c) with 300 requests per series. */
const PLAN = {
  a: { moves: 1000, capMs: 20_000 },
  b: { matches: 50, moves: 100, capMs: 20_000 },
  c: { requests: 300, capMs: 15_000 },
  warmup: { moves: 30, requests: 30 },
};

const version = (pkg) => {
  try {
    return JSON.parse(readFileSync(`${ROOT}/node_modules/${pkg}/package.json`, "utf8")).version;
  } catch {
    return null;
  }
};

const results = {
  startedAt: new Date().toISOString(),
  what: "the floor of wrangler dev + workerd here: a minimal Worker + Durable Object (bench/experiments/floor) playing the benchmark's moves, with (durable) and without (memory) one SQLite row per move, against boardgame.io in the same run",
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "", loadAverageAtStart: loadavg().map((x) => round(x, 2)) },
  // wrangler runs its own copies of miniflare and workerd (node_modules/wrangler/node_modules) when it has them.
  versions: { node: process.version, wrangler: version("wrangler"), workerd: version("wrangler/node_modules/workerd") ?? version("workerd"), miniflare: version("wrangler/node_modules/miniflare") ?? version("miniflare"), boardgameio: version("boardgame.io") },
  plan: { ...PLAN, repetitions: REPS },
  workloads: {},
  notes: [],
};


// ---- harness -----------------------------------------------------------------------------------

/** The variants of a repetition, rotated by one each repetition so that none always goes first. */
const rotate = (list, i) => list.map((_, k) => list[(k + i) % list.length]);

const ratio = (x, y) => (typeof x === "number" && typeof y === "number" && y > 0 ? round(x / y, 2) : null);

/** Medians per variant, and each floor variant against boardgame.io (target: ≥ 1.5×, lower p99). */
function compare(what, reps, names) {
  const variants = {};
  for (const name of names) variants[name] = medianOfReps(reps.map((r) => r[name]));
  const t = variants.boardgameio;
  const vsBgio = {};
  for (const name of names.filter((n) => n !== "boardgameio")) {
    const o = variants[name];
    vsBgio[name] = {
      movesPerSec: ratio(o.movesPerSec, t.movesPerSec),
      p50: ratio(o.p50Ms, t.p50Ms),
      p99: ratio(o.p99Ms, t.p99Ms),
      perRepetition: reps.map((r) => ({ movesPerSec: ratio(r[name].movesPerSec, r.boardgameio.movesPerSec), p99: ratio(r[name].p99Ms, r.boardgameio.p99Ms) })),
      meetsTarget: o.movesPerSec >= 1.5 * t.movesPerSec && o.p99Ms < t.p99Ms,
    };
  }
  return { what, target: "at least 1.5 times boardgame.io's moves per second, with a lower p99", variants, vsBgio, order: reps.map((r) => r.order) };
}

async function main() {
  log(`starting the floor Worker (wrangler dev${TMPFS ? `, twice: state in ${tmpdir()} and in ${TMPFS}` : ""}) and the boardgame.io server`);
  const started = await Promise.allSettled([startFloor(), startBgio(), TMPFS ? startFloor(TMPFS) : null]);
  const failed = started.find((x) => x.status === "rejected");
  if (failed) {
    await Promise.all(started.map((x) => x.status === "fulfilled" && x.value?.stop()));
    throw failed.reason;
  }
  const [floor, bgio, floorTmpfs] = started.map((x) => x.value);
  const stopBoth = () => Promise.all([floor.stop(), bgio.stop(), floorTmpfs?.stop()]);
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.once(sig, async () => {
      log(`${sig}: stopping the servers`);
      await stopBoth();
      process.exit(130);
    });
  }
  results.servers = { floor: { url: floor.url, persistTo: floor.persist, startMs: round(floor.startMs, 0) }, boardgameio: { url: bgio.url, startMs: round(bgio.startMs, 0) } };
  if (floorTmpfs) results.servers.floorTmpfs = { url: floorTmpfs.url, persistTo: floorTmpfs.persist, startMs: round(floorTmpfs.startMs, 0) };
  try {
    const direct = await findDirectWorkerd(floor.pid, floor.port);
    results.servers.floor.direct = direct;
    if (!direct) results.notes.push("workerd's own entry socket was not found: no direct figures");
    log(`floor ${floor.url} (direct: ${direct ?? "not found"}), boardgame.io ${bgio.url}`);
    await runWorkloads(floor.url, direct, bgio.url, floorTmpfs?.url ?? null);
  } finally {
    results.servers.floor.wranglerReloads = floor.reloads();
    if (floorTmpfs) results.servers.floorTmpfs.wranglerReloads = floorTmpfs.reloads();
    await stopBoth();
  }
}

async function runWorkloads(base, direct, bgioUrl, tmpfs) {
  const r = rng(42);
  log("warming up");
  for (const b of [base, direct, tmpfs].filter(Boolean)) {
    for (const mode of ["memory", "durable"]) await floorPlay(b, mode, PLAN.warmup.moves, r, { latencies: [] });
    await floorHttpMoves(b, PLAN.warmup.requests, []);
    await pings(b, PLAN.warmup.requests, []);
  }
  await bgioPlay(bgioUrl, PLAN.warmup.moves, r, { latencies: [] });
  await pings(bgioUrl, PLAN.warmup.requests, [], Infinity, "/games");

  // Through wrangler dev's port (what the targets are about); for comparison, straight to workerd's
  // own socket, and durable with the SQLite files on tmpfs (through wrangler's port).
  const floorVariants = [
    ["floor-memory", base, "memory"],
    ["floor-durable", base, "durable"],
    ...(direct ? [["floor-memory-direct", direct, "memory"], ["floor-durable-direct", direct, "durable"]] : []),
    ...(tmpfs ? [["floor-durable-tmpfs", tmpfs, "durable"]] : []),
  ];
  const names = [...floorVariants.map((v) => v[0]), "boardgameio"];
  // (b) leaves out durable-direct: with 50 rooms the durable variants are bound by the disk's
  // commits (see floor-durable-tmpfs), not by wrangler's proxy, and each can take the full 20 s.
  const namesB = names.filter((n) => n !== "floor-durable-direct");

  // ---- (a) one match, sequential moves ----------------------------------------------------------
  {
    const { moves, capMs } = PLAN.a;
    const reps = [];
    for (let i = 0; i < REPS; i++) {
      const rep = { order: rotate(names, i) };
      for (const name of rep.order) {
        const lat = [];
        const t0 = now();
        let info;
        if (name === "boardgameio") info = await bgioPlay(bgioUrl, moves, r, { latencies: lat, deadline: now() + capMs });
        else {
          const [, b, mode] = floorVariants.find((v) => v[0] === name);
          info = await floorPlay(b, mode, moves, r, { latencies: lat, deadline: now() + capMs });
        }
        rep[name] = summarize(lat, now() - t0 - info.setupMs);
      }
      reps.push(rep);
      log(`(a) #${i + 1}: ${names.map((n) => `${n} ${rep[n].movesPerSec}/s p99 ${rep[n].p99Ms}`).join("; ")}`);
    }
    results.workloads.a = compare(`one match, up to ${moves} sequential moves alternating seats over one WebSocket per seat (boardgame.io: socket.io), each timed from send until the mover's own socket has the next state; at most ${capMs / 1000} s per variant`, reps, names);
  }

  // ---- (b) 50 matches in parallel ----------------------------------------------------------------
  {
    const { matches, moves, capMs } = PLAN.b;
    const run = async (drive) => {
      const gate = barrier(matches);
      const deadline = () => (gate.startedAt() === null ? Infinity : gate.startedAt() + capMs);
      const latencies = [];
      const infos = await Promise.all(Array.from({ length: matches }, (_, i) => drive({ latencies, gate: gate.wait, deadline }, rng(1000 + i))));
      const count = infos.reduce((s, x) => s + x.moves, 0);
      return summarize(latencies, now() - gate.startedAt(), count);
    };
    const reps = [];
    for (let i = 0; i < REPS; i++) {
      const rep = { order: rotate(namesB, i) };
      for (const name of rep.order) {
        if (name === "boardgameio") rep[name] = await run((o, rr) => bgioPlay(bgioUrl, moves, rr, o));
        else {
          const [, b, mode] = floorVariants.find((v) => v[0] === name);
          rep[name] = await run((o, rr) => floorPlay(b, mode, moves, rr, o));
        }
        await sleep(250); // let the sockets of the last variant close
      }
      reps.push(rep);
      log(`(b) #${i + 1}: ${namesB.map((n) => `${n} ${rep[n].movesPerSec}/s p99 ${rep[n].p99Ms}`).join("; ")}`);
    }
    results.workloads.b = compare(`${matches} matches in parallel, ${moves} moves each, each driven as in (a) by its own pair of sockets from this process; the clock starts when every match is set up; at most ${capMs / 1000} s of moving`, reps, namesB);
  }

  // ---- (c) HTTP: POST /moves (durable) and GET /ping --------------------------------------------
  {
    const { requests, capMs } = PLAN.c;
    const routes = [["proxy", base], ...(direct ? [["direct", direct]] : [])];
    const series = routes.flatMap(([where, b]) => [[`${where} POST /moves`, where, "post", b], [`${where} GET /ping`, where, "ping", b]]);
    if (tmpfs) series.push(["proxy POST /moves (tmpfs)", "tmpfs", "post", tmpfs]);
    // The same client against a Node server: boardgame.io's lobby list (Koa), a static JSON route.
    series.push(["boardgame.io GET /games", "boardgameio", "games", bgioUrl]);
    const reps = [];
    for (let i = 0; i < REPS; i++) {
      const rep = { order: rotate(series.map((s) => s[0]), i) };
      for (const label of rep.order) {
        const [, where, kind, b] = series.find((s) => s[0] === label);
        const lat = [];
        if (kind === "post") await floorHttpMoves(b, requests, lat, now() + capMs);
        else await pings(b, requests, lat, now() + capMs, kind === "games" ? "/games" : "/ping");
        rep[label] = { where, kind, ...summarize(lat, lat.reduce((s, x) => s + x, 0)) };
      }
      reps.push(rep);
      log(`(c) #${i + 1}: ${series.map(([l]) => `${l} p50 ${rep[l].p50Ms} p99 ${rep[l].p99Ms}`).join("; ")}`);
    }
    const out = { what: `${requests} sequential requests per series (Node fetch, keep-alive): POST /moves?match=… {"seq":n} on a fresh durable match (Worker → DO RPC → one SQLite row → JSON), and GET /ping (a constant JSON from the Worker, no DO); for reference the same client on boardgame.io's GET /games (Koa, Node)`, target: "POST /moves p50 under 3 ms (through wrangler dev's port)", order: reps.map((x) => x.order) };
    for (const where of [...routes.map((x) => x[0]), ...(tmpfs ? ["tmpfs"] : []), "boardgameio"]) {
      out[where] = {};
      for (const kind of ["post", "ping", "games"]) {
        const label = series.find((s) => s[1] === where && s[2] === kind)?.[0];
        if (label) out[where][kind] = { route: label, ...medianOfReps(reps.map((x) => x[label])) };
      }
    }
    out.met = out.proxy.post.p50Ms !== null && out.proxy.post.p50Ms < 3;
    out.pingUnder3ms = out.proxy.ping.p50Ms !== null && out.proxy.ping.p50Ms < 3;
    results.workloads.c = out;
  }
}

// ---- the table ---------------------------------------------------------------------------------

function table() {
  const w = results.workloads;
  const f = (x, d = 1) => (x === null || x === undefined ? "—" : typeof x === "number" ? x.toFixed(d) : String(x));
  const rows = [["workload", "variant", "moves/s", "p50 ms", "p99 ms", "vs bgio moves/s", "≥1.5x & lower p99"]];
  for (const key of ["a", "b"]) {
    const x = w[key];
    if (!x) continue;
    for (const [name, v] of Object.entries(x.variants)) {
      const c = x.vsBgio[name];
      rows.push([key === "a" ? "(a) 1 match, 1000 seq." : "(b) 50 matches x 100", name, f(v.movesPerSec), f(v.p50Ms, 2), f(v.p99Ms, 2), c ? `${f(c.movesPerSec, 2)}x` : "", c ? (c.meetsTarget ? "yes" : "no") : ""]);
    }
  }
  if (w.c) {
    for (const where of ["proxy", "direct", "tmpfs", "boardgameio"]) {
      if (!w.c[where]) continue;
      for (const kind of ["post", "ping", "games"]) {
        const v = w.c[where][kind];
        if (!v) continue;
        rows.push(["(c) HTTP, 300 sequential", v.route, f(v.movesPerSec), f(v.p50Ms, 2), f(v.p99Ms, 2), "", kind === "post" && where === "proxy" ? `p50<3ms: ${w.c.met ? "yes" : "no"}` : ""]);
      }
    }
  }
  const lines = textTable(rows);
  return lines.join("\n");
}

await runAndReport({
  main,
  results,
  out: OUT,
  heading: () =>
    `Floor of wrangler dev ${results.versions.wrangler} + workerd vs boardgame.io ${results.versions.boardgameio} (${REPS} repetitions, medians; load ${results.machine.loadAverageAtStart.join(" ")} → ${results.machine.loadAverageAtEnd.join(" ")}; wrangler reloads ${results.servers?.floor?.wranglerReloads ?? "?"})`,
  table,
});
