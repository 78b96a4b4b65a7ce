/**
 * The one table of seat colours. A seat's colour is the colour of its pieces: the boards draw the
 * pieces with it, the app's stylesheet gets it as custom properties at build time
 * (scripts/build-client.mjs writes `pieceCss()` into app.css), and the embed page and image carry
 * the same properties (src/embed/theme.ts). Seats are found by their label, which for these games
 * is the colour's name ("Black", "Red"). A game whose seats have no colour (Sleep) has no entry.
 * No imports: the build script loads this file on its own.
 */
export interface PieceColour {
  /** The piece's body. */
  fill: string;
  /** Its outline, so that a black man shows on a dark page and a white one on a light page. */
  edge: string;
}

export const SEAT_COLOURS: Record<string, Record<string, PieceColour>> = {
  conspirateurs: {
    Black: { fill: "#1e1e22", edge: "#9a9aa5" },
    White: { fill: "#f6f6f2", edge: "#4a4a52" },
    Blue: { fill: "#2f6fd6", edge: "#0f2f66" },
    Red: { fill: "#c8372d", edge: "#5a1410" },
  },
  sleepers: {
    White: { fill: "#f6f3ea", edge: "#1d1d1f" },
    Black: { fill: "#1d1d1f", edge: "#f6f3ea" },
  },
  subrosa: {
    Red: { fill: "#d64545", edge: "#8a2020" },
    Blue: { fill: "#3b6fd6", edge: "#1d3f86" },
    Green: { fill: "#2e9e5b", edge: "#17603a" },
    Yellow: { fill: "#c9a227", edge: "#7a6112" },
  },
};

/** The colour of a seat's pieces, or null when the game's seats have none. */
export function seatColour(game: string, label: string): PieceColour | null {
  return SEAT_COLOURS[game]?.[label] ?? null;
}

/** The CSS class that gives an element its seat's `--piece` and `--piece-edge`: "piece-conspirateurs-black". */
export function pieceClass(game: string, label: string): string | null {
  return seatColour(game, label) ? `piece-${game}-${label.toLowerCase()}` : null;
}

/** The stylesheet of every seat colour: one class per colour setting `--piece` and `--piece-edge`. */
export function pieceCss(): string {
  const rules: string[] = [];
  for (const [game, colours] of Object.entries(SEAT_COLOURS)) {
    for (const [label, c] of Object.entries(colours)) {
      rules.push(`.${pieceClass(game, label)}{--piece:${c.fill};--piece-edge:${c.edge}}`);
    }
  }
  return rules.join("\n");
}

/**
 * The page's colours as the boards use them: the app's and the embed's custom properties
 * (src/embed/theme.ts), with one fallback each for a board drawn where they are not defined.
 */
export const THEME = {
  fg: "var(--fg, #1d1d1f)",
  bg: "var(--bg, #ffffff)",
  muted: "var(--muted, #6b6b76)",
  accent: "var(--accent, #3a63c9)",
  accentFg: "var(--accent-fg, #ffffff)",
  line: "var(--border, #9a9aa5)",
} as const;
