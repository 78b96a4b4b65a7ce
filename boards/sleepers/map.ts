/**
 * The Sleepers map: where the 61 hexes are, which hex an arrow key goes to, and what the board
 * draws behind and around them: France (the pitch's hex map: a simplified outline of the
 * "Hexagone", projected from longitude and latitude), and the six sides of the board in three
 * numbered, coloured pairs, so that "join two opposite sides" can be seen.
 */
import { html } from "htm/preact";

// Geometry: pointy-top hexes, axial (q, r) with E5 at the centre.
export const ROWS = "ABCDEFGHI";
const LENGTHS = [5, 6, 7, 8, 9, 8, 7, 6, 5];
/** A hex's radius (centre to corner). */
export const R = 30;
/** A hex's width (side to side): the distance between neighbours. */
export const W = Math.sqrt(3) * R;
export interface Cell {
  label: string;
  x: number;
  y: number;
  row: number;
  col: number;
}
/** The hexes in reading order (A1 … A5, B1 … I5), with their centres (y grows downwards). */
export const CELLS: Cell[] = [];
for (let row = 0; row < 9; row++) {
  const r = row - 4;
  const qmin = Math.max(-4, -4 - r);
  for (let col = 0; col < (LENGTHS[row] as number); col++) {
    const q = qmin + col;
    CELLS.push({ label: `${ROWS[row]}${col + 1}`, x: W * (q + r / 2), y: 1.5 * R * r, row, col });
  }
}
const BY_LABEL = new Map(CELLS.map((c) => [c.label, c]));

/** Arrow key -> direction on the page (x right, y down). */
const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The hex of `hexes` (labels) an arrow key goes to from `from`: the nearest one ahead in that
 * direction, scored as how far ahead plus how far aside, the side counting three times for Left and
 * Right (they keep to the row: the next hex of the row comes before a neighbour in the row above)
 * and once for Up and Down (they go to the next row: a neighbour half a hex aside comes before the
 * hex two rows straight up). Up and Down zigzag between the two hexes above or below, so that
 * pressing on keeps to a line (from an even doubled column, `2q + r`, to the left, from an odd one
 * to the right; Up then Down comes back). Null when there is none ahead.
 */
export function nextHex(hexes: readonly string[], from: string, key: string): string | null {
  const dir = DIRECTIONS[key];
  const at = BY_LABEL.get(from);
  if (!dir || !at) return null;
  const vertical = dir[1] !== 0;
  const towardsLeft = Math.round((2 * at.x) / W) % 2 === 0;
  let best: Cell | null = null;
  let bestScore = Infinity;
  for (const label of hexes) {
    const c = BY_LABEL.get(label);
    if (!c || c === at) continue;
    const dx = c.x - at.x, dy = c.y - at.y;
    const ahead = dx * dir[0] + dy * dir[1];
    if (ahead <= 1e-6) continue;
    const aside = Math.abs(vertical ? dx : dy);
    const score = ahead + (vertical ? 1 : 3) * aside;
    // Ties: up or down, to the side the zigzag wants; left or right, the hex above.
    const better = score < bestScore - 1e-6 || (best !== null && Math.abs(score - bestScore) <= 1e-6 && (vertical ? (towardsLeft ? c.x < best.x : c.x > best.x) : c.y < best.y));
    if (better) {
      best = c;
      bestScore = score;
    }
  }
  return best?.label ?? null;
}

/**
 * Simplified coast and borders of mainland France, clockwise from Dunkirk, centred on the board's
 * centre at 50 units to a degree of latitude (longitudes scaled by cos 46.5°). Written out as a
 * path (about 45 points, from Dunkirk, the Rhine, the Alps, the Mediterranean, the Pyrenees,
 * Biscay, Brittany and Normandy) so that no projection code reaches the app.
 */
const FRANCE_PATH =
  "M24-214l24 13l38 40l21-8l34 30l21 5l41 18l21 6l-14 24l-7 45l-21 7l-31 53l25 0l6 25l-13 40l13 45l18 21l-11 6l-20 23l-24 5l-21-10l-24-5l-41 5l-12 40l-47 0l-34-15l-35 0l-51-28l10-12l9-50l5-45l-4-35l-34-45l-28-20l-48-15l-14-30l45-20l55 10l10-5l-10-50l21 0l3 17l48-5l0-12l42-20l7-40z";

/** The three pairs' colours (each pair also carries its number, so colour is never the only sign). */
const PAIR_COLOUR = ["#c0392b", "#2e7d32", "#1565c0"];

/** The sides clockwise from the top (their names in data-side; in words: boards/i18n `sideTitle`); side k and k + 3 are opposite, and pair k % 3 + 1. */
const SIDE_NAMES = "top upper-right lower-right bottom lower-left upper-left".split(" ");

/** France behind the hexes: light land with a thin coast, legible on light and dark backgrounds. */
export function MapBackdrop() {
  return html`<path class="sleepers-france" d=${FRANCE_PATH} fill="var(--map-land, rgba(110,150,95,0.2))" stroke="var(--map-coast, rgba(90,120,80,0.65))" stroke-width="2" stroke-linejoin="round" aria-hidden="true" />`;
}

/**
 * The six sides, drawn as coloured bands (solid, dashed, dotted) just outside the edge hexes, each
 * with its pair's number at its middle: the same number on two opposite sides. The corner hexes
 * (A1, A5, E9, I5, I1, E1) sit on a circle of 4 hex widths, 60° apart, for pointy-top hexes of
 * width `w` and radius `r` with E5 at (0, 0).
 */
export function SideMarks({ w, r, title }: { w: number; r: number; title: (pair: number, side: number) => string }) {
  const out = r + 22; // beyond the row letters
  const at = (deg: number, len: number) => [len * Math.cos((deg * Math.PI) / 180), len * Math.sin((deg * Math.PI) / 180)] as const;
  return html`<g class="sleepers-sides" aria-hidden="true">${SIDE_NAMES.map((name, k) => {
    const pair = k % 3;
    const [nx, ny] = at(60 * k - 90, out);
    const [x1, y1] = at(60 * k - 120, 4 * w);
    const [x2, y2] = at(60 * k - 60, 4 * w);
    const [lx, ly] = at(60 * k - 90, 2 * Math.sqrt(3) * w + out);
    return html`<g key=${name} data-side=${name} data-pair=${pair + 1}><title>${title(pair + 1, k)}</title><line x1=${x1 + nx} y1=${y1 + ny} x2=${x2 + nx} y2=${y2 + ny} stroke=${PAIR_COLOUR[pair]} stroke-width="5" stroke-linecap="round" stroke-dasharray=${["none", "12 5", "3 5"][pair]} /><circle cx=${lx} cy=${ly} r="10" fill=${PAIR_COLOUR[pair]} /><text x=${lx} y=${ly + 4.5} text-anchor="middle" font-size="13" font-weight="700" fill="#ffffff">${pair + 1}</text></g>`;
  })}</g>`;
}

