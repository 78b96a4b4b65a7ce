/**
 * The match as a pure fold of its events. `step` both validates an event against the current
 * state and produces the next one, so the room writes exactly the events that `step` accepted
 * and replaying the log can never disagree with what was announced.
 */
import { err, isOk, ok, type Game, type Outcome, type Result, type Seat } from "../engine/game";
import { getGame } from "../engine/registry";
import { isLevel, type Level } from "../bot";
import type { MatchStatus, Visibility } from "../shared/api";
import { seatWho as seatWhoText, withNames } from "../shared/text";
import { offerSeat, takeSeat, withLeaver } from "./seats";

export const DAY_MS = 86_400_000;

export interface MatchMeta {
  id: string;
  game: string;
  players: number;
  options: Record<string, boolean | string | number>;
  visibility: Visibility;
  daysPerMove: number | null;
  /** Secret until the match ends: the seed of every shuffle. */
  seed: string;
  /** The SHA-256 of the seed (lowercase hex), public from creation (rooms made before it: computed on wake). */
  commitment?: string;
  /** Secret shown only to seated players (and to everyone for public matches). */
  invite: string;
  createdBy: string;
  createdAt: number;
  rematchOf: string | null;
  /** A rematch keeps its players: seat i is kept for this person (null: anyone with the invite). */
  reserved?: ({ userId: string; name: string } | null)[];
  /** The tournament this match is part of: its result is reported there (src/match/tournamentReport.ts). */
  tournament?: string;
  /** Does the match count for ratings (src/match/results.ts)? Absent in matches made before ratings: no. */
  rated?: boolean;
}

export interface SeatState {
  userId: string | null;
  name: string | null;
  kind: "human" | "bot" | "free";
  resigned: boolean;
  /** A computer's seat from the start (or given to it while the match waited): how strongly it plays. */
  level?: Level;
  /** A person took the seat over from the computer (seats.ts): at which event, and when. */
  takenOver?: { seq: number; at: number };
  /** A guest sat down here: no profile to link to (a guest who signs in later keeps the flag). */
  guest?: true;
}

/** The seat of a person who sits down: a guest's says so (SeatState.guest). */
export function personSeat(event: { userId: string; name: string; guest?: true }): SeatState {
  return { userId: event.userId, name: event.name, kind: "human", resigned: false, ...(event.guest ? { guest: true as const } : {}) };
}

/** A seat taken by the computer at `level`. */
export function botSeat(level: Level): SeatState {
  return { userId: null, name: `Computer (${level})`, kind: "bot", resigned: false, level };
}

export interface MatchState {
  meta: MatchMeta;
  seats: SeatState[];
  status: MatchStatus;
  game: unknown;
  /** Outcome decided outside the rules: resignation, agreed draw, timeout, abort. */
  settled: Outcome | null;
  drawOffers: Seat[];
  /** Seats whose player left, offered to a newcomer: seat → invite (seats.ts). Absent in older snapshots. */
  seatOffers?: Record<string, string>;
  /** Every person who left a seat before the end (resigned or ran out of time), in order (seats.ts). Absent in older snapshots. */
  leavers?: Leaver[];
  /** When each seat's pending decision began, for deadlines. */
  decisionSince: Record<string, number>;
  rematch: { id: string; invite: string } | null;
  /** Vacation periods per seat [from, until] (ms): a seat's clock stops while they last. */
  vacations: Record<string, [number, number][]>;
  /** The seats that have made a decision (a move, or the computer's for them); all of them, or the match is an abort for ratings. */
  decided?: Seat[];
  /**
   * Decisions sealed since the last public event (SP-5, sealedOf): applied to `game`, kept out of
   * the public log and of `seq`, `updatedAt` and the draw offers until the event that reveals them.
   */
  sealed?: SealedDecision[];
  /** The public position: the number of events in the log (sealed decisions do not count). */
  seq: number;
  updatedAt: number;
}

/** A decision kept by the room but hidden from everyone else until its phase's reveal (SP-5). */
export interface SealedDecision {
  seat: Seat;
  move: unknown;
}

/**
 * Every event after "created" may carry the decisions sealed before it (`sealed`, in the order they
 * came): the event that reveals them (the move that ends the phase, a timeout, an event that ends
 * the match) holds them, so that the public log alone replays to the same state.
 */
type Revealing = { sealed?: SealedDecision[] };

