/** The rating mathematics (src/ratings): final order → openskill update, and the computer's anchors. */
import { describe, expect, it } from "vitest";
import { ANCHORS, anchorSkill, anchorsFrom, MEASURED } from "../../src/ratings/anchors";
import { NEW_PLAYER, rateMatch, shown, type Entrant, type Skill } from "../../src/ratings/model";
import { finalOrder, placesBySeat, type FinishedMatch } from "../../src/ratings/order";

const everyone = (n: number, skill: Skill = NEW_PLAYER): Entrant[] => Array.from({ length: n }, (_, seat) => ({ seat, skill, moves: true }));
const places = (m: FinishedMatch) => placesBySeat(finalOrder(m), m.players);
const ratingsAfter = (m: FinishedMatch, entrants = everyone(m.players)) => {
  const after = rateMatch(finalOrder(m), entrants);
  return entrants.map((e) => shown(after.get(e.seat)!).rating);
};

describe("final order", () => {
  it("two players: the winner first; a draw shares first place", () => {
    expect(places({ players: 2, winners: [1], draw: false, departures: [] })).toEqual([2, 1]);
    expect(places({ players: 2, winners: [], draw: true, departures: [] })).toEqual([1, 1]);
  });

  it("three players: winners first, the rest share the next place, a leaver is last", () => {
    expect(places({ players: 3, winners: [2], draw: false, departures: [] })).toEqual([2, 2, 1]);
    expect(places({ players: 3, winners: [2], draw: false, departures: [0] })).toEqual([3, 2, 1]);
  });

  it("six players: the first to leave is last of all, the second to leave just above, ties share a place", () => {
    // Seat 4 left first, then seat 1; seats 0 and 3 share the win; 2 and 5 finished without winning.
    expect(places({ players: 6, winners: [0, 3], draw: false, departures: [4, 1] })).toEqual([1, 5, 3, 1, 6, 3]);
  });

  it("a leaver is placed below those still playing even when the computer then won its seat", () => {
    expect(places({ players: 3, winners: [1], draw: false, departures: [1] })).toEqual([1, 3, 1]);
  });

  it("four-player partnerships are two teams; a team whose player left is placed as that player", () => {
    const partners = (seat: number) => [(seat + 2) % 4];
    expect(finalOrder({ players: 4, winners: [1, 3], draw: false, departures: [], partners })).toEqual([
      { seats: [1, 3], place: 1 },
      { seats: [0, 2], place: 2 },
    ]);
    expect(places({ players: 4, winners: [0, 2], draw: false, departures: [2], partners })).toEqual([2, 1, 2, 1]);
  });
});

describe("order → rating update (openskill, Bradley-Terry full pairs)", () => {
  it("two new players: the winner gains what the loser loses, and both deviations shrink", () => {
    const [loser, winner] = ratingsAfter({ players: 2, winners: [1], draw: false, departures: [] });
    expect(winner).toBeGreaterThan(1500);
    expect(loser).toBeLessThan(1500);
    expect(winner! - 1500).toBe(1500 - loser!);
    const after = rateMatch(finalOrder({ players: 2, winners: [1], draw: false, departures: [] }), everyone(2));
    expect(shown(after.get(0)!).deviation).toBeLessThan(shown(NEW_PLAYER).deviation);
  });

  it("a draw between equals changes no rating", () => {
    expect(ratingsAfter({ players: 2, winners: [], draw: true, departures: [] })).toEqual([1500, 1500]);
  });

  it("three players: first gains most, last loses most, the middle place between", () => {
    const [a, b, c] = ratingsAfter({ players: 3, winners: [0], draw: false, departures: [2] });
    expect(a).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(c!);
    expect(a).toBeGreaterThan(1500);
    expect(c).toBeLessThan(1500);
  });

  it("three players: two sharing the last place move alike", () => {
    const [a, b, c] = ratingsAfter({ players: 3, winners: [0], draw: false, departures: [] });
    expect(b).toBe(c);
    expect(a).toBeGreaterThan(1500);
  });

  it("four players as two teams: partners move together", () => {
    const r = ratingsAfter({ players: 4, winners: [0, 2], draw: false, departures: [], partners: (s) => [(s + 2) % 4] });
    expect(r[0]).toBe(r[2]);
    expect(r[1]).toBe(r[3]);
    expect(r[0]).toBeGreaterThan(1500);
    expect(r[1]).toBeLessThan(1500);
  });

  it("six players: the ratings follow the places, and shared places move alike", () => {
    const r = ratingsAfter({ players: 6, winners: [0, 3], draw: false, departures: [4, 1] });
    expect(r[0]).toBe(r[3]);
    expect(r[2]).toBe(r[5]);
    expect(r[0]).toBeGreaterThan(r[2]!);
    expect(r[2]).toBeGreaterThan(r[1]!);
    expect(r[1]).toBeGreaterThan(r[4]!);
  });

  it("a new player becomes established (not provisional) after some matches against established ones", () => {
    let me = NEW_PLAYER;
    const rival = { mu: 25, sigma: 2 };
    let matches = 0;
    while (shown(me).provisional && matches < 100) {
      const after = rateMatch(finalOrder({ players: 2, winners: [matches % 2], draw: false, departures: [] }), [
        { seat: 0, skill: me, moves: true },
        { seat: 1, skill: rival, moves: false },
      ]);
      me = after.get(0)!;
      matches++;
    }
    expect(shown(NEW_PLAYER).provisional).toBe(true);
    expect(matches).toBeGreaterThan(3);
    expect(matches).toBeLessThan(15);
  });
});

describe("the computer's anchors", () => {
  it("follow from the measured win rates (bench/README.md), easy below normal below strong", () => {
    for (const [game, measured] of Object.entries(MEASURED)) {
      expect(ANCHORS[game]).toEqual(anchorsFrom(measured));
      expect(ANCHORS[game]!.easy).toBeLessThan(ANCHORS[game]!.normal);
      expect(ANCHORS[game]!.normal).toBeLessThan(ANCHORS[game]!.strong);
    }
    expect(shown(anchorSkill("sleepers", "strong")).rating).toBe(1880);
  });

  it("never move: a person who beats the strong computer gains, the computer keeps its number", () => {
    const strong = anchorSkill("sleep", "strong");
    const after = rateMatch(finalOrder({ players: 2, winners: [0], draw: false, departures: [] }), [
      { seat: 0, skill: NEW_PLAYER, moves: true },
      { seat: 1, skill: strong, moves: false },
    ]);
    expect(after.get(1)).toEqual(strong);
    expect(shown(after.get(0)!).rating).toBeGreaterThan(1500);
    // Beating a weak computer is worth less than beating a strong one.
    const easyAfter = rateMatch(finalOrder({ players: 2, winners: [0], draw: false, departures: [] }), [
      { seat: 0, skill: NEW_PLAYER, moves: true },
      { seat: 1, skill: anchorSkill("sleep", "easy"), moves: false },
    ]);
    expect(shown(easyAfter.get(0)!).rating).toBeLessThan(shown(after.get(0)!).rating);
  });
});
