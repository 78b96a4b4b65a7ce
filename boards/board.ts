/**
 * The one interface between the app (and the embed) and a game's board: view in, move out.
 * Boards are Preact components written with htm that render SVG from the view JSON. They must
 * render on the server too (preact-render-to-string, for the embed): no DOM access at import
 * time or during render; use effects and event handlers for anything interactive.
 */
import type { ComponentType } from "preact";
import type { Locale } from "../src/shared/locale";

export interface BoardProps<V = any, M = any> {
  /** The game's view for this viewer, exactly as the API returns it. */
  view: V;
  /** The viewer's seat, null for a spectator. */
  seat: number | null;
  /** Seat labels and names, indexed by seat. */
  seats: { seat: number; label: string; name: string | null }[];
  /** The viewer's legal moves; present only when it is the viewer's decision and play is allowed. */
  legal?: M[];
  /**
   * Called with one entry of `legal` (verbatim) when the player has built a move. Absent: read-only.
   * A complete move goes at once; the match page then sends it, or holds it for "Send" or "Undo"
   * above the board (client/prefs.ts: correspondence matches by default). `confirmed`: the board's
   * own control that ended the move (Sleep's "Send", a Conspirateurs chain's) was that Send.
   */
  onMove?: (move: M, how?: { confirmed?: boolean }) => void;
  /** The move held for "Send": the board draws it, clearly, where it would go. */
  pending?: M | null;
  /** A move is on its way to the server: boards should not accept another. */
  busy?: boolean;
  /**
   * The match is over, whether or not the game's own position ended it (a resignation, a timeout,
   * an agreed draw, a cancelled match leave the position as it was): a board whose view has no
   * outcome describes the finished position with this, never whose turn it would be.
   */
  ended?: MatchEnd | null;
  /** The reader's language (boards/i18n): the app's `appLocale()`, the embed's; English when absent. */
  locale?: Locale;
}

/** How a match ended, as the match page and the embed know it (boards/kit.ts `matchEndOf`). */
export interface MatchEnd {
  winners: number[];
  draw: boolean;
  /** In words, with names ("Bob (White) resigned", "drawn by agreement"). */
  reason: string;
  cancelled: boolean;
}

export type Board<V = any, M = any> = ComponentType<BoardProps<V, M>>;
