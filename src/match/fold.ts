/**
 * The match as a pure fold of its events. `step` both validates an event against the current
 * state and produces the next one, so the room writes exactly the events that `step` accepted
 * and replaying the log can never disagree with what was announced.
 */
import { err, isOk, ok, type Result, type Seat } from "../engine/game";
import { getGame } from "../engine/registry";
import { BOT_LEVELS_TEXT, isBotLevel as isLevel } from "../shared/settings";
import { offerSeat, takeSeat, withLeaver } from "./seats";
import { actorsOf, botSeat, gameOf, isPlaying, playingSeats, outcomeOf, personSeat, seatLabel, sealedOf, seatWhoMsg, seatsStillIn, type MatchEvent, type MatchState, type SealedDecision, type SeatState } from "./state";
import { isOver } from "../shared/status";
import { msg, type Text } from "../shared/i18n";

/**
 * The seat's player leaves (resigned, or out of time with 3–4 players): the computer plays the
 * seat. With two players, when a single seat is left in, or when no person is left (only the
 * computer's seats), the match ends and the seats still in win, unless the rules have just ended it.
 */
function leaveSeat(state: MatchState, seat: Seat, reason: Text): MatchState {
  const seats = state.seats.map((s, i) => (i === seat ? { ...s, resigned: true, kind: "bot" as const } : s));
  const left: MatchState = { ...state, seats, drawOffers: [] };
  const staying = seatsStillIn(left);
  if ((state.meta.players === 2 || staying.length <= 1 || playingSeats(left).length === 0) && !gameOf(state).outcome(state.game)) {
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
      if (!isLevel(bot.level)) return err(`"${bot.level}" is not a level of the computer (${BOT_LEVELS_TEXT})`);
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
      if (!isLevel(event.level)) return err(`"${event.level}" is not a level of the computer (${BOT_LEVELS_TEXT})`);
      return ok(startIfFull({ ...state, seats: state.seats.map((s, i) => (i === seat ? botSeat(event.level) : s)) }, at));
    }
    case "move":
    case "timeout": {
      if (state.status !== "active") return err(state.status === "open" ? "the match has not started yet: seats are still free" : "the match is over");
      const game = gameOf(state);
      if (event.kind === "timeout" && event.move === null) {
        if (!game.actors(state.game).includes(seat)) return err(`it is not ${seatLabel(state, seat)}'s decision now`);
        const others = seatsStillIn(state).filter((s) => s !== seat);
        return ok({
          ...state,
          status: "finished",
          settled: { winners: others, draw: false, reason: msg("outcomeTimeout", { who: seatWhoMsg(state, seat) }) },
          drawOffers: [],
        });
      }
      // The engine's one processing step (defineGame) checks the actor and the move's shape.
      const applied = game.apply(state.game, seat, event.move);
      if (!isOk(applied)) return applied;
      const decided = state.decided?.includes(seat) ? state.decided : [...(state.decided ?? []), seat];
      const moved: MatchState = { ...state, game: applied.ok, drawOffers: [], decided };
      if (event.kind === "timeout" && event.leaves && isPlaying(state, seat)) return ok(leaveSeat(moved, seat, msg("outcomeTimeout", { who: seatWhoMsg(state, seat) })));
      return ok(moved);
    }
    case "resign": {
      if (state.status !== "active") return err("only a match in progress can be resigned");
      if (!isPlaying(state, seat)) return err("this seat has already resigned");
      // With two players the other wins; with more, the seat is played by the normal bot (DESIGN:
      // "Computer opponents") until a single person is left, who then wins.
      return ok(leaveSeat(state, seat, msg("outcomeResigned", { who: seatWhoMsg(state, seat) })));
    }
    case "draw-offer": {
      if (state.status !== "active") return err("a draw can only be offered in a match in progress");
      if (state.drawOffers.includes(seat)) return err("you have already offered a draw");
      const drawOffers = [...state.drawOffers, seat];
      if (seatsStillIn(state).every((s) => drawOffers.includes(s))) {
        return ok({ ...state, drawOffers: [], status: "finished", settled: { winners: [], draw: true, reason: msg("outcomeDrawAgreed") } });
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
      if (isOver(state)) return err("the match is over");
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
