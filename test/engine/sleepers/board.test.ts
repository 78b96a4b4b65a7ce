/** The Sleepers board renders on the server, names every part, and shows a spectator nothing hidden. */
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import SleepersBoard, { summary } from "../../../boards/sleepers/Board";
import { Rng, seedRng } from "../../../src/engine/rng";
import { sleepersKit } from "../helpers";

const { game, play, pos, scramble } = sleepersKit;

const seats = [
  { seat: 0, label: "White", name: "Ann" },
  { seat: 1, label: "Black", name: "Bob" },
];

// White: Police sleeper at E5, active Militia at E6; Black: Immigration sleeper at A1. Hands hold Double agents.
const line = `*g4/6/7/8/4*PM3/8/7/6/5 w DDSS,DDSS ?,? *G,- -`;

function render(state: ReturnType<typeof pos>, seat: number | null, withMoves: boolean) {
  const view = game.view(state, seat);
  const legal = withMoves && seat !== null ? game.legalMoves(state, seat) : undefined;
  return renderToString(h(SleepersBoard, { view, seat, seats, legal, onMove: legal ? () => {} : undefined }));
}

describe("board", () => {
  it("renders a spectator view read-only, with accessible names and nothing hidden", () => {
    const s = pos(line);
    const html = render(s, null, false);
    expect(html).toContain("<svg");
    expect(html).toContain('viewBox="');
    expect(html).toContain('width="100%"');
    expect(html).not.toContain('role="button"');
    expect(html).toContain('aria-label="E5: White sleeper"');
    expect(html).toContain('aria-label="E6: White Militia, active"');
    expect(html).toContain('aria-label="A1: Black sleeper"');
    expect(html).toContain("<title>");
    // Hidden: the sleepers' agents, both hands, the bags, a tile killed face-down.
    for (const word of ["Police", "Immigration", "Double", "Dbl", "Imm", "Pol"]) expect(html).not.toContain(word);
    // The markup is the same whatever the hidden tiles are.
    const rng = new Rng(seedRng("board"));
    for (let i = 0; i < 20; i++) expect(render(scramble(s, null, rng), null, false)).toBe(html);
  });

  it("renders a player's view with a button for every kind of legal target", () => {
    const s = pos(line);
    const html = render(s, 0, true);
    expect(html).toMatch(/role="button"[^>]*aria-label="Your hand: Double agent\. Choose it to place it"/);
    expect(html).toMatch(/aria-label="E5: White sleeper\. Activate the sleeper at E5"/);
    expect(html).toContain('tabindex="0"');
    expect(html).toContain("Choose a tile from your hand, then an empty hex.");
    expect(html).not.toContain("Police"); // its owner does not see it either (SL-17)
    // Black sees its own hand, not White's.
    const black = render(s, 1, false);
    expect(black).toContain("Your hand: Double agent");
    // A Police step: jump targets and a Stop button.
    const police = play(pos(`5/6/7/8/4*P*m3/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5");
    const ph = render(police, 0, true);
    expect(ph).toMatch(/aria-label="E7: empty\. Police jumps to E7"/);
    expect(ph).toContain("Stop jumping");
    expect(ph).toMatch(/aria-label="E5: White Police, active \(acting now\)"/);
  });

  it("summary gives one line", () => {
    const s = pos(line);
    const text = summary(game.view(s, null));
    expect(text).toBe(
      "Sleepers. White to play: recruit a sleeper or activate one. White: 2 on board (1 active), hand 4, bag 23, killed 1/10. Black: 1 on board (0 active), hand 4, bag 25, killed 0/10.",
    );
    expect(text.includes("\n")).toBe(false);
    const over = play(pos(`5/6/7/8/SSSS*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`), "*E5");
    expect(summary(game.view(over, null))).toMatch(/^Sleepers\. White won\. Liberation:/);
    expect(render(over, null, false)).toContain("White wins (liberation)");
  });
});
