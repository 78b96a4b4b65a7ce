/**
 * The match page's words in English (docs/i18n.md): client/screens/match*.ts, chat, fairness, seat
 * offers. French: match.fr.ts, the same keys. Log lines, `forYou` lines and outcome reasons come
 * written from the server and are not here.
 */
import { list } from "../../src/shared/i18n/format";

const L = "en";

// ---- the tab's title and the status ----------------------------------------------------------------
export const matchStatusOpen = () => "Waiting for players";
export const matchStatusActive = () => "In play";
export const matchStatusFinished = () => "Finished";
export const matchStatusAborted = () => "Cancelled";
export const matchTitleDrawn = () => "Drawn";
export const matchTitleYouWon = () => "You won";
export const matchTitleYouLost = () => "You lost";
export const matchWon = (p: { names: string[] }) => `${list(L, p.names)} won`;
export const matchYourMove = () => "Your move";
export const matchOnesMove = (p: { name: string }) => `${p.name}'s move`;
export const matchWaitingFor = (p: { names: string[] }) => `Waiting for ${list(L, p.names)}`;
/** A spectator's title: "Sleep: Ana vs Bob". */
export const matchTitlePlayers = (p: { game: string; names: string[] }) => `${p.game}: ${p.names.join(" vs ")}`;
/** A player's title: "Sleep vs Bob and Carol". */
export const matchTitleVs = (p: { game: string; others: string[] }) => `${p.game} vs ${list(L, p.others)}`;
export const matchNotFound = () => "Match not found";
export const matchLoading = () => "Loading the match…";

// ---- the match page ----------------------------------------------------------------------------------
export const matchBackToMine = () => "Back to my matches";
export const matchOutdatedBefore = () => "This page is older than the server: ";
export const matchOutdatedLink = () => "reload it";
export const matchOutdatedAfter = () => " to follow the match live (until then it checks every few seconds).";
export const matchRules = () => "Rules";
export const matchFinalPosition = (p: { moves: number }) => `The final position, after ${p.moves} move${p.moves === 1 ? "" : "s"}.`;
export const matchResignedPlayedOn = (p: { names: string[] }) =>
  ` ${list(L, p.names)} resigned; the computer played ${p.names.length === 1 ? "their seat" : "their seats"} to the end.`;
export const matchLookingBack = (p: { move: number; moves: number }) =>
  `Not the final position: the board shows ${p.move === 0 ? "the start" : `the position after move ${p.move} of ${p.moves}`} ("Now" returns to the end).`;
