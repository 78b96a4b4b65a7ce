/**
 * The test helpers of every engine, in one module: the few generic steps every game's tests take
 * (a position from its notation, a move from its notation, apply-or-fail, the refusal's reason, a
 * random match), bound for each game in a kit with the call shapes its tests use; and each game's
 * twin-state generator (`twin`): a state that differs from the given one only in what `viewer`
 * cannot see, for the no-leak properties here and in test/worker/security/hidden.test.ts.
 */
import { expect } from "vitest";
import { isOk, type Game, type Outcome, type Result, type Seat, type Text } from "../../src/engine/game";
import { Rng, seedRng, type RngState } from "../../src/engine/rng";
import { conspirateurs } from "../../src/engine/conspirateurs";
import { MEN, PIECES } from "../../src/engine/conspirateurs/rules";
import { cellOf, CELLS, sanctuaryFlags } from "../../src/engine/conspirateurs/geometry";
import * as conspirateursNotation from "../../src/engine/conspirateurs/notation";
import type { Move as CoMove, State as CoState } from "../../src/engine/conspirateurs/types";
import { sleep } from "../../src/engine/sleep";
import { CARDS, indexOf } from "../../src/engine/sleep/cards";
import * as sleepNotation from "../../src/engine/sleep/notation";
import { hasChoice } from "../../src/engine/sleep/rules";
import type { Move as SpMove, State as SpState } from "../../src/engine/sleep/types";
import { sleepers } from "../../src/engine/sleepers";
import * as sleepersNotation from "../../src/engine/sleepers/notation";
import type { Agent, Move as SlMove, State as SlState } from "../../src/engine/sleepers/types";
import { subrosa } from "../../src/engine/subrosa";
import * as subrosaNotation from "../../src/engine/subrosa/notation";
import { knows } from "../../src/engine/subrosa/state";
import type { Move as SrMove, State as SrState } from "../../src/engine/subrosa/types";
import { textIn } from "../../src/shared/i18n";

// ---------------------------------------------------------------------------------------------
// The generic steps

/** A game's text in English, as the room writes it for an English reader. */
export const en = (text: Text): string => textIn("en", text);

/** A Result with its refusal written in English. */
const englishResult = <T>(r: Result<T>): { ok: T } | { error: string } => (isOk(r) ? r : { error: en(r.error) });

/** An outcome with its reason written in English. */
export const englishOutcome = (o: Outcome | null): (Outcome & { reason: string }) | null => o && { ...o, reason: en(o.reason) };

/**
 * The game as its tests read it: every text it writes (refusals, log lines, the outcome's reason,
 * notes) written in English, so a test compares them with the words a player reads.
 */
export function englishGame<S, M, V>(game: Game<S, M, V>) {
  return {
    ...game,
    apply: (s: S, seat: Seat, move: unknown) => englishResult(game.apply(s, seat, move)),
    parseMove: (text: string) => englishResult(game.parseMove(text)),
    outcome: (s: S) => englishOutcome(game.outcome(s)),
    describe: (before: S, seat: Seat, move: M, after: S, viewer: Seat | null) => en(game.describe(before, seat, move, after, viewer)),
    notesFor: game.notesFor && ((s: S, seat: Seat) => game.notesFor!(s, seat).map(en)),
  };
}

/** The value of a Result, or a thrown error with `what` and the reason. */
export function must<T>(r: Result<T>, what: string): T {
  if (!isOk(r)) throw new Error(`${what}: ${en(r.error)}`);
  return r.ok;
}

/** Applies a move, failing the test with the game's reason when it is refused. */
export function applied<S>(game: Game<S>, s: S, seat: Seat, move: unknown, what = JSON.stringify(move)): S {
  return must(game.apply(s, seat, move), `${what} by seat ${seat} refused`);
}

/** The reason `apply` gives for refusing a move (fails the test when it is accepted). */
export function refusalOf<S>(game: Game<S>, s: S, seat: Seat, move: unknown): string {
  const r = game.apply(s, seat, move);
  if (isOk(r)) throw new Error(`expected ${JSON.stringify(move)} by seat ${seat} to be refused`);
  return textIn("en", r.error);
}

export const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const newRng = (r: Rng): RngState => [r.next(), r.next(), r.next(), r.next()];

