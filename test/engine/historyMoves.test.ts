/**
 * Which log lines the match page counts as moves (client/screens/moves.ts): the history slider's
 * steps and the final "after N moves" skip joins, resignations, draw offers and vacations.
 */
import { describe, expect, it } from "vitest";
import { countMoves, movePositions } from "../../client/screens/moves";
import type { LogLine } from "../../src/shared/api";

/** Log lines of these kinds, seq 1, 2, … (the text does not matter here). */
function lines(...kinds: [kind: string, seat: number | null][]): LogLine[] {
  return kinds.map(([kind, seat], i) => ({ seq: i + 1, at: "2026-01-01T00:00:00.000Z", seat, kind, text: kind }));
}

describe("the moves of a log", () => {
  it("two players: joins, a draw offer and its decline, a vacation are no moves; the start is the event before the first move", () => {
    const log = lines(["created", 0], ["joined", 1], ["vacation", 1], ["move", 0], ["draw-offer", 0], ["draw-decline", 1], ["move", 1], ["move", 0]);
    expect(movePositions(log, 2)).toEqual([3, 4, 7, 8]);
    expect(countMoves(log, 2)).toBe(3);
  });

  it("two players: a timeout ends the match with no move", () => {
    const log = lines(["created", 0], ["joined", 1], ["move", 0], ["timeout", 1]);
    expect(movePositions(log, 2)).toEqual([2, 3]);
    expect(countMoves(log, 2)).toBe(1);
  });

  it("three players: a timeout is the computer's move for the late seat; a resignation is not a move, the computer's later moves are", () => {
    const log = lines(["created", 0], ["joined", 1], ["bot-seat", 2], ["move", 0], ["timeout", 1], ["resign", 2], ["move", 2], ["move", 0]);
    expect(movePositions(log, 3)).toEqual([3, 4, 5, 7, 8]);
    expect(countMoves(log, 3)).toBe(4);
  });

  it("a hidden decider's line (no seat) is a move; no move yet is no position", () => {
    expect(movePositions(lines(["created", 0], ["joined", 1], ["move", null], ["move", 1]), 2)).toEqual([2, 3, 4]);
    expect(movePositions(lines(["created", 0], ["joined", 1]), 2)).toEqual([]);
  });
});
