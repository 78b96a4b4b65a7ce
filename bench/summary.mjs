// The top-level `summary` of bench/results/latest.json (readable without knowing the rest of the
// file) and the table `npm run bench` prints. Every figure comes from the same run.
import { round, textTable } from "./lib.mjs";

const kb = (bytes) => (typeof bytes === "number" ? round(bytes / 1024, 1) : null);
const num = (x) => (typeof x === "number" ? x : null);

/** moves/s of each peer in a comparison workload (null when a peer did not run). */
function peers(w) {
  return { ours: num(w?.ours?.movesPerSec), bgioMemory: num(w?.boardgameio?.movesPerSec), bgioPostgres: num(w?.boardgameioPostgres?.movesPerSec), floor: num(w?.floor?.movesPerSec) };
}

/** The largest match resource (JSON bytes) seen for any seat in any position the run visited, and where. */
function largestResource(results) {
  const w = results.workloads;
  const seen = [];
  for (const key of ["a", "b", "d"]) for (const rep of w[key]?.ours?.repetitions ?? []) seen.push([rep.maxResourceBytes, `(${key}) socket`]);
  for (const rep of w.c?.ours?.repetitions ?? []) seen.push([rep.maxResourceBytes, "(c) GET /api/matches/:id"]);
  seen.push([w.e?.maxResourceBytes, "(e) building the long log"]);
  for (const [name, p] of Object.entries(results.diagnostics?.namedPositions?.positions ?? {})) seen.push([p.maxBytes, `Conspirateurs ${name} position (docs/rules/conspirateurs.md)`]);
  let best = [null, null];
  for (const [bytes, where] of seen) if (typeof bytes === "number" && (best[0] === null || bytes > best[0])) best = [bytes, where];
  return { bytes: best[0], where: best[1] };
}

/** Each comparison's median of the per-repetition ratios (run.mjs's medianOfPerRepetition). */
const medianRatios = (w) => ({ vsFloor: num(w?.ratio?.vsFloor?.medianOfPerRepetition), vsBgioPostgres: num(w?.ratio?.vsBgioPostgres?.medianOfPerRepetition), vsBgioMemory: num(w?.ratio?.vsBgioMemory?.medianOfPerRepetition) });

const ratio = (x, y) => (typeof x === "number" && typeof y === "number" && y > 0 ? round(x / y, 2) : null);

/** One target: its figure, the bound and whether it is met (null: not measured in this run). */
function target(name, figure, bound, check, unit = "") {
  return { name, figure, target: bound, met: typeof figure === "number" ? check(figure) : null, unit };
}

