// (f) random-playout throughput of every registered game's engine, and a profile of the CPU a
// move costs inside the room (fold + log lines + each seat's resource), both run in Node on the
// TypeScript sources bundled on the fly with esbuild (no TypeScript runtime).
import { importSources } from "../scripts/import-sources.mjs";
import { medianOfReps, now, percentile, rng, round, summarize } from "./lib.mjs";
import { defaultOptions as defaults, startedMatchState } from "./startedMatch.mjs";

/**
 * Bundles the engine registry and the room's pure modules into one ESM file and imports it;
 * `extra` adds exports ({names: path}, as importSources takes them; bench/strength.mjs adds the
 * generator and the bot).
 */
export function loadSources(extra = {}) {
  return importSources({ "allGames, getGame": "src/engine/registry", step: "src/match/fold", buildResource: "src/match/resource", describeEvent: "src/match/logLines", "resourceOps, legalUpdate": "src/shared/livePatch", "decode as decodeConspirateurs": "src/engine/conspirateurs/notation", ...extra });
}

/**
 * Random playouts for about `ms` milliseconds: each move is one `legalMoves` of an actor plus one
 * `apply`, timed together. Playouts longer than `maxPlies` are cut (random play need not end).
 */
function playouts(game, players, ms, seed, maxPlies, seedPrefix) {
  const r = rng(seed);
  const latencies = [];
  let finished = 0;
  let cut = 0;
  let legalTotal = 0;
  const t0 = now();
  let n = 0;
  while (now() - t0 < ms) {
    let s = game.setup(players, defaults(game), `${seedPrefix}bench-${seed}-${n++}`);
    let plies = 0;
    while (!game.outcome(s) && plies < maxPlies && now() - t0 < ms * 3) {
      const actors = game.actors(s);
      if (actors.length === 0) break;
      const seat = actors[Math.floor(r.next() * actors.length)];
      const m0 = now();
      const legal = game.legalMoves(s, seat);
      if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} is an actor with no legal move`);
      const res = game.apply(s, seat, r.pick(legal));
      latencies.push(now() - m0);
      legalTotal += legal.length;
      if (!("ok" in res)) throw new Error(`${game.id}: a legal move was refused: ${res.error}`);
      s = res.ok;
      plies++;
    }
    if (game.outcome(s)) finished++;
    else cut++;
  }
  const wall = now() - t0;
  return { ...summarize(latencies, wall), playouts: finished + cut, finished, cut, meanLegalMoves: round(legalTotal / Math.max(1, latencies.length), 1) };
}

/** `seedPrefix`: "chacha20:" (the default) deals as every new match is dealt; "" as matches made before issue #29 (sfc32). */
export async function engineThroughput(sources, { reps = 3, ms = 800, maxPlies = 2000, seedPrefix = "chacha20:" } = {}) {
  const out = {};
  for (const game of sources.allGames()) {
    const players = game.players.min;
    const runs = [];
    for (let i = 0; i < reps; i++) runs.push(playouts(game, players, ms, 1000 + i, maxPlies, seedPrefix));
    out[game.id] = medianOfReps(runs, {
      players,
      playoutsPerSec: round((runs.reduce((a, r) => a + r.playouts, 0) / runs.reduce((a, r) => a + r.wallMs, 0)) * 1000, 1),
      cutAtPlies: runs.some((r) => r.cut) ? maxPlies : undefined,
    });
  }
  return out;
}

/**
 * Named Conspirateurs positions of docs/rules/conspirateurs.md ("Size of the legal-move list";
 * test/engine/conspirateurs/completeness.test.ts): the crowded one found by random play and the
 * crafted lattice, whose legal lists were the largest known.
 */
export const CONSPIRATEURS_POSITIONS = {
  crowded: "17/17/17/17/17/3w9w3/4w1b1bwbwb4/3bw1w1w1b2b3/4wbbbw1bwb4/3bw1b1w1b1bb3/3wbwwbww1wb4/3w13/17/17/17/17/17 2 b 0,0 56",
  lattice: "8bb1b1b1bb/17/17/17/17/17/5b1b1b7/4bbbbbbb6/5b1b1b7/4wwwwwww6/5w1w1w7/4wwwwwww6/4bw1w1w7/17/17/17/17 2 b 0,0 0",
};

/**
 * The match resource (JSON, as src/match/resource.ts builds it and the room sends it) of every
 * seat and a spectator in each named Conspirateurs position: bytes, legal moves and build time.
 */
export function namedPositionResources(sources, origin = "http://127.0.0.1:8787") {
  const game = sources.getGame("conspirateurs");
  if (!game) return {};
  const out = {};
  for (const [name, line] of Object.entries(CONSPIRATEURS_POSITIONS)) {
    const decoded = sources.decodeConspirateurs(line);
    if (!("ok" in decoded)) {
      out[name] = { position: line, error: decoded.error };
      continue;
    }
    const state = { ...startedMatchState(sources, game, 2, `named-${name}`, Date.now()), game: decoded.ok };
    const seats = {};
    for (const you of [0, 1, null]) {
      const t0 = now();
      const resource = sources.buildResource(state, you, origin);
      const bytes = JSON.stringify(resource).length;
      seats[you === null ? "spectator" : `seat${you}`] = { bytes, legalMoves: resource.legal?.length ?? 0, buildMs: round(now() - t0, 1) };
    }
    out[name] = { position: line, maxBytes: Object.values(seats).reduce((m, x) => (x.bytes > m ? x.bytes : m), 0), seats };
  }
  return out;
}

/**
 * The CPU of one move inside the room, outside workerd: `step` (validate + apply + actors and
 * outcome), the log lines for every viewer, and the socket message of each seat and a spectator
 * (resource, its patch from the one before and JSON, `legal` as a change of the viewer's last list; updates.ts). Storage, the output gate and D1
 * are not in this figure; nor is each patch's log line (about 120 bytes a viewer).
 */
export async function roomCpu(sources, { matches = 3, maxMoves = 400 } = {}) {
  const out = {};
  for (const game of sources.allGames()) {
    const players = game.players.min;
    const parts = { step: [], describe: [], messages: [], total: [] };
    let moves = 0;
    let messageBytes = 0;
    let patchBytes = 0;
    const r = rng(7);
    for (let mi = 0; mi < matches; mi++) {
      const at = Date.now();
      let s = startedMatchState(sources, game, players, `room-${mi}`, at);
      let n = 0;
      const viewers = [...Array.from({ length: players }, (_, i) => i), null];
      let held = viewers.map((you) => sources.buildResource(s, you, "http://127.0.0.1"));
      // The last legal list each viewer was sent (protocol 3 sends the next one as a change of it).
      const lastLegal = held.map((r) => (r.legal ? { etag: '"m0-0"', list: r.legal } : null));
      while (s.status === "active" && n++ < maxMoves) {
        const actors = game.actors(s.game);
        const seat = actors[0];
        const move = r.pick(game.legalMoves(s.game, seat));
        const event = { kind: "move", seat, move };
        const t0 = now();
        const next = sources.step(s, event, at);
        const t1 = now();
        JSON.stringify(sources.describeEvent(s, event, next.ok));
        JSON.stringify(event);
        const t2 = now();
        held = viewers.map((you, k) => {
          const body = sources.buildResource(next.ok, you, "http://127.0.0.1");
          const legal = sources.legalUpdate(lastLegal[k], body);
          if (body.legal) lastLegal[k] = { etag: '"m0-0"', list: body.legal };
          patchBytes += JSON.stringify({ type: "patch", seq: body.seq, base: '"m0-0"', etag: '"m0-0"', ops: sources.resourceOps(held[k], body), log: [], ...(legal ? { legal } : {}) }).length;
          messageBytes += JSON.stringify({ type: "match", match: body }).length;
          return body;
        });
        const t3 = now();
        parts.step.push(t1 - t0);
        parts.describe.push(t2 - t1);
        parts.messages.push(t3 - t2);
        parts.total.push(t3 - t0);
        s = next.ok;
        moves++;
      }
    }
    const fig = (list) => ({ meanMs: round(list.reduce((a, b) => a + b, 0) / list.length, 3), p50Ms: round(percentile(list, 50), 3), p99Ms: round(percentile(list, 99), 3) });
    out[game.id] = {
      players,
      moves,
      step: fig(parts.step),
      logLines: fig(parts.describe),
      socketMessages: fig(parts.messages),
      total: fig(parts.total),
      meanMessageBytes: Math.round(messageBytes / moves / (players + 1)),
      meanPatchBytes: Math.round(patchBytes / moves / (players + 1)),
    };
  }
  return out;
}
