import { describe, expect, it } from "vitest";
import { LOCATION_SETS, STANDARD } from "../../../src/engine/subrosa/locations";
import { decode, encode } from "../../../src/engine/subrosa/notation";
import { isOk } from "../../../src/engine/game";
import { subrosaKit } from "../helpers";
import { writtenIn } from "../../../src/shared/i18n";

const { G, legalText, play, pos, randomMatch } = subrosaKit;

const col = (s: ReturnType<typeof pos>, l: number) => encode(s).split(" ")[3 + l];

describe("Sub Rosa rulings", () => {
  it("SR-1: each player has 2, 3, 4, 5, 6 and two ☆ worth 3", () => {
    for (const n of [2, 3, 4]) {
      const s = G.setup(n, {}, "sr1");
      for (let p = 0; p < n; p++) {
        const v = G.view(s, p);
        expect(v.hands[p]!.cards).toEqual(["2", "3", "4", "5", "6", "*", "*"]);
        expect(v.hands.map((h) => h.count)).toEqual(new Array(n).fill(7));
      }
    }
    const end = pos("2p t0 f0 docks:0*u bank:1*u opera:02,03,04,05,06,0*u,12,13,14,15,16,1*u h:-/-");
    expect(G.view(end, null).scoring!.locations[0]!.cards[0]!.printed).toBe(3);
  });

  it("SR-2: ten +/- cards; several on one card; none left means not carried out; a removed card returns them", () => {
    let s = pos("2p t0 f0 printworks:0*u+++++,1*u+++++ docks: bank: h:?/?");
    expect(G.view(s, 0).supply).toBe(0);
    s = play(s, "*A"); // no +/- card left: the ability is skipped, nobody waits
    expect(G.actors(s)).toEqual([1]);
    expect(G.describe(pos("2p t0 f0 printworks:0*u+++++,1*u+++++ docks: bank: h:?/?"), 0, { kind: "play", card: "*", loc: 0 }, s, 1)).toMatch(/nothing to do/);
    s = pos("2p t0 f0 police:1*u+++++,05+++++ docks: bank: h:?/?");
    s = play(s, "*A", "A1");
    expect(G.view(s, null).supply).toBe(5);
    expect(G.view(s, null).removed).toEqual([{ owner: 1, face: "*" }]);
    // Bank with one +/- card left: the +1 is attached, the −1 is not carried out (and not asked for).
    s = pos("2p t0 f0 bank:05+++++++++,13 docks: opera: h:?/?");
    s = play(s, "*A", "A1");
    expect(col(s, 0)).toBe("bank:05++++++++++,13,0*u");
    expect(G.actors(s)).toEqual([1]);
  });

  it("SR-3: the locations are data, ten cards with two sides, one interpreter, another set can be loaded", () => {
    expect(STANDARD).toHaveLength(10);
    const keys = STANDARD.flatMap((c) => [c.a.key, c.b.key]);
    expect(new Set(keys).size).toBe(20);
    expect(JSON.parse(JSON.stringify(STANDARD))).toEqual(STANDARD); // plain data, no functions
    LOCATION_SETS.mini = [
      { a: { key: "alpha", name: "Alpha", text: "Attach a +1 to the ☆ you just played.", effect: [{ attach: 1, to: "played" }] }, b: { key: "beta", name: "Beta", text: "Nothing.", effect: [] } },
      { a: { key: "gamma", name: "Gamma", text: "Remove the ☆ you just played.", effect: [{ remove: "played" }] }, b: { key: "delta", name: "Delta", text: "Nothing.", effect: [] } },
      { a: { key: "eps", name: "Eps", text: "Nothing.", effect: [] }, b: { key: "zeta", name: "Zeta", text: "Nothing.", effect: [] } },
    ];
    const s = G.setup(2, { locations: "mini" }, "x");
    expect(s.locs).toHaveLength(3);
    const alpha = s.locs.indexOf("alpha");
    if (alpha >= 0) {
      const t = play(s, `*${String.fromCharCode(65 + alpha)}`);
      expect(t.cards[t.cols[alpha]![0]!]!.m).toEqual([1]);
    }
    delete LOCATION_SETS.mini;
  });

  it("SR-4 (corrected): the first player is chosen at random; the option says so in plain words", () => {
    for (const n of [2, 3, 4]) {
      const firsts = new Set(Array.from({ length: 40 }, (_, i) => G.setup(n, {}, `sr4-first-${n}-${i}`).turn));
      expect([...firsts].sort()).toEqual(Array.from({ length: n }, (_, k) => k));
      expect(G.setup(n, { start: "first seat" }, "sr4-seat").turn).toBe(0);
    }
    expect(G.options.start!.default).toBe("random");
    expect(G.options.start!.description).toBe("Who plays first: someone drawn at random, or the player in the first seat.");
  });

  it("SR-4: locations shuffled with random sides; 3, 4 or 5 dealt", () => {
    const sides = new Set<string>();
    for (const n of [2, 3, 4]) {
      for (let i = 0; i < 60; i++) {
        const s = G.setup(n, {}, `sr4-${n}-${i}`);
        expect(s.locs).toHaveLength(n + 1);
        const cards = s.locs.map((k) => STANDARD.findIndex((c) => c.a.key === k || c.b.key === k));
        expect(new Set(cards).size).toBe(n + 1); // never both sides of one card
        s.locs.forEach((k) => sides.add(k));
      }
    }
    expect(sides.size).toBe(20);
  });

  it("SR-5: 2–6 face-down with nothing else; ☆ face-up triggers the ability; no target does nothing", () => {
    let s = pos("2p t0 f0 docks:14 bank: opera: h:?/?");
    s = play(s, "5A");
    expect(col(s, 0)).toBe("docks:14,05");
    expect(G.actors(s)).toEqual([1]);
    s = play(s, "*A"); // Blue's ☆ at Docks: move another card from here
    expect(G.actors(s)).toEqual([1]);
    expect(G.view(s, 1).pending!.name).toBe("Docks");
    expect(legalText(s, 1)).toEqual(["A1", "A2"]);
    // An ability with no possible target (Exchange with no +/- card) is skipped: nobody waits.
    s = pos("2p t1 f0 exchange:05 bank: opera: h:?/?");
    s = play(s, "*A");
    expect(G.actors(s)).toEqual([0]);
    expect(s.pending).toBeNull();
  });

  it("SR-6: a moved card goes to the bottom, keeps face and +/- cards, and triggers nothing", () => {
    let s = pos("2p t0 f0 docks:05+,1*u cathedral:13 bank: h:?/?");
    s = play(s, "*A", "A2", "@B"); // Blue's ☆ (with nothing) moves to the Cathedral: no +1 for it
    expect(col(s, 1)).toBe("cathedral:13,1*u");
    s = pos("2p t0 f0 docks:05+,14 cathedral:13 bank: h:?/?");
    s = play(s, "*A", "A1", "@B");
    expect(col(s, 1)).toBe("cathedral:13,05+");
    expect(col(s, 0)).toBe("docks:14,0*u");
    // A swap says otherwise: each card takes the other's place.
    s = pos("2p t0 f0 masquerade:05,14 bank:13,16 opera: h:?/?");
    s = play(s, "*A", "A1", "B2");
    expect(col(s, 0)).toBe("masquerade:16,14,0*u");
    expect(col(s, 1)).toBe("bank:13,05");
  });

  it("SR-7: 3–4 players play 6 cards each (one stays in hand); 2 players play all 7", () => {
    for (const n of [2, 3, 4]) {
      const { state } = randomMatch(n, `sr7-${n}`);
      expect(G.outcome(state)).not.toBeNull();
      expect(state.hands.map((h) => h.length)).toEqual(new Array(n).fill(n === 2 ? 0 : 1));
    }
    let s = pos("3p t2 f0 docks:05,13,22,04 bank:0*u,1*u,2*u,03 cathedral:06,14,25,16 crypt:0*u,15,23,1*u,24 h:2/2/?");
    expect(G.actors(s)).toEqual([2]);
    s = play(s, "*C");
    expect(G.actors(s)).toEqual([]);
    expect(G.outcome(s)).not.toBeNull();
  });

  it("SR-8: what a player looked at stays visible to that player only, even after the card moves", () => {
    let s = pos("2p t0 f0 embassy:05,13 warehouse:1*u bank: h:?/?");
    s = play(s, "*A");
    expect(legalText(s, 0)).toEqual(["A2"]); // SR-14: only an opponent's face-down card
    const before = s;
    s = play(s, "A2");
    expect(G.view(s, 0).locations[0]!.cards[1]).toMatchObject({ face: "3", known: "looked", up: false });
    expect(G.view(s, null).locations[0]!.cards[1]!.face).toBeNull();
    expect(G.describe(before, 0, { kind: "card", loc: 0, pos: 1 }, s, 0)).toContain("Blue's face-down 3");
    expect(G.describe(before, 0, { kind: "card", loc: 0, pos: 1 }, s, null)).toContain("Blue's face-down card");
    // Blue plays his second ☆ at the Warehouse and brings his 3 there; Red still knows it.
    s = play(s, "*B", "A2");
    expect(G.view(s, 0).locations[1]!.cards[2]).toMatchObject({ owner: 1, face: "3", known: "looked" });
    expect(G.view(s, null).locations[1]!.cards[2]!.face).toBeNull();
    expect(encode(s)).toContain("13^0");
  });

  it("SR-9: bottom card counts 1 less, +/- cards count; a tie goes to the lowest card; an empty location to nobody", () => {
    const s = pos("2p t0 f0 docks:05,16 bank:02,03,04,0*u,0*u,06 opera:12,13,14,15,1*u,1*u h:-/-");
    const sc = writtenIn("en", G.view(s, null)).scoring!;
    expect(sc.locations[0]!.totals).toEqual([5, 5]);
    expect(sc.locations[0]!.cards[1]).toMatchObject({ bottom: true, value: 5 });
    expect(sc.locations[0]!.winner).toBe(1);
    expect(sc.locations[0]!.why).toMatch(/lowest card/);
    expect(sc.locations[1]!.totals).toEqual([20, null]);
    expect(sc.won).toEqual([1, 2]);
    expect(G.outcome(s)).toMatchObject({ winners: [1], draw: false });
    const t = pos("2p t0 f0 docks:05+,16- bank:02,03,04,0*u,0*u,06 opera:12,13,14,15,1*u,1*u h:-/-");
    expect(G.view(t, null).scoring!.locations[0]!.totals).toEqual([6, 4]);
    const e = pos("2p t0 f0 docks:02,03,04,05,06,0*u,0*u bank:12,13,14,15,16,1*u,1*u opera: h:-/-");
    expect(writtenIn("en", G.view(e, null)).scoring!.locations[2]).toMatchObject({ winner: null, why: "No cards here: nobody wins it." });
  });

  it("SR-10: most locations wins; tie broken by the best card in hand; still tied: a draw and a rematch", () => {
    const base = "3p t0 f0 docks:26,06,05,0*u bank:25,15,14 opera:24,22,04,03,0*u crypt:23,2*u,13,%,1*u,1*u h:2/%/*";
    const s = pos(base.replace("%", "12").replace("%", "6"));
    const sc = writtenIn("en", G.view(s, null)).scoring!;
    expect(sc.won).toEqual([2, 2, 0]);
    expect(sc.hand).toEqual([2, 6, 3]);
    expect(sc).toMatchObject({ winners: [1], draw: false, tiebreak: "hand" });
    const d = pos(base.replace("%", "16").replace("%", "2"));
    expect(G.outcome(d)).toMatchObject({ winners: [0, 1], draw: true });
    expect(G.outcome(d)!.reason).toMatch(/rematch/);
    const two = pos("2p t0 f0 docks:02,03,04,05,06,0*u,0*u bank:12,13,14,15,16,1*u,1*u opera: h:-/-");
    expect(G.outcome(two)).toMatchObject({ winners: [0, 1], draw: true });
    expect(G.view(two, 0).scoring!.tiebreak).toBe("rematch");
  });

  it("SR-11: hands and unknown face-down values are hidden; owners, order, face-up values, +/- and hand sizes are public", () => {
    const s = pos("3p t0 f0 docks:05+,1*u,23 bank:14 opera: crypt: h:?/?/?");
    const spectator = G.view(s, null);
    expect(spectator.hands.map((h) => h.cards)).toEqual([null, null, null]);
    expect(spectator.hands.map((h) => h.count)).toEqual([6, 5, 6]);
    expect(spectator.locations[0]!.cards.map((c) => [c.owner, c.face, c.mods])).toEqual([[0, null, [1]], [1, "*", []], [2, null, []]]);
    const red = G.view(s, 0);
    expect(red.locations[0]!.cards[0]).toMatchObject({ face: "5", known: "own" });
    expect(red.locations[0]!.cards[2]!.face).toBeNull();
    expect(red.hands[0]!.cards).toEqual(["2", "3", "4", "6", "*", "*"]);
    expect(red.hands[1]!.cards).toBeNull();
    expect(JSON.stringify(spectator)).not.toMatch(/rng|seed/);
  });

  it("SR-12 (new): the first player is random unless the 'first seat' option is chosen", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) firsts.add(G.setup(4, {}, `sr12-${i}`).first);
    expect(firsts.size).toBe(4);
    for (let i = 0; i < 10; i++) {
      const s = G.setup(3, { start: "first seat" }, `sr12b-${i}`);
      expect(G.actors(s)).toEqual([0]);
    }
  });

  it("SR-13 (new): a card turned face-down by the Crypt stays known to everyone who saw it", () => {
    let s = pos("2p t0 f0 crypt:1*u,05 bank: opera: h:?/?");
    s = play(s, "*A");
    expect(legalText(s, 0)).toEqual(["A1", "A3"]);
    const before = s;
    s = play(s, "A1");
    // The log says what happened: a face-up ☆ turned face-down (not "Blue's face-down ☆ … was turned face-down").
    for (const viewer of [0, 1, null] as const) {
      expect(G.describe(before, 0, subrosaKit.mv("A1"), s, viewer)).toContain("Blue's ☆ at Crypt was turned face-down");
    }
    const v = G.view(s, null).locations[0]!.cards[0]!;
    expect(v).toMatchObject({ up: false, face: "*", known: "public" });
    expect(encode(s)).toContain("crypt:1*!");
    const e = pos("2p t0 f0 docks:0*!,06,05,0*u bank:02,03,04 opera:12,13,14,15,16,1*u,1*u h:-/-");
    expect(G.view(e, null).scoring!.locations[0]!.cards[0]!.value).toBe(3); // a hidden ☆ still counts 3
  });

  it("SR-14 (new): look abilities target opponents' face-down cards only; none: skipped", () => {
    let s = pos("2p t0 f0 embassy:05,04 bank:1*u opera: h:?/?");
    s = play(s, "*A");
    expect(G.actors(s)).toEqual([1]);
    s = pos("2p t0 f0 university:05,13,14 bank: opera: h:?/?");
    s = play(s, "*A");
    expect(legalText(s, 0)).toEqual(["A2", "A3", "done"]);
  });

  it("SR-15 (new): only players with a card at a location compete for it, even at zero or less", () => {
    const s = pos("2p t0 f0 docks:12--,02,03,04,05,06,0*u,0*u bank:13,14,15,16,1*u,1*u opera: h:-/-");
    const sc = writtenIn("en", G.view(s, null)).scoring!;
    expect(sc.locations[0]!.totals).toEqual([25, 0]);
    expect(sc.locations[0]!.winner).toBe(0);
    const t = pos("2p t0 f0 docks:02,03,04,05,06,0*u,0*u bank:13,14,15,16,1*u,1*u opera:12-- h:-/-");
    const l = G.view(t, null).scoring!.locations[2]!;
    expect(l.totals).toEqual([null, -1]);
    expect(l.winner).toBe(1);
  });

  it("SR-16 (new): Market and Prison go left to right; when +/- cards run out the rest get none", () => {
    let s = pos("2p t1 f0 docks:13,05+++++++++ bank:14 market: h:?/?");
    s = play(s, "*C");
    expect(col(s, 0)).toBe("docks:13,05+++++++++-");
    expect(col(s, 1)).toBe("bank:14");
    s = pos("2p t0 f0 prison:05 bank:13,14 opera:16u h:?/?");
    s = play(s, "*A");
    expect(col(s, 1)).toBe("bank:13,14u");
    expect(col(s, 2)).toBe("opera:16u");
    expect(G.view(s, null).locations[1]!.cards[1]!.face).toBe("4");
  });

  it("SR-17 (new): each choice is one move, only choices that can be completed are offered, done ends an optional ability", () => {
    let s = pos("2p t0 f0 masquerade:05 bank:13 opera: h:?/?");
    s = play(s, "*A");
    expect(legalText(s, 0)).toEqual(["A1", "A2", "B1"]);
    s = play(s, "A1");
    expect(legalText(s, 0)).toEqual(["B1"]);
    s = pos("2p t0 f0 masquerade: bank: opera: h:?/?");
    s = play(s, "*A"); // only the ☆ itself: nothing to swap it with
    expect(G.actors(s)).toEqual([1]);
    s = pos("2p t0 f0 library:13 bank:05 opera: h:?/?");
    s = play(s, "*A", "A1");
    expect(legalText(s, 0)).toEqual(["A1", "done"]);
    s = play(s, "done");
    expect(col(s, 0)).toBe("library:13^0,0*u");
    expect(G.actors(s)).toEqual([1]);
  });

  it("SR-18 (new): a drawn match lists the still-tied players as winners with draw set", () => {
    const s = pos("2p t0 f0 docks:02,03,04,05,06,0*u,0*u bank:12,13,14,15,16,1*u,1*u opera: h:-/-");
    expect(G.outcome(s)).toEqual({ winners: [0, 1], draw: true, reason: expect.stringContaining("drawn") });
  });

  it("SR-19 (new): a play names the card's face; the two ☆ are one choice", () => {
    const s = G.setup(2, { start: "first seat" }, "sr19");
    expect(legalText(s, 0)).toEqual(["2A", "2B", "2C", "3A", "3B", "3C", "4A", "4B", "4C", "5A", "5B", "5C", "6A", "6B", "6C", "*A", "*B", "*C"]);
  });
});

