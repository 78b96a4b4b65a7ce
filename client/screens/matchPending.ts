/**
 * The move held for "Send" (client/prefs.ts: by default in correspondence matches): the hook that
 * holds it until Send or Undo, and the bar above the board that offers both.
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { MatchResource } from "../api";
import { holdsMoves, useConfirmMoves } from "../prefs";
import { m as t } from "../i18n/index";
import { focusBoard } from "./matchFocus";

export interface PendingMoves {
  /** The move waiting for Send, while the match is still where it was chosen. */
  held: { move: unknown; seq: number } | null;
  /**
   * Every board's move comes here: sent at once, or held, drawn on the board, for "Send" or "Undo"
   * unless the board's own last control was that Send (`confirmed`).
   */
  choose(move: unknown, how?: { confirmed?: boolean }): void;
  send(): void;
  takeBack(): void;
}

export function usePendingMove(m: MatchResource | null, submit: (move: unknown, seq: number) => void): PendingMoves {
  const confirming = useConfirmMoves();
  const [pending, setPending] = useState<{ move: unknown; seq: number } | null>(null);
  const held = m && pending && pending.seq === m.seq ? pending : null;
  return {
    held,
    choose: (move, how) => {
      if (!m) return;
      if (holdsMoves(confirming, m) && !how?.confirmed) setPending({ move, seq: m.seq });
      else {
        setPending(null);
        submit(move, m.seq);
      }
    },
    send: () => {
      if (!held) return;
      setPending(null);
      submit(held.move, held.seq);
    },
    // Taking a held move back gives the focus to the board, where the player builds another.
    takeBack: () => {
      setPending(null);
      setTimeout(() => {
        const board = document.querySelector<HTMLElement>(".board");
        if (board) focusBoard(board);
      }, 0);
    },
  };
}

/**
 * The move held for "Send", above the board: in the page's flow, never over the board, and
 * scrolled into sight when it appears (a cell tapped low on a tall board).
 */
export function PendingMove({ onConfirm, onTakeBack, busy }: { onConfirm: () => void; onTakeBack: () => void; busy: boolean }) {
  const bar = useRef<HTMLDivElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    bar.current?.scrollIntoView?.({ block: "nearest" });
    send.current?.focus({ preventScroll: true });
  }, []);
  return html`<div class="pending-move" ref=${bar} role="group" aria-label=${t.matchPendingLabel()}>
    <p><strong>${t.matchPendingShown()}</strong>${t.matchPendingNotSent()}</p>
    <div class="actions">
      <button type="button" ref=${send} class="primary" disabled=${busy} onClick=${onConfirm}>${t.matchSend()}</button>
      <button type="button" class="secondary" disabled=${busy} onClick=${onTakeBack}>${t.matchUndo()}</button>
    </div>
  </div>`;
}
