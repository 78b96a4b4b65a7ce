/**
 * Keeps one match current: a WebSocket while it holds, polling GET with If-None-Match while it does
 * not, reconnecting with backoff. Only server answers change what the page shows.
 */
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { ApiError, answeredProblem, type MatchResource } from "./api";
import { SOCKET_PROTOCOL, SOCKET_RELOAD_CODE, SOCKET_SEAT_CHANGED_CODE, type ChatMessage, type LogLine, type ServerMessage } from "../src/shared/api";
import { applyLivePatch, heldWhole, linesOf, type HeldResource } from "../src/shared/livePatch";

export type LiveMode = "connecting" | "live" | "polling";

const POLL_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;

export type LogListener = (lines: LogLine[], from: number, to: number, you: number | null) => void;

export interface LiveMatch {
  match: MatchResource | null;
  error: ApiError | null;
  mode: LiveMode;
  /** Takes a resource the server just answered (a move, a join) if it is not older than ours. */
  accept(m: MatchResource): void;
  refresh(resync?: boolean): Promise<void>;
  /** Opens a new socket: needed after the viewer changed (signed in, took a seat). */
  reconnect(): void;
  /** Hears every chat line the socket brings (the chat panel); returns the unsubscribe. */
  onChat(listener: (m: ChatMessage) => void): () => void;
  /** Hears the log lines a patch brings (those after `from`, up to `to`, as seat `you` reads them) before its resource is shown; returns the unsubscribe. */
  onLog(listener: LogListener): () => void;
  /** The server speaks a newer protocol than this page: it must be reloaded to follow the match live. */
  outdated: boolean;
}

