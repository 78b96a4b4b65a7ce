/**
 * Les 53 cartes de Sleep en français, par code (cards.ts : la lettre du type et le rang dans le
 * type) : les noms sont les nôtres. Les messages du jeu et les plateaux lisent cette seule table.
 */
export const SLEEP_CARDS_FR: Record<string, string> = {
  F1: "Somnifères", F2: "Piquer du nez", F3: "Lait chaud et biscuits", F4: "Compter les moutons", F5: "Bâiller", F6: "Microsommeil",
  S1: "Sommeil léger", S2: "Repos", S3: "Se ressourcer", S4: "Sommeil profond", S5: "Détente", S6: "Sieste", S7: "Oubli",
  S8: "Coma", S9: "Bon sommeil", S10: "Inconscient", S11: "Somnoler", S12: "Somnolence", S13: "Marchand de sable",
  S14: "Petit somme", S15: "Mélatonine", S16: "S’effondrer", S17: "Sommeil de beauté", S18: "Tomber comme une masse",
  S19: "Hiberner", S20: "Roupillon", S21: "Manque de sommeil",
  R1: "Beaux rêves", R2: "Mouvements oculaires rapides", R3: "Sommeil paradoxal", R4: "Pays des rêves", R5: "Subconscient",
  R6: "Monde onirique", R7: "Rêve lucide", R8: "État de rêve", R9: "Images mentales", R10: "Paralysie du sommeil",
  W1: "Cauchemars", W2: "Trop froid", W3: "Trop chaud", W4: "Voleur de couette", W5: "Décalage horaire", W6: "Cohabitation",
  W7: "Comorbidité", W8: "Insomnie", W9: "Somnambule", W10: "Bruits de la rue", W11: "Sonnerie du réveil",
  W12: "Apnée du sommeil", W13: "Ronflements", W14: "Jambes sans repos",
  Z1: "Télé", Z2: "Radio",
};

/** Le nom français d’une carte : « Piquer du nez ». */
export const cardNameFr = (code: string): string => SLEEP_CARDS_FR[code] ?? code;
