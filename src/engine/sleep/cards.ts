/**
 * The 53 cards of Sleep (SP-1), one of each name in the seed's card list, as data.
 * A card is named in moves and notation by a short code: its type letter and its rank within
 * the type in the seed's order (F1 = Sleeping Pills ... Z2 = Radio).
 */
export type CardType = "F" | "S" | "R" | "W" | "Z";

export type Card = { code: string; name: string; type: CardType };

const NAMES: Record<CardType, string[]> = {
  F: ["Sleeping Pills", "Nod Off", "Warm Milk & Cookies", "Counting Sheep", "Yawning", "Micro-Sleep Episodes"],
  S: [
    "Slumber", "Rest", "Rejuvenate", "Deep Sleep", "Relax", "Siesta", "Oblivion", "Coma", "Quality Sleep",
    "Unconscious", "Doze", "Somnolence", "Sandman", "Forty Winks", "Melatonin", "Crash", "Beauty Sleep",
    "Conk Out", "Hibernate", "Shuteye", "Sleep Deprived",
  ],
  R: [
    "Sweet Dreams", "Rapid Eye Movement", "Paradoxical Sleep", "Dreamland", "Subconscious", "Dream World",
    "Lucid Dreaming", "Dream State", "Visual Imagery", "Sleep Paralysis",
  ],
  W: [
    "Nightmares", "Too Cold", "Too Hot", "Blanket Thief", "Jet Lag", "Cohabitation", "Comorbidity", "Insomnia",
    "Sleep Walking", "Street Noises", "Alarm Clock", "Obstructive Sleep Apnea", "Snoring", "Restless Leg",
  ],
  Z: ["TV", "Radio"],
};

export const TYPE_ORDER: CardType[] = ["F", "S", "R", "W", "Z"];

export const TYPE_LABEL: Record<CardType, string> = {
  F: "Fall Asleep",
  S: "Sleep",
  R: "REM",
  W: "Wake",
  Z: "Fall Asleep or Wake",
};

/** All 53 cards in the seed's order. */
export const CARDS: Card[] = TYPE_ORDER.flatMap((type) =>
  NAMES[type].map((name, i) => ({ code: `${type}${i + 1}`, name, type })),
);

const BY_CODE = new Map<string, { card: Card; index: number }>(CARDS.map((card, index) => [card.code, { card, index }]));

export function isCode(code: string): boolean {
  return BY_CODE.has(code);
}

export function cardOf(code: string): Card {
  const c = BY_CODE.get(code);
  if (!c) throw new RangeError(`no Sleep card ${code}`);
  return c.card;
}

export function typeOf(code: string): CardType {
  return cardOf(code).type;
}

export function nameOf(code: string): string {
  return cardOf(code).name;
}

/** Position in the seed's list: hands are kept in this order so that order reveals nothing. */
export function indexOf(code: string): number {
  return BY_CODE.get(code)?.index ?? -1;
}

export function byIndex(a: string, b: string): number {
  return indexOf(a) - indexOf(b);
}

/** "Nod Off (F2)" */
export function label(code: string): string {
  return `${nameOf(code)} (${code})`;
}
