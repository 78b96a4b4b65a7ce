/**
 * Getting around the 17×17 Conspirateurs grid, apart from what a move is:
 * - the keyboard: the cells a player may choose are one tab stop (a roving tabindex, boards/kit.ts
 *   `useRovingCell`); the arrow keys go to the nearest such cell in that direction (`nextCell`), and
 *   Enter or Space chooses (boards/kit.ts `activation`);
 * - phones: the board zooms to an 8×8 region (cells 44 px or more at 390 px, each named in its
 *   corner), with buttons to pan it and to see the whole board. A narrow screen starts zoomed (an
 *   effect, so the server-rendered embed always shows the whole board). The region moves only
 *   when the selection leaves it or the player pans: a tap never shifts the cell under the finger.
 *   The whole board on a phone is for looking: a tap there zooms in around the cell tapped.
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { ZoomBar, usePhoneZoom } from "../kit";
import type { BoardWords } from "../i18n/index";

export const N = 17;
/** Cells across the zoomed window. */
export const ZOOM_CELLS = 8;
/** Widest screen (CSS px) that starts zoomed: below it a whole-board cell is under 44 px wide... */
const PHONE_QUERY = "(max-width: 760px)";

const colOf = (cell: number) => cell % N;
const rowOf = (cell: number) => Math.floor(cell / N); // 0 = row 1, drawn at the bottom

/** Arrow key -> (column, row) step; rows count upwards, as on the board. */
const STEPS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The cell of `cells` an arrow key goes to from `from`: the nearest one ahead in that direction
 * (straight ahead first, then the least sideways), or null when there is none.
 */
export function nextCell(cells: readonly number[], from: number, key: string): number | null {
  const step = STEPS[key];
  if (!step) return null;
  let best: number | null = null;
  let bestScore = Infinity;
  for (const c of cells) {
    const dc = colOf(c) - colOf(from);
    const dr = rowOf(c) - rowOf(from);
    const ahead = dc * step[0] + dr * step[1];
    if (ahead <= 0) continue;
    const aside = Math.abs(step[0] ? dr : dc);
    const score = ahead + 3 * aside;
    if (score < bestScore || (score === bestScore && best !== null && c < best)) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** The cell at the middle of the cells' bounding box (where the zoom first looks). */
export function middleCell(cells: readonly number[]): number | null {
  if (!cells.length) return null;
  const cols = cells.map(colOf), rows = cells.map(rowOf);
  const mid = (v: number[]) => Math.round((Math.min(...v) + Math.max(...v)) / 2);
  return mid(rows) * N + mid(cols);
}

/** The zoomed region: its lower-left cell (column, row), kept on the board. */
export type Region = { col: number; row: number };

const clamp = (v: number) => Math.max(0, Math.min(N - ZOOM_CELLS, v));
export const regionAround = (cell: number): Region => ({
  col: clamp(colOf(cell) - Math.floor(ZOOM_CELLS / 2)),
  row: clamp(rowOf(cell) - Math.floor(ZOOM_CELLS / 2)),
});

const inside = (r: Region, cell: number): boolean =>
  colOf(cell) >= r.col && colOf(cell) < r.col + ZOOM_CELLS && rowOf(cell) >= r.row && rowOf(cell) < r.row + ZOOM_CELLS;

/**
 * Zoom state: on (phones) or off, the region shown, which moves to `focus` (the selection, a cell
 * reached by key) only when `focus` is outside it, and panning by half a window. `phone`: a narrow
 * screen, where the whole board is too small to tap.
 */
export function useZoom(focus: number | null) {
  const [zoomed, setZoomed] = usePhoneZoom(PHONE_QUERY);
  const [phone, setPhone] = useState(false);
  useEffect(() => setPhone(typeof matchMedia === "function" && matchMedia(PHONE_QUERY).matches), []);
  const kept = useRef<Region | null>(null);
  const [, redraw] = useState(0);
  if (!kept.current || (focus !== null && !inside(kept.current, focus))) kept.current = regionAround(focus ?? Math.floor((N * N) / 2));
  const region = kept.current;
  const show = (r: Region) => {
    kept.current = r;
    redraw((n) => n + 1);
  };
  const pan = (dc: number, dr: number) => show({ col: clamp(region.col + dc), row: clamp(region.row + dr) });
  /** Zooms in with `cell` in the middle (a tap on the whole board of a phone). */
  const zoomTo = (cell: number) => {
    show(regionAround(cell));
    setZoomed(true);
  };
  return { zoomed, setZoomed, region, pan, phone, zoomTo, shows: (cell: number) => inside(region, cell) };
}

/** The SVG viewBox of the zoomed region, for cells of `size` after a margin `margin`. */
export function regionViewBox(r: Region, size: number, margin: number): string {
  const x = margin + r.col * size;
  const y = margin + (N - ZOOM_CELLS - r.row) * size;
  return `${x} ${y} ${ZOOM_CELLS * size} ${ZOOM_CELLS * size}`;
}

const HALF = Math.floor(ZOOM_CELLS / 2);

/** Zoom toggle and the four pan buttons, by half a window (boards/kit.ts `ZoomBar`). */
export function ZoomControls({ zoom, w }: { zoom: ReturnType<typeof useZoom>; w: BoardWords }) {
  const { zoomed, setZoomed, region, pan } = zoom;
  const moved = (dc: number, dr: number) => clamp(region.col + dc * HALF) !== region.col || clamp(region.row + dr * HALF) !== region.row;
  return html`<${ZoomBar} zoomed=${zoomed} onToggle=${() => setZoomed(!zoomed)} canPan=${moved} pan=${(dc: number, dr: number) => pan(dc * HALF, dr * HALF)} w=${w} />`;
}