/**
 * A random match: each step a seat among the actors (`pickSeat`, default the first) plays a
 * uniformly random legal move; `onStep` sees the first state and every one after a move. Returns the moves with their seats, every state and the longest
 * legal list seen.
 */
export function randomPlayout<S, M>(
  game: Game<S, M>,
  players: number,
  seed: string,
  opts: { options?: Record<string, boolean | string | number>; rng?: Rng; limit?: number; randomSeat?: boolean; onStep?: (s: S, moves: { seat: Seat; move: M }[]) => void } = {},
) {
  const r = opts.rng ?? new Rng(seedRng(`policy:${seed}`));
  let s = game.setup(players, opts.options ?? {}, seed);
  const states: S[] = [s];
  const moves: { seat: Seat; move: M }[] = [];
  let maxLegal = 0;
  opts.onStep?.(s, moves);
  while (!game.outcome(s) && moves.length < (opts.limit ?? Infinity)) {
    const actors = game.actors(s);
    if (actors.length === 0) throw new Error(`no actor and no outcome in ${JSON.stringify(s).slice(0, 200)}`);
    const seat = opts.randomSeat ? r.pick(actors) : actors[0]!;
    const legal = game.legalMoves(s, seat);
    if (legal.length > maxLegal) maxLegal = legal.length;
    const move = r.pick(legal);
    s = applied(game, s, seat, move, `legal move ${game.formatMove(move)}`);
    moves.push({ seat, move });
    states.push(s);
    opts.onStep?.(s, moves);
  }
  return { moves, states, final: s, maxLegal };
}

// ---------------------------------------------------------------------------------------------
// Conspirateurs (nothing is hidden: a twin differs only in the generator, which is never shown)

/** Sanctuaries used to park the men a test does not mention (column A's middle comes last). */
const PARKING = [
  "Q17", "P17", "N17", "L17", "J17", "I17", "H17", "F17", "D17", "B17", "A17",
  "Q16", "Q14", "Q12", "Q10", "Q9", "Q8", "Q6", "Q4", "Q2", "Q1",
  "P1", "N1", "L1", "J1", "H1", "F1", "D1", "B1", "A1",
  "A16", "A14", "A12", "A2", "A4", "A6", "A10", "A8", "A9", "I1",
];

/** A whole Conspirateurs move as its decisions: a leap chain `from`, `via`…, `to` as one leap per landing (CO-9). */
export function coDecisions(m: CoMove): CoMove[] {
  if (m.kind !== "move" || !Array.isArray(m.via) || m.via.length === 0) return [m];
  const cells = [m.from, ...m.via, m.to];
  return cells.slice(1).map((to, k) => ({ kind: "move", from: cells[k]!, via: [], to }));
}

/**
 * The whole moves of the seat to act, formatted, in the order of the decisions: each drop or step,
 * and each leap chain (every prefix is one: a chain may stop after any leap), found depth first by
 * applying its decisions; a chain is written as the notation writes a finished one (E7:G9:G11).
 */
export function coChains(s: CoState): string[] {
  const out: string[] = [];
  const grow = (t: CoState): void => {
    for (const d of conspirateurs.legalMoves(t, t.turn)) {
      if (d.kind === "stop") continue;
      const after = applied(conspirateurs, t, t.turn, d, conspirateurs.formatMove(d));
      const whole = d.kind === "move" && after.last ? after.last.move : d;
      out.push(conspirateurs.formatMove(whole));
      if (after.chain) grow(after);
    }
  };
  grow(s);
  return out;
}

