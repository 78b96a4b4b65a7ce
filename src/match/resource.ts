/** Builds the match resource one viewer may see (who sees what: viewer.ts; the log lines: logLines.ts). */
import type { Seat } from "../engine/game";
import type { MatchResource, SeatInfo, ServerMessage } from "../shared/api";
import { isOver } from "../shared/status";
import { offeredSeats } from "./seats";
import { actorsOf, gameOf, isPlaying, outcomeOf, sealedCount, versionOf, type MatchState } from "./state";
import { deadlineOf, visibleActorsOf } from "./viewer";
import { msg, textIn, writtenIn } from "../shared/i18n";
import { isoAt } from "./logLines";
import type { Locale } from "../shared/locale";

const cacheKey = (you: Seat | null, locale: Locale) => `${you === null ? "s" : you}${locale === "en" ? "" : ` ${locale}`}`;

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

/** The computer's seats named in the reader's language ("Computer (normal)" is stored). */
function seatsIn(locale: Locale, state: MatchState, infos: SeatInfo[]): SeatInfo[] {
  if (locale === "en") return infos;
  return infos.map((info, seat) => {
    const s = state.seats[seat]!;
    return s.kind === "bot" && s.level ? { ...info, name: textIn(locale, msg("roomComputerName", { level: s.level })) } : info;
  });
}

export function matchUrls(state: MatchState, you: Seat | null, origin: string): MatchResource["urls"] {
  const match = `${origin}/m/${state.meta.id}`;
  const urls: MatchResource["urls"] = { match, embed: `${origin}/embed/${state.meta.id}` };
  const mayInvite = you !== null || (state.meta.visibility === "public" && state.status === "open");
  if (mayInvite && state.status === "open") urls.invite = `${match}?invite=${encodeURIComponent(state.meta.invite)}`;
  return urls;
}

/** The position and the viewer; a seat's own sealed decisions change its ETag alone (SP-5). */
export function etagOf(state: MatchState, you: Seat | null, locale: Locale = "en"): string {
  const sent = you === null ? 0 : sealedCount(state, you);
  return `"m${state.seq}-${you ?? "s"}${sent ? `-sent${sent}` : ""}${locale === "en" ? "" : `-${locale}`}"`;
}

/** SP-5: the seat's own sealed decision said as sent, and what the game tells it alone (Game.notesFor). */
export const SENT_NOTE = msg("roomSent");

function notesFor(state: MatchState, you: Seat, locale: Locale): string[] {
  if (state.status !== "active" || !isPlaying(state, you)) return [];
  return [...(sealedCount(state, you) ? [SENT_NOTE] : []), ...(gameOf(state).notesFor?.(state.game, you) ?? [])].map((note) => textIn(locale, note));
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

/** The game's view for `you`, its texts written in `locale`. */
const writtenView = (state: MatchState, you: Seat | null, locale: Locale): unknown => (state.game === null ? null : writtenIn(locale, gameOf(state).view(state.game, you)));

export function buildResource(state: MatchState, you: Seat | null, origin: string, steady: SteadyParts = steadyParts(state, origin), locale: Locale = "en", view = writtenView(state, you, locale)): MatchResource {
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
    seats: seatsIn(locale, state, steady.seatInfos),
    you,
    seq: state.seq,
    actors: visibleActorsOf(state, you),
    view,
    outcome: outcome ? { winners: outcome.winners, draw: outcome.draw, reason: textIn(locale, outcome.reason) } : null,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    drawOffer: state.drawOffers,
    createdAt: steady.createdAt,
    updatedAt: isoAt(state.updatedAt),
    urls: you === null ? steady.urls.other : steady.urls.seated,
    fairness: steady.fairness,
  };
  if (you !== null && actors.includes(you) && isPlaying(state, you)) resource.legal = game.legalMoves(state.game, you);
  const forYou = you === null ? [] : notesFor(state, you, locale);
  if (forYou.length) resource.forYou = forYou;
  if (state.rematch) {
    resource.rematch = {
      id: state.rematch.id,
      url: you !== null ? `${origin}/m/${state.rematch.id}?invite=${encodeURIComponent(state.rematch.invite)}` : `${origin}/m/${state.rematch.id}`,
    };
  }
  // The seed was the server's secret while it mattered; once over, anyone may check every shuffle (one decision: the fairness block's).
  if (steady.fairness.seed !== null) resource.seed = steady.fairness.seed;
  return resource;
}

/**
 * What was built for each seat and language at one seq: the resource and its socket message, each built once.
 * Views and legal lists can be large (a Conspirateurs position may have tens of thousands of leap
 * chains), and a move is followed by the mover's answer plus one push per socket.
 */
export class BuiltCache {
  /** The position (versionOf: seq and sealed decisions) the entries were built at. */
  version = "";
  bySeat = new Map<string, MatchResource>();
  text = new Map<string, string>();
  /** A game whose views are alike (Game.viewsAlike): its one view per language, shared by every viewer's resource. */
  private views = new Map<Locale, unknown>();
  /** Kept across seqs while the meta, seats and status stay the same objects (every move). */
  private steady: SteadyParts | null = null;

  resource(state: MatchState, you: Seat | null, origin: string, locale: Locale = "en"): MatchResource {
    if (this.version !== versionOf(state)) this.forget(versionOf(state));
    const key = cacheKey(you, locale);
    let body = this.bySeat.get(key);
    if (!body) {
      if (!steadyFor(this.steady, state, origin)) this.steady = steadyParts(state, origin);
      let view: unknown;
      if (gameOf(state).viewsAlike && state.game !== null) {
        view = this.views.get(locale);
        if (view === undefined) this.views.set(locale, (view = writtenView(state, null, locale)));
      }
      body = buildResource(state, you, origin, this.steady, locale, view);
      this.bySeat.set(key, body);
    }
    return body;
  }

  /** The socket message of one seat at the current seq (its whole resource, named by its ETag), serialised once. */
  message(state: MatchState, you: Seat | null, origin: string, locale: Locale = "en", etag = etagOf(state, you, locale)): string {
    const body = this.resource(state, you, origin, locale);
    const key = cacheKey(you, locale);
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
    this.views = new Map();
  }
}

