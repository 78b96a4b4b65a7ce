/** The seats' colours in French (the glossary in docs/i18n.md): the mails', the app's and the boards' one table. */
export const COLOURS: Record<string, string> = { Black: "Noir", White: "Blanc", Red: "Rouge", Blue: "Bleu", Green: "Vert", Yellow: "Jaune" };