export const matchCancelledBanner = () => "This match was cancelled.";
export const matchOver = () => "The match is over.";
export const matchDrawnBanner = () => "The match is drawn.";
export const matchYouWonBanner = () => "You won!";
export const matchYouLostBanner = (p: { names: string[] }) => `You lost: ${list(L, p.names)} won.`;
export const matchWonBanner = (p: { names: string[] }) => `${list(L, p.names)} won.`;
export const matchReviewLink = () => "Review the match: every secret revealed, and how the chances moved";
export const matchYourTurnToo = (p: { names: string[] }) => `Your turn (and ${list(L, p.names)}'s)`;
export const matchYourTurn = () => "Your turn";
export const matchWaiting = () => "Waiting";
export const matchDue = () => " · due ";
export const matchLive = () => "Live";
export const matchReconnecting = () => "Reconnecting… (checking every few seconds)";
export const matchConnecting = () => "Connecting…";
/** A moment in full, for a `title` (the browser's own English format, as before the catalogue). */
export const matchMoment = (p: { iso: string }) => new Date(p.iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
export const matchClock = (p: { iso: string }) => new Date(p.iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

// ---- what a player does ------------------------------------------------------------------------------
/** A stale move (409) is told in the page's words, not the API's (which names positions by number and says to reload). */
export const matchActionFailed = (p: { status: number; detail: string }) =>
  p.status === 409
    ? "The match moved on before your move arrived: the board now shows where it stands. Decide again."
    : `${p.status === 422 ? "That move is not allowed" : "That did not work"}: ${p.detail}`;
export const matchYouTookYourSeat = () => "You took your seat.";
export const matchIsCancelled = () => "The match is cancelled.";
export const matchDrawOffered = (p: { computer: boolean }) => (p.computer ? "Draw offered: the computer answers in a moment." : "Draw offered.");
export const matchRematchReady = () => "A rematch is ready.";

// ---- the actions card ----------------------------------------------------------------------------------
export const matchNext = () => "Next";
export const matchGoToRematch = () => "Go to the rematch";
export const matchRematch = () => "Rematch";
export const matchCardTitle = () => "Match";
export const matchYouOfferedDraw = (p: { computer: boolean }) => (p.computer ? "You offered a draw; the computer answers in a moment." : "You offered a draw.");
export const matchOfferDraw = () => "Offer a draw";
export const matchDeclinedPlayOn = (p: { line: string }) => `${p.line}: play on, or offer again later.`;
export const matchConfirmResigning = () => "Confirm resigning";
export const matchYesResign = () => "Yes, resign";
export const matchKeepPlaying = () => "Keep playing";
export const matchResign = () => "Resign…";

// ---- looking back ----------------------------------------------------------------------------------
/** Where the history slider is: "the current position", "the start", "the position after move 3 of 40". */
export const matchHistoryWhere = (p: { move: number; last: number }) =>
  p.move >= p.last ? "the current position" : p.move === 0 ? "the start" : `the position after move ${p.move} of ${p.last}`;
export const matchLookBack = (p: { where: string }) => `Look back: ${p.where}`;
export const matchOneMoveBack = () => "One move back";
export const matchOneMoveForward = () => "One move forward";
export const matchNow = () => "Now";
export const matchPositionAt = (p: { move: number }) => (p.move === 0 ? "Position at the start" : `Position after move ${p.move}`);
export const matchLookingBackAt = (p: { move: number; moves: number }) =>
  `Looking back at ${p.move === 0 ? "the start" : `move ${p.move} of ${p.moves}`}. Moves are off until you return to now.`;
export const matchNoBoardYet = () => "No board yet at this point (the match was waiting for players).";

// ---- the log -------------------------------------------------------------------------------------
export const matchLog = () => "Log";
export const matchLogLabel = () => "Match log";
export const matchMoveN = (p: { n: number }) => `Move ${p.n}`;
export const matchRecentSoFar = () => "Moves so far by the others";
export const matchRecentSince = () => "Since your last move";
export const matchRecentLast = (p: { shown: number; of: number }) => ` (last ${p.shown} of ${p.of})`;

// ---- emails about the match ------------------------------------------------------------------------
export const matchEmail = () => "Email";
export const matchMuteEmails = () => "Mute emails for this match";
export const matchEmailsOff = () => "Emails off for this match. Your inbox still gets every notice.";
export const matchEmailsOn = () => "Emails on for this match.";

// ---- taking a seat, waiting, a draw offered --------------------------------------------------------
export const matchTakeRematchSeat = () => "Take my seat in the rematch";
export const matchTakeTheSeat = (p: { seat: string }) => `Take the ${p.seat} seat`;
export const matchTakeThisSeat = () => "Take this seat";
export const matchYouAreInvited = () => "You are invited";
export const matchInvitedSeats = (p: { taken: string[]; free: string[] }) =>
  `${p.taken.length ? `${p.taken.join(", ")} ${p.taken.length === 1 ? "is" : "are"} playing. ` : ""}${p.free.length} seat${p.free.length === 1 ? " is" : "s are"} free: ${p.free.join(", ")}.`;
export const matchRematchKeeps = (p: { seats: { seat: string; keptFor: string | null }[] }) =>
  `A rematch keeps its players, with the seats rotated: ${list(L, p.seats.map((s) => `${s.seat} for ${s.keptFor ?? "anyone invited"}`))}.`;
export const matchPickASeat = () => "Pick a seat";
export const matchOr = () => "Or ";
export const matchSignInWithEmail = () => "sign in with your email";
export const matchFirst = () => " first.";
export const matchWaitingForMore = (p: { n: number }) => `Waiting for ${p.n} more player${p.n === 1 ? "" : "s"}`;
export const matchInviteLink = () => "Invite link";
export const matchPlayWithMe = (p: { game: string }) => `Play ${p.game} with me`;
export const matchCancelTheMatch = () => "Cancel the match…";
export const matchCancelThisMatch = () => "Cancel this match?";
export const matchCancelConsequence = (p: { othersSeated: boolean }) => `Nobody can play it afterwards${p.othersSeated ? "; everyone seated is told" : ""}.`;
export const matchYesCancel = () => "Yes, cancel the match";
export const matchKeepIt = () => "Keep it";
export const matchOnlyCreatorCancels = () => "Only the player who created the match can cancel it.";
export const matchOffersADraw = (p: { names: string[] }) => `${list(L, p.names)} offer${p.names.length === 1 ? "s" : ""} a draw.`;
export const matchAcceptDraw = () => "Accept the draw";
export const matchDecline = () => "Decline";
export const matchInvitedPrivate = () => "You are invited to a private match";
export const matchTakeInvitedSeat = () => "Take the seat you were invited to.";
export const matchTakeMySeat = () => "Take my seat";

// ---- the move held for Send ------------------------------------------------------------------------
export const matchPendingLabel = () => "Your move, not sent yet";
export const matchPendingShown = () => "Your move is shown on the board.";
export const matchPendingNotSent = () => " Not sent yet.";
export const matchSend = () => "Send";
export const matchUndo = () => "Undo";

// ---- the players card ----------------------------------------------------------------------------
export const matchPlayers = () => "Players";
export const matchResignedComputerPlays = () => "resigned — played by the computer";
export const matchResigned = () => "resigned";
export const matchBot = () => " (bot)";
export const matchYou = () => " · you";
export const matchToPlayHidden = () => ", to play";
export const matchToPlay = () => "to play";

// ---- sharing ---------------------------------------------------------------------------------------
export const matchShare = () => "Share";
export const matchCopyLink = () => "Copy link";
export const matchLinkCopied = () => "Link copied";
export const matchOnDeadDrop = (p: { game: string }) => `${p.game} on Dead Drop`;
export const matchEmbed = () => "Embed…";
export const matchEmbedThis = () => "Embed this match";
export const matchEmbedHelp = () => "Paste this code into a web page to show a live, read-only board.";
export const matchEmbedCode = () => "Embed code";
export const matchPreview = () => "Preview";
export const matchPreviewOf = (p: { game: string }) => `Preview of the embedded ${p.game} board`;

// ---- seats the computer plays, taken over ------------------------------------------------------------
export const matchSeatsComputerPlays = () => "Seats the computer plays";
export const matchSeatLeft = (p: { seat: string }) => `${p.seat}: its player left, and the computer plays it. Someone new may take it over from now on.`;
export const matchTakeOverLink = (p: { seat: string }) => `Link to take over ${p.seat}`;
export const matchTakeOverShare = (p: { game: string }) => `Take over a seat in ${p.game}`;
export const matchShowLinkFor = (p: { seat: string }) => `Show the link for ${p.seat}`;
export const matchOfferSeat = (p: { seat: string }) => `Offer ${p.seat} to someone new`;
export const matchSeatOpenRunning = () => "A seat is open in this running match";
export const matchTakeOverHelp = (p: { seats: string[] }) =>
  `The computer plays ${p.seats.join(", ")} since its player left. Take it over: you play it from now on, and see what that seat sees now (not its earlier secrets). Your result in this match is not rated.`;
export const matchTakeOver = () => "Take over the seat";

// ---- chat and notes ----------------------------------------------------------------------------------
export const matchChat = () => "Chat";
export const matchChatLoading = () => "Loading the chat…";
export const matchMuteChat = () => "Mute chat";
export const matchChannel = () => "Channel";
export const matchEveryone = () => "Everyone";
export const matchPartnersOnly = () => "Partners only";
export const matchChatMuted = () => "You muted this chat: no new lines, no notices. Unmute it to read it again.";
export const matchPartnersChat = () => "Partners' chat";
export const matchNoMessages = () => "No messages yet.";
export const matchReported = () => "reported";
export const matchReportFrom = (p: { name: string }) => `Report the message from ${p.name}`;
export const matchReport = () => "Report";
export const matchToPartnersLabel = () => "Message to your partners";
export const matchToEveryoneLabel = () => "Message to everyone at the match";
export const matchToPartnersPlaceholder = () => "To your partners…";
export const matchSaySomething = () => "Say something…";
export const matchChatClosed = () => "This match was cancelled: its chat is closed.";
export const matchOnlyPlayersWrite = () => "Only the players write here.";
export const matchMyNotes = () => "My notes";
export const matchNotesLoading = () => "Loading your notes…";
export const matchNotesPrivate = () => "Private: nobody else ever sees them, also after the match.";
export const matchSaving = () => "Saving…";
export const matchSaved = () => "Saved.";

// ---- a fair deal -----------------------------------------------------------------------------------
export const matchCheckerDidNotStart = () => "the checker did not start";
export const matchCheckCouldNotRun = (p: { detail: string }) => `the check could not run: ${p.detail}`;
export const matchChecking = () => "Checking…";
export const matchCheckDeal = () => "Check this deal";
export const matchCheckHelp = () => "Checks both, here in your browser, with the same open-source code.";
export const matchReplaying = () => "Replaying every move from the seed…";
export const matchDealFair = (p: { moves: number }) =>
  `Fair: the seed's SHA-256 is the value published from the start, and replaying its ${p.moves} moves from it reaches this final position.`;
export const matchDealBad = (p: { reason: string }) => `This deal does not check out: ${p.reason}.`;
export const matchFairDeal = () => "Fair deal";
export const matchFairIntro = () => "Every shuffle of this match comes from one secret seed, fixed when the match was created. Its SHA-256 was published from the start:";
export const matchSeedLater = () => "The seed itself is revealed when the match is over, so that nobody can use it while it matters.";
export const matchSeedWasBefore = () => "The match is over; the seed was ";
export const matchSeedWasAfter = () => ".";
export const matchHowToCheck = () => "To check it: its SHA-256 must be the value above, and replaying every move from it must reach the final position.";
export const matchInATerminal = () => "Or with the open-source code in a terminal: ";
export const matchTheReplay = () => "The replay";
export const matchReplayWhat = () => " (the seed and every move, as JSON).";
