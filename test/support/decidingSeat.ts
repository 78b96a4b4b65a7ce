/**
 * The seat that decides now, found as the players themselves are told: the first whose own match
 * resource lists legal moves (in Sleep nobody else is told who decides, SP-5; a spectator's
 * resource never has `legal`). -1 while nobody has a decision. Used by the worker and the browser
 * tests' helper modules.
 */
export function decidingSeat(own: readonly { legal?: readonly unknown[] | null }[]): number {
  return own.findIndex((r) => Array.isArray(r.legal) && r.legal.length > 0);
}