export const conspirateursKit = {
  game: englishGame(conspirateurs),
  /** A position from its one-line notation (throws on a bad line). */
  pos: (line: string): CoState => must(conspirateursNotation.decode(line), `bad position "${line}"`),
  /**
   * Builds a position line: `men` maps colour letters to cells ("b": "E7 F8"); every other man of
   * each colour is parked, sheltered, on a sanctuary (in PARKING's order), so only the named men
   * can move. `toDrop` men are neither placed nor parked.
   */
  position(players: number, turn: string, men: Record<string, string>, opts: { toDrop?: number[]; ply?: number; park?: boolean } = {}): string {
    const board = new Array<string>(CELLS).fill(".");
    const pieces = PIECES[players]!;
    const toDrop = opts.toDrop ?? pieces.map(() => 0);
    const count = pieces.map(() => 0);
    for (const [ch, cells] of Object.entries(men)) {
      for (const l of cells.split(/\s+/).filter(Boolean)) {
        const c = cellOf(l);
        if (c < 0 || board[c] !== ".") throw new Error(`bad or repeated cell ${l}`);
        board[c] = ch;
        count[pieces.indexOf(ch)]!++;
      }
    }
    const sanct = sanctuaryFlags(players);
    let k = 0;
    pieces.forEach((ch, seat) => {
      while (count[seat]! + toDrop[seat]! < MEN[players]! && opts.park !== false) {
        const l = PARKING[k++];
        if (!l) throw new Error("no sanctuary left to park a man");
        const c = cellOf(l);
        if (board[c] !== "." || !sanct[c]) continue;
        board[c] = ch;
        count[seat]!++;
      }
    });
    const s: CoState = {
      players, board: board.join(""), toDrop, turn: Math.max(0, pieces.indexOf(turn)), ply: opts.ply ?? 0,
      last: null, passed: [], result: null, chain: null, rng: seedRng("t"),
    };
    return conspirateursNotation.encode(s).replace(/ \S+ \S+ \S+$/, ` ${turn} ${toDrop.join(",")} ${opts.ply ?? 0}`);
  },
  fmt: (moves: CoMove[]): string[] => moves.map((m) => conspirateurs.formatMove(m)).sort(),
  /**
   * Applies a move given in text notation, expecting success. A whole leap chain (`E7:G9:G11`) is
   * played as its decisions (CO-9): leap by leap, then `stop` if the chain could go on.
   */
  play(s: CoState, text: string, seat = s.turn): CoState {
    for (const m of coDecisions(must(conspirateurs.parseMove(text), text))) s = applied(conspirateurs, s, seat, m, `${text} (${conspirateurs.formatMove(m)})`);
    return s.chain ? applied(conspirateurs, s, seat, { kind: "stop" }, `${text} (stop)`) : s;
  },
  /**
   * Applies a move (text or payload), expecting a rejection; returns the reason. A whole chain is
   * tried decision by decision: the first decision refused gives the reason.
   */
  reject(s: CoState, move: CoMove | string, seat = s.turn): string {
    const m = typeof move === "string" ? must(conspirateurs.parseMove(move), move) : move;
    for (const d of coDecisions(m)) {
      const r = conspirateurs.apply(s, seat, d);
      if ("error" in r) return textIn("en", r.error);
      s = r.ok;
    }
    expect.fail(`${JSON.stringify(move)} should be rejected`);
  },
  /** Every whole move of the seat to act (drops, steps, every leap chain found by playing its decisions, CO-9), formatted and sorted. */
  chains: (s: CoState): string[] => coChains(s).sort(),
  twin: (s: CoState, _viewer: Seat | null, r: Rng): CoState => ({ ...clone(s), rng: newRng(r) }),
};

// ---------------------------------------------------------------------------------------------
// Sleep

const SLEEP_CODES = CARDS.map((c) => c.code);

