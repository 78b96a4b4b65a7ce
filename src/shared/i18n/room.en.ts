/** English: what a match room writes (refusals, log lines, the socket's problems, notes, a review's moments, tournament notices). fr: room.fr.ts. */
import { namedSeats, seatWho } from "../text";
import { dateTime } from "./format";

type Level = "easy" | "normal" | "strong" | string;

// ---- seats as the room names them ------------------------------------------------------------------
/** "Bob (White)", "Carol" for a numbered seat, "Computer (normal) (Black)". */
export const roomWho = (p: { label: string; name: string | null }) => seatWho(p.label, p.name);
/** A computer seat's name in the match resource. */
export const roomComputerName = (p: { level: Level }) => `Computer (${p.level})`;
export const roomComputer = (p: { level: Level }) => `The computer (${p.level})`;
export const roomComputerPlaying = (p: { level: Level; seat: string }) => `The computer (${p.level}) playing ${p.seat}`;
/** A seat's label as the games name it ("White", "Player 3"). */
export const roomSeat = (p: { label: string }) => p.label;
/** A game's own text with its numbered seats ("Player 3") named by who played them then. */
export const roomNamed = (p: { text: string; names: (string | null)[] }) => namedSeats(p.text, p.names);


// ---- refusals --------------------------------------------------------------------------------------
export const roomNoMatch = () => "There is no match with this id (or it is private).";
export const roomMatchExists = () => "A match with this id already exists.";
export const roomNoMatchHere = () => "There is no match with this id.";
export const roomWatching = () => "You are watching this match: only its players can do that.";
export const roomNoLongerPlaying = () => "You no longer play this match (you resigned or ran out of time): the computer plays your seat.";
export const roomOnlyCreatorCancels = () => "Only the player who created this match can cancel it.";
export const roomOnlyPlayersRematch = () => "Only the players of this match can ask for a rematch.";
export const roomTooFast = (p: { doing: "moves" | "draws"; wait: number }) =>
  `You are ${p.doing === "moves" ? "sending moves" : "offering draws"} faster than anyone plays: wait ${p.wait} second${p.wait === 1 ? "" : "s"}. Nothing was changed.`;
export const roomNotStarted = () => "The match has not started: seats are still free.";
export const roomOver = () => "The match is over.";
export const roomStalePosition = (p: { made: number; now: number }) => `This move was made against position ${p.made}, but the match is at position ${p.now}. Reload and decide again.`;
export const roomNotYourDecision = () => "It is not your decision now.";
export const roomNoDrawOffer = () => "There is no draw offer to accept.";
export const roomRematchAfterEnd = () => "A rematch can be asked for once the match is over.";
export const roomBadInvite = () => "This invite link is not valid for this match. Ask the player who invited you for a fresh link.";
export const roomAlreadySeated = (p: { seat: string }) => `You already sit at this match as ${p.seat}.`;
export const roomAllSeatsTaken = () => "Every seat of this match is taken.";
export const roomSeatsKept = () => "The free seats of this rematch are kept for the players of the last match.";
export const roomSeatTaken = (p: { free: string[] }) => `That seat is taken; free seats: ${p.free.join(", ")}.`;
export const roomYouLeft = () => "You left this match: the seat offered is for someone new, and you follow the match as a spectator.";
export const roomAlreadySeatedOffer = (p: { seat: string }) => `You already sit at this match as ${p.seat}; the offered seat is for someone new.`;
export const roomNoSuchSeat = (p: { last: number; seat: number }) => `Seats are numbered 0 to ${p.last}; there is no seat ${p.seat}.`;
export const roomOnlyLeaversSeat = () => "Only a seat the computer plays for a player who left a running match of three or more can be offered.";
export const roomOnlyCreatorBots = () => "Only the player who created this match can give a seat to the computer.";
export const roomAllSeatsTakenAlready = () => "Every seat of this match is already taken.";
export const roomReviewAfterEnd = () => "The review is published once the match is over: it shows every hand and every hidden piece, which stay secret while the match runs.";
export const roomSeenAsAfterEnd = () => "A position is shown as another seat saw it, or face up, once the match is over (in its review).";
export const roomNoSuchPosition = (p: { last: number; at: number }) => `This match has positions 1 to ${p.last}; there is no position ${p.at}.`;
export const roomReplayAfterEnd = () => "The replay is published once the match is over: it carries the seed, which stays secret while it matters.";
// chat and notes
export const roomSignInToMute = () => "Sign in to mute a match's chat.";
export const roomNotesForPlayers = () => "Only the players of this match keep notes on it; these would be your own, private notes.";
export const roomTeamChannel = () => "The team channel is for partners in a partnership game, and only they read it.";
export const roomChatForPlayers = () => "Only the players of this match can write in its chat; spectators read it.";
export const roomChatClosed = () => "This match was cancelled, and its chat is closed: its lines stay readable. Nothing was sent.";
export const roomChatTooFast = (p: { perMinute: number; wait: number }) => `You are writing faster than ${p.perMinute} lines a minute: wait ${p.wait} second${p.wait === 1 ? "" : "s"}. Nothing was sent.`;
export const roomSignInToReport = () => "Sign in to report a chat line.";
export const roomNoChatLine = (p: { n: number; team: boolean }) => `This match's chat has no line ${p.n}${p.team ? " in your team's channel" : ""}.`;

