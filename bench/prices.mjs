// Cloudflare's published prices (Workers Paid, Standard usage model) and the bill they make of
// the benchmark's measured counts (bench/cost.mjs). Pages read on 2026-12-01 through the stored
// copy of developers.cloudflare.com (cloudflare/cloudflare-docs): see docs/cost.md for the lines.
// Overage rates only: the $5 subscription and the monthly included allowances are shown apart.

export const PRICES = {
  read: "2026-12-01",
  workerRequestPerMillion: 0.3, // developers.cloudflare.com/workers/platform/pricing/ (10 M included / month)
  workerCpuPerMillionMs: 0.02, // same page (30 M CPU ms included / month)
  doRequestPerMillion: 0.15, // developers.cloudflare.com/durable-objects/platform/pricing/ (1 M included); incoming WebSocket messages count 20:1
  webSocketMessagesPerRequest: 20,
  doGbSecondPerMillion: 12.5, // same page (400,000 GB-s included); 128 MB per object
  doMemoryGb: 0.128,
  sqliteRowsReadPerMillion: 0.001, // same page, SQLite storage backend (25 billion included / month)
  sqliteRowsWrittenPerMillion: 1.0, // same page (50 M included / month); each setAlarm() is one row written
  sqliteGbMonth: 0.2, // same page (5 GB-month included)
  d1RowsReadPerMillion: 0.001, // developers.cloudflare.com/d1/platform/pricing/ (25 billion included)
  d1RowsWrittenPerMillion: 1.0, // same page (50 M included)
  d1GbMonth: 0.75, // same page (5 GB included)
  emailPerThousand: 0.35, // developers.cloudflare.com/email-service/platform/pricing/ (3,000 included / month)
  subscriptionPerMonth: 5,
};

/** What the Workers Paid plan includes each month, by the item names of lines() (same pages). */
export const INCLUDED = {
  "Worker requests": 10e6,
  "Worker CPU": 30e6,
  "Durable Object requests (RPC + fetch + WebSocket messages ÷ 20 + alarms fired)": 1e6,
  "Durable Object duration (measured room wall time × 128 MB)": 400_000,
  "SQLite rows read": 25e9,
  "SQLite rows written (+ one per setAlarm)": 50e6,
  "D1 rows read": 25e9,
  "D1 rows written": 50e6,
};

const usd = (x) => Math.round(x * 10_000) / 10_000;

/**
 * The billed quantities of `n` units that each cost `c` (the meter's per-unit counts), with the
 * workerd CPU per unit `cpuMs` counted as Worker CPU only for units that invoke the Worker.
 */
function lines(c, n, cpuMs, label) {
  const doRequests = c.doRequests + c.webSocketMessagesIn / PRICES.webSocketMessagesPerRequest + c.alarmsFired;
  const out = [
    ["Worker requests", c.workerRequests * n, "requests", PRICES.workerRequestPerMillion / 1e6],
    ["Worker CPU", c.workerRequests > 0 ? (cpuMs ?? 0) * n : 0, "CPU ms", PRICES.workerCpuPerMillionMs / 1e6],
    ["Durable Object requests (RPC + fetch + WebSocket messages ÷ 20 + alarms fired)", doRequests * n, "requests", PRICES.doRequestPerMillion / 1e6],
    ["Durable Object duration (measured room wall time × 128 MB)", ((c.doWallMs / 1000) * PRICES.doMemoryGb) * n, "GB-s", PRICES.doGbSecondPerMillion / 1e6],
    ["SQLite rows read", c.sqlRowsRead * n, "rows", PRICES.sqliteRowsReadPerMillion / 1e6],
    ["SQLite rows written (+ one per setAlarm)", (c.sqlRowsWritten + c.alarmsSet) * n, "rows", PRICES.sqliteRowsWrittenPerMillion / 1e6],
    ["D1 rows read", c.d1RowsRead * n, "rows", PRICES.d1RowsReadPerMillion / 1e6],
    ["D1 rows written", c.d1RowsWritten * n, "rows", PRICES.d1RowsWrittenPerMillion / 1e6],
  ];
  return out.map(([item, quantity, unit, price]) => ({ of: label, item, quantity: Math.round(quantity), unit, unitPriceUSD: price, usd: usd(quantity * price) }));
}

const total = (ls) => usd(ls.reduce((s, l) => s + l.usd, 0));

/**
 * A million correspondence moves: each one an HTTP move on a room woken from storage (GET the
 * match, POST the move: the measured coldHttpMove), the dearest of the measured kinds. Emails
 * are a separate line: the benchmark's guests have no address (0 sent).
 */
/**
 * Worker CPU of an HTTP move (GET + POST): locally the Worker, the room and D1 share one workerd,
 * so the Worker's share is estimated as workerd's CPU per HTTP move less that per WebSocket move
 * (the same room work and D1 delivery, no Worker), both at correspondence pace. The room's own
 * CPU is billed as Durable Object duration, not as Worker CPU.
 */
export const workerCpuMsPerHttpMove = (counts) => Math.max(0, (counts.workerdCpuMsPerMove.httpSlow ?? 0) - (counts.workerdCpuMsPerMove.webSocketSlow ?? 0));

export function perMillionMoves(counts) {
  const ls = lines(counts.perColdHttpMove, 1e6, workerCpuMsPerHttpMove(counts), "1,000,000 moves (GET + POST, room woken from storage)");
  return { lines: ls, total: total(ls), emailIfEveryMoveMailsUSD: usd((1e6 * PRICES.emailPerThousand) / 1000) };
}

