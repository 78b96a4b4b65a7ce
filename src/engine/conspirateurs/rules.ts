/**
 * The rules of Conspirateurs as pure functions over a JSON state (rulings CO-1 to CO-12 in
 * docs/rules/conspirateurs.md, with the project's own from CO-13 on).
 */
import type { Result, Seat } from "../game";
import { err, ok } from "../game";
import type { RngState } from "../rng";
import type { Move, State } from "./types";
import {
  CELLS, IS_MEETING, LABELS, LEAP_LAND, LEAP_OVER, MEETING, STEP_TO, cellOf, colOf, label, rowOf, sanctuaries, sanctuaryFlags,
} from "./geometry";

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
 * The board as the leap-chain search sees it, one byte per cell: FREE (an empty cell), MAN (a
 * man of any colour, CO-7) or LEFT (empty, but the leaping man has already been there this move:
 * its starting cell, which it has left, and its landings so far). A leap goes over a MAN and
 * lands on a FREE cell, so a chain never lands on its starting cell (CO-13) nor twice on the same
 * cell (CO-8), and the leaping man never leaps over a cell it has left (it is no longer there).
 */
const FREE = 0, MAN = 1, LEFT = 2;

function searchBoard(b: string): Uint8Array {
  const cells = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) if (b.charCodeAt(i) !== EMPTY_CODE) cells[i] = MAN;
  return cells;
}

/**
 * Every leap chain that goes on from `here` after `depth` landings (their labels in
 * path[0..depth-1]) of the man lifted from `from` (CO-7, CO-8): depth first, directions in
 * DIRECTIONS order, each chain right before its own continuations. Pushes the chains to `out`
 * (when given) and returns how many there are. `cells` is restored before returning.
 */
function leapChains(cells: Uint8Array, from: string, here: number, path: string[], depth: number, out: Move[] | null): number {
  let n = 0;
  for (let k = here * 8; k < here * 8 + 8; k++) {
    const land = LEAP_LAND[k]!;
    if (land < 0 || cells[land] !== FREE || cells[LEAP_OVER[k]!] !== MAN) continue;
    n++;
    if (out) out.push({ kind: "move", from, via: path.slice(0, depth), to: LABELS[land]! });
    path[depth] = LABELS[land]!;
    cells[land] = LEFT;
    n += leapChains(cells, from, land, path, depth + 1, out);
    cells[land] = FREE;
  }
  return n;
}

/**
 * The moves of the man on `i` (not on a sanctuary): its steps in DIRECTIONS order, then its leap
 * chains (see leapChains). Pushes them to `out` (when given) and returns how many there are.
 */
function movesOfMan(cells: Uint8Array, i: number, out: Move[] | null): number {
  const from = LABELS[i]!;
  let n = 0;
  for (let k = i * 8; k < i * 8 + 8; k++) {
    const to = STEP_TO[k]!;
    if (to < 0 || cells[to] !== FREE) continue;
    n++;
    if (out) out.push({ kind: "move", from, via: [], to: LABELS[to]! });
  }
  cells[i] = LEFT; // the man leaves its cell
  n += leapChains(cells, from, i, [], 0, out);
  cells[i] = MAN;
  return n;
}

/**
 * The moves of the seat to act in the move phase (CO-7: men not on a sanctuary), man by man in
 * the order of their cells. This order is part of the contract of legalMoves (bots pick by
 * index); test/engine/conspirateurs/fingerprint.test.ts guards it.
 */
function movePhaseMoves(s: State, out: Move[] | null): number {
  const b = s.board;
  const man = pieceOf(s.turn, s.players).charCodeAt(0);
  const sanct = sanctuaryFlags(s.players);
  const cells = searchBoard(b);
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (b.charCodeAt(i) === man && !sanct[i]) n += movesOfMan(cells, i, out);
  return n;
}

/** The complete list of legal moves of `seat` (empty when it is not that seat's turn). */
export function generateMoves(s: State, seat: Seat): Move[] {
  if (s.result || seat !== s.turn) return [];
  const b = s.board;
  if (isDropPhase(s)) {
    if ((s.toDrop[seat] ?? 0) <= 0) return [];
    return MEETING.filter((c) => b.charCodeAt(c) === EMPTY_CODE).map((c) => ({ kind: "drop", at: LABELS[c]! }));
  }
  const out: Move[] = [];
  movePhaseMoves(s, out);
  return out;
}

/** Counts the legal moves of the seat to act without building them (for measurements). */
export function countMoves(s: State): number {
  if (s.result) return 0;
  const b = s.board;
  if (isDropPhase(s)) return MEETING.filter((c) => b.charCodeAt(c) === EMPTY_CODE).length;
  return movePhaseMoves(s, null);
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
 * player can read. The seat, the end and the move's shape were checked by the processing step
 * (defineGame in ../game.ts).
 */
export function play(s: State, seat: Seat, move: Move): Result<State> {
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
  const landings = new Array<number>(via.length + 1);
  for (let k = 0; k <= via.length; k++) {
    const c = cellArg("Each landing cell", k < via.length ? via[k] : move.to);
    if ("error" in c) return c;
    landings[k] = c.ok;
  }
  const last = landings[via.length]!;
  const board = setCell(b, from, EMPTY); // the man has left its cell
  const single = via.length === 0;
  let here = from;
  for (let k = 0; k < landings.length; k++) {
    const land = landings[k]!;
    const dc = colOf(land) - colOf(here), dr = rowOf(land) - rowOf(here);
    const step = Math.max(Math.abs(dc), Math.abs(dr)) === 1;
    const leap = (Math.abs(dc) === 2 || dc === 0) && (Math.abs(dr) === 2 || dr === 0) && !(dc === 0 && dr === 0);
    if (land === from) return err(`A leap chain may not land on its starting cell ${label(from)}`); // CO-13
    if (step && single) {
      if (board[land] !== EMPTY) return err(`${label(land)} is not empty`);
    } else if (step) {
      return err(`${label(here)} to ${label(land)} is a step: a step is a whole move and cannot be part of a leap chain`);
    } else if (leap) {
      const over = (rowOf(here) + dr / 2) * 17 + colOf(here) + dc / 2;
      if (board[over] === EMPTY) return err(`There is no man on ${label(over)} to leap over from ${label(here)} to ${label(land)}`);
      if (landings.indexOf(land) < k) return err(`A leap chain may not land twice on ${label(land)}`); // CO-8
      if (board[land] !== EMPTY) return err(`${label(land)} is not empty`);
    } else {
      return err(`${label(here)} to ${label(land)} is neither a step to an adjacent cell nor a leap over an adjacent man`);
    }
    here = land;
  }
  return ok({ ...s, board: setCell(board, last, ch), ply: s.ply + 1, last: { seat, move } });
}
