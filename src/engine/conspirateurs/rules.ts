/**
 * The rules of Conspirateurs as pure functions over a JSON state (rulings CO-1 to CO-12 in
 * docs/rules/conspirateurs.md, with the project's own from CO-13 on).
 */
import type { Result, Seat, Text } from "../game";
import { say } from "../words";
import { err, ok } from "../game";
import type { RngState } from "../rng";
import type { Move, State } from "./types";
import {
  CELLS, IS_MEETING, LABELS, LEAP_LAND, LEAP_OVER, MEETING, STEP_TO, cellOf, colOf, label, rowOf, sanctuaries, sanctuaryFlags,
} from "./geometry";

import { nextLeaps } from "./leaps";

export type { Move, State, View } from "./types";

/** CO-5: colours in turn order, by number of players. */
export const COLOURS: Record<number, readonly string[]> = {
  2: ["Black", "White"],
  3: ["Black", "White", "Red"],
  4: ["Black", "White", "Blue", "Red"],
};
/** One letter per colour, as used in the board string and the position notation. */
export const PIECES: Record<number, readonly string[]> = {
  2: ["b", "w"],
  3: ["b", "w", "r"],
  4: ["b", "w", "u", "r"],
};
/** CO-5: men on the board per player. */
export const MEN: Record<number, number> = { 2: 20, 3: 14, 4: 10 };

export const EMPTY = ".";
/** EMPTY.charCodeAt(0), for loops over the board string. */
export const EMPTY_CODE = 46;

export function colourName(seat: Seat, players: number): string {
  return COLOURS[players]?.[seat] ?? `Player ${seat + 1}`;
}
export function pieceOf(seat: Seat, players: number): string {
  return PIECES[players]?.[seat] ?? "?";
}
export function seatOfPiece(ch: string, players: number): Seat {
  return (PIECES[players] ?? []).indexOf(ch);
}
/** 4 players: partners are Black+Blue (seats 0, 2) and White+Red (seats 1, 3). */
export function partnerOf(seat: Seat, players: number): Seat | null {
  return players === 4 ? seat ^ 2 : null;
}
export const isDropPhase = (s: State): boolean => s.toDrop.some((n) => n > 0);

/** Men of `seat` standing on a sanctuary. */
export function shelteredCount(s: State, seat: Seat): number {
  const ch = pieceOf(seat, s.players);
  let n = 0;
  for (const c of sanctuaries(s.players)) if (s.board[c] === ch) n++;
  return n;
}

/** Can `seat` make any move now? (cheap: one step or one leap is enough) */
export function hasMove(s: State, seat: Seat): boolean {
  const b = s.board;
  if (isDropPhase(s)) return (s.toDrop[seat] ?? 0) > 0 && MEETING.some((c) => b.charCodeAt(c) === EMPTY_CODE);
  const man = pieceOf(seat, s.players).charCodeAt(0);
  const sanct = sanctuaryFlags(s.players);
  for (let i = 0; i < CELLS; i++) {
    if (b.charCodeAt(i) !== man || sanct[i]) continue;
    for (let k = i * 8; k < i * 8 + 8; k++) {
      const to = STEP_TO[k]!, land = LEAP_LAND[k]!;
      if (to >= 0 && b.charCodeAt(to) === EMPTY_CODE) return true;
      if (land >= 0 && b.charCodeAt(LEAP_OVER[k]!) !== EMPTY_CODE && b.charCodeAt(land) === EMPTY_CODE) return true;
    }
  }
  return false;
}

/**
 * The decisions of the legal lists, made once each and frozen: a list is rebuilt after every move and
 * mostly holds the decisions of the one before, which the room then recognises without writing them
 * out again (src/shared/patch.ts, keyedList).
 */
const STEPS: Move[] = [];
const DROPS: Move[] = [];
const STOP: Move = Object.freeze({ kind: "stop" });
const NO_VIA: string[] = Object.freeze([]) as unknown as string[];
const stepMove = (from: number, to: number): Move => (STEPS[from * CELLS + to] ??= Object.freeze({ kind: "move", from: LABELS[from]!, via: NO_VIA, to: LABELS[to]! }));
const dropMove = (at: number): Move => (DROPS[at] ??= Object.freeze({ kind: "drop", at: LABELS[at]! }));

/**
 * The decisions of a man on `i` (not on a sanctuary) with no chain under way: its steps, then its
 * first leaps, each in DIRECTIONS order (CO-7, CO-9).
 */
