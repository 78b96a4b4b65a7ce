/** The "Moves by email" section every rules page ends with (/rules/<game>#moves-by-email; the turn email links to it). */
import type { Locale } from "../src/shared/locale";
import type { RuleEntry, RuleSection } from "./types";

const WORDS: Record<Locale, { heading: string; how: string }> = {
  en: {
    heading: "Moves by email",
    how: "When it is your move, the email that says so can be answered: write your move on the first line of the reply (a few moves on a few lines, one per line, when a turn asks for several choices). When only a few moves are possible, the email lists them all; copy one. Whatever you send, the answer says what was played, or why not, and nothing changes on a move that is not allowed.",
  },
  fr: {
    heading: "Jouer par e-mail",
    how: "Quand c’est à vous de jouer, vous pouvez répondre à l’e-mail qui vous le dit : écrivez votre coup sur la première ligne de la réponse (plusieurs coups sur plusieurs lignes, un par ligne, quand un tour demande plusieurs choix). Quand peu de coups sont possibles, l’e-mail les donne tous : recopiez-en un. Quoi que vous envoyiez, la réponse dit ce qui a été joué, ou pourquoi rien ne l’a été, et un coup interdit ne change rien.",
  },
};

/** The section in `locale`, with the game's way of naming places (`names`) and its examples. */
export function movesByEmail(locale: Locale, names: string, examples: RuleEntry[]): RuleSection {
  const w = WORDS[locale];
  return { id: "moves-by-email", heading: w.heading, text: [w.how, names], entries: examples };
}
