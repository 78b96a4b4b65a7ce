/**
 * The computer opponent's contract (DESIGN.md "Computer opponents"). A bot decides from what its
 * seat may see: the seat's `view` and its `legalMoves`, never the full state. Each game supplies
 * a `GameKnowledge`: how to sample a full state consistent with a view (determinization), how to
 * judge a position the search stops at, and (Conspirateurs) how to prune a huge move list.
 */
import type { Game, Seat } from "../engine/game";
import type { Rng } from "../engine/rng";
import { BOT_LEVELS, type BotLevel } from "../shared/settings";

export type Level = BotLevel;
export const LEVELS: readonly Level[] = BOT_LEVELS;

/** How much search a decision may spend: a count, never a clock, so decisions replay exactly. */
export interface Budget {
  /** Search iterations (one determinization, one descent, one playout each). */
  iterations: number;
  /** Random moves played after the tree before the position is judged. */
  playoutDepth: number;
  /**
   * Root moves searched at most: when there are more, the ones whose immediate result the game's
   * judgement likes best in the first sample (Sleepers' recruits: agent × empty hex). Default all.
   */
  width?: number;
  /** Tree levels at most below the root (default unbounded): bounds the legal-move lists computed per iteration. */
  depth?: number;
}

/**
 * Everything a bot may use. There is deliberately no `state` here: the only way to reach the
 * hidden part of a position is to sample it from the view.
 */
export interface DecideInput<V = unknown, M = unknown> {
  game: Game<any, M, V>;
  view: V;
  /** `legalMoves(state, seat)` as the room computed it for this seat. */
  legal: readonly M[];
  seat: Seat;
  level: Level;
  /** The bot's own generator (fed from the match seed); advanced by the decision. */
  rng: Rng;
  /** Overrides the level's budget (tests, benchmarks). */
  budget?: Budget;
}

export interface GameKnowledge<S = any, V = any, M = any> {
  /** The number of seats, read from a view. */
  players(view: V): number;
  /**
   * A full state whose `view(state, seat)` deep-equals `view` and whose `legalMoves(state, seat)`
   * are `legal`: the hidden part (other hands, face-down pieces, deck order, the generator) drawn
   * from `rng`. `legal` helps where a view leaves a public detail implicit (Sub Rosa's earlier
   * picks of an ability in progress).
   */
  sample(view: V, seat: Seat, legal: readonly M[], rng: Rng): S;
  /** How good `state` looks for each seat, each in [0, 1] (a finished match uses its outcome). */
  evaluate(state: S, players: number): number[];
  /** The moves worth searching among `moves` (all of them when absent). */
  prune?(state: S, seat: Seat, moves: readonly M[]): M[];
  /**
   * How `observer` sees `actor`'s `move` (a key; `actor` may be the observer): moves of another
   * seat that the observer cannot tell apart (Sub Rosa's face-down plays at one location) share a
   * key, and a seat's own moves all have different keys. A game that supplies it is searched with
   * a tree per seat (multiObserver.ts), so no seat's decisions in the search depend on what it
   * could not see; without it, the single shared tree of search.ts.
   */
  observedMove?(move: M, actor: Seat, observer: Seat): string;
  /**
   * What `observer` learns of the hidden part when `before` becomes `after` (a key, "" when
   * nothing): the multi-observer search files what follows in that seat's tree under it, so a
   * move that reveals or looks is worth what knowing lets the observer do next. Default: nothing
   * is ever learned.
   */
  learned?(before: S, after: S, observer: Seat): string;
  /** Nothing is hidden (Conspirateurs): a tree node's moves are the same in every sample, so the search keeps them. */
  perfectInformation?: boolean;
  /** Budgets per search level, chosen so normal stays ≤ 50 ms and strong ≤ 300 ms (bench/strength.mjs). */
  budgets: { normal: Budget; strong: Budget };
}
