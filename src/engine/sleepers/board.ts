/**
 * Board geometry (SL-1, SL-2): a regular hexagon of 61 hexes, 5 on a side, pointy-top hexes in
 * horizontal rows A (top) to I (bottom) of 5, 6, 7, 8, 9, 8, 7, 6, 5 hexes, numbered from 1 at the
 * left of each row. Internally axial coordinates (q, r) with the centre E5 at (0, 0) and s = -q-r.
 */
export const ROW_LETTERS = "ABCDEFGHI";
export const ROW_LENGTHS = [5, 6, 7, 8, 9, 8, 7, 6, 5] as const;
export const HEX_COUNT = 61;

export interface HexInfo {
  index: number;
  label: string;
  /** 0..8 for rows A..I. */
  row: number;
  /** 0-based position in its row. */
  col: number;
  q: number;
  r: number;
  s: number;
}

export const HEXES: HexInfo[] = [];
const byAxial = new Map<string, number>();
for (let row = 0; row < 9; row++) {
  const r = row - 4;
  const qmin = Math.max(-4, -4 - r);
  const len = ROW_LENGTHS[row] as number;
  for (let col = 0; col < len; col++) {
    const q = qmin + col;
    const index = HEXES.length;
    HEXES.push({ index, label: `${ROW_LETTERS[row]}${col + 1}`, row, col, q, r, s: -q - r });
    byAxial.set(`${q},${r}`, index);
  }
}

/** The six directions (axial deltas): E, NE, NW, W, SW, SE. Direction d and (d + 3) % 6 are opposite. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

export function hexAt(q: number, r: number): number {
  return byAxial.get(`${q},${r}`) ?? -1;
}

/** NEIGHBOURS[h][d]: the hex next to h in direction d, or -1 off the board. */
export const NEIGHBOURS: readonly (readonly number[])[] = HEXES.map((h) =>
  DIRECTIONS.map(([dq, dr]) => hexAt(h.q + dq, h.r + dr)),
);

/** Neighbours on the board only. */
export const ADJACENT: readonly (readonly number[])[] = NEIGHBOURS.map((ns) => ns.filter((n) => n >= 0));

/**
 * Sides (SL-2), as bits: top (row A), bottom (row I), upper-left (first hex of rows A–E),
 * lower-right (last hex of rows E–I), upper-right (last hex of rows A–E), lower-left (first hex of
 * rows E–I). Opposite sides are bit pairs (1,2), (4,8), (16,32). A corner belongs to both its sides.
 */
export const SIDE_NAMES = ["top", "bottom", "upper-left", "lower-right", "upper-right", "lower-left"] as const;
export type SideName = (typeof SIDE_NAMES)[number];
export const OPPOSITE_PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
  [4, 5],
];
export const SIDE_MASK: readonly number[] = HEXES.map(
  (h) =>
    (h.r === -4 ? 1 : 0) |
    (h.r === 4 ? 2 : 0) |
    (h.s === 4 ? 4 : 0) |
    (h.s === -4 ? 8 : 0) |
    (h.q === 4 ? 16 : 0) |
    (h.q === -4 ? 32 : 0),
);

/** Every straight line of five consecutive hexes along one of the three axes (SL-19 liberation). */
export const LINES_OF_FIVE: readonly (readonly number[])[] = (() => {
  const lines: number[][] = [];
  const axes: [number, number][] = [
    [1, 0],
    [0, 1],
    [-1, 1],
  ];
  for (const h of HEXES) {
    for (const [dq, dr] of axes) {
      const line: number[] = [];
      for (let k = 0; k < 5; k++) {
        const n = hexAt(h.q + dq * k, h.r + dr * k);
        if (n < 0) break;
        line.push(n);
      }
      if (line.length === 5) lines.push(line);
    }
  }
  return lines;
})();

/** Each hex's own label ("E5") to its index: the usual case of hexIndex, read on every move the bots search. */
const byLabel = new Map(HEXES.map((h) => [h.label, h.index]));

/** "E5" -> index, or -1 when the text names no hex of the board. */
export function hexIndex(label: string): number {
  const exact = byLabel.get(label);
  if (exact !== undefined) return exact;
  const m = /^([A-Ia-i])([1-9])$/.exec(label.trim());
  if (!m) return -1;
  const row = ROW_LETTERS.indexOf((m[1] as string).toUpperCase());
  const col = Number(m[2]) - 1;
  if (col >= (ROW_LENGTHS[row] as number)) return -1;
  let index = 0;
  for (let i = 0; i < row; i++) index += ROW_LENGTHS[i] as number;
  return index + col;
}

export function hexLabel(index: number): string {
  return HEXES[index]?.label ?? "?";
}
