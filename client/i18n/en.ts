/** The app's words in English (docs/i18n.md). French: fr.ts, the same keys; client/i18n/keys.ts checks both. */
import { plural } from "../../src/shared/i18n/format";

const L = "en";

// ---- every page ----------------------------------------------------------------------------------
export const languageLabel = () => "Language";
export const players = (p: { min: number; max: number }) => (p.min === p.max ? `${p.min} players` : `${p.min}–${p.max} players`);
export const loading = () => "Loading…";

// ---- home ----------------------------------------------------------------------------------------
export const homeTitle = () => "Games of secrets, played at your own pace";
export const homeLead = () =>
  "Dead Drop is correspondence play for hidden-information board games. Start a match, send the link to a friend, and take your turn whenever you like: we tell you when it is your move.";
export const newMatch = () => "New match";
export const tournaments = () => "Tournaments";
export const theGames = () => "The games";
export const play = () => "Play";
export const playAgainstComputer = () => "Play against the computer";
export const atGame = (p: { game: string }) => ` at ${p.game}`;
export const howToPlay = () => "How to play";
export const leaderboard = () => "Leaderboard";
export const ofGame = (p: { game: string }) => ` of ${p.game}`;
export const loadingGames = () => "Loading the games…";
export const openMatches = () => "Open matches";
export const noOpenMatch = () => "No public match is waiting for players right now.";
export const startOne = () => "Start one";
export const openTheMatch = () => "open the match";
export const takeTheOpenSeat = () => "take the open seat";
export const freeSeat = () => "free seat";
export const freeSeats = (p: { n: number }) => `${p.n} free`;
export const seatOpenInRunningMatch = () => "seat open in a running match";
export const computerLevel = () => "The computer's level";
export const level = (p: { level: "easy" | "normal" | "strong" }) => ({ easy: "Easy", normal: "Normal", strong: "Strong" })[p.level];
export const gamePitch = (p: { id: string; pitch: string }) => p.pitch;

// ---- sign in: signin.en.ts (its own module: the sign-in forms import it, not this whole language) --
export * from "./signin.en";


export * from "./shell.en";
export * from "./match.en";
