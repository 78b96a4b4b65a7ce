/**
 * What a player does to a match, as one hook: each action is a request whose answer the page shows
 * (the server's resource, never a guess), with a short line saying what just happened or why it
 * did not work.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError, messageOf, type MatchResource } from "../api";
import type { LiveMatch } from "../live";
import { navigate } from "../router";
import { becomeGuest } from "../session";
import { useAction } from "../ui";
import { isComputersOwn } from "../../src/shared/seats";
import { m as t } from "../i18n/index";

/** Any request to the match (`POST /api/matches/:id/<path>`); `ok` is said when it worked. Null when it did not. */
export type Act = (path: string, body: unknown, ok?: string, headers?: Record<string, string>) => Promise<MatchResource | null>;

export interface MatchActions {
  busy: boolean;
  /** Why the last action failed. */
  error: string | null;
  /** What the last action did ("You took your seat."), for five seconds. */
  done: string | null;
  act: Act;
  move(move: unknown, seq: number): void;
  /** Takes a seat with an invite token (`seat` undefined: the server picks, or the seat is taken over). */
  join(token: string, seat?: number): Promise<void>;
  /** A private match is unknown to a visitor until they take the seat its invite offers. */
  takeInvitedSeat(invite: string, guestName: string | null): Promise<void>;
  abort(): void;
  resign(): void;
  offerDraw(): void;
  answerDraw(accept: boolean): void;
  rematch(): void;
}

/** The seats the computer plays of its own (a seat whose player left is no party to a draw). */
export function computerSeats(m: MatchResource): number[] {
  return m.seats.flatMap((s) => (isComputersOwn(s) ? [s.seat] : []));
}

/** `invite`: the token in the page's address, dropped from it once the seat is taken. */
export function useMatchActions(id: string, live: LiveMatch, invite: string | null): MatchActions {
  const { busy, error, run, setError } = useAction();
  const [done, setDone] = useState<string | null>(null);
  // "The server cannot be reached" is over once the page is live again.
  const unreachable = useRef(false);
  useEffect(() => {
    if (live.mode === "live" && unreachable.current) (unreachable.current = false), setError(null);
  }, [live.mode]);
  // A success message ("You took your seat.") says what just happened, then goes.
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => setDone(null), 5_000);
    return () => clearTimeout(t);
  }, [done]);
  // The computer's answer to an offer takes the place of "Draw offered: the computer answers in a moment."
  const myOfferOpen = live.match?.you != null && live.match.drawOffer.includes(live.match.you);
  useEffect(() => {
    if (!myOfferOpen && (done === t.matchDrawOffered({ computer: true }) || done === t.matchDrawOffered({ computer: false }))) setDone(null);
  }, [myOfferOpen, done]);

  const act: Act = async (path, body, ok, headers) => {
    const got = await run(
      async () => {
        setDone(null);
        const res = await api<MatchResource>(`/api/matches/${id}/${path}`, { method: "POST", body, headers });
        if (res) live.accept(res);
        if (ok) setDone(ok);
        return res;
      },
      (e) => {
        const status = e instanceof ApiError ? e.status : 0;
        unreachable.current = status === 0;
        void live.refresh();
        return t.matchActionFailed({ status, detail: messageOf(e) });
      },
    );
    return got ?? null;
  };

  // A new seat is a new viewer: the room tags sockets with the seat when they connect.
  const seated = () => {
    live.reconnect();
    if (invite) navigate(`/m/${id}`, { replace: true });
  };

  return {
    busy,
    error,
    done,
    act,
    move: (move, seq) => void act("moves", { seq, move }, undefined, { "idempotency-key": crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}` }),
    join: async (token, seat) => {
      if (await act("join", seat === undefined ? { invite: token } : { invite: token, seat }, t.matchYouTookYourSeat())) seated();
    },
    takeInvitedSeat: async (token, guestName) => {
      if (guestName !== null) await becomeGuest(guestName);
      live.accept(await api<MatchResource>(`/api/matches/${id}/join`, { method: "POST", body: { invite: token } }));
      seated();
    },
    abort: () => void act("abort", {}, t.matchIsCancelled()),
    resign: () => void act("resign", {}),
    offerDraw: () => {
      const computerAnswers = live.match !== null && computerSeats(live.match).length > 0;
      void act("draw", { action: "offer" }, t.matchDrawOffered({ computer: computerAnswers }));
    },
    answerDraw: (accept) => void act("draw", { action: accept ? "accept" : "decline" }),
    rematch: () => void act("rematch", {}, t.matchRematchReady()),
  };
}
