// Shared helpers of the benchmark: statistics, a seeded generator, starting and stopping the two
// servers (clients of our service: clients.mjs). Plain Node (20) ESM: no TypeScript runtime.
import { spawn, execFileSync, execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";

export const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
/**
 * The checkout whose service is benchmarked (`npm start` runs there): this one, or another copy
 * of the project given by BENCH_TARGET_DIR (a branch with a proposed change, say).
 */
export const TARGET = process.env.BENCH_TARGET_DIR ? process.env.BENCH_TARGET_DIR.replace(/\/$/, "") : ROOT;

// ---- statistics ---------------------------------------------------------------------------

/** Nearest-rank percentile of a list of numbers (p in 0..100). */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

export const median = (values) => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The largest value, without spreading the array into arguments (bench runs collect >100k latencies). */
export const maxOf = (values) => values.reduce((m, v) => (v > m ? v : m), -Infinity);

export const round = (x, digits = 2) => (x === null || x === undefined || Number.isNaN(x) ? null : Number(x.toFixed(digits)));

/** One repetition's figures from its per-operation latencies (ms) and its wall time (ms). */
export function summarize(latencies, wallMs, count = latencies.length) {
  return {
    count,
    wallMs: round(wallMs, 1),
    movesPerSec: round((count / wallMs) * 1000, 1),
    p50Ms: round(percentile(latencies, 50), 3),
    p99Ms: round(percentile(latencies, 99), 3),
    maxMs: latencies.length ? round(maxOf(latencies), 3) : null,
  };
}

/** The median of every figure over the repetitions, with the repetitions kept. */
/**
 * Samples the machine's load average while a workload runs (every 2 s); the returned function
 * stops and gives the 1-, 5- and 15-minute averages at start and end and the 1-minute one's mean
 * and maximum over the samples (the machine is shared: every figure is read with it).
 */
export function loadSampler() {
  const start = loadavg();
  const samples = [start[0]];
  const timer = setInterval(() => samples.push(loadavg()[0]), 2_000);
  timer.unref?.();
  return () => {
    clearInterval(timer);
    const end = loadavg();
    samples.push(end[0]);
    return { start: start.map((x) => round(x, 2)), end: end.map((x) => round(x, 2)), oneMinuteMean: round(samples.reduce((a, b) => a + b, 0) / samples.length, 2), oneMinuteMax: round(Math.max(...samples), 2), samples: samples.length };
  };
}

export function medianOfReps(reps, extra = {}) {
  const pick = (k) => round(median(reps.map((r) => r[k]).filter((v) => typeof v === "number")), 3);
  return {
    movesPerSec: pick("movesPerSec"),
    p50Ms: pick("p50Ms"),
    p99Ms: pick("p99Ms"),
    ...extra,
    repetitions: reps,
  };
}

// ---- a seeded generator (mulberry32), so every run plays the same choices -----------------

export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();

export function log(...args) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}

