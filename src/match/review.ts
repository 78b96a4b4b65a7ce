/**
 * The review after the end (DESIGN "Review after the end"): every position of a finished match
 * with nothing hidden, each seat's chance to win after every move, and the moves that changed
 * the chances most.
 *
 * Positions are a replay of the whole log through `step`, with nothing filtered: the start, then
 * every event that changed the game (a move, the computer's decision at a timeout, a reveal) or
 * ended the match (a resignation, a timeout, an agreed draw).
 *
 * The chances are judged once, after the end, by the room's alarm in slices (`slice`): each slice
 * replays from the nearest snapshot to where the last one stopped and judges positions until it
 * has spent SLICE_WORK playout moves, so no alarm runs long and requests are served between
 * slices. They are kept in the room's SQLite (`review_chances`, one row per position, and
 * `review_progress`, the last event judged); the review answers with what is there and says how
 * far the judging is (`progress`, `pending`). The chances of a position are judged by the strong
 * computer from the whole state (src/bot judgePosition), seeded by the match seed and the seq,
 * so they are the same every time they are computed.
 */
import { judgePosition, positionCost, shares } from "../bot";
import { isOk, type Seat } from "../engine/game";
import { faceUpView, positionText } from "../engine/positions";
import { Rng, seedRng } from "../engine/rng";
import type { MatchReview, ReviewMoment, ReviewPosition } from "../shared/api";
import { fail, refusalIfHidden, type Reply } from "./access";
import { step } from "./fold";
import { readLine } from "./logLines";
import { ownLinesFrom } from "./seats";
import type { EventStore } from "./store";
import { gameOf, outcomeOf, seatWhoMsg, type MatchState } from "./state";
import { seatOf, type Viewer } from "./viewer";
import { msg, textIn, writtenIn, type Text } from "../shared/i18n";
import type { Locale } from "../shared/locale";

/** A review's position (moment) with its line (why) as a message, written in the reader's language when sent. */
type PositionOf<L = Text> = Omit<ReviewPosition, "line"> & { line: L };
type MomentOf = Omit<ReviewMoment, "why"> & { why: Text };

/** The work one slice of the alarm may spend, in random playout moves (judgePosition's positionCost): tens of milliseconds. */
export const SLICE_WORK = 3_000;
/** Events read from storage at a time. */
const EVENTS_PER_READ = 200;
/** The moments listed at most, and the least swing of a seat's chance that makes one. */
export const MOMENTS = 3;
const LEAST_SWING = 0.1;

/** Is `next` a position of the review: the game's start, a change of the game, or the end of the match? */
function isPosition(prev: MatchState | null, next: MatchState): boolean {
  if (next.game === null) return false;
  return !prev || prev.game === null || prev.game !== next.game || prev.status !== next.status;
}

/** Each seat's chance to win after the event that made `state`: the outcome once decided, else the strong computer's judgement. */
function chancesOf(state: MatchState): number[] {
  const players = state.meta.players;
  if (state.status === "finished") return shares(outcomeOf(state)?.winners ?? [], players);
  const rng = new Rng(seedRng(`${state.meta.seed}:review:${state.seq}`));
  return judgePosition(gameOf(state), state.game, players, rng);
}

export class Review {
  /** The last event whose position was judged (null: not read yet). */
  private through: number | null = null;
  private positionsCache: { seq: number; positions: PositionOf[] } | null = null;

  constructor(
    private readonly sql: SqlStorage,
    private readonly events: EventStore,
  ) {}

