/** A rating's history as a small SVG line chart, drawn by hand (no chart library). */
import { html } from "htm/preact";
import { m } from "./i18n/index";

export interface HistoryPoint {
  at: string;
  matchId: string;
  rating: number;
  deviation: number;
}

const W = 320;
const H = 120;
const PAD = { left: 40, right: 8, top: 10, bottom: 18 };

/** The chart: one point per rated match, oldest left; the vertical scale fits the ratings seen. */
export function RatingChart({ history, label }: { history: HistoryPoint[]; label: string }) {
  if (history.length === 0) return html`<p class="muted">${m.noRatedMatch()}</p>`;
  const ratings = history.map((h) => h.rating);
  const lo = Math.min(...ratings) - 20;
  const hi = Math.max(...ratings) + 20;
  const x = (i: number) => PAD.left + (history.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (history.length - 1));
  const y = (r: number) => PAD.top + ((hi - r) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const points = history.map((h, i) => `${x(i).toFixed(1)},${y(h.rating).toFixed(1)}`).join(" ");
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const summary = m.ratingSummary({ label, n: history.length, first: first.rating, last: last.rating, lowest: Math.min(...ratings), highest: Math.max(...ratings) });
  return html`<svg class="rating-chart" viewBox=${`0 0 ${W} ${H}`} role="img" aria-label=${summary}>
    <line x1=${PAD.left} y1=${H - PAD.bottom} x2=${W - PAD.right} y2=${H - PAD.bottom} class="axis" />
    <line x1=${PAD.left} y1=${PAD.top} x2=${PAD.left} y2=${H - PAD.bottom} class="axis" />
    <text x=${PAD.left - 4} y=${y(Math.max(...ratings)) + 4} text-anchor="end">${Math.max(...ratings)}</text>
    <text x=${PAD.left - 4} y=${y(Math.min(...ratings)) + 4} text-anchor="end">${Math.min(...ratings)}</text>
    <polyline points=${points} class="line" fill="none" />
    ${history.map((h, i) => html`<circle cx=${x(i).toFixed(1)} cy=${y(h.rating).toFixed(1)} r="2.5" class="dot" />`)}
  </svg>`;
}
