// The room's JavaScript for one WebSocket move of workload (a), in Node without workerd
// (roomMoves.mjs: step, the event's row, one broadcast round to both seats, the mover's reply).
// Deterministic enough to compare two versions of those modules: `node bench/experiments/broadcastCpu.mjs`.
// roomJsInWorkerd.mjs runs the same loop inside workerd beside this one.
import { importSources } from "../../scripts/import-sources.mjs";
import { ROOM_SOURCES, roomMoves } from "./roomMoves.mjs";

const N = Number(process.env.N || 5000);
const s = await importSources(ROOM_SOURCES);

function run(moves) {
  const c0 = process.cpuUsage();
  const { bytesPerMove, matches } = roomMoves(s, moves);
  const c = process.cpuUsage(c0);
  return { usPerMove: (c.user + c.system) / moves, bytesPerMove, matches };
}

run(2000);
const reps = Array.from({ length: 9 }, () => run(N).usPerMove).sort((a, b) => a - b);
const r = run(1000);
console.log(`room JS CPU per move: min ${reps[0].toFixed(1)}, median ${reps[4].toFixed(1)} µs; socket bytes per move ${r.bytesPerMove.toFixed(0)}`);
