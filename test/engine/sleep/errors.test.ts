import { describe, expect, it } from "vitest";
import { sleepKit } from "../helpers";
import { textIn } from "../../../src/shared/i18n";

const { game, mv, pos, refusal } = sleepKit;

describe("Sleep refuses bad moves with a readable reason", () => {
  const s = pos("1 sleep|0 0 F1.S1.W1|0 0 F2|0 0 W2");

  it("out of turn: a skipped seat, a seat that already decided, a finished game, an unknown seat", () => {
    // SP-5: the refusal tells the player their own status, not who else is still deciding.
    expect(refusal(s, 2, mv("pass"))).toMatch(/Player 3 has no card to play in the sleep phase.*waiting for the other players' decisions/);
    const t = game.apply(s, 0, mv("F1"));
    if ("error" in t) throw new Error(textIn("en", t.error));
    expect(refusal(t.ok, 0, mv("pass"))).toMatch(/already decided in the sleep phase; waiting for the other players' decisions/);
    expect(refusal(pos("16 rem|1 0 -|0 0 -"), 0, mv("pass"))).toMatch(/game has ended/);
    expect(refusal(s, 7, mv("pass"))).toMatch(/no seat 7/);
  });

  it("malformed: unknown kind, unknown card, extra fields, wrong types", () => {
    expect(refusal(s, 0, { kind: "dance" })).toMatch(/not a move of Sleep/);
    expect(refusal(s, 0, { kind: "sleep", cards: ["Q9"] })).toMatch(/not a card of Sleep/);
    expect(refusal(s, 0, { kind: "pass", extra: 1 })).toMatch(/not a move of Sleep/);
    expect(refusal(s, 0, { kind: "wake", card: "W1", target: "two" })).toMatch(/not a move of Sleep/);
    expect(refusal(s, 0, { kind: "sleep", cards: [] })).toMatch(/not a move of Sleep/);
    expect(refusal(s, 0, null)).toMatch(/not a move of Sleep/);
  });

  it("illegal: wrong phase, card not held, wrong card type, same card twice", () => {
    expect(refusal(s, 0, mv("W1>p2"))).toMatch(/It is the sleep phase: Wake cards cannot be played now/);
    expect(refusal(s, 0, mv("F3"))).toMatch(/You do not hold Warm Milk & Cookies \(F3\)/);
    expect(refusal(s, 0, mv("W1"))).toMatch(/Nightmares \(W1\) is a Wake card, not a sleep card/);
    expect(refusal(s, 0, { kind: "sleep", cards: ["F1", "F1"] })).toMatch(/twice/);
    expect(refusal(s, 0, mv("x:F1"))).toMatch(/not the time to discard/);
    const w = pos("1 wake|1 0 W1.R1|1 0 -|0 0 -");
    expect(refusal(w, 0, mv("W1>p3"))).toMatch(/Player 3 is at stage 0 \(awake\)/);
    expect(refusal(w, 0, { kind: "wake", card: "R1", target: 1 })).toMatch(/not a Wake card/);
    expect(refusal(w, 0, mv("W1>p5"))).toMatch(/no Player 5/);
    const r = pos("1 rem|2 0 R1.W2|1 0 -");
    expect(refusal(r, 0, { kind: "rem", card: "W2", target: 0 })).toMatch(/not a REM card/);
    expect(refusal(r, 0, mv("R1>p2"))).toMatch(/stage 2 or deeper/);
    const d = pos("1 discard|0 0 F1.F2.F3.F4|0 0 -");
    expect(refusal(d, 0, { kind: "discard", cards: ["F1", "F1"] })).toMatch(/once/);
    expect(refusal(d, 0, mv("x:F1,F2"))).toMatch(/discard exactly 1/);
  });

  it("every listed legal move is accepted verbatim and nothing is accepted for a non-actor", () => {
    for (const seat of game.actors(s)) for (const m of game.legalMoves(s, seat)) expect("ok" in game.apply(s, seat, m)).toBe(true);
    expect(game.legalMoves(s, 2)).toEqual([]);
  });
});
