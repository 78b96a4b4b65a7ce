// Where a WebSocket move's CPU goes: starts our service as the benchmark does (without a client
// build: run `npm run build:client` first), plays N moves of one Conspirateurs match with the
// first legal move (workload (a)'s shape), and prints the CPU time each process of the server
// (wrangler, its proxy workerd, the runtime workerd) and this client spent per move, read from
// /proc. With PROFILE=1 it also records a V8 CPU profile of the Worker through wrangler's
// inspector (port INSPECTOR_PORT, default 9229) and prints self and inclusive shares.
//
//   node bench/experiments/profile.mjs            # N=2000 by default; BENCH_TARGET_DIR as run.mjs
//   MODE=http node bench/experiments/profile.mjs  # workload (c)'s shape instead: GET then POST /moves
//   MODE=parallel node bench/experiments/profile.mjs  # workload (b)'s shape: 50 matches at once, N/50 moves each
import { writeFileSync } from "node:fs";
import WebSocket from "ws";
import { barrier, cpuByProcess, percentile, rng, startOurs } from "../lib.mjs";
import { guest } from "../clients.mjs";
import { oursHttp, oursPlay } from "../ours.mjs";

const N = Number(process.env.N || 2000);

async function startProfile(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => (ws.once("open", resolve), ws.once("error", reject)));
  let id = 0;
  const pending = new Map();
  ws.on("message", (data) => {
    const m = JSON.parse(data);
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  });
  const call = (method, params = {}) => new Promise((resolve) => (pending.set(++id, resolve), ws.send(JSON.stringify({ id, method, params }))));
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 100 });
  await call("Profiler.start");
  return async () => {
    const { result } = await call("Profiler.stop");
    ws.close();
    return result.profile;
  };
}

function printProfile(profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const samples = new Map();
  for (const s of profile.samples) samples.set(s, (samples.get(s) ?? 0) + 1);
  const total = profile.samples.length;
  const self = new Map();
  const inclusive = new Map();
  for (const [nodeId, count] of samples) {
    const name = (n) => n.callFrame.functionName || "(anonymous)";
    self.set(name(byId.get(nodeId)), (self.get(name(byId.get(nodeId))) ?? 0) + count);
    const seen = new Set();
    for (let x = nodeId; x !== undefined; x = parent.get(x)) {
      const n = name(byId.get(x));
      if (!seen.has(n)) inclusive.set(n, (inclusive.get(n) ?? 0) + count), seen.add(n);
    }
  }
  const show = (title, map) => {
    console.log(title);
    for (const [n, c] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((c / total) * 100).toFixed(1).padStart(5)}%  ${n}`);
  };
  show("self", self);
  show("inclusive", inclusive);
}

const server = await startOurs({ build: false });
try {
  const a = await guest(server.url, "A");
  const b = await guest(server.url, "B");
  // Workload (a)'s shape: one match, the first legal move, one socket per player; MODE=http: (c)'s
  // (each move a GET of the match and a POST /moves; the CPU figures include the GETs).
  const http = process.env.MODE === "http";
  const parallel = process.env.MODE === "parallel";
  const latencies = [];
  const gets = [];
  let cpuAtStart = null;
  const play = async (moves) => {
    latencies.length = gets.length = 0;
    const t0 = performance.now();
    const choose = (legal) => legal[0];
    if (http) {
      await oursHttp(server.url, "conspirateurs", a, b, moves, rng(1), { latencies, getLatencies: gets, choose });
      return latencies.reduce((s, x) => s + x, 0) + gets.reduce((s, x) => s + x, 0);
    }
    if (parallel) {
      const gate = barrier(50);
      let startedAt = 0;
      const wait = async () => {
        await gate.wait();
        if (!startedAt) (startedAt = performance.now()), (cpuAtStart = cpuByProcess(server.pid));
      };
      await Promise.all(Array.from({ length: 50 }, (_, k) => oursPlay(server.url, "conspirateurs", a, b, Math.ceil(moves / 50), rng(1000 + k), { latencies, choose, gate: wait })));
      return performance.now() - startedAt; // the CPU figures count from the moment every match is set up
    }
    const played = await oursPlay(server.url, "conspirateurs", a, b, moves, rng(1), { latencies, choose });
    return performance.now() - t0 - played.setupMs; // the CPU figures include one match's setup
  };
  await play(300); // warm the room, the isolate and the JIT
  const stop = process.env.PROFILE ? await startProfile(Number(process.env.INSPECTOR_PORT || 9229)) : null;
  const before = cpuByProcess(server.pid);
  const wall = await play(N);
  const after = cpuByProcess(server.pid);
  if (cpuAtStart) Object.assign(before, cpuAtStart);
  console.log(`${N} moves in ${wall.toFixed(0)} ms: ${((N / wall) * 1000).toFixed(0)} moves/s${stop ? " (profiling slows it)" : ""}; move p50 ${percentile(latencies, 50)?.toFixed(2)} ms${http ? `, GET p50 ${percentile(gets, 50)?.toFixed(2)} ms` : ""}`);
  for (const k of Object.keys(after)) {
    const us = ((after[k] - (before[k] ?? 0)) / N) * 1000;
    if (us > 0) console.log(`  ${k.padEnd(20)} ${us.toFixed(0).padStart(6)} µs CPU per move`);
  }
  if (stop) {
    const profile = await stop();
    writeFileSync("bench/results/profile.cpuprofile", JSON.stringify(profile));
    printProfile(profile);
    console.log("profile written to bench/results/profile.cpuprofile (open it in Chrome DevTools)");
  }
} finally {
  await server.stop();
}
