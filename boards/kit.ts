/**
 * What the boards share: activating an SVG control by pointer or keyboard, wrapping words into
 * SVG lines, the seat colours (boards/colours.ts) and the little "what is this?" sheet that tells a
 * player what a tile, card or location does when they tap it.
 */
import { html } from "htm/preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";

import { pieceClass } from "./colours";
import { BREAKING_SPACE } from "../src/shared/text";
import type { MatchEnd } from "./board";
import type { BoardWords } from "./i18n/index";
import { matchEnd as englishEnd } from "./i18n/common.en";

export { SEAT_COLOURS, pieceClass, seatColour, type PieceColour } from "./colours";

/** Enter or Space runs `fn`, as a click does: spread into a `role="button"` element. */
export function activation(fn: () => void): { onClick: () => void; onKeyDown: (e: KeyboardEvent) => void } {
  return {
    onClick: fn,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " " || e.key === "Spacebar") {
        e.preventDefault();
        fn();
      }
    },
  };
}

/** Words on lines of at most `max` characters (a longer word gets a line of its own). */
export function wrap(text: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const w of text.split(BREAKING_SPACE)) {
    if (!w) continue;
    if (line && (line + " " + w).length > max) {
      out.push(line);
      line = w;
    } else line = line ? line + " " + w : w;
  }
  if (line) out.push(line);
  return out;
}

/** The arrow keys a roving tab stop answers (the page does not scroll on them). */
const ARROWS = new Set(["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"]);

/**
 * The roving tab stop of a board's targets (Conspirateurs' cells, Sleepers' hexes): one of `cells`
 * carries tabindex 0, the arrow keys move it with `next` (the board's own geometry: the target an
 * arrow goes to from `from`, or null) and focus the element whose `data-cell` is that target, in the
 * same SVG. `moved`: the player has gone somewhere by key (a zoom then follows the stop).
 */
export function useRovingCell<K extends string | number>(cells: readonly K[], next: (cells: readonly K[], from: K, key: string) => K | null) {
  const [current, setCurrent] = useState<K | null>(null);
  const stop = current !== null && cells.includes(current) ? current : cells[0] ?? null;
  // Moved by the arrow keys (the zoom follows); a tap's focus moves nothing on screen.
  const [keyed, setKeyed] = useState(false);
  const onKey = (e: KeyboardEvent, from: K) => {
    if (!ARROWS.has(e.key)) return;
    e.preventDefault();
    const to = next(cells, from, e.key);
    if (to === null) return;
    setCurrent(to);
    setKeyed(true);
    const svg = (e.currentTarget as SVGElement | null)?.ownerSVGElement;
    (svg?.querySelector(`[data-cell="${to}"]`) as SVGElement | null)?.focus();
  };
  return { stop, moved: keyed && stop === current, setStop: setCurrent, onKey };
}

/**
 * The sheet under a board that shows what the piece a player tapped does (on phones there is no
 * hover tooltip). `text` null: nothing shown. Close gives the focus back to what opened the sheet
 * (the piece, or the board when a piece that takes no focus was tapped), without scrolling.
 */
export function ExplainSheet({ text, onClose, w }: { text: string | null; onClose: () => void; w: BoardWords }) {
  // Where the focus was when the sheet opened, and where the board put it next (a piece that the
  // choice took away sends it on: a Sleepers tile to the map, a Sleep card to the next card).
  const opener = useRef<Element | null>(null);
  const settled = useRef<Element | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  // Runs right after the board's click or key handler that set `text` (before the board's own effects).
  useLayoutEffect(() => {
    if (!text || typeof document === "undefined") return;
    const outside = (at: Element | null) => (at && at !== document.body && !sheet.current?.contains(at) ? at : null);
    opener.current = outside(document.activeElement);
    const later = setTimeout(() => (settled.current = outside(document.activeElement)), 0);
    return () => clearTimeout(later);
  }, [text]);
  if (!text) return null;
  const close = () => {
    // A piece taken away, or one that no longer takes the focus, is no place to go back to.
    const usable = (el: Element | null): el is HTMLElement => !!el && el.isConnected && el.matches("[tabindex], button:not([disabled]), a[href], input:not([disabled]), select, textarea");
    const board = sheet.current?.closest(".board") as HTMLElement | null;
    const back = [opener.current, settled.current].find(usable) ?? (board?.querySelector("[role=button][tabindex='0']") as HTMLElement | null) ?? board;
    opener.current = settled.current = null;
    onClose();
    back?.focus({ preventScroll: true });
  };
  return html`<div class="explain-sheet" role="status" ref=${sheet}>
    <p>${text}</p>
    <button type="button" class="secondary" onClick=${close}>${w.close}</button>
  </div>`;
}

