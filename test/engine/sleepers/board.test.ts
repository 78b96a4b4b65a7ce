/** The Sleepers board renders on the server, names every part, and shows a spectator nothing hidden. */
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import SleepersBoard, { summary } from "../../../boards/sleepers/Board";
import { Rng, seedRng } from "../../../src/engine/rng";
import { sleepersKit } from "../helpers";
import { writtenIn } from "../../../src/shared/i18n";

const { game, play, pos, scramble } = sleepersKit;

const seats = [
  { seat: 0, label: "White", name: "Ann" },
  { seat: 1, label: "Black", name: "Bob" },
];

// White: Police sleeper at E5, active Militia at E6; Black: Immigration sleeper at A1. Hands hold Double agents.
const line = `*g4/6/7/8/4*PM3/8/7/6/5 w DDSS,DDSS ?,? *G,- -`;

function render(state: ReturnType<typeof pos>, seat: number | null, withMoves: boolean) {
  const view = writtenIn("en", game.view(state, seat));
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
    const text = summary(writtenIn("en", game.view(s, null)));
    expect(text).toBe(
      "Sleepers. White to play: recruit a sleeper or activate one. White: 2 on board (1 active), hand 4, bag 23, killed 1/10. Black: 1 on board (0 active), hand 4, bag 25, killed 0/10.",
    );
    expect(text.includes("\n")).toBe(false);
    const over = play(pos(`5/6/7/8/SSSS*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`), "*E5");
    expect(summary(writtenIn("en", game.view(over, null)))).toMatch(/^Sleepers\. White won\. Liberation:/);
    expect(render(over, null, false)).toContain("White wins (liberation)");
  });
});

describe("the map and the end", () => {
  const decided = (html: string) => [...html.matchAll(/aria-label="([A-I]\d): [^"]*\(decided the match\)"/g)].map((m) => m[1]).sort();

  it("draws France behind the hexes and the three pairs of opposite sides, numbered", () => {
    const html = render(pos(line), 0, false);
    expect(html).toContain('class="sleepers-france"');
    const pairs = [...html.matchAll(/data-side="([a-z-]+)" data-pair="(\d)"/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(pairs.sort()).toEqual(["bottom=1", "lower-left=2", "lower-right=3", "top=1", "upper-left=3", "upper-right=2"]);
    expect(html).toContain("join two sides of the same number");
    expect(decided(html)).toEqual([]);
  });

  it("highlights the chain, the line or the capture that decided the match, and nothing for morale", () => {
    const success = play(pos(`S4/1S4/2S4/3S4/4*C4/4S3/4S2/4S1/4S w MMMM,SSSS ?,? -,- -`), "*E5");
    expect(writtenIn("en", game.view(success, null)).outcome!.hexes).toEqual(["A1", "B2", "C3", "D4", "E5", "F5", "G5", "H5", "I5"]);
    expect(decided(render(success, null, false))).toEqual(["A1", "B2", "C3", "D4", "E5", "F5", "G5", "H5", "I5"]);
    const liberation = play(pos(`5/6/7/8/SSSS*S4/8/7/6/5 w SSS,SSSS ?,? -,- -`), "*E5");
    expect(decided(render(liberation, 1, false))).toEqual(["E1", "E2", "E3", "E4", "E5"]);
    const capture = play(pos(`*sM3/M*M4/7/8/9/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*B2");
    expect(decided(render(capture, null, false))).toEqual(["A1", "A2", "B1", "B2"]);
    const morale = play(pos(`5/6/7/8/4*P*m1s1/8/7/6/5 w SSSS,CCCC ?,? -,*S*S*S*S*S*S*S*M*M -`), "*E5", "xE7");
    expect(writtenIn("en", game.view(morale, null)).outcome!.hexes).toEqual([]);
  });
});

describe("guidance for a newcomer (issue #17)", () => {
  it("says above the board what to click at each step, and keys only the agents the viewer can see", () => {
    const s = pos(line);
    const mine = render(s, 0, true);
    expect(mine).toMatch(/class="sleepers-hint"[^>]*>Choose a tile from your hand, then an empty hex\. Or choose one of your sleepers \(outlined\) to activate it\.</);
    // White sees its hand (Double agents, Scientists) and its active Militia: those are keyed, nothing else.
    expect(mine).toContain("A dashed circle with ? is a sleeper. Sci Scientist · Mil Militia · Dbl Double agent.");
    expect(render(s, null, false)).toContain("A dashed circle with ? is a sleeper. Mil Militia.");
    expect(render(s, null, false)).not.toContain("sleepers-hint"); // no hint for a spectator
    const police = render(play(pos(`5/6/7/8/4*P*m3/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5"), 0, true);
    expect(police).toContain("Your Police at E5 may jump an adjacent enemy tile, killing it: choose the empty hex beyond it, or stop jumping.");
    // The Informant may flip itself: its hex is a target and still shows the amber edge of the agent acting.
    const informant = render(play(pos(`5/6/7/8/4*Im3/8/7/6/5 w SSSS,SSSS ?,? -,- -`), "*E5"), 0, true);
    expect(informant).toContain("Your Informant at E5 flips one tile, of either player, itself included: choose it.");
    expect(informant).toMatch(/aria-label="E5: White Informant, active \(acting now\)\. Informant flips E5"[\s\S]*?stroke="var\(--warn, #d08a00\)" stroke-width="3"/);
  });
});
