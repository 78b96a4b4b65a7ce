// `node bench/review.mjs`: the CPU the review's chances cost (src/match/review.ts), in Node on the
// TypeScript sources bundled as bench/engine.mjs does. For each game, random matches played to
// 200 moves (a match that ends sooner is followed by another, so every table judges 200
// positions): every position judged as the room's alarm judges it (judgePosition, seeded), cut
// into slices of SLICE_WORK as the room cuts them, each slice also paying for its replay from the
// nearest snapshot (every 64 events). Writes bench/results/review.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadSources } from "./engine.mjs";
import { ROOT, percentile, round } from "./lib.mjs";

const MOVES = 200;
const SNAPSHOT_EVERY = 64;
const { getGame, Rng, seedRng, judgePosition, positionCost, SLICE_WORK } = await loadSources({ "Rng, seedRng": "src/engine/rng", "judgePosition, positionCost": "src/bot", SLICE_WORK: "src/match/review" });
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const TABLES = [
  { id: "sleep", players: 4 },
  { id: "sleepers", players: 2 },
  { id: "subrosa", players: 3 },
  { id: "conspirateurs", players: 2 },
  { id: "conspirateurs", players: 4 },
];

/** 200 positions after moves of random play, with the moves that led to each (for the replay cost). */
function positions(gameId, players) {
  const game = getGame(gameId);
  const options = Object.fromEntries(Object.entries(game.options).map(([k, v]) => [k, v.default]));
  const out = [];
  for (let m = 0; out.length < MOVES; m++) {
    const r = new Rng(seedRng(`review-bench:${m}`));
    let s = game.setup(players, options, `review-bench:${m}`);
    const moves = [];
    while (!game.outcome(s) && out.length < MOVES) {
      const actors = game.actors(s);
      const seat = actors[r.int(actors.length)];
      const legal = game.legalMoves(s, seat);
      const move = legal[r.int(legal.length)];
      const next = game.apply(s, seat, move);
      s = next.ok;
      moves.push({ seat, move });
      out.push({ state: s, setup: () => game.setup(players, options, `review-bench:${m}`), moves: moves.slice() });
    }
  }
  return out;
}

const results = [];
for (const { id, players } of TABLES) {
  const game = getGame(id);
  const all = positions(id, players);
  const { samples, depth, work } = positionCost(id);
  const perPosition = [];
  const slices = [];
  let slice = { ms: 0, positions: 0, work: SLICE_WORK };
  for (let i = 0; i < all.length; i++) {
    if (slice.work >= SLICE_WORK) {
      // A new slice replays from the nearest snapshot to where the last one stopped.
      slice = { ms: 0, positions: 0, work: 0 };
      slices.push(slice);
      const t = cpuMs();
      const p = all[i];
      const from = Math.floor((p.moves.length - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
      let s = from === 0 ? p.setup() : all[i - (p.moves.length - 1 - from)]?.state ?? p.setup();
      for (const { seat, move } of p.moves.slice(from, -1)) s = game.apply(s, seat, move).ok ?? s;
      slice.ms += cpuMs() - t;
    }
    const t = cpuMs();
    judgePosition(game, all[i].state, players, new Rng(seedRng(`bench:${i}`)));
    const ms = cpuMs() - t;
    perPosition.push(ms);
    slice.ms += ms;
    slice.positions++;
    slice.work += work;
  }
  const total = slices.reduce((a, s) => a + s.ms, 0);
  const row = {
    game: id,
    players,
    positions: all.length,
    playoutsPerPosition: samples,
    playoutDepth: depth,
    cpuMsTotal: round(total, 1),
    cpuMsPerPosition: { p50: round(percentile(perPosition, 50), 2), p99: round(percentile(perPosition, 99), 2), max: round(Math.max(...perPosition), 2) },
    slices: slices.length,
    cpuMsPerSlice: { p50: round(percentile(slices.map((s) => s.ms), 50), 1), max: round(Math.max(...slices.map((s) => s.ms)), 1) },
  };
  results.push(row);
  console.log(`${id} ${players}p: ${row.positions} positions, ${round(total, 0)} ms CPU in ${row.slices} slices (slice p50 ${row.cpuMsPerSlice.p50} ms, max ${row.cpuMsPerSlice.max} ms; position p50 ${row.cpuMsPerPosition.p50} ms)`);
}
mkdirSync(join(ROOT, "bench/results"), { recursive: true });
writeFileSync(join(ROOT, "bench/results/review.json"), JSON.stringify({ at: new Date().toISOString(), node: process.version, sliceWork: SLICE_WORK, results }, null, 2) + "\n");
