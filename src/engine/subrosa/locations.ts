/**
 * Sub Rosa location abilities as DATA (SR-3). Each side of a location card is one entry: a key, a
 * name, the printed text and its effect, a short list of steps built from a few primitives. One
 * interpreter (interp.ts) runs every effect; another set can be added to LOCATION_SETS and chosen
 * with the `locations` option.
 *
 * Steps:
 * - `pick`: a decision of the player who played the ☆ (a card, a location or a +/- card), bound to a
 *   name. A pick with no possible target ends the ability (SR-5); an `optional` pick may be declined
 *   with "done", which also ends the ability. `needsSupply`: only offered while +/- cards remain.
 * - actions: move, swap, attach, look, reveal, conceal, remove, flipMod, moveMod, each.
 * Card references: "played" (the ☆ just played), a picked name, or {bottom: L} (bottom card of the
 * location L, where L is "here" or a picked location name).
 */

export type Face = "2" | "3" | "4" | "5" | "6" | "*";

export type CardRef = "played" | string | { bottom: string };

export interface CardFilter {
  /** here: the ability's location; elsewhere: any other location. Omitted: anywhere. */
  at?: "here" | "elsewhere";
  face?: "up" | "down";
  owner?: "me" | "opponent";
  /** Not the ☆ just played ("one other card"). */
  notPlayed?: true;
  /** Not the card bound to this name (for a +/- card name: the card it sits on). */
  not?: string;
  /** At a different location than the card bound to this name. */
  elsewhereThan?: string;
  /** Exactly the card bound to this name (a yes/no confirmation about it). */
  is?: string;
}

export interface LocFilter {
  notHere?: true;
  nonEmpty?: true;
}

export type Step =
  | { pick: "card"; as: string; where: CardFilter; prompt: string; optional?: true; needsSupply?: true }
  | { pick: "loc"; as: string; where: LocFilter; prompt: string; optional?: true; needsSupply?: true }
  | { pick: "mod"; as: string; where: CardFilter; prompt: string; optional?: true; needsSupply?: true }
  | { move: CardRef; to: string }
  | { swap: [CardRef, CardRef] }
  | { attach: 1 | -1; to: CardRef }
  | { look: CardRef }
  | { reveal: CardRef }
  | { conceal: CardRef }
  | { remove: CardRef }
  | { flipMod: string }
  | { moveMod: string; to: CardRef }
  | { each: "otherLocs"; as: string; do: Step[] };

export type PickStep = Extract<Step, { pick: string }>;

export interface LocationSide {
  key: string;
  name: string;
  text: string;
  effect: Step[];
}

export interface LocationCard {
  a: LocationSide;
  b: LocationSide;
}

const side = (key: string, name: string, text: string, effect: Step[]): LocationSide => ({ key, name, text, effect });

