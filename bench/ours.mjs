// Drives our service as its players and spectators do: guests with session cookies, matches of a
// real registered game, moves taken from the `legal` list of the mover's own match resource.
import { now, sleep, until } from "./lib.mjs";
import { expectOk, matchSocket, startedMatch } from "./clients.mjs";
import { openInBatches, timedMove } from "./timedMoves.mjs";

/**
 * Plays up to `moves` moves over WebSockets, as the game's `actors` say. Each move is timed from
 * send until the mover's own socket has the resource with the new seq (the server's confirmed
 * state). When a match ends before `moves`, a new one is started (its setup is not timed but is
 * counted). Options:
 * - choose(legal, r): the move to play (the players' policy);
 * - gate: a function whose promise is awaited once the first match is set up (parallel starts);
 * - deadline: a now() value (or a function giving one) after which no move is sent;
 * - spectators: sockets without a session, each timed until it has the new position;
 * - pauseMs: a pause before each move, not timed (slow play, for the cost counts).
 */
export async function oursPlay(base, game, a, b, moves, r, opts) {
  const { latencies, spectatorLatencies = null, spectators = 0, choose, gate = null, deadline = Infinity, pauseMs = 0, warmupMoves = 0 } = opts;
  let done = 0;
  let matches = 0;
  let setupMs = 0;
  let bytes = 0;
  let lastId = null;
  let lastSeq = 0;
  let interruptions = 0;
  let maxResourceBytes = 0;
  let gated = false;
  while (done < moves && now() < until(deadline)) {
    const t0 = now();
    const m = await startedMatch(base, game, a, b);
    matches++;
    lastId = m.id;
    const connect = async () => {
      const socks = [await matchSocket(base, m.id, a.cookie), await matchSocket(base, m.id, b.cookie)];
      const watchers = await openInBatches(spectators, () => matchSocket(base, m.id, null));
      return { socks, watchers };
    };
    let { socks, watchers } = await connect();
    const closeAll = () => {
      bytes += socks.reduce((sum, s) => sum + s.bytes, 0);
      for (const s of [...socks, ...watchers]) {
        maxResourceBytes = Math.max(maxResourceBytes, s.maxResourceBytes);
        s.close();
      }
    };
    setupMs += now() - t0;
    if (gate && !gated) {
      gated = true;
      // Moves before the gate (not measured), 1.2 s apart so that each is delivered on its own: a match under way.
      let cur = socks[0].latest;
      for (let i = 0; i < warmupMoves && cur.status === "active"; i++) {
        await sleep(1_200);
        const mine = await socks[cur.actors[0]].waitSeq(cur.seq);
        socks[cur.actors[0]].send({ type: "move", seq: mine.seq, move: choose(mine.legal, r) });
        cur = await socks[cur.actors[0]].waitSeq(mine.seq + 1);
      }
      if (warmupMoves) await Promise.all(socks.map((s) => s.waitSeq(cur.seq)));
      await gate();
    }
    try {
      let cur = socks[0].latest;
      while (done < moves && cur.status === "active" && now() < until(deadline)) {
        try {
          const seat = cur.actors[0];
          if (pauseMs) await sleep(pauseMs);
          // The mover's own socket must have the current position (and its legal moves) first.
          const mine = await socks[seat].waitSeq(cur.seq);
          const move = choose(mine.legal, r);
          cur = await timedMove(() => socks[seat].send({ type: "move", seq: mine.seq, move }), () => socks[seat].waitSeq(mine.seq + 1), {
            latencies,
            spectatorLatencies,
            watchersArrived: watchers.length ? () => Promise.all(watchers.map((w) => w.waitSeq(mine.seq + 1))) : null,
          });
          done++;
        } catch (e) {
          // A reload of wrangler dev drops every socket: reconnect (the move in flight is not counted).
          if (!e.closed || interruptions >= 10) throw e;
          interruptions++;
          closeAll();
          for (let attempt = 0; ; attempt++) {
            try {
              ({ socks, watchers } = await connect());
              break;
            } catch (again) {
              if (attempt >= 40) throw again;
              await sleep(500);
            }
          }
          cur = socks[0].latest;
        }
      }
      lastSeq = cur.seq;
    } finally {
      closeAll();
    }
  }
  return { moves: done, matches, setupMs, socketBytesPerMove: done ? Math.round(bytes / done) : 0, maxResourceBytes, lastId, lastSeq, interruptions };
}

/**
 * Plays up to `moves` moves with `POST /api/matches/:id/moves`, one after another. Each POST is
 * timed; the next mover then reads its legal moves with `GET /api/matches/:id` (timed apart).
 * Options as oursPlay's (gate, deadline, pauseMs), and matchOptions for creating each match.
 */
export async function oursHttp(base, game, a, b, moves, r, { latencies, getLatencies, choose, deadline = Infinity, gate = null, pauseMs = 0, matchOptions = {}, warmupMoves = 0 }) {
  const players = [a, b];
  let done = 0;
  let matches = 0;
  let maxResourceBytes = 0;
  /** The mover's GET then POST; `measured`: its latencies are kept. */
  const play = async (m, seq, seat, measured) => {
    if (pauseMs) await sleep(pauseMs);
    const g0 = now();
    const got = await players[seat].call("GET", `/api/matches/${m.id}`);
    if (measured) getLatencies.push(now() - g0);
    const mine = await expectOk(got, "get match");
    maxResourceBytes = Math.max(maxResourceBytes, got.bytes);
    const move = choose(mine.legal, r);
    const t0 = now();
    const res = await players[seat].call("POST", `/api/matches/${m.id}/moves`, { seq, move });
    if (measured) latencies.push(now() - t0);
    if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  while (done < moves && now() < until(deadline)) {
    const m = await startedMatch(base, game, a, b, matchOptions);
    let { seq, actors, status } = m.joined;
    if (gate && matches === 0) {
      // Moves before the gate (not measured), each delivered before the next (a burst is delivered as one
      // batch, which announces only the last decision): a match under way, each player's "your move" entry written.
      for (let i = 0; i < warmupMoves && status === "active"; i++) {
        await sleep(1_200);
        ({ seq, actors, status } = await play(m, seq, actors[0], false));
      }
      await gate();
    }
    matches++;
    while (done < moves && status === "active" && now() < until(deadline)) {
      ({ seq, actors, status } = await play(m, seq, actors[0], true));
      done++;
    }
  }
  return { moves: done, matches, maxResourceBytes };
}
