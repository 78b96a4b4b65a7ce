// `npm run strength`: the computer opponents (src/bot) play each other in Node, on the TypeScript
// sources bundled with esbuild as bench/engine.mjs does. Writes bench/results/strength.json: win
// rates of the first-named level (draws half, seats alternated) with 95% Wilson intervals, and the
// CPU time of each decision (p50/p99 per level and game). STRENGTH_MATCHES sets matches per pairing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadSources } from "./engine.mjs";
import { ROOT, percentile, round } from "./lib.mjs";

/** Matches per pairing and game (Conspirateurs and Sleepers matches are long); STRENGTH_MATCHES overrides. */
const MATCHES_OF = { sleep: 12, sleepers: 6, subrosa: 16, conspirateurs: 6 };
const matchesOf = (game) => Number(process.env.STRENGTH_MATCHES ?? MATCHES_OF[game]);
const ONLY = process.env.STRENGTH_GAMES ? process.env.STRENGTH_GAMES.split(",") : null;
/** Plies after which a match is stopped and counted as a draw (random play need not end). */
const MAX_PLIES = { sleep: 2000, sleepers: 600, subrosa: 400, conspirateurs: 1200 };

// The tables played are the bot tests' (test/engine/bot/positions.ts): one list of what the bots are measured on.
const { getGame, Rng, seedRng, decide, TABLES: BOT_TABLES } = await loadSources({ "Rng, seedRng": "src/engine/rng", decide: "src/bot", TABLES: "test/engine/bot/positions" });
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** times[game][level]: CPU ms of each decision. */
const times = {};
const record = (game, level, ms) => ((times[game] ??= {})[level] ??= []).push(ms);

/**
 * One match; `levels[seat]` is each seat's level. Returns the score of each seat (1 win, 0.5 draw
 * or a shared-nothing stop, 0 loss) and whether the match was stopped at MAX_PLIES.
 */
function playMatch(gameId, players, levels, seed) {
  const game = getGame(gameId);
  const options = Object.fromEntries(Object.entries(game.options).map(([k, v]) => [k, v.default]));
  let s = game.setup(players, options, seed);
  const bots = levels.map((_, seat) => new Rng(seedRng(`${seed}/bot${seat}`)));
  const order = new Rng(seedRng(`${seed}/order`));
  for (let ply = 0; ply < MAX_PLIES[gameId]; ply++) {
    const o = game.outcome(s);
    if (o) return { scores: levels.map((_, i) => (o.draw ? 0.5 : o.winners.includes(i) ? 1 : 0)), cut: false };
    const actors = game.actors(s);
    const seat = actors[order.int(actors.length)];
    const view = game.view(s, seat);
    const legal = game.legalMoves(s, seat);
    const t0 = cpuMs();
    const move = decide({ game, view, legal, seat, level: levels[seat], rng: bots[seat] });
    record(gameId, levels[seat], cpuMs() - t0);
    const r = game.apply(s, seat, move);
    if (!("ok" in r)) throw new Error(`${gameId}: the ${levels[seat]} bot chose a refused move: ${r.error}`);
    s = r.ok;
  }
  return { scores: levels.map(() => 0.5), cut: true };
}