export const sleepKit = {
  game: englishGame(sleep),
  pos: (text: string): SpState => must(sleepNotation.decode(text), `bad position "${text}"`),
  mv: (text: string): SpMove => must(sleepNotation.parseMove(text), text),
  /** Applies a move written in notation; fails the test with the game's reason if it is refused. */
  play: (s: SpState, seat: number, text: string): SpState =>
    applied(sleep, s, seat, must(sleepNotation.parseMove(text), text), `${text} at ${sleepNotation.encode(s)}`),
  /** Several submissions in order: [[seat, move], ...]. */
  playAll: (s: SpState, moves: [number, string][]): SpState => moves.reduce((t, [seat, text]) => sleepKit.play(t, seat, text), s),
  refusal: (s: SpState, seat: number, move: unknown): string => refusalOf(sleep, s, seat, move),
  fmt: (moves: SpMove[]) => moves.map((m) => sleep.formatMove(m)),
  /** Every card code, in the card list's order. */
  ALL: SLEEP_CODES,
  /**
   * Random playout policy: a uniformly random seat among the actors submits a uniformly random
   * legal move. Sleep always ends after 16 turns whatever is played, so no bias is needed.
   */
  randomMatch(players: number, seed: string, onStep?: (s: SpState) => void): { moves: [number, SpMove][]; final: SpState; maxLegal: number } {
    const m = randomPlayout(sleep, players, seed, { randomSeat: true, onStep: onStep && ((s) => onStep(s)) });
    return { moves: m.moves.map((x) => [x.seat, x.move]), final: m.final, maxLegal: m.maxLegal };
  },
  /** The position after `steps` random moves of a random match (or its end). */
  randomPosition: (players: number, seed: string, steps: number): SpState =>
    randomPlayout(sleep, players, seed, { rng: new Rng(seedRng(`pos:${seed}`)), randomSeat: true, limit: steps }).final,
  /** Cheap invariants: every card exactly once, stages 0..4, the actors are undecided deciders. */
  checkInvariants(s: SpState): void {
    const seen = new Uint8Array(53);
    let n = 0;
    const mark = (c: string) => {
      const i = indexOf(c);
      if (i < 0 || seen[i]) throw new Error(`card ${c} unknown or twice at ${sleepNotation.encode(s)}`);
      seen[i] = 1;
      n++;
    };
    for (const h of s.hands) h.forEach(mark);
    s.deck.forEach(mark);
    s.discard.forEach(mark);
    if (n !== 53) throw new Error(`cards not conserved at ${sleepNotation.encode(s)}`);
    for (const st of s.stages) if (st < 0 || st > 4) throw new Error(`stage out of range at ${sleepNotation.encode(s)}`);
    if (s.phase !== "over")
      for (let i = 0; i < s.players; i++)
        if (!!s.deciders[i] !== hasChoice(s, i, s.phase)) throw new Error(`deciders wrong at ${sleepNotation.encode(s)}`);
  },
  /**
   * What `viewer` cannot see, changed: the cards it does not know (other hands and the deck) are
   * dealt again at random with the same sizes, the rng state is replaced, and every other seat's
   * pending decision is replaced by another legal one. Who has a choice in this phase is public
   * (SP-5: the others see who they are waiting for), so a redeal that changes it is retried.
   * Returns null when no acceptable redeal was found.
   */
  perturb(s: SpState, viewer: number | null, r: Rng): SpState | null {
    for (let attempt = 0; attempt < 50; attempt++) {
      const t: SpState = clone(s);
      const others = t.hands.map((_, i) => i).filter((i) => i !== viewer);
      const pool = r.shuffle([...others.flatMap((i) => t.hands[i]!), ...t.deck]);
      for (const i of others) {
        const n = t.hands[i]!.length;
        t.hands[i] = pool.splice(0, n).sort((a, b) => SLEEP_CODES.indexOf(a) - SLEEP_CODES.indexOf(b));
      }
      t.deck = pool;
      t.rng = newRng(r);
      if (t.phase !== "over" && t.deciders.some((d, i) => d !== hasChoice(t, i, t.phase))) continue;
      let okay = true;
      for (const i of others) {
        if (t.pending[i] === null) continue;
        t.pending[i] = null;
        const legal = sleep.legalMoves(t, i);
        if (!legal.length) okay = false;
        else t.pending[i] = r.pick(legal);
      }
      if (okay) return t;
    }
    return null;
  },
  /**
   * Like `perturb`, but the redeal may also change whether another player has a choice in this
   * phase and whether they have decided (SP-5: theirs to know only). The viewer's own hand and
   * status stay; the phase still waits for someone. Null when no such twin was found.
   */
  perturbChoices(s: SpState, viewer: number | null, r: Rng): SpState | null {
    if (s.phase === "over") return null;
    for (let attempt = 0; attempt < 50; attempt++) {
      const t: SpState = clone(s);
      const others = t.hands.map((_, i) => i).filter((i) => i !== viewer);
      const pool = r.shuffle([...others.flatMap((i) => t.hands[i]!), ...t.deck]);
      for (const i of others) t.hands[i] = pool.splice(0, t.hands[i]!.length).sort((a, b) => SLEEP_CODES.indexOf(a) - SLEEP_CODES.indexOf(b));
      t.deck = pool;
      t.rng = newRng(r);
      for (const i of others) {
        t.deciders[i] = hasChoice(t, i, t.phase);
        t.pending[i] = null;
        if (t.deciders[i] && r.int(2) === 0) t.pending[i] = r.pick(sleep.legalMoves(t, i));
      }
      if (t.deciders.some((d, i) => d && t.pending[i] === null)) return t;
    }
    return null;
  },
};

