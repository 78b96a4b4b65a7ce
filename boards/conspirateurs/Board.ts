/**
 * The Conspirateurs board: the 17×17 grid with columns A–Q and rows 1–17 labelled, the secret
 * meeting place (E7–M11) tinted, the sanctuaries marked, every man, and the last move.
 * Drawn from the view JSON only.
 *
 * Playing, by pointer or keyboard (Tab to a part, Enter or Space to choose):
 * - drop phase: choose an empty cell of the meeting place offered as a target (one choice: sent at once);
 * - move phase: choose a man, then a step or a leap, then each further leap in turn (the board
 *   works out the next leaps itself, with the engine's own nextLeaps), then Send. Undo takes
 *   back the last landing, Cancel the whole move. Nothing is sent before Send.
 * A chain is played as a sequence of decisions (CO-9: one leap each, then stop). On Send the
 * board sends them one by one, each as soon as the answer to the previous one has come back
 * (every decision is one request with the match's current seq); a chain that cannot go on ends by
 * itself, so a final `stop` that is no longer legal is dropped. A chain left half-sent (a failed
 * request, a reload) shows as the chain under way (`view.chain`): its leaps stay, the player
 * leaps on or stops. `onMove` receives the matching entry of `legal` verbatim.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import type { Board, BoardProps, MatchEnd } from "../board";
import { DECIDED, ExplainSheet, activation, matchEndText, seatColour, useRovingCell } from "../kit";
import { boardWords, seatIn, type BoardWords } from "../i18n/index";
import type { Locale } from "../../src/shared/locale";
import type { Move, View as EngineView } from "../../src/engine/conspirateurs/types";
import type { Written } from "../../src/engine/text";
import { nextLeaps } from "../../src/engine/conspirateurs/leaps";
import { ZoomControls, middleCell, nextCell, regionViewBox, useZoom } from "./grid";
import { THEME } from "../colours";

/** The view as the room sends it: its texts written in the reader's language. */
type View = Written<EngineView>;

const C = 24; // cell size
const M = 20; // margin for the labels
const N = 17;
const SIDE = M * 2 + C * N;

const FG = THEME.fg;
const BG = THEME.bg;
const MUTED = THEME.muted;
const ACCENT = THEME.accent;
const LINE = THEME.line;
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

/** The colour of a piece, as the engine names it ("Black"): the key of its seat colour. */
function colourOf(view: View, piece: string): string | null {
  return view.seats.find((s) => s.piece === piece)?.colour ?? null;
}

function seatName(view: View, seats: BoardProps["seats"], seat: number, w: BoardWords): string {
  const colour = view.seats[seat]?.colour ?? `Player ${seat + 1}`;
  return seatIn(w, colour, seats[seat]?.name);
}

function isAdjacent(a: string, b: string): boolean {
  const ca = a.charCodeAt(0), cb = b.charCodeAt(0);
  const ra = Number(a.slice(1)), rb = Number(b.slice(1));
  return Math.max(Math.abs(ca - cb), Math.abs(ra - rb)) === 1;
}

/** One line describing the position, for screen readers and previews. */
export function summary(view: View, ended?: MatchEnd | null, locale?: Locale): string {
  const w = boardWords(locale);
  const men = view.seats.map((s) => w.co.sheltered(w.colour(s.colour), s.sheltered, s.men)).join(", ");
  const head = w.co.head(view.players);
  if (view.outcome) return `${head}, ${w.co.over(view.outcome.reason, view.outcome.draw)}. ${men}.`;
  if (ended) return `${head}. ${matchEndText(ended, (s) => w.colour(view.seats[s]?.colour ?? `Player ${s + 1}`), w)} ${men}.`;
  const who = view.turn === null ? "" : w.colour(view.seats[view.turn]?.colour ?? "");
  if (view.phase === "drop") {
    const left = view.seats.map((s) => `${w.colour(s.colour)} ${s.toDrop}`).join(", ");
    return `${head}, ${w.co.dropPhase(who, left)}.`;
  }
  return `${head}, ${w.co.movePhase(view.ply, who)}. ${men}.`;
}

type Target = { cell: number; text: string; act: () => void; pressed?: boolean };

