/** Text helpers shared by the server and the client: HTML escaping, lists, seat names and match titles. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** "Alice", "Alice and Bob", "Alice, Bob and Carol". */
export function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A seat as people read it, everywhere: "Bob (White)", or the seat's label alone while nobody plays it. */
export function seatWho(label: string, name: string | null | undefined): string {
  if (!name || name === label) return name || label;
  return `${name} (${label})`;
}

/** "Sleep: Alice vs Bob": the game and everyone at the table (a free seat by its label). */
export function matchTitle(gameName: string, seats: { label: string; name: string | null; kind?: string }[]): string {
  const names = seats.map((s) => (s.kind === "free" || !s.name ? `${s.label} (free seat)` : s.name));
  return `${gameName}: ${names.join(" vs ")}`;
}