function decisionsOfMan(b: string, i: number, out: Move[]): void {
  for (let k = i * 8; k < i * 8 + 8; k++) {
    const to = STEP_TO[k]!;
    if (to >= 0 && b.charCodeAt(to) === EMPTY_CODE) out.push(stepMove(i, to));
  }
  for (const land of nextLeaps(b, [i])) out.push(stepMove(i, land));
}

/** The cells of the chain under way (start first, the man's cell last), or null. */
const chainCells = (s: State): number[] | null => (s.chain ? s.chain.map(cellOf) : null);

/**
 * The legal decisions of `seat` (empty when it is not that seat's turn), at most men × 8 + 1.
 * Drop phase: the empty cells of the meeting place. Move phase, no chain under way: every step and
 * first leap of every man not on a sanctuary, man by man in the order of their cells. A chain under
 * way (CO-9): the next leaps of that man, then `stop`. This order is part of the contract of
 * legalMoves (bots pick by index); test/engine/conspirateurs/fingerprint.test.ts guards it.
 */
export function generateMoves(s: State, seat: Seat): Move[] {
  if (s.result || seat !== s.turn) return [];
  const b = s.board;
  if (isDropPhase(s)) {
    if ((s.toDrop[seat] ?? 0) <= 0) return [];
    return MEETING.filter((c) => b.charCodeAt(c) === EMPTY_CODE).map(dropMove);
  }
  const out: Move[] = [];
  const chain = chainCells(s);
  if (chain) {
    const here = chain[chain.length - 1]!;
    for (const land of nextLeaps(b, chain)) out.push(stepMove(here, land));
    out.push(STOP);
    return out;
  }
  const man = pieceOf(s.turn, s.players).charCodeAt(0);
  const sanct = sanctuaryFlags(s.players);
  for (let i = 0; i < CELLS; i++) if (b.charCodeAt(i) === man && !sanct[i]) decisionsOfMan(b, i, out);
  return out;
}

/** How many legal decisions the seat to act has (for measurements). */
export function countMoves(s: State): number {
  return generateMoves(s, s.turn).length;
}

/** The chain under way as one move (`from`, every landing but the last in `via`, `to`), for `last` and the log. */
export function chainMove(chain: readonly string[]): Move {
  return { kind: "move", from: chain[0]!, via: chain.slice(1, -1), to: chain[chain.length - 1]! };
}

function setCell(b: string, i: number, ch: string): string {
  return b.slice(0, i) + ch + b.slice(i + 1);
}

/** The winners if a player (2p, 3p) or a partnership (4p) has every man sheltered (CO-11). */
export function winnersOf(s: State): Seat[] | null {
  const counts = Array.from({ length: s.players }, () => 0);
  const pieces = PIECES[s.players] ?? [];
  for (const c of sanctuaries(s.players)) {
    const seat = pieces.indexOf(s.board[c]!);
    if (seat >= 0) counts[seat]!++;
  }
  const men = MEN[s.players] ?? 0;
  if (s.players === 4) {
    for (const team of [[0, 2], [1, 3]] as const) {
      if (counts[team[0]]! + counts[team[1]]! === 2 * men) return [...team];
    }
    return null;
  }
  const w = counts.findIndex((n) => n === men);
  return w >= 0 ? [w] : null;
}

function winReason(winners: Seat[], players: number): Text {
  if (winners.length === 2) {
    return say("coWonTeam", { a: colourName(winners[0]!, players), b: colourName(winners[1]!, players), men: 2 * (MEN[players] ?? 0) });
  }
  return say("coWon", { who: colourName(winners[0]!, players), men: MEN[players] ?? 0 });
}

/**
 * After a move by `mover` (or when a position is decoded): decides a win (CO-11), otherwise
 * hands the turn to the next seat in order that can move, passing the others (CO-10), or
 * draws when nobody can move (CO-12).
 */
export function settle(s: State, mover: Seat | null): State {
  const winners = winnersOf(s);
  if (winners) return { ...s, passed: [], result: { winners, draw: false, reason: winReason(winners, s.players) } };
  const passed: Seat[] = [];
  const first = mover === null ? s.turn : (mover + 1) % s.players;
  for (let k = 0; k < s.players; k++) {
    const seat = (first + k) % s.players;
    if (hasMove(s, seat)) return { ...s, turn: seat, passed };
    if (seat !== mover) passed.push(seat);
  }
  return { ...s, passed, result: { winners: [], draw: true, reason: say("coNobodyMoves") } };
}

