/**
 * A match that ends outside its game's rules (a resignation, a timeout, an agreed draw, a cancel)
 * leaves a position that has no outcome of its own: every board, in the app and the embed, then
 * describes the finished position (issue #23 item 7), never whose turn it would be.
 */
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { gameUi } from "../../boards/index";
import { matchEndOf, matchEndText } from "../../boards/kit";
import type { MatchEnd } from "../../boards/board";
import { getGame } from "../../src/engine/registry";

const GAMES = ["sleepers", "conspirateurs", "sleep", "subrosa"] as const;
const NAMES = ["Ann", "Bob"];

/** Whose turn it is, or what to do, in each board's words while a match is in play. */
const IN_PLAY: Record<(typeof GAMES)[number], RegExp> = {
  sleepers: /(White|Black) to play/,
  conspirateurs: /to (drop a man|move)\b/,
  sleep: /deciding…|Waiting for|Choose up to|· Sleep phase|, deciding/,
  subrosa: /turn: play an influence card|▶/,
};

const ENDS: [string, MatchEnd, RegExp][] = [
  ["a resignation", { winners: [1], draw: false, reason: "Ann resigned", cancelled: false }, /Over: .*Bob.* won, Ann resigned\./],
  ["a timeout", { winners: [0], draw: false, reason: "Bob ran out of time", cancelled: false }, /Over: .*Ann.* won, Bob ran out of time\./],
  ["an agreed draw", { winners: [], draw: true, reason: "drawn by agreement", cancelled: false }, /Over: drawn by agreement\./],
  ["a cancel", matchEndOf("aborted", null)!, /Cancelled before its end\./],
];

/** The board's markup for seat 0 (and a spectator) at the start of a 2-player match, ended as `end` says. */
function rendered(game: string, end: MatchEnd | null, seat: number | null): string {
  const g = getGame(game)!;
  const state = g.setup(2, {}, `ended-${game}`);
  const seats = NAMES.map((name, s) => ({ seat: s, label: g.seatName(s, 2), name }));
  const view = g.view(state, seat);
  expect((view as { outcome?: unknown }).outcome ?? null, "the position itself is not over").toBeNull();
  return renderToString(h(gameUi(game).Board, { view, seat, seats, ended: end }));
}

describe("a board whose match ended outside the game", () => {
  for (const game of GAMES) {
    it(`${game}: in play it says whose turn it is (the check below can fail)`, () => {
      expect(rendered(game, null, 0)).toMatch(IN_PLAY[game]);
    });
    for (const [how, end, said] of ENDS) {
      it(`${game}: after ${how} it describes the finished position, not whose turn it is`, () => {
        for (const seat of [0, null]) {
          const markup = rendered(game, end, seat).replace(/&#39;/g, "'");
          expect(markup, `${game}, seat ${seat}`).toMatch(said);
          expect(markup, `${game}, seat ${seat}`).not.toMatch(IN_PLAY[game]);
        }
      });
    }
  }

  it("matchEndOf: nothing while the match is open or in play; the outcome once finished", () => {
    expect(matchEndOf("open", null)).toBeNull();
    expect(matchEndOf("active", null)).toBeNull();
    expect(matchEndOf("finished", { winners: [1], draw: false, reason: "Ann resigned" })).toEqual({ winners: [1], draw: false, reason: "Ann resigned", cancelled: false });
    expect(matchEndText(matchEndOf("finished", { winners: [0, 2], draw: false, reason: "Bob ran out of time." })!, (s) => NAMES[s] ?? "Cy")).toBe("Over: Ann and Cy won, Bob ran out of time.");
  });
});
