/** Tournaments, a tournament, a player and a leaderboard in English. French: lists.fr.ts, the same keys. */
import { plural } from "../../src/shared/i18n/format";

const L = "en";
type TournamentStatus = "open" | "running" | "finished";

// ---- tournaments -----------------------------------------------------------------------------------
export const tournamentsLead = () =>
  "Round-robins and Swiss tournaments played by correspondence: every match at its own pace, the standings as results come in.";
export const tournamentsGroup = (p: { status: TournamentStatus }) => ({ open: "Taking entries", running: "Running", finished: "Finished" })[p.status];
export const tournamentsNone = (p: { status: TournamentStatus }) =>
  ({ open: "No tournament is taking entries. Organise one!", running: "No tournament is running.", finished: "No tournament has finished yet." })[p.status];
export const formatName = (p: { format: "swiss" | "round-robin" }) => (p.format === "swiss" ? "Swiss" : "round-robin");
export const entrantsOutOf = (p: { n: number; max: number }) => `${p.n}/${p.max} entrants`;
export const byOrganiser = (p: { name: string }) => `by ${p.name}`;
export const startsWhen = (p: { when: string }) => `starts ${p.when}`;
export const organiseTournament = () => "Organise a tournament";
export const nameLabel = () => "Name";
export const playersPerMatch = () => "Players per match";
export const formatLegend = () => "Format";
export const roundRobinName = () => "Round-robin";
export const roundRobinHint = () => ": everyone plays everyone once, all matches at once (2 players a match, up to 16 entrants)";
export const swissName = () => "Swiss";
export const swissHint = (p: { multi: boolean }) => `: rounds paired by score, nobody meets twice${p.multi ? "; tables grouped by score" : ""}`;
export const roundsLabel = () => "Rounds";
export const fewestEntrants = () => "Fewest entrants";
export const mostEntrants = () => "Most entrants (it starts when full)";
export const timePerMove = () => "Time per move";
export const noTimeLimit = () => "No time limit";
export const daysCount = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "day", other: "days" })}`;
export const startsByItself = () => "Starts by itself at (optional)";
export const whoCanFind = () => "Who can find it";
export const publicListed = () => "Public: listed here";
export const unlistedWithLink = () => "Unlisted: only with its link";
export const createTheTournament = () => "Create the tournament";

// ---- a tournament ----------------------------------------------------------------------------------
export const tiebreakExplained = (p: { tiebreak: "sonneborn-berger" | "buchholz" }) =>
  p.tiebreak === "buchholz"
    ? "Buchholz: the scores of everyone you met, added up (averaged per table in matches of 3 or more): the stronger the field you faced, the higher it is."
    : "Sonneborn–Berger: for each match, your points there times your opponent's score, added up. Beating (or drawing) the strong counts more than beating the weak.";
export const noSuchTournament = () => "No such tournament";
export const seeTheTournaments = () => "See the tournaments";
export const tournamentState = (p: { status: TournamentStatus }) => ({ open: "taking entries", running: "running", finished: "finished" })[p.status];
export const tournamentFormat = (p: { format: "swiss" | "round-robin"; rounds: number }) =>
  p.format === "swiss" ? `Swiss, ${p.rounds} ${plural(L, p.rounds, { one: "round", other: "rounds" })}` : "round-robin";
export const playersAMatch = (p: { n: number }) => `${p.n} players a match`;
export const noTimeLimitLower = () => "no time limit";
export const organisedBy = (p: { name: string }) => `Organised by ${p.name}`;
export const entrantsOfLimits = (p: { n: number; min: number; max: number }) => `${p.n} of ${p.min}–${p.max} entrants`;
export const yourEntry = () => "Your entry";
export const joinTournament = () => "Join the tournament";
export const leaveTournament = () => "Leave";
export const startNow = () => "Start now";
export const startNeedsEntrants = (p: { min: number; n: number }) => `It can start once ${p.min} players have entered (${p.n} so far).`;
export const withdrawConfirm = () => "Withdraw from the tournament? Every unfinished match of yours is resigned, and you are paired no more.";
export const withdraw = () => "Withdraw";
export const youAreIn = (p: { at: string | null }) => `You are in. It starts when the organiser starts it${p.at ? `, at ${p.at}` : ""} or when it is full.`;
export const standings = () => "Standings";
export const colRank = () => "Rank";
export const colPlayer = () => "Player";
export const colScore = () => "Score";
export const colRating = () => "Rating";
export const colMatches = () => "Matches";
export const youMark = () => " (you)";
export const withdrawnMark = () => "withdrawn";
export const scoringRules = (p: { tiebreak: string }) =>
  `Scores: a win 1, a draw ½, a loss 0, a bye 1. With more players a match gives each seat its share by place: 1 for every seat placed below it and ½ for every seat sharing its place, divided by the number of other seats. Ties are broken by ${p.tiebreak}`;
export const roundsLater = () => "The rounds are paired when the tournament starts.";
export const roundN = (p: { n: number }) => `Round ${p.n}`;
export const byeLine = (p: { name: string }) => `${p.name}: bye (1 point)`;
export const versusSeparator = () => " vs ";
export const tournamentResult = (p: { result: "playing" | "cancelled" | "drawn" }) => ({ playing: "playing", cancelled: "cancelled", drawn: "drawn" })[p.result];
export const wonWith = (p: { winners: string; n: number; points: string }) => `${p.winners} won · ${p.points}`;

// ---- a player --------------------------------------------------------------------------------------
export const noSuchPlayer = () => "No such player";
export const noPlayerHere = () => "There is no player here (guests have no profile).";
export const memberSince = () => "Member since";
export const ratingsTitle = () => "Ratings";
export const recordTitle = () => "Record";
export const recordItem = (p: { item: "played" | "won" | "drawn" | "lost" | "timeouts" }) =>
  ({ played: "Played", won: "Won", drawn: "Drawn", lost: "Lost", timeouts: "Timeouts" })[p.item];
export const leftBeforeEnd = (p: { resignations: number; timeouts: number }) =>
  `Left before the end: ${p.resignations} by resigning, ${p.timeouts} by running out of time.`;
export const recentMatches = () => "Recent matches";
export const ratingHeading = (p: { title: string }) => `${p.title}:`;
export const abortsNotCounted = () => "A match that ends before every seat has made a move is not counted here, and not rated.";
const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;
export const placeOf = (p: { place: number }) => `${ordinal(p.place)} place`;
export const unrated = () => "unrated";
export const provisionalNote = () => "Provisional (fewer matches than needed to be sure); ";
export const deviationMatches = (p: { deviation: number; n: number }) => `deviation ${p.deviation}, ${p.n} rated ${plural(L, p.n, { one: "match", other: "matches" })}`;
export const loadingHistory = () => "Loading the history…";
export const ratingOf = (p: { title: string }) => `${p.title} rating`;

// ---- a leaderboard ---------------------------------------------------------------------------------
export const noSuchGame = () => "No such game";
export const noGameCalled = (p: { game: string }) => `There is no game "${p.game}".`;
export const gameLeaderboard = (p: { game: string }) => `${p.game} leaderboard`;
export const otherGames = () => "Other games";
export const provisionalNotListed = () => "Players whose rating is still provisional are not listed.";
export const nobodyEstablished = () => "Nobody has an established rating here yet.";
