import type { MatchStatus } from "./api";

/** Is the match over: finished by its rules or a player, or cancelled before it began? (Its seed and every seat's secrets may be known then.) */
export function isOver(match: { status: MatchStatus }): boolean {
  return match.status === "finished" || match.status === "aborted";
}
