/**
 * What the Sleepers board draws behind and around the 61 hexes: France (the pitch's hex map: a
 * simplified outline of the "Hexagone", projected from longitude and latitude), and the six sides of
 * the board in three numbered, coloured pairs, so that "join two opposite sides" can be seen.
 */
import { html } from "htm/preact";

/** Simplified coast and borders of mainland France, clockwise from Dunkirk: [longitude, latitude]. */
const FRANCE: readonly (readonly [number, number])[] = [
  [2.4, 51.05], [3.1, 50.8], [4.2, 50.0], [4.8, 50.15], [5.8, 49.55], [6.4, 49.45], [7.6, 49.1], [8.2, 48.97],
  [7.8, 48.5], [7.6, 47.6], [7.0, 47.45], [6.1, 46.4], [6.8, 46.4], [7.0, 45.9], [6.6, 45.1], [7.0, 44.2],
  [7.5, 43.78], [7.2, 43.65], [6.6, 43.2], [5.9, 43.1], [5.3, 43.3], [4.6, 43.4], [3.4, 43.3], [3.05, 42.5],
  [1.7, 42.5], [0.7, 42.8], [-0.3, 42.8], [-1.8, 43.35], [-1.5, 43.6], [-1.25, 44.6], [-1.1, 45.5],
  [-1.2, 46.2], [-2.2, 47.1], [-3.0, 47.5], [-4.4, 47.8], [-4.8, 48.4], [-3.5, 48.8], [-1.9, 48.6],
  [-1.6, 48.7], [-1.9, 49.7], [-1.3, 49.7], [-1.2, 49.35], [0.2, 49.45], [0.2, 49.7], [1.4, 50.1], [1.6, 50.9],
];

/** France's outline as SVG points, centred on the board (0, 0) and `scale` units to a degree of latitude. */
export function franceOutline(scale: number): string {
  const k = Math.cos((46.5 * Math.PI) / 180);
  const xs = FRANCE.map(([lon]) => lon * k);
  const ys = FRANCE.map(([, lat]) => -lat);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  return FRANCE.map((_, i) => `${((xs[i]! - cx) * scale).toFixed(1)},${((ys[i]! - cy) * scale).toFixed(1)}`).join(" ");
}

/** The three pairs' colours (each pair also carries its number, so colour is never the only sign). */
const PAIR_COLOUR = ["var(--side-1, #c0392b)", "var(--side-2, #2e7d32)", "var(--side-3, #1565c0)"];

/**
 * The board's sides as [from, to] corner-hex centres with their pair (0: top and bottom, 1:
 * upper-left and lower-right, 2: upper-right and lower-left), for pointy-top hexes of width `w` and
 * radius `r` with E5 at (0, 0).
 */
function sides(w: number, r: number): { a: [number, number]; b: [number, number]; pair: number; name: string }[] {
  const A1: [number, number] = [-2 * w, -6 * r];
  const A5: [number, number] = [2 * w, -6 * r];
  const E9: [number, number] = [4 * w, 0];
  const I5: [number, number] = [2 * w, 6 * r];
  const I1: [number, number] = [-2 * w, 6 * r];
  const E1: [number, number] = [-4 * w, 0];
  return [
    { a: A1, b: A5, pair: 0, name: "top" },
    { a: I1, b: I5, pair: 0, name: "bottom" },
    { a: E1, b: A1, pair: 1, name: "upper-left" },
    { a: E9, b: I5, pair: 1, name: "lower-right" },
    { a: A5, b: E9, pair: 2, name: "upper-right" },
    { a: I1, b: E1, pair: 2, name: "lower-left" },
  ];
}

/** France behind the hexes: light land with a thin coast, legible on light and dark backgrounds. */
export function MapBackdrop({ scale }: { scale: number }) {
  return html`<polygon class="sleepers-france" points=${franceOutline(scale)} fill="var(--map-land, rgba(110,150,95,0.2))"
    stroke="var(--map-coast, rgba(90,120,80,0.65))" stroke-width="2" stroke-linejoin="round" aria-hidden="true" />`;
}

/**
 * The six sides, drawn as coloured bands just outside the edge hexes, each with its pair's number at
 * its middle: the same number on two opposite sides.
 */
export function SideMarks({ w, r }: { w: number; r: number }) {
  const out = r + 22; // beyond the row letters
  return html`<g class="sleepers-sides" aria-hidden="true">
    ${sides(w, r).map(({ a, b, pair, name }) => {
      const mx = (a[0] + b[0]) / 2;
      const my = (a[1] + b[1]) / 2;
      const len = Math.hypot(mx, my);
      const nx = mx / len;
      const ny = my / len;
      const colour = PAIR_COLOUR[pair];
      const x1 = a[0] + nx * out;
      const y1 = a[1] + ny * out;
      const x2 = b[0] + nx * out;
      const y2 = b[1] + ny * out;
      const lx = mx + nx * out;
      const ly = my + ny * out;
      return html`<g key=${name} data-side=${name} data-pair=${pair + 1}>
        <line x1=${x1.toFixed(1)} y1=${y1.toFixed(1)} x2=${x2.toFixed(1)} y2=${y2.toFixed(1)} stroke=${colour} stroke-width="5" stroke-linecap="round" stroke-dasharray=${pair === 1 ? "12 5" : pair === 2 ? "3 5" : "none"} />
        <circle cx=${lx.toFixed(1)} cy=${ly.toFixed(1)} r="10" fill=${colour} />
        <text x=${lx.toFixed(1)} y=${(ly + 4.5).toFixed(1)} text-anchor="middle" font-size="13" font-weight="700" fill="#ffffff">${pair + 1}</text>
      </g>`;
    })}
  </g>`;
}

/** The legend under the board's headline. */
export const SIDES_LEGEND = "Win by joining two sides with the same number with a chain of your active agents.";
