/**
 * The review's face-up board (src/engine/positions.ts faceUpView): at positions in the middle of
 * random matches, nothing is hidden in it (every tile's agent, every hand, every bag, every card's
 * face); the views the players get are unchanged by it (the same function, `all` defaulting to the end).
 */
import { describe, expect, it } from "vitest";
import { faceUpView, positionText } from "../../src/engine/positions";
import { getGame } from "../../src/engine/registry";
import { randomPlayout } from "./helpers";

const middle = (id: string, players: number) => {
  const { states } = randomPlayout(getGame(id)!, players, `face-up:${id}`, { randomSeat: true });
  return states[Math.floor(states.length / 2)];
};

describe("the face-up board of the review", () => {
  it("Sleepers: every tile's agent, both hands and both bags", () => {
    const game = getGame("sleepers")!;
    const s = middle("sleepers", 2);
    const v = faceUpView(game, s) as any;
    expect(v.board.filter((h: any) => h.tile).every((h: any) => h.tile.agent !== null)).toBe(true);
    expect(v.hands.every((h: any) => Array.isArray(h.agents))).toBe(true);
    expect(v.bags.every((b: any) => Array.isArray(b.agents))).toBe(true);
    expect((game.view(s, null) as any).bags.every((b: any) => b.agents === null), "the spectator's view still hides them").toBe(true);
  });

  it("Sleep: every hand, the deck and every seat's decision", () => {
    const game = getGame("sleep")!;
    const s = middle("sleep", 3);
    const v = faceUpView(game, s) as any;
    expect(v.revealed).not.toBeNull();
    expect(v.seats.every((x: any) => x.deciding !== null)).toBe(true);
    expect((game.view(s, 0) as any).revealed).toBeNull();
  });

  it("Sub Rosa: every card's face and every hand", () => {
    const game = getGame("subrosa")!;
    const s = middle("subrosa", 3);
    const v = faceUpView(game, s) as any;
    expect(v.locations.flatMap((l: any) => l.cards).every((c: any) => c.face !== null)).toBe(true);
    expect(v.hands.every((h: any) => Array.isArray(h.cards))).toBe(true);
    expect((game.view(s, null) as any).hands.every((h: any) => h.cards === null)).toBe(true);
  });

  it("Conspirateurs hides nothing: its face-up board is the spectator's; every game has a notation", () => {
    const game = getGame("conspirateurs")!;
    const s = middle("conspirateurs", 2);
    expect(faceUpView(game, s)).toEqual(game.view(s, null));
    for (const [id, players] of [["sleep", 2], ["sleepers", 2], ["subrosa", 2], ["conspirateurs", 4]] as const) expect(positionText(id, middle(id, players)).length).toBeGreaterThan(5);
  });
});
