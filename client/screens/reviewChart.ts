/**
 * The review's chart: each seat's chance to win after every position, one line per seat (its own
 * colour and dash, so it reads without colour too), the position looked at marked, the moments
 * ringed. The numbers are also said in words beside it (the review page's "Chances" list).
 */
import { html } from "htm/preact";
import { m } from "../i18n/index";

export const LINE_COLOURS = ["#2f6fd6", "#c8372d", "#2e9e5b", "#b8860b", "#7b4bc4", "#5a5a66"];
export const LINE_DASHES = ["", "8 4", "2 4", "10 3 2 3", "4 2", "1 3"];

const W = 600;
const H = 220;
/** Room for "100 %" (French puts a space before the sign) in the axis' font. */
const PAD = { left: 58, right: 10, top: 10, bottom: 30 };
/** The axis' font, in the chart's units: about 9 px on a phone, where the chart is 360 px wide. */
const AXIS_FONT = 15;

export interface ChartSeat {
  seat: number;
  label: string;
}

/**
 * `chances[i]` are the chances after position i (null: not judged yet); `at` the index looked at;
 * `moments` the indexes of the moments; `onPick` is told the index of a point clicked.
 */
export function ChancesChart({ chances, seats, at, moments, onPick }: { chances: (number[] | null)[]; seats: ChartSeat[]; at: number; moments: number[]; onPick: (i: number) => void }) {
  const n = Math.max(1, chances.length - 1);
  const x = (i: number) => PAD.left + (i / n) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (1 - p) * (H - PAD.top - PAD.bottom);
  const lines = seats.map((s) => {
    const points = chances.flatMap((c, i) => (c ? [`${x(i).toFixed(1)},${y(c[s.seat] ?? 0).toFixed(1)}`] : []));
    return html`<polyline
      points=${points.join(" ")}
      fill="none"
      stroke=${LINE_COLOURS[s.seat % LINE_COLOURS.length]}
      stroke-width="2.5"
      stroke-dasharray=${LINE_DASHES[s.seat % LINE_DASHES.length] || undefined}
      stroke-linejoin="round"
    />`;
  });
  const click = (e: MouseEvent) => {
    const svg = e.currentTarget as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const px = ((e.clientX - box.left) / box.width) * W;
    onPick(Math.max(0, Math.min(chances.length - 1, Math.round(((px - PAD.left) / (W - PAD.left - PAD.right)) * n))));
  };
  return html`<svg class="chances-chart" viewBox=${`0 0 ${W} ${H}`} role="img" aria-labelledby="chances-title" onClick=${click}>
    <title id="chances-title">${m.chartTitle()}</title>
    ${[0, 0.5, 1].map(
      (p) => html`<g>
        <line x1=${PAD.left} x2=${W - PAD.right} y1=${y(p)} y2=${y(p)} stroke="currentColor" stroke-opacity="0.2" />
        <text x=${PAD.left - 6} y=${y(p) + 5} text-anchor="end" font-size=${AXIS_FONT} fill="currentColor">${m.percent({ n: Math.round(p * 100) })}</text>
      </g>`,
    )}
    <text x=${PAD.left} y=${H - 6} font-size=${AXIS_FONT} fill="currentColor">${m.chartStart()}</text>
    <text x=${W - PAD.right} y=${H - 6} font-size=${AXIS_FONT} text-anchor="end" fill="currentColor">${m.chartEnd()}</text>
    ${moments.map((i) => html`<circle cx=${x(i)} cy=${PAD.top + 4} r="5" fill="var(--accent, #d97706)"><title>${m.aMoment()}</title></circle>`)}
    <line class="chances-at" x1=${x(at)} x2=${x(at)} y1=${PAD.top} y2=${H - PAD.bottom} stroke="currentColor" stroke-width="1.5" />
    ${lines}
  </svg>`;
}

/** The legend: each seat's line as drawn. */
export function ChartLegend({ seats }: { seats: ChartSeat[] }) {
  return html`<ul class="chart-legend" aria-label=${m.chartLines()}>
    ${seats.map(
      (s) => html`<li>
        <svg width="32" height="10" aria-hidden="true"><line x1="0" x2="32" y1="5" y2="5" stroke=${LINE_COLOURS[s.seat % LINE_COLOURS.length]} stroke-width="3" stroke-dasharray=${LINE_DASHES[s.seat % LINE_DASHES.length] || undefined} /></svg>
        ${s.label}
      </li>`,
    )}
  </ul>`;
}