export function buildSummary(results) {
  const w = results.workloads;
  const a = peers(w.a);
  const b = peers(w.b);
  const f = Object.fromEntries(Object.entries(w.f?.games ?? {}).map(([id, g]) => [id, num(g.movesPerSec)]));
  const largest = largestResource(results);
  const cost = w.cost?.perMillionMoves ?? null;
  const prev = results.summary ?? {};
  const summary = {
    ...prev,
    what: "moves/s of each peer from the same run (ours = Dead Drop through npm start; bgioMemory / bgioPostgres = boardgame.io 0.50.2 in memory / with bgio-postgres on a local PostgreSQL, synchronous_commit on; floor = the smallest durable Worker + Durable Object, bench/experiments/floor); ms are p50 latencies; KB are 1,024 bytes",
    startedAt: results.startedAt,
    game: results.game?.id ?? null,
    a: { ...a, oursSocketBytesPerMove: num(w.a?.ours?.socketBytesPerMove), medianOfRepetitionRatios: medianRatios(w.a) },
    b: { ...b, medianOfRepetitionRatios: medianRatios(w.b) },
    // The load average (1 minute; mean over the workload, sampled every 2 s) while each workload ran: the machine is shared.
    loadAverage: Object.fromEntries(["a", "b", "c", "d", "e", "f", "g", "cost"].map((k) => [k, num(w[k]?.loadAverage?.oneMinuteMean)])),
    // p50Ms through wrangler dev's port, as npm start serves it; directP50Ms the same moves straight to workerd (no dev proxy worker, as deployed).
    c: { p50Ms: num(w.c?.ours?.p50Ms), directP50Ms: num(w.c?.ours?.directP50Ms), floorPingP50Ms: num(w.c?.ours?.floorPingP50Ms), floorHttpMoveP50Ms: num(w.c?.ours?.floorHttpMoveP50Ms), oursOverFloorHttpP50: ratio(w.c?.ours?.p50Ms, w.c?.ours?.floorHttpMoveP50Ms), medianOfRepetitionRatios: num(w.c?.floorRatio?.median) },
    d: { p99Ms: num(w.d?.ours?.p99Ms) },
    e: { p50Ms: num(w.e?.ours?.p50Ms), eventsInLog: num(w.e?.eventsInLog) },
    f,
    // The app's first-load JavaScript and the embed page; the link-preview PNG's keys (bench/preview.mjs) kept after them.
    g: Object.assign({ appJsGzipKB: null, embedGzipKB: null }, prev.g, { appJsGzipKB: kb(w.g?.appJsGzipBytes), embedGzipKB: kb(w.g?.embed?.totalGzipBytes) }),
    maxResourceKB: kb(largest.bytes),
    maxResourceWhere: largest.where,
    cost: w.cost?.summary ?? null,
  };
  const engines = Object.values(f).filter((x) => x !== null);
  summary.targets = [
    target("(a) ours ÷ bgioPostgres moves/s", ratio(a.ours, a.bgioPostgres), "≥ 10", (x) => x >= 10, "×"),
    target("(a) ours ÷ floor moves/s", ratio(a.ours, a.floor), "≥ 0.9", (x) => x >= 0.9, "×"),
    target("(a) ours ÷ bgioPostgres moves/s, median of the repetitions' ratios", summary.a.medianOfRepetitionRatios.vsBgioPostgres, "≥ 10", (x) => x >= 10, "×"),
    target("(a) ours ÷ floor moves/s, median of the repetitions' ratios", summary.a.medianOfRepetitionRatios.vsFloor, "≥ 0.9", (x) => x >= 0.9, "×"),
    target("(a) socket bytes both players receive per move", summary.a.oursSocketBytesPerMove, "≤ 1,024", (x) => x <= 1024, " B"),
    target("(b) ours ÷ bgioPostgres moves/s", ratio(b.ours, b.bgioPostgres), "≥ 5", (x) => x >= 5, "×"),
    target("(b) ours ÷ bgioPostgres moves/s, median of the repetitions' ratios", summary.b.medianOfRepetitionRatios.vsBgioPostgres, "≥ 5", (x) => x >= 5, "×"),
    target("(c) HTTP move p50 ÷ the floor's HTTP move p50 (same path)", summary.c.oursOverFloorHttpP50, "≤ 1.15", (x) => x <= 1.15, "×"),
    target("(c) HTTP move p50, through wrangler dev's proxy", summary.c.p50Ms, "< 3 ms", (x) => x < 3, " ms"),
    target("(c) HTTP move p50, straight to workerd (no dev proxy)", summary.c.directP50Ms, "< 3 ms", (x) => x < 3, " ms"),
    target("(d) last of 100 spectators p99", summary.d.p99Ms, "< 20 ms", (x) => x < 20, " ms"),
    target("(e) first GET of a 10,000-event room p50", summary.e.p50Ms, "< 50 ms", (x) => x < 50, " ms"),
    target("(f) slowest engine, random playouts", engines.length ? engines.reduce((m, x) => (x < m ? x : m), Infinity) : null, "≥ 10,000 moves/s", (x) => x >= 10_000, " moves/s"),
    target("(g) app JS gzipped", summary.g.appJsGzipKB, "< 40 KB", (x) => x < 40, " KB"),
    target("largest match resource", summary.maxResourceKB, "≤ 64 KB", (x) => x <= 64, " KB"),
    target("cost of a million moves", cost, "< $2", (x) => x < 2, " $"),
    target("cost of a million HTTP moves ÷ the durable floor's", ratio(w.cost?.summary?.perMillionMovesUSD, w.cost?.summary?.floorPerMillionMovesUSD?.http), "≤ 1.2", (x) => x <= 1.2, "×"),
    target("cost of a million WebSocket moves ÷ the durable floor's", ratio(w.cost?.summary?.perMillionWebSocketMovesUSD, w.cost?.summary?.floorPerMillionMovesUSD?.webSocket), "≤ 1.2", (x) => x <= 1.2, "×"),
    target("alarms fired by an idle match (no time control)", num(w.cost?.idle?.noTimeControl?.alarmsFired), "0", (x) => x === 0),
  ];
  if (w.e && w.e.eventsInLog < w.e.eventsWanted) summary.targets.find((t) => t.name.startsWith("(e)")).met = false;
  return summary;
}