// ---------------------------------------------------------------------------------------------
// Sleepers

const AGENT_ORDER = ["scientist", "militia", "courier", "saboteur", "police", "ringleader", "recruiter", "informant", "immigration", "doubleAgent"];
const agentOrder = (a: string) => AGENT_ORDER.indexOf(a);

export const sleepersKit = {
  game: englishGame(sleepers),
  encode: sleepersNotation.encode,
  decode: sleepersNotation.decode,
  formatMove: sleepersNotation.formatMove,
  parseMove: sleepersNotation.parseMove,
  pos: (line: string): SlState => must(sleepersNotation.decode(line), `bad position "${line}"`),
  /** Applies moves (in move notation) for whoever is to play; throws with the reason on refusal. */
  play: (s: SlState, ...moves: string[]): SlState =>
    moves.reduce((t, text) => applied(sleepers, t, t.turn, must(sleepersNotation.parseMove(text), text), text), s),
  refusal: (s: SlState, move: unknown, seat: number = s.turn): string => refusalOf(sleepers, s, seat, move),
  /** Legal moves of the player to move, in notation, sorted. */
  legal: (s: SlState): string[] => sleepers.legalMoves(s, s.turn).map(sleepersNotation.formatMove).sort(),
  expectLegal: (s: SlState, moves: string[]): void => expect(sleepersKit.legal(s)).toEqual([...moves].sort()),
  /**
   * Changes everything `viewer` cannot see (SL-17, SL-18): for each player, the agents of the
   * face-down sleepers on the board the viewer may not read, the hand when it is not the viewer's,
   * the bag (contents and order) and the tiles killed face-down are dealt out again at random among
   * those same places; and the generator state is replaced. Nothing else changes.
   */
  scramble(s: SlState, viewer: number | null, rng: Rng, keep: number[] = []): SlState {
    const t: SlState = clone(s);
    if (t.result) return t;
    for (const side of [0, 1] as const) {
      const pool: Agent[] = [];
      const sleeperHexes: number[] = [];
      const seeSleepers = t.options.ownerSeesSleepers && viewer === side;
      t.board.forEach((tile, h) => {
        if (tile && tile.owner === side && !tile.up && !seeSleepers && !keep.includes(h)) {
          sleeperHexes.push(h);
          pool.push(tile.agent);
        }
      });
      const handHidden = viewer !== side;
      if (handHidden) pool.push(...t.hands[side]);
      pool.push(...t.bags[side]);
      const hiddenKilled = t.killed[side].map((k, i) => (k.seen ? -1 : i)).filter((i) => i >= 0);
      for (const i of hiddenKilled) pool.push(t.killed[side][i]!.agent);
      const mixed = rng.shuffle(pool);
      let at = 0;
      for (const h of sleeperHexes) t.board[h] = { ...t.board[h]!, agent: mixed[at++]! };
      if (handHidden) {
        const n = t.hands[side].length;
        t.hands[side] = mixed.slice(at, at + n).sort((a, b) => agentOrder(a) - agentOrder(b));
        at += n;
      }
      const nb = t.bags[side].length;
      t.bags[side] = mixed.slice(at, at + nb);
      at += nb;
      for (const i of hiddenKilled) t.killed[side][i] = { agent: mixed[at++]!, seen: false };
    }
    t.rng = newRng(rng);
    return t;
  },
  /** Every player's 30 (or 26 + couriers) tiles are somewhere: board, hand, bag or killed. */
  tileCounts(s: SlState): [number, number] {
    const n: [number, number] = [0, 0];
    for (const t of s.board) if (t) n[t.owner]++;
    for (const side of [0, 1] as const) n[side] += s.hands[side].length + s.bags[side].length + s.killed[side].length;
    return n;
  },
  /** A random match by uniform random legal moves (uniform play ends on its own, see docs/rules/sleepers.md). */
  randomMatch(seed: string, options: Record<string, boolean | number> = {}, limit = 600) {
    const m = randomPlayout(sleepers, 2, seed, { options, limit, rng: new Rng(seedRng(`moves:${seed}`)) });
    return { moves: m.moves.map((x) => x.move) as SlMove[], states: m.states, final: m.final };
  },
};

