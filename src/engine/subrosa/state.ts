/** Sub Rosa: small helpers over the state shared by the interpreter, the rules and the notation (the types are in types.ts). */
import type { Seat } from "../game";
import type { Face } from "./locations";
import type { State } from "./types";

export type { Bind, CardState, Ev, Pending, Sign, State } from "./types";

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
