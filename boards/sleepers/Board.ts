/**
 * Sleepers board: the 61-hex map (rows A–I, hexes numbered from 1 in each row) as SVG, drawn from
 * the view JSON only. Active agents show their role; sleepers show only their owner's colour (SL-17);
 * killed counts, hand and bag sizes are shown for both players (SL-18). With `legal` and `onMove`
 * the player builds a move by pointing or from the keyboard: pick a tile from the hand then an empty
 * hex to recruit, or a highlighted hex to activate / jump / flip / return / swap; "Stop" declines an
 * optional step. The hexes on offer are one tab stop (a roving tabindex, boards/kit.ts), the arrow
 * keys go between them (./map `nextHex`), Enter or Space chooses; a tile chosen from the hand (Tab,
 * Enter) sends the focus to the map. The move goes to the match page at once, which sends it
 * or holds it for "Send" (client/prefs.ts); a held move is drawn on the map (`pending`).
 * Phones: the map zooms to a region (hexes about 55 px wide), with pan buttons and "Whole board".
 */
import { html } from "htm/preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { BoardProps, MatchEnd } from "../board";
import { boardWords, seatIn, type BoardWords } from "../i18n/index";
import type { Locale } from "../../src/shared/locale";
import { DECIDED, ExplainSheet, ZoomBar, activation, matchEndText, seatColour, usePhoneZoom, useRovingCell } from "../kit";

// Types only: erased by the build, so no engine code (or zod) reaches the client bundle.
import type { Agent, Move, Side, View as EngineView, ViewStep, ViewTile } from "../../src/engine/sleepers/data";
import type { Written } from "../../src/engine/text";
import { AGENTS, SIDES as SIDE } from "../../rules/boardTexts";
import { CELLS, MapBackdrop, R, ROWS, SideMarks, W, nextHex, type Cell } from "./map";
import { THEME } from "../colours";

/** The view as the room sends it: its texts written in the reader's language. */
type View = Written<EngineView>;

export type { Move as SleepersMove, View as SleepersView };

/**
 * The key to the tiles, under the board: what the dashed circles and the short names on the board
 * mean. Only the agents the viewer can see (face-up on the board, or in their hand) are named.
 */
function tileKey(view: View, hand: readonly Agent[], w: BoardWords): string {
  const seen = new Set<Agent>(hand);
  for (const c of view.board) if (c?.tile?.up && c.tile.agent) seen.add(c.tile.agent);
  const names = (Object.keys(AGENTS) as Agent[]).filter((a) => seen.has(a)).map((a) => `${w.sl.short(a)} ${w.sl.agent(a)}`);
  return w.sl.key(names);
}
/** The colour of each side's tiles: body, and outline and lettering. */
const PIECE = SIDE.map((s) => seatColour("sleepers", s)!);

