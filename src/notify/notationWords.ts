/**
 * The words of the games' notations in French, read as the English ones in a move sent by email
 * (src/api/emailReplies.ts): a French player may write "passe" for Sleep's "pass", "j2" for its
 * seat "p2", "fin" for Sub Rosa's "done", "arrêt" or "fin" for the "stop" that ends a chain of
 * jumps or leaps. Cells, cards and signs are the same in both languages. The glossary: docs/i18n.md.
 */
const WORDS: Record<string, [RegExp, string][]> = {
  sleepers: [[/^(arr[êe]t|fin)$/i, "stop"]],
  conspirateurs: [[/^(arr[êe]t|fin)$/i, "stop"]],
  sleep: [
    [/^(passe|passer|je passe)$/i, "pass"],
    [/>\s*j([1-6])$/i, ">p$1"],
  ],
  subrosa: [[/^(fin|fini|termin[ée])$/i, "done"]],
};

/** The line with its French notation words in English; any other line as it is. */
export function englishNotation(game: string, line: string): string {
  const text = line.trim();
  for (const [french, english] of WORDS[game] ?? []) if (french.test(text)) return text.replace(french, english);
  return text;
}
