// Part of workload (g), sizes: the link-preview PNG (GET /api/matches/:id/board.png) on our
// service as `npm start` runs it (wrangler dev, workerd). For every registered game it plays
// matches with seeded random legal moves and asks for the picture after every move, so that each
// request is a new position and really renders; the render time is the Worker's own
// `Server-Timing: render;dur=` (performance.now() around resvg and the encoder in the isolate:
// CPU-bound work, but wall time: it grows when other processes crowd the machine). The CPU time of
// the same code is measured in Node by bench/previewCpu.mjs, and that is `pngRenderMs`, the
// figure the goal is about. A second request for each position must come from
// the Cache API (`X-DD-Render: cached`). It also saves each game's picture while open, in play
// and finished to test-output/screenshots/ for people to look at.
//
// `npm run bench` runs it inside (g) (`previewWorkload`). On its own, `node bench/preview.mjs`
// (PORT and DD_STATE_DIR may be set; else a free port and a temporary folder) merges its figures
// into bench/results/latest.json: `workloads.g.preview` (details) and `summary.g` ({pngRenderMs:
// CPU p50, pngRenderP99Ms, pngRenderWallMs: the Worker's p50, pngKB: largest, pngKBp50, cachedMs:
// p50}), leaving the rest of the file as it was. Goals: render p50 < 50 ms CPU, every PNG < 150 KB.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { cpus, loadavg } from "node:os";
import { log, now, percentile, rng, ROOT, round, startOurs } from "./lib.mjs";
import { expectOk, guest } from "./clients.mjs";
import { previewCpu } from "./previewCpu.mjs";

const MOVES_PER_MATCH = Number(process.env.BENCH_PREVIEW_MOVES ?? "12");
const MATCHES_PER_GAME = Number(process.env.BENCH_PREVIEW_MATCHES ?? "2");
const OUT = join(ROOT, "bench/results/latest.json");
const SHOTS = join(ROOT, "test-output/screenshots");

