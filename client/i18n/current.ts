/**
 * The loaded language and its messages, on their own so that what index.ts imports (the API, to
 * save a member's choice) may read them too without an import cycle. Screens import index.ts.
 */
import type { Locale } from "../../src/shared/locale";
import type * as En from "./en";

type Shape<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : never };
export type AppMessages = Shape<typeof En>;

/** The loaded language's messages, filled by `loadMessages` before the app first renders. */
export const m = {} as AppMessages;
let current: Locale = "en";

export function appLocale(): Locale {
  return current;
}

export function setMessages(locale: Locale, messages: AppMessages): void {
  Object.assign(m, messages);
  current = locale;
}
