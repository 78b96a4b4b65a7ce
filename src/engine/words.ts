/**
 * The games' own words as messages (docs/i18n.md): a game writes `say("sleepNoCardInRem", {card})`,
 * a `GameMsg` checked here against the English module's keys and parameters, and the room writes
 * it in its reader's language (src/shared/i18n `textIn`, which spreads `gameWordsEn` and
 * `gameWordsFr` into its catalogue). The keys carry the game's prefix (`sl…`, `co…`, `sleep…`,
 * `sr…`) so they stay unique in the merged catalogue.
 */
import type { GameMsg, Text } from "./text";
import type { gameWordsEn } from "./words.en";

type Words = typeof gameWordsEn;
export type GameWordKey = keyof Words;

type ParamsOf<K extends GameWordKey> = Parameters<Words[K]> extends [infer P] ? P : undefined;

/** A parameter given as text may itself be a message (written in the same language where it is read). */
type Given<P> = { [F in keyof P]: string extends P[F] ? Text | Exclude<P[F], string> : P[F] };

export function say<K extends GameWordKey>(key: K, ...params: ParamsOf<K> extends undefined ? [] : [Given<ParamsOf<K>>]): GameMsg {
  return params[0] === undefined ? { key } : { key, params: params[0] as GameMsg["params"] };
}

/** Texts written one after another (`gameLines`: sentences; `gameClauses`: "a; b"; `gameList`: "a, b"), as one message. */
export function joined(how: "gameLines" | "gameClauses" | "gameList", texts: readonly Text[]): Text {
  let out: Text | null = null;
  for (let i = texts.length - 1; i >= 0; i--) out = say(how, { first: texts[i]!, rest: out });
  return out ?? "";
}