async function picture(base, id) {
  const t0 = now();
  const res = await fetch(`${base}/api/matches/${id}/board.png`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const ms = now() - t0;
  if (res.status !== 200 || res.headers.get("content-type") !== "image/png") throw new Error(`board.png of ${id}: ${res.status}`);
  const timing = /render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
  return { bytes, ms, render: res.headers.get("x-dd-render"), renderMs: timing ? Number(timing[1]) : null, etag: res.headers.get("etag") };
}

/** The pictures (ETags: the position shown) each match has had, to tell a new position from one spectators already saw. */
const shown = new Set();

/**
 * Asks twice: the first renders, the second must be served from the cache. A move spectators do
 * not see (Sleep's sealed decisions, SP-5: not even its seq) leaves the picture as it was: it is
 * served from the cache and not counted.
 */
async function measure(base, id, samples) {
  const first = await picture(base, id);
  if (shown.has(`${id} ${first.etag}`) && first.render === "cached") return first.bytes;
  shown.add(`${id} ${first.etag}`);
  if (first.render !== "rendered") throw new Error(`board.png of ${id}: a new position was not rendered (${first.render})`);
  const again = await picture(base, id);
  if (again.render !== "cached") throw new Error(`board.png of ${id}: the second request rendered again`);
  samples.push({ renderMs: first.renderMs, kb: first.bytes.length / 1024, cachedMs: again.ms, requestMs: first.ms });
  return first.bytes;
}

/**
 * Plays up to `moves` seeded random legal moves, each by the first player with a legal move (a
 * seat's view need not say who else is deciding); `after()` follows each.
 */
async function randomMoves(players, id, moves, r, after) {
  for (let i = 0; i < moves; i++) {
    const views = [];
    for (const p of players) views.push(await expectOk(p.call("GET", `/api/matches/${id}`), `get as ${p.name}`));
    if (views[0].status !== "active") return;
    const seat = views.findIndex((v) => v.legal?.length > 0);
    if (seat < 0) throw new Error(`${id} is active but no player has a legal move (actors as each sees them: ${JSON.stringify(views.map((v) => v.actors))})`);
    const mine = views[seat];
    await expectOk(players[seat].call("POST", `/api/matches/${id}/moves`, { seq: mine.seq, move: r.pick(mine.legal) }), "move");
    await after();
  }
}

function save(name, bytes) {
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(join(SHOTS, name), bytes);
}

function summary(samples) {
  const render = samples.map((s) => s.renderMs).filter((x) => x !== null);
  const kb = samples.map((s) => s.kb);
  return {
    pictures: samples.length,
    pngRenderMs: round(percentile(render, 50), 1),
    pngRenderP99Ms: round(percentile(render, 99), 1),
    pngKB: round(Math.max(...kb), 1),
    pngKBp50: round(percentile(kb, 50), 1),
    cachedMs: round(percentile(samples.map((s) => s.cachedMs), 50), 1),
    renderedRequestMs: round(percentile(samples.map((s) => s.requestMs), 50), 1),
  };
}

/** The CPU time of the rendering code in Node (bench/previewCpu.mjs), with the same counts. */
export async function previewCpuWorkload() {
  const cpu = await previewCpu({ moves: MOVES_PER_MATCH, matches: MATCHES_PER_GAME });
  log(`preview CPU in Node: p50 ${cpu.cpuMsP50} ms, p99 ${cpu.cpuMsP99} ms over ${cpu.renders} renders`);
  return cpu;
}

/**
 * The preview measurement against a running service at `base`; `cpu: false` leaves out the Node
 * CPU measurement (run it with previewCpuWorkload once no more requests follow).
 */
export async function previewWorkload(base, { cpu: measureCpu = true } = {}) {
  const startedAt = new Date().toISOString();
  const loadAtStart = loadavg()[0];
  const samples = [];
  const games = {};
  const r = rng(21);
  for (const game of (await (await fetch(`${base}/api/games`)).json()).map((g) => g.id)) {
    const mine = [];
    for (let k = 0; k < MATCHES_PER_GAME; k++) {
      const a = await guest(base, "Ada");
      const b = await guest(base, "Bea");
      const created = await expectOk(a.call("POST", "/api/matches", { game, players: 2 }), "create");
      const open = await measure(base, created.id, mine);
      const invite = new URL(created.urls.invite).searchParams.get("invite");
      await expectOk(b.call("POST", `/api/matches/${created.id}/join`, { invite }), "join");
      await randomMoves([a, b], created.id, MOVES_PER_MATCH, r, () => measure(base, created.id, mine));
      const active = (await picture(base, created.id)).bytes;
      await expectOk(a.call("POST", `/api/matches/${created.id}/resign`, {}), "resign");
      const finished = await measure(base, created.id, mine);
      if (k === 0) {
        save(`preview-${game}-open.png`, open);
        save(`preview-${game}-active.png`, active);
        save(`preview-${game}-finished.png`, finished);
      }
    }
    games[game] = summary(mine);
    samples.push(...mine);
    log(`preview ${game}: ${mine.length} pictures, render p50 ${games[game].pngRenderMs} ms, largest ${games[game].pngKB} KB`);
  }
  const all = summary(samples);
  // After the requests: half a minute of CPU work would outlast the server's keep-alive, and the
  // next fetch would find its pooled connection closed.
  const cpu = measureCpu ? await previewCpuWorkload() : null;
  return {
    details: {
      what: "link-preview PNG (GET /api/matches/:id/board.png): every game, seeded random moves, one new position per request; render time from the Worker's Server-Timing (resvg and the PNG encoder in workerd), PNG size, and the cached second request",
      startedAt,
      finishedAt: new Date().toISOString(),
      goals: { pngRenderMsP50: 50, pngKBMax: 150 },
      loadAverage: { start: round(loadAtStart, 2), end: round(loadavg()[0], 2), cores: cpus().length },
      cpu,
      worker: { ...all, games },
      screenshots: "test-output/screenshots/preview-<game>-<open|active|finished>.png",
    },
    summary: { pngRenderMs: cpu?.cpuMsP50 ?? null, pngRenderP99Ms: cpu?.cpuMsP99 ?? null, pngRenderWallMs: all.pngRenderMs, pngKB: all.pngKB, pngKBp50: all.pngKBp50, cachedMs: all.cachedMs },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = process.env.PORT ? Number(process.env.PORT) : null;
  const server = await startOurs({ port, stateDir: process.env.DD_STATE_DIR ?? null });
  let result;
  try {
    result = await previewWorkload(server.url);
  } catch (e) {
    console.error(`the server said:\n${server.output().slice(-4000)}`);
    throw e;
  } finally {
    await server.stop();
  }
  const doc = existsSync(OUT) ? JSON.parse(readFileSync(OUT, "utf8")) : {};
  doc.workloads = doc.workloads ?? {};
  doc.workloads.g = { ...(doc.workloads.g ?? {}), preview: result.details };
  doc.summary = { ...(doc.summary ?? {}), g: { ...(doc.summary?.g ?? {}), ...result.summary } };
  writeFileSync(OUT, JSON.stringify(doc, null, 2) + "\n");
  console.log(JSON.stringify({ summary: doc.summary.g, cpu: result.details.cpu.games, worker: result.details.worker.games }, null, 2));
  console.log(`screenshots: ${SHOTS}`);
}