// ---- processes ------------------------------------------------------------------------------

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(check, child, output, what, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms:\n${output()}`);
}

/** Starts a child in its own process group, keeping the tail of its output. */
function launch(cmd, args, env, counters = { reloads: 0 }, cwd = ROOT) {
  let output = "";
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const take = (d) => {
    const text = String(d);
    // wrangler dev rebuilds and reloads the Worker whenever a source file changes (others edit
    // the tree while the benchmark runs): each reload evicts every room, so it is counted.
    counters.reloads += text.split("Reloading local server").length - 1;
    output = (output + text).slice(-20_000);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  return { child, output: () => output };
}

async function killGroup(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, signal); // the whole group: node, wrangler and both workerd processes
  } catch {
    // already gone
  }
  await Promise.race([exited, sleep(10_000)]);
}

/**
 * Our service exactly as `npm start` runs it: `node scripts/start.mjs` (client build, local D1
 * migrations, wrangler dev on workerd) with PORT and DD_STATE_DIR. `restart()` kills the whole
 * process group and starts it again on the same port and state folder, without rebuilding.
 * `dir`: the checkout to run (default TARGET).
 */
export async function startOurs({ build = true, meter = false, port: wantedPort = null, stateDir: wantedState = null, dir = TARGET } = {}) {
  const port = wantedPort ?? (await freePort());
  const stateDir = wantedState ?? mkdtempSync(join(tmpdir(), "deaddrop-bench-"));
  const url = `http://127.0.0.1:${port}`;
  // The per-player move budget (120 a minute by default) is raised: two benchmark players make
  // thousands of moves a minute. It is still checked on every move, as in production.
  const env = {
    PORT: String(port),
    DD_STATE_DIR: stateDir,
    DD_MOVES_PER_MINUTE: process.env.DD_MOVES_PER_MINUTE ?? "1000000",
    // The usage meter (src/meter.ts) only for the cost counts: every speed figure runs without it.
    ...(meter ? { DD_METER: "1" } : {}),
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  };
  let proc;
  const counters = { reloads: 0 };
  const up = async (withBuild) => {
    const t0 = now();
    proc = launch(process.execPath, ["scripts/start.mjs", ...(withBuild ? [] : ["--no-build"])], env, counters, dir);
    await waitFor(async () => (await fetch(`${url}/api/games`)).ok, proc.child, proc.output, "npm start", 240_000);
    return now() - t0;
  };
  const startMs = await up(build);
  return {
    name: "ours",
    url,
    port,
    stateDir,
    startMs,
    get pid() {
      return proc.child.pid;
    },
    output: () => proc.output(),
    reloads: () => counters.reloads,
    async restart() {
      await killGroup(proc.child, "SIGKILL");
      return up(false);
    },
    async stop() {
      await killGroup(proc.child, "SIGTERM");
      await killGroup(proc.child, "SIGKILL");
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * `wrangler dev` on the Worker of folder `cwd` (its wrangler.toml), in its own process group, on a
 * fresh state folder made in `parent`; ready when `readyPath` answers 2xx. The floor Worker and the
 * experiments' small Workers run this way.
 */
export async function startWranglerDev(cwd, { readyPath = "/", parent = tmpdir(), prefix = "deaddrop-worker-" } = {}) {
  const port = await freePort();
  const persist = mkdtempSync(join(parent, prefix));
  const url = `http://127.0.0.1:${port}`;
  const t0 = now();
  // Its own inspector port too: the default (9229) is taken by any other wrangler dev on the machine.
  const inspector = await freePort();
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspector), "--persist-to", persist, "--show-interactive-dev-session=false"];
  const child = spawn(`${ROOT}/node_modules/.bin/wrangler`, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  let reloads = 0;
  const take = (d) => {
    const text = String(d);
    reloads += text.split("Reloading local server").length - 1;
    output = (output + text).slice(-20_000);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const server = {
    url,
    port,
    persist,
    pid: child.pid,
    output: () => output,
    reloads: () => reloads,
    async stop() {
      await killGroup(child, "SIGTERM");
      await killGroup(child, "SIGKILL");
      rmSync(persist, { recursive: true, force: true });
    },
  };
  while (true) {
    if (child.exitCode !== null) {
      await server.stop();
      throw new Error(`wrangler dev exited with ${child.exitCode}:\n${output}`);
    }
    if (now() - t0 > 120_000) {
      await server.stop();
      throw new Error(`wrangler dev did not start within 120 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  server.startMs = now() - t0;
  return server;
}

/**
 * The boardgame.io server (bench/bgio/server.mjs) in its own Node process: in memory, or with
 * its matches in PostgreSQL (bgio-postgres) when `dbUrl` is given.
 */
export async function startBgio({ dbUrl = null } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = now();
  const proc = launch(process.execPath, ["bench/bgio/server.mjs"], { PORT: String(port), NODE_ENV: "production", ...(dbUrl ? { DB_URL: dbUrl } : {}) });
  await waitFor(async () => (await fetch(`${url}/games`)).ok, proc.child, proc.output, "boardgame.io server", 60_000);
  return {
    name: dbUrl ? "boardgame.io + PostgreSQL" : "boardgame.io",
    url,
    port,
    startMs: now() - t0,
    pid: proc.child.pid,
    output: proc.output,
    async stop() {
      await killGroup(proc.child, "SIGTERM");
      await killGroup(proc.child, "SIGKILL");
    },
  };
}

/** CPU milliseconds so far of every process in the server's process group, and of this one. */
export function cpuByProcess(serverPid) {
  const out = {};
  for (const line of execSync("ps -eo pid,pgid,comm --no-headers").toString().trim().split("\n")) {
    const [pid, pgid, comm] = line.trim().split(/\s+/);
    if (Number(pgid) !== serverPid && Number(pid) !== process.pid) continue;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (10 ms)
      out[`${Number(pid) === process.pid ? "client" : comm} ${pid}`] = ticks * 10;
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/**
 * CPU ms so far of the processes of a process group (optionally only those named `name`), every
 * thread, from /proc/<pid>/task/<tid>/schedstat (nanoseconds); null if the group is gone.
 */
export function cpuMsOfGroup(groupPid, name = null) {
  let pids = [];
  try {
    pids = execFileSync("pgrep", ["-g", String(groupPid), ...(name ? [name] : [])], { encoding: "utf8" }).trim().split(/\s+/).filter(Boolean);
  } catch {
    return null;
  }
  let ns = 0;
  for (const pid of pids) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // gone meanwhile
    }
  }
  return ns / 1e6;
}

/**
 * The address of workerd's own entry socket inside `wrangler dev` (behind wrangler's proxy
 * worker), found among the listening sockets of the server's workerd processes; null if not found.
 */
export async function findDirectWorkerd(serverPid, publicPort) {
  let pids;
  try {
    pids = execFileSync("pgrep", ["-g", String(serverPid), "workerd"], { encoding: "utf8" }).trim().split(/\s+/).filter(Boolean);
  } catch {
    return null;
  }
  const inodes = new Map(); // socket inode -> pid
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m) inodes.set(m[1], pid);
        } catch {
          // fd closed meanwhile
        }
      }
    } catch {
      // process gone
    }
  }
  const ports = [];
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 10 || f[3] !== "0A") continue; // LISTEN
    if (!inodes.has(f[9])) continue;
    const port = parseInt(f[1].split(":")[1], 16);
    if (port !== publicPort) ports.push(port);
  }
  for (const port of ports) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/games`, { signal: AbortSignal.timeout(3000) });
      if (res.ok && (res.headers.get("content-type") ?? "").includes("json")) return `http://127.0.0.1:${port}`;
    } catch {
      // not the entry
    }
  }
  return null;
}

/** Rows of cells as aligned text columns, a rule under the first row. */
export function textTable(rows) {
  const widths = rows[0].map((_, i) => maxOf(rows.map((r) => String(r[i]).length)));
  const lines = rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join("  "));
  lines.splice(1, 0, widths.map((n) => "-".repeat(n)).join("  "));
  return lines;
}

/**
 * Runs a benchmark's `main`, then, whatever happened, writes `results` (with the error, the end
 * time and the load average at the end) to `out` and prints `heading()` and `table()`.
 */
export async function runAndReport({ main, results, out, heading, table }) {
  try {
    await main();
  } catch (e) {
    results.error = String(e?.stack ?? e);
    log("FAILED:", results.error);
    process.exitCode = 1;
  } finally {
    results.finishedAt = new Date().toISOString();
    results.machine.loadAverageAtEnd = loadavg().map((x) => round(x, 2));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
    console.log(`\n${heading()}\n`);
    console.log(table());
    console.log(`\nfull figures: ${out}`);
  }
}

/** A barrier for parallel drivers: the clock starts when the last one is set up. */
export function barrier(n, timeoutMs = 180_000) {
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

/** A deadline is a now() value, or a function giving one (a clock that starts later). */
export const until = (deadline) => (typeof deadline === "function" ? deadline() : deadline);