/** A person who left a seat before the end: the reliability count of their profile (src/db/reliability.ts). */
export interface Leaver {
  seat: Seat;
  userId: string;
  reason: "resigned" | "timeout";
  seq: number;
  at: number;
}

export type MatchEvent =
  | { kind: "created"; meta: MatchMeta; seat: Seat; userId: string; name: string; guest?: true; bots?: { seat: Seat; level: Level }[] }
  /** A seated player gave a free seat to the computer while the match waited for players. */
  | ({ kind: "bot-seat"; seat: Seat; level: Level } & Revealing)
  | ({ kind: "joined"; seat: Seat; userId: string; name: string; guest?: true } & Revealing)
  | ({ kind: "move"; seat: Seat; move: unknown } & Revealing)
  /**
   * A move the game keeps hidden until its phase's reveal (Game.seals, SP-5): kept in the room's
   * sealed table, never in the public log, and refused by `step` unless it leaves the phase waiting.
   * The room writes a move this way when it can (`stepLive`); a logged "move" is always public.
   */
  | { kind: "sealed"; seat: Seat; move: unknown }
  /**
   * A deadline passed: `move` is the computer's move (3–4 players; bots.ts), null when the seat loses (2
   * players). `leaves`: the seat's player is out from then on and the computer plays the seat (as
   * after a resignation); timeouts logged before this field existed let the bot make one decision.
   */
  | ({ kind: "timeout"; seat: Seat; move: unknown | null; leaves?: boolean } & Revealing)
  | ({ kind: "resign"; seat: Seat } & Revealing)
  | ({ kind: "draw-offer"; seat: Seat } & Revealing)
  | ({ kind: "draw-decline"; seat: Seat } & Revealing)
  | ({ kind: "abort"; seat: Seat } & Revealing)
  | ({ kind: "rematch"; seat: Seat; id: string; invite: string } & Revealing)
  /** The seat's player is away from `from` to `until`: their clocks stop meanwhile. */
  | ({ kind: "vacation"; seat: Seat; from: number; until: number } & Revealing)
  /** A player (`by`) offers the seat the computer plays for a leaver to a newcomer with this invite (seats.ts). */
  | ({ kind: "seat-offer"; seat: Seat; by: Seat; invite: string } & Revealing)
  /** A newcomer takes the offered seat over from the computer and plays it from then on. */
  | ({ kind: "seat-taken"; seat: Seat; userId: string; name: string; guest?: true } & Revealing);

export type EventKind = MatchEvent["kind"];

export function gameOf(state: MatchState): Game {
  const game = getGame(state.meta.game);
  if (!game) throw new Error(`match ${state.meta.id} plays unknown game ${state.meta.game}`);
  return game;
}

/** The outcome from the rules, or from a resignation, agreed draw or timeout. */
export function outcomeOf(state: MatchState): Outcome | null {
  if (state.settled) return state.settled;
  if (state.status !== "active" && state.status !== "finished") return null;
  const o = gameOf(state).outcome(state.game);
  return o && { ...o, reason: namedText(state, o.reason) };
}

export function actorsOf(state: MatchState): Seat[] {
  if (state.status !== "active") return [];
  return gameOf(state).actors(state.game);
}

/** A game's own text ("Player 3 slept best") with its numbered seats named by their players. */
export function namedText(state: MatchState, text: string): string {
  return withNames(text, state.seats.map((s, i) => ({ label: seatLabel(state, i), name: s.name })));
}

function seatLabel(state: MatchState, seat: Seat): string {
  return gameOf(state).seatName(seat, state.meta.players);
}

/** "Bob (White)": who plays the seat, when known, and the seat (src/shared/text.ts). */
export function seatWho(state: MatchState, seat: Seat): string {
  return seatWhoText(seatLabel(state, seat), state.seats[seat]?.name);
}

/**
 * Does a person still play this seat? Not a free seat, and not one whose player resigned or ran
 * out of time in a 3–4 player match (the computer plays it then). Every rule about who still
 * plays (draws, notices, reminders, what a viewer sees: resource.ts `seatOf`) asks this.
 */
export function isPlaying(state: MatchState, seat: Seat): boolean {
  const s = state.seats[seat];
  return !!s && s.kind === "human" && !s.resigned;
}

/** The seats people still play (not free, not resigned). */
export function liveSeats(state: MatchState): Seat[] {
  return state.seats.flatMap((_, i) => (isPlaying(state, i) ? [i] : []));
}