export function useLiveMatch(id: string): LiveMatch {
  const [match, setMatch] = useState<MatchResource | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [mode, setMode] = useState<LiveMode>("connecting");
  const [outdated, setOutdated] = useState(false);
  const chatListeners = useRef(new Set<(m: ChatMessage) => void>());
  const onChat = useCallback((listener: (m: ChatMessage) => void) => {
    chatListeners.current.add(listener);
    return () => void chatListeners.current.delete(listener);
  }, []);
  const logListeners = useRef(new Set<LogListener>());
  const onLog = useCallback((listener: LogListener) => {
    logListeners.current.add(listener);
    return () => void logListeners.current.delete(listener);
  }, []);
  // `held`: the resource the socket's patches apply to (the last it brought, or a resync's), its ETag, which the next patch must name, and the last legal list (src/shared/livePatch.ts).
  const s = useRef({ current: null as MatchResource | null, etag: null as string | null, held: null as HeldResource | null, ws: null as WebSocket | null, attempts: 0, poll: 0, retry: 0, alive: true, gen: 0, gone: false });

  const accept = useCallback(
    (m: MatchResource) => {
      const cur = s.current.current;
      if (m.id !== id) return;
      if (cur && (m.seq < cur.seq || (m.seq === cur.seq && cur.you !== null && m.you === null))) return;
      s.current.current = m;
      setMatch(m);
      setError(null);
    },
    [id],
  );

  /** GET the resource (a 304 while ours is current); `resync`: also the base of the socket's next patch. */
  const refresh = useCallback(async (resync = false) => {
    const st = s.current;
    const headers: Record<string, string> = { accept: "application/json" };
    if (st.etag && st.current && !resync) headers["if-none-match"] = st.etag;
    let res: Response;
    try {
      res = await fetch(`/api/matches/${encodeURIComponent(id)}`, { headers, cache: "no-store", credentials: "same-origin" });
    } catch {
      return; // offline: the next poll tries again
    }
    if (res.status === 304) return;
    const body: any = await res.json().catch(() => null);
    if (!res.ok) {
      // No such match (or not for this viewer): nothing to follow, so stop asking.
      if (res.status === 404) (st.gone = true), clearTimeout(st.retry), st.ws?.close();
      setError(new ApiError(res.status, body ?? answeredProblem(res.status)));
      return;
    }
    const m = body as MatchResource;
    const etag = res.headers.get("etag")?.replace(/^W\//, "");
    if (resync && etag && (!st.held || m.seq >= st.held.match.seq)) st.held = heldWhole(m, etag, st.held);
    // The ETag names the viewer: only keep it when we keep the resource.
    const before = st.current;
    accept(m);
    if (st.current === m || (before && before.seq === m.seq)) st.etag = res.headers.get("etag");
  }, [id, accept]);

  const connect = useCallback(() => {
    const st = s.current;
    const gen = ++st.gen;
    st.ws?.close();
    clearTimeout(st.retry);
    if (st.gone) return;
    if (!("WebSocket" in window)) {
      setMode("polling");
      return;
    }
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/matches/${encodeURIComponent(id)}/socket?v=${SOCKET_PROTOCOL}`);
    st.ws = ws;
    setMode((m) => (m === "live" ? "connecting" : m));
    ws.onopen = () => {
      if (gen !== st.gen) return;
      st.attempts = 0;
      setMode("live");
    };
    ws.onmessage = (ev) => {
      if (gen !== st.gen) return;
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (msg.type === "match") {
        st.held = msg.etag ? heldWhole(msg.match, msg.etag) : null;
        accept(msg.match);
      } else if (msg.type === "patch") {
        const next = applyLivePatch(st.held, msg);
        if (next) {
          const from = st.held!.match.seq;
          st.held = next;
          if (msg.log.length) for (const listener of logListeners.current) listener(linesOf(msg.log, next.match), from, next.match.seq, next.match.you);
          accept(next.match);
        } else {
          // A message was lost (a gap, a wake-up): fetch the whole resource, which the next patch then applies to.
          st.held = null;
          void refresh(true);
        }
      } else if (msg.type === "reload") setOutdated(true);
      else if (msg.type === "chat") for (const listener of chatListeners.current) listener(msg.message);
    };
    ws.onclose = (ev) => {
      if (gen !== st.gen || !st.alive || st.gone) return;
      if (ev.code === SOCKET_RELOAD_CODE) {
        // This page is older than the server: it keeps polling, and says to reload.
        st.ws = null;
        setOutdated(true);
        setMode("polling");
        return;
      }
      st.ws = null;
      if (ev.code === SOCKET_SEAT_CHANGED_CODE) {
        // This page's person took a seat: a new socket is let in as the player, at once.
        st.attempts = 0;
        connect();
        return;
      }
      setMode("polling");
      void refresh();
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** st.attempts) * (0.75 + Math.random() * 0.5);
      st.attempts++;
      st.retry = window.setTimeout(() => st.alive && connect(), delay);
    };
  }, [id, accept, refresh]);

  useEffect(() => {
    const st = s.current;
    st.alive = true;
    st.gone = false;
    st.current = null;
    st.etag = null;
    setMatch(null);
    setError(null);
    void refresh();
    connect();
    // Polls only while the socket is down; a cheap 304 most of the time.
    st.poll = window.setInterval(() => {
      if (!st.gone && (!st.ws || st.ws.readyState !== WebSocket.OPEN)) void refresh();
    }, POLL_MS);
    const onFocus = () => void (st.gone || refresh());
    window.addEventListener("focus", onFocus);
    // The browser knows first: say so at once, and catch up as soon as the network is back.
    const onOffline = () => setMode("polling");
    const onOnline = () => {
      if (st.gone) return;
      st.attempts = 0;
      void refresh();
      connect();
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    const ping = window.setInterval(() => {
      // st.ws first: without WebSocket in the browser, `WebSocket.OPEN` would throw every 30 s.
      if (st.ws && st.ws.readyState === WebSocket.OPEN) st.ws.send('{"type":"ping"}');
    }, 30_000);
    return () => {
      st.alive = false;
      st.gen++;
      st.ws?.close();
      st.ws = null;
      clearInterval(st.poll);
      clearInterval(ping);
      clearTimeout(st.retry);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, [id, refresh, connect]);

  return { match, error, mode, accept, refresh, reconnect: connect, onChat, onLog, outdated };
}
