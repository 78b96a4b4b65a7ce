/** The words of the rules page around a rulebook (title, links, "No such game"), in each language. */
import type { Locale } from "../src/shared/locale";

export interface PageWords {
  /** The language's own name, for the link to the page in that language. */
  languageName: string;
  howToPlay: string;
  title: (game: string) => string;
  startMatch: string;
  otherGames: string;
  otherGamesLabel: string;
  languagesLabel: string;
  noSuchGame: string;
  rulesExistFor: string;
}

export const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    languageName: "English",
    howToPlay: "How to play",
    title: (game) => `How to play ${game}`,
    startMatch: "Start a match",
    otherGames: "Other games:",
    otherGamesLabel: "Rules of the other games",
    languagesLabel: "Languages",
    noSuchGame: "No such game",
    rulesExistFor: "There are rules for",
  },
  fr: {
    languageName: "Français",
    howToPlay: "Comment jouer",
    title: (game) => `Comment jouer à ${game}`,
    startMatch: "Lancer une partie",
    otherGames: "Les autres jeux\u00a0:",
    otherGamesLabel: "Règles des autres jeux",
    languagesLabel: "Langues",
    noSuchGame: "Ce jeu n’existe pas",
    rulesExistFor: "Voici les règles de",
  },
};
