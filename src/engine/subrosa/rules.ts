/**
 * Sub Rosa: Spies for Hire, its rules (rulings SR-1 … in docs/rules/subrosa.md). Pure: the rng
 * state lives in the State.
 */
import type { Outcome, Result, Seat, Text } from "../game";
import { say } from "../words";
import { err, ok } from "../game";
import { Rng, seedRng } from "../rng";
import type { RngState } from "../rng";
import { advance, choose, currentPick, decline, pickOptions } from "./interp";
import type { Face } from "./locations";
import { LOCATION_SETS, sideOf } from "./locations";
import { HAND, faceName, isOver, printed, seatName, whereIs } from "./state";
import type { Bind, Move, ScoreCard, ScoreLocation, Scoring, State } from "./types";

export type * from "./types";

function cloneState(s: State): State {
  return {
    ...s,
    rng: [...s.rng] as RngState,
    locs: s.locs.slice(),
    cols: s.cols.map((c) => c.slice()),
    cards: s.cards.map((c) => ({ o: c.o, v: c.v, up: c.up, seen: c.seen, lk: c.lk.slice(), m: c.m.slice() })),
    hands: s.hands.map((h) => h.slice()),
    removed: s.removed.slice(),
    pending: s.pending ? { ...s.pending, bind: { ...s.pending.bind } } : null,
    events: [],
  };
}

export function setup(players: number, opts: Record<string, unknown>, seed: string): State {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new Error("Sub Rosa is for 2 to 4 players");
  const set = typeof opts.locations === "string" ? opts.locations : "standard";
  const deck = LOCATION_SETS[set];
  if (!deck) throw new Error(`unknown location set ${set}`);
  const rng = new Rng(seedRng(seed));
  // SR-4: shuffle, flip at random, deal players + 1 (3, 4 or 5).
  const order = rng.shuffle(deck.map((_, i) => i));
  const locs = order.slice(0, players + 1).map((i) => (rng.int(2) === 0 ? deck[i]!.a.key : deck[i]!.b.key));
  const first = opts.start === "first seat" ? 0 : rng.int(players);
  const cards: State["cards"] = [];
  const hands: number[][] = [];
  for (let p = 0; p < players; p++) {
    const h: number[] = [];
    for (const v of HAND) {
      h.push(cards.length);
      cards.push({ o: p, v, up: false, seen: false, lk: [], m: [] });
    }
    hands.push(h);
  }
  return {
    players,
    set,
    rng: rng.state,
    first,
    turn: first,
    locs,
    cols: locs.map(() => []),
    cards,
    hands,
    removed: [],
    pending: null,
    events: [],
  };
}

export function actors(s: State): Seat[] {
  return isOver(s) ? [] : [s.turn];
}

function bindToMove(s: State, b: Bind): Move {
  if ("l" in b) return { kind: "loc", loc: b.l };
  if ("c" in b) {
    const w = whereIs(s, b.c)!;
    return { kind: "card", loc: w.loc, pos: w.pos };
  }
  const w = whereIs(s, b.m[0])!;
  return { kind: "mod", loc: w.loc, pos: w.pos, sign: b.m[1] };
}

export const FACE_ORDER: Face[] = ["2", "3", "4", "5", "6", "*"];

export function legalMoves(s: State, seat: Seat): Move[] {
  if (isOver(s) || seat !== s.turn) return [];
  if (s.pending) {
    const st = currentPick(s)!;
    const out = pickOptions(s, s.pending).map((b) => bindToMove(s, b));
    if (st.optional) out.push({ kind: "done" });
    return out;
  }
  const faces = FACE_ORDER.filter((f) => s.hands[seat]!.some((id) => s.cards[id]!.v === f));
  const out: Move[] = [];
  for (const card of faces) for (let loc = 0; loc < s.locs.length; loc++) out.push({ kind: "play", card, loc });
  return out;
}

export function locName(s: State, l: number): string {
  return sideOf(s.set, s.locs[l]!).name;
}

/** A location of the match as a message: its side's key, for the French, and its English name. */
export function locText(s: State, l: number): Text {
  return say("srLoc", { key: s.locs[l]!, name: locName(s, l) });
}

function endTurn(n: State): void {
  n.turn = (n.turn + 1) % n.players;
  if (isOver(n)) n.events.push({ k: "end" });
}


/**
 * The rules of one decision. The processing step (defineGame in ../game.ts) has checked that the
 * match runs, that `seat` is to play and that the move has the schema's shape.
 */
