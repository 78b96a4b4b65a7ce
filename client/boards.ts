/**
 * Each game's board is a chunk of its own in the app: a match page loads the one board it shows.
 * (The server-rendered embed imports boards/index.ts, with every board, as before.) Every board
 * here speaks the app's language (`appLocale()`): screens render it without saying so.
 */
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Board, BoardProps } from "../boards/board";
import GenericBoard, { summary as genericSummary } from "../boards/Generic";
import type { GameUi } from "../boards/index";
import type { Locale } from "../src/shared/locale";
import { appLocale } from "./i18n/index";

type BoardModule = { default: unknown; summary(view: unknown, ended?: null, locale?: Locale): string };

/** The board with the app's language as its `locale` (a screen may still pass another). */
function inAppLocale(board: Board): Board {
  return (props: BoardProps) => h(board, { locale: appLocale(), ...props });
}

const loaders: Record<string, () => Promise<BoardModule>> = {
  conspirateurs: () => import("../boards/conspirateurs/Board"),
  sleep: () => import("../boards/sleep/Board"),
  sleepers: () => import("../boards/sleepers/Board"),
  subrosa: () => import("../boards/subrosa/Board"),
};

const generic: GameUi = { Board: inAppLocale(GenericBoard as Board), summary: genericSummary, own: false };
const loaded = new Map<string, GameUi>();

/** The game's board once its chunk is in (null until then); a game without a board of its own gets the generic one at once. */
export function useGameUi(game: string | null): GameUi | null {
  const known = game === null ? null : loaders[game] ? (loaded.get(game) ?? null) : generic;
  const [, arrived] = useState(0);
  useEffect(() => {
    if (game === null || known) return;
    let alive = true;
    void loaders[game]!().then((m) => {
      loaded.set(game, { Board: inAppLocale(m.default as Board), summary: (view) => m.summary(view, null, appLocale()), own: true });
      if (alive) arrived((n) => n + 1);
    });
    return () => {
      alive = false;
    };
  }, [game, known]);
  return known;
}
