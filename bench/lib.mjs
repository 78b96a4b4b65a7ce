// Shared helpers of the benchmark: statistics, a seeded generator, starting and stopping the two
// servers, and small HTTP/WebSocket clients. Plain Node (20) ESM: no TypeScript runtime.
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import WebSocket from "ws";

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
 */
export async function startOurs({ build = true, port: wantedPort = null, stateDir: wantedState = null } = {}) {
  const port = wantedPort ?? (await freePort());
  const stateDir = wantedState ?? mkdtempSync(join(tmpdir(), "deaddrop-bench-"));
  const url = `http://127.0.0.1:${port}`;
  // The per-player move budget (120 a minute by default) is raised: two benchmark players make
  // thousands of moves a minute. It is still checked on every move, as in production.
  const env = {
    PORT: String(port),
    DD_STATE_DIR: stateDir,
    DD_MOVES_PER_MINUTE: process.env.DD_MOVES_PER_MINUTE ?? "1000000",
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  };
  let proc;
  const counters = { reloads: 0 };
  const up = async (withBuild) => {
    const t0 = now();
    proc = launch(process.execPath, ["scripts/start.mjs", ...(withBuild ? [] : ["--no-build"])], env, counters, TARGET);
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

/** The boardgame.io server (bench/bgio/server.mjs) in its own Node process. */
export async function startBgio() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = now();
  const proc = launch(process.execPath, ["bench/bgio/server.mjs"], { PORT: String(port), NODE_ENV: "production" });
  await waitFor(async () => (await fetch(`${url}/games`)).ok, proc.child, proc.output, "boardgame.io server", 60_000);
  return {
    name: "boardgame.io",
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

// ---- our API, as a player ------------------------------------------------------------------

/** A guest of our service: a session cookie and a fetch that sends it (with Origin for CSRF). */
export async function guest(base, name) {
  const res = await fetch(`${base}/api/auth/guest`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`guest: ${res.status} ${await res.text()}`);
  const m = /dd_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "");
  if (!m) throw new Error("guest: no session cookie");
  const cookie = `dd_session=${m[1]}`;
  const call = async (method, path, body, extraHeaders = {}) => {
    const headers = { cookie, ...extraHeaders };
    if (method !== "GET") headers.origin = base;
    if (body !== undefined) headers["content-type"] = "application/json";
    const r = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null, bytes: text.length };
  };
  return { name, cookie, base, call };
}

export async function expectOk(promise, what) {
  const r = await promise;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A started two-player match of `game`: a at seat 0, b at seat 1. */
export async function startedMatch(base, game, a, b, extra = {}) {
  const created = await expectOk(a.call("POST", "/api/matches", { game, players: 2, ...extra }), "create match");
  const invite = new URL(created.urls.invite).searchParams.get("invite");
  const joined = await expectOk(b.call("POST", `/api/matches/${created.id}/join`, { invite }), "join match");
  return { id: created.id, created, joined };
}

/** How long any wait for a server's message may take before the benchmark calls it a failure. */
export const WAIT_MS = 60_000;

export function closedError() {
  const e = new Error("the socket was closed by the server (a wrangler dev reload?)");
  e.closed = true;
  return e;
}

/**
 * A WebSocket to a match, keeping the newest match resource it was sent and letting callers wait
 * for a resource with a given seq.
 */
export function matchSocket(base, id, cookie) {
  // A player's socket carries its session cookie and, as a browser's would, our Origin.
  return seqSocket(base.replace(/^http/, "ws") + `/api/matches/${id}/socket`, cookie ? { cookie, origin: base } : {});
}

/**
 * A WebSocket that speaks the benchmark's protocol (`{"type":"match","match":{seq,…}}` pushes,
 * `{"type":"error",…}`): it keeps the newest state and lets callers wait for a seq. Resolves once
 * the state sent on connect is here.
 */
export function seqSocket(wsUrl, headers = {}) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers, perMessageDeflate: false });
    const sock = {
      ws,
      latest: null,
      waiters: [],
      errors: [],
      received: 0,
      bytes: 0,
      send(obj) {
        ws.send(JSON.stringify(obj));
      },
      /** Resolves with the first resource whose seq >= seq (at once if already here). */
      waitSeq(seq, timeoutMs = WAIT_MS) {
        if (sock.latest && sock.latest.seq >= seq) return Promise.resolve(sock.latest);
        if (sock.closed) return Promise.reject(closedError());
        return new Promise((res, rej) => {
          const timer = setTimeout(() => {
            sock.waiters = sock.waiters.filter((w) => w.res !== done);
            rej(new Error(`no position ${seq} on the socket within ${timeoutMs} ms`));
          }, timeoutMs);
          const done = (m) => {
            clearTimeout(timer);
            res(m);
          };
          sock.waiters.push({ seq, res: done, rej: (e) => (clearTimeout(timer), rej(e)) });
        });
      },
      close() {
        try {
          ws.close();
        } catch {
          // gone
        }
      },
    };
    ws.on("message", (data) => {
      sock.received++;
      sock.bytes += data.length;
      const msg = JSON.parse(String(data));
      if (msg.type === "match") {
        if (!sock.latest || msg.match.seq >= sock.latest.seq) sock.latest = msg.match;
        const ready = sock.waiters.filter((w) => msg.match.seq >= w.seq);
        sock.waiters = sock.waiters.filter((w) => msg.match.seq < w.seq);
        for (const w of ready) w.res(msg.match);
      } else if (msg.type === "error") {
        sock.errors.push(msg);
        const waiting = sock.waiters;
        sock.waiters = [];
        for (const w of waiting) w.rej(new Error(`socket error ${msg.status}: ${msg.detail}`));
      }
    });
    ws.on("close", () => {
      // wrangler dev closes every socket when it reloads the Worker (a source file changed).
      sock.closed = true;
      const waiting = sock.waiters;
      sock.waiters = [];
      for (const w of waiting) w.rej(closedError());
    });
    ws.once("open", () => {
      // The server sends the match on connect; resolve once it is here.
      sock.waitSeq(0).then(() => resolve(sock), reject);
    });
    ws.on("error", reject); // after open, "close" follows and rejects the waiters
    ws.once("unexpected-response", (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
}

/** Rows of cells as aligned text columns, a rule under the first row. */
export function textTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
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

/** A deadline is a now() value, or a function giving one (a clock that starts later). */
export const until = (deadline) => (typeof deadline === "function" ? deadline() : deadline);
