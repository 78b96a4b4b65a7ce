// Workloads of `npm run bench` that are not a comparison of peers: what wrangler dev's proxy adds
// (diagnostics), (g) sizes, and (e) waking a room with a long log. Called by bench/run.mjs.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { TARGET, findDirectWorkerd, log, maxOf, median, now, percentile, rng, round, sleep, summarize } from "./lib.mjs";
import { expectOk, guest } from "./clients.mjs";
import { oursHttp, oursPlay } from "./ours.mjs";

/** The same requests through wrangler dev's public port and straight to workerd's own socket. */
export async function proxyDiagnostics(ours, game, choose, PLAN) {
  const direct = await findDirectWorkerd(ours.pid, ours.port);
  if (!direct) return { error: "workerd's own entry socket was not found" };
  const out = { what: "wrangler dev puts a proxy worker in front of workerd; these run the same requests both ways", direct };
  for (const [label, base] of [["proxy", ours.url], ["direct", direct]]) {
    const a = await guest(base, "Diag A");
    const b = await guest(base, "Diag B");
    const r = rng(9);
    const games = [];
    for (let i = 0; i < PLAN.diag.gets; i++) {
      const t0 = now();
      await (await fetch(`${base}/api/games`)).text();
      games.push(now() - t0);
    }
    const me = [];
    for (let i = 0; i < PLAN.diag.gets; i++) {
      const t0 = now();
      await a.call("GET", "/api/me");
      me.push(now() - t0);
    }
    const ws = [];
    const t0 = now();
    const info = await oursPlay(base, game, a, b, PLAN.diag.moves, r, { latencies: ws, choose, deadline: now() + 20_000 });
    const http = [];
    const gets = [];
    await oursHttp(base, game, a, b, Math.ceil(PLAN.diag.moves / 2), r, { latencies: http, getLatencies: gets, choose, deadline: now() + 15_000 });
    out[label] = {
      getGamesP50Ms: round(percentile(games, 50), 3),
      getMeP50Ms: round(percentile(me, 50), 3),
      wsMove: summarize(ws, now() - t0 - info.setupMs),
      httpMoveP50Ms: round(percentile(http, 50), 3),
      httpGetMatchP50Ms: round(percentile(gets, 50), 3),
    };
    log(`diagnostics ${label}: ${JSON.stringify(out[label])}`);
  }
  return out;
}

/**
 * (g) the client's JavaScript gzipped, and the embed page with what it loads. `dist/client` is
 * shared with everyone who runs `npm run build:client` (it is emptied and rebuilt), so a missing
 * file is retried a few times and, if still missing, the figure is marked incomplete.
 */
export async function sizes(base, matchId) {
  let figures;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      figures = await sizesOnce(base, matchId);
      if (figures.complete) return figures;
    } catch (e) {
      figures = { error: String(e?.message ?? e), complete: false, met: false };
    }
    log(`(g) incomplete (a client build in progress?): ${JSON.stringify(figures.embed?.loads ?? figures.error)}; retrying`);
    await sleep(5_000);
  }
  return figures;
}

