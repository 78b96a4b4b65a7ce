/**
 * A seat the computer plays of its own: given to it at creation or while the match waited, not
 * one it plays for a player who left. The same question of the room's seats (src/match/state.ts)
 * and of a match resource's (the app), so it is asked here once.
 */
export function isComputersOwn(seat: { kind: string; resigned?: boolean } | undefined): boolean {
  return seat?.kind === "bot" && !seat.resigned;
}