// ---------------------------------------------------------------------------------------------
// Sub Rosa

export const subrosaKit = {
  G: englishGame(subrosa),
  game: englishGame(subrosa),
  pos: (text: string, seed?: string): SrState => must(subrosaNotation.decode(text, seed), `bad position "${text}"`),
  mv: (text: string): SrMove => must(subrosaNotation.parseMove(text), text),
  /** Applies moves (notation) by whoever is the actor; throws with the reason on a rejection. */
  play: (s: SrState, ...moves: string[]): SrState =>
    moves.reduce((t, text) => {
      const seat = subrosa.actors(t)[0];
      if (seat === undefined) throw new Error(`no actor for ${text} in ${subrosaNotation.encode(t)}`);
      return applied(subrosa, t, seat, subrosaKit.mv(text), `${text} in ${subrosaNotation.encode(t)}`);
    }, s),
  reject: (s: SrState, seat: Seat, move: unknown): string => refusalOf(subrosa, s, seat, move),
  legalText: (s: SrState, seat: Seat): string[] => subrosa.legalMoves(s, seat).map((m) => subrosa.formatMove(m)),
  /**
   * Every turn plays a card from a hand that only shrinks, so uniform play always ends: after
   * exactly 14 (2 players), 18 or 24 card plays, plus at most 2 ability choices for each of the
   * two ☆ of every player.
   */
  MOVE_BOUND: (players: number): number => (players === 2 ? 14 : 6 * players) + 2 * 2 * players,
  randomMatch(players: number, seed: string, check?: (s: SrState, moves: { seat: Seat; move: SrMove }[]) => void) {
    let h = 0;
    for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
    const rng = new Rng([h, (h ^ 0x9e3779b9) >>> 0, 7, players] as RngState);
    const m = randomPlayout(subrosa, players, seed, { rng, onStep: (s, moves) => moves.length > 0 && check?.(s, moves) });
    return { state: m.final, moves: m.moves, maxLegal: m.maxLegal };
  },
  /**
   * Changes everything `viewer` cannot see: the faces of other players' cards the viewer does not
   * know are permuted among that owner's unknown cards (☆ are played face-up, so a card never seen
   * face-up is never a ☆: only the faces 2..6 move), and the rng state is replaced. Applied alike
   * to several states of the same match (the same card ids), judged by knowledge in `ref`.
   */
  reshuffler(ref: SrState, viewer: Seat | null, r: Rng): (s: SrState) => SrState {
    const perm = new Map<number, number>(); // card id -> card id whose face it takes
    for (let o = 0; o < ref.players; o++) {
      if (o === viewer) continue;
      const unknown = ref.cards.flatMap((c, id) => (c.o === o && c.v !== "*" && !knows(ref, viewer, id) ? [id] : []));
      const shuffled = r.shuffle(unknown);
      unknown.forEach((id, i) => perm.set(id, shuffled[i]!));
    }
    const rng = newRng(r);
    return (s: SrState) => {
      const t: SrState = clone(s);
      for (const [id, from] of perm) t.cards[id]!.v = s.cards[from]!.v;
      t.rng = rng;
      return t;
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Every registered game, for the contract test

export interface Kit<S = any> {
  game: Game<S>;
  /** Player counts to try. */
  counts: number[];
  /** A state that `viewer` cannot tell from `s` (null: none found). */
  twin(s: S, viewer: Seat | null, r: Rng): S | null;
}

export const kits: Kit[] = [
  { game: conspirateurs, counts: [2, 3, 4], twin: conspirateursKit.twin },
  { game: sleep, counts: [2, 3, 5], twin: sleepKit.perturbChoices },
  { game: sleepers, counts: [2], twin: sleepersKit.scramble },
  { game: subrosa, counts: [2, 3, 4], twin: (s, viewer, r) => subrosaKit.reshuffler(s, viewer, r)(s) },
];
