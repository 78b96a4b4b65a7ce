// The room's JavaScript for WebSocket moves of workload (a), without storage, sockets or a clock:
// step, the event's row, and one broadcast round to both seats (updates.ts, resource.ts), the log
// lines read by EventStore.log from the last change it keeps in memory (its SQLite is never
// reached here), then the mover's reply. Pure: the same loop runs in Node (broadcastCpu.mjs) and
// inside workerd (roomInWorkerd/), so that the two can be compared.
import { startedMatchState } from "../startedMatch.mjs";

const ORIGIN = "http://127.0.0.1:8787";
const T0 = Date.UTC(2026, 0, 1);
/** The store's SQLite: every line a broadcast asks for is in the last change, so a query here is a mistake. */
const NO_SQL = { exec: (query) => { throw new Error(`roomMoves: EventStore went to SQLite (${query})`); } };

/**
 * Plays `moves` first-legal moves of Conspirateurs (new matches as they end, the same ones in
 * every call). `s`: the room's modules { getGame, step, rowOf, EventStore, logColumns, LiveUpdates, BuiltCache }.
 */
export function roomMoves(s, moves) {
  const game = s.getGame("conspirateurs");
  let store;
  // The room's linesOf: the lines after `after` in the viewer's column, written in its language.
  const linesOf = (state, you, after, locale) => store.log(after, s.logColumns(state, you), locale);
  let state, cache, updates, held, bytes = 0, done = 0, matches = 0;
  const start = () => {
    state = startedMatchState(s, game, 2, `cpu-${matches++}`, T0);
    store = new s.EventStore(NO_SQL);
    cache = new s.BuiltCache();
    updates = new s.LiveUpdates(cache, linesOf);
    held = [0, 1].map((you) => updates.whole(state, you, ORIGIN).held);
  };
  start();
  while (done < moves) {
    if (state.status !== "active") start();
    const seat = state.game && game.actors(state.game)[0];
    const legal = cache.resource(state, seat, ORIGIN).legal;
    const event = { kind: "move", seat, move: legal[0] };
    const at = T0 + (done + 1) * 1000; // a move a second: the same figures in every run
    const next = s.step(state, event, at);
    if (!next.ok) throw new Error(JSON.stringify(next));
    const row = s.rowOf(state, next.event ?? event, next.ok, at);
    store.appended(next.ok, state.seq, [row]);
    JSON.stringify(row.payload);
    state = next.ok;
    const round = updates.round(state, ORIGIN);
    for (const you of [0, 1]) {
      const u = round.updateFor(you, held[you], "en");
      if (u) (bytes += u.text.length), (held[you] = u.held);
    }
    round.finish();
    cache.resource(state, seat, ORIGIN); // the mover's reply (perform)
    done++;
  }
  return { bytesPerMove: bytes / moves, matches };
}

/** What roomMoves needs, as importSources takes it (Node). */
export const ROOM_SOURCES = {
  getGame: "src/engine/registry",
  step: "src/match/fold",
  "rowOf, EventStore": "src/match/store",
  logColumns: "src/match/seats",
  LiveUpdates: "src/match/updates",
  BuiltCache: "src/match/resource",
};
