// The room's JavaScript for one WebSocket move of workload (a), in Node without workerd: step, the
// event's row, and one broadcast round to both seats (updates.ts, resource.ts), the log lines read
// by EventStore.log from the last change it keeps in memory (its SQLite is never reached here).
// Deterministic enough to compare two versions of those modules: `node bench/experiments/broadcastCpu.mjs`.
import { importSources } from "../../scripts/import-sources.mjs";
import { startedMatchState } from "../engine.mjs";

const N = Number(process.env.N || 5000);
const s = await importSources({
  getGame: "src/engine/registry",
  step: "src/match/fold",
  "rowOf, EventStore": "src/match/store",
  "logColumns": "src/match/seats",
  "LiveUpdates": "src/match/updates",
  "BuiltCache": "src/match/resource",
});
const game = s.getGame("conspirateurs");
const origin = "http://127.0.0.1:8787";
const T0 = Date.UTC(2026, 0, 1);
/** The store's SQLite: every line a broadcast asks for is in the last change, so a query here is a mistake. */
const NO_SQL = { exec: (query) => { throw new Error(`broadcastCpu: EventStore went to SQLite (${query})`); } };

function run(moves) {
  let store;
  // The room's linesOf: the lines after `after` in the viewer's column, written in its language.
  const linesOf = (state, you, after, locale) => store.log(after, s.logColumns(state, you), locale);
  let state, cache, updates, held, bytes = 0, done = 0, matches = 0; // the same matches every run
  const start = () => {
    state = startedMatchState(s, game, 2, `cpu-${matches++}`, T0);
    store = new s.EventStore(NO_SQL);
    cache = new s.BuiltCache();
    updates = new s.LiveUpdates(cache, linesOf);
    held = [0, 1].map((you) => updates.whole(state, you, origin).held);
  };
  start();
  const c0 = process.cpuUsage();
  while (done < moves) {
    if (state.status !== "active") start();
    const seat = state.game && game.actors(state.game)[0];
    const legal = cache.resource(state, seat, origin).legal;
    const event = { kind: "move", seat, move: legal[0] };
    const at = T0 + (done + 1) * 1000; // a move a second: the same figures in every run
    const next = s.step(state, event, at);
    if (!next.ok) throw new Error(JSON.stringify(next));
    const row = s.rowOf(state, next.event ?? event, next.ok, at);
    store.appended(next.ok, state.seq, [row]);
    JSON.stringify(row.payload);
    state = next.ok;
    const round = updates.round(state, origin);
    for (const you of [0, 1]) {
      const u = round.updateFor(you, held[you], "en");
      if (u) (bytes += u.text.length), (held[you] = u.held);
    }
    round.finish();
    cache.resource(state, seat, origin); // the mover's reply (perform)
    done++;
  }
  const c = process.cpuUsage(c0);
  return { usPerMove: (c.user + c.system) / moves, bytesPerMove: bytes / moves, matches };
}

run(2000);
const reps = Array.from({ length: 9 }, () => run(N).usPerMove).sort((a, b) => a - b);
const r = run(1000);
console.log(`room JS CPU per move: min ${reps[0].toFixed(1)}, median ${reps[4].toFixed(1)} µs; socket bytes per move ${r.bytesPerMove.toFixed(0)}`);
