/**
 * The embed's live script (/assets/embed.js): keeps the server-rendered board current.
 *
 * A WebSocket to /api/matches/:id/socket says when the match changed; while it is down, a poll
 * of GET /api/matches/:id with If-None-Match does. Either way the script then fetches the
 * server-rendered fragment (/embed/:id/fragment), which is rendered for a spectator whoever
 * asks, and swaps it in. The socket's messages (a whole resource first, then patches, protocol
 * `?v=` SOCKET_PROTOCOL) are only read for their `seq`, never displayed or applied, and
 * every fetch omits cookies, so the embed shows a spectator's board even to a signed-in player.
 */
import { SOCKET_PROTOCOL } from "../../src/shared/api";

type Root = HTMLElement & { dataset: { id: string; seq: string; status: string; log: string; live: string } };

const root = (): Root | null => document.getElementById("dd-embed") as Root | null;
const first = root();

if (first && first.dataset.live === "1") {
  const id = first.dataset.id;
  const log = first.dataset.log;
  let seq = Number(first.dataset.seq);
  let live = true;
  let socket: WebSocket | null = null;
  let etag = "";
  let retry = 1000;
  let fetching: Promise<void> | null = null;
  let again = false;
  /** The server speaks a newer socket protocol than this (cached) script: poll only. */
  let stopSocket = false;

  const stop = () => {
    live = false;
    socket?.close();
  };

  /** Fetches and swaps in the fragment; a change announced meanwhile fetches once more. */
  const refresh = (): Promise<void> => {
    if (fetching) {
      again = true;
      return fetching;
    }
    fetching = (async () => {
      try {
        const res = await fetch(`/embed/${id}/fragment?log=${log}`, { credentials: "omit", cache: "no-store" });
        if (!res.ok) return;
        const tpl = document.createElement("template");
        tpl.innerHTML = await res.text();
        const next = tpl.content.firstElementChild as Root | null;
        const current = root();
        if (!next || next.id !== "dd-embed" || !current) return;
        if (Number(next.dataset.seq) < seq) return; // an older answer overtaken by a newer one
        current.replaceWith(next);
        seq = Number(next.dataset.seq);
        if (next.dataset.live !== "1") stop();
      } catch {
        // offline: the next signal or poll tries again
      } finally {
        fetching = null;
        if (again && live) {
          again = false;
          void refresh();
        }
      }
    })();
    return fetching;
  };

  const changed = (s: unknown) => {
    if (typeof s === "number" && s !== seq) void refresh();
  };

  /** While the socket is down: ask every 5 s whether the match changed (304 when it did not). */
  let polling = false;
  const poll = async () => {
    if (polling) return;
    polling = true;
    while (live && socket?.readyState !== 1 /* OPEN; WebSocket itself may not exist */) {
      if (!document.hidden) {
        try {
          const res = await fetch(`/api/matches/${id}`, {
            credentials: "omit",
            cache: "no-store",
            headers: etag ? { "if-none-match": etag } : {},
          });
          if (res.status === 200) {
            etag = res.headers.get("etag") ?? "";
            changed(((await res.json()) as { seq?: unknown }).seq);
          }
        } catch {
          // try again later
        }
      }
      await new Promise((r) => setTimeout(r, 5000));
    }
    polling = false;
  };

  const connect = () => {
    if (!live || typeof WebSocket === "undefined") return void poll();
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/matches/${id}/socket?as=spectator&v=${SOCKET_PROTOCOL}`);
    socket = ws;
    let ping = 0;
    ws.onopen = () => {
      retry = 1000;
      ping = window.setInterval(() => ws.send('{"type":"ping"}'), 30_000);
    };
    ws.onmessage = (e) => {
      try {
        const msg = JSON.parse(String(e.data)) as { type?: string; seq?: unknown; match?: { seq?: unknown } };
        if (msg.type === "match") changed(msg.match?.seq);
        else if (msg.type === "patch") changed(msg.seq);
        else if (msg.type === "reload") stopSocket = true; // a newer server: keep polling
      } catch {
        // not for us
      }
    };
    ws.onclose = () => {
      clearInterval(ping);
      if (socket === ws) socket = null;
      if (!live) return;
      void poll();
      if (stopSocket) return;
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 60_000);
    };
  };

  connect();
}
