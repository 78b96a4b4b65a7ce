/**
 * The focus on the match page's board, for keyboard and screen-reader players: a move sent, or a
 * position that changes under the player, redraws the board and takes away the element that had
 * the focus (the cell or card chosen, the "Send" of the bar), which would leave it on <body> and the
 * player at the top of the page. While the player is on the board, the focus stays there: on its
 * target that takes the tab stop (a roving cell, a card), else on the board itself (the wrapper has
 * tabindex=-1; focused without scrolling), and from there on the first target that comes back.
 * Once the player goes elsewhere on the page (focus or a click outside the board), nothing moves it.
 */
import { useEffect, useRef } from "preact/hooks";

/** The board's targets, in document order: the first is where the focus goes. */
const TARGETS = "[role=button][tabindex='0']:not([aria-disabled=true]), button:not([disabled])";
/** Buttons of the board that are no target: what a piece is, the zoom, the move held for Send. */
const ASIDE = ".explain-sheet, .board-zoom, .pending-move";
/** What can keep the focus (a roving cell off the tab stop too, with tabindex -1). */
const FOCUSABLE = "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]";

/** The board's first target (a cell, a card, a tile of the hand), if it offers one. */
function firstTarget(board: HTMLElement): HTMLElement | SVGElement | null {
  for (const el of board.querySelectorAll<HTMLElement | SVGElement>(TARGETS)) if (!el.closest(ASIDE)) return el;
  return null;
}

/** Focuses the board's first target, else the board itself; never scrolls the page. */
export function focusBoard(board: HTMLElement): void {
  (firstTarget(board) ?? board).focus({ preventScroll: true });
}

/**
 * Keeps the focus on the board across its redraws. Returns the ref for the board's wrapper (give it
 * tabindex=-1). Checks after every render of the page that holds it, which is every change of the
 * match, every move sent and every change of `busy`.
 */
export function useBoardFocus() {
  const board = useRef<HTMLDivElement>(null);
  /** The player is on the board: the focus went there last, or their last click was there. */
  const onBoard = useRef(false);
  useEffect(() => {
    const inside = (e: Event) => {
      onBoard.current = !!board.current && e.target instanceof Node && board.current.contains(e.target);
    };
    // A focused element that the redraw removes fires no focusin anywhere: onBoard stays true.
    document.addEventListener("focusin", inside);
    document.addEventListener("pointerdown", inside, true);
    return () => {
      document.removeEventListener("focusin", inside);
      document.removeEventListener("pointerdown", inside, true);
    };
  }, []);
  const keep = () => {
    const el = board.current;
    if (!el || !onBoard.current) return;
    const at = document.activeElement;
    const lost = !at || at === document.body || !at.isConnected || (el.contains(at) && at !== el && !at.matches(FOCUSABLE));
    // Parked on the board itself (nothing to choose then): on to a target once there is one.
    if (lost || (at === el && firstTarget(el))) focusBoard(el);
  };
  useEffect(keep);
  // A board also redraws by itself, without the page (a Conspirateurs chain being built): the same
  // check after each of its own redraws.
  const watched = useRef<{ el: HTMLElement; observer: MutationObserver } | null>(null);
  useEffect(() => {
    const el = board.current;
    if (watched.current?.el === el) return;
    watched.current?.observer.disconnect();
    watched.current = el ? { el, observer: new MutationObserver(keep) } : null;
    watched.current?.observer.observe(el!, { childList: true, subtree: true, attributes: true, attributeFilter: ["role", "tabindex"] });
  });
  useEffect(() => () => watched.current?.observer.disconnect(), []);
  return board;
}
