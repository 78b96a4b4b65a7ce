/** Text helpers shared by the server and the client: HTML escaping, lists, seat names and match titles. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** "Alice", "Alice and Bob", "Alice, Bob and Carol". */
export function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A seat label that only numbers the seat ("Player 3", as Sleep's): its player is named by their name alone. */
const NUMBERED_SEAT = /^Player \d+$/;

/** Does the label only number the seat (Sleep's "Player 3")? Then its player goes by their name alone. */
export function isNumberedSeat(label: string): boolean {
  return NUMBERED_SEAT.test(label);
}

/**
 * A seat as people read it, everywhere: "Bob (White)", "Carol" for a numbered seat, or the seat's
 * label alone while nobody plays it. `shown` writes the label in the reader's language ("Blanc").
 */
export function seatWho(label: string, name: string | null | undefined, shown: (label: string) => string = (l) => l): string {
  if (!name || name === label) return name || shown(label);
  if (isNumberedSeat(label)) return name;
  return `${name} (${shown(label)})`;
}

/**
 * A game's own text with its numbered seats named: "Player 3 slept best" reads "Carol slept best"
 * (seat N is `seats[N - 1]`; a seat with another label, or nobody in it, is left as it is). `word`
 * is how the text's language writes "Player" ("Joueur 3" in French boards' words).
 */
export function withNames(text: string, seats: readonly { label: string; name: string | null }[], word = "Player"): string {
  return text.replace(new RegExp(`\\b${word} (\\d+)\\b`, "g"), (all, n: string) => {
    const s = seats[Number(n) - 1];
    return s && s.label === `Player ${n}` && s.name ? s.name : all;
  });
}

/** `withNames` where `names[i]` is who played numbered seat i + 1 (null: a seat with another label, or nobody in it). */
export function namedSeats(text: string, names: readonly (string | null)[], word = "Player"): string {
  return withNames(text, names.map((name, i) => ({ label: `Player ${i + 1}`, name })), word);
}

/** "Sleep: Alice vs Bob": the game and everyone at the table (a free seat by its label). */
export function matchTitle(gameName: string, seats: { label: string; name: string | null; kind?: string }[]): string {
  const names = seats.map((s) => (s.kind === "free" || !s.name ? `${s.label} (free seat)` : s.name));
  return `${gameName}: ${names.join(" vs ")}`;
}

/** Where a line may break: any white space but the no-break ones (French puts U+202F before `:` `;` `?` `!`). */
export const BREAKING_SPACE = /[^\S\u00a0\u2007\u202f]+/;
