import type { MatchStatus } from "./api";

/** The statuses of a match that is over: finished by its rules or a player, or cancelled before it began. */
export type OverStatus = Extract<MatchStatus, "finished" | "aborted">;

/** Is the match over? (Its seed and every seat's secrets may be known then.) */
export function isOver<M extends { status: MatchStatus }>(match: M): match is M & { status: OverStatus } {
  return match.status === "finished" || match.status === "aborted";
}
