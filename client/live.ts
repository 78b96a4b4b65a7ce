/**
 * Keeps one match current: a WebSocket while it holds, polling GET with If-None-Match while it does
 * not, reconnecting with backoff. Only server answers change what the page shows.
 */
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { ApiError, type MatchResource } from "./api";
import type { ChatMessage, ServerMessage } from "../src/shared/api";

export type LiveMode = "connecting" | "live" | "polling";

const POLL_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;

export interface LiveMatch {
  match: MatchResource | null;
  error: ApiError | null;
  mode: LiveMode;
  /** Takes a resource the server just answered (a move, a join) if it is not older than ours. */
  accept(m: MatchResource): void;
  refresh(): Promise<void>;
  /** Opens a new socket: needed after the viewer changed (signed in, took a seat). */
  reconnect(): void;
  /** Hears every chat line the socket brings (the chat panel); returns the unsubscribe. */
  onChat(listener: (m: ChatMessage) => void): () => void;
}

export function useLiveMatch(id: string): LiveMatch {
  const [match, setMatch] = useState<MatchResource | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [mode, setMode] = useState<LiveMode>("connecting");
  const chatListeners = useRef(new Set<(m: ChatMessage) => void>());
  const onChat = useCallback((listener: (m: ChatMessage) => void) => {
    chatListeners.current.add(listener);
    return () => void chatListeners.current.delete(listener);
  }, []);
  const s = useRef({ current: null as MatchResource | null, etag: null as string | null, ws: null as WebSocket | null, attempts: 0, poll: 0, retry: 0, alive: true, gen: 0 });

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

  const refresh = useCallback(async () => {
    const st = s.current;
    const headers: Record<string, string> = { accept: "application/json" };
    if (st.etag && st.current) headers["if-none-match"] = st.etag;
    let res: Response;
    try {
      res = await fetch(`/api/matches/${encodeURIComponent(id)}`, { headers, cache: "no-store", credentials: "same-origin" });
    } catch {
      return; // offline: the next poll tries again
    }
    if (res.status === 304) return;
    const body: any = await res.json().catch(() => null);
    if (!res.ok) {
      setError(new ApiError(res.status, body ?? { type: "about:blank", title: "Error", status: res.status, detail: `The server answered ${res.status}.` }));
      return;
    }
    const m = body as MatchResource;
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
    if (!("WebSocket" in window)) {
      setMode("polling");
      return;
    }
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/matches/${encodeURIComponent(id)}/socket`);
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
      if (msg.type === "match") accept(msg.match);
      else if (msg.type === "chat") for (const listener of chatListeners.current) listener(msg.message);
    };
    ws.onclose = () => {
      if (gen !== st.gen || !st.alive) return;
      st.ws = null;
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
    st.current = null;
    st.etag = null;
    setMatch(null);
    setError(null);
    void refresh();
    connect();
    // Polls only while the socket is down; a cheap 304 most of the time.
    st.poll = window.setInterval(() => {
      if (!st.ws || st.ws.readyState !== WebSocket.OPEN) void refresh();
    }, POLL_MS);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
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
    };
  }, [id, refresh, connect]);

  return { match, error, mode, accept, refresh, reconnect: connect, onChat };
}
