/**
 * The computer in the room: which seats it plays, and its moves. A bot seat decides with
 * `decide` (src/bot) from its seat's view and legal moves only, never the state, with a generator
 * seeded by the match seed, the seq and the seat, so the same position gives the same decision.
 * Its move is then an ordinary event: replay applies the stored move and never runs a bot again.
 * It answers a draw offer the same way (`judgeDraw`, seeded by `seed:draw:seq:seat`), as a person
 * does: an offer of its own to accept, a decline to refuse.
 */
import { decide, judgeDraw, knowledgeOf, type Level } from "../bot";
import type { Seat } from "../engine/game";
import { Rng, seedRng } from "../engine/rng";
import { actorsOf, seatsStillIn, gameOf, type MatchEvent, type MatchState } from "./state";

/** The level the computer plays a seat at: its own, or `normal` for a seat whose player left (null: not the computer's). */
export function levelOf(state: MatchState, seat: Seat): Level | null {
  const s = state.seats[seat];
  return s?.kind === "bot" ? (s.level ?? "normal") : null;
}

/** The deciding seats the computer plays. */
export function botActors(state: MatchState): Seat[] {
  return actorsOf(state).filter((s) => levelOf(state, s) !== null);
}

/**
 * The computer's move for `seat` at `level` (null: it has no legal move). "bot" plays a bot seat,
 * "timeout" makes a late seat's decision.
 */
export function botMove(state: MatchState, seat: Seat, level: Level, purpose: "bot" | "timeout"): unknown | null {
  const game = gameOf(state);
  const legal = game.legalMoves(state.game, seat);
  if (!legal.length) return null;
  const rng = new Rng(seedRng(`${state.meta.seed}:${purpose}:${state.seq}:${seat}`));
  // A game the bots do not know (a test game) is played at random.
  return decide({ game, view: game.view(state.game, seat), legal, seat, level: knowledgeOf(game.id) ? level : "easy", rng });
}

/** The parties to a draw (fold's seatsStillIn) that the computer plays and that owe an answer to the open offer. */
export function drawAnswerers(state: MatchState): Seat[] {
  if (state.status !== "active" || state.drawOffers.length === 0) return [];
  return seatsStillIn(state).filter((seat) => levelOf(state, seat) !== null && !state.drawOffers.includes(seat));
}

/** Has the computer something to do: a draw offer to answer, or a decision to make? */
export function computerDue(state: MatchState): boolean {
  return drawAnswerers(state).length > 0 || botActors(state).length > 0;
}

/** Does the computer at `seat` agree to the open draw offer? Judged from its view and legal moves only. */
export function botAcceptsDraw(state: MatchState, seat: Seat): boolean {
  const game = gameOf(state);
  const rng = new Rng(seedRng(`${state.meta.seed}:draw:${state.seq}:${seat}`));
  return judgeDraw({ game, view: game.view(state.game, seat), legal: game.legalMoves(state.game, seat), seat, rng }).accept;
}

/**
 * The computer's next event: first its answer to an open draw offer (before any move of its own,
 * which would clear the offer), then a move for the first deciding seat it plays (null: nothing to do).
 */
export function nextBotEvent(state: MatchState): MatchEvent | null {
  const answering = drawAnswerers(state)[0];
  if (answering !== undefined) return { kind: botAcceptsDraw(state, answering) ? "draw-offer" : "draw-decline", seat: answering };
  const seat = botActors(state)[0];
  if (seat === undefined) return null;
  const move = botMove(state, seat, levelOf(state, seat)!, "bot");
  return move === null ? null : { kind: "move", seat, move };
}

/** The timeout of a late seat: with two players it loses (no move); with more the normal bot decides and plays the seat from then on. */
export function timeoutEvent(state: MatchState, seat: Seat): MatchEvent {
  const move = state.meta.players > 2 ? botMove(state, seat, levelOf(state, seat) ?? "normal", "timeout") : null;
  // `leaves`: from now on the computer plays the seat (older logs, without it, replay as written: compat.ts).
  return { kind: "timeout", seat, move, ...(move === null ? {} : { leaves: true }) };
}