export function initialState(players: number, rng: RngState): State {
  const men = MEN[players] ?? 0;
  return {
    players,
    board: EMPTY.repeat(CELLS),
    toDrop: Array.from({ length: players }, () => men),
    turn: 0,
    ply: 0,
    last: null,
    passed: [],
    result: null,
    chain: null,
    rng,
  };
}

const who = (s: State, seat: Seat): string => colourName(seat, s.players);

function cellArg(which: "drop" | "from" | "to", text: unknown): Result<number> {
  if (typeof text !== "string") return err(say("coCellWanted", { which }));
  const c = cellOf(text);
  return c < 0 ? err(say("coNotCellRange", { cell: text })) : ok(c);
}

/**
 * Checks a move and returns the state after it (before `settle`). Every rejection is a reason a
 * player can read. The seat, the end and the move's shape were checked by the processing step
 * (defineGame in ../game.ts).
 */
export function play(s: State, seat: Seat, move: Move): Result<State> {
  const ch = pieceOf(seat, s.players);
  if (isDropPhase(s)) {
    if (move.kind !== "drop") return err(say("coDropFirst"));
    const c = cellArg("drop", move.at);
    if ("error" in c) return c;
    const cell = c.ok;
    if (!IS_MEETING[cell]) return err(say("coOutsideMeeting", { cell: label(cell) }));
    if (s.board[cell] !== EMPTY) return err(say("coNotEmpty", { cell: label(cell) }));
    const toDrop = s.toDrop.slice();
    toDrop[seat] = toDrop[seat]! - 1;
    return ok({ ...s, board: setCell(s.board, cell, ch), toDrop, ply: s.ply + 1, last: { seat, move } });
  }
  if (move.kind === "stop") {
    if (!s.chain) return err(say("coNoChain"));
    return ok({ ...s, chain: null, ply: s.ply + 1 });
  }
  if (move.kind !== "move") return err(say("coAllDropped"));
  const f = cellArg("from", move.from);
  if ("error" in f) return f;
  const t = cellArg("to", move.to);
  if ("error" in t) return t;
  const from = f.ok, land = t.ok;
  const via = move.via ?? [];
  if (!Array.isArray(via)) return err(say("coViaList"));
  if (via.length > 0) {
    return err(say("coOneLeapAtATime", { from: move.from, first: `${via[0]}` }));
  }
  const chain = chainCells(s);
  const b = s.board;
  if (chain) {
    const here = chain[chain.length - 1]!;
    if (from !== here) return err(say("coMidChain", { cell: label(here) }));
  } else {
    if (b[from] === EMPTY) return err(say("coNoMan", { cell: label(from) }));
    if (b[from] !== ch) return err(say("coNotYours", { cell: label(from), you: who(s, seat) }));
    if (sanctuaryFlags(s.players)[from]) return err(say("coShelteredMan", { cell: label(from) }));
  }
  if (land === (chain ? chain[0] : from)) return err(say("coStartCell", { cell: label(land) })); // CO-13
  const dc = colOf(land) - colOf(from), dr = rowOf(land) - rowOf(from);
  const step = Math.max(Math.abs(dc), Math.abs(dr)) === 1;
  const leap = (Math.abs(dc) === 2 || dc === 0) && (Math.abs(dr) === 2 || dr === 0) && !(dc === 0 && dr === 0);
  const board = setCell(b, from, EMPTY); // the man leaves its cell
  if (step && !chain) {
    if (b[land] !== EMPTY) return err(say("coNotEmpty", { cell: label(land) }));
    return ok({ ...s, board: setCell(board, land, ch), ply: s.ply + 1, last: { seat, move } });
  }
  if (step) return err(say("coStepInChain", { from: label(from), to: label(land) }));
  if (!leap) return err(say("coNeither", { from: label(from), to: label(land) }));
  const over = (rowOf(from) + dr / 2) * 17 + colOf(from) + dc / 2;
  if (b[over] === EMPTY) return err(say("coNothingToLeap", { over: label(over), from: label(from), to: label(land) }));
  if (chain && chain.includes(land)) return err(say("coLandTwice", { cell: label(land) })); // CO-8
  if (b[land] !== EMPTY) return err(say("coNotEmpty", { cell: label(land) }));
  const cells = [...(chain ?? [from]), land];
  const after = setCell(board, land, ch);
  const labels = cells.map((c) => LABELS[c]!);
  // a chain that cannot go on ends at once, as if the player had stopped
  const goesOn = nextLeaps(after, cells).length > 0;
  return ok({ ...s, board: after, ply: s.ply + 1, last: { seat, move: chainMove(labels) }, passed: [], chain: goesOn ? labels : null });
}
