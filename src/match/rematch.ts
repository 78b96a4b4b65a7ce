/**
 * A rematch: the same game, options and players, the seats rotated by one (a different player
 * opens it). The others' new seats are kept for them (`reserved`), taken with the invite in their
 * notice; the computer's seats stay the computer's at their level.
 */
import type { Seat } from "../engine/game";
import type { MatchState } from "./state";
import type { Viewer } from "./viewer";
import type { CreateInput, MatchRoom, Reply } from "./room";

export function rematchInput(state: MatchState, viewer: Viewer, seat: Seat, newId: string): CreateInput {
  const n = state.meta.players;
  const reserved = Array.from({ length: n }, (_, next) => {
    const s = state.seats[(next + n - 1) % n];
    return s?.userId && s.userId !== viewer.userId ? { userId: s.userId, name: s.name ?? "" } : null;
  });
  return {
    reserved,
    id: newId,
    game: state.meta.game,
    players: n,
    options: state.meta.options,
    visibility: state.meta.visibility,
    daysPerMove: state.meta.daysPerMove,
    seat: (seat + 1) % n,
    creator: viewer,
    rematchOf: state.meta.id,
    rated: state.meta.rated === true,
    bots: state.seats.flatMap((s, i) => (s.level && !s.resigned ? [{ seat: (i + 1) % n, level: s.level }] : [])),
  };
}

/** Creates the rematch in its own room (the players stay, the seats rotate by one): its invite, or why not. */
export async function createRematch(room: Pick<MatchRoom, "create">, state: MatchState, viewer: Viewer, seat: Seat, newId: string): Promise<string | Reply<never>> {
  const created = await room.create(rematchInput(state, viewer, seat, newId));
  if (!created.ok) return created;
  return new URL(created.body.urls.invite ?? "http://x/").searchParams.get("invite") ?? "";
}
