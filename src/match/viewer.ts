/**
 * Who sees what of a match: the person asking (`Viewer`), the seat they took and the seat they
 * still play (`takenSeat`, `seatOf`), whether the match exists for them at all (`canSee`), and
 * which deciders and deadline they may be told of. Pure; every channel asks these.
 */
import { visibleActors, type Seat } from "../engine/game";
import { isOver } from "../shared/status";
import { seatDeadline } from "./deadlines";
import { hasLeft } from "./seats";
import { actorsOf, gameOf, isPlaying, type MatchState } from "./state";

export interface Viewer {
  userId: string;
  name: string;
  /** A guest (no profile, never rated): the seat they take says so, and names no profile. */
  guest?: boolean;
}

/** Who sits down, as an event names them: a guest says so (fold's SeatState.guest). */
export function sitting(viewer: Viewer): { userId: string; name: string; guest?: true } {
  return { userId: viewer.userId, name: viewer.name, ...(viewer.guest ? { guest: true as const } : {}) };
}

/** Who is asking, as far as seats go: a viewer, a socket's attachment, or nobody. */
type Who = { userId: string | null } | null | undefined;

/**
 * The seat this person took, whether or not they still play it: a private match stays visible
 * to them, and they cannot take a second seat. Never a reason to show them the seat's secrets.
 */
export function takenSeat(state: MatchState, who: Who): Seat | null {
  if (!who?.userId) return null;
  const i = state.seats.findIndex((s) => s.userId === who.userId);
  return i < 0 ? null : i;
}

/**
 * The seat this person still plays: the one function that maps a viewer to a seat for every
 * channel (resource, socket, log, history) and every action. A player who resigned or ran out of
 * time in a 3–4 player match (the computer plays the seat) is a spectator, null, until the match
 * is over; then the seat is theirs again (everything is revealed, and the result names them).
 */
export function seatOf(state: MatchState, who: Who): Seat | null {
  const seat = takenSeat(state, who);
  if (seat === null) return null;
  return isPlaying(state, seat) || isOver(state) ? seat : null;
}

/** The people who took a seat with this change (joined, or took over a seat someone left). */
export function seatTakers(before: MatchState | null, after: MatchState): string[] {
  return after.seats.flatMap((s, seat) => (s.userId && (!before || takenSeat(before, s) !== seat) ? [s.userId] : []));
}

/** May this viewer see the match at all? Private matches exist only for their players (also those who left, a seat taken over included). */
export function canSee(state: MatchState, viewer: Viewer | null): boolean {
  return state.meta.visibility !== "private" || takenSeat(state, viewer) !== null || (!!viewer && hasLeft(state, viewer.userId));
}

/** The actors `viewer` may be told about (Game.visibleActors; Sleep hides them, SP-5). */
export function visibleActorsOf(state: MatchState, viewer: Seat | null): Seat[] {
  return state.status === "active" ? visibleActors(gameOf(state), state.game, viewer) : [];
}

export function deadlineOf(state: MatchState, seat: Seat | null): number | null {
  const actors = actorsOf(state);
  const pick = seat !== null && actors.includes(seat) ? [seat] : visibleActorsOf(state, seat);
  const times = pick.map((s) => seatDeadline(state, s)).filter((t): t is number => t !== null);
  return times.length ? Math.min(...times) : null;
}
