/**
 * Sub Rosa: Spies for Hire (rulings SR-1 .. SR-11 in /work/shared/rules/subrosa.md, and the new
 * rulings in docs/rules/subrosa.md). Pure: the rng state lives in the State.
 */
import { z } from "zod";
import type { Game, Outcome, Seat } from "../game";
import { err, ok } from "../game";
import { Rng, seedRng } from "../rng";
import type { RngState } from "../rng";
import { advance, choose, currentPick, decline, pickOptions } from "./interp";
import type { Face } from "./locations";
import { LOCATION_SETS, sideOf } from "./locations";
import { formatMove, parseMove } from "./notation";
import type { Bind, Ev, Sign, State } from "./state";
import { HAND, faceName, isOver, keepInHand, knows, printed, seatName, supply, whereIs } from "./state";

export type { State, CardState, Ev, Pending, Bind, Sign } from "./state";
export type { Face } from "./locations";

export type Move =
  | { type: "play"; card: Face; loc: number }
  | { type: "card"; loc: number; pos: number }
  | { type: "loc"; loc: number }
  | { type: "mod"; loc: number; pos: number; sign: Sign }
  | { type: "done" };

const faceSchema = z.enum(["2", "3", "4", "5", "6", "*"]);
const idx = z.number().int().min(0).max(40);
export const moveSchema: z.ZodType<Move> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card: faceSchema, loc: idx }).strict(),
  z.object({ type: z.literal("card"), loc: idx, pos: idx }).strict(),
  z.object({ type: z.literal("loc"), loc: idx }).strict(),
  z.object({ type: z.literal("mod"), loc: idx, pos: idx, sign: z.union([z.literal(1), z.literal(-1)]) }).strict(),
  z.object({ type: z.literal("done") }).strict(),
]) as z.ZodType<Move>;

export type ViewCard = {
  owner: Seat;
  up: boolean;
  /** The face if this viewer knows it, else null. */
  face: Face | null;
  /** How the viewer knows it: public (face-up or seen face-up), own, looked; null: unknown. */
  known: "public" | "own" | "looked" | null;
  mods: Sign[];
  /** Seats that have looked at this card (a public action). */
  lookedBy: Seat[];
  /** The ☆ whose ability is being carried out. */
  played: boolean;
};

export type ViewLocation = {
  key: string;
  name: string;
  text: string;
  number: number;
  side: "A" | "B";
  cards: ViewCard[];
};

export type ScoreCard = {
  owner: Seat;
  face: Face;
  printed: number;
  mods: Sign[];
  bottom: boolean;
  value: number;
};

export type ScoreLocation = {
  name: string;
  cards: ScoreCard[];
  /** Influence per seat; null: no card there. */
  totals: (number | null)[];
  winner: Seat | null;
  why: string;
};

export type Scoring = {
  locations: ScoreLocation[];
  /** Locations won per seat. */
  won: number[];
  /** Best printed value left in each hand (null: empty hand). */
  hand: (number | null)[];
  winners: Seat[];
  draw: boolean;
  tiebreak: "none" | "hand" | "rematch";
  reason: string;
};

export type View = {
  players: number;
  you: Seat | null;
  /** Whose decision it is; null when over. */
  turn: Seat | null;
  first: Seat;
  locations: ViewLocation[];
  hands: { count: number; cards: Face[] | null }[];
  removed: { owner: Seat; face: Face }[];
  supply: number;
  pending: null | {
    seat: Seat;
    loc: number;
    name: string;
    text: string;
    prompt: string;
    kind: "card" | "loc" | "mod";
    optional: boolean;
  };
  /** Cards each player still has to play before scoring. */
  toPlay: number[];
  finished: boolean;
  scoring: Scoring | null;
};

const options = {
  start: {
    type: "choice",
    label: "First player",
    values: ["random", "first seat"],
    default: "random",
    description: "The seed picks the first player at random; 'first seat' lets seat 1 start (SR-4).",
  },
  locations: {
    type: "choice",
    label: "Location set",
    values: Object.keys(LOCATION_SETS),
    default: "standard",
    description: "Which set of location abilities to deal from.",
  },
} as const satisfies Game["options"];

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
  if ("l" in b) return { type: "loc", loc: b.l };
  if ("c" in b) {
    const w = whereIs(s, b.c)!;
    return { type: "card", loc: w.loc, pos: w.pos };
  }
  const w = whereIs(s, b.m[0])!;
  return { type: "mod", loc: w.loc, pos: w.pos, sign: b.m[1] };
}

