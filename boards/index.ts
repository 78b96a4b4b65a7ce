/**
 * Game id -> its board and one-line summary. Each game's Board lives in boards/<id>/Board.ts;
 * a game without one falls back to the generic board (view summary + legal moves as buttons).
 */
import type { Board } from "./board";
import ConspirateursBoard, { summary as conspirateursSummary } from "./conspirateurs/Board";
import GenericBoard, { summary as genericSummary } from "./Generic";
import SleepBoard, { summary as sleepSummary } from "./sleep/Board";
import SleepersBoard, { summary as sleepersSummary } from "./sleepers/Board";
import SubRosaBoard, { summary as subrosaSummary } from "./subrosa/Board";

export interface GameUi {
  Board: Board;
  summary(view: any): string;
  /** True when the game has a board of its own. */
  own: boolean;
}

const boards: Record<string, GameUi> = {
  conspirateurs: { Board: ConspirateursBoard as Board, summary: conspirateursSummary, own: true },
  sleep: { Board: SleepBoard as Board, summary: sleepSummary, own: true },
  sleepers: { Board: SleepersBoard as Board, summary: sleepersSummary, own: true },
  subrosa: { Board: SubRosaBoard as Board, summary: subrosaSummary, own: true },
};

export function gameUi(id: string): GameUi {
  return boards[id] ?? { Board: GenericBoard as Board, summary: genericSummary, own: false };
}
