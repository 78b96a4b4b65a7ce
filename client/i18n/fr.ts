/** Les mots de l'application en français (docs/i18n.md, glossaire). Mêmes clés que en.ts. */
import { plural } from "../../src/shared/i18n/format";

const L = "fr";

// ---- every page ----------------------------------------------------------------------------------
export const languageLabel = () => "Langue";
export const players = (p: { min: number; max: number }) => (p.min === p.max ? `${p.min} joueurs` : `${p.min} à ${p.max} joueurs`);
export const loading = () => "Chargement…";

// ---- home ----------------------------------------------------------------------------------------
export const homeTitle = () => "Des jeux à secrets, joués à votre rythme";
export const homeLead = () =>
  "Dead Drop, c’est le jeu par correspondance pour les jeux de plateau à information cachée. Lancez une partie, envoyez le lien à un ami et jouez quand vous voulez : nous vous prévenons quand c’est à vous.";
export const newMatch = () => "Nouvelle partie";
export const tournaments = () => "Tournois";
export const theGames = () => "Les jeux";
export const play = () => "Jouer";
export const playAgainstComputer = () => "Jouer contre l’ordinateur";
export const atGame = (p: { game: string }) => ` à ${p.game}`;
export const howToPlay = () => "Règles du jeu";
export const leaderboard = () => "Classement";
export const ofGame = (p: { game: string }) => ` de ${p.game}`;
export const loadingGames = () => "Chargement des jeux…";
export const openMatches = () => "Parties ouvertes";
export const noOpenMatch = () => "Aucune partie publique n’attend de joueurs en ce moment.";
export const startOne = () => "Lancez-en une";
export const openTheMatch = () => "ouvrir la partie";
export const takeTheOpenSeat = () => "prendre la place libre";
export const freeSeat = () => "place libre";
export const freeSeats = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "place libre", other: "places libres" })}`;
export const seatOpenInRunningMatch = () => "place libre dans une partie en cours";
export const computerLevel = () => "Niveau de l’ordinateur";
export const level = (p: { level: "easy" | "normal" | "strong" }) => ({ easy: "Facile", normal: "Normal", strong: "Fort" })[p.level];
const PITCHES: Record<string, string> = {
  sleepers: "Recrutez des agents dormants cachés sur une carte de France en hexagones, puis réveillez-les pour relier deux bords opposés du pays.",
  conspirateurs: "Lâchez vos conspirateurs dans le lieu de réunion secret, puis faites-les courir jusqu’aux refuges du bord, en sautant amis et ennemis.",
  sleep: "Qui passera la meilleure nuit ? Seize demi-heures de cartes Sommeil, Réveil et Sommeil paradoxal, jouées tous en même temps.",
  subrosa: "Disputez-vous les lieux de la ville avec une influence secrète ou à découvert ; les étoiles déclenchent le pouvoir de chaque lieu.",
};
export const gamePitch = (p: { id: string; pitch: string }) => PITCHES[p.id] ?? p.pitch;

// ---- sign in -------------------------------------------------------------------------------------
export const signIn = () => "Se connecter";
export const linkNotValid = () => "Ce lien de connexion n’est plus valable (un lien ne sert qu’une fois, pendant 15 minutes). Demandez-en un nouveau ci-dessous.";
export const signedInAs = () => "Vous êtes connecté en tant que";
export const guestMark = () => " (invité)";
export const continueOn = () => "Continuer";
export const withYourEmail = () => "Avec votre adresse";
export const emailMeALink = () => "M’envoyer un lien de connexion";
export const emailFormHelp = () => "Nous vous envoyons un lien qui vous connecte, sans mot de passe. Vos parties vous suivent sur tous vos appareils.";
export const emailAddress = () => "Adresse électronique";
export const asAGuest = () => "En invité";
export const guestFormHelp = () => "Juste un nom. Vous pourrez ajouter une adresse plus tard dans les Réglages pour garder vos parties.";
export const yourName = () => "Votre nom";
export const playAsAGuest = () => "Jouer en invité";


export * from "./shell.fr";
export * from "./match.fr";
