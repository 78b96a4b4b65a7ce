import { describe, expect, it } from "vitest";
import { visibleActors } from "../../../src/engine/game";
import { CARDS } from "../../../src/engine/sleep/cards";
import { encode } from "../../../src/engine/sleep/notation";
import { clock } from "../../../src/engine/sleep/rules";
import { sleepKit } from "../helpers";

const { ALL, fmt, game, mv, play, playAll, pos, refusal } = sleepKit;

describe("Sleep rulings", () => {
  it("SP-1: the deck has 53 cards, one of each name: 6 F, 21 S, 10 R, 14 W, 2 Z, named in the interface", () => {
    const count = (t: string) => CARDS.filter((c) => c.type === t).length;
    expect(CARDS.length).toBe(53);
    expect(new Set(CARDS.map((c) => c.name)).size).toBe(53);
    expect([count("F"), count("S"), count("R"), count("W"), count("Z")]).toEqual([6, 21, 10, 14, 2]);
    expect(CARDS.filter((c) => c.type === "Z").map((c) => c.name)).toEqual(["TV", "Radio"]);
    const s = game.setup(4, {}, "sp1");
    const all = [...s.hands.flat(), ...s.deck, ...s.discard];
    expect(new Set(all).size).toBe(53);
    const v = game.view(s, 0);
    expect(v.hand!.map((c) => c.name).every((n) => CARDS.some((c) => c.name === n))).toBe(true);
    expect(v.catalog.find((c) => c.code === "W11")!.name).toBe("Alarm Clock");
  });

  it("SP-2 (corrected): F only at stage 0, S at stages 0–3, Z plays as F; nothing beyond 4", () => {
    const s = pos("1 sleep|0 0 F1.S1|1 0 F2.S2|3 0 S3.S4|4 0 S5.F3|0 0 Z1.S6");
    expect(fmt(game.legalMoves(s, 0))).toEqual(["pass", "F1", "F1+S1", "S1"]);
    expect(fmt(game.legalMoves(s, 1))).toEqual(["pass", "S2"]);
    expect(fmt(game.legalMoves(s, 2))).toEqual(["pass", "S3", "S4"]); // 3 -> 4, then no further
    expect(game.actors(s)).toEqual([0, 1, 2, 4]); // stage 4 has nothing to play
    expect(fmt(game.legalMoves(s, 4))).toEqual(["pass", "S6", "Z1", "Z1+S6"]);
    expect(refusal(s, 0, mv("S1+F1"))).toMatch(/Fall Asleep card and can only be played at stage 0, and you would be at stage 1/);
    expect(refusal(s, 1, mv("F2"))).toMatch(/only be played at stage 0/);
    expect(refusal(s, 2, mv("S3+S4"))).toMatch(/stage 4/);
  });

  it("SP-2 (corrected): a Sleep card alone takes a player from stage 0 to stage 1", () => {
    const s = pos("1 sleep|0 0 S1.W1|0 0 W2");
    expect(game.actors(s)).toEqual([0]); // an S card at stage 0 is a choice
    const t = play(s, 0, "S1");
    expect(t.log[0]!.phases[0]!.stages).toEqual([1, 0]);
    expect(t.log[0]!.phases[0]!.plays).toEqual(["S1", null]);
  });

  it("SP-3: 2 to 6 players, 2 cards each, stage 0 and 0 tokens; the first player rotates each turn", () => {
    expect(game.players).toEqual({ min: 2, max: 6 });
    expect(() => game.setup(1, {}, "x")).toThrow();
    expect(() => game.setup(7, {}, "x")).toThrow();
    for (let n = 2; n <= 6; n++) {
      const s = game.setup(n, {}, `sp3-${n}`);
      const r = s.log[0]!;
      expect(r.drawn).toEqual(Array(n).fill(2));
      expect(s.hands.every((h) => h.length === 4)).toBe(true); // 2 dealt + 2 drawn in turn 1
      expect(s.stages).toEqual(Array(n).fill(0));
      expect(s.tokens).toEqual(Array(n).fill(0));
      expect(s.first).toBe(0);
    }
    expect(pos("2 sleep|1 0 S1|1 0 -|1 0 -").first).toBe(1);
    // A whole match: turn t is led by seat (t-1) mod n.
    let s = game.setup(3, {}, "sp3-rotation");
    const firsts = new Map<number, number>();
    while (!game.outcome(s)) {
      const seat = game.actors(s)[0]!;
      s = play(s, seat, game.formatMove(game.legalMoves(s, seat)[0]!));
      for (const r of s.log) firsts.set(r.turn, r.first);
    }
    expect([...firsts.entries()].sort((x, y) => x[0] - y[0]).map(([, f]) => f)).toEqual(
      Array.from({ length: 16 }, (_, t) => t % 3),
    );
  });

  it("SP-4: everyone draws 2; an empty deck is refilled by shuffling the discard; with both empty nobody draws", () => {
    let s = pos("3 draw|1 0 -|1 0 -|deck S1.S2.S3.*");
    expect(s.hands).toEqual([["S1", "S2"], ["F1", "S3"]]); // the rest of the deck starts with F1
    // The deck runs out during the draw: the discard is shuffled into a new deck.
    const rest = ALL.filter((c) => !["S1", "S2", "S3"].includes(c));
    s = pos(`3 draw|1 0 -|1 0 -|deck S1.S2.S3|disc ${rest.join(".")}`);
    expect(s.hands[0]).toEqual(["S1", "S2"]);
    expect(s.hands[1]!.length).toBe(2);
    expect(s.hands[1]).toContain("S3");
    expect(s.log[0]!.reshuffled).toBe(1);
    expect(s.deck.length + s.discard.length).toBe(53 - 4);
    expect(s.discard.length).toBe(0);
    // Deck and discard both empty: no more cards are drawn.
    s = pos(`3 draw|1 0 ${ALL.slice(0, 26).join(".")}|1 0 ${ALL.slice(26, 52).join(".")}|deck ${ALL[52]}|disc -`);
    expect(s.log[0]!.drawn).toEqual([1, 0]);
    expect(s.hands[0]!.length).toBe(27);
  });

  it("SP-5: simultaneous phases: all deciders act, decisions stay hidden until the last, players without a play are skipped", () => {
    let s = pos("1 sleep|0 0 F1.S1|0 0 F2|0 0 W1");
    expect(game.actors(s)).toEqual([0, 1]); // seat 2 has no sleep card: skipped
    s = play(s, 1, "F2");
    expect(game.actors(s)).toEqual([0]);
    expect(s.stages).toEqual([0, 0, 0]); // nothing resolved yet
    const v0 = game.view(s, 0);
    // SP-5: each player sees their own status only.
    expect(v0.seats.map((x) => [x.deciding, x.decided])).toEqual([[true, false], [null, null], [null, null]]);
    expect(game.view(s, 1).seats.map((x) => [x.deciding, x.decided])).toEqual([[null, null], [true, true], [null, null]]);
    expect(JSON.stringify({ ...v0, catalog: [] })).not.toContain('"F2"');
    expect(v0.yourDecision).toBeNull();
    expect(v0.seats[1]!.handSize).toBe(1); // the pending card is still counted in the hand
    expect(game.view(s, 1).yourDecision).toEqual({ kind: "sleep", cards: ["F2"] });
    expect(game.legalMoves(s, 1)).toEqual([]);
    // The last decision resolves the phase; the wake phase follows (seat 2 now has targets).
    s = play(s, 0, "F1+S1");
    expect(s.stages).toEqual([2, 1, 0]);
    expect(s.phase).toBe("wake");
    expect(game.actors(s)).toEqual([2]);
    expect(s.log[0]!.phases[0]!.plays).toEqual(["F1+S1", "F2", null]);
  });

  it("SP-5 (corrected): nobody else learns who is still deciding, who has decided or who was skipped", () => {
    // Seat 2 holds only a Wake card: skipped in the sleep phase; seat 1 decides first.
    let s = pos("1 sleep|0 0 F1.S1|0 0 F2|0 0 W1");
    expect(game.actors(s)).toEqual([0, 1]);
    const spectator = game.view(s, null);
    expect(spectator.waiting).toBe(true);
    expect(spectator.seats.every((x) => x.deciding === null && x.decided === null)).toBe(true);
    expect(visibleActors(game, s, null)).toEqual([]);
    expect(visibleActors(game, s, 0)).toEqual([0]);
    expect(visibleActors(game, s, 2)).toEqual([]); // skipped: nothing to decide
    expect(game.view(s, 2).seats[2]).toMatchObject({ deciding: false, decided: false }); // its own status
    const before = s;
    s = play(s, 1, "pass");
    expect(visibleActors(game, s, 1)).toEqual([]);
    expect(game.describe(before, 1, mv("pass"), s, 0)).toBe("A decision came in for the sleep phase.");
    expect(game.describe(before, 1, mv("pass"), s, null)).toBe("A decision came in for the sleep phase.");
    expect(refusal(s, 1, mv("pass"))).toBe("You have already decided in the sleep phase; waiting for the other players' decisions");
    expect(refusal(s, 2, mv("pass"))).not.toMatch(/Player 1|Player 2/);
    // Once revealed, a pass reads "no card" like a skip to everyone but the player who passed.
    const after = play(s, 0, "F1");
    const line = game.describe(s, 0, mv("F1"), after, 2);
    expect(line).toMatch(/^The last decision is in; the sleep phase is revealed\. Sleep: Player 1 Sleeping Pills\./);
    expect(line).not.toMatch(/Player 2/);
    expect(game.view(after, 2).log[0]!.phases[0]!.plays).toEqual([{ kind: "sleep", cards: ["F1"] }, null, null]);
    expect(game.view(after, 1).log[0]!.phases[0]!.plays).toEqual([{ kind: "sleep", cards: ["F1"] }, { kind: "pass" }, null]);
  });

  it("SP-5: a phase in which nobody has a play resolves at once, without waiting", () => {
    const s = pos("4 wake|1 0 S1|2 0 S2|deck S3.S4.S5.S6.*");
    // Nobody holds W/Z or R, nobody is over 3 cards: the turn scores and turn 5 begins.
    expect(s.turn).toBe(5);
    expect(s.tokens).toEqual([1, 2]);
    expect(s.phase).toBe("sleep");
    expect(game.actors(s)).toEqual([0, 1]);
  });

  it("SP-6: up to 2 sleep cards, applied in the chosen order (F then S: 0 to 2)", () => {
    const s = pos("1 sleep|0 0 F1.S1.S2|1 0 S3.S4");
    expect(fmt(game.legalMoves(s, 0))).toEqual(["pass", "F1", "F1+S1", "F1+S2", "S1", "S1+S2", "S2", "S2+S1"]);
    expect(fmt(game.legalMoves(s, 1))).toEqual(["pass", "S3", "S3+S4", "S4", "S4+S3"]);
    expect(refusal(s, 0, mv("S1+F1"))).toMatch(/can only be played at stage 0, and you would be at stage 1/);
    expect(refusal(s, 0, { kind: "sleep", cards: ["F1", "S1", "S2"] })).toMatch(/not a move/);
    const t = playAll(s, [[0, "F1+S2"], [1, "S4+S3"]]);
    expect(t.log[0]!.phases[0]!.stages).toEqual([2, 3]);
    expect(t.hands[0]).toContain("S1");
  });

  it("SP-7: one Wake card on an opponent at stage 1+; several on one target: the first in turn order hits, others return", () => {
    // Turn 2 of 3 players: seat 1 leads, so seat 1's card beats seat 0's on seat 2.
    let s = pos("2 wake|1 0 W1|1 0 W2|2 0 -");
    expect(fmt(game.legalMoves(s, 0))).toEqual(["pass", "W1>p2", "W1>p3"]);
    expect(refusal(s, 0, mv("W1>p1"))).toMatch(/opponent, not on yourself/);
    s = playAll(s, [[0, "W1>p3"], [1, "W2>p3"]]);
    const wake = s.log[0]!.phases.find((p) => p.phase === "wake")!;
    expect(wake.stages).toEqual([1, 1, 1]);
    expect(wake.returned).toEqual([0]);
    expect(s.hands[0]).toContain("W1"); // went back to its owner
    expect(s.hands[1]).not.toContain("W2");
    // Targets are judged after the sleep phase: a player who fell asleep this turn can be hit.
    let t = pos("1 sleep|0 0 F1.W1|0 0 F2");
    t = playAll(t, [[0, "pass"], [1, "F2"]]);
    expect(t.phase).toBe("wake");
    expect(fmt(game.legalMoves(t, 0))).toEqual(["pass", "W1>p2"]);
    // ... and one who stayed awake cannot.
    t = playAll(pos("1 sleep|0 0 F1.W1|0 0 F2"), [[0, "F1"], [1, "pass"]]);
    expect(t.phase).not.toBe("wake");
    expect(t.log[0]!.phases[1]!.plays).toEqual([null, null]);
    expect(refusal(pos("1 wake|0 0 W1|0 0 -|1 0 -"), 0, mv("W1>p2"))).toMatch(/stage 0 \(awake\)/);
  });

  it("SP-8: REM at stage 2+: on yourself you go to 1 with the bonus; on an opponent at 2+ they go to 1, no bonus", () => {
    const s = pos("1 rem|2 0 R1|3 0 R2|1 0 R3");
    expect(game.actors(s)).toEqual([0, 1]); // seat 2 is at stage 1
    expect(fmt(game.legalMoves(s, 0))).toEqual(["pass", "R1>p1", "R1>p2"]);
    expect(refusal(s, 0, mv("R1>p3"))).toMatch(/stage 2 or deeper/);
    // Both play: seat 0 on itself, seat 1 on seat 0. Seat 0 keeps its bonus.
    let t = playAll(s, [[0, "R1>p1"], [1, "R2>p1"]]);
    let r = t.log[0]!;
    expect(r.phases.find((p) => p.phase === "rem")!.stages).toEqual([1, 3, 1]);
    expect(r.bonus).toEqual([true, false, false]);
    expect(r.scored).toEqual([7, 3, 1]);
    // On an opponent only: the opponent drops to 1 and nobody earns the bonus.
    t = playAll(s, [[0, "pass"], [1, "R2>p1"]]);
    r = t.log[0]!;
    expect(r.scored).toEqual([1, 3, 1]);
    // Two REM cards on the same player both resolve (both discarded), the target goes to 1 once.
    t = playAll(pos("1 rem|3 0 R1|3 0 R2|3 0 -"), [[0, "R1>p3"], [1, "R2>p3"]]);
    expect(t.log[0]!.scored).toEqual([3, 3, 1]);
    expect(t.hands.flat()).not.toContain("R1");
    expect(t.hands.flat()).not.toContain("R2");
  });

  it("SP-9: each player scores their stage, plus 6 with the REM bonus", () => {
    let s = playAll(pos("1 rem|4 5 R1|2 0 -|0 3 -"), [[0, "pass"]]);
    expect(s.tokens).toEqual([9, 2, 3]);
    s = playAll(pos("1 rem|4 5 R1|2 0 -|0 3 -"), [[0, "R1>p1"]]);
    expect(s.tokens).toEqual([12, 2, 3]);
  });

  it("SP-10: the end phase discards down to 3, all at once, chosen by each player; skipped when nobody is over", () => {
    let s = pos("1 discard|0 0 F1.F2.F3.F4.F5|0 0 S1.S2.S3.S4|0 0 S5");
    expect(game.actors(s)).toEqual([0, 1]);
    expect(game.legalMoves(s, 0).length).toBe(10); // 5 choose 2
    expect(fmt(game.legalMoves(s, 1))).toEqual(["x:S1", "x:S2", "x:S3", "x:S4"]);
    expect(refusal(s, 0, mv("x:F1"))).toMatch(/discard exactly 2/);
    expect(refusal(s, 0, mv("pass"))).toMatch(/must discard 2/);
    s = play(s, 0, "x:F5,F2");
    expect(s.turn).toBe(1);
    s = play(s, 1, "x:S3");
    const d = s.log[0]!.phases.find((p) => p.phase === "discard")!;
    expect(d.plays).toEqual(["x:F2,F5", "x:S3", null]);
    expect(s.turn).toBe(2);
    expect(s.log[1]!.drawn).toEqual([2, 2, 2]);
    // Skipped when nobody holds more than 3: turn 2 starts straight after scoring.
    const t = pos("1 rem|0 0 F1.F2.F3|0 0 -");
    expect(t.turn).toBe(2);
  });

  it("SP-11: after turn 16 the most tokens win; equal highest scores share the win; clock 22:00 to 05:30", () => {
    let s = pos("16 rem|4 10 -|3 11 -|0 0 -");
    expect(s.phase).toBe("over");
    expect(game.outcome(s)).toEqual({ winners: [0, 1], draw: false, reason: "Player 1 and Player 2 share the best night, with 14 Sleep Tokens each" });
    s = pos("16 rem|4 10 -|3 9 -");
    expect(game.outcome(s)!.winners).toEqual([0]);
    expect(game.actors(s)).toEqual([]);
    expect(pos("15 rem|4 10 -|3 9 -|deck S1.S2.S3.S4.*").phase).toBe("sleep");
    expect(clock(1)).toBe("22:00");
    expect(clock(5)).toBe("00:00");
    expect(clock(16)).toBe("05:30");
    expect(game.view(pos("3 sleep|0 0 F1|0 0 -"), null).clock).toBe("23:00");
  });

  it("SP-12: hands, deck order and undecided decisions are hidden; stages, tokens, sizes and played cards are public", () => {
    let s = pos("1 sleep|0 0 F1.S1.W1|0 0 F2.R1|deck S2.S3.*|disc S4");
    s = play(s, 0, "F1+S1");
    const v = game.view(s, 1);
    const text = JSON.stringify({ ...v, catalog: [] });
    for (const hidden of ["F1", "S1", "W1", "S2", "S3"]) expect(text).not.toContain(`"${hidden}"`);
    expect(v.hand!.map((c) => c.code)).toEqual(["F2", "R1"]);
    expect(v.seats.map((x) => x.handSize)).toEqual([3, 2]);
    expect([v.deckSize, v.discardSize]).toEqual([53 - 6, 1]);
    expect((v as unknown as Record<string, unknown>).hands).toBeUndefined();
    expect(v.revealed).toBeNull();
    s = play(s, 1, "F2");
    const after = JSON.stringify(game.view(s, null).log);
    expect(after).toContain('"F1"');
    expect(after).toContain('"S1"');
  });

  it("SP-13: the night ends after turn 16's score phase; there is no final discard", () => {
    const s = pos("16 rem|2 0 F1.F2.F3.F4.F5|0 0 -");
    expect(s.phase).toBe("over");
    expect(game.outcome(s)!.winners).toEqual([0]);
    expect(s.hands[0]!.length).toBe(5);
    expect(game.view(s, null).revealed!.hands[0]).toEqual(["F1", "F2", "F3", "F4", "F5"]);
  });

  it("SP-14: cards discarded in the end phase are revealed like played cards once everyone has chosen", () => {
    let s = pos("1 discard|0 0 F1.F2.F3.F4|0 0 S1.S2.S3.S4");
    s = play(s, 0, "x:F3");
    expect(game.describe(pos("1 discard|0 0 F1.F2.F3.F4|0 0 S1.S2.S3.S4"), 0, mv("x:F3"), s, 1)).toBe(
      "A decision came in for the end (discard) phase.", // SP-5: not whose
    );
    const before = s;
    s = play(s, 1, "x:S2");
    const line = game.describe(before, 1, mv("x:S2"), s, null);
    expect(line).toContain("Player 1 discarded Warm Milk & Cookies");
    expect(line).toContain("Player 2 discarded Rest");
    expect(game.view(s, null).discardSize).toBe(2);
  });

  it("SP-15: players draw in turn order from the first player, two cards each", () => {
    const s = pos("2 draw|1 0 -|1 0 -|1 0 -|deck S1.S2.S3.S4.S5.S6.*");
    expect(s.hands).toEqual([["S5", "S6"], ["S1", "S2"], ["S3", "S4"]]);
  });

  it("SP-16: TV and Radio are Fall Asleep cards in the sleep phase and Wake cards in the wake phase", () => {
    expect(fmt(game.legalMoves(pos("1 sleep|0 0 Z1|0 0 -"), 0))).toEqual(["pass", "Z1"]);
    let s = pos("1 wake|0 0 Z2|2 0 -");
    expect(fmt(game.legalMoves(s, 0))).toEqual(["pass", "Z2>p2"]);
    s = play(s, 0, "Z2>p2");
    expect(s.log[0]!.phases.find((p) => p.phase === "wake")!.stages).toEqual([0, 1]);
    // Not a REM card, and not a sleep card once asleep.
    expect(pos("1 rem|2 0 Z1|2 0 -").log[0]!.phases.find((p) => p.phase === "rem")!.plays).toEqual([null, null]);
    expect(pos("1 sleep|1 0 Z1|0 0 -").log[0]!.phases[0]!.plays).toEqual([null, null]);
  });

  it("SP-17: 'no card' (pass) is a decision in the sleep, wake and REM phases; a decision is final", () => {
    let s = pos("1 sleep|0 0 F1|0 0 F2");
    s = play(s, 0, "pass");
    expect(refusal(s, 0, mv("F1"))).toMatch(/already decided.*waiting for the other players' decisions/);
    s = play(s, 1, "pass");
    expect(s.log[0]!.phases[0]!.plays).toEqual(["pass", "pass"]);
    expect(s.stages).toEqual([0, 0]);
  });

  it("SP-18: when every player shares the top score the result is a draw", () => {
    const s = pos("16 rem|4 10 -|3 11 -");
    expect(game.outcome(s)).toEqual({ winners: [0, 1], draw: true, reason: "Everyone slept equally well, with 14 Sleep Tokens each" });
  });

  it("notation: positions and moves round-trip", () => {
    const s = game.setup(5, {}, "notation");
    expect(encode(pos(encode(s)))).toBe(encode(s));
    for (const t of ["pass", "F2+S7", "S21", "W11>p2", "Z1>p6", "R4>p1", "x:S1,W2"])
      expect(game.formatMove(mv(t))).toBe(t);
    expect("error" in game.parseMove("S1>p2")).toBe(true);
    expect("error" in game.parseMove("F7")).toBe(true);
  });
});
