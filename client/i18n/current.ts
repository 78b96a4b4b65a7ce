/**
 * The loaded language and its messages, on their own so that what index.ts imports (the API, to
 * save a member's choice) may read them too without an import cycle. Screens import index.ts.
 *
 * What the first page may show (en.ts / fr.ts: the home, sign in, the match page, the header) is
 * loaded before the first render; the words of the screens that are chunks of their own (an
 * `Area`) come with the screen (`loadArea`, called by routes.ts), so that the first page stays
 * within its budget in either language.
 */
import type { Locale } from "../../src/shared/locale";
import type * as En from "./en";
import type * as ScreensEn from "./screens.en";
import type * as ListsEn from "./lists.en";
import type * as SettingsEn from "./settings.en";

export type Shape<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : never };
export type AppMessages = Shape<typeof En & typeof ScreensEn & typeof ListsEn & typeof SettingsEn>;

/** The loaded language's messages, filled by `loadMessages` before the app first renders, and by `loadArea`. */
export const m = {} as AppMessages;
let current: Locale = "en";

export function appLocale(): Locale {
  return current;
}

export function setMessages(locale: Locale, messages: Partial<AppMessages>): void {
  Object.assign(m, messages);
  current = locale;
}

/** New match, my matches, the inbox, the review; the tournaments, a player, the leaderboards; Settings. */
const AREAS = {
  screens: { en: () => import("./screens.en"), fr: () => import("./screens.fr") },
  lists: { en: () => import("./lists.en"), fr: () => import("./lists.fr") },
  settings: { en: () => import("./settings.en"), fr: () => import("./settings.fr") },
} satisfies Record<string, Record<Locale, () => Promise<Partial<AppMessages>>>>;
export type Area = keyof typeof AREAS;

const loaded = new Map<string, Promise<void>>();

/** The words of a screen's area in the loaded language (once). */
export function loadArea(area: Area): Promise<void> {
  const key = `${current}:${area}`;
  let p = loaded.get(key);
  if (!p) {
    p = AREAS[area][current]().then((words) => void Object.assign(m, words));
    loaded.set(key, p);
  }
  return p;
}
