import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import ConspirateursBoard, { summary } from "../../../boards/conspirateurs/Board";
import type { State } from "../../../src/engine/conspirateurs/rules";
import { conspirateursKit } from "../helpers";
import { playout } from "./policy";
import { writtenIn } from "../../../src/shared/i18n";

const { game, play, pos, position } = conspirateursKit;

const seats = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, label: game.seatName(seat, n), name: seat === 0 ? "Ada" : null }));

function render(s: State, seat: number | null, withLegal: boolean): string {
  const legal = withLegal && seat !== null ? game.legalMoves(s, seat) : undefined;
  return renderToString(
    h(ConspirateursBoard, { view: writtenIn("en", game.view(s, seat)), seat, seats: seats(s.players), legal, onMove: legal ? () => {} : undefined }),
  );
}

/** Every role="button" or role="img" part has an aria-label; returns the number of buttons. */
function checkNames(markup: string): number {
  const tags = markup.match(/<g [^>]*role="(button|img)"[^>]*>/g) ?? [];
  for (const t of tags) expect(t).toMatch(/aria-label="[^"]+"/);
  expect(markup).toMatch(/<title>[^<]+<\/title>/);
  expect((markup.match(/<title>/g) ?? []).length).toBeGreaterThanOrEqual(289); // every cell is named
  return (markup.match(/role="button"/g) ?? []).length;
}

describe("Conspirateurs board", () => {
  it("renders read-only for a spectator, labelled, with nothing secret in the markup", () => {
    const { final } = playout(3, "board-spectator", 120);
    const markup = render(final, null, false);
    expect(checkNames(markup)).toBe(0);
    for (const n of final.rng) expect(markup).not.toContain(String(n));
    expect(markup).not.toContain("board-spectator");
    for (const col of "ABCDEFGHIJKLMNOPQ") expect(markup).toContain(`>${col}</text>`);
    for (let r = 1; r <= 17; r++) expect(markup).toContain(`>${r}</text>`);
    expect(markup).toContain("I1, sanctuary"); // the 3-player exception sanctuary
    expect(markup).toContain("E7, meeting place");
    expect(markup).toContain(`aria-label="${summary(writtenIn("en", game.view(final, null)))}"`);
    expect(markup).toContain('viewBox="0 0 448 448"');
    expect(markup).toContain('width="100%"');
  });

  it("offers every empty meeting-place cell as a drop target in the drop phase", () => {
    const s = play(game.setup(2, {}, "board-drop"), "@I9");
    const markup = render(s, 1, true);
    expect(checkNames(markup)).toBe(44);
    expect(markup).toContain('aria-label="Drop a man on E7"');
    expect(markup).not.toContain('aria-label="Drop a man on I9"');
    expect(markup).toContain("White to drop a man on the meeting place");
  });

  it("offers the men that can move as the first choice in the move phase", () => {
    const s = pos(position(2, "b", { b: "E5 B9", w: "F5 I9" }));
    const markup = render(s, 0, true);
    expect(checkNames(markup)).toBe(2);
    expect(markup).toContain('aria-label="Choose your man on E5"');
    expect(markup).toContain('aria-label="Choose your man on B9"');
    expect(markup).toContain("Ada");
    // the opponent, not to move, gets a read-only board
    expect(checkNames(render(s, 1, true))).toBe(0);
  });

  it("summarises the position in one line", () => {
    expect(summary(writtenIn("en", game.view(game.setup(4, {}, "s"), null)))).toBe(
      "Conspirateurs, 4 players, drop phase: Black to drop a man on the meeting place. Men still to drop: Black 10, White 10, Blue 10, Red 10.",
    );
    const over = play(pos(position(2, "b", { b: "B9", w: "I9" })), "B9-A9");
    expect(summary(writtenIn("en", game.view(over, null)))).toMatch(/^Conspirateurs, 2 players, over: Black sheltered all 20 men\./);
  });
});

describe("Conspirateurs board at the end (issue #23: the end shows why it ended)", () => {
  const decided = (markup: string) => [...markup.matchAll(/aria-label="([A-Q]\d+), sanctuary, (\w+) man \(sheltered\) \(decided the match\)"/g)].map((m) => [m[1], m[2]]);

  it("marks every sheltered man of the winner, and nothing while the match runs", () => {
    const { final } = playout(2, "board-end");
    const outcome = writtenIn("en", game.view(final, null)).outcome!;
    expect(outcome.draw).toBe(false);
    const winner = writtenIn("en", game.view(final, null)).seats[outcome.winners[0]!]!.colour;
    const marked = decided(render(final, 1, false));
    expect(marked).toHaveLength(20);
    expect(new Set(marked.map(([, colour]) => colour))).toEqual(new Set([winner]));
    expect(render(final, null, false)).toContain("marked in gold on the board");
    const { final: running } = playout(2, "board-end", 80);
    expect(decided(render(running, 0, true))).toEqual([]);
  });
});
