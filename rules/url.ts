/** The address of a game's "How to play" page (kept apart so that links cost no rules text); with a locale, the page in that language. */
export function rulesUrl(game: string, locale?: string): string {
  return locale ? `/rules/${game}?lang=${locale}` : `/rules/${game}`;
}
