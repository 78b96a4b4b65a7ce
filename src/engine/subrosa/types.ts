/**
 * Sub Rosa: the plain types of the state, the moves and the view (no zod, no rules), for the
 * engine, the board and any other module that only needs the shapes.
 */
import type { Seat } from "../game";
import type { RngState } from "../rng";
import type { Text } from "../text";
import type { Face } from "./locations";

export type { Face } from "./locations";

export type Sign = 1 | -1;

/** One influence card. Cards are numbered internally (their index in `cards`); ids never reach a view. */
export interface CardState {
  /** Owner seat. */
  o: Seat;
  /** Printed face: 2..6 or ☆ ("*", worth 3). */
  v: Face;
  /** Face-up now. */
  up: boolean;
  /** Has been face-up at some point, so every player saw it (SR-13). */
  seen: boolean;
  /** Seats that looked at it with a "look" ability (SR-8). */
  lk: Seat[];
  /** Attached +/- cards. */
  m: Sign[];
}

/** A value bound by a pick: a card, a location, or a +/- card (its card and sign). */
export type Bind = { c: number } | { l: number } | { m: [number, Sign] };

export interface Pending {
  /** The player carrying out the ability. */
  seat: Seat;
  /** The location whose ability runs. */
  loc: number;
  /** The ☆ just played. */
  star: number;
  /** Index of the current step in the effect. */
  step: number;
  bind: Record<string, Bind>;
}

/** What happened during the last move, for `describe`. Card ids are rendered per viewer. */
export type Ev =
  | { k: "play"; seat: Seat; c: number; loc: number }
  | { k: "move"; c: number; from: number; to: number }
  | { k: "swap"; a: number; b: number; la: number; lb: number }
  | { k: "attach"; c: number; sign: Sign; loc: number }
  | { k: "nosupply"; sign: Sign }
  | { k: "look"; seat: Seat; c: number; loc: number }
  | { k: "reveal"; c: number; loc: number }
  | { k: "conceal"; c: number; loc: number }
  | { k: "remove"; c: number; loc: number }
  | { k: "flipmod"; c: number; sign: Sign; loc: number }
  | { k: "movemod"; from: number; to: number; sign: Sign; lf: number; lt: number }
  | { k: "chose"; c?: number; l?: number; m?: [number, Sign]; at?: number }
  | { k: "skip"; loc: number; prompt: string }
  | { k: "done"; loc: number }
  | { k: "end" };

export interface State {
  players: number;
  /** Location set (option). */
  set: string;
  rng: RngState;
  first: Seat;
  /** Whose turn it is (the next to play); during an ability, the player resolving it. */
  turn: Seat;
  /** Side key of each dealt location, left to right. */
  locs: string[];
  /** Card ids in each column, top (first played) to bottom (most recent). */
  cols: number[][];
  cards: CardState[];
  hands: number[][];
  /** Cards removed from the game (Police Station), in order. */
  removed: number[];
  pending: Pending | null;
  events: Ev[];
}

export type Move =
  | { kind: "play"; card: Face; loc: number }
  | { kind: "card"; loc: number; pos: number }
  | { kind: "loc"; loc: number }
  | { kind: "mod"; loc: number; pos: number; sign: Sign }
  | { kind: "done" };

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

/** `T`: how its reasons are written: `Text` in the engine (a message), `string` (English) in the view. */
export type ScoreLocation<T = string> = {
  name: string;
  cards: ScoreCard[];
  /** Influence per seat; null: no card there. */
  totals: (number | null)[];
  winner: Seat | null;
  why: T;
};

export type Scoring<T = string> = {
  locations: ScoreLocation<T>[];
  /** Locations won per seat. */
  won: number[];
  /** Best printed value left in each hand (null: empty hand). */
  hand: (number | null)[];
  winners: Seat[];
  draw: boolean;
  tiebreak: "none" | "hand" | "rematch";
  reason: T;
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
  scoring: Scoring<Text> | null;
};
