/** The address of a game's "How to play" page (kept apart so that links cost no rules text). */
export function rulesUrl(game: string): string {
  return `/rules/${game}`;
}
