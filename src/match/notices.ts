/**
 * What a match tells its players, pure. "Your turn" notices come from the state as it is when
 * they are delivered (`turnNotices`: one per decision, so a seat that stays the actor through the
 * sub-steps of its own turn is not told again, and a decision already taken is never announced;
 * each player's is one inbox entry per match, its `decision` telling a newer one from a repeat);
 * results, draw offers, rematch invitations and joins come from a change (`noticesFor`).
 */
import type { Seat } from "../engine/game";
import type { Notice, NoticeKind } from "../notify/notice";
import type { TurnContext } from "../notify/replyToPlay";
import { msg, type Msg, type Text } from "../shared/i18n/index";
import { actorsOf, gameOf, isPlaying, outcomeOf, playingSeats, type MatchEvent, type MatchState } from "./state";

export type { Notice } from "../notify/notice";

/**
 * "Your move" for every person deciding now, except decisions in `announced` (seat → decision).
 * `lineAt(seat, since)`: the log line, as that seat reads it, of the event that began the decision.
 */
export function turnNotices(state: MatchState, lineAt: (seat: Seat, since: number) => Text, announced?: ReadonlyMap<Seat, number>): Notice[] {
  if (state.status !== "active") return [];
  const id = state.meta.id;
  const out: Notice[] = [];
  for (const seat of actorsOf(state)) {
    const s = state.seats[seat];
    const since = state.decisionSince[String(seat)];
    if (!s?.userId || !isPlaying(state, seat) || since === undefined || announced?.get(seat) === since) continue;
    out.push({
      userId: s.userId,
      seat,
      kind: "turn",
      // One row per player and match, rewritten by each newer decision (the inbox's "your move" for this match);
      // a seat taken over (seats.ts) has a row of its own for the newcomer, never the leaver's.
      dedupeKey: s.takenOver ? `${id}:turn:${seat}:${s.takenOver.seq}` : `${id}:turn:${seat}`,
      title: msg("turnTitle", { match: opponentsTitle(state, seat) }),
      body: lineAt(seat, since) || msg("turnBody"),
      matchId: id,
      path: `/m/${id}`,
      decision: since,
    });
  }
  return out;
}

/**
 * "Conspirateurs vs Bob" (or "vs Bob and Carol"): the match as the player of `seat` names it in a
 * notice, by the others at the table (the neutral title, for everyone, is src/shared/text.ts's matchTitle).
 */
export function opponentsTitle(state: MatchState, seat: Seat): Msg {
  return msg("vsTitle", { game: gameOf(state).name, others: state.seats.flatMap((s, i) => (i !== seat && s.name ? [s.name] : [])) });
}

export function noticesFor(before: MatchState | null, after: MatchState, events: MatchEvent[]): Notice[] {
  const id = after.meta.id;
  const path = `/m/${id}`;
  const out: Notice[] = [];
  const notice = (seat: Seat, kind: NoticeKind, key: string, title: Msg, body: Text) => {
    const userId = after.seats[seat]?.userId;
    if (userId) out.push({ userId, seat, kind, dedupeKey: `${id}:${key}:${seat}`, title, body, matchId: id, path });
  };
  if (after.status === "finished" && before?.status !== "finished") {
    const outcome = outcomeOf(after);
    for (const seat of after.seats.map((_, i) => i)) {
      const result = !outcome ? "over" : outcome.draw ? "drawn" : outcome.winners.includes(seat) ? "won" : "lost";
      notice(seat, "result", "result", msg("resultTitle", { result, match: opponentsTitle(after, seat) }), outcome?.reason ?? msg("resultBody"));
    }
  }
  for (const e of events) {
    // The computer's draw-offer answers a person's offer, which everyone was told of already.
    if (e.kind === "draw-offer" && after.status === "active" && after.seats[e.seat]?.kind !== "bot") {
      for (const seat of playingSeats(after)) {
        if (seat !== e.seat && !after.drawOffers.includes(seat)) {
          notice(seat, "draw", `draw:${after.seq}`, msg("drawOfferTitle", { name: after.seats[e.seat]?.name ?? msg("aPlayer"), match: opponentsTitle(after, seat) }), msg("drawOfferBody"));
        }
      }
    }
    if (e.kind === "rematch") {
      for (const seat of after.seats.map((_, i) => i)) {
        if (seat === e.seat) continue;
        const userId = after.seats[seat]?.userId;
        if (!userId) continue;
        out.push({
          userId,
          seat,
          kind: "invitation",
          dedupeKey: `${id}:rematch:${seat}`,
          title: msg("rematchTitle", { name: after.seats[e.seat]?.name ?? msg("aPlayer"), match: opponentsTitle(after, seat) }),
          body: msg("rematchBody"),
          matchId: e.id,
          path: `/m/${e.id}?invite=${encodeURIComponent(e.invite)}`,
        });
      }
    }
    if (e.kind === "abort" && after.status === "aborted") {
      const by = after.seats[e.seat]?.name ?? msg("theCreator");
      for (const seat of after.seats.map((_, i) => i)) {
        if (seat !== e.seat) notice(seat, "cancelled", "cancelled", msg("cancelledTitle", { name: by, match: opponentsTitle(after, seat) }), msg("cancelledBody"));
      }
    }
    if (e.kind === "joined") {
      for (const seat of playingSeats(after)) {
        if (seat === e.seat) continue;
        const begins = after.status === "active" && before?.status === "open";
        notice(seat, "joined", `joined:${e.seat}`, msg("joinedTitle", { name: e.name, match: opponentsTitle(after, seat) }), msg("joinedBody", { begins }));
      }
    }
  }
  return out;
}

export function reminderNotice(state: MatchState, seat: Seat, deadline: number, now: number): Notice | null {
  const userId = state.seats[seat]?.userId;
  const since = state.decisionSince[String(seat)];
  if (!userId || since === undefined || !isPlaying(state, seat)) return null;
  const hours = Math.max(1, Math.round((deadline - now) / 3_600_000));
  return {
    userId,
    seat,
    kind: "reminder",
    dedupeKey: `${state.meta.id}:reminder:${since}:${seat}`,
    title: msg("reminderTitle", { match: opponentsTitle(state, seat) }),
    body: msg("reminderBody", { hours, at: deadline }),
    matchId: state.meta.id,
    path: `/m/${state.meta.id}`,
  };
}

/** "Bob wrote in Sleepers vs Bob": a chat notice, at most one an hour per match and player (src/match/chat.ts); never the text itself. */
export function chatNotice(state: MatchState, seat: Seat, author: string, now: number): Notice {
  const id = state.meta.id;
  return {
    userId: state.seats[seat]!.userId!,
    seat,
    kind: "chat",
    dedupeKey: `${id}:chat:${now}:${seat}`,
    title: msg("chatTitle", { name: author, match: opponentsTitle(state, seat) }),
    body: msg("chatBody"),
    matchId: id,
    path: `/m/${id}`,
  };
}

/** What a turn email of this player needs (its position and their legal moves), or null unless they decide now. */
export function turnContextOf(state: MatchState | null, userId: string): TurnContext | null {
  const seat = state ? state.seats.findIndex((s) => s.userId === userId) : -1;
  // A seat the computer plays for someone who left is not theirs to be told of (a queued reminder retried after they left).
  if (!state || state.status !== "active" || seat < 0 || !isPlaying(state, seat) || !actorsOf(state).includes(seat)) return null;
  const game = gameOf(state);
  return { seq: state.seq, game, legal: game.legalMoves(state.game, seat) };
}
