/** Builds what one viewer may see of a match: the match resource and the log lines. */
import { visibleActors, type Seat } from "../engine/game";
import type { MatchResource, SeatInfo, ServerMessage } from "../shared/api";
import { isOver } from "./fairness";
import { seatDeadline } from "./deadlines";
import { hasLeft, offeredSeats } from "./seats";
import { actorsOf, gameOf, isPlaying, namedText, outcomeOf, sealedCount, seatWho, versionOf, type MatchEvent, type MatchState } from "./fold";

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
  return isPlaying(state, seat) || state.status === "finished" || state.status === "aborted" ? seat : null;
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

export function seatInfos(state: MatchState): SeatInfo[] {
  const game = gameOf(state);
  const offered = offeredSeats(state);
  return state.seats.map((s, seat) => ({
    seat,
    label: game.seatName(seat, state.meta.players),
    name: s.name,
    kind: s.kind === "free" ? "free" : s.resigned || s.kind === "bot" ? "bot" : "human",
    ...(s.userId !== null && !s.guest ? { player: s.userId } : {}),
    ...(s.level ? { level: s.level } : {}),
    ...(s.resigned ? { resigned: true as const } : {}),
    ...(s.kind === "free" && state.meta.reserved?.[seat] ? { keptFor: state.meta.reserved[seat]!.name } : {}),
    ...(s.userId !== null && s.userId === state.meta.createdBy ? { creator: true as const } : {}),
    ...(offered.includes(seat) ? { offered: true as const } : {}),
    ...(s.takenOver ? { takenOver: true as const } : {}),
  }));
}

export function matchUrls(state: MatchState, you: Seat | null, origin: string): MatchResource["urls"] {
  const match = `${origin}/m/${state.meta.id}`;
  const urls: MatchResource["urls"] = { match, embed: `${origin}/embed/${state.meta.id}` };
  const mayInvite = you !== null || (state.meta.visibility === "public" && state.status === "open");
  if (mayInvite && state.status === "open") urls.invite = `${match}?invite=${encodeURIComponent(state.meta.invite)}`;
  return urls;
}

/** The position and the viewer; a seat's own sealed decisions change its ETag alone (SP-5). */
export function etagOf(state: MatchState, you: Seat | null): string {
  const sent = you === null ? 0 : sealedCount(state, you);
  return `"m${state.seq}-${you ?? "s"}${sent ? `-sent${sent}` : ""}"`;
}

/** SP-5: the seat's own sealed decision said as sent, and what the game tells it alone (Game.notesFor). */
export const SENT_NOTE = "Your decision is sent and sealed: nobody sees it until everyone has decided. Waiting for the others.";

function notesFor(state: MatchState, you: Seat): string[] {
  if (state.status !== "active" || !isPlaying(state, you)) return [];
  return [...(sealedCount(state, you) ? [SENT_NOTE] : []), ...(gameOf(state).notesFor?.(state.game, you) ?? [])];
}

/**
 * The parts of a resource that change only with the match's meta, seats, seat offers or status, not with a
 * move: the seat infos, the time control, createdAt, the fairness block and the urls (which
 * differ only between a seated viewer and anyone else). Built once per such change.
 */
interface SteadyParts {
  meta: MatchState["meta"];
  seats: MatchState["seats"];
  seatOffers: MatchState["seatOffers"];
  status: MatchState["status"];
  origin: string;
  seatInfos: SeatInfo[];
  timeControl: MatchResource["timeControl"];
  createdAt: string;
  fairness: MatchResource["fairness"];
  urls: { seated: MatchResource["urls"]; other: MatchResource["urls"] };
}

function steadyParts(state: MatchState, origin: string): SteadyParts {
  return {
    meta: state.meta,
    seats: state.seats,
    seatOffers: state.seatOffers,
    status: state.status,
    origin,
    seatInfos: seatInfos(state),
    timeControl: { daysPerMove: state.meta.daysPerMove },
    createdAt: new Date(state.meta.createdAt).toISOString(),
    fairness: { commitment: state.meta.commitment ?? "", seed: isOver(state) ? state.meta.seed : null },
    urls: { seated: matchUrls(state, 0, origin), other: matchUrls(state, null, origin) },
  };
}

