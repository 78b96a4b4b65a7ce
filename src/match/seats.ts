/**
 * Seats taken over (DESIGN "Seats taken over, and digests"): while the computer plays a seat whose
 * player left a match of three or more, any player still in it may offer the seat; a newcomer who
 * brings the offer's invite takes it over and plays it from then on. The fold's part is pure
 * (`offerSeat`, `takeSeat`); so is what the newcomer may read of the seat's past: only what a
 * spectator read before they came (`ownLinesFrom`), the seat's own view from then on.
 */
import { err, ok, type Result, type Seat } from "../engine/game";
import { timingSafeEqual } from "../shared/crypto";
import { gameOf, isPlaying, personSeat, type Leaver, type MatchEvent, type MatchState } from "./state";

type OfferEvent = Extract<MatchEvent, { kind: "seat-offer" }>;
type TakenEvent = Extract<MatchEvent, { kind: "seat-taken" }>;

/** Is the seat the computer's for a person who left a running match of 3+ players (so it may be offered)? */
export function isLeaversSeat(state: MatchState, seat: Seat): boolean {
  const s = state.seats[seat];
  return state.status === "active" && state.meta.players >= 3 && !!s && s.kind === "bot" && s.resigned;
}

export function offerSeat(state: MatchState, event: OfferEvent): Result<MatchState> {
  const label = gameOf(state).seatName(event.seat, state.meta.players);
  if (!isLeaversSeat(state, event.seat)) return err(`${label} is not a seat the computer plays for a player who left a running match of three or more`);
  if (!isPlaying(state, event.by)) return err("only a player still in the match can offer a seat");
  if (state.seatOffers?.[String(event.seat)]) return err(`${label} is already offered`);
  if (!event.invite) return err("an offer needs an invite");
  return ok({ ...state, seatOffers: { ...state.seatOffers, [String(event.seat)]: event.invite } });
}

export function takeSeat(state: MatchState, event: TakenEvent, at: number): Result<MatchState> {
  const key = String(event.seat);
  if (!state.seatOffers?.[key] || !isLeaversSeat(state, event.seat)) return err("this seat is not offered");
  if (state.seats.some((s) => s.userId === event.userId) || hasLeft(state, event.userId)) return err("a player of this match cannot take another seat in it");
  const { [key]: _taken, ...seatOffers } = state.seatOffers;
  const seats = state.seats.map((s, i) =>
    i === event.seat ? { ...personSeat(event), takenOver: { seq: state.seq + 1, at } } : s,
  );
  return ok({ ...state, seats, seatOffers });
}

/**
 * The state after `event` with the person who left by it counted (`leavers`): a resignation, a
 * timeout that loses the match, or one after which the computer plays the seat. `before` is the
 * state the event was applied to; the event's seq is `before.seq + 1`.
 */
export function withLeaver(before: MatchState, after: MatchState, event: MatchEvent, at: number): MatchState {
  if (event.kind !== "resign" && event.kind !== "timeout") return after;
  const userId = before.seats[event.seat]?.userId;
  const left = event.kind === "resign" || event.move === null || (event.leaves === true && isPlaying(before, event.seat));
  if (!userId || !left || !isPlaying(before, event.seat)) return after;
  const leaver: Leaver = { seat: event.seat, userId, reason: event.kind === "resign" ? "resigned" : "timeout", seq: before.seq + 1, at };
  return { ...after, leavers: [...(before.leavers ?? []), leaver] };
}

/** Did this person leave a seat of this match (resigned, or ran out of time)? They stay out of it. */
export function hasLeft(state: MatchState, userId: string): boolean {
  return (state.leavers ?? []).some((d) => d.userId === userId);
}

/**
 * The seats a newcomer took over from the computer: their results are not rated (the one predicate
 * a rating asks; a seat taken over and later left again counts too).
 */
export function takenOverSeats(state: MatchState): Seat[] {
  return state.seats.flatMap((s, i) => (s.takenOver ? [i] : []));
}

/**
 * From which event on the player of `seat` reads the seat's own log lines and past positions: after
 * the takeover for a newcomer (before it, they read what a spectator read), from the start otherwise.
 */
export function ownLinesFrom(state: MatchState, seat: Seat | null): number {
  return seat === null ? 0 : (state.seats[seat]?.takenOver?.seq ?? 0);
}

/** Which columns of the stored log lines a viewer at `seat` reads (EventStore.log): a newcomer's start as a spectator's. */
export function logColumns(state: MatchState, seat: Seat | null): { index: number; ownFrom: number; before: number } {
  return { index: seat ?? state.meta.players, ownFrom: ownLinesFrom(state, seat), before: state.meta.players };
}

/** The offered seat this invite opens, if any (compared in constant time). */
export function offeredSeatFor(state: MatchState, invite: string): Seat | null {
  let found: Seat | null = null;
  for (const [seat, secret] of Object.entries(state.seatOffers ?? {})) if (timingSafeEqual(invite, secret)) found = Number(seat);
  return found;
}

/** The seats on offer now. */
export function offeredSeats(state: MatchState): Seat[] {
  return state.status === "active" ? Object.keys(state.seatOffers ?? {}).map(Number).sort((a, b) => a - b) : [];
}

/** What an offer answers: the invite, and the match page that opens the seat with it. */
export interface SeatOffer {
  seat: Seat;
  invite: string;
  url: string;
}

export function seatOfferOf(state: MatchState, seat: Seat, origin: string): SeatOffer {
  const invite = state.seatOffers?.[String(seat)] ?? "";
  return { seat, invite, url: `${origin}/m/${state.meta.id}?invite=${encodeURIComponent(invite)}` };
}
