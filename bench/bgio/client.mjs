// Drives the boardgame.io server the way its own client does, minus the client's Redux store:
// the lobby API creates and joins matches (credentials as real apps use them), socket.io carries
// `sync` and `update` (MAKE_MOVE) and the server's `update` broadcasts. Each player and spectator
// has its own connection (forceNew), as separate browsers would.
import { createRequire } from "node:module";
import { WAIT_MS } from "../clients.mjs";
import { openInBatches, timedMatch, timedMove } from "../timedMoves.mjs";

const { io } = createRequire(import.meta.url)("socket.io-client");

const GAME = "dd-bench";

async function post(url, body) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A new two-player match: its id and each player's credentials. */
export async function bgioMatch(base) {
  const { matchID } = await post(`${base}/games/${GAME}/create`, { numPlayers: 2 });
  const creds = [];
  for (const playerID of ["0", "1"]) {
    const { playerCredentials } = await post(`${base}/games/${GAME}/${matchID}/join`, { playerID, playerName: `P${playerID}` });
    creds.push(playerCredentials);
  }
  return { matchID, creds };
}

/** A socket synced to a match (playerID null: a spectator); resolves once the first state is here. */
export function bgioSocket(base, matchID, playerID, credentials) {
  return new Promise((resolve, reject) => {
    const socket = io(`${base}/${GAME}`, { transports: ["websocket"], forceNew: true, reconnection: false });
    const s = {
      socket,
      state: null,
      waiters: [],
      /** Resolves with the first state whose _stateID >= id. */
      waitState(id, timeoutMs = WAIT_MS) {
        if (s.state && s.state._stateID >= id) return Promise.resolve(s.state);
        return new Promise((res, rej) => {
          const timer = setTimeout(() => rej(new Error(`boardgame.io: no state ${id} within ${timeoutMs} ms`)), timeoutMs);
          s.waiters.push({ id, res: (st) => (clearTimeout(timer), res(st)) });
        });
      },
      close() {
        socket.disconnect();
      },
    };
    const take = (state) => {
      if (!s.state || state._stateID >= s.state._stateID) s.state = state;
      const ready = s.waiters.filter((w) => state._stateID >= w.id);
      s.waiters = s.waiters.filter((w) => state._stateID < w.id);
      for (const w of ready) w.res(state);
    };
    socket.on("sync", (_id, syncInfo) => {
      take(syncInfo.state);
      resolve(s);
    });
    socket.on("update", (_id, state) => take(state));
    socket.on("connect", () => socket.emit("sync", matchID, playerID, credentials, 2));
    socket.on("connect_error", reject);
  });
}

function makeMove(s, matchID, playerID, credentials, stateID, value) {
  s.socket.emit(
    "update",
    { type: "MAKE_MOVE", payload: { type: "play", args: [value], playerID, credentials } },
    stateID,
    matchID,
    playerID,
  );
}

/**
 * Plays up to `moves` moves in one match, alternating players, each timed from send until the
 * mover's socket has the server's new state. Optional spectators: also timed until the last one
 * has it. `gate` is awaited once set up; no move is sent after `deadline` (a now() value).
 */
export async function bgioPlay(base, moves, r, { latencies, spectatorLatencies = null, spectators = 0, gate = null, deadline = Infinity }) {
  let matchID, creds, cur;
  let socks = [];
  let watchers = [];
  return timedMatch({
    moves,
    gate,
    deadline,
    async setUp() {
      ({ matchID, creds } = await bgioMatch(base));
      socks = [await bgioSocket(base, matchID, "0", creds[0]), await bgioSocket(base, matchID, "1", creds[1])];
      watchers = await openInBatches(spectators, () => bgioSocket(base, matchID, null, undefined));
      cur = socks[0].state;
    },
    async playOne() {
      const mover = Number(cur.ctx.currentPlayer);
      // The mover's own socket must have the current state before it can play.
      const mine = await socks[mover].waitState(cur._stateID);
      const value = r.pick(mine.G.legal);
      cur = await timedMove(
        () => makeMove(socks[mover], matchID, String(mover), creds[mover], mine._stateID, value),
        () => socks[mover].waitState(mine._stateID + 1),
        { latencies, spectatorLatencies, watchersArrived: watchers.length ? () => Promise.all(watchers.map((w) => w.waitState(mine._stateID + 1))) : null },
      );
    },
    close: () => {
      for (const s of [...socks, ...watchers]) s.close();
    },
  });
}
