/**
 * The rules of Conspirateurs as pure functions over a JSON state (rulings CO-1 to CO-12 in
 * /work/shared/rules/conspirateurs.md, new rulings CO-13 onwards in docs/rules/conspirateurs.md).
 */
import type { Outcome, Result, Seat } from "../game";
import { err, ok } from "../game";
import type { RngState } from "../rng";
import {
  CELLS, IS_MEETING, LABELS, LEAPS, MEETING, NEIGHBOURS, cellOf, colOf, label, rowOf, sanctuaries, sanctuaryFlags,
} from "./geometry";

/**
 * A move. Cells are named by their labels ("E7").
 * - `drop`: place a man on an empty cell of the meeting place (drop phase, CO-6).
 * - `move`: a step (`via` empty, `to` adjacent) or a leap chain (`via` lists every landing cell
 *   before the last one, `to` is where the man ends), CO-7 to CO-9.
 */
export type Move =
  | { kind: "drop"; at: string }
  | { kind: "move"; from: string; via: string[]; to: string };

export interface State {
  players: number;
  /** 289 characters, index = (row - 1) * 17 + column: "." empty, else the letter of a colour (PIECES). */
  board: string;
  /** Men each seat still has to drop (all zero in the move phase). */
  toDrop: number[];
  /** The seat to act (while the match runs). */
  turn: Seat;
  /** Moves applied so far. */
  ply: number;
  /** The last move played and by whom, for highlighting. */
  last: { seat: Seat; move: Move } | null;
  /** Seats passed automatically after the last move (CO-10), in order. */
  passed: Seat[];
  result: Outcome | null;
  /** Conspirateurs uses no chance; the generator is kept by convention and never shown. */
  rng: RngState;
}

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
  if (isDropPhase(s)) return (s.toDrop[seat] ?? 0) > 0 && MEETING.some((c) => s.board[c] === EMPTY);
  const ch = pieceOf(seat, s.players);
  const sanct = sanctuaryFlags(s.players);
  const b = s.board;
  for (let i = 0; i < CELLS; i++) {
    if (b[i] !== ch || sanct[i]) continue;
    for (const n of NEIGHBOURS[i]!) if (b[n] === EMPTY) return true;
    for (const [over, land] of LEAPS[i]!) if (b[over] !== EMPTY && b[land] === EMPTY) return true;
  }
  return false;
}

/** Flat leap tables: for cell i and direction d, LEAP_OVER[i*8+d] and LEAP_LAND[i*8+d] (-1: off the board). */
const LEAP_OVER = new Int16Array(CELLS * 8).fill(-1);
const LEAP_LAND = new Int16Array(CELLS * 8).fill(-1);
for (let i = 0; i < CELLS; i++) {
  LEAPS[i]!.forEach(([over, land], d) => {
    LEAP_OVER[i * 8 + d] = over;
    LEAP_LAND[i * 8 + d] = land;
  });
}

/** Occupancy of a board with the man on `from` lifted (it has left its cell while leaping). */
function occupancy(b: string, from: number): Uint8Array {
  const occ = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) occ[i] = b.charCodeAt(i) === 46 /* "." */ ? 0 : 1;
  occ[from] = 0;
  return occ;
}

/**
 * Every chain of leaps from `from` (CO-7, CO-8): each landing cell is empty, never the start
 * cell and never a cell landed on before (CO-8, CO-13). `visit` is called after each leap with
 * the landings so far (path[0..depth-1]). `occ` has the leaping man lifted: the cells it left
 * are empty, so it never leaps over its own start or an earlier landing.
 */
function leapChains(occ: Uint8Array, from: number, visit: (path: Int16Array, depth: number) => void): void {
  const seen = new Uint8Array(CELLS);
  seen[from] = 1;
  const path = new Int16Array(CELLS);
  const grow = (cell: number, depth: number): void => {
    const base = cell * 8;
    for (let d = 0; d < 8; d++) {
      const land = LEAP_LAND[base + d]!;
      if (land < 0) continue;
      if (occ[LEAP_OVER[base + d]!] === 0 || occ[land] !== 0 || seen[land] !== 0) continue;
      seen[land] = 1;
      path[depth] = land;
      visit(path, depth + 1);
      grow(land, depth + 1);
      seen[land] = 0;
    }
  };
  grow(from, 0);
}

function chainMove(from: number, path: Int16Array, depth: number): Move {
  const via = new Array<string>(depth - 1);
  for (let k = 0; k < depth - 1; k++) via[k] = LABELS[path[k]!]!;
  return { kind: "move", from: LABELS[from]!, via, to: LABELS[path[depth - 1]!]! };
}

/** The complete list of legal moves of `seat` (empty when it is not that seat's turn). */
export function generateMoves(s: State, seat: Seat): Move[] {
  if (s.result || seat !== s.turn) return [];
  const b = s.board;
  if (isDropPhase(s)) {
    if ((s.toDrop[seat] ?? 0) <= 0) return [];
    return MEETING.filter((c) => b[c] === EMPTY).map((c) => ({ kind: "drop", at: LABELS[c]! }));
  }
  const ch = pieceOf(seat, s.players);
  const sanct = sanctuaryFlags(s.players);
  const out: Move[] = [];
  for (let i = 0; i < CELLS; i++) {
    if (b[i] !== ch || sanct[i]) continue;
    for (const n of NEIGHBOURS[i]!) if (b[n] === EMPTY) out.push({ kind: "move", from: LABELS[i]!, via: [], to: LABELS[n]! });
    leapChains(occupancy(b, i), i, (path, depth) => out.push(chainMove(i, path, depth)));
  }
  return out;
}