/** Are these steady parts still those of `state`? (States share meta and seats until they change.) */
function steadyFor(parts: SteadyParts | null, state: MatchState, origin: string): parts is SteadyParts {
  return parts !== null && parts.meta === state.meta && parts.seats === state.seats && parts.seatOffers === state.seatOffers && parts.status === state.status && parts.origin === origin && parts.fairness.commitment === (state.meta.commitment ?? "");
}

export function buildResource(state: MatchState, you: Seat | null, origin: string, steady: SteadyParts = steadyParts(state, origin)): MatchResource {
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
    rated: state.meta.rated === true,
    timeControl: steady.timeControl,
    seats: steady.seatInfos,
    you,
    seq: state.seq,
    actors: visibleActorsOf(state, you),
    view: state.game === null ? null : game.view(state.game, you),
    outcome: outcome ? { winners: outcome.winners, draw: outcome.draw, reason: outcome.reason } : null,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    drawOffer: state.drawOffers,
    createdAt: steady.createdAt,
    updatedAt: new Date(state.updatedAt).toISOString(),
    urls: you === null ? steady.urls.other : steady.urls.seated,
    fairness: steady.fairness,
  };
  if (you !== null && actors.includes(you) && isPlaying(state, you)) resource.legal = game.legalMoves(state.game, you);
  const forYou = you === null ? [] : notesFor(state, you);
  if (forYou.length) resource.forYou = forYou;
  if (state.rematch) {
    resource.rematch = {
      id: state.rematch.id,
      url: you !== null ? `${origin}/m/${state.rematch.id}?invite=${encodeURIComponent(state.rematch.invite)}` : `${origin}/m/${state.rematch.id}`,
    };
  }
  if (isOver(state)) {
    // The seed was the server's secret while it mattered; now anyone may check every shuffle.
    resource.seed = state.meta.seed;
  }
  return resource;
}

/**
 * What was built for each seat at one seq: the resource and its socket message, each built once.
 * Views and legal lists can be large (a Conspirateurs position may have tens of thousands of leap
 * chains), and a move is followed by the mover's answer plus one push per socket.
 */
export class BuiltCache {
  /** The position (versionOf: seq and sealed decisions) the entries were built at. */
  version = "";
  bySeat = new Map<string, MatchResource>();
  text = new Map<string, string>();
  /** Kept across seqs while the meta, seats and status stay the same objects (every move). */
  private steady: SteadyParts | null = null;

  resource(state: MatchState, you: Seat | null, origin: string): MatchResource {
    if (this.version !== versionOf(state)) this.forget(versionOf(state));
    const key = you === null ? "s" : String(you);
    let body = this.bySeat.get(key);
    if (!body) {
      if (!steadyFor(this.steady, state, origin)) this.steady = steadyParts(state, origin);
      body = buildResource(state, you, origin, this.steady);
      this.bySeat.set(key, body);
    }
    return body;
  }

  /** The socket message of one seat at the current seq (its whole resource, named by its ETag), serialised once. */
  message(state: MatchState, you: Seat | null, origin: string, etag = etagOf(state, you)): string {
    const body = this.resource(state, you, origin);
    const key = you === null ? "s" : String(you);
    let text = this.text.get(key);
    if (text === undefined) {
      text = JSON.stringify({ type: "match", match: body, etag } satisfies ServerMessage);
      this.text.set(key, text);
    }
    return text;
  }

  /** Forgets everything built (tests that swap the state in memory call this). */
  forget(version = ""): void {
    if (version === "") this.steady = null;
    this.version = version;
    this.bySeat = new Map();
    this.text = new Map();
  }
}

/**
 * One viewer's log line of an event: its text, or its text and `seat: null` when this viewer may
 * not learn whose event it was (a decision of a seat it could not know was deciding, SP-5).
 */
export type ViewerLine = string | { text: string; seat: null };