/**
 * The seats a draw needs the agreement of: every person still playing, and the computer's own seats,
 * each answering by its own judgement (bots.ts): a person's offer is accepted only when all of them
 * accept. A seat whose player left is not a party, as before the computer answered offers, so that
 * every stored log replays to the state it had (such a match was drawn by the people still playing).
 */
export function drawParties(state: MatchState): Seat[] {
  return state.seats.flatMap((s, i) => (isPlaying(state, i) || (s.kind === "bot" && !s.resigned) ? [i] : []));
}

/** The seats still in the match: people still playing and the computer's own seats (not those whose player left). */
function stayingSeats(state: MatchState): Seat[] {
  return state.seats.flatMap((s, i) => (s.kind !== "free" && !s.resigned ? [i] : []));
}

/**
 * The seat's player leaves (resigned, or out of time with 3–4 players): the computer plays the
 * seat. With two players, when a single seat is left in, or when no person is left (only the
 * computer's seats), the match ends and the seats still in win, unless the rules have just ended it.
 */
function leaveSeat(state: MatchState, seat: Seat, reason: string): MatchState {
  const seats = state.seats.map((s, i) => (i === seat ? { ...s, resigned: true, kind: "bot" as const } : s));
  const left: MatchState = { ...state, seats, drawOffers: [] };
  const staying = stayingSeats(left);
  if ((state.meta.players === 2 || staying.length <= 1 || liveSeats(left).length === 0) && !gameOf(state).outcome(state.game)) {
    return { ...left, status: "finished", settled: { winners: staying, draw: false, reason } };
  }
  return left;
}

/**
 * When each deciding seat's decision began. A seat deciding before and after keeps its start (the
 * sub-steps of its own turn: a leap chain, an activation), unless the game says its decision is a
 * new one (Game.sameDecision: the last to submit in a Sleep phase, deciding again in the next
 * phase, gets a new deadline and a new turn notice).
 */
function trackDecisions(prev: MatchState, next: MatchState, at: number): MatchState {
  const before = new Set(actorsOf(prev));
  const game = gameOf(next);
  const goesOn = (seat: Seat) => prev.status !== "active" || !game.sameDecision || game.sameDecision(prev.game, next.game, seat);
  const decisionSince: Record<string, number> = {};
  for (const seat of actorsOf(next)) {
    const key = String(seat);
    // A person who takes a seat over from the computer starts its decision afresh (seats.ts).
    const newcomer = next.seats[seat]?.takenOver?.seq === prev.seq + 1 && prev.seats[seat]?.kind === "bot";
    const kept = before.has(seat) && prev.decisionSince[key] !== undefined && goesOn(seat) && !newcomer;
    decisionSince[key] = kept ? prev.decisionSince[key]! : at;
  }
  return { ...next, decisionSince };
}

function finishIfOver(state: MatchState): MatchState {
  if (state.status === "active" && outcomeOf(state)) return { ...state, status: "finished", drawOffers: [] };
  return state;
}

export function step(state: MatchState | null, event: MatchEvent, at: number): Result<MatchState> {
  if (event.kind === "created") {
    if (state) return err("this match already exists");
    const game = getGame(event.meta.game);
    if (!game) return err(`unknown game "${event.meta.game}"`);
    const seats: SeatState[] = Array.from({ length: event.meta.players }, () => ({
      userId: null,
      name: null,
      kind: "free",
      resigned: false,
    }));
    seats[event.seat] = personSeat(event);
    for (const bot of event.bots ?? []) {
      if (seats[bot.seat]?.kind !== "free") return err(`seat ${bot.seat} cannot be given to the computer: it is taken or does not exist`);
      if (!isLevel(bot.level)) return err(`"${bot.level}" is not a level of the computer (easy, normal or strong)`);
      seats[bot.seat] = botSeat(bot.level);
    }
    const created: MatchState = {
      meta: event.meta,
      seats,
      status: "open",
      game: null,
      settled: null,
      drawOffers: [],
      decisionSince: {},
      rematch: null,
      vacations: {},
      seq: 1,
      updatedAt: at,
    };
    return ok(startIfFull(created, at));
  }
  if (!state) return err("this match does not exist");
  if (event.kind === "sealed") return stepSealed(state, event, at);
  const opened = event.sealed ? openSealed(state, event.sealed, at) : ok(state);
  if (!isOk(opened)) return opened;
  const base = opened.ok;
  const next = stepExisting(base, event, at);
  if (!isOk(next)) return next;
  const after = { ...trackDecisions(base, finishIfOver(withLeaver(base, next.ok, event, at)), at), seq: state.seq + 1, updatedAt: at };
  // What touches the game, or ends the match, reveals the sealed decisions (the room writes them into it).
  if (event.kind === "move" || event.kind === "timeout" || after.status !== "active") delete after.sealed;
  return ok(after);
}

