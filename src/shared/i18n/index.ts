/**
 * The message catalogue of the Worker (docs/i18n.md): one module per area and language, each
 * message a typed function of its parameters. A `Msg` names a message and its parameters as
 * data, so a text can be chosen where the reader's language is not yet known (a room's refusal,
 * a notice) and written in it later (`textIn`); a plain string is the same in every language.
 */
import { writeMessages, type GameMsg, type Written } from "../../engine/text";
import type { Locale } from "../locale";
import * as mailEn from "./mail.en";
import * as mailFr from "./mail.fr";
import * as problemsEn from "./problems.en";
import * as problemsFr from "./problems.fr";
import * as pagesEn from "./pages.en";
import * as pagesFr from "./pages.fr";
import { gameWordsEn } from "../../engine/words.en";
import { gameWordsFr } from "../../engine/words.fr";
import * as roomEn from "./room.en";
import * as roomFr from "./room.fr";

// The games' own words (src/engine/words.ts) are part of the one catalogue, so `textIn` writes a game's messages too.
const en = { ...mailEn, ...problemsEn, ...pagesEn, ...roomEn, ...gameWordsEn };
const fr = { ...mailFr, ...problemsFr, ...pagesFr, ...roomFr, ...gameWordsFr };

/** Each message's parameters, returning a string (literal return types would differ between languages). */
type Shape<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : never };
export type ServerMessages = Shape<typeof en>;
export type MessageKey = keyof ServerMessages;

// Either language missing a message (or taking other parameters) fails the typecheck here.
const catalogues: Record<Locale, ServerMessages> = { en, fr: fr satisfies ServerMessages };
void (en satisfies Shape<typeof fr>);

/** The messages of one language. */
export function messages(locale: Locale): ServerMessages {
  return catalogues[locale];
}

type ParamsOf<K extends MessageKey> = Parameters<ServerMessages[K]> extends [infer P] ? P : undefined;

/** A message's parameters where any text may itself be a message (written in the same language). */
type Nested<P> = P extends object ? { [F in keyof P]: P[F] extends string ? Text : P[F] } : P;

/** A message and its parameters, as JSON-safe data. */
export type Msg = { [K in MessageKey]: { key: K; params: Nested<ParamsOf<K>> } }[MessageKey];
/**
 * A text for a reader: a message, a game's message (src/engine/text.ts: its catalogue is spread
 * into this one, so `textIn` writes it too), or a string that reads the same in every language.
 */
export type Text = string | Msg | GameMsg;

export function msg<K extends MessageKey>(key: K, ...params: ParamsOf<K> extends undefined ? [] : [Nested<ParamsOf<K>>]): Msg {
  return { key, params: params[0] } as Msg;
}

export function isMsg(value: unknown): value is Msg {
  return typeof value === "object" && value !== null && typeof (value as Msg).key === "string" && (value as Msg).key in en;
}

/** The text in this language. */
export function textIn(locale: Locale, text: Text): string {
  if (typeof text === "string") return text;
  const params = text.params && Object.fromEntries(Object.entries(text.params).map(([k, v]) => [k, isMsg(v) ? textIn(locale, v) : v]));
  const write = (catalogues[locale] as unknown as Record<string, ((p: unknown) => string) | undefined>)[text.key];
  if (!write) throw new Error(`No message "${text.key}" in the ${locale} catalogue`);
  return write(params);
}

/** The keys of each language, for the test that every message exists in both. */
export const catalogueKeys: Record<Locale, string[]> = { en: Object.keys(en), fr: Object.keys(fr) };

/**
 * A value with every message in it written in this language (a game's view may carry texts:
 * an outcome's reason, a scoring line). Copies only the objects and arrays a message sits in.
 */
export function writtenIn<T>(locale: Locale, value: T): Written<T> {
  return writeMessages(value, (m) => (isMsg(m) ? textIn(locale, m) : null));
}
