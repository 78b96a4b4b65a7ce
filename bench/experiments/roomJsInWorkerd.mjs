// Is the room's JavaScript slower inside workerd than in Node? Runs roomMoves.mjs (step, the row,
// one broadcast round to both seats, the reply: no storage, no socket) in Node and in a small
// Worker under `wrangler dev` (roomInWorkerd/), alternating, and prints µs per move of each.
// Node's figures are its wall time and its CPU time (all threads: the JIT's and the GC's helpers
// too); workerd's is the wall time of a request that plays N moves minus that of one that plays
// none (the clock stands still inside a Worker).
//
//   node bench/experiments/roomJsInWorkerd.mjs     # N=5000 moves a run, REPS=7
import { importSources } from "../../scripts/import-sources.mjs";
import { median, now, startWranglerDev } from "../lib.mjs";
import { ROOM_SOURCES, roomMoves } from "./roomMoves.mjs";

const N = Number(process.env.N || 5000);
const REPS = Number(process.env.REPS || 7);
const s = await importSources(ROOM_SOURCES);
const worker = await startWranglerDev(new URL("roomInWorkerd", import.meta.url).pathname, { readyPath: "/?n=0", prefix: "deaddrop-roomjs-" });
try {
  const request = async (n) => {
    const t0 = now();
    const res = await fetch(`${worker.url}/?n=${n}`);
    const bytes = Number(await res.text());
    if (!res.ok) throw new Error(`worker: ${res.status}`);
    return { ms: now() - t0, bytes };
  };
  const inNode = (n) => {
    const c0 = process.cpuUsage(), t0 = now();
    const { bytesPerMove } = roomMoves(s, n);
    const ms = now() - t0, c = process.cpuUsage(c0);
    return { us: (ms * 1000) / n, cpuUs: (c.user + c.system) / n, bytes: bytesPerMove };
  };
  // Warm both (the JIT's tiers), then alternate.
  for (let i = 0; i < 3; i++) (await request(2000), inNode(2000));
  const node = [], nodeCpu = [], workerd = [];
  let bytes = null;
  for (let i = 0; i < REPS; i++) {
    const empty = (await request(0)).ms;
    const r = await request(N);
    workerd.push(((r.ms - empty) * 1000) / N);
    const n = inNode(N);
    node.push(n.us);
    nodeCpu.push(n.cpuUs);
    if (bytes === null) bytes = { node: n.bytes, workerd: r.bytes };
  }
  const fmt = (xs) => `min ${Math.min(...xs).toFixed(1)}, median ${median(xs).toFixed(1)} µs`;
  console.log(`room JS per move, ${REPS} runs of ${N} moves, alternating:`);
  console.log(`  Node     ${fmt(node)} (CPU: ${fmt(nodeCpu)})`);
  console.log(`  workerd  ${fmt(workerd)}`);
  console.log(`  workerd ÷ Node (medians) ${(median(workerd) / median(node)).toFixed(2)}; socket bytes per move ${bytes.node.toFixed(0)} / ${bytes.workerd.toFixed(0)} (the same moves)`);
} finally {
  await worker.stop();
}
