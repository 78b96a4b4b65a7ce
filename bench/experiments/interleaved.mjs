// Two checkouts of the service side by side, their moves interleaved: the way to see a change of a
// few percent on a shared machine, where two runs one after the other differ by 20-50% (bench/README.md,
// section 7). Starts this checkout (A) and another (B, e.g. a `git worktree` of a proposed change,
// with node_modules and dist linked), warms both, then plays batches of K moves on A, then on B,
// until N moves each, and prints each one's p50 and moves/s and B's ratio to A. Neither builds the
// client: run `npm run build:client` first.
//
//   B=/tmp/change node bench/experiments/interleaved.mjs              # workload (a)'s shape: WebSocket moves
//   B=/tmp/change MODE=http node bench/experiments/interleaved.mjs    # (c)'s: GET then POST /moves (the POST timed)
//   VIA=direct ...                                                    # straight to workerd, without wrangler dev's proxy
import { ROOT, findDirectWorkerd, percentile, rng, startOurs } from "../lib.mjs";
import { guest } from "../clients.mjs";
import { oursHttp, oursPlay } from "../ours.mjs";

const other = process.env.B;
if (!other) throw new Error("B is the folder of the other checkout (with node_modules and dist), e.g. B=/tmp/change");
const N = Number(process.env.N || 4000);
const K = Number(process.env.K || 200);
const http = process.env.MODE === "http";
const choose = (legal) => legal[0];

// One after the other: two wrangler devs starting at once have raced each other here.
const servers = [await startOurs({ build: false, dir: ROOT })];
try {
  servers.push(await startOurs({ build: false, dir: other }));
  const peers = [];
  for (const [label, s] of [["A", servers[0]], ["B", servers[1]]]) {
    const base = process.env.VIA === "direct" ? await findDirectWorkerd(s.pid, s.port) : s.url;
    if (!base) throw new Error(`${label}: workerd's own socket was not found`);
    peers.push({ label, base, a: await guest(base, "A"), b: await guest(base, "B"), latencies: [], ms: 0, moves: 0 });
  }
  const play = async (p, moves, seed, keep) => {
    const latencies = [];
    const t0 = performance.now();
    const played = http
      ? await oursHttp(p.base, "conspirateurs", p.a, p.b, moves, rng(seed), { latencies, getLatencies: [], choose })
      : await oursPlay(p.base, "conspirateurs", p.a, p.b, moves, rng(seed), { latencies, choose });
    if (!keep) return;
    // moves/s over the moves' own time: a WebSocket match's setup is not counted; over HTTP the timed POSTs alone.
    p.ms += http ? latencies.reduce((sum, x) => sum + x, 0) : performance.now() - t0 - played.setupMs;
    p.moves += played.moves;
    p.latencies.push(...latencies);
  };
  for (const p of peers) await play(p, 300, 1, false);
  for (let i = 0; i < N; i += K) for (const p of peers) await play(p, Math.min(K, N - i), 2 + i, true);
  const [A, B] = peers;
  const p50 = (p) => percentile(p.latencies, 50);
  const rate = (p) => (p.moves / p.ms) * 1000;
  const shape = `${http ? "HTTP (c)" : "WebSocket (a)"} moves, ${process.env.VIA === "direct" ? "straight to workerd" : "through wrangler dev's proxy"}, ${A.moves} + ${B.moves} in batches of ${K}`;
  console.log(shape);
  console.log(`p50 ms:  A ${p50(A).toFixed(3)}  B ${p50(B).toFixed(3)}  B/A ${(p50(B) / p50(A)).toFixed(3)}`);
  console.log(`moves/s: A ${rate(A).toFixed(0)}  B ${rate(B).toFixed(0)}  B/A ${(rate(B) / rate(A)).toFixed(3)}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
