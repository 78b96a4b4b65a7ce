/**
 * Les textes des règles que les plateaux citent aussi (ce que fait une case, un type de carte, un
 * agent, un lieu), dans un module à part : un plateau charge ceux-ci, pas tout le livre de règles
 * (./<jeu>.ts les réexporte).
 */
import type { LocationSide } from "../../src/engine/subrosa/locations";
import { LOCATIONS_FR } from "../../src/engine/subrosa/locations.fr";

// Conspirateurs : ce que veulent dire les cases du plateau.
export const MEETING_TEXT_FR =
  "Le lieu de réunion secret (de E7 à M11, 9 × 5 cases). Pendant la phase de placement, chaque conspirateur y est posé, un par tour.";
export const SANCTUARY_TEXT_FR =
  "Un refuge : une cachette au bord du plateau. Il n’abrite qu’un conspirateur, et un conspirateur qui commence un tour sur un refuge ne peut plus bouger. Mettez tous vos conspirateurs à l’abri dans des refuges pour gagner.";

// Sleep : ce que fait chaque type de carte.
/** Chaque type de carte (mêmes lettres que ../sleep.ts) : son nom et ce qu'il fait quand on le joue. */
export const CARD_TYPES_FR: Record<string, { name: string; text: string }> = {
  F: { name: "Endormissement", text: "Phase de sommeil : vous fait passer du stade 0 (éveillé) au stade 1. Jouable seulement au stade 0." },
  S: { name: "Sommeil", text: "Phase de sommeil : vous fait passer au stade suivant, plus profond, depuis n’importe quel stade de 0 à 3." },
  R: { name: "Sommeil paradoxal", text: "Phase de sommeil paradoxal, au stade 2 ou plus profond : jouée sur vous, elle vous ramène au stade 1 et vous rapporte 6 jetons de bonus ce tour-ci ; jouée sur un adversaire au stade 2 ou plus profond, elle le renvoie au stade 1, sans bonus." },
  W: { name: "Réveil", text: "Phase de réveil : un adversaire au stade 1 ou plus profond remonte d’un stade. Un joueur ne peut être réveillé qu’une fois par tour." },
  Z: { name: "Endormissement ou Réveil", text: "Télé et Radio : jouez-la soit comme une carte Endormissement (phase de sommeil, au stade 0), soit comme une carte Réveil (phase de réveil)." },
};

// Sleepers : ce que fait chaque agent.
export { AGENTS_FR } from "../../src/engine/sleepers/agents.fr";

export const SLEEPER_TEXT_FR = "Un dormant : une tuile face cachée. Personne ne sait quel agent c’est, pas même son propriétaire. Son propriétaire peut l’activer : la retourner face visible et appliquer son pouvoir.";

// Sub Rosa : le nom et le texte de chaque lieu.
export { LOCATIONS_FR };

/** A side's French name and text; the engine's own words if a new set has no French yet (a test keeps the standard set complete). */
export function locationFr(side: LocationSide): { name: string; text: string } {
  return LOCATIONS_FR[side.key] ?? side;
}