/** A sealed decision: applied to the game, while nothing public moves (seq, updatedAt, the draw offers a move would clear). */
function stepSealed(state: MatchState, event: Extract<MatchEvent, { kind: "sealed" }>, at: number): Result<MatchState> {
  const next = stepExisting(state, { kind: "move", seat: event.seat, move: event.move }, at);
  if (!isOk(next)) return next;
  if (!gameOf(state).seals?.(state.game, next.ok.game, event.seat)) return err(`the decision of seat ${event.seat} does not leave its phase waiting: it cannot be sealed`);
  const sealed = [...sealedOf(state), { seat: event.seat, move: event.move }];
  return ok({ ...trackDecisions(state, next.ok, at), drawOffers: state.drawOffers, sealed, seq: state.seq, updatedAt: state.updatedAt });
}

/**
 * A move made now, as the room writes it: sealed when the game keeps it hidden until its phase's
 * reveal (SP-5), else as it came (then the room adds the sealed decisions it reveals, store's rowOf).
 */
export function stepLive(state: MatchState | null, event: MatchEvent, at: number): { event: MatchEvent; next: Result<MatchState> } {
  if (event.kind === "move" && state?.status === "active" && gameOf(state).seals) {
    const sealed: MatchEvent = { kind: "sealed", seat: event.seat, move: event.move };
    const next = step(state, sealed, at);
    if (isOk(next)) return { event: sealed, next };
  }
  return { event, next: step(state, event, at) };
}

/** The decisions sealed since the last public event (SP-5). */
export function sealedOf(state: MatchState): SealedDecision[] {
  return state.sealed ?? [];
}

/** The seats whose own sealed decision `state` holds, and how many each. */
export function sealedCount(state: MatchState, seat: Seat): number {
  return sealedOf(state).filter((d) => d.seat === seat).length;
}

/**
 * The state with the sealed decisions an event carries applied: those the state already holds (the
 * live room) are skipped, the rest (replaying the public log) applied in order, each sealing.
 */
function openSealed(state: MatchState, sealed: SealedDecision[], at: number): Result<MatchState> {
  const held = sealedOf(state);
  if (held.length > sealed.length || held.some((d, i) => JSON.stringify(d) !== JSON.stringify(sealed[i]))) return err("the sealed decisions of this event are not those the match holds");
  let s = state;
  for (const d of sealed.slice(held.length)) {
    const next = step(s, { kind: "sealed", seat: d.seat, move: d.move }, at);
    if (!isOk(next)) return next;
    s = next.ok;
  }
  return ok(s);
}

function startIfFull(state: MatchState, at: number): MatchState {
  if (state.seats.some((s) => s.kind === "free")) return state;
  const game = gameOf(state);
  const started: MatchState = { ...state, status: "active", game: game.setup(state.meta.players, state.meta.options, state.meta.seed) };
  return trackDecisions(state, finishIfOver(started), at);
}

