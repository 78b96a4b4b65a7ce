/**
 * The seats in French (the glossary in docs/i18n.md): the colours of the pieces and the numbered
 * seats. One table for the games' messages, the mails, the app and the boards, so a French text
 * names a seat exactly as the French seat labels do ("Noir", "Joueur 3").
 */
export const COLOURS: Record<string, string> = { Black: "Noir", White: "Blanc", Red: "Rouge", Blue: "Bleu", Green: "Vert", Yellow: "Jaune" };

/** A seat's label as the games name it, in French: "Black" → "Noir", "Player 3" (or "Seat 3") → "Joueur 3". */
export const seatFr = (label: string): string => COLOURS[label] ?? label.replace(/^(?:Player|Seat) (\d+)$/, "Joueur $1");