/** A stored line as its viewer reads it: the text, and the event's seat unless hidden from them. */
export function readLine(line: ViewerLine | undefined, seat: Seat | null): { text: string; seat: Seat | null } {
  if (line === undefined) return { text: "", seat };
  return typeof line === "string" ? { text: line, seat } : { text: line.text, seat: null };
}

/**
 * May `viewer` learn that `seat` took a decision in `before`? Only if they could know that `seat`
 * was deciding (visibleActorsOf): everyone in a game of turns, only the seat itself in Sleep.
 */
export function moverShownTo(before: MatchState, seat: Seat, viewer: Seat | null): boolean {
  return viewer === seat || visibleActorsOf(before, viewer).includes(seat);
}

/** The log line of one event for every viewer: index = seat, last index = spectators. */
export function describeEvent(before: MatchState | null, event: MatchEvent, after: MatchState): ViewerLine[] {
  const game = gameOf(after);
  const viewers: (Seat | null)[] = [...after.seats.map((_, i) => i), null];
  const label = (seat: Seat) => game.seatName(seat, after.meta.players);
  const who = (seat: Seat) => seatWho(after, seat);
  const same = (text: string) => viewers.map(() => text);
  const byComputer = (seat: Seat) => after.seats[seat]?.kind === "bot";
  /** "The computer (normal)", and which seat it plays when there are more than two. */
  const computerWho = (seat: Seat) => `The computer (${after.seats[seat]?.level ?? "normal"})` + (after.meta.players > 2 ? ` playing ${label(seat)}` : "");
  const shown = (seat: Seat, v: Seat | null) => before !== null && moverShownTo(before, seat, v);
  switch (event.kind) {
    case "created":
      return same(
        `${event.name} created the match and sat as ${label(event.seat)}` +
          (event.bots ?? []).map((b) => `; the computer (${b.level}) plays ${label(b.seat)}`).join("") +
          (after.status === "active" ? "; the match begins" : ""),
      );
    case "bot-seat":
      return same(`The computer (${event.level}) takes ${label(event.seat)}` + (after.status === "active" ? "; the match begins" : ""));
    case "joined":
      return same(`${event.name} joined as ${label(event.seat)}` + (after.status === "active" ? "; the match begins" : ""));
    case "move":
      return viewers.map((v) => {
        const text = namedText(after, game.describe(before!.game, event.seat, event.move, after.game, v));
        return shown(event.seat, v) ? text : { text, seat: null };
      });
    case "timeout":
      // Public whoever decides: the seat is lost or handed to the computer, which everyone sees.
      if (event.move === null) return same(`${who(event.seat)} ran out of time and loses`);
      return viewers.map((v) => namedText(after, `${label(event.seat)} ran out of time; the computer played: ` + game.describe(before!.game, event.seat, event.move, after.game, v)));
    case "resign":
      return same(`${who(event.seat)} resigned` + (after.status === "active" ? " — the computer plays their seat from now on" : ""));
    case "draw-offer":
      // The computer never offers: its offer is its answer to a person's (bots.ts).
      if (byComputer(event.seat)) return same(`${computerWho(event.seat)} accepted the draw`);
      return same(after.status === "finished" ? `${who(event.seat)} accepted the draw` : `${who(event.seat)} offered a draw`);
    case "draw-decline":
      return same(`${byComputer(event.seat) ? computerWho(event.seat) : who(event.seat)} declined the draw`);
    case "abort":
      return same(`${who(event.seat)} cancelled the match`);
    case "rematch":
      return same(`${who(event.seat)} asked for a rematch`);
    case "sealed":
      return same(""); // never logged: a sealed decision has no line (SP-5)
    case "seat-offer":
      return same(`${who(event.by)} offers ${label(event.seat)}, which the computer plays, to a newcomer`);
    case "seat-taken":
      return same(`${event.name} took over ${label(event.seat)} from the computer`);
    case "vacation":
      return same(`${who(event.seat)} is on vacation until ${new Date(event.until).toUTCString().slice(0, 22)} UTC; their clock is stopped`);
  }
}
