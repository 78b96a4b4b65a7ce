import { describe, expect, it } from "vitest";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import Board, { summary } from "../../../boards/subrosa/Board";
import type { State } from "../../../src/engine/subrosa/rules";
import { Rng } from "../../../src/engine/rng";
import { subrosaKit } from "../helpers";
import { writtenIn } from "../../../src/shared/i18n";

const { G, play, pos, randomMatch, reshuffler } = subrosaKit;

const seats = [0, 1, 2].map((s) => ({ seat: s, label: ["Red", "Blue", "Green"][s]!, name: null }));
const render = (s: State, seat: number | null, withLegal = false) =>
  renderToString(
    h(Board, {
      view: writtenIn("en", G.view(s, seat)),
      seat,
      seats: seats.slice(0, s.players),
      ...(withLegal && seat !== null ? { legal: G.legalMoves(s, seat), onMove: () => {} } : {}),
    }),
  );

const mid = pos("3p t0 f0 docks:05+,1*u,23^0 bank:14,2*u opera: library:06 h:?/?/?");

describe("Sub Rosa board", () => {
  it("renders a spectator view with accessible names and no hidden values", () => {
    const html = render(mid, null);
    expect(html).toContain("<svg");
    expect(html).toContain('viewBox="0 0');
    expect(html).toContain("Blue's face-up ☆ (3) at Docks");
    expect(html).toContain("Red's face-down card at Docks, card 1 of 3, with +1");
    expect(html).not.toContain('role="button"'); // read-only
    // Nothing hidden in the markup: changing every hidden face gives the same markup.
    const r = new Rng([1, 2, 3, 4]);
    for (let i = 0; i < 10; i++) expect(render(reshuffler(mid, null, r)(mid), null)).toBe(html);
    const { state } = randomMatch(3, "board-spec");
    const s2 = play(G.setup(3, { start: "first seat" }, "b"), "5A", "4B", "3C");
    expect(render(reshuffler(s2, null, r)(s2), null)).toBe(render(s2, null));
    expect(render(state, null)).toContain("Scoring");
  });

  it("renders a player view with legal moves as named buttons", () => {
    const html = render(mid, 0, true);
    // The hand is native buttons (before the board in tab order); targets on the board are role="button".
    const buttons = html.match(/role="button"[^>]*|<button [^>]*/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b).toMatch(/aria-label="[^"]+"/);
    expect(html).toContain("Your 2 in hand. Choose it to play");
    expect(html).toContain("Red's face-down 5 (yours)");
    expect(html).toContain("Green's face-down 3 (you looked at it)");
    expect(html).toMatch(/<button [^>]*data-hand-face="2"[^>]*aria-label="Your 2 in hand\. Choose it to play/);
    expect(html.indexOf('class="subrosa-hand"')).toBeLessThan(html.indexOf("<svg"));
    // A pending ability: its targets are buttons.
    const s = play(pos("2p t0 f0 docks:05,14 bank:12 opera: h:?/?"), "*A");
    const p = render(s, 0, true);
    expect(p).toContain("Choose this card");
    expect(p).toMatch(/role="button" tabindex="0"/);
    expect(p).toContain("resolving Docks");
    const t = play(s, "A2");
    expect(render(t, 0, true)).toContain("Location B: Bank: "); // no card number and side ("10A" meant nothing to players)
  });

  it("shows the scoring step by step when the match is over", () => {
    const s = pos("2p t0 f0 docks:05,16 bank:02,03,04,0*u,0*u,06 opera:12,13,14,15,1*u,1*u h:-/-");
    const html = render(s, null);
    expect(html).toContain("6−1↓=5");
    expect(html).toContain("lowest card in the column");
    expect(html).toContain("Blue controls the most locations");
    expect(summary(writtenIn("en", G.view(s, null)))).toMatch(/finished/);
    expect(summary(writtenIn("en", G.view(mid, null)))).toMatch(/Red to play/);
  });
});
