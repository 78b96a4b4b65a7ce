/**
 * Les agents de Sleepers en français (le glossaire de docs/i18n-rules-glossary.md) : le nom, le nom
 * abrégé de la tuile face visible et ce que fait l’agent. Une seule table pour les messages du jeu,
 * les règles (rules/fr) et les plateaux.
 */
import type { Agent } from "./data";

/** Chaque agent : son nom, le nom abrégé de sa tuile face visible, et ce qu'il fait (les nombres sont ceux de rules/sleepers.ts). */
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