export function play(s: State, seat: Seat, move: Move): Result<State> {
  const n = cloneState(s);
  if (s.pending) {
    const st = currentPick(s)!;
    const where = say("srWhere", { loc: locText(s, s.pending.loc), prompt: say("srPrompt", { prompt: st.prompt }) });
    if (move.kind === "play") return err(say("srFinishFirst", { where }));
    if (move.kind === "done") {
      if (!st.optional) return err(say("srNotOptional", { where }));
      decline(n);
    } else {
      if (move.kind !== st.pick) return err(say("srChoose", { what: st.pick, where }));
      if (move.loc >= s.locs.length) return err(say("srNoLocation", { letter: letter(move.loc) }));
      let b: Bind;
      if (move.kind === "loc") b = { l: move.loc };
      else {
        const id = s.cols[move.loc]![move.pos];
        if (id === undefined) return err(say("srNoCardAt", { loc: locText(s, move.loc), pos: move.pos + 1 }));
        if (move.kind === "card") b = { c: id };
        else {
          if (!s.cards[id]!.m.includes(move.sign)) return err(say("srNoSign", { sign: move.sign }));
          b = { m: [id, move.sign] };
        }
      }
      const key = JSON.stringify(b);
      if (!pickOptions(s, s.pending).some((o) => JSON.stringify(o) === key))
        return err(say("srCannotChoose", { where }));
      choose(n, b);
    }
    if (!n.pending) endTurn(n);
    return ok(n);
  }
  if (move.kind !== "play") return err(say("srPlayFirst"));
  if (move.loc >= s.locs.length) return err(say("srNoLocationOf", { letter: letter(move.loc), count: s.locs.length }));
  const hand = n.hands[seat]!;
  const i = hand.findIndex((id) => n.cards[id]!.v === move.card);
  if (i < 0) return err(say("srNotInHand", { face: faceName(move.card) }));
  const id = hand[i]!;
  hand.splice(i, 1);
  const card = n.cards[id]!;
  card.up = card.v === "*";
  card.seen = card.up;
  n.cols[move.loc]!.push(id);
  n.events.push({ k: "play", seat, c: id, loc: move.loc });
  if (card.v === "*") {
    // SR-5: the ☆ triggers the location's ability, carried out by the same player.
    n.pending = { seat, loc: move.loc, star: id, step: 0, bind: {} };
    advance(n);
  }
  if (!n.pending) endTurn(n);
  return ok(n);
}

export const letter = (l: number): string => String.fromCharCode(65 + l);


export function scoring(s: State): Scoring<Text> {
  const n = s.players;
  const won = new Array<number>(n).fill(0);
  const locations: ScoreLocation<Text>[] = s.cols.map((col, l) => {
    const cards: ScoreCard[] = col.map((id, i) => {
      const c = s.cards[id]!;
      const bottom = i === col.length - 1;
      const value = printed(c.v) + c.m.reduce((a, b) => a + b, 0) - (bottom ? 1 : 0);
      return { owner: c.o, face: c.v, printed: printed(c.v), mods: c.m.slice(), bottom, value };
    });
    const totals: (number | null)[] = new Array(n).fill(null);
    for (const c of cards) totals[c.owner] = (totals[c.owner] ?? 0) + c.value;
    const name = locName(s, l);
    const present = totals.flatMap((t, seat) => (t === null ? [] : [seat]));
    if (present.length === 0) return { name, cards, totals, winner: null, why: say("srNobodyHere") };
    const best = Math.max(...present.map((p) => totals[p]!));
    const tied = present.filter((p) => totals[p] === best);
    const score = { seats: present.map(seatName), totals: present.map((p) => totals[p]!) };
    let winner: Seat;
    let why: Text;
    if (tied.length === 1) {
      winner = tied[0]!;
      why = say("srMostInfluence", { ...score, winner: seatName(winner) });
    } else {
      // SR-9: the tied player whose card is lowest in the column.
      const lowest = (p: Seat) => cards.reduce((a, c, i) => (c.owner === p ? i : a), -1);
      winner = tied.reduce((a, b) => (lowest(b) > lowest(a) ? b : a));
      why = say("srTieLowest", { ...score, tied: tied.map(seatName), best, winner: seatName(winner) });
    }
    won[winner] = (won[winner] ?? 0) + 1;
    return { name, cards, totals, winner, why };
  });
  const hand = s.hands.map((h) => (h.length ? Math.max(...h.map((id) => printed(s.cards[id]!.v))) : null));
  const most = Math.max(...won);
  const tied = won.flatMap((w, p) => (w === most ? [p] : []));
  if (tied.length === 1) {
    const w = tied[0]!;
    return { locations, won, hand, winners: [w], draw: false, tiebreak: "none", reason: say("srMostLocations", { winner: seatName(w), won: most, of: s.locs.length }) };
  }
  const names = tied.map(seatName);
  const values = tied.map((p) => hand[p]).filter((v): v is number => v !== null);
  if (values.length > 0) {
    const top = Math.max(...values);
    const best = tied.filter((p) => hand[p] === top);
    if (best.length === 1) {
      const w = best[0]!;
      return {
        locations, won, hand, winners: [w], draw: false, tiebreak: "hand",
        reason: say("srHandWins", { tied: names, won: most, winner: seatName(w), top }),
      };
    }
    return {
      locations, won, hand, winners: best, draw: true, tiebreak: "rematch",
      reason: say("srBothHold", { tied: names, won: most, holders: best.map(seatName), top }),
    };
  }
  return {
    locations, won, hand, winners: tied, draw: true, tiebreak: "rematch",
    reason: say("srNoHand", { tied: names, won: most }),
  };
}

export function outcome(s: State): Outcome | null {
  if (!isOver(s)) return null;
  const sc = scoring(s);
  return { winners: sc.winners, draw: sc.draw, reason: sc.reason };
}

