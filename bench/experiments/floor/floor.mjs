// The floor Worker of this folder (worker.js, wrangler.toml) under `wrangler dev`, and a client
// that plays the benchmark's moves on it. Used by run.mjs here and by bench/run.mjs (which runs the
// durable floor in the same run as our service and both boardgame.io peers).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, freePort, now, sleep } from "../../lib.mjs";
import { seqSocket } from "../../clients.mjs";
import { timedMatch, timedMove } from "../../timedMoves.mjs";

const FLOOR = new URL(".", import.meta.url).pathname.replace(/\/$/, "");
const WRANGLER = `${ROOT}/node_modules/.bin/wrangler`;
// ---- the floor Worker under wrangler dev -----------------------------------------------------

async function stopGroup(child) {
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, signal); // wrangler's node and its workerd processes: the group we started
    } catch {
      return;
    }
    await Promise.race([exited, sleep(10_000)]);
  }
}

/** `wrangler dev` on this folder's Worker, in its own process group, on a fresh state folder. */
export async function startFloor(parent = tmpdir()) {
  const port = await freePort();
  const persist = mkdtempSync(join(parent, "deaddrop-floor-"));
  const url = `http://127.0.0.1:${port}`;
  const t0 = now();
  // Its own inspector port too: the default (9229) is taken by any other wrangler dev on the machine.
  const inspector = await freePort();
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspector), "--persist-to", persist, "--show-interactive-dev-session=false"];
  const child = spawn(WRANGLER, args, {
    cwd: FLOOR,
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
      await stopGroup(child);
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
      if ((await fetch(`${url}/ping`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  server.startMs = now() - t0;
  return server;
}

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