/** Counts the legal moves of the seat to act without building them (for measurements). */
export function countMoves(s: State): number {
  if (s.result) return 0;
  const b = s.board;
  if (isDropPhase(s)) return MEETING.filter((c) => b[c] === EMPTY).length;
  const ch = pieceOf(s.turn, s.players);
  const sanct = sanctuaryFlags(s.players);
  let n = 0;
  for (let i = 0; i < CELLS; i++) {
    if (b[i] !== ch || sanct[i]) continue;
    for (const nb of NEIGHBOURS[i]!) if (b[nb] === EMPTY) n++;
    leapChains(occupancy(b, i), i, () => n++);
  }
  return n;
}

function setCell(b: string, i: number, ch: string): string {
  return b.slice(0, i) + ch + b.slice(i + 1);
}

/** The winners if a player (2p, 3p) or a partnership (4p) has every man sheltered (CO-11). */
export function winnersOf(s: State): Seat[] | null {
  const counts = Array.from({ length: s.players }, (_, seat) => shelteredCount(s, seat));
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

function winReason(winners: Seat[], players: number): string {
  if (winners.length === 2) {
    return `${colourName(winners[0]!, players)} and ${colourName(winners[1]!, players)} sheltered all ${2 * (MEN[players] ?? 0)} of their men`;
  }
  return `${colourName(winners[0]!, players)} sheltered all ${MEN[players]} men`;
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
  return { ...s, passed, result: { winners: [], draw: true, reason: "No player can move" } };
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
    rng,
  };
}

const who = (s: State, seat: Seat): string => colourName(seat, s.players);

function cellArg(name: string, text: unknown): Result<number> {
  if (typeof text !== "string") return err(`${name} must be a cell such as E7`);
  const c = cellOf(text);
  return c < 0 ? err(`${text} is not a cell of the board (columns A–Q, rows 1–17)`) : ok(c);
}

/**
 * Checks a move and returns the state after it (before `settle`). Every rejection is a reason a
 * player can read.
 */
export function play(s: State, seat: Seat, move: Move): Result<State> {
  if (s.result) return err("The match is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return err(`There is no seat ${seat} in this match`);
  if (seat !== s.turn) return err(`It is ${who(s, s.turn)}'s turn, not ${who(s, seat)}'s`);
  const ch = pieceOf(seat, s.players);
  if (isDropPhase(s)) {
    if (move.kind !== "drop") return err("Men cannot move until every man has been dropped: drop a man on the meeting place");
    const c = cellArg("The drop cell", move.at);
    if ("error" in c) return c;
    const cell = c.ok;
    if (!IS_MEETING[cell]) return err(`${label(cell)} is outside the meeting place (columns E–M, rows 7–11)`);
    if (s.board[cell] !== EMPTY) return err(`${label(cell)} is not empty`);
    const toDrop = s.toDrop.slice();
    toDrop[seat] = toDrop[seat]! - 1;
    return ok({ ...s, board: setCell(s.board, cell, ch), toDrop, ply: s.ply + 1, last: { seat, move } });
  }
  if (move.kind !== "move") return err("Every man has been dropped: move a man instead");
  const f = cellArg("The starting cell", move.from);
  if ("error" in f) return f;
  const from = f.ok;
  const b = s.board;
  if (b[from] === EMPTY) return err(`There is no man on ${label(from)}`);
  if (b[from] !== ch) return err(`The man on ${label(from)} is not yours (you play ${who(s, seat)})`);
  if (sanctuaryFlags(s.players)[from]) return err(`The man on ${label(from)} is sheltered in a sanctuary and cannot move again`);
  const via = move.via ?? [];
  if (!Array.isArray(via)) return err("via must be a list of cells");
  const landings: number[] = [];
  for (const v of [...via, move.to]) {
    const c = cellArg("Each landing cell", v);
    if ("error" in c) return c;
    landings.push(c.ok);
  }
  const last = landings[landings.length - 1]!;
  const board = setCell(b, from, EMPTY); // the man has left its cell
  const single = landings.length === 1;
  const seen = new Set<number>([from]);
  let here = from;
  for (const land of landings) {
    const dc = colOf(land) - colOf(here), dr = rowOf(land) - rowOf(here);
    const step = Math.max(Math.abs(dc), Math.abs(dr)) === 1;
    const leap = (Math.abs(dc) === 2 || dc === 0) && (Math.abs(dr) === 2 || dr === 0) && !(dc === 0 && dr === 0);
    if (land === from) return err(`A leap chain may not land on its starting cell ${label(from)} (CO-13)`);
    if (step && single) {
      if (board[land] !== EMPTY) return err(`${label(land)} is not empty`);
    } else if (step) {
      return err(`${label(here)} to ${label(land)} is a step: a step is a whole move and cannot be part of a leap chain`);
    } else if (leap) {
      const over = (rowOf(here) + dr / 2) * 17 + colOf(here) + dc / 2;
      if (board[over] === EMPTY) return err(`There is no man on ${label(over)} to leap over from ${label(here)} to ${label(land)}`);
      if (seen.has(land)) return err(`A leap chain may not land twice on ${label(land)}`);
      if (board[land] !== EMPTY) return err(`${label(land)} is not empty`);
    } else {
      return err(`${label(here)} to ${label(land)} is neither a step to an adjacent cell nor a leap over an adjacent man`);
    }
    seen.add(land);
    here = land;
  }
  return ok({ ...s, board: setCell(board, last, ch), ply: s.ply + 1, last: { seat, move } });
}
