/**
 * The Conspirateurs board: the 17×17 grid with columns A–Q and rows 1–17 labelled, the secret
 * meeting place (E7–M11) tinted, the sanctuaries marked, every man, and the last move.
 * Drawn from the view JSON only.
 *
 * Playing, by pointer or keyboard (Tab to a part, Enter or Space to choose):
 * - drop phase: choose an empty cell of the meeting place offered as a target (one choice: sent at once);
 * - move phase: choose a man, then each landing cell in turn (only cells that continue some legal
 *   move are offered), then Confirm. Undo takes back the last landing, Cancel the whole move.
 * `onMove` receives the matching entry of `legal` verbatim.
 */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { seatWho } from "../../src/shared/text";
import type { Board, BoardProps } from "../board";
import { ExplainSheet, activation, seatColour } from "../kit";
import { MEETING_TEXT, SANCTUARY_TEXT } from "../../rules/conspirateurs";
import type { Move, View } from "../../src/engine/conspirateurs/types";

const C = 24; // cell size
const M = 20; // margin for the labels
const N = 17;
const SIDE = M * 2 + C * N;

const FG = "var(--fg, #1d1d1f)";
const BG = "var(--bg, #ffffff)";
const MUTED = "var(--muted, #6b6b76)";
const ACCENT = "var(--accent, #3a63c9)";
const LINE = "var(--border, #9a9aa5)";
const MEETING_FILL = "var(--co-meeting, rgba(214, 160, 40, 0.28))";
const SANCTUARY_FILL = "var(--co-sanctuary, rgba(46, 160, 90, 0.30))";
const SANCTUARY_MARK = "var(--co-sanctuary-mark, #2e8b57)";

const label = (view: View, i: number): string => `${view.columns[i % N]}${Math.floor(i / N) + 1}`;
const indexOf = (view: View, l: string): number => {
  const col = view.columns.indexOf(l[0] ?? "");
  const row = Number(l.slice(1)) - 1;
  return col < 0 || !(row >= 0 && row < N) ? -1 : row * N + col;
};
const cx = (i: number): number => M + (i % N) * C + C / 2;
const cy = (i: number): number => M + (N - 1 - Math.floor(i / N)) * C + C / 2;

function colourOf(view: View, piece: string): string {
  return view.seats.find((s) => s.piece === piece)?.colour ?? "Unknown";
}

function seatName(view: View, seats: BoardProps["seats"], seat: number): string {
  const colour = view.seats[seat]?.colour ?? `Player ${seat + 1}`;
  return seatWho(colour, seats[seat]?.name);
}

const moveText = (m: Move): string =>
  m.kind === "drop" ? `@${m.at}` : m.via.length === 0 && isAdjacent(m.from, m.to) ? `${m.from}-${m.to}` : [m.from, ...m.via, m.to].join(":");
function isAdjacent(a: string, b: string): boolean {
  const ca = a.charCodeAt(0), cb = b.charCodeAt(0);
  const ra = Number(a.slice(1)), rb = Number(b.slice(1));
  return Math.max(Math.abs(ca - cb), Math.abs(ra - rb)) === 1;
}

/** One line describing the position, for screen readers and previews. */
export function summary(view: View): string {
  const men = view.seats.map((s) => `${s.colour} ${s.sheltered}/${s.men} sheltered`).join(", ");
  const head = `Conspirateurs, ${view.players} players`;
  if (view.outcome) return `${head}, over: ${view.outcome.draw ? `drawn (${view.outcome.reason})` : view.outcome.reason}. ${men}.`;
  const who = view.turn === null ? "" : view.seats[view.turn]?.colour ?? "";
  if (view.phase === "drop") {
    const left = view.seats.map((s) => `${s.colour} ${s.toDrop}`).join(", ");
    return `${head}, drop phase: ${who} to drop a man on the meeting place. Men still to drop: ${left}.`;
  }
  return `${head}, move ${view.ply}: ${who} to move. ${men}.`;
}

type Target = { cell: number; text: string; act: () => void; pressed?: boolean };

