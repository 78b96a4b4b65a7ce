// The floor Worker of this folder (worker.js, wrangler.toml) under `wrangler dev`, and a client
// that plays the benchmark's moves on it. Used by run.mjs here and by bench/run.mjs (which runs the
// durable floor in the same run as our service and both boardgame.io peers).
import { tmpdir } from "node:os";
import { now, startWranglerDev } from "../../lib.mjs";
import { seqSocket } from "../../clients.mjs";
import { timedMatch, timedMove } from "../../timedMoves.mjs";

const FLOOR = new URL(".", import.meta.url).pathname.replace(/\/$/, "");

// ---- the floor Worker under wrangler dev -----------------------------------------------------

/** `wrangler dev` on this folder's Worker, in its own process group, on a fresh state folder. */
export const startFloor = (parent = tmpdir()) => startWranglerDev(FLOOR, { readyPath: "/ping", parent, prefix: "deaddrop-floor-" });

// ---- clients of the floor Worker ---------------------------------------------------------------

/** A socket to a floor match, keeping the newest state and letting callers wait for a seq. */
function floorSocket(base, match, seat, mode) {
  return seqSocket(`${base.replace(/^http/, "ws")}/socket?match=${encodeURIComponent(match)}&seat=${seat}&mode=${mode}`);
}

let matchCounter = 0;
export const newMatch = (label) => `${label}-${process.pid}-${++matchCounter}`;

/**
 * One floor match, up to `moves` moves alternating seats over one socket per seat, each timed from
 * send until the mover's own socket has the next seq; the same options as bgioPlay.
 */
export async function floorPlay(base, mode, moves, r, { latencies, gate = null, deadline = Infinity }) {
  let socks = [];
  let cur;
  return timedMatch({
    moves,
    gate,
    deadline,
    async setUp() {
      const match = newMatch(mode);
      socks = [await floorSocket(base, match, 0, mode), await floorSocket(base, match, 1, mode)];
      cur = socks[0].latest;
    },
    async playOne() {
      const seat = cur.actors[0];
      const mine = await socks[seat].waitSeq(cur.seq);
      const move = Math.floor(r.next() * 8);
      cur = await timedMove(() => socks[seat].send({ type: "move", seq: mine.seq, move }), () => socks[seat].waitSeq(mine.seq + 1), { latencies });
    },
    close: () => {
      for (const s of socks) s.close();
    },
  });
}

/** `POST /moves` one after another on a fresh durable match; each request timed. */
export async function floorHttpMoves(base, n, latencies, deadline = Infinity) {
  const match = newMatch("http");
  let seq = 0;
  for (let i = 0; i < n && now() < deadline; i++) {
    const t0 = now();
    const res = await fetch(`${base}/moves?match=${match}&mode=durable`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seq }) });
    const body = await res.json();
    latencies.push(now() - t0);
    if (res.status !== 200 || body.seq !== seq + 1) throw new Error(`POST /moves: ${res.status} ${JSON.stringify(body)}`);
    seq = body.seq;
  }
}

/** `GET path` (default /ping: a constant JSON from the Worker, no Durable Object) one after another; each request timed. */
export async function pings(base, n, latencies, deadline = Infinity, path = "/ping") {
  for (let i = 0; i < n && now() < deadline; i++) {
    const t0 = now();
    const res = await fetch(`${base}${path}`);
    await res.text();
    latencies.push(now() - t0);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  }
}