function stepExisting(state: MatchState, event: Exclude<MatchEvent, { kind: "created" | "sealed" }>, at: number): Result<MatchState> {
  const seat = event.seat;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.meta.players) return err(`there is no seat ${seat} in this match`);
  switch (event.kind) {
    case "joined": {
      if (state.status !== "open") return err("this match has already started: every seat is taken");
      if (state.seats[seat]?.kind !== "free") return err(`seat ${seatLabel(state, seat)} is already taken`);
      if (state.seats.some((s) => s.userId === event.userId)) return err("you already have a seat in this match");
      const seats = state.seats.map((s, i) => (i === seat ? personSeat(event) : s));
      return ok(startIfFull({ ...state, seats }, at));
    }
    case "bot-seat": {
      if (state.status !== "open") return err("this match has already started: every seat is taken");
      if (state.seats[seat]?.kind !== "free") return err(`seat ${seatLabel(state, seat)} is already taken`);
      if (!isLevel(event.level)) return err(`"${event.level}" is not a level of the computer (easy, normal or strong)`);
      return ok(startIfFull({ ...state, seats: state.seats.map((s, i) => (i === seat ? botSeat(event.level) : s)) }, at));
    }
    case "move":
    case "timeout": {
      if (state.status !== "active") return err(state.status === "open" ? "the match has not started yet: seats are still free" : "the match is over");
      const game = gameOf(state);
      if (event.kind === "timeout" && event.move === null) {
        if (!game.actors(state.game).includes(seat)) return err(`it is not ${seatLabel(state, seat)}'s decision now`);
        const others = stayingSeats(state).filter((s) => s !== seat);
        return ok({
          ...state,
          status: "finished",
          settled: { winners: others, draw: false, reason: `${seatWho(state, seat)} ran out of time` },
          drawOffers: [],
        });
      }
      // The engine's one processing step (defineGame) checks the actor and the move's shape.
      const applied = game.apply(state.game, seat, event.move);
      if (!isOk(applied)) return applied;
      const decided = state.decided?.includes(seat) ? state.decided : [...(state.decided ?? []), seat];
      const moved: MatchState = { ...state, game: applied.ok, drawOffers: [], decided };
      if (event.kind === "timeout" && event.leaves && isPlaying(state, seat)) return ok(leaveSeat(moved, seat, `${seatWho(state, seat)} ran out of time`));
      return ok(moved);
    }
    case "resign": {
      if (state.status !== "active") return err("only a match in progress can be resigned");
      if (!isPlaying(state, seat)) return err("this seat has already resigned");
      // With two players the other wins; with more, the seat is played by the normal bot (DESIGN:
      // "Computer opponents") until a single person is left, who then wins.
      return ok(leaveSeat(state, seat, `${seatWho(state, seat)} resigned`));
    }
    case "draw-offer": {
      if (state.status !== "active") return err("a draw can only be offered in a match in progress");
      if (state.drawOffers.includes(seat)) return err("you have already offered a draw");
      const drawOffers = [...state.drawOffers, seat];
      if (drawParties(state).every((s) => drawOffers.includes(s))) {
        return ok({ ...state, drawOffers: [], status: "finished", settled: { winners: [], draw: true, reason: "drawn by agreement" } });
      }
      return ok({ ...state, drawOffers });
    }
    case "draw-decline": {
      if (state.drawOffers.length === 0) return err("there is no draw offer to decline");
      return ok({ ...state, drawOffers: [] });
    }
    case "abort": {
      if (state.status !== "open") return err("only a match still waiting for players can be cancelled");
      return ok({ ...state, status: "aborted" });
    }
    case "vacation": {
      if (state.status === "finished" || state.status === "aborted") return err("the match is over");
      if (!(event.until >= event.from)) return err("a vacation cannot end before it starts");
      const key = String(seat);
      // A new announcement cuts earlier periods short at its start (until === from ends a vacation early).
      const kept = (state.vacations[key] ?? []).flatMap(([from, until]): [number, number][] =>
        from >= event.from ? [] : [[from, Math.min(until, event.from)]],
      );
      const periods: [number, number][] = event.until > event.from ? [...kept, [event.from, event.until]] : kept;
      return ok({ ...state, vacations: { ...state.vacations, [key]: periods } });
    }
    case "rematch": {
      if (state.status !== "finished") return err("a rematch can be asked for once the match is over");
      if (state.rematch) return err("a rematch has already been set up");
      return ok({ ...state, rematch: { id: event.id, invite: event.invite } });
    }
    case "seat-offer":
      return offerSeat(state, event);
    case "seat-taken":
      return takeSeat(state, event, at);
  }
}

/** A position and its sealed decisions: what a viewer's cached resource and the delivered index are keyed by. */
export function versionOf(state: MatchState): string {
  return `${state.seq}.${sealedOf(state).length}`;
}

/** Replays a whole log; used by the room on wake and by tests. */
export function replay(events: { event: MatchEvent; at: number }[], from: MatchState | null = null): MatchState | null {
  let state = from;
  for (const { event, at } of events) {
    const next = step(state, event, at);
    if (!isOk(next)) throw new Error(`log does not replay at seq ${(state?.seq ?? 0) + 1}: ${next.error}`);
    state = next.ok;
  }
  return state;
}
