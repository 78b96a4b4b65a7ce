/** English: what the Worker writes to people (notices, emails, pushes, the embed and the pictures). fr: mail.fr.ts. */
import { dateTime, list, plural } from "./format";

const L = "en";

// ---- names and titles --------------------------------------------------------------------------
export const vsTitle = (p: { game: string; others: string[] }) => (p.others.length ? `${p.game} vs ${list(L, p.others)}` : p.game);
export const aPlayer = () => "A player";
export const theCreator = () => "The creator";
export const andList = (p: { items: string[] }) => list(L, p.items);
export const freeSeat = (p: { seat: string }) => `${p.seat} (free seat)`;

// ---- notices (inbox, email, push) ---------------------------------------------------------------
export const turnTitle = (p: { match: string }) => `Your move in ${p.match}`;
export const turnBody = () => "It is your decision now.";
export const resultTitle = (p: { result: "over" | "drawn" | "won" | "lost"; match: string }) =>
  `${{ over: "The match is over", drawn: "Drawn", won: "You won", lost: "You lost" }[p.result]}: ${p.match}`;
export const resultBody = () => "The match is over.";
export const drawOfferTitle = (p: { name: string; match: string }) => `${p.name} offers a draw in ${p.match}`;
export const drawOfferBody = () => "Accept or decline it on the match page.";
export const rematchTitle = (p: { name: string; match: string }) => `${p.name} invites you to a rematch of ${p.match}`;
export const rematchBody = () => "Take your seat in the new match.";
export const cancelledTitle = (p: { name: string; match: string }) => `${p.name} cancelled ${p.match}`;
export const cancelledBody = () => "The match was cancelled before it began.";
export const joinedTitle = (p: { name: string; match: string }) => `${p.name} joined ${p.match}`;
export const joinedBody = (p: { begins: boolean }) => (p.begins ? "Every seat is taken: the match begins." : "Waiting for the other seats.");
export const reminderTitle = (p: { match: string }) => `Reminder: your move in ${p.match}`;
export const reminderBody = (p: { hours: number; at: number }) =>
  `Your time runs out in about ${p.hours} ${plural(L, p.hours, { one: "hour", other: "hours" })} (${dateTime(L, p.at)}).`;
export const chatTitle = (p: { name: string; match: string }) => `${p.name} wrote in the chat of ${p.match}`;
export const chatBody = () => "Read and answer on the match page.";

// ---- emails -------------------------------------------------------------------------------------
export const signInSubject = () => "Your Dead Drop sign-in link";
export const signInLead = () => "Sign in to Dead Drop with this link:";
export const signInButton = () => "Sign in";
export const signInValidity = () => "It works once, for 15 minutes. If you did not ask for it, ignore this message.";
export const openTheMatch = () => "Open the match";
/** "Label: value" (French puts a space before the colon). */
export const labelled = (p: { label: string; value: string }) => `${p.label}: ${p.value}`;
export const replyWhere = () => "(on the first line of a reply to this email)";
export const changeHowOften = () => "Change how often we write";
export const stopAllEmail = () => "Stop all email from Dead Drop";
export const replyWithOneOf = (p: { moves: string[] }) => `Reply with one of: ${p.moves.join(", ")}.`;
export const replyByExample = (p: { game: string; examples: string[]; count: number }) =>
  `Reply with your move in ${p.game} notation, for example ${p.examples.join(", ")} (${p.count} moves are legal now).`;
export const howToWriteAMove = (p: { url: string }) => `How to write a move: ${p.url}`;
export const digestSubject = () => "Your Dead Drop digest";
export const digestLead = (p: { n: number }) =>
  p.n === 0 ? "No match waits for your move today." : `${p.n} ${plural(L, p.n, { one: "match waits", other: "matches wait" })} for your move.`;
export const digestItemTitle = (p: { match: string }) => `${p.match}: your move`;
export const digestDue = (p: { hours: number; at: number }) => `Due in ${p.hours} ${plural(L, p.hours, { one: "hour", other: "hours" })} (${dateTime(L, p.at)}).`;
export const digestNoClock = () => "No clock: whenever you are ready.";
export const digestAlso = () => "Also since the last digest:";

// ---- answers to a move sent by email ------------------------------------------------------------
export const replySubject = () => "Your move by email";
export const replyNoMatch = () => "This match no longer exists.";
export const replyNoMove = () => "The reply has no move in it: write the move on the first line.";
export const replyOver = (p: { reason: string }) => `The match is over: ${p.reason}.`;
export const replyOverNoReason = () => "The match is over.";
export const replyNotRunning = () => "The match is not running.";
export const replyYourDecision = () => "It is your decision now.";
export const replyWaitingOthers = () => "The match is waiting for the other players' decisions.";
export const replyNowTurnOf = (p: { names: string[] }) => `Now it is ${list(L, p.names)}'s turn to decide.`;
export const replyPlayed = (p: { moves: string[] }) => `Played: ${p.moves.join(", ")}.`;
export const replyRefused = (p: { reason: string; afterPlayed: boolean }) =>
  p.afterPlayed ? `Then refused: ${p.reason}` : `Not played: ${p.reason} Nothing was changed.`;
export const replySinceThen = () => "Since then:";

// ---- the embed, link previews and the pictures --------------------------------------------------
export const embedPlayers = () => "Players";
export const embedBoard = () => "Board";
export const boardAppears = () => "The board appears when every seat is taken.";
export const boardNotDrawn = () => "This game's board is not drawn as a picture.";
export const latestMoves = () => "Latest moves";
export const nothingYet = () => "Nothing yet.";
export const positionMark = (p: { at: number }) => `Position ${p.at}`;
export const watchOnDeadDrop = () => "Watch on Dead Drop";
export const onDeadDrop = (p: { title: string }) => `${p.title} on Dead Drop`;
export const reviewPrefix = (p: { title: string }) => `Review: ${p.title}`;
export const previewAlt = (p: { game: string; review: boolean; status: string }) =>
  `The ${p.game} board ${p.review ? "face up, every secret revealed" : "as a spectator sees it"}. ${p.status}`;
export const statusReview = (p: { at: number; seq: number; reason: string }) => `Review, everything face up: position ${p.at} of ${p.seq}. ${p.reason}`.trim();
export const statusPosition = (p: { at: number; seq: number; beforeStart: boolean }) => `Position ${p.at} of ${p.seq}${p.beforeStart ? ", before the match began" : ""}.`;
export const statusWaiting = (p: { free: number; seats: number }) => `Waiting for players: ${p.free} of ${p.seats} seats free.`;
export const statusToPlay = (p: { who: string[] }) => (p.who.length ? `To play: ${list(L, p.who)}.` : "In play, waiting for decisions.");
export const statusFinished = (p: { reason: string }) => (p.reason ? `Finished: ${p.reason}.` : "Finished.");
export const statusCancelled = () => "Cancelled before the end.";
export const seatFree = (p: { seat: string }) => `${p.seat} (free)`;
export const matchTitle = (p: { game: string; names: string[] }) => `${p.game}: ${p.names.join(" vs ")}`;
export const previewDescription = (p: { status: string; game: string }) => `${p.status} A ${p.game} match on Dead Drop, correspondence play for games of secrets.`;
/** A seat's label as the games name it ("Black", "Player 3"). */
export const seatLabel = (p: { label: string }) => p.label;