const sameMove = (a: Move, b: Move): boolean =>
  a.kind === b.kind && (a.kind !== "move" || (b.kind === "move" && a.from === b.from && a.to === b.to && a.via.length === b.via.length));

/** The decisions that play `path` (start first) after the `committed` cells of a chain under way: a step, or one leap per landing, then stop. */
function decisionsOf(path: string[], committed: number): Move[] {
  const out: Move[] = [];
  for (let k = Math.max(1, committed); k < path.length; k++) out.push({ kind: "move", from: path[k - 1]!, via: [], to: path[k]! });
  const step = path.length === 2 && isAdjacent(path[0]!, path[1]!);
  return step ? out : [...out, { kind: "stop" }];
}

function ConspirateursBoard(props: BoardProps<View, Move>) {
  const { view, seats, legal, onMove, busy, pending } = props;
  const w = boardWords(props.locale);
  // A match ended by a resignation, a timeout, a draw or a cancel: its position has no outcome of its own.
  const ended = view.outcome ? null : (props.ended ?? null);
  const [path, setPath] = useState<string[]>([]);
  // decisions confirmed but not sent yet, and the ply of the view when the last one was sent
  const [queue, setQueue] = useState<{ moves: Move[]; sentAt: number }>({ moves: [], sentAt: -1 });
  const [explain, setExplain] = useState<string | null>(null);
  const sending = queue.moves.length > 0;
  const interactive = !!onMove && !!legal && legal.length > 0 && !busy && !view.outcome && !sending;
  const sanctuary = new Set(view.sanctuaries.map((l) => indexOf(view, l)));
  const meeting = new Set(view.meeting.map((l) => indexOf(view, l)));

  // send the next confirmed decision once the answer to the previous one is in (the view moved on)
  useEffect(() => {
    if (!sending || busy || !onMove || view.ply === queue.sentAt) return;
    const next = queue.moves[0]!;
    const entry = legal?.find((m) => sameMove(m, next));
    if (!entry) return setQueue({ moves: [], sentAt: -1 }); // the chain ended by itself, or the match moved on
    setQueue({ moves: queue.moves.slice(1), sentAt: view.ply });
    onMove(entry);
  }, [queue, busy, legal, view.ply]);

  const committed = view.chain ?? [];
  const moves = interactive ? legal!.filter((m): m is Extract<Move, { kind: "move" }> => m.kind === "move") : [];
  const drops = interactive ? legal!.filter((m): m is Extract<Move, { kind: "drop" }> => m.kind === "drop") : [];
  // the path being built: the chain under way, then the local landings (a stale one is ignored)
  const fits = path.length >= committed.length && committed.every((c, k) => path[k] === c) && (committed.length > 0 || moves.some((m) => m.from === path[0]));
  const chosen = interactive ? (fits && path.length > 0 ? path : committed) : [];
  const here = chosen[chosen.length - 1];
  const stepped = chosen.length === 2 && isAdjacent(chosen[0]!, chosen[1]!);
  // the next cells: the legal list while nothing local is added, else the leaps the board works out
  let next: string[] = [];
  if (chosen.length === 0 || stepped) next = [];
  else if (chosen.length === Math.max(1, committed.length)) next = moves.filter((m) => m.from === here).map((m) => m.to);
  else {
    const board = view.board.split("");
    const real = committed.length ? committed[committed.length - 1]! : chosen[0]!;
    const piece = board[indexOf(view, real)]!;
    board[indexOf(view, real)] = ".";
    board[indexOf(view, here!)] = piece;
    next = nextLeaps(board.join(""), chosen.map((l) => indexOf(view, l))).map((c) => label(view, c));
  }
  const complete = chosen.length > Math.max(1, committed.length) || (committed.length > 1 && chosen.length === committed.length);
  const whole = chosen.length < 2 ? "" : stepped ? `${chosen[0]}-${chosen[1]}` : chosen.join(":");

  const targets = new Map<number, Target>();
  if (interactive) {
    for (const d of drops) {
      const cell = indexOf(view, d.at);
      targets.set(cell, { cell, text: w.co.drop(d.at), act: () => onMove!(d) });
    }
    if (chosen.length === 0) {
      for (const m of moves) {
        const cell = indexOf(view, m.from);
        if (!targets.has(cell)) targets.set(cell, { cell, text: w.co.chooseMan(m.from), act: () => setPath([m.from]) });
      }
    } else {
      const start = indexOf(view, chosen[0]!);
      if (committed.length === 0) {
        targets.set(start, { cell: start, text: w.co.chosenMan(chosen[0]!), act: () => setPath([]), pressed: true });
      }
      for (const to of next) {
        const cell = indexOf(view, to);
        if (targets.has(cell)) continue;
        const leap = !(chosen.length === 1 && isAdjacent(here!, to));
        targets.set(cell, { cell, text: w.co.step(leap, here!, to), act: () => setPath([...chosen, to]) });
      }
    }
  }
  const confirm = () => {
    const decisions = decisionsOf(chosen, committed.length);
    const first = legal!.find((m) => sameMove(m, decisions[0]!));
    if (!first) return;
    setPath([]);
    setQueue({ moves: decisions.slice(1), sentAt: view.ply });
    onMove!(first, { confirmed: true }); // this Send is the one confirmation (client/prefs.ts)
  };

  // Keyboard: one tab stop, arrows between the cells on offer; phones: a zoomed region (./grid).
  const roving = useRovingCell([...targets.keys()], nextCell);
  const zoom = useZoom(chosen.length ? indexOf(view, chosen[chosen.length - 1]!) : roving.moved ? roving.stop : middleCell([...targets.keys()]));
  const zoomed = zoom.zoomed && (interactive || !!pending); // a held drop shows where it was chosen
  // A phone's whole board is for looking (cells of 20 px): a tap there zooms in around the cell.
  const looking = interactive && zoom.phone && !zoom.zoomed;
  const zoomAt = (e: MouseEvent) => {
    const svg = e.currentTarget as SVGSVGElement;
    const at = svg.getScreenCTM?.()?.inverse();
    if (!at) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(at);
    const col = Math.floor((p.x - M) / C), row = N - 1 - Math.floor((p.y - M) / C);
    if (col >= 0 && col < N && row >= 0 && row < N) zoom.zoomTo(row * N + col);
  };

  // At the end: the winners' men on their sanctuaries, which won the match (CO-11).
  const winningPieces = new Set(view.outcome && !view.outcome.draw ? view.outcome.winners.map((w) => view.seats[w]?.piece) : []);
  const cells = [];
  for (let i = 0; i < N * N; i++) {
    const x = M + (i % N) * C, y = M + (N - 1 - Math.floor(i / N)) * C;
    const isSanct = sanctuary.has(i), isMeet = meeting.has(i);
    const piece = view.board[i] ?? ".";
    const name =
      `${label(view, i)}` +
      (isSanct ? w.co.sanctuary : "") +
      (isMeet ? w.co.meeting : "") +
      (piece === "." ? w.co.empty : w.co.man(colourOf(view, piece) ?? w.co.unknown, isSanct));
    const decided = isSanct && winningPieces.has(piece);
    const about = isSanct ? w.co.sanctuaryText : isMeet ? w.co.meetingText : "";
    const described = `${name}${decided ? ` ${w.decided}` : ""}${about ? `. ${about}` : ""}`;
    cells.push(html`<g key=${`c${i}`} onClick=${about ? () => setExplain(described) : undefined}
      role=${decided ? "img" : undefined} aria-label=${decided ? `${name} ${w.decided}` : undefined} data-decided=${decided ? "yes" : undefined}>
      <title>${described}</title>
      <rect x=${x} y=${y} width=${C} height=${C} fill=${isSanct ? SANCTUARY_FILL : isMeet ? MEETING_FILL : BG} stroke=${LINE} stroke-width="0.6" />
      ${decided
        ? html`<rect x=${x + DECIDED.width / 2} y=${y + DECIDED.width / 2} width=${C - DECIDED.width} height=${C - DECIDED.width} fill=${DECIDED.fill} fill-opacity=${DECIDED.fillOpacity} stroke=${DECIDED.edge} stroke-width=${DECIDED.width} aria-hidden="true" />`
        : null}
      ${isSanct
        ? html`<path d=${`M${x + 4} ${y + C - 4} L${x + 4} ${y + 11} L${x + C / 2} ${y + 4} L${x + C - 4} ${y + 11} L${x + C - 4} ${y + C - 4}`} fill="none" stroke=${SANCTUARY_MARK} stroke-width="1.4" aria-hidden="true" />`
        : null}
    </g>`);
  }

  const men = [];
  for (let i = 0; i < N * N; i++) {
    const piece = view.board[i] ?? ".";
    if (piece === ".") continue;
    const colour = seatColour("conspirateurs", colourOf(view, piece) ?? "");
    men.push(html`<circle key=${`m${i}`} cx=${cx(i)} cy=${cy(i)} r=${C * 0.36} fill=${colour?.fill ?? FG} stroke=${colour?.edge ?? FG} stroke-width="1.5" aria-hidden="true" />`);
  }

  // the last move, as a line through its landing cells
  let last = null;
  if (view.last) {
    const m = view.last.move;
    const seq = (m.kind === "drop" ? [m.at] : m.kind === "move" ? [m.from, ...m.via, m.to] : []).map((l) => indexOf(view, l));
    const pts = seq.map((c) => `${cx(c)},${cy(c)}`).join(" ");
    const end = seq[seq.length - 1]!;
    last = html`<g role="img" aria-label=${w.co.lastMove(`${w.colour(view.seats[view.last.seat]?.colour ?? "")} ${view.last.text}`)}>
      <title>${w.co.lastMove(view.last.text)}</title>
      ${seq.length > 1 ? html`<polyline points=${pts} fill="none" stroke=${ACCENT} stroke-width="2" stroke-dasharray="4 3" />` : null}
      <circle cx=${cx(end)} cy=${cy(end)} r=${C * 0.46} fill="none" stroke=${ACCENT} stroke-width="1.5" />
    </g>`;
  }

  // the move being built (and the chain under way)
  let building = null;
  if (chosen.length > 1) {
    const pts = chosen.map((l) => indexOf(view, l)).map((c) => `${cx(c)},${cy(c)}`).join(" ");
    building = html`<polyline points=${pts} fill="none" stroke=${ACCENT} stroke-width="5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" />`;
  }
  // a drop held for "Send" (client/prefs.ts): the man drawn where it goes, ringed
  let held = null;
  if (pending && pending.kind === "drop") {
    const c = indexOf(view, pending.at);
    const own = props.seat === null ? null : seatColour("conspirateurs", view.seats[props.seat]?.colour ?? "");
    held = html`<g class="held-move" role="img" aria-label=${w.co.heldDrop(pending.at)}>
      <circle cx=${cx(c)} cy=${cy(c)} r=${C * 0.36} fill=${own?.fill ?? FG} stroke=${own?.edge ?? FG} stroke-width="1.5" />
      <circle cx=${cx(c)} cy=${cy(c)} r=${C * 0.62} fill="none" stroke=${ACCENT} stroke-width="4" />
    </g>`;
  }

  const marks = [...targets.values()].map(
    (t) => html`<g key=${`t${t.cell}`} aria-hidden="true">
      <rect x=${M + (t.cell % N) * C + 1} y=${M + (N - 1 - Math.floor(t.cell / N)) * C + 1} width=${C - 2} height=${C - 2} fill="transparent" stroke=${ACCENT} stroke-width="2" rx="3" />
    </g>`,
  );
  const buttons = looking ? marks : [...targets.values()].map(
    (t) => html`<g
      key=${`t${t.cell}`}
      role="button"
      tabindex=${t.cell === roving.stop ? "0" : "-1"}
      data-cell=${t.cell}
      aria-label=${t.text}
      aria-pressed=${t.pressed ? "true" : undefined}
      style="cursor: pointer"
      onClick=${t.act}
      onKeyDown=${(e: KeyboardEvent) => (roving.onKey(e, t.cell), activation(t.act).onKeyDown(e))}
      onFocus=${() => roving.setStop(t.cell)}
    >
      <rect x=${M + (t.cell % N) * C} y=${M + (N - 1 - Math.floor(t.cell / N)) * C} width=${C} height=${C} fill="transparent" />
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

  // Zoomed, every cell in sight carries its name in a corner (the board's edge labels are out of sight).
  const names = zoomed
    ? Array.from({ length: N * N }, (_, i) => i)
        .filter((i) => zoom.shows(i))
        .map((i) => html`<text key=${`n${i}`} x=${M + (i % N) * C + 1.5} y=${M + (N - 1 - Math.floor(i / N)) * C + 6.5} font-size="5.5" fill=${MUTED} aria-hidden="true" pointer-events="none">${label(view, i)}</text>`)
    : null;
  // Zoomed, the part of the meeting place out of sight, in words, with the way to it.
  const offMeeting = zoomed ? view.meeting.filter((l) => !zoom.shows(indexOf(view, l))) : [];
  const offCols = [...new Set(offMeeting.map((l) => l[0]))];
  const offRows = [...new Set(offMeeting.map((l) => Number(l.slice(1))))];
  const meetingHint = offMeeting.length
    ? offCols.length < 9 && offCols.length <= offRows.length ? w.co.meetingHint(true, offCols as string[]) : w.co.meetingHint(false, offRows.map(String))
    : "";

  const status = view.outcome
    ? view.outcome.draw
      ? w.co.drawn(view.outcome.reason)
      : w.co.won(view.outcome.winners.map((s) => seatName(view, seats, s, w)), view.outcome.reason)
    : ended
      ? matchEndText(ended, (s) => seatName(view, seats, s, w), w)
      : view.turn === null
      ? ""
      : w.co.toPlay(seatName(view, seats, view.turn, w), view.phase === "drop");

  return html`<div class="co-board" style=${`color: ${FG}; max-width: min(640px, 100vh - 15rem)`}>
    <p aria-live="polite" class="co-status"><strong>${status}</strong></p>
    ${interactive && chosen.length > 0
      ? html`<div class="board-move-bar" role="group" aria-label=${w.co.building}>
          <span>${chosen.join(" → ")}${complete ? ` (${whole})` : ""}${committed.length > 1 ? w.co.chainPlayed(committed.join(":")) : ""}</span>
          <button type="button" class="primary" disabled=${!complete} onClick=${confirm}>${chosen.length === committed.length ? w.co.sendStop : w.send}</button>
          <button type="button" class="secondary" disabled=${chosen.length <= committed.length} onClick=${() => setPath(chosen.slice(0, -1))}>${w.undo}</button>
          <button type="button" class="secondary" disabled=${chosen.length <= committed.length} onClick=${() => setPath([])}>${w.cancel}</button>
        </div>`
      : sending
        ? html`<p aria-live="polite" style="margin: 0">${w.co.sending}</p>`
        : null}
    <svg
      viewBox=${zoomed ? regionViewBox(zoom.region, C, M) : `0 0 ${SIDE} ${SIDE}`}
      width="100%"
      role="group"
      aria-label=${summary(view, ended, props.locale)}
      data-zoomed=${zoomed ? "yes" : "no"}
      onClick=${looking ? zoomAt : undefined}
      style="display: block; touch-action: manipulation; user-select: none"
    >
      <title>${summary(view, ended, props.locale)}</title>
      <rect x="0" y="0" width=${SIDE} height=${SIDE} fill=${BG} />
      ${colLabels} ${rowLabels}
      <g>${cells}</g>
      <rect x=${M + 4 * C} y=${M + 6 * C} width=${9 * C} height=${5 * C} fill="none" stroke=${FG} stroke-width="1.5" aria-hidden="true" />
      ${names}
      ${last} ${building}
      <g>${men}</g>
      ${held}
      <g>${buttons}</g>
    </svg>
    <p class="co-seats">${view.seats.map((s, k) => html`${k ? " · " : ""}<span>${w.co.seatLine(w.colour(s.colour), s.sheltered, s.men, s.toDrop, s.partner !== null ? w.colour(view.seats[s.partner]?.colour ?? "") : null)}</span>`)}</p>
    ${looking ? html`<p class="muted small" style="margin: 0.4em 0">${w.co.tapToZoom}</p>` : null}
    ${meetingHint ? html`<p class="muted small" style="margin: 0.4em 0">${meetingHint}</p>` : null}
    ${interactive ? html`<${ZoomControls} zoom=${zoom} w=${w} />` : null}
    <${ExplainSheet} text=${explain} onClose=${() => setExplain(null)} w=${w} />
  </div>`;
}

const BoardComponent: Board<View, Move> = ConspirateursBoard;
export default BoardComponent;
