/**
 * The boards' words in the reader's language (docs/i18n.md): boards take a `locale` prop (the app's
 * `appLocale()`, the embed's and board.svg/png's `locale`) and read `boardWords(locale)`. Both
 * languages have the same keys and parameters, or the typecheck fails here.
 */
import type { Locale } from "../../src/shared/locale";
import { isNumberedSeat, seatWho, withNames } from "../../src/shared/text";
import * as en from "./en";
import * as fr from "./fr";

/** The catalogue's shape with its texts widened to `string`, so that each language can fill it. */
type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { [K in keyof T]: Words<T[K]> }
      : T;
export type BoardWords = Words<typeof en>;

// Either language missing a word (or taking other parameters) fails the typecheck here.
const catalogues: Record<Locale, BoardWords> = { en, fr: fr satisfies BoardWords };
void (en satisfies Words<typeof fr>);

export function boardWords(locale: Locale | undefined): BoardWords {
  return catalogues[locale ?? "en"] ?? catalogues.en;
}

/** A seat as people read it ("Bob (Blanc)", "Carol" for Sleep's numbered seats), in these words. */
export function seatIn(w: BoardWords, label: string, name: string | null | undefined): string {
  return name && isNumberedSeat(label) ? name : seatWho(w.colour(label), name);
}

/**
 * A text with its numbered seats named: the engine's "Player 3" and these words' "Joueur 3" read
 * "Carol" (src/shared/text.ts `withNames`, for a seat labelled "Player 3" that has a player).
 */
export function withNamesIn(w: BoardWords, text: string, seats: readonly { label: string; name: string | null }[]): string {
  const named = withNames(text, seats);
  return w.playerWord === "Player" ? named : withNames(named, seats, w.playerWord);
}

/** The keys of each language, for the test that names a missing one. */
export const boardCatalogueKeys: Record<Locale, string[]> = { en: keysOf(en), fr: keysOf(fr) };
function keysOf(o: object, prefix = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" && !Array.isArray(v) ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