describe("the twenty location sides", () => {
  it("Docks / Warehouse", () => {
    let s = play(pos("2p t0 f0 docks:05,14 bank:12 opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1", "A2"]);
    s = play(s, "A2", "@B");
    expect(encode(s)).toContain("docks:05,0*u bank:12,14 ");
    s = play(pos("2p t0 f0 warehouse:05 bank:12,14u opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["B1", "B2"]);
    expect(col(play(s, "B1"), 0)).toBe("warehouse:05,0*u,12");
  });
  it("Printworks / Newsroom", () => {
    let s = play(pos("2p t0 f0 printworks:05 bank:12 opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1", "A2", "B1"]);
    expect(col(play(s, "B1"), 1)).toBe("bank:12+");
    s = play(pos("2p t0 f0 newsroom:05 bank:12 opera: h:?/?"), "*A", "A2");
    expect(col(s, 0)).toBe("newsroom:05,0*u-");
  });
  it("Embassy / Consulate", () => {
    let s = play(pos("2p t0 f0 embassy:05,13 bank:1*u,04 opera: h:?/?"), "*A", "A2");
    expect(G.view(s, 0).locations[0]!.cards[1]!.face).toBe("3");
    s = play(pos("2p t0 f0 consulate:05,13 bank: opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1", "A2"]);
    s = play(s, "A2");
    expect(G.view(s, null).locations[0]!.cards[1]).toMatchObject({ up: true, face: "3" });
  });
  it("Cathedral / Crypt", () => {
    const s = play(pos("2p t0 f0 cathedral:05 bank: opera: h:?/?"), "*A");
    expect(col(s, 0)).toBe("cathedral:05,0*u+");
    expect(G.actors(s)).toEqual([1]);
    const t = play(pos("2p t0 f0 crypt:05 bank: opera: h:?/?"), "*A", "A2");
    expect(col(t, 0)).toBe("crypt:05,0*!");
  });
  it("Opera House / Masquerade", () => {
    const s = play(pos("2p t0 f0 opera:05,13 bank: docks: h:?/?"), "*A", "A1", "A3");
    expect(col(s, 0)).toBe("opera:0*u,13,05");
    const t = play(pos("2p t0 f0 masquerade:05 bank:13 opera: h:?/?"), "*A", "A1", "B1");
    expect(encode(t)).toContain("masquerade:13,0*u bank:05 ");
  });
  it("Bank / Exchange", () => {
    let s = play(pos("2p t0 f0 bank:05,13,1*u docks: opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1", "A4"]);
    s = play(s, "A1");
    expect(legalText(s, 0)).toEqual(["A2", "A3"]);
    expect(col(play(s, "A3"), 0)).toBe("bank:05+,13,1*u-,0*u");
    s = play(pos("2p t0 f0 exchange:05+ bank:13- opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1+", "B1-"]);
    s = play(s, "B1-");
    expect(legalText(s, 0)).toEqual(["A1", "A2"]);
    s = play(s, "A2");
    expect(encode(s)).toContain("exchange:05+,0*u- bank:13 ");
  });
  it("University / Library", () => {
    let s = play(pos("2p t0 f0 university:05,13,14,1*u bank: opera: h:?/?"), "*A", "A2");
    expect(legalText(s, 0)).toEqual(["A3", "done"]);
    s = play(s, "done");
    expect(col(s, 0)).toBe("university:05,13^0,14,1*u,0*u");
    s = play(pos("2p t0 f0 library:13 bank:05 opera: h:?/?"), "*A", "A1", "A1");
    expect(col(s, 0)).toBe("library:13-^0,0*u");
  });
  it("Railway Station / Harbour", () => {
    let s = play(pos("2p t0 f0 railway:05 bank:13 opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["@B", "@C"]);
    expect(col(play(s, "@C"), 2)).toBe("opera:0*u");
    s = play(pos("2p t0 f0 harbour:05 bank:13,14 opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["@B"]);
    expect(encode(play(s, "@B"))).toContain("harbour:05,0*u,14 bank:13 ");
  });
  it("Police Station / Prison", () => {
    let s = play(pos("2p t0 f0 police:1*u++,05 bank:0*u opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1", "B1"]);
    s = play(s, "A1");
    expect(col(s, 0)).toBe("police:05,0*u");
    expect(encode(s)).toContain("x:1*u");
    s = play(pos("2p t0 f0 prison:05 bank:13 opera: h:?/?"), "*A");
    expect(col(s, 1)).toBe("bank:13u");
  });
  it("Casino / Market", () => {
    const s = play(pos("2p t0 f0 casino:05+- bank: opera: h:?/?"), "*A");
    expect(legalText(s, 0)).toEqual(["A1+", "A1-"]);
    expect(col(play(s, "A1+"), 0)).toBe("casino:05--,0*u");
    const t = play(pos("2p t0 f0 market:05 bank:13,14 opera: h:?/?"), "*A");
    expect(encode(t)).toContain("market:05,0*u bank:13,14- opera:");
  });
});

describe("notation", () => {
  it("round-trips moves and positions", () => {
    for (const t of ["5B", "*A", "B3", "@C", "B3+", "A1-", "done"]) expect(G.formatMove((G.parseMove(t) as { ok: never }).ok)).toBe(t);
    expect(isOk(G.parseMove("7A"))).toBe(false);
    const line = "3p t1 f2 docks:05+-^12,1*u,2*! bank: opera:14 crypt: h:?/?/? x:03u p:1@A*A2#1;c=A1";
    const r = decode(line);
    expect(isOk(r)).toBe(true);
    const back = encode((r as { ok: never }).ok);
    expect(decode(back)).toEqual(r);
  });
  it("refuses impossible positions with a reason", () => {
    expect(decode("2p docks:05,05 bank: opera:")).toEqual({ error: expect.stringContaining("too many") });
    expect(decode("2p docks: bank:")).toEqual({ error: expect.stringContaining("3 locations") });
    expect(decode("2p docks: bank: nowhere:")).toEqual({ error: "unknown location nowhere" });
  });
});