const FACE_ORDER: Face[] = ["2", "3", "4", "5", "6", "*"];

export function legalMoves(s: State, seat: Seat): Move[] {
  if (isOver(s) || seat !== s.turn) return [];
  if (s.pending) {
    const st = currentPick(s)!;
    const out = pickOptions(s, s.pending).map((b) => bindToMove(s, b));
    if (st.optional) out.push({ type: "done" });
    return out;
  }
  const faces = FACE_ORDER.filter((f) => s.hands[seat]!.some((id) => s.cards[id]!.v === f));
  const out: Move[] = [];
  for (const card of faces) for (let loc = 0; loc < s.locs.length; loc++) out.push({ type: "play", card, loc });
  return out;
}

function locName(s: State, l: number): string {
  return sideOf(s.set, s.locs[l]!).name;
}

function endTurn(n: State): void {
  n.turn = (n.turn + 1) % n.players;
  if (isOver(n)) n.events.push({ k: "end" });
}

const KIND_WORD = { card: "a card", loc: "a location", mod: "a +/- card" } as const;

export function apply(s: State, seat: Seat, raw: Move): { ok: State } | { error: string } {
  const parsed = moveSchema.safeParse(raw);
  if (!parsed.success) return err("That is not a Sub Rosa move (expected play, card, loc, mod or done).");
  const move = parsed.data;
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return err(`There is no seat ${seat} in this match.`);
  if (isOver(s)) return err("The match is over.");
  if (seat !== s.turn) return err(`It is ${seatName(s.turn)}'s turn, not ${seatName(seat)}'s.`);
  const n = cloneState(s);
  if (s.pending) {
    const st = currentPick(s)!;
    const where = `${locName(s, s.pending.loc)}: ${st.prompt}`;
    if (move.type === "play") return err(`Finish the ability first (${where}).`);
    if (move.type === "done") {
      if (!st.optional) return err(`This ability is not optional (${where}).`);
      decline(n);
    } else {
      if (move.type !== st.pick) return err(`Choose ${KIND_WORD[st.pick]} (${where}).`);
      if (move.loc >= s.locs.length) return err(`There is no location ${letter(move.loc)}.`);
      let b: Bind;
      if (move.type === "loc") b = { l: move.loc };
      else {
        const id = s.cols[move.loc]![move.pos];
        if (id === undefined) return err(`${locName(s, move.loc)} has no card ${move.pos + 1}.`);
        if (move.type === "card") b = { c: id };
        else {
          if (!s.cards[id]!.m.includes(move.sign)) return err(`That card has no ${move.sign > 0 ? "+1" : "−1"}.`);
          b = { m: [id, move.sign] };
        }
      }
      const key = JSON.stringify(b);
      if (!pickOptions(s, s.pending).some((o) => JSON.stringify(o) === key))
        return err(`That cannot be chosen (${where}).`);
      choose(n, b);
    }
    if (!n.pending) endTurn(n);
    return ok(n);
  }
  if (move.type !== "play") return err("Play an influence card first: no ability is waiting.");
  if (move.loc >= s.locs.length) return err(`There is no location ${letter(move.loc)}; this match has ${s.locs.length}.`);
  const hand = n.hands[seat]!;
  const i = hand.findIndex((id) => n.cards[id]!.v === move.card);
  if (i < 0) return err(`You have no ${faceName(move.card)} in hand.`);
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


export function scoring(s: State): Scoring {
  const n = s.players;
  const won = new Array<number>(n).fill(0);
  const locations: ScoreLocation[] = s.cols.map((col, l) => {
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
    if (present.length === 0) return { name, cards, totals, winner: null, why: "No cards here: nobody wins it." };
    const best = Math.max(...present.map((p) => totals[p]!));
    const tied = present.filter((p) => totals[p] === best);
    const score = present.map((p) => `${seatName(p)} ${totals[p]}`).join(", ");
    let winner: Seat;
    let why: string;
    if (tied.length === 1) {
      winner = tied[0]!;
      why = `${score}: ${seatName(winner)} has the most influence.`;
    } else {
      // SR-9: the tied player whose card is lowest in the column.
      const lowest = (p: Seat) => cards.reduce((a, c, i) => (c.owner === p ? i : a), -1);
      winner = tied.reduce((a, b) => (lowest(b) > lowest(a) ? b : a));
      why = `${score}: ${tied.map(seatName).join(" and ")} tie on ${best}; ${seatName(winner)} has the lowest card in the column.`;
    }
    won[winner] = (won[winner] ?? 0) + 1;
    return { name, cards, totals, winner, why };
  });
  const hand = s.hands.map((h) => (h.length ? Math.max(...h.map((id) => printed(s.cards[id]!.v))) : null));
  const most = Math.max(...won);
  const tied = won.flatMap((w, p) => (w === most ? [p] : []));
  const count = (w: number) => `${w} location${w === 1 ? "" : "s"}`;
  if (tied.length === 1) {
    const w = tied[0]!;
    return { locations, won, hand, winners: [w], draw: false, tiebreak: "none", reason: `${seatName(w)} controls the most locations (${count(most)} of ${s.locs.length}).` };
  }
  const names = tied.map(seatName).join(" and ");
  const values = tied.map((p) => hand[p]).filter((v): v is number => v !== null);
  if (values.length > 0) {
    const top = Math.max(...values);
    const best = tied.filter((p) => hand[p] === top);
    if (best.length === 1) {
      const w = best[0]!;
      return {
        locations, won, hand, winners: [w], draw: false, tiebreak: "hand",
        reason: `${names} control ${count(most)} each; ${seatName(w)} wins with the highest card left in hand (${top}).`,
      };
    }
    return {
      locations, won, hand, winners: best, draw: true, tiebreak: "rematch",
      reason: `${names} control ${count(most)} each and ${best.map(seatName).join(" and ")} both hold a ${top}: drawn, a rematch decides.`,
    };
  }
  return {
    locations, won, hand, winners: tied, draw: true, tiebreak: "rematch",
    reason: `${names} control ${count(most)} each with no card left in hand: drawn, a rematch decides.`,
  };
}

export function outcome(s: State): Outcome | null {
  if (!isOver(s)) return null;
  const sc = scoring(s);
  return { winners: sc.winners, draw: sc.draw, reason: sc.reason };
}

export function view(s: State, seat: Seat | null): View {
  const over = isOver(s);
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.players ? seat : null;
  const locations: ViewLocation[] = s.locs.map((key, l) => {
    const side = sideOf(s.set, key);
    return {
      key,
      name: side.name,
      text: side.text,
      number: side.number,
      side: side.side,
      cards: s.cols[l]!.map((id) => {
        const c = s.cards[id]!;
        const k = knows(s, viewer, id);
        return {
          owner: c.o,
          up: c.up,
          face: k ? c.v : null,
          known: !k ? null : c.seen || over ? "public" : c.o === viewer ? "own" : "looked",
          mods: c.m.slice(),
          lookedBy: c.lk.slice(),
          played: s.pending !== null && s.pending.star === id,
        };
      }),
    };
  });
  const hands = s.hands.map((h, p) => ({
    count: h.length,
    cards: over || p === viewer ? h.map((id) => s.cards[id]!.v).sort((a, b) => FACE_ORDER.indexOf(a) - FACE_ORDER.indexOf(b)) : null,
  }));
  let pending: View["pending"] = null;
  if (s.pending) {
    const st = currentPick(s)!;
    const side = sideOf(s.set, s.locs[s.pending.loc]!);
    pending = { seat: s.pending.seat, loc: s.pending.loc, name: side.name, text: side.text, prompt: st.prompt, kind: st.pick, optional: !!st.optional };
  }
  return {
    players: s.players,
    you: viewer,
    turn: over ? null : s.turn,
    first: s.first,
    locations,
    hands,
    removed: s.removed.map((id) => ({ owner: s.cards[id]!.o, face: s.cards[id]!.v })),
    supply: supply(s),
    pending,
    toPlay: s.hands.map((h) => Math.max(0, h.length - keepInHand(s.players))),
    finished: over,
    scoring: over ? scoring(s) : null,
  };
}

function cardText(s: State, viewer: Seat | null, id: number): string {
  const c = s.cards[id]!;
  const who = `${seatName(c.o)}'s`;
  if (!knows(s, viewer, id)) return `${who} face-down card`;
  return c.up ? `${who} ${faceName(c.v)}` : `${who} face-down ${faceName(c.v)}`;
}

function eventText(s: State, e: Ev, viewer: Seat | null, actor: string): string {
  const L = (l: number) => locName(s, l);
  const C = (id: number) => cardText(s, viewer, id);
  const sg = (x: Sign) => (x > 0 ? "+1" : "−1");
  switch (e.k) {
    case "play": {
      const c = s.cards[e.c]!;
      if (c.v === "*") {
        const side = sideOf(s.set, s.locs[e.loc]!);
        return `${actor} played a ☆ at ${L(e.loc)} (${side.name}: ${side.text})`;
      }
      return knows(s, viewer, e.c) ? `${actor} played a ${faceName(c.v)} face-down at ${L(e.loc)}` : `${actor} played a face-down card at ${L(e.loc)}`;
    }
    case "move":
      return `${C(e.c)} moved from ${L(e.from)} to ${L(e.to)}`;
    case "swap":
      return `${C(e.a)} (${L(e.la)}) and ${C(e.b)} (${L(e.lb)}) swapped places`;
    case "attach":
      return `${C(e.c)} at ${L(e.loc)} got a ${sg(e.sign)}`;
    case "nosupply":
      return `no +/- card is left, so no ${sg(e.sign)} is attached`;
    case "look":
      return `${actor} looked at ${C(e.c)} at ${L(e.loc)}`;
    case "reveal":
      return `${C(e.c)} at ${L(e.loc)} was turned face-up`;
    case "conceal":
      return `${C(e.c)} at ${L(e.loc)} was turned face-down`;
    case "remove":
      return `${C(e.c)} was removed from ${L(e.loc)}`;
    case "flipmod":
      return `the ${sg(e.sign)} on ${C(e.c)} at ${L(e.loc)} was turned over to ${sg((-e.sign) as Sign)}`;
    case "movemod":
      return `a ${sg(e.sign)} moved from ${C(e.from)} (${L(e.lf)}) to ${C(e.to)} (${L(e.lt)})`;
    case "chose":
      if (e.l !== undefined) return `${actor} chose ${L(e.l)}`;
      if (e.m) return `${actor} chose the ${sg(e.m[1])} on ${C(e.m[0])}${e.at !== undefined ? ` at ${L(e.at)}` : ""}`;
      return `${actor} chose ${C(e.c!)}${e.at !== undefined ? ` at ${L(e.at)}` : ""}`;
    case "skip":
      return `${L(e.loc)}: nothing to do (no target to ${e.prompt.replace(/ \(or done\)$/, "")})`;
    case "done":
      return `${actor} ended the ${L(e.loc)} ability`;
    case "end":
      return `the match is over. ${scoring(s).reason}`;
  }
}

export function describe(_before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): string {
  const actor = seatName(seat);
  const parts = after.events.map((e) => eventText(after, e, viewer, actor));
  if (parts.length === 0) return `${actor}: ${formatMove(move)}`;
  const line = parts.join("; ");
  return line.charAt(0).toUpperCase() + line.slice(1) + (line.endsWith(".") ? "" : ".");
}

export const subrosa: Game<State, Move, View> = {
  id: "subrosa",
  name: "Sub Rosa: Spies for Hire",
  pitch: "Bid for the city's locations with secret and open influence; stars trigger each location's trick.",
  players: { min: 2, max: 4 },
  options,
  moveSchema,
  setup,
  actors,
  legalMoves,
  apply,
  view,
  outcome,
  describe,
  formatMove,
  parseMove,
  seatName: (seat: Seat) => seatName(seat),
};