function ConspirateursBoard(props: BoardProps<View, Move>) {
  const { view, seats, legal, onMove, busy } = props;
  const [path, setPath] = useState<string[]>([]);
  const [explain, setExplain] = useState<string | null>(null);
  const interactive = !!onMove && !!legal && legal.length > 0 && !busy && !view.outcome;
  const sanctuary = new Set(view.sanctuaries.map((l) => indexOf(view, l)));
  const meeting = new Set(view.meeting.map((l) => indexOf(view, l)));

  // The sequences of cells of the legal moves (move phase) and the drop cells (drop phase).
  const chains = interactive ? legal!.filter((m) => m.kind === "move").map((m) => (m.kind === "move" ? [m.from, ...m.via, m.to] : [])) : [];
  const drops = interactive ? legal!.filter((m): m is Extract<Move, { kind: "drop" }> => m.kind === "drop") : [];
  // a stale selection (the legal list changed) is ignored
  const prefixOk = path.length > 0 && chains.some((c) => path.every((p, k) => c[k] === p));
  const chosen = prefixOk ? path : [];
  const extending = chains.filter((c) => c.length > chosen.length && chosen.every((p, k) => c[k] === p));
  const complete = chosen.length > 1 ? legal!.find((m) => m.kind === "move" && [m.from, ...m.via, m.to].join(" ") === chosen.join(" ")) : undefined;

  const targets = new Map<number, Target>();
  if (interactive) {
    for (const d of drops) {
      const cell = indexOf(view, d.at);
      targets.set(cell, { cell, text: `Drop a man on ${d.at}`, act: () => onMove!(d) });
    }
    if (chosen.length === 0) {
      for (const c of extending) {
        const cell = indexOf(view, c[0]!);
        if (!targets.has(cell)) targets.set(cell, { cell, text: `Choose your man on ${c[0]}`, act: () => setPath([c[0]!]) });
      }
    } else {
      const here = chosen[chosen.length - 1]!;
      const start = indexOf(view, chosen[0]!);
      targets.set(start, {
        cell: start,
        text: `Your man on ${chosen[0]} is chosen; choose it again to cancel`,
        act: () => setPath([]),
        pressed: true,
      });
      for (const c of extending) {
        const next = c[chosen.length]!;
        const cell = indexOf(view, next);
        if (targets.has(cell)) continue;
        const kind = chosen.length === 1 && isAdjacent(here, next) ? "Step" : "Leap";
        targets.set(cell, { cell, text: `${kind} from ${here} to ${next}`, act: () => setPath([...chosen, next]) });
      }
    }
  }

  const cells = [];
  for (let i = 0; i < N * N; i++) {
    const x = M + (i % N) * C, y = M + (N - 1 - Math.floor(i / N)) * C;
    const isSanct = sanctuary.has(i), isMeet = meeting.has(i);
    const piece = view.board[i] ?? ".";
    const name =
      `${label(view, i)}` +
      (isSanct ? ", sanctuary" : "") +
      (isMeet ? ", meeting place" : "") +
      (piece === "." ? ", empty" : `, ${colourOf(view, piece)} man${isSanct ? " (sheltered)" : ""}`);
    const about = isSanct ? SANCTUARY_TEXT : isMeet ? MEETING_TEXT : "";
    const described = about ? `${name}. ${about}` : name;
    cells.push(html`<g key=${`c${i}`} onClick=${about ? () => setExplain(described) : undefined}>
      <title>${described}</title>
      <rect x=${x} y=${y} width=${C} height=${C} fill=${isSanct ? SANCTUARY_FILL : isMeet ? MEETING_FILL : BG} stroke=${LINE} stroke-width="0.6" />
      ${isSanct
        ? html`<path d=${`M${x + 4} ${y + C - 4} L${x + 4} ${y + 11} L${x + C / 2} ${y + 4} L${x + C - 4} ${y + 11} L${x + C - 4} ${y + C - 4}`} fill="none" stroke=${SANCTUARY_MARK} stroke-width="1.4" aria-hidden="true" />`
        : null}
    </g>`);
  }

  const men = [];
  for (let i = 0; i < N * N; i++) {
    const piece = view.board[i] ?? ".";
    if (piece === ".") continue;
    const colour = seatColour("conspirateurs", colourOf(view, piece));
    men.push(html`<circle key=${`m${i}`} cx=${cx(i)} cy=${cy(i)} r=${C * 0.36} fill=${colour?.fill ?? FG} stroke=${colour?.edge ?? FG} stroke-width="1.5" aria-hidden="true" />`);
  }

  // the last move, as a line through its landing cells
  let last = null;
  if (view.last) {
    const m = view.last.move;
    const seq = (m.kind === "drop" ? [m.at] : [m.from, ...m.via, m.to]).map((l) => indexOf(view, l));
    const pts = seq.map((c) => `${cx(c)},${cy(c)}`).join(" ");
    const end = seq[seq.length - 1]!;
    last = html`<g role="img" aria-label=${`Last move: ${view.seats[view.last.seat]?.colour ?? ""} ${view.last.text}`}>
      <title>Last move: ${view.last.text}</title>
      ${seq.length > 1 ? html`<polyline points=${pts} fill="none" stroke=${ACCENT} stroke-width="2" stroke-dasharray="4 3" />` : null}
      <circle cx=${cx(end)} cy=${cy(end)} r=${C * 0.46} fill="none" stroke=${ACCENT} stroke-width="1.5" />
    </g>`;
  }

  // the move being built
  let building = null;
  if (chosen.length > 1) {
    const pts = chosen.map((l) => indexOf(view, l)).map((c) => `${cx(c)},${cy(c)}`).join(" ");
    building = html`<polyline points=${pts} fill="none" stroke=${ACCENT} stroke-width="3" aria-hidden="true" />`;
  }

  const buttons = [...targets.values()].map(
    (t) => html`<g
      key=${`t${t.cell}`}
      role="button"
      tabindex="0"
      aria-label=${t.text}
      aria-pressed=${t.pressed ? "true" : undefined}
      style="cursor: pointer"
      ...${activation(t.act)}
    >
      <rect x=${M + (t.cell % N) * C + 1} y=${M + (N - 1 - Math.floor(t.cell / N)) * C + 1} width=${C - 2} height=${C - 2} fill="transparent" stroke=${ACCENT} stroke-width=${t.pressed ? 3 : 2} rx="3" />
      ${view.board[t.cell] === "." ? html`<circle cx=${cx(t.cell)} cy=${cy(t.cell)} r="3.5" fill=${ACCENT} />` : null}
    </g>`,
  );

  const colLabels = [...view.columns].map(
    (col, c) => html`<g key=${`col${c}`} aria-hidden="true">
      <text x=${M + c * C + C / 2} y=${M - 6} text-anchor="middle" font-size="10" fill=${MUTED}>${col}</text>
      <text x=${M + c * C + C / 2} y=${SIDE - 6} text-anchor="middle" font-size="10" fill=${MUTED}>${col}</text>
    </g>`,
  );
  const rowLabels = Array.from(
    { length: N },
    (_, r) => html`<g key=${`row${r}`} aria-hidden="true">
      <text x=${M - 4} y=${M + (N - 1 - r) * C + C / 2 + 3.5} text-anchor="end" font-size="10" fill=${MUTED}>${r + 1}</text>
      <text x=${SIDE - M + 4} y=${M + (N - 1 - r) * C + C / 2 + 3.5} text-anchor="start" font-size="10" fill=${MUTED}>${r + 1}</text>
    </g>`,
  );

  const status = view.outcome
    ? view.outcome.draw
      ? `Drawn: ${view.outcome.reason}.`
      : `${view.outcome.winners.map((w) => seatName(view, seats, w)).join(" and ")} won: ${view.outcome.reason}.`
    : view.turn === null
      ? ""
      : `${seatName(view, seats, view.turn)} to ${view.phase === "drop" ? "drop a man on the meeting place" : "move"}.`;

  const sendable = interactive && complete;
  return html`<div class="co-board" style=${`color: ${FG}; max-width: 640px`}>
    <svg
      viewBox=${`0 0 ${SIDE} ${SIDE}`}
      width="100%"
      role="group"
      aria-label=${summary(view)}
      style="display: block; touch-action: manipulation; user-select: none"
    >
      <title>${summary(view)}</title>
      <rect x="0" y="0" width=${SIDE} height=${SIDE} fill=${BG} />
      ${colLabels} ${rowLabels}
      <g>${cells}</g>
      <rect x=${M + 4 * C} y=${M + 6 * C} width=${9 * C} height=${5 * C} fill="none" stroke=${FG} stroke-width="1.5" aria-hidden="true" />
      ${last} ${building}
      <g>${men}</g>
      <g>${buttons}</g>
    </svg>
    <${ExplainSheet} text=${explain} onClose=${() => setExplain(null)} />
    <p aria-live="polite" style="margin: 0.4em 0">${status}
      ${view.seats.map((s) => html` <span style="white-space: nowrap">· ${s.colour}: ${s.sheltered}/${s.men} sheltered${s.toDrop ? `, ${s.toDrop} to drop` : ""}${s.partner !== null ? ` (partner ${view.seats[s.partner]?.colour})` : ""}</span>`)}
    </p>
    ${interactive && chosen.length > 0
      ? html`<div role="group" aria-label="Move being built" style="display: flex; gap: 0.5em; flex-wrap: wrap; align-items: center">
          <span>${chosen.join(" → ")}${complete ? ` (${moveText(complete)})` : ""}</span>
          <button type="button" disabled=${!sendable} onClick=${() => complete && (setPath([]), onMove!(complete))}>Confirm</button>
          <button type="button" onClick=${() => setPath(chosen.slice(0, -1))}>Undo</button>
          <button type="button" onClick=${() => setPath([])}>Cancel</button>
        </div>`
      : null}
  </div>`;
}

const BoardComponent: Board<View, Move> = ConspirateursBoard;
export default BoardComponent;
