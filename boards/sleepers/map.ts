/**
 * What the Sleepers board draws behind and around the 61 hexes: France (the pitch's hex map: a
 * simplified outline of the "Hexagone", projected from longitude and latitude), and the six sides of
 * the board in three numbered, coloured pairs, so that "join two opposite sides" can be seen.
 */
import { html } from "htm/preact";

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

