/**
 * The computer in the room: which seats it plays, and its moves. A bot seat decides with
 * `decide` (src/bot) from its seat's view and legal moves only, never the state, with a generator
 * seeded by the match seed, the seq and the seat, so the same position gives the same decision.
 * Its move is then an ordinary event: replay applies the stored move and never runs a bot again.
 */
import { decide, knowledgeOf, type Level } from "../bot";
import type { Seat } from "../engine/game";
import { Rng, seedRng } from "../engine/rng";
import { actorsOf, gameOf, type MatchEvent, type MatchState } from "./fold";

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

/** The computer's next event: a move for the first deciding seat it plays (null: none is deciding). */
export function nextBotEvent(state: MatchState): MatchEvent | null {
  const seat = botActors(state)[0];
  if (seat === undefined) return null;
  const move = botMove(state, seat, levelOf(state, seat)!, "bot");
  return move === null ? null : { kind: "move", seat, move };
}

/** The timeout of a late seat: with two players it loses (no move); with more the normal bot decides and plays the seat from then on. */
export function timeoutEvent(state: MatchState, seat: Seat): MatchEvent {
  const move = state.meta.players > 2 ? botMove(state, seat, levelOf(state, seat) ?? "normal", "timeout") : null;
  // `leaves`: from now on the computer plays the seat (older logs, without it, replay as written).
  return { kind: "timeout", seat, move, ...(move === null ? {} : { leaves: true }) };
}