/** A million moves over a socket at correspondence pace: the mover alone on the match (the measured webSocketMoveAlone; no Worker request, the upgrade priced apart). */
export function perMillionWebSocketMoves(counts) {
  const ls = lines(counts.perWebSocketMove, 1e6, 0, "1,000,000 moves over an open socket");
  return { lines: ls, total: total(ls) };
}

/**
 * The floor: what a million moves cost if each wrote only what durability and the lists need,
 * the event row in the room and the match's index row in D1 (no delivery marker, no inbox row),
 * with the measured requests, CPU, duration and reads of each kind of move.
 */
export function floorPerMillion(counts) {
  const floorOf = (c) => ({ ...c, sqlRowsWritten: 1, alarmsSet: 0, d1RowsWritten: 1 });
  const http = lines(floorOf(counts.perColdHttpMove), 1e6, workerCpuMsPerHttpMove(counts), "floor, HTTP move (GET + POST)");
  const post = lines(floorOf({ ...counts.perColdHttpMove, workerRequests: 1, doRequests: 1 }), 1e6, workerCpuMsPerHttpMove(counts) / 2, "floor, HTTP move (POST alone)");
  const ws = lines(floorOf(counts.perWebSocketMove), 1e6, 0, "floor, WebSocket move");
  return { http: total(http), postOnly: total(post), webSocket: total(ws), lines: [...http, ...post, ...ws] };
}

/**
 * A month (30 days) of 100,000 concurrent matches, 3 players on average (2-4), each player moving
 * once a day; half the matches played over HTTP (page opened, move posted: a woken room), half
 * with a socket open an hour a day (one upgrade per player a day, moves over it, a keep-alive ping
 * every 30 s). The scheduled handler (every 15 minutes, for the whole deployment) and storage are
 * their own lines in docs/cost.md.
 */
export function monthlyBill(counts, { matches = 100_000, players = 3, days = 30 } = {}) {
  const movesPerDay = matches * players;
  const http = lines(counts.perColdHttpMove, (movesPerDay / 2) * days, workerCpuMsPerHttpMove(counts), "HTTP moves");
  const ws = [
    // A socket's upgrade passes through the Worker: workerd's CPU per open (room included) is the bound used.
    ...lines(counts.perSocketOpen, (movesPerDay / 2) * days, counts.workerdCpuMsPerMove.socketOpen, "socket opens (one per player a day)"),
    ...lines(counts.perWebSocketMove, (movesPerDay / 2) * days, 0, "WebSocket moves"),
    ...lines(counts.perPing, (movesPerDay / 2) * 120 * days, 0, "keep-alive pings (120 an hour)"),
  ];
  const all = [...http, ...ws].filter((l) => l.quantity > 0);
  // The same quantities summed by item, less what the plan includes, at the same prices.
  const byItem = new Map();
  for (const l of all) byItem.set(l.item, { quantity: (byItem.get(l.item)?.quantity ?? 0) + l.quantity, unitPriceUSD: l.unitPriceUSD });
  const afterIncluded = [...byItem].map(([item, x]) => ({ item, quantity: x.quantity, included: INCLUDED[item] ?? 0, usd: usd(Math.max(0, x.quantity - (INCLUDED[item] ?? 0)) * x.unitPriceUSD) }));
  return { assumptions: { matches, players, days, movesPerMonth: movesPerDay * days }, lines: all, total: total(all), afterIncluded, totalAfterIncluded: total(afterIncluded) };
}

// `node bench/prices.mjs [latest.json]`: the bill's lines of a benchmark run as Markdown tables (docs/cost.md).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import("node:fs");
  const file = process.argv[2] ?? new URL("./results/latest.json", import.meta.url).pathname;
  const cost = JSON.parse(readFileSync(file, "utf8")).workloads?.cost;
  if (!cost?.counts) throw new Error(`${file} has no cost counts (workloads.cost): ${cost?.error ?? "run npm run bench"}`);
  const n = (x) => x.toLocaleString("en-US", { maximumFractionDigits: 4 });
  const table = (ls) => ["| of | item | quantity | unit | $ per unit | $ |", "| --- | --- | ---: | --- | ---: | ---: |", ...ls.map((l) => `| ${l.of} | ${l.item} | ${n(l.quantity)} | ${l.unit} | ${l.unitPriceUSD.toExponential(2)} | ${n(l.usd)} |`)].join("\n");
  const million = perMillionMoves(cost.counts);
  const overSocket = perMillionWebSocketMoves(cost.counts);
  const floor = floorPerMillion(cost.counts);
  const month = monthlyBill(cost.counts);
  console.log(`### A million moves: $${n(million.total)} (+ $${n(million.emailIfEveryMoveMailsUSD)} if every move sends an email)\n\n${table(million.lines)}\n`);
  console.log(`### A million WebSocket moves: $${n(overSocket.total)}\n\n${table(overSocket.lines)}\n`);
  console.log(`### The floor (1 event row + 1 index row a move): HTTP $${n(floor.http)}, POST alone $${n(floor.postOnly)}, WebSocket $${n(floor.webSocket)}\n\n${table(floor.lines)}\n`);
  console.log(`### A month of ${n(month.assumptions.matches)} matches (${n(month.assumptions.movesPerMonth)} moves): $${n(month.total)} at overage rates, before included allowances\n\n${table(month.lines)}\n`);
  console.log(`### The same month after the plan's included usage: $${n(month.totalAfterIncluded)} + $${PRICES.subscriptionPerMonth} subscription\n\n| item | quantity | included | $ |\n| --- | ---: | ---: | ---: |\n${month.afterIncluded.map((l) => `| ${l.item} | ${n(l.quantity)} | ${n(l.included)} | ${n(l.usd)} |`).join("\n")}`);
}
