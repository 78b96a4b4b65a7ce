import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import SleepBoard, { summary } from "../../../boards/sleep/Board";
import { CARDS } from "../../../src/engine/sleep/cards";
import type { State } from "../../../src/engine/sleep/rules";
import { sleepKit } from "../helpers";
import { writtenIn } from "../../../src/shared/i18n";

const { game, play, pos } = sleepKit;

const seats = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, label: `Player ${seat + 1}`, name: null }));

function render(s: State, seat: number | null, withLegal: boolean): string {
  const legal = withLegal && seat !== null ? game.legalMoves(s, seat) : undefined;
  return renderToString(
    h(SleepBoard, {
      view: writtenIn("en", game.view(s, seat)),
      seat,
      seats: seats(s.players),
      legal,
      onMove: legal ? () => {} : undefined,
    }),
  );
}

/** Every role="button" has an aria-label; every role="img" too. */
function checkNames(markup: string): number {
  const tags = markup.match(/<g [^>]*role="(button|img)"[^>]*>/g) ?? [];
  for (const t of tags) expect(t).toMatch(/aria-label="[^"]+"/);
  expect(markup).toMatch(/<title>[^<]+<\/title>/);
  return (markup.match(/role="button"/g) ?? []).length;
}

const escape = (s: string) => s.replace(/&/g, "&amp;");

describe("Sleep board", () => {
  it("renders for a spectator without any hidden card and read-only", () => {
    let s = game.setup(4, {}, "board-spectator");
    const hidden = [...s.hands.flat(), ...s.deck].map((c) => CARDS.find((x) => x.code === c)!);
    // One player decides: their pending choice must not show either.
    const actor = game.actors(s)[0]!;
    s = play(s, actor, game.formatMove(game.legalMoves(s, actor).at(-1)!));
    const markup = render(s, null, false);
    expect(checkNames(markup)).toBe(0);
    for (const c of hidden) {
      expect(markup).not.toContain(`>${escape(c.name)}<`);
      expect(markup).not.toContain(`${escape(c.name)},`);
      expect(markup).not.toContain(`${c.type} · ${c.code}`);
    }
    // SP-5: a spectator does not learn who has decided (or who is still deciding).
    expect(markup).not.toContain("decided ✓");
    expect(markup).not.toContain("deciding…");
    expect(markup).toContain("22:00");
    expect(markup).toContain('viewBox="0 0 400');
  });

  it("renders a player's hand and offers only legal choices as buttons", () => {
    const s = pos("1 sleep|0 0 F1.S1.W1.R1|1 3 S2|2 5 -");
    const markup = render(s, 0, true);
    const buttons = checkNames(markup);
    expect(markup).toContain("Sleeping Pills");
    expect(markup).toContain('aria-label="Choose Sleeping Pills, Fall Asleep card"');
    expect(markup).toContain('aria-label="Choose Slumber, Sleep card"'); // SP-2: S may be played at stage 0
    expect(markup).not.toContain('aria-label="Choose Nightmares'); // no Wake card in the sleep phase
    expect(markup).toContain('aria-label="Play no card this phase"');
    expect(buttons).toBe(3); // Sleeping Pills, Slumber and Pass; Clear and Confirm stay disabled until a choice is made
  });

  it("wake phase: the opponents that can be hit become targets after a card is chosen; summary is one line", () => {
    const s = pos("2 wake|1 0 W1|2 4 -|0 0 -");
    const markup = render(s, 0, true);
    checkNames(markup);
    expect(markup).toContain('aria-label="Choose Nightmares, Wake card"');
    const line = summary(writtenIn("en", game.view(s, null)));
    expect(line).not.toContain("\n");
    expect(line).toContain("turn 2 of 16 (22:30), wake phase");
    // Finished match: everything revealed.
    const end = pos("16 rem|4 10 F1|3 11 -");
    const over = render(end, null, false);
    expect(over).toContain("held: Sleeping Pills");
    expect(summary(writtenIn("en", game.view(end, 1)))).toContain("night over");
  });
});

describe("Sleep board: building a decision", () => {
  it("every legal move can be built by choosing its cards (and target) and confirming; the entry is sent verbatim", async () => {
    const { EMPTY, cardChoosable, chosenMove, seatChoosable, withCard } = await import("../../../boards/sleep/Board");
    const positions = [
      pos("1 sleep|0 0 F1.F2.Z1.S1.S2|1 0 S3.S4.S5.S6.S7|3 0 S8|0 0 -|0 0 -|0 0 -"),
      pos("2 wake|1 0 W1.W2.Z1.W3.W4|1 0 -|2 0 -|3 0 -|4 0 -|0 0 -"),
      pos("3 rem|2 0 R1.R2.R3.R4.R5|2 0 -|3 0 -|4 0 -|4 0 -|4 0 -"),
      pos("1 discard|0 0 F1.S1.R1.W1.Z1|0 0 -"),
    ];
    let largest = 0;
    for (const s of positions) {
      const legal = game.legalMoves(s, 0);
      largest = Math.max(largest, legal.length);
      for (const m of legal) {
        let sel = { ...EMPTY };
        if (m.kind === "pass") sel = { ...EMPTY, pass: true };
        else {
          const cards = m.kind === "wake" || m.kind === "rem" ? [m.card] : m.cards;
          for (const c of cards) {
            expect(cardChoosable(legal, s.phase, sel, c)).toBe(true);
            sel = withCard(s.phase, sel, c);
          }
          if (m.kind === "wake" || m.kind === "rem") {
            for (let seat = 0; seat < s.players; seat++)
              expect(seatChoosable(legal, s.phase, sel, seat)).toBe(legal.some((x) => x.kind === m.kind && x.card === m.card && x.target === seat));
            sel = { ...sel, target: m.target };
          }
        }
        expect(chosenMove(legal, sel)).toBe(m);
      }
    }
    // Full hands with 6 players: 26 sleep, 26 wake, 31 REM (5 cards x 6 targets + pass), 10 discards.
    expect(largest).toBe(31);
  });
});

describe("Sleep board at the end (issue #23: the end shows why it ended)", () => {
  it("marks the winner's row with its tokens, the others' distance to the best, and names the winner", () => {
    const named = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, label: `Player ${seat + 1}`, name: ["Ann", "Bob", "Cy"][seat]! }));
    const { final } = sleepKit.randomMatch(3, "board-end");
    const view = writtenIn("en", game.view(final, 0));
    const markup = renderToString(h(SleepBoard, { view, seat: 0, seats: named(3) }));
    const best = Math.max(...view.seats.map((s) => s.tokens));
    const rows = [...markup.matchAll(/aria-label="([^"]+) \(decided the match\)"/g)].map((m) => m[1]!);
    expect(rows).toHaveLength(view.outcome!.winners.length);
    for (const r of rows) expect(r).toMatch(new RegExp(`${best} Sleep Tokens, .*(won|shares the win): most tokens \\(${best}\\)`));
    for (const s of view.seats.filter((x) => x.tokens < best)) expect(markup).toContain(`${best - s.tokens} behind the best`);
    expect(markup).not.toMatch(/Player \d slept best/);
    expect(markup).toMatch(/(Ann|Bob|Cy)( and \w+)* (slept best|share the best night)|Everyone slept equally well/);
    // while the night goes on, nothing is marked
    const running = renderToString(h(SleepBoard, { view: writtenIn("en", game.view(sleepKit.randomPosition(3, "board-end", 20), 0)), seat: 0, seats: named(3) }));
    expect(running).not.toContain("(decided the match)");
  });
});
