/**
 * Board geometry of Conspirateurs (rulings CO-1 to CO-4): a 17×17 grid, columns A–Q left to
 * right (the letter I is used), rows 1–17 bottom to top. A cell is an index 0..288:
 * index = (row - 1) * 17 + column, with column 0 = A. A1 is index 0, Q17 is index 288.
 */
export const SIZE = 17;
export const CELLS = SIZE * SIZE;
export const COLUMNS = "ABCDEFGHIJKLMNOPQ";

export const colOf = (i: number): number => i % SIZE;
export const rowOf = (i: number): number => Math.floor(i / SIZE);
export const at = (col: number, row: number): number => row * SIZE + col;
export const onBoard = (col: number, row: number): boolean => col >= 0 && col < SIZE && row >= 0 && row < SIZE;

/** Labels of every cell, by index ("A1" … "Q17"). */
export const LABELS: readonly string[] = Array.from({ length: CELLS }, (_, i) => `${COLUMNS[colOf(i)]}${rowOf(i) + 1}`);
const INDEX = new Map<string, number>(LABELS.map((l, i) => [l, i]));

/** The index of a label such as "E7" (case-insensitive), or -1. */
export function cellOf(label: string): number {
  // a label as the engine writes it needs no trimming nor case folding
  return INDEX.get(label) ?? INDEX.get(label.trim().toUpperCase()) ?? -1;
}
export const label = (i: number): string => LABELS[i] ?? "?";

/** The eight directions as [dcol, drow]. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1],
];

/** NEIGHBOURS[i]: the adjacent cells (up to 8). */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) => {
  const out: number[] = [];
  for (const [dc, dr] of DIRECTIONS) {
    const c = colOf(i) + dc, r = rowOf(i) + dr;
    if (onBoard(c, r)) out.push(at(c, r));
  }
  return out;
});

/** LEAPS[i]: [over, land] pairs for a leap from i in each direction that stays on the board. */
export const LEAPS: readonly (readonly (readonly [number, number])[])[] = Array.from({ length: CELLS }, (_, i) => {
  const out: [number, number][] = [];
  for (const [dc, dr] of DIRECTIONS) {
    const c = colOf(i) + 2 * dc, r = rowOf(i) + 2 * dr;
    if (onBoard(c, r)) out.push([at(colOf(i) + dc, rowOf(i) + dr), at(c, r)]);
  }
  return out;
});

/**
 * The same neighbours and leaps as flat tables for the move generator's inner loops: for cell i
 * and direction d (DIRECTIONS order), entry i * 8 + d, or -1 where it would leave the board.
 * STEP_TO: the adjacent cell; LEAP_OVER / LEAP_LAND: the cell leapt over and the landing cell.
 * Skipping the -1 entries visits cells in the order of NEIGHBOURS[i] and LEAPS[i].
 */
export const STEP_TO = new Int16Array(CELLS * 8).fill(-1);
export const LEAP_OVER = new Int16Array(CELLS * 8).fill(-1);
export const LEAP_LAND = new Int16Array(CELLS * 8).fill(-1);
for (let i = 0; i < CELLS; i++) {
  DIRECTIONS.forEach(([dc, dr], d) => {
    if (onBoard(colOf(i) + dc, rowOf(i) + dr)) STEP_TO[i * 8 + d] = at(colOf(i) + dc, rowOf(i) + dr);
    if (onBoard(colOf(i) + 2 * dc, rowOf(i) + 2 * dr)) {
      LEAP_OVER[i * 8 + d] = at(colOf(i) + dc, rowOf(i) + dr);
      LEAP_LAND[i * 8 + d] = at(colOf(i) + 2 * dc, rowOf(i) + 2 * dr);
    }
  });
}

/** CO-2: the secret meeting place, columns E–M and rows 7–11 (45 cells), in index order. */
export const MEETING: readonly number[] = Array.from({ length: CELLS }, (_, i) => i).filter(
  (i) => colOf(i) >= 4 && colOf(i) <= 12 && rowOf(i) >= 6 && rowOf(i) <= 10,
);
export const IS_MEETING: readonly boolean[] = Array.from({ length: CELLS }, (_, i) => MEETING.includes(i));

/** CO-3: the 39 sanctuaries (as in Ludii). */
const SANCTUARY_LABELS = [
  "A1", "B1", "D1", "F1", "H1", "J1", "L1", "N1", "P1", "Q1",
  "A17", "B17", "D17", "F17", "H17", "I17", "J17", "L17", "N17", "P17", "Q17",
  "A2", "A4", "A6", "A8", "A9", "A10", "A12", "A14", "A16",
  "Q2", "Q4", "Q6", "Q8", "Q9", "Q10", "Q12", "Q14", "Q16",
];
/** CO-4: the exception sanctuary of the 3-player game. */
export const EXCEPTION_SANCTUARY = "I1";

const SANCTUARY_LISTS: Record<number, readonly number[]> = {};
/** The sanctuaries for a number of players, in index order. */
export function sanctuaries(players: number): readonly number[] {
  let list = SANCTUARY_LISTS[players];
  if (!list) {
    const labels = players === 3 ? [...SANCTUARY_LABELS, EXCEPTION_SANCTUARY] : SANCTUARY_LABELS;
    list = SANCTUARY_LISTS[players] = labels.map(cellOf).sort((a, b) => a - b);
  }
  return list;
}
const SANCTUARY_FLAGS: Record<number, boolean[]> = {};
/** A flag per cell: is it a sanctuary in a game of `players`? */
export function sanctuaryFlags(players: number): readonly boolean[] {
  let flags = SANCTUARY_FLAGS[players];
  if (!flags) {
    flags = new Array<boolean>(CELLS).fill(false);
    for (const s of sanctuaries(players)) flags[s] = true;
    SANCTUARY_FLAGS[players] = flags;
  }
  return flags;
}

/** King-move distance between two cells. */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs(colOf(a) - colOf(b)), Math.abs(rowOf(a) - rowOf(b)));
}