/**
 * A seat's colour swatch: the colour of its pieces (styled by the generated `.piece-…` classes in
 * app.css). Nothing for a game whose seats have no colour.
 */
export function SeatDot({ game, label }: { game: string; label: string | undefined }) {
  const cls = label ? pieceClass(game, label) : null;
  return cls ? html`<span class=${`seat-dot ${cls}`} data-seat-colour=${label} aria-hidden="true"></span>` : null;
}

/**
 * The one look of "this decided the match" on every board at the end (Sleepers' winning line,
 * Conspirateurs' sheltered men, Sleep's winning rows): a gold fill under a dark gold edge, and the
 * same words for screen readers (`decided` in boards/i18n).
 */
export const DECIDED = {
  fill: "var(--win, #f2b705)",
  fillOpacity: 0.5,
  edge: "var(--win-edge, #b07d00)",
  width: 3.5,
} as const;

/** The end of a match from its status and outcome (null while it is open or in play). */
export function matchEndOf(status: string, outcome: { winners: number[]; draw: boolean; reason: string } | null): MatchEnd | null {
  if (status === "aborted") return { winners: [], draw: false, reason: "the match was cancelled", cancelled: true };
  if (status === "finished" && outcome) return { winners: outcome.winners, draw: outcome.draw, reason: outcome.reason, cancelled: false };
  return null;
}

/**
 * What a board says of a match that ended outside its game's rules, in place of whose turn it is:
 * "Over: Ann (Black) won, Bob (White) resigned." (the board shows the position as it was left).
 */
export function matchEndText(end: MatchEnd, name: (seat: number) => string, w?: BoardWords): string {
  return (w?.matchEnd ?? englishEnd)(end, end.winners.map(name));
}

/**
 * Phone mode of a board too big for a narrow screen: true once the screen matches `query` (an
 * effect, so that the server-rendered embed always shows the whole board), and the toggle.
 */
export function usePhoneZoom(query: string): [boolean, (on: boolean) => void] {
  const [zoomed, setZoomed] = useState(false);
  useEffect(() => {
    if (typeof matchMedia === "function" && matchMedia(query).matches) setZoomed(true);
  }, []);
  return [zoomed, setZoomed];
}

/** One pan button of a zoomed board: its arrow, its name's key (boards/i18n `pan`), and the step it takes (right and up positive). */
export const PANS: { arrow: string; name: keyof BoardWords["pan"]; dx: number; dy: number }[] = [
  { arrow: "←", name: "left", dx: -1, dy: 0 },
  { arrow: "↑", name: "up", dx: 0, dy: 1 },
  { arrow: "↓", name: "down", dx: 0, dy: -1 },
  { arrow: "→", name: "right", dx: 1, dy: 0 },
];

/**
 * The zoom toggle ("Whole board" / "Zoom in") and, zoomed, the four pan buttons; each is a normal
 * button of the app (44 px or more). `canPan(dx, dy)` disables a pan that would leave the board.
 */
export function ZoomBar({ zoomed, onToggle, canPan, pan, w }: { zoomed: boolean; onToggle: () => void; canPan: (dx: number, dy: number) => boolean; pan: (dx: number, dy: number) => void; w: BoardWords }) {
  return html`<div class="board-zoom" role="group" aria-label=${w.boardZoom}><button type="button" class="secondary" aria-pressed=${zoomed ? "true" : "false"} onClick=${onToggle}>${zoomed ? w.wholeBoard : w.zoomIn}</button>${zoomed &&
    PANS.map((p) => html`<button type="button" class="secondary" aria-label=${w.pan[p.name]} disabled=${!canPan(p.dx, p.dy)} onClick=${() => pan(p.dx, p.dy)}>${p.arrow}</button>`)}</div>`;
}