// ---- the table -------------------------------------------------------------------------------

const fmt = (x, d = 1) => (x === null || x === undefined ? "—" : typeof x === "number" ? x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d }) : String(x));

export function table(results) {
  const w = results.workloads;
  const s = results.summary ?? buildSummary(results);
  const rows = [["workload", "ours moves/s", "p50 / p99 ms", "bgio memory", "bgio postgres", "floor", "ours÷pg", "ours÷floor"]];
  for (const key of ["a", "b"]) {
    const x = w[key];
    if (!x) continue;
    const name = key === "a" ? "(a) 1 match sequential" : "(b) 50 matches parallel";
    rows.push([name, fmt(s[key].ours), `${fmt(x.ours?.p50Ms, 2)} / ${fmt(x.ours?.p99Ms, 2)}`, fmt(s[key].bgioMemory), fmt(s[key].bgioPostgres), fmt(s[key].floor), fmt(ratio(s[key].ours, s[key].bgioPostgres), 2), fmt(ratio(s[key].ours, s[key].floor), 2)]);
  }
  if (w.c) rows.push(["(c) HTTP POST /moves", fmt(w.c.ours?.movesPerSec), `${fmt(w.c.ours?.p50Ms, 2)} / ${fmt(w.c.ours?.p99Ms, 2)}`, "", "", "", "", ""]);
  if (typeof w.c?.ours?.directP50Ms === "number") rows.push(["(c) the same, straight to workerd", "", `${fmt(w.c.ours.directP50Ms, 2)} / ${fmt(w.c.ours.directP99Ms, 2)}`, "", "", "", "", ""]);
  if (w.d) rows.push(["(d) 100 spectators (last)", fmt(w.d.ours?.movesPerSec), `${fmt(w.d.ours?.p50Ms, 2)} / ${fmt(w.d.ours?.p99Ms, 2)}`, fmt(w.d.boardgameio?.movesPerSec), "", "", "", ""]);
  if (w.e) rows.push([`(e) wake ${w.e.eventsInLog ?? "?"}-event room`, "", `${fmt(w.e.ours?.p50Ms, 2)} / ${fmt(w.e.ours?.p99Ms, 2)}`, "", "", "", "", ""]);
  const lines = textTable(rows);
  lines.push("", `(f) random playouts, moves/s: ${Object.entries(s.f).map(([id, x]) => `${id} ${fmt(x, 0)}`).join(", ")}`);
  lines.push(`(g) app JS ${fmt(s.g.appJsGzipKB)} KB gzipped at first load; embed page ${fmt(s.g.embedGzipKB)} KB gzipped with what it loads`);
  if (s.g.pngKB !== undefined) lines.push(`    board.png: render ${fmt(s.g.pngRenderMs)} ms CPU p50 (goal < 50), largest ${fmt(s.g.pngKB)} KB (goal < 150)`);
  lines.push(`largest match resource: ${fmt(s.maxResourceKB)} KB (${s.maxResourceWhere ?? "—"})`);
  if (s.cost) lines.push(`cost (docs/cost.md): a million moves $${fmt(s.cost.perMillionMovesUSD, 2)}; 100,000 matches for a month $${fmt(s.cost.monthly100kMatchesUSD, 2)} at overage rates; per HTTP move ${Object.entries(s.cost.perMove).map(([k, v]) => `${k} ${fmt(v, 2)}`).join(", ")}`);
  else if (w.cost?.error) lines.push(`cost: not measured (${w.cost.error.split("\n")[0]})`);
  lines.push("", "targets:");
  for (const t of s.targets) lines.push(`  ${t.met === null ? "n/a " : t.met ? "met " : "MISS"}  ${t.name}: ${fmt(t.figure, 2)}${t.unit} (target ${t.target})`);
  if (results.notes?.length) lines.push("", ...results.notes.map((n) => `note: ${n}`));
  return lines.join("\n");
}
