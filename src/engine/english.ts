/**
 * A game's texts in English inside the engine: what an engine hands on as a plain string (its
 * views' reasons, which the boards show as they are) is the same words `textIn("en", …)` writes.
 * Apart from words.ts so that a game's rules, which say messages, do not load the catalogue.
 */
import { writeMessages, type GameMsg, type Text, type Written } from "./text";
import { gameWordsEn } from "./words.en";

/** A game's text in English. */
export function inEnglish(text: Text): string {
  if (typeof text === "string") return text;
  const write = (gameWordsEn as unknown as Record<string, ((p: unknown) => string) | undefined>)[text.key];
  if (!write) throw new Error(`No game message "${text.key}"`);
  const params = text.params && Object.fromEntries(Object.entries(text.params).map(([k, v]) => [k, isGameMsg(v) ? inEnglish(v) : v]));
  return write(params);
}

function isGameMsg(value: unknown): value is GameMsg {
  return typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as GameMsg).key === "string";
}

/**
 * A view with its game texts in English: what a match's replay publishes as its final position
 * (src/match/fairness.ts), so that a replay published before the games' texts were messages
 * verifies alike (src/shared/verifyReplay.ts). Copies only what holds a message.
 */
export function inEnglishThroughout<T>(value: T): Written<T> {
  return writeMessages(value, (m) => (m.key in gameWordsEn ? inEnglish(m) : null));
}

