/**
 * Les textes des règles que les plateaux citent aussi (ce que fait une case, un type de carte, un
 * agent, un lieu), dans un module à part : un plateau charge ceux-ci, pas tout le livre de règles
 * (./<jeu>.ts les réexporte).
 */
import type { Agent } from "../../src/engine/sleepers/data";
import type { LocationSide } from "../../src/engine/subrosa/locations";

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
/** Chaque agent : son nom, le nom abrégé de sa tuile face visible, et ce qu'il fait (les nombres sont ceux de ../sleepers.ts). */
export const AGENTS_FR: Record<Agent, { name: string; short: string; text: string }> = {
  scientist: { name: "Scientifique", short: "Sci", text: "Aucun pouvoir à l’activation. Cinq de vos Scientifiques actifs alignés sans interruption vous font gagner la partie (Libération)." },
  militia: { name: "Maquisard", short: "Maq", text: "Aucun pouvoir à l’activation. Quand chaque hexagone autour d’une tuile ennemie (dormante ou active) porte l’un de vos Maquisards actifs, l’ennemi est capturé et vous gagnez ; là où cette tuile touche le bord du plateau, le bord compte comme l’encerclant." },
  courier: { name: "Coursier", short: "Cou", text: "Aucun pouvoir propre. Il compte comme un agent pour la chaîne de votre réseau et pour le moral." },
  saboteur: { name: "Saboteur", short: "Sab", text: "Activé, il explose : le Saboteur et tous les agents des six hexagones qui l’entourent, des deux camps, dormants ou actifs, sont tués." },
  police: { name: "Policier", short: "Pol", text: "Activé, il peut sauter par-dessus une tuile ennemie adjacente (dormante ou active) jusqu’à l’hexagone vide situé juste derrière, ce qui tue cet agent, puis sauter encore depuis sa case d’arrivée, comme une rafle aux dames. Sauter n’est jamais obligatoire : vous pouvez vous arrêter après n’importe quel saut, ou ne pas sauter du tout. Il ne saute jamais vos propres tuiles." },
  ringleader: { name: "Meneur", short: "Men", text: "Activé, il vous permet d’activer jusqu’à deux autres de vos dormants, l’un après l’autre, chacun avec tout son pouvoir." },
  recruiter: { name: "Recruteur", short: "Rec", text: "Activé, posez une tuile de plus de votre main, face cachée, sur un hexagone vide (rien ne se passe si votre main est vide)." },
  informant: { name: "Informateur", short: "Inf", text: "Activé, retournez n’importe quelle tuile du plateau, d’un camp ou de l’autre, l’Informateur lui-même compris. Un dormant ainsi retourné face visible est actif, mais son pouvoir ne s’applique pas ; un agent actif retourné face cachée redevient un dormant." },
  immigration: { name: "Immigration", short: "Imm", text: "Activé, renvoyez jusqu’à deux autres tuiles du plateau, d’un camp ou de l’autre, dans la main de leur propriétaire. Un dormant renvoyé n’est montré à personne." },
  doubleAgent: { name: "Agent double", short: "Dbl", text: "Activé, il échange sa place avec n’importe quelle autre tuile du plateau, d’un camp ou de l’autre ; chacune garde sa face (un dormant reste un dormant)." },
};

export const SLEEPER_TEXT_FR = "Un dormant : une tuile face cachée. Personne ne sait quel agent c’est, pas même son propriétaire. Son propriétaire peut l’activer : la retourner face visible et appliquer son pouvoir.";

// Sub Rosa : le nom et le texte de chaque lieu.
export const LOCATIONS_FR: Record<string, { name: string; text: string }> = {
  docks: { name: "Quais", text: "Déplacez une autre carte d’ici vers un autre lieu." },
  warehouse: { name: "Entrepôt", text: "Déplacez ici une carte d’un autre lieu." },
  printworks: { name: "Imprimerie", text: "Posez un +1 sur n’importe quelle carte." },
  newsroom: { name: "Rédaction", text: "Posez un −1 sur n’importe quelle carte." },
  embassy: { name: "Ambassade", text: "Regardez une carte face cachée, où qu’elle soit." },
  consulate: { name: "Consulat", text: "Retournez face visible une carte face cachée, où qu’elle soit." },
  cathedral: { name: "Cathédrale", text: "Posez un +1 sur la ☆ que vous venez de jouer." },
  crypt: { name: "Crypte", text: "Retournez face cachée une carte face visible, où qu’elle soit (une ☆ cachée compte toujours 3)." },
  opera: { name: "Opéra", text: "Échangez les places de deux cartes de cette colonne." },
  masquerade: { name: "Bal masqué", text: "Échangez deux cartes de deux lieux différents, chacune prenant la place de l’autre." },
  bank: { name: "Banque", text: "Posez un +1 sur l’une de vos cartes ici, puis un −1 sur une carte adverse ici." },
  exchange: { name: "Bourse", text: "Déplacez une carte +/- de sa carte vers n’importe quelle autre carte." },
  university: { name: "Université", text: "Regardez jusqu’à deux cartes face cachée ici." },
  library: { name: "Bibliothèque", text: "Regardez une carte face cachée, où qu’elle soit ; vous pouvez ensuite y poser un −1." },
  railway: { name: "Gare", text: "Déplacez vers un autre lieu la ☆ que vous venez de jouer." },
  harbour: { name: "Port", text: "Déplacez ici la carte du bas d’un autre lieu." },
  police: { name: "Commissariat", text: "Retirez du jeu une autre carte face visible, où qu’elle soit." },
  prison: { name: "Prison", text: "Retournez face visible la carte du bas de chacun des autres lieux." },
  casino: { name: "Casino", text: "Retournez une carte +/- (le +1 devient −1, le −1 devient +1)." },
  market: { name: "Marché", text: "Posez un −1 sur la carte du bas de chacun des autres lieux." },
};

/** A side's French name and text; the engine's own words if a new set has no French yet (a test keeps the standard set complete). */
export function locationFr(side: LocationSide): { name: string; text: string } {
  return LOCATIONS_FR[side.key] ?? side;
}