// ---- the socket ------------------------------------------------------------------------------------
export const roomNothingHere = () => "There is nothing here.";
export const roomConnectWebSocket = () => "Connect with a WebSocket to this address.";
export const roomReload = () => "This page is out of date: reload it to follow the match live.";
export const roomSpectatorsCannotMove = () => "Spectators cannot move.";
export const roomSocketTooLarge = () => "Socket messages are limited to 64 KB.";
export const roomSocketTooDeep = (p: { depth: number }) => `Messages may not nest more than ${p.depth} levels deep.`;
export const roomSocketNotJson = () => "That message is not valid JSON.";
export const roomSocketShape = () => 'Messages are {"type":"move","seq":n,"move":{...}} or {"type":"ping"}.';

// ---- notes to one player ---------------------------------------------------------------------------
export const roomSent = () => "Your decision is sent and sealed: nobody sees it until everyone has decided. Waiting for the others.";

// ---- log lines -------------------------------------------------------------------------------------
const begins = (b: boolean) => (b ? "; the match begins" : "");
export const logCreated = (p: { name: string; seat: string; bots: { level: Level; seat: string }[]; begins: boolean }) =>
  `${p.name} created the match and sat as ${p.seat}` + p.bots.map((b) => `; the computer (${b.level}) plays ${b.seat}`).join("") + begins(p.begins);
export const logBotSeat = (p: { level: Level; seat: string; begins: boolean }) => `The computer (${p.level}) takes ${p.seat}` + begins(p.begins);
export const logJoined = (p: { name: string; seat: string; begins: boolean }) => `${p.name} joined as ${p.seat}` + begins(p.begins);
export const logTimeoutLoses = (p: { who: string }) => `${p.who} ran out of time and loses`;
export const logTimeoutPlayed = (p: { seat: string; move: string }) => `${p.seat} ran out of time; the computer played: ${p.move}`;
export const logResigned = (p: { who: string; computerGoesOn: boolean }) => `${p.who} resigned` + (p.computerGoesOn ? " — the computer plays their seat from now on" : "");
export const logDrawAccepted = (p: { who: string }) => `${p.who} accepted the draw`;
export const logDrawOffered = (p: { who: string }) => `${p.who} offered a draw`;
export const logDrawDeclined = (p: { who: string }) => `${p.who} declined the draw`;
export const logCancelled = (p: { who: string }) => `${p.who} cancelled the match`;
export const logRematch = (p: { who: string }) => `${p.who} asked for a rematch`;
export const logSeatOffered = (p: { who: string; seat: string }) => `${p.who} offers ${p.seat}, which the computer plays, to a newcomer`;
export const logSeatTaken = (p: { name: string; seat: string }) => `${p.name} took over ${p.seat} from the computer`;
export const logVacation = (p: { who: string; until: number }) => `${p.who} is on vacation until ${dateTime("en", p.until)}; their clock is stopped`;

// ---- a review --------------------------------------------------------------------------------------
export const reviewBegan = () => "The match began.";
const percent = (x: number) => `${Math.round(x * 100)}%`;
export const reviewMoment = (p: { line: string; who: string; rose: boolean; from: number; to: number }) =>
  `${p.line.replace(/\.?$/, ".")} ${p.who}'s chance to win ${p.rose ? "rose" : "fell"} from ${percent(p.from)} to ${percent(p.to)}.`;

// ---- tournaments -----------------------------------------------------------------------------------
export const tournamentStarted = (p: { name: string }) => `${p.name} has started`;
export const tournamentRound = (p: { n: number; name: string }) => `Round ${p.n} of ${p.name}`;
/** One person's rounds: whom they play in each, or their bye. */
export const tournamentRounds = (p: { rounds: { n: number; others: string[] | null }[] }) =>
  p.rounds.map((r) => (r.others ? `Round ${r.n}: you play ${r.others.join(", ")}.` : `Round ${r.n}: you have a bye (1 point).`)).join(" ");
export const tournamentNone = () => "There is no tournament with this id.";
export const tournamentOrganiserStarts = () => "Only the organiser can start this tournament.";
export const tournamentEntriesClosed = () => "This tournament has already started: entries are closed.";
export const tournamentAlreadyJoined = () => "You have already joined this tournament.";
export const tournamentFull = (p: { max: number }) => `This tournament is full (${p.max} entrants).`;
export const tournamentNotEntrant = () => "You are not an entrant of this tournament.";
export const tournamentOver = () => "This tournament is over.";
export const tournamentWithdrawn = () => "You have already withdrawn from this tournament.";
export const tournamentStartedAlready = () => "This tournament has already started.";
export const tournamentTooFew = (p: { min: number; n: number }) => `This tournament needs at least ${p.min} entrants to start; it has ${p.n}.`;

// ---- outcomes the room settles ---------------------------------------------------------------------
export const outcomeTimeout = (p: { who: string }) => `${p.who} ran out of time`;
export const outcomeResigned = (p: { who: string }) => `${p.who} resigned`;
export const outcomeDrawAgreed = () => "drawn by agreement";
export const tournamentExists = () => "A tournament with this id already exists.";
