/**
 * The match page and the person looking at it: opening the match reads their notices about it, and
 * a change of identity (a guest made, a sign-in) opens a new socket and fetches the match anew.
 */
import { useEffect, useRef } from "preact/hooks";
import { api } from "../api";
import { setUnread } from "../inbox";
import type { LiveMatch } from "../live";

/** Marks the viewer's notices about this match read, on opening it and as new ones arrive (a result, an offer). */
export function useReadNotices(id: string, meId: string | null, live: LiveMatch): void {
  const seated = live.match?.you !== null && live.match?.you !== undefined;
  useEffect(() => {
    if (!meId || !seated) return;
    void api<{ unread: number }>("/api/me/notifications/read", { method: "POST", body: { matchId: id } }).then((p) => setUnread(p.unread), () => undefined);
  }, [id, meId, seated, live.match?.status, live.match?.drawOffer.length]);
}

/** A new identity sees the match differently: new socket, fresh resource. */
export function useViewerChange(meId: string | null, live: LiveMatch): void {
  const last = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (last.current !== undefined && last.current !== meId) {
      live.reconnect();
      void live.refresh();
    }
    last.current = meId;
  }, [meId]);
}