/** The project's own set (subrosa.md, "The locations"). */
export const STANDARD: LocationCard[] = [
  {
    a: side("docks", "Docks", "Move one other card from here to another location.", [
      { pick: "card", as: "c", where: { at: "here", notPlayed: true }, prompt: "choose another card here to move" },
      { pick: "loc", as: "l", where: { notHere: true }, prompt: "choose where to move it" },
      { move: "c", to: "l" },
    ]),
    b: side("warehouse", "Warehouse", "Move one card from another location to here.", [
      { pick: "card", as: "c", where: { at: "elsewhere" }, prompt: "choose a card at another location to move here" },
      { move: "c", to: "here" },
    ]),
  },
  {
    a: side("printworks", "Printworks", "Attach a +1 to any card.", [
      { pick: "card", as: "c", where: {}, prompt: "choose a card to get a +1", needsSupply: true },
      { attach: 1, to: "c" },
    ]),
    b: side("newsroom", "Newsroom", "Attach a −1 to any card.", [
      { pick: "card", as: "c", where: {}, prompt: "choose a card to get a −1", needsSupply: true },
      { attach: -1, to: "c" },
    ]),
  },
  {
    a: side("embassy", "Embassy", "Look at one face-down card anywhere.", [
      { pick: "card", as: "c", where: { face: "down", owner: "opponent" }, prompt: "choose a face-down card to look at" },
      { look: "c" },
    ]),
    b: side("consulate", "Consulate", "Turn one face-down card anywhere face-up.", [
      { pick: "card", as: "c", where: { face: "down" }, prompt: "choose a face-down card to turn face-up" },
      { reveal: "c" },
    ]),
  },
  {
    a: side("cathedral", "Cathedral", "Attach a +1 to the ☆ you just played.", [{ attach: 1, to: "played" }]),
    b: side("crypt", "Crypt", "Turn one face-up card anywhere face-down (a hidden ☆ still counts 3).", [
      { pick: "card", as: "c", where: { face: "up" }, prompt: "choose a face-up card to turn face-down" },
      { conceal: "c" },
    ]),
  },
  {
    a: side("opera", "Opera House", "Swap the places of two cards in this column.", [
      { pick: "card", as: "c", where: { at: "here" }, prompt: "choose a card here to swap" },
      { pick: "card", as: "d", where: { at: "here", not: "c" }, prompt: "choose the card here to swap it with" },
      { swap: ["c", "d"] },
    ]),
    b: side("masquerade", "Masquerade", "Swap two cards at two different locations, each taking the other's place.", [
      { pick: "card", as: "c", where: {}, prompt: "choose a card to swap" },
      { pick: "card", as: "d", where: { elsewhereThan: "c" }, prompt: "choose a card at another location to swap it with" },
      { swap: ["c", "d"] },
    ]),
  },
  {
    a: side("bank", "Bank", "Attach a +1 to one of your cards here, then a −1 to one opponent's card here.", [
      { pick: "card", as: "c", where: { at: "here", owner: "me" }, prompt: "choose one of your cards here to get a +1", needsSupply: true },
      { attach: 1, to: "c" },
      { pick: "card", as: "d", where: { at: "here", owner: "opponent" }, prompt: "choose an opponent's card here to get a −1", needsSupply: true },
      { attach: -1, to: "d" },
    ]),
    b: side("exchange", "Exchange", "Move one +/- card from its card to any other card.", [
      { pick: "mod", as: "m", where: {}, prompt: "choose a +/- card to move" },
      { pick: "card", as: "c", where: { not: "m" }, prompt: "choose the card to move it to" },
      { moveMod: "m", to: "c" },
    ]),
  },
  {
    a: side("university", "University", "Look at up to two face-down cards here.", [
      { pick: "card", as: "c", where: { at: "here", face: "down", owner: "opponent" }, prompt: "choose a face-down card here to look at (or done)", optional: true },
      { look: "c" },
      { pick: "card", as: "d", where: { at: "here", face: "down", owner: "opponent", not: "c" }, prompt: "choose a second face-down card here to look at (or done)", optional: true },
      { look: "d" },
    ]),
    b: side("library", "Library", "Look at one face-down card anywhere; you may then attach a −1 to it.", [
      { pick: "card", as: "c", where: { face: "down", owner: "opponent" }, prompt: "choose a face-down card to look at" },
      { look: "c" },
      { pick: "card", as: "d", where: { is: "c" }, prompt: "choose the card again to attach a −1 to it (or done)", optional: true, needsSupply: true },
      { attach: -1, to: "d" },
    ]),
  },
  {
    a: side("railway", "Railway Station", "Move the ☆ you just played to another location.", [
      { pick: "loc", as: "l", where: { notHere: true }, prompt: "choose where your ☆ goes" },
      { move: "played", to: "l" },
    ]),
    b: side("harbour", "Harbour", "Move the bottom card of another location to here.", [
      { pick: "loc", as: "l", where: { notHere: true, nonEmpty: true }, prompt: "choose the location whose bottom card comes here" },
      { move: { bottom: "l" }, to: "here" },
    ]),
  },
  {
    a: side("police", "Police Station", "Remove one other face-up card anywhere from the game.", [
      { pick: "card", as: "c", where: { face: "up", notPlayed: true }, prompt: "choose another face-up card to remove" },
      { remove: "c" },
    ]),
    b: side("prison", "Prison", "Turn the bottom card of every other location face-up.", [
      { each: "otherLocs", as: "l", do: [{ reveal: { bottom: "l" } }] },
    ]),
  },
  {
    a: side("casino", "Casino", "Turn one +/- card over (+1 becomes −1, −1 becomes +1).", [
      { pick: "mod", as: "m", where: {}, prompt: "choose a +/- card to turn over" },
      { flipMod: "m" },
    ]),
    b: side("market", "Market", "Attach a −1 to the bottom card of every other location.", [
      { each: "otherLocs", as: "l", do: [{ attach: -1, to: { bottom: "l" } }] },
    ]),
  },
];

export const LOCATION_SETS: Record<string, LocationCard[]> = { standard: STANDARD };

export interface SideInfo extends LocationSide {
  /** 1-based number of the location card in its set, and which side. */
  number: number;
  side: "A" | "B";
}

const sideIndex = new Map<string, Map<string, SideInfo>>();

/** The side with this key in this set. */
export function sideOf(set: string, key: string): SideInfo {
  let m = sideIndex.get(set);
  if (!m) {
    m = new Map();
    const cards = LOCATION_SETS[set];
    if (!cards) throw new Error(`unknown location set ${set}`);
    cards.forEach((c, i) => {
      m!.set(c.a.key, { ...c.a, number: i + 1, side: "A" });
      m!.set(c.b.key, { ...c.b, number: i + 1, side: "B" });
    });
    sideIndex.set(set, m);
  }
  const s = m.get(key);
  if (!s) throw new Error(`unknown location ${key}`);
  return s;
}

export function hasSide(set: string, key: string): boolean {
  const cards = LOCATION_SETS[set];
  return !!cards && cards.some((c) => c.a.key === key || c.b.key === key);
}