const hexPoints = (x: number, y: number, rad: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(x + rad * Math.cos(a)).toFixed(1)},${(y + rad * Math.sin(a)).toFixed(1)}`;
  }).join(" ");

/** Room above the side marks for the headline and the legend, and below them for the hand. */
const TOP = -4 * 1.5 * R - R - 22 - 62;
const BOARD_BOTTOM = 4 * 1.5 * R + R + 40;
/** Hand tiles: tall enough to stay a 44 px target when a phone shrinks the board to its width. */
const HAND_H = 74;

// The map's rectangle (hexes, row letters, side marks), and the zoomed window onto it.
const MIN_X = -5 * W - 10;
const MAP_W = 10 * W + 20;
const MAP_TOP = -250;
const MAP_H = BOARD_BOTTOM - MAP_TOP;
/** The zoomed window: 0.6 of the map each way, so that a hex is about 55 px wide on a 390 px phone. */
const ZOOM_W = MAP_W * 0.6;
const ZOOM_H = MAP_H * 0.6;
/** Below this width the whole map's hexes are under 44 px: the board starts zoomed. */
const PHONE_QUERY = "(max-width: 560px)";
const clampTo = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** The zoomed window's centre, kept on the map. */
const centred = (x: number, y: number) => ({
  x: clampTo(x, MIN_X + ZOOM_W / 2, MIN_X + MAP_W - ZOOM_W / 2),
  y: clampTo(y, MAP_TOP + ZOOM_H / 2, MAP_TOP + MAP_H - ZOOM_H / 2),
});
/** Is the whole hex inside the window around `at`? (Only those are tappable while zoomed.) */
const inWindow = (c: Cell, at: { x: number; y: number }) => Math.abs(c.x - at.x) + W / 2 <= ZOOM_W / 2 + 0.5 && Math.abs(c.y - at.y) + R <= ZOOM_H / 2 + 0.5;

function tileText(t: ViewTile, w: BoardWords): string {
  const agent = t.agent ? w.sl.agent(t.agent) : "";
  return t.up ? w.sl.active(SIDE[t.owner], agent) : w.sl.sleeper(SIDE[t.owner], t.agent ? agent : null);
}

/** What a tile does, in the rules' words: the agent's ability, or what a sleeper is. */
function tileExplanation(t: ViewTile, w: BoardWords): string {
  if (t.up && t.agent) return w.sl.ability(t.agent);
  return t.agent ? `${w.sl.sleeperText}${w.sl.yours(w.sl.ability(t.agent))}` : w.sl.sleeperText;
}

/** Said where a tile is placed (`faceDown`): the "?" it becomes is faithful to the game, and a surprise unless told. */
function moveText(m: Move, w: BoardWords): string {
  switch (m.kind) {
    case "recruit":
      return w.sl.recruit(w.sl.agent(m.agent), m.hex);
    case "activate":
      return w.sl.activate(m.hex);
    case "jump":
      return w.sl.jump(m.to);
    case "flip":
      return w.sl.flip(m.hex);
    case "bounce":
      return w.sl.bounce(m.hex);
    case "swap":
      return w.sl.swap(m.hex);
    case "stop":
      return w.sl.stop;
  }
}

function sideLine(v: View, side: Side, w: BoardWords): string {
  const onBoard = v.board.filter((c) => c.tile && c.tile.owner === side);
  const active = onBoard.filter((c) => c.tile!.up).length;
  return w.sl.sideLine(SIDE[side], onBoard.length, active, v.hands[side]!.count, v.bags[side]!.count, v.killed[side]!.count);
}

/** One line for screen readers and previews. */
export function summary(view: View | null | undefined, ended?: MatchEnd | null, locale?: Locale): string {
  if (!view || !Array.isArray(view.board)) return "";
  const w = boardWords(locale);
  const head = view.outcome
    ? `${w.sl.won(SIDE[view.outcome.winner])} ${view.outcome.reason}`
    : ended
      ? matchEndText(ended, (s) => w.colour(SIDE[s] ?? `Player ${s + 1}`), w)
      : `${w.sl.toPlay(SIDE[view.turn], w.sl.step(view.steps[view.steps.length - 1]?.step ?? "action"))}.`;
  return `Sleepers. ${head} ${sideLine(view, 0, w)}. ${sideLine(view, 1, w)}.`;
}

const hexOf = (m: Move | null | undefined): string | null => (!m || m.kind === "stop" ? null : m.kind === "jump" ? m.to : m.hex);

export default function SleepersBoard({ view, seat, seats, legal, onMove, busy, pending, ended, locale }: BoardProps<View, Move>) {
  const w = boardWords(locale);
  const [agent, setAgent] = useState<Agent | null>(null);
  const [explain, setExplain] = useState<string | null>(null);
  const [zoomed, setZoomed] = usePhoneZoom(PHONE_QUERY);
  // A window the player panned to (or focused into), kept while the targets on offer stay the same.
  const [pinned, setPinned] = useState<{ key: string; at: { x: number; y: number } } | null>(null);

  const interactive = !!(legal && onMove && legal.length);
  const held = pending ?? null;
  const moves: Move[] = interactive && !held ? (legal as Move[]) : [];
  const recruitAgents = [...new Set(moves.filter((m) => m.kind === "recruit").map((m) => (m as { agent: Agent }).agent))];
  const chosenAgent = agent && recruitAgents.includes(agent) ? agent : null;
  const targets = new Map<string, Move>();
  for (const m of moves) {
    if (m.kind === "recruit") {
      if (m.agent === chosenAgent) targets.set(m.hex, m);
    } else if (m.kind === "jump") targets.set(m.to, m);
    else if (m.kind !== "stop") targets.set(m.hex, m);
  }
  // Keyboard: the hexes on offer are one tab stop (reading order first), the arrow keys go between them (./map nextHex).
  const roving = useRovingCell(CELLS.filter((c) => targets.has(c.label)).map((c) => c.label), nextHex);
  // A tile chosen from the hand sends the focus to the map, where its hex is chosen next (as the
  // board redraws: before the match page's general keeper, client/screens/matchFocus.ts).
  const board = useRef<HTMLDivElement>(null);
  const toMap = useRef(false);
  useLayoutEffect(() => {
    if (!toMap.current) return;
    toMap.current = false;
    (board.current?.querySelector(".sleepers-map [data-cell][tabindex='0']") as SVGElement | null)?.focus();
  });
  if (!view || !Array.isArray(view.board)) return html`<p>${w.sl.noPosition}</p>`;

  const stop = moves.find((m) => m.kind === "stop");
  const step = view.steps[view.steps.length - 1];
  const at = step?.at ?? null;

  const choose = (m: Move) => {
    if (busy || !onMove) return;
    onMove(m);
    setAgent(null);
  };

  // The zoomed window: where the player put it, else around the hexes on offer (or the held move).
  const offered = CELLS.filter((c) => targets.has(c.label) || c.label === hexOf(held));
  const key = offered.map((c) => c.label).join(" ");
  const mid = (v: number[]) => (v.length ? (Math.min(...v) + Math.max(...v)) / 2 : 0);
  const win = pinned && pinned.key === key ? pinned.at : centred(mid(offered.map((c) => c.x)), mid(offered.map((c) => c.y)));
  const zooming = zoomed && interactive;
  const pan = (dx: number, dy: number) => setPinned({ key, at: centred(win.x + dx * 2 * W, win.y - dy * 3 * R) });
  const canPan = (dx: number, dy: number) => {
    const to = centred(win.x + dx * 2 * W, win.y - dy * 3 * R);
    return to.x !== win.x || to.y !== win.y;
  };

  const handY = BOARD_BOTTOM + 34;
  const myHand = seat === 0 || seat === 1 ? view.hands[seat]!.agents : null;
  const handAgents = myHand ?? [];
  const knownLines = view.killed.filter((k) => k.known.length).length;
  const height = handY + (handAgents.length ? HAND_H + 22 : 10) + 2 * 22 + knownLines * 20 + 12 - TOP;
  const minX = MIN_X;
  const width = MAP_W;

  const deciding = new Set(view.outcome?.hexes ?? []);
  const hexes = CELLS.map((c, i) => {
    const cell = view.board[i];
    const t = cell?.tile ?? null;
    const target = targets.get(c.label);
    const isChosen = hexOf(held) === c.label;
    const isActing = at === c.label;
    const decided = deciding.has(c.label);
    const name = `${w.sl.hex(c.label, t ? tileText(t, w) : w.sl.hexEmpty)}${isActing ? w.sl.acting : ""}${decided ? ` ${w.decided}` : ""}`;
    const about = t ? tileExplanation(t, w) : "";
    // A held recruit draws the tile it places; a held move on a tile rings it.
    const placed = isChosen && held?.kind === "recruit" && seat !== null ? { owner: seat as Side, agent: held.agent } : null;
    const heldEl = isChosen
      ? html`<g class="held-move" aria-hidden="true">
          <polygon points=${hexPoints(c.x, c.y, R - 4)} fill="none" stroke=${THEME.accent} stroke-width="6" />
          ${placed
            ? html`<circle cx=${c.x} cy=${c.y + 3} r=${R * 0.62} fill=${PIECE[placed.owner]!.fill} stroke=${THEME.accent} stroke-width="3" stroke-dasharray="5 3" />
                <text x=${c.x} y=${c.y + 8} text-anchor="middle" font-size="12" font-style="italic" fill=${PIECE[placed.owner]!.edge}>${w.sl.short(placed.agent)}</text>`
            : null}
        </g>`
      : null;
    const tileEl = t
      ? html`<g class="tile" aria-hidden="true">
          <circle
            cx=${c.x}
            cy=${c.y + 3}
            r=${R * 0.62}
            fill=${PIECE[t.owner]!.fill}
            stroke=${PIECE[t.owner]!.edge}
            stroke-width=${t.up ? 2 : 2.5}
            stroke-dasharray=${t.up ? "none" : "4 3"}
          />
          <text
            x=${c.x}
            y=${c.y + 8}
            text-anchor="middle"
            font-size=${t.up ? 13 : 12}
            font-weight=${t.up ? 700 : 400}
            font-style=${t.up ? "normal" : "italic"}
            fill=${PIECE[t.owner]!.edge}
          >
            ${t.agent ? w.sl.short(t.agent) : "?"}
          </text>
        </g>`
      : null;
    const poly = html`<polygon
      points=${hexPoints(c.x, c.y, R - 1)}
      fill=${isChosen ? THEME.accent : decided ? DECIDED.fill : "var(--board-hex, rgba(127,127,127,0.12))"}
      fill-opacity=${isChosen ? 0.45 : decided ? DECIDED.fillOpacity : 1}
      stroke=${target ? THEME.accent : isActing ? "var(--warn, #d08a00)" : decided ? DECIDED.edge : THEME.fg}
      stroke-width=${target || isActing ? 3.5 : decided ? DECIDED.width : 1}
      stroke-opacity=${target || isActing || decided ? 1 : 0.5}
    />${target && isActing
      ? // The acting agent may be its own target (the Informant flips itself): its amber edge stays, inside the outline.
        html`<polygon points=${hexPoints(c.x, c.y, R - 6)} fill="none" stroke="var(--warn, #d08a00)" stroke-width="3" aria-hidden="true" />`
      : null}`;
    const lab = html`<text x=${c.x} y=${c.y - R + 12} text-anchor="middle" font-size="8" fill=${THEME.fg} fill-opacity="0.7" aria-hidden="true">${c.label}</text>`;
    if (target) {
      const act = () => choose(target);
      // Zoomed, a hex cut by the window's edge is not tappable (pan to it); focus brings it into view.
      const cut = zooming && !inWindow(c, win);
      return html`<g
        key=${c.label}
        role="button"
        tabindex=${!busy && c.label === roving.stop ? 0 : -1}
        data-cell=${c.label}
        aria-label=${`${name}. ${moveText(target, w)}`}
        aria-description=${about || undefined}
        style=${cut ? "pointer-events:none" : "cursor:pointer"}
        data-cut=${cut ? "yes" : undefined}
        onFocus=${() => {
          roving.setStop(c.label);
          if (zooming && !inWindow(c, win)) setPinned({ key, at: centred(c.x, c.y) });
        }}
        onClick=${act}
        onKeyDown=${(e: KeyboardEvent) => (roving.onKey(e, c.label), activation(act).onKeyDown(e))}
      >
        ${poly}${lab}${tileEl}
      </g>`;
    }
    const heldText = isChosen && held ? `. ${w.notSent(moveText(held, w))}` : "";
    const described = `${about ? `${name}. ${about}` : name}${heldText}`;
    return html`<g key=${c.label} role="img" aria-label=${name + heldText} onClick=${about ? () => setExplain(described) : undefined}
      style=${about ? "cursor:help" : undefined}><title>${described}</title>${poly}${lab}${tileEl}${heldEl}</g>`;
  });

  const rowLabels = ROWS.split("").map((letter, row) => {
    const first = CELLS.find((c) => c.row === row)!;
    return html`<text x=${first.x - W * 0.75} y=${first.y + 4} text-anchor="middle" font-size="13" font-weight="700" fill=${THEME.fg} aria-hidden="true">${letter}</text>`;
  });

  const handW = Math.min(100, (width - 40) / Math.max(4, handAgents.length) - 6);
  const hand = handAgents.map((a, i) => {
    const x = minX + 20 + i * (handW + 6);
    const selectable = recruitAgents.includes(a);
    const isSel = chosenAgent === a && (i === handAgents.indexOf(a));
    const label = w.sl.hand(w.sl.agent(a), selectable, isSel);
    const about = w.sl.ability(a);
    const body = html`<title>${`${label}. ${about}`}</title><rect x=${x} y=${handY} width=${handW} height=${HAND_H} rx="6"
        fill=${isSel ? THEME.accent : PIECE[seat === 0 ? 0 : 1]!.fill}
        stroke=${selectable ? THEME.accent : THEME.fg} stroke-width=${selectable ? 2.5 : 1} />
      <text x=${x + handW / 2} y=${handY + HAND_H / 2 + 5} text-anchor="middle" font-size=${w.sl.agent(a).length > 10 ? 11 : 12.5} font-weight="700"
        fill=${isSel ? "#fff" : PIECE[seat === 0 ? 0 : 1]!.edge} aria-hidden="true">${w.sl.agent(a)}</text>`;
    if (!selectable)
      return html`<g key=${`h${i}`} role="img" aria-label=${label} style="cursor:help" onClick=${() => setExplain(about)}>${body}</g>`;
    const act = () => {
      if (busy) return;
      setExplain(about);
      setAgent(chosenAgent === a ? null : a);
      toMap.current = chosenAgent !== a;
    };
    return html`<g key=${`h${i}`} role="button" tabindex=${busy ? -1 : 0} aria-label=${label} aria-description=${about} aria-pressed=${isSel ? "true" : "false"}
      style="cursor:pointer" ...${activation(act)}>${body}</g>`;
  });

  const statusY = handY + (handAgents.length ? HAND_H + 6 : -8);
  let y = statusY + 4;
  const status = [0, 1].map((side) => {
    const k = view.killed[side]!;
    const text = sideLine(view, side as Side, w);
    const killed = k.known.map((a) => w.sl.agent(a)).join(", ");
    const known = k.known.length ? w.sl.killedUp(killed) : "";
    const knownFull = k.known.length ? w.sl.killedKnown(SIDE[side]!, killed) : "";
    const first = (y += 22);
    const second = known ? (y += 20) : 0;
    return html`<g role="img" aria-label=${knownFull ? `${text}. ${knownFull}` : text}>
      <title>${knownFull ? `${text}. ${knownFull}` : text}</title>
      <text x=${minX + 10} y=${first} font-size="14" fill=${THEME.fg} aria-hidden="true">${text}</text>
      ${known ? html`<text x=${minX + 24} y=${second} font-size="13" fill=${THEME.fg} fill-opacity="0.8" aria-hidden="true">${known}</text>` : null}
    </g>`;
  });

  // A match ended by a resignation, a timeout, a draw or a cancel: its position has no outcome of its own.
  const endedOutside = view.outcome ? null : (ended ?? null);
  const headline = view.outcome
    ? w.sl.wins(SIDE[view.outcome.winner], view.outcome.goal)
    : endedOutside
      ? endedOutside.cancelled ? w.sl.cancelled : endedOutside.draw ? w.sl.drawn : w.sl.winsOver(endedOutside.winners.map((s) => SIDE[s]!))
      : `${w.sl.toPlay(SIDE[view.turn], w.sl.step(step?.step ?? "action"))}${step?.left != null && step.step !== "second" ? w.sl.left(step.left) : ""}`;

  const hint = !interactive
    ? ""
    : held
      ? w.sl.heldHint
      : chosenAgent
        ? `${w.sl.emptyHex(w.sl.agent(chosenAgent))} ${w.sl.faceDown}`
        : w.sl.hint(step?.step ?? "action", step?.at, step?.left, recruitAgents.length > 0, moves.some((m) => m.kind === "activate"));
  return html`<div class="sleepers-board" ref=${board}>
    ${hint ? html`<p class="sleepers-hint" aria-live="polite" style="margin:0 0 0.4em;text-align:center;font-weight:600">${hint}</p>` : null}
    <svg
      viewBox=${`${minX.toFixed(0)} ${TOP.toFixed(0)} ${width.toFixed(0)} ${height.toFixed(0)}`}
      width="100%"
      role="group"
      aria-label=${w.sl.boardAria(summary(view, endedOutside, locale))}
      style=${`max-width:min(640px, (100vh - 16rem) * ${(width / height).toFixed(3)});display:block;margin:auto;font-family:inherit`}
    >
      <title>${summary(view, endedOutside, locale)}</title>
      <text x="0" y=${TOP + 20} text-anchor="middle" font-size="16" font-weight="700" fill=${THEME.fg}>${headline}</text>
      <text x="0" y=${TOP + 42} text-anchor="middle" font-size="12.5" fill=${THEME.fg} fill-opacity="0.8">${w.sl.legend}</text>
      <svg x=${MIN_X} y=${MAP_TOP} width=${MAP_W} height=${MAP_H} class="sleepers-map" data-zoomed=${zooming ? "yes" : "no"}
        viewBox=${zooming ? `${(win.x - ZOOM_W / 2).toFixed(1)} ${(win.y - ZOOM_H / 2).toFixed(1)} ${ZOOM_W.toFixed(1)} ${ZOOM_H.toFixed(1)}` : `${MIN_X.toFixed(1)} ${MAP_TOP} ${MAP_W.toFixed(1)} ${MAP_H}`}>
        <${MapBackdrop} />
        <${SideMarks} w=${W} r=${R} title=${w.sl.sideTitle} />
        ${rowLabels}${hexes}
      </svg>
      ${handAgents.length ? html`<text x=${minX + 10} y=${handY - 6} font-size="14" fill=${THEME.fg}>${w.yourHand}</text>` : null}
      ${hand}${status}
    </svg>
    ${interactive && !held ? html`<${ZoomBar} zoomed=${zooming} onToggle=${() => setZoomed(!zoomed)} canPan=${canPan} pan=${pan} w=${w} />` : null}
    <p class="sleepers-key muted small" style="margin:0.3em 0;text-align:center">${tileKey(view, handAgents, w)}</p>
    <${ExplainSheet} text=${explain} onClose=${() => setExplain(null)} w=${w} />
    ${view.outcome ? html`<p class="sleepers-outcome">${view.outcome.reason}</p>` : endedOutside ? html`<p class="sleepers-outcome">${matchEndText(endedOutside, (s) => seatIn(w, SIDE[s] ?? "", seats[s]?.name), w)}</p>` : null}
    ${held ? html`<p class="held-move-text"><strong>${w.yourMoveLabel}</strong> ${moveText(held, w)}${held.kind === "stop" ? ` (${w.sl.stopWhat(step?.step)})` : ""}${held.kind === "recruit" ? `. ${w.sl.faceDown}` : ""}</p>` : null}
    ${interactive && !held
      ? html`<div class="sleepers-controls" role="group" aria-label=${w.sl.move} style="display:flex;gap:0.5em;flex-wrap:wrap;justify-content:center;margin-top:0.5em">
          ${stop ? html`<button type="button" disabled=${busy} onClick=${() => choose(stop)}>${w.sl.stopWhat(step?.step)}</button>` : null}
        </div>`
      : null}
  </div>`;
}
