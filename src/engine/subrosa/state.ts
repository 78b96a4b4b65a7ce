/** Sub Rosa state types and small helpers shared by the interpreter, the rules and the notation. */
import type { Seat } from "../game";
import type { RngState } from "../rng";
import type { Face } from "./locations";

export type Sign = 1 | -1;

/** One influence card. Cards are numbered internally (their index in `cards`); ids never reach a view. */
export interface CardState {
  /** Owner seat. */
  o: Seat;
  /** Printed face: 2..6 or ☆ ("*", worth 3). */
  v: Face;
  /** Face-up now. */
  up: boolean;
  /** Has been face-up at some point, so every player saw it (SR-13). */
  seen: boolean;
  /** Seats that looked at it with a "look" ability (SR-8). */
  lk: Seat[];
  /** Attached +/- cards. */
  m: Sign[];
}

/** A value bound by a pick: a card, a location, or a +/- card (its card and sign). */
export type Bind = { c: number } | { l: number } | { m: [number, Sign] };

export interface Pending {
  /** The player carrying out the ability. */
  seat: Seat;
  /** The location whose ability runs. */
  loc: number;
  /** The ☆ just played. */
  star: number;
  /** Index of the current step in the effect. */
  step: number;
  bind: Record<string, Bind>;
}

/** What happened during the last move, for `describe`. Card ids are rendered per viewer. */
export type Ev =
  | { k: "play"; seat: Seat; c: number; loc: number }
  | { k: "move"; c: number; from: number; to: number }
  | { k: "swap"; a: number; b: number; la: number; lb: number }
  | { k: "attach"; c: number; sign: Sign; loc: number }
  | { k: "nosupply"; sign: Sign }
  | { k: "look"; seat: Seat; c: number; loc: number }
  | { k: "reveal"; c: number; loc: number }
  | { k: "conceal"; c: number; loc: number }
  | { k: "remove"; c: number; loc: number }
  | { k: "flipmod"; c: number; sign: Sign; loc: number }
  | { k: "movemod"; from: number; to: number; sign: Sign; lf: number; lt: number }
  | { k: "chose"; c?: number; l?: number; m?: [number, Sign]; at?: number }
  | { k: "skip"; loc: number; prompt: string }
  | { k: "done"; loc: number }
  | { k: "end" };

export interface State {
  players: number;
  /** Location set (option). */
  set: string;
  rng: RngState;
  first: Seat;
  /** Whose turn it is (the next to play); during an ability, the player resolving it. */
  turn: Seat;
  /** Side key of each dealt location, left to right. */
  locs: string[];
  /** Card ids in each column, top (first played) to bottom (most recent). */
  cols: number[][];
  cards: CardState[];
  hands: number[][];
  /** Cards removed from the game (Police Station), in order. */
  removed: number[];
  pending: Pending | null;
  events: Ev[];
}

export const MODS_TOTAL = 10; // SR-2
export const HAND: Face[] = ["2", "3", "4", "5", "6", "*", "*"]; // SR-1

export const printed = (f: Face): number => (f === "*" ? 3 : Number(f));
export const faceName = (f: Face): string => (f === "*" ? "☆" : f);

/** Cards each player keeps in hand at the end (SR-7). */
export const keepInHand = (players: number): number => (players === 2 ? 0 : 1);

export function supply(s: State): number {
  let used = 0;
  for (const col of s.cols) for (const id of col) used += s.cards[id]!.m.length;
  return MODS_TOTAL - used;
}

export function isOver(s: State): boolean {
  return s.pending === null && s.hands.every((h) => h.length <= keepInHand(s.players));
}

/** Location index and position of a card on the table, or null. */
export function whereIs(s: State, id: number): { loc: number; pos: number } | null {
  for (let l = 0; l < s.cols.length; l++) {
    const pos = s.cols[l]!.indexOf(id);
    if (pos >= 0) return { loc: l, pos };
  }
  return null;
}

/** Does `viewer` know the face of card `id`? (SR-8, SR-11; everything after the end.) */
export function knows(s: State, viewer: Seat | null, id: number): boolean {
  const c = s.cards[id]!;
  if (c.seen || c.up) return true;
  if (isOver(s)) return true;
  if (viewer === null) return false;
  return c.o === viewer || c.lk.includes(viewer);
}

export const SEAT_NAMES = ["Red", "Blue", "Green", "Yellow"];
export const seatName = (seat: Seat): string => SEAT_NAMES[seat] ?? `Player ${seat + 1}`;

export const clone = <T>(x: T): T => structuredClone(x);
