/**
 * Les lieux de Sub Rosa en français, par la clé de leur face (locations.ts), et les consignes de
 * leurs pouvoirs, par leur texte anglais : une seule table pour les messages du jeu, les règles
 * (rules/fr) et les plateaux.
 */

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

/** Les consignes des pouvoirs (src/engine/subrosa/locations.ts), par leur texte anglais. */
export const PROMPTS_FR: Record<string, string> = {
  "choose a +/- card to move": "choisissez une carte +/- à déplacer",
  "choose a +/- card to turn over": "choisissez une carte +/- à retourner",
  "choose a card at another location to move here": "choisissez une carte d’un autre lieu à déplacer ici",
  "choose a card at another location to swap it with": "choisissez une carte d’un autre lieu avec laquelle l’échanger",
  "choose a card here to swap": "choisissez une carte d’ici à échanger",
  "choose a card to get a +1": "choisissez la carte qui reçoit un +1",
  "choose a card to get a −1": "choisissez la carte qui reçoit un −1",
  "choose a card to swap": "choisissez une carte à échanger",
  "choose a face-down card here to look at (or done)": "choisissez une carte face cachée d’ici à regarder (ou Fini)",
  "choose a face-down card to look at": "choisissez une carte face cachée à regarder",
  "choose a face-down card to turn face-up": "choisissez une carte face cachée à retourner face visible",
  "choose a face-up card to turn face-down": "choisissez une carte face visible à retourner face cachée",
  "choose a second face-down card here to look at (or done)": "choisissez une seconde carte face cachée d’ici à regarder (ou Fini)",
  "choose an opponent's card here to get a −1": "choisissez la carte adverse d’ici qui reçoit un −1",
  "choose another card here to move": "choisissez une autre carte d’ici à déplacer",
  "choose another face-up card to remove": "choisissez une autre carte face visible à retirer du jeu",
  "choose one of your cards here to get a +1": "choisissez l’une de vos cartes d’ici qui reçoit un +1",
  "choose the card again to attach a −1 to it (or done)": "choisissez à nouveau la carte pour y poser un −1 (ou Fini)",
  "choose the card here to swap it with": "choisissez la carte d’ici avec laquelle l’échanger",
  "choose the card to move it to": "choisissez la carte où la déplacer",
  "choose the location whose bottom card comes here": "choisissez le lieu dont la carte du bas vient ici",
  "choose where to move it": "choisissez où la déplacer",
  "choose where your ☆ goes": "choisissez où va votre ☆",
};

/** A prompt in French; the engine's own words if it has none yet. */
export const promptFr = (prompt: string): string => PROMPTS_FR[prompt] ?? prompt;
