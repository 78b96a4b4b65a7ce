/**
 * The unread count shown in the header, shared by every screen: refreshed on navigation, on
 * window focus and every 30 s while signed in (only while the tab is visible).
 */
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "./api";

export interface InboxItem {
  id: string;
  kind: "turn" | "reminder" | "result" | "invitation" | "draw" | "joined" | "cancelled" | string;
  title: string;
  body: string;
  url: string;
  matchId: string;
  createdAt: string;
  readAt: string | null;
}

export interface InboxPage {
  unread: number;
  items: InboxItem[];
}

export const UNREAD_POLL_MS = 30_000;

let unread: number | null = null;
const listeners = new Set<(n: number | null) => void>();
let inFlight: Promise<void> | null = null;
/** Bumped by every answer that carries a count: an older poll must not undo "Mark all read". */
let generation = 0;

export function setUnread(n: number | null): void {
  generation++;
  unread = n;
  for (const l of listeners) l(unread);
}

/** Asks the server for the count (one item only: the count is what we need). */
export function refreshUnread(): Promise<void> {
  if (inFlight) return inFlight;
  const gen = generation;
  inFlight = api<InboxPage>("/api/me/notifications?limit=1")
    .then((p) => {
      if (gen === generation) setUnread(p.unread);
    })
    .catch((e) => {
      if (e instanceof ApiError && e.status === 401 && gen === generation) setUnread(null);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The unread count (null: unknown or signed out); polls while someone is signed in. */
export function useUnread(userId: string | null): number | null {
  const [n, setN] = useState(unread);
  useEffect(() => {
    listeners.add(setN);
    setN(unread);
    if (!userId) return () => void listeners.delete(setN);
    void refreshUnread();
    const tick = () => document.visibilityState === "visible" && void refreshUnread();
    const t = setInterval(tick, UNREAD_POLL_MS);
    window.addEventListener("focus", tick);
    document.addEventListener("visibilitychange", tick);
    return () => {
      listeners.delete(setN);
      clearInterval(t);
      window.removeEventListener("focus", tick);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [userId]);
  return userId ? n : null;
}
