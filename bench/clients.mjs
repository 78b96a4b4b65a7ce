// The benchmark's clients of our service (and of the floor, which speaks the same socket
// protocol): guests with session cookies, match setup, and WebSockets that wait for a seq.
import { buildSync } from "esbuild";
import WebSocket from "ws";
import { ROOT, log, sleep } from "./lib.mjs";

/** The socket protocol's patches (src/shared/livePatch.ts), bundled on the fly as the app's are. */
const { applyLivePatch, heldWhole } = await import(
  `data:text/javascript,${encodeURIComponent(buildSync({ entryPoints: [`${ROOT}/src/shared/livePatch.ts`], bundle: true, format: "esm", write: false }).outputFiles[0].text)}`
);
/** The socket protocol our service speaks (SOCKET_PROTOCOL in src/shared/api.ts). */
const SOCKET_PROTOCOL = 3;

// ---- our API, as a player ------------------------------------------------------------------

/** A guest of our service: a session cookie and a fetch that sends it (with Origin for CSRF). */
export async function guest(base, name) {
  const res = await fetch(`${base}/api/auth/guest`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`guest: ${res.status} ${await res.text()}`);
  const m = /dd_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "");
  if (!m) throw new Error("guest: no session cookie");
  const cookie = `dd_session=${m[1]}`;
  const call = async (method, path, body, extraHeaders = {}) => {
    const headers = { cookie, ...extraHeaders };
    if (method !== "GET") headers.origin = base;
    if (body !== undefined) headers["content-type"] = "application/json";
    const r = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // wrangler dev answers in plain text when the runtime fails or restarts mid-request
      parsed = { detail: `not JSON: ${text.slice(0, 300)}` };
    }
    return { status: r.status, body: parsed, bytes: text.length };
  };
  return { name, cookie, base, call };
}

export async function expectOk(promise, what) {
  const r = await promise;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/**
 * A started two-player match of `game`: a at seat 0, b at seat 1. Setup is not timed: a 5xx
 * (wrangler dev failing or restarting its runtime under load) is retried twice.
 */
export async function startedMatch(base, game, a, b, extra = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await expectOk(a.call("POST", "/api/matches", { game, players: 2, ...extra }), "create match");
      const invite = new URL(created.urls.invite).searchParams.get("invite");
      const joined = await expectOk(b.call("POST", `/api/matches/${created.id}/join`, { invite }), "join match");
      return { id: created.id, created, joined };
    } catch (e) {
      if (attempt >= 2 || !/: 5\d\d /.test(String(e?.message))) throw e;
      log(`match setup failed (${String(e.message).slice(0, 200)}); retrying`);
      await sleep(1_000);
    }
  }
}

/** How long any wait for a server's message may take before the benchmark calls it a failure. */
export const WAIT_MS = 60_000;

export function closedError() {
  const e = new Error("the socket was closed by the server (a wrangler dev reload?)");
  e.closed = true;
  return e;
}

/**
 * A WebSocket to a match, keeping the newest match resource it was sent and letting callers wait
 * for a resource with a given seq.
 */
export function matchSocket(base, id, cookie) {
  // A player's socket carries its session cookie and, as a browser's would, our Origin.
  return seqSocket(base.replace(/^http/, "ws") + `/api/matches/${id}/socket?v=${SOCKET_PROTOCOL}`, cookie ? { cookie, origin: base } : {});
}

/**
 * A WebSocket that speaks the benchmark's protocol (`{"type":"match","match":{seq,…}}` pushes,
 * `{"type":"error",…}`; our service's `{"type":"patch"}` messages are applied to the resource the
 * socket holds, as the app does): it keeps the newest state and lets callers wait for a seq.
 * Resolves once the state sent on connect is here.
 */
export function seqSocket(wsUrl, headers = {}) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers, perMessageDeflate: false });
    const sock = {
      ws,
      latest: null,
      waiters: [],
      errors: [],
      received: 0,
      bytes: 0,
      /** The largest message received (a match message is `{"type":"match","match":<resource>}`). */
      maxBytes: 0,
      /** The largest whole match resource received (the one sent on connect). */
      maxResourceBytes: 0,
      send(obj) {
        ws.send(JSON.stringify(obj));
      },
      /** Resolves with the first resource whose seq >= seq (at once if already here). */
      waitSeq(seq, timeoutMs = WAIT_MS) {
        if (sock.latest && sock.latest.seq >= seq) return Promise.resolve(sock.latest);
        if (sock.closed) return Promise.reject(closedError());
        return new Promise((res, rej) => {
          const timer = setTimeout(() => {
            sock.waiters = sock.waiters.filter((w) => w.res !== done);
            rej(new Error(`no position ${seq} on the socket within ${timeoutMs} ms`));
          }, timeoutMs);
          const done = (m) => {
            clearTimeout(timer);
            res(m);
          };
          sock.waiters.push({ seq, res: done, rej: (e) => (clearTimeout(timer), rej(e)) });
        });
      },
      close() {
        try {
          ws.close();
        } catch {
          // gone
        }
      },
    };
    ws.on("message", (data) => {
      sock.received++;
      sock.bytes += data.length;
      if (data.length > sock.maxBytes) sock.maxBytes = data.length;
      let msg = JSON.parse(String(data));
      const patched = msg.type === "patch";
      if (patched) {
        const next = applyLivePatch(sock.held, msg);
        if (!next) throw new Error(`a patch on ${msg.base} reached a socket holding ${sock.held?.etag}: a message was lost`);
        sock.held = next;
        msg = { type: "match", match: next.match, etag: next.etag };
      }
      if (msg.type === "match") {
        // A whole resource (on connect): the largest match resource this socket was sent.
        if (!patched) {
          sock.maxResourceBytes = Math.max(sock.maxResourceBytes, data.length - `{"type":"match","match":${msg.etag === undefined ? "" : `,"etag":${JSON.stringify(msg.etag)}`}}`.length);
          sock.held = msg.etag === undefined ? null : heldWhole(msg.match, msg.etag);
        }
        if (!sock.latest || msg.match.seq >= sock.latest.seq) sock.latest = msg.match;
        const ready = sock.waiters.filter((w) => msg.match.seq >= w.seq);
        sock.waiters = sock.waiters.filter((w) => msg.match.seq < w.seq);
        for (const w of ready) w.res(msg.match);
      } else if (msg.type === "error") {
        sock.errors.push(msg);
        const waiting = sock.waiters;
        sock.waiters = [];
        for (const w of waiting) w.rej(new Error(`socket error ${msg.status}: ${msg.detail}`));
      }
    });
    ws.on("close", () => {
      // wrangler dev closes every socket when it reloads the Worker (a source file changed).
      sock.closed = true;
      const waiting = sock.waiters;
      sock.waiters = [];
      for (const w of waiting) w.rej(closedError());
    });
    ws.once("open", () => {
      // The server sends the match on connect; resolve once it is here.
      sock.waitSeq(0).then(() => resolve(sock), reject);
    });
    ws.on("error", reject); // after open, "close" follows and rejects the waiters
    ws.once("unexpected-response", (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
}

