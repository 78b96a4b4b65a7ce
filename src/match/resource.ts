/** Builds what one viewer may see of a match: the match resource and the log lines. */
import { visibleActors, type Seat } from "../engine/game";
import type { MatchResource, SeatInfo } from "../shared/api";
import { actorsOf, gameOf, outcomeOf, seatDeadline, seatWho, type MatchEvent, type MatchState } from "./fold";

export interface Viewer {
  userId: string;
  name: string;
}

export function seatOf(state: MatchState, viewer: Viewer | null): Seat | null {
  if (!viewer) return null;
  const i = state.seats.findIndex((s) => s.userId === viewer.userId);
  return i < 0 ? null : i;
}

/** May this viewer see the match at all? Private matches exist only for their players. */
export function canSee(state: MatchState, viewer: Viewer | null): boolean {
  return state.meta.visibility !== "private" || seatOf(state, viewer) !== null;
}

/** A seat that a person plays right now (not free, not resigned to the bot). */
export function isPlaying(state: MatchState, seat: Seat): boolean {
  const s = state.seats[seat];
  return !!s && s.kind === "human" && !s.resigned;
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

export function seatInfos(state: MatchState): SeatInfo[] {
  const game = gameOf(state);
  return state.seats.map((s, seat) => ({
    seat,
    label: game.seatName(seat, state.meta.players),
    name: s.name,
    kind: s.kind === "free" ? "free" : s.resigned || s.kind === "bot" ? "bot" : "human",
  }));
}

export function matchUrls(state: MatchState, you: Seat | null, origin: string): MatchResource["urls"] {
  const match = `${origin}/m/${state.meta.id}`;
  const urls: MatchResource["urls"] = { match, embed: `${origin}/embed/${state.meta.id}` };
  const mayInvite = you !== null || (state.meta.visibility === "public" && state.status === "open");
  if (mayInvite && state.status === "open") urls.invite = `${match}?invite=${encodeURIComponent(state.meta.invite)}`;
  return urls;
}

export function etagOf(state: MatchState, you: Seat | null): string {
  return `"m${state.seq}-${you ?? "s"}"`;
}

export function buildResource(state: MatchState, you: Seat | null, origin: string): MatchResource {
  const game = gameOf(state);
  const actors = actorsOf(state);
  const outcome = outcomeOf(state);
  const deadline = deadlineOf(state, you);
  const resource: MatchResource = {
    id: state.meta.id,
    game: state.meta.game,
    status: state.status,
    players: state.meta.players,
    options: state.meta.options,
    visibility: state.meta.visibility,
    timeControl: { daysPerMove: state.meta.daysPerMove },
    seats: seatInfos(state),
    you,
    seq: state.seq,
    actors: visibleActorsOf(state, you),
    view: state.game === null ? null : game.view(state.game, you),
    outcome: outcome ? { winners: outcome.winners, draw: outcome.draw, reason: outcome.reason } : null,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    drawOffer: state.drawOffers,
    createdAt: new Date(state.meta.createdAt).toISOString(),
    updatedAt: new Date(state.updatedAt).toISOString(),
    urls: matchUrls(state, you, origin),
  };
  if (you !== null && actors.includes(you) && isPlaying(state, you)) resource.legal = game.legalMoves(state.game, you);
  if (state.rematch) {
    resource.rematch = {
      id: state.rematch.id,
      url: you !== null ? `${origin}/m/${state.rematch.id}?invite=${encodeURIComponent(state.rematch.invite)}` : `${origin}/m/${state.rematch.id}`,
    };
  }
  if (state.status === "finished" || state.status === "aborted") {
    // The seed was the server's secret while it mattered; now anyone may check every shuffle.
    resource.seed = state.meta.seed;
  }
  return resource;
}

/** The log line of one event for every viewer: index = seat, last index = spectators. */
export function describeEvent(before: MatchState | null, event: MatchEvent, after: MatchState): string[] {
  const game = gameOf(after);
  const viewers: (Seat | null)[] = [...after.seats.map((_, i) => i), null];
  const label = (seat: Seat) => game.seatName(seat, after.meta.players);
  const who = (seat: Seat) => seatWho(after, seat);
  const same = (text: string) => viewers.map(() => text);
  switch (event.kind) {
    case "created":
      return same(`${event.name} created the match and sat as ${label(event.seat)}`);
    case "joined":
      return same(`${event.name} joined as ${label(event.seat)}` + (after.status === "active" ? "; the match begins" : ""));
    case "move":
      return viewers.map((v) => game.describe(before!.game, event.seat, event.move, after.game, v));
    case "timeout":
      if (event.move === null) return same(`${who(event.seat)} ran out of time and loses`);
      return viewers.map((v) => `${label(event.seat)} ran out of time; the bot played: ` + game.describe(before!.game, event.seat, event.move, after.game, v));
    case "resign":
      return same(`${who(event.seat)} resigned`);
    case "draw-offer":
      return same(after.status === "finished" ? `${who(event.seat)} accepted the draw` : `${who(event.seat)} offered a draw`);
    case "draw-decline":
      return same(`${who(event.seat)} declined the draw`);
    case "abort":
      return same(`${who(event.seat)} cancelled the match`);
    case "rematch":
      return same(`${who(event.seat)} asked for a rematch`);
    case "vacation":
      return same(`${who(event.seat)} is on vacation until ${new Date(event.until).toUTCString().slice(0, 22)} UTC; their clock is stopped`);
  }
}
