/**
 * Which log lines are moves, as a player counts them: the history slider's steps and the final
 * "after N moves" (docs/client.md, the history slider).
 */
import type { LogLine } from "../api";

/**
 * Whether a log line's event changed the board. A timeout does with 3–4 players (the computer makes
 * the late seat's decision); with two the late seat loses and the board stays. Joining, resigning
 * (with 3–4 players the computer plays the seat's later moves, each a move of its own), draw offers,
 * vacations and rematches leave the board as it was. A hidden decider's line (seat null) is a move too.
 */
export function isMoveLine(line: LogLine, players: number): boolean {
  return line.kind === "move" || (line.kind === "timeout" && players > 2);
}

export function countMoves(lines: LogLine[], players: number): number {
  return lines.filter((l) => isMoveLine(l, players)).length;
}

/**
 * The seqs a player steps over: [0] the start of play (the event before the first move: the board
 * does not change between the match beginning and its first move), [k] the position after move k.
 * Empty until there is a first move.
 */
export function movePositions(lines: LogLine[], players: number): number[] {
  const moves = lines.filter((l) => isMoveLine(l, players)).map((l) => l.seq);
  return moves.length ? [moves[0]! - 1, ...moves] : [];
}