async function sizesOnce(base, matchId) {
  const assets = `${TARGET}/dist/client/assets`;
  const js = {};
  // The chunks are under assets/c/ (scripts/build-client.mjs).
  for (const f of readdirSync(assets, { recursive: true }).filter((f) => f.endsWith(".js"))) {
    const raw = readFileSync(`${assets}/${f}`);
    js[f] = { bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  }
  const index = readFileSync(`${TARGET}/dist/client/index.html`, "utf8");
  const appScripts = [...index.matchAll(/<script[^>]*src="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  // What a visitor's first page loads (app.js and the chunks it imports statically, not the ones
  // loaded on demand), as scripts/build-client.mjs measured it when it built the client.
  const build = JSON.parse(readFileSync(`${TARGET}/dist/client/build.json`, "utf8"));
  const appJsGzipBytes = build.appStartGzipBytes ?? 0;
  const page = await fetch(`${base}/embed/${matchId}`);
  const html = await page.text();
  const loads = [
    ...[...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const loaded = [];
  for (const src of loads) {
    const res = await fetch(new URL(src, `${base}/embed/${matchId}`));
    const body = Buffer.from(await res.arrayBuffer());
    loaded.push({ url: src, status: res.status, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
  return {
    what: "the app's first-load JavaScript gzipped (appStartGzipBytes of dist/client/build.json: app.js and its static imports; every asset at gzip level 9 in assets); the embed page of a fresh match and everything it loads",
    appJsGzipBytes,
    allJsGzipBytes: build.jsGzipBytes ?? null,
    appScripts,
    assets: js,
    embed: {
      status: page.status,
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: htmlGzip,
      loads: loaded,
      totalGzipBytes: htmlGzip + loaded.reduce((s, x) => s + x.gzipBytes, 0),
    },
    complete: page.status === 200 && appJsGzipBytes > 0 && loaded.every((x) => x.status === 200),
    target: "app JS under 40 KB gzipped",
    met: appJsGzipBytes > 0 && appJsGzipBytes < 40 * 1024,
  };
}

/**
 * (e) builds one match's log with real moves over WebSockets (bounded in time), then restarts
 * the server on the same state folder and times the first GET of that match: the room wakes from
 * storage (latest snapshot + the events after it). Also times a small room waking after it and
 * the same GET once warm.
 */
export async function wake(ours, game, a, b, choose, controlId, primerId, PLAN) {
  const { events, buildCapMs, restarts, warmGets } = PLAN.e;
  const base = ours.url;
  log(`(e) building a log of up to ${events} events (at most ${buildCapMs / 1000} s)`);
  const t0 = now();
  const built = await oursPlay(base, game, a, b, events - 2, rng(5), { latencies: [], choose, deadline: now() + buildCapMs });
  const buildMs = now() - t0;
  const long = await expectOk(a.call("GET", `/api/matches/${built.lastId}`), "get long match");
  log(`(e) built ${long.seq} events in ${(buildMs / 1000).toFixed(1)} s over ${built.matches} match(es)`);
  const reps = [];
  for (let i = 0; i < restarts; i++) {
    const restartMs = await ours.restart();
    // The first room to wake after a restart pays for more than its own log (the Durable Object
    // namespace, SQLite, compiling the room's code): a small room takes that first.
    const t0p = now();
    await expectOk(a.call("GET", `/api/matches/${primerId}`), "get primer match");
    const firstRoomAfterRestartMs = now() - t0p;
    const t1 = now();
    const first = await a.call("GET", `/api/matches/${built.lastId}`);
    const firstGetMs = now() - t1;
    if (first.status !== 200 || first.body.seq !== long.seq) throw new Error(`(e) after restart: ${first.status}, seq ${first.body?.seq} (expected ${long.seq})`);
    const t2 = now();
    await expectOk(a.call("GET", `/api/matches/${controlId}`), "get control match");
    const smallRoomFirstGetMs = now() - t2;
    const warm = [];
    for (let k = 0; k < warmGets; k++) {
      const t3 = now();
      await a.call("GET", `/api/matches/${built.lastId}`);
      warm.push(now() - t3);
    }
    const rep = { firstGetMs: round(firstGetMs, 3), smallRoomFirstGetMs: round(smallRoomFirstGetMs, 3), firstRoomAfterRestartMs: round(firstRoomAfterRestartMs, 3), warmGetMs: round(median(warm), 3), restartMs: round(restartMs, 0) };
    log(`(e) #${i + 1}: ${JSON.stringify(rep)}`);
    reps.push(rep);
  }
  const firsts = reps.map((x) => x.firstGetMs);
  const p50 = round(median(firsts), 3);
  return {
    what: `one match's log built with real moves over WebSockets (${events} events wanted, at most ${buildCapMs / 1000} s of building), then the server restarted on the same state folder (npm start --no-build), a 2-event room woken first (the Worker and the Durable Object namespace are then warm), and the first GET /api/matches/:id of the long match timed as the player sees it (session lookup included); another 2-event room's first GET and the warm GET of the long match after it for comparison`,
    eventsWanted: events,
    eventsInLog: long.seq,
    buildCapHit: long.seq < events,
    buildMs: round(buildMs, 0),
    buildMovesPerSec: round((built.moves / buildMs) * 1000, 1),
    buildInterruptions: built.interruptions,
    maxResourceBytes: built.maxResourceBytes,
    ours: {
      movesPerSec: null,
      p50Ms: p50,
      p99Ms: round(maxOf(firsts), 3),
      smallRoomFirstGetP50Ms: round(median(reps.map((x) => x.smallRoomFirstGetMs)), 3),
      firstRoomAfterRestartP50Ms: round(median(reps.map((x) => x.firstRoomAfterRestartMs)), 3),
      warmGetP50Ms: round(median(reps.map((x) => x.warmGetMs)), 3),
      repetitions: reps,
    },
    target: "under 50 ms",
    met: long.seq >= events && p50 !== null && p50 < 50,
  };
}