/** Wilson 95% interval of a rate over n matches. */
function wilson(rate, n) {
  if (n === 0) return null;
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const c = (rate + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / d;
  return [round(Math.max(0, c - h), 3), round(Math.min(1, c + h), 3)];
}

/**
 * 2 players: `a` against `b`, seats alternated. More players: one `a` seat (rotating) against
 * `b` everywhere else; in 4-player Conspirateurs `a` is a partnership (a seat and its partner,
 * both at level `a`) against a partnership at level `b`, and the rate is the partnership's.
 */
function pairing(gameId, players, a, b, n) {
  let score = 0, cut = 0;
  for (let i = 0; i < n; i++) {
    const seatA = i % players;
    const partner = gameId === "conspirateurs" && players === 4 ? seatA ^ 2 : -1;
    const levels = Array.from({ length: players }, (_, seat) => (seat === seatA || seat === partner ? a : b));
    const r = playMatch(gameId, players, levels, `strength/${gameId}/${players}/${a}-${b}/${i}`);
    score += r.scores[seatA];
    if (r.cut) cut++;
  }
  const rate = score / n;
  return { rate: round(rate, 3), interval: wilson(rate, n), matches: n, stopped: cut };
}

const TABLES = BOT_TABLES.map((t) => ({ game: t.id, players: t.players })).filter((t) => !ONLY || ONLY.includes(t.game));

const t0 = Date.now();
const summary = {};
const detail = {};
for (const { game, players } of TABLES) {
  const key = players === 2 ? game : `${game}-${players}p`;
  const started = Date.now();
  const MATCHES = matchesOf(game);
  if (players === 2) {
    const sve = pairing(game, players, "strong", "easy", MATCHES);
    const svn = pairing(game, players, "strong", "normal", MATCHES);
    const nve = pairing(game, players, "normal", "easy", MATCHES);
    summary[key] = { players, strongVsEasy: sve.rate, strongVsNormal: svn.rate, normalVsEasy: nve.rate, matches: MATCHES };
    detail[key] = { strongVsEasy: sve, strongVsNormal: svn, normalVsEasy: nve };
  } else {
    const sve = pairing(game, players, "strong", "easy", MATCHES);
    // Conspirateurs 4p: a partnership of two against two, so its fair share is a half.
    const fair = game === "conspirateurs" ? 0.5 : 1 / players;
    summary[key] = { players, strongVsEasy: sve.rate, fairShare: round(fair, 3), matches: MATCHES };
    detail[key] = { strongVsEasy: sve, fairShare: round(fair, 3), target: round(Math.min(1, 2 * fair), 3) };
  }
  console.log(key, JSON.stringify(summary[key]), `${((Date.now() - started) / 1000).toFixed(0)} s`);
  write();
}
const { summary: allSummary, detail: allDetail, decisionCpuMs } = write();
console.log(`wrote bench/results/strength.json in ${Math.round((Date.now() - t0) / 1000)} s`);

/**
 * Writes the figures so far, merged into an existing strength.json (STRENGTH_GAMES runs only some
 * games; their entries replace the earlier ones), after every game so a stopped run keeps them.
 */
function write() {
  const file = join(ROOT, "bench/results/strength.json");
  let old = { summary: {}, detail: {}, decisionCpuMs: {} };
  if (ONLY && existsSync(file)) old = JSON.parse(readFileSync(file, "utf8"));
  const cpu = {};
  for (const [game, levels] of Object.entries(times)) {
    cpu[game] = {};
    for (const [level, xs] of Object.entries(levels)) {
      cpu[game][level] = { decisions: xs.length, p50: round(percentile(xs, 50), 2), p99: round(percentile(xs, 99), 2), max: round(Math.max(...xs), 2) };
    }
  }
  const result = {
    at: new Date().toISOString(),
    wallSeconds: Math.round((Date.now() - t0) / 1000),
    summary: { ...old.summary, ...summary },
    detail: { ...old.detail, ...detail },
    decisionCpuMs: { ...old.decisionCpuMs, ...cpu },
  };
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
  return result;
}

// The table for bench/README.md.
const pct = (r) => (r === null || r === undefined ? "–" : `${Math.round(r * 100)}%`);
const iv = (d) => (d ? `${pct(d.rate)} [${pct(d.interval[0])}–${pct(d.interval[1])}]${d.stopped ? ` (${d.stopped} stopped)` : ""}` : "–");
console.log("\n| game | players | matches/pairing | strong vs easy | strong vs normal | normal vs easy |");
console.log("|---|---|---|---|---|---|");
for (const [key, s] of Object.entries(allSummary)) {
  const d = allDetail[key];
  const tail = s.players === 2 ? `${iv(d.strongVsNormal)} | ${iv(d.normalVsEasy)}` : `fair share ${pct(d.fairShare)}, target ≥ ${pct(d.target)} | –`;
  console.log(`| ${key} | ${s.players} | ${s.matches} | ${iv(d.strongVsEasy)} | ${tail} |`);
}
console.log("\n| game | easy p50/p99 ms | normal p50/p99 ms | strong p50/p99 ms |");
console.log("|---|---|---|---|");
for (const [game, lv] of Object.entries(decisionCpuMs)) {
  const c = (l) => (lv[l] ? `${lv[l].p50} / ${lv[l].p99}` : "–");
  console.log(`| ${game} | ${c("easy")} | ${c("normal")} | ${c("strong")} |`);
}