  /** Called only for a match that exists (a room that was never created keeps no storage). */
  private judged(): number {
    if (this.through !== null) return this.through;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS review_chances (seq INTEGER PRIMARY KEY, seats TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS review_progress (id INTEGER PRIMARY KEY CHECK (id = 1), through INTEGER NOT NULL)`);
    this.through = this.sql.exec<{ through: number }>(`SELECT through FROM review_progress WHERE id = 1`).toArray()[0]?.through ?? 0;
    return this.through;
  }

  /** Has the finished match positions left to judge (the clock's "review" item)? */
  pending(state: MatchState | null): boolean {
    return state?.status === "finished" && this.judged() < state.seq;
  }

  /** Judges the next positions of a finished match, at most SLICE_WORK's worth; false when nothing was left. */
  slice(final: MatchState): boolean {
    if (!this.pending(final)) return false;
    let through = this.judged();
    let state = through > 0 ? this.events.stateAt(through) : null;
    const cost = positionCost(final.meta.game).work;
    let work = 0;
    for (const row of this.events.rows(through, EVENTS_PER_READ)) {
      const next = step(state, row.event, row.at);
      if (!isOk(next)) throw new Error(`the log of ${final.meta.id} does not replay at ${row.seq}: ${next.error}`);
      if (isPosition(state, next.ok)) {
        this.sql.exec(`INSERT OR REPLACE INTO review_chances (seq, seats) VALUES (?, ?)`, row.seq, JSON.stringify(chancesOf(next.ok)));
        work += cost;
      }
      state = next.ok;
      through = row.seq;
      if (work >= SLICE_WORK) break;
    }
    this.sql.exec(`INSERT OR REPLACE INTO review_progress (id, through) VALUES (1, ?)`, through);
    this.through = through;
    return true;
  }

  /** `GET /review`: refused (409) until the match is over, since it shows every secret. */
  reply(state: MatchState | null, viewer: Viewer | null, locale: Locale = "en"): Reply<MatchReview> {
    const hidden = refusalIfHidden(state, viewer);
    if (hidden) return hidden;
    if (state!.status !== "finished") return fail(409, msg("roomReviewAfterEnd"));
    const positions = this.positionsOf(state!).map((p) => ({ ...p, line: textIn(locale, p.line) }));
    this.judged();
    const chances = this.sql
      .exec<{ seq: number; seats: string }>(`SELECT seq, seats FROM review_chances ORDER BY seq`)
      .toArray()
      .map((r) => ({ seq: r.seq, seats: JSON.parse(r.seats) as number[] }));
    const pending = chances.length < positions.length;
    return {
      ok: true,
      body: {
        game: state!.meta.game,
        players: state!.meta.players,
        positions,
        chances,
        moments: pending ? [] : momentsOf(state!, positions, chances).map((m) => ({ ...m, why: textIn(locale, m.why) })),
        progress: { judged: chances.length, positions: positions.length },
        pending,
      },
    };
  }

  /** Every position, replayed from the whole log (kept in memory: a finished match's positions never change). */
  private positionsOf(final: MatchState): PositionOf[] {
    if (this.positionsCache?.seq === final.seq) return this.positionsCache.positions;
    const positions: PositionOf[] = [];
    let state: MatchState | null = null;
    for (let after = 0; ; ) {
      const rows = this.events.rows(after, EVENTS_PER_READ);
      if (!rows.length) break;
      for (const row of rows) {
        const next = step(state, row.event, row.at);
        if (!isOk(next)) throw new Error(`the log of ${final.meta.id} does not replay at ${row.seq}: ${next.error}`);
        if (isPosition(state, next.ok)) {
          const start = !state || state.game === null;
          // The line as the seat that acted read it (its own secrets in it); the spectators' for other events.
          const seat: Seat | null = start ? null : row.event.seat;
          const line = start ? msg("reviewBegan") : readLine(row.lines[seat ?? final.meta.players] ?? row.lines[final.meta.players], seat).text;
          positions.push({ seq: row.seq, seat, line, text: positionText(final.meta.game, next.ok.game), state: next.ok.game });
        }
        state = next.ok;
        after = row.seq;
      }
    }
    this.positionsCache = { seq: final.seq, positions };
    return positions;
  }
}

/**
 * The moves that changed the chances most: for each position, the largest change of one seat's
 * chance since the position before; the MOMENTS largest of at least LEAST_SWING, in match order.
 */
export function momentsOf(state: MatchState, positions: PositionOf<Text | string>[], chances: { seq: number; seats: number[] }[]): MomentOf[] {
  const bySeq = new Map(chances.map((c) => [c.seq, c.seats]));
  const swings = positions.slice(1).flatMap((p, i) => {
    const before = bySeq.get(positions[i]!.seq);
    const after = bySeq.get(p.seq);
    if (!before || !after) return [];
    let seat = 0;
    for (let s = 1; s < after.length; s++) if (Math.abs(after[s]! - before[s]!) > Math.abs(after[seat]! - before[seat]!)) seat = s;
    const swing = after[seat]! - before[seat]!;
    return Math.abs(swing) >= LEAST_SWING ? [{ p, seat, swing, from: before[seat]!, to: after[seat]! }] : [];
  });
  return swings
    .sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.p.seq - b.p.seq)
    .slice(0, MOMENTS)
    .sort((a, b) => a.p.seq - b.p.seq)
    .map(({ p, seat, swing, from, to }) => ({
      seq: p.seq,
      seat,
      swing,
      why: msg("reviewMoment", { line: p.line, who: seatWhoMsg(state, seat), rose: swing > 0, from, to }),
    }));
}

/** How the history of a finished match may be seen: as a seat saw it, as a spectator, or face up ("all"). */
export type SeenAs = Seat | "spectator" | "all";

/**
 * `GET /history?at=`: the position after event `at`, as this viewer was allowed to see it then.
 * `as` (the review's "as seen by", and the face-up board) only once the match is over: before,
 * it is refused (409), since another seat's view or the face-up board would show its secrets.
 */
export function historyReply(current: MatchState | null, viewer: Viewer | null, at: number, as: SeenAs | undefined, stateAt: (seq: number) => MatchState, locale: Locale = "en"): Reply<{ seq: number; view: unknown; status: string }> {
  const hidden = refusalIfHidden(current, viewer);
  if (hidden) return hidden;
  const state = current!;
  if (as !== undefined && state.status !== "finished") return fail(409, msg("roomSeenAsAfterEnd"));
  if (typeof as === "number" && !(Number.isInteger(as) && as >= 0 && as < state.meta.players)) return fail(400, msg("roomNoSuchSeat", { last: state.meta.players - 1, seat: as }));
  if (!Number.isInteger(at) || at < 1 || at > state.seq) return fail(404, msg("roomNoSuchPosition", { last: state.seq, at }));
  const then = stateAt(at);
  if (then.game === null) return { ok: true, body: { seq: at, status: then.status, view: null } };
  const game = gameOf(then);
  // A seat taken over: its newcomer sees the positions before the takeover as a spectator did (seats.ts).
  const own = seatOf(state, viewer);
  const view = as === "all" ? faceUpView(game, then.game) : game.view(then.game, as === undefined ? (at < ownLinesFrom(state, own) ? null : own) : as === "spectator" ? null : as);
  return { ok: true, body: { seq: at, status: then.status, view: writtenIn(locale, view) } };
}
