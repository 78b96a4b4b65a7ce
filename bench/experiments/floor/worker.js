// The floor of the stack: the least a Worker + Durable Object can do to play the benchmark's move
// protocol (bench/README.md, workloads (a)-(c)), with or without one durable SQLite write per move.
// Plain JS, no dependencies; wrangler bundles it. See README.md in this folder.
//
//   GET  /socket?match=<id>&seat=<n>[&mode=memory|durable]  (Upgrade: websocket)
//   POST /moves?match=<id>[&mode=...]   body {"seq":n[,"seat":s]}  ->  {"seq":...,"actors":[...]}
//   GET  /ping                          (and /api/games, which bench/lib.mjs findDirectWorkerd probes)
import { DurableObject } from "cloudflare:workers";

const JSON_HEADERS = { "content-type": "application/json" };
const PING = JSON.stringify({ ok: true, floor: true });
const MODES = new Set(["memory", "durable"]);

const json = (body, status = 200) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: JSON_HEADERS });

export class FloorRoom extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    this.seq = 0;
    this.actor = 0;
    this.mode = null; // set by the first request; also kept in each socket's attachment
    ctx.blockConcurrencyWhile(async () => {
      const sql = ctx.storage.sql;
      sql.exec("CREATE TABLE IF NOT EXISTS events(seq INTEGER PRIMARY KEY, payload TEXT)");
      // A durable room woken again carries on from its log (a memory room starts over).
      const last = sql.exec("SELECT max(seq) AS s FROM events").one().s;
      if (last !== null) {
        this.seq = last + 1;
        this.actor = this.seq % 2;
      }
    });
  }

  state() {
    return { seq: this.seq, actors: [this.actor] };
  }

  /** Checks and applies one move; null when applied, else the error. */
  apply(seq, seat, move, mode) {
    if (seq !== this.seq) return { status: 409, detail: `stale seq ${seq}, the match is at ${this.seq}` };
    if (seat !== null && seat !== this.actor) return { status: 403, detail: `seat ${seat} is not to move` };
    if (mode === "durable") this.ctx.storage.sql.exec("INSERT INTO events(seq, payload) VALUES (?, ?)", seq, JSON.stringify(move ?? null));
    this.seq++;
    this.actor = 1 - this.actor;
    return null;
  }

  broadcast() {
    const text = JSON.stringify({ type: "match", match: this.state() });
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // closing
      }
    }
  }

  async fetch(request) {
    const url = new URL(request.url);
    const seat = Number(url.searchParams.get("seat") ?? 0);
    this.mode ??= url.searchParams.get("mode");
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair);
    this.ctx.acceptWebSocket(server, [`seat:${seat}`]);
    server.serializeAttachment({ seat, mode: this.mode });
    server.send(JSON.stringify({ type: "match", match: this.state() }));
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws, message) {
    let msg;
    try {
      msg = JSON.parse(typeof message === "string" ? message : new TextDecoder().decode(message));
    } catch {
      ws.send(JSON.stringify({ type: "error", status: 400, detail: "not JSON" }));
      return;
    }
    if (msg?.type !== "move") {
      ws.send(JSON.stringify({ type: "error", status: 400, detail: "unknown message" }));
      return;
    }
    const att = ws.deserializeAttachment();
    const mode = this.mode ?? att.mode;
    const err = this.apply(msg.seq, att.seat, msg.move, mode);
    if (err) ws.send(JSON.stringify({ type: "error", ...err }));
    else this.broadcast();
  }

  webSocketClose(ws, code) {
    try {
      ws.close(code === 1005 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }

  /** The HTTP move path's RPC: the same check and write, answering the new state. */
  async move(seq, mode, seat = null, move = null) {
    this.mode ??= mode;
    const err = this.apply(seq, seat, move, this.mode);
    if (err) return { status: err.status, body: { error: err.detail, ...this.state() } };
    this.broadcast();
    return { status: 200, body: this.state() };
  }
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === "/ping" || path === "/api/games") return json(PING);
    const match = url.searchParams.get("match");
    if (!match) return json({ error: "match is required" }, 400);
    const mode = url.searchParams.get("mode") ?? env.MODE ?? "durable";
    if (!MODES.has(mode)) return json({ error: "mode is memory or durable" }, 400);
    const stub = env.ROOM.get(env.ROOM.idFromName(match));
    if (path === "/socket") {
      if (request.headers.get("upgrade") !== "websocket") return json({ error: "expected a WebSocket upgrade" }, 426);
      if (!url.searchParams.has("mode")) url.searchParams.set("mode", mode);
      return stub.fetch(new Request(url, request));
    }
    if (path === "/moves" && request.method === "POST") {
      let body;
      try {
        body = await request.json();
      } catch {
        return json({ error: "body is not JSON" }, 400);
      }
      const seat = typeof body?.seat === "number" ? body.seat : null;
      const r = await stub.move(body?.seq, mode, seat, body?.move ?? null);
      return json(r.body, r.status);
    }
    return json({ error: "not found" }, 404);
  },
};
