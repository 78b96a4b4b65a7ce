/**
 * Game id -> its board and one-line summary. Each game's Board lives in client/games/<id>/Board.ts;
 * a game without one falls back to the generic board (view summary + legal moves as buttons).
 */
import type { Board } from "./board";
import GenericBoard, { summary as genericSummary } from "./Generic";

export interface GameUi {
  Board: Board;
  summary(view: any): string;
  /** True when the game has a board of its own. */
  own: boolean;
}

const boards: Record<string, GameUi> = {
};

export function gameUi(id: string): GameUi {
  return boards[id] ?? { Board: GenericBoard as Board, summary: genericSummary, own: false };
}
