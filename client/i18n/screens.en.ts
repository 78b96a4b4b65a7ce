/** New match, my matches, the inbox and the review in English. French: screens.fr.ts, the same keys. */
import { plural } from "../../src/shared/i18n/format";

const L = "en";

// ---- the games' own words, as the server names them -----------------------------------------------
export const optionLabel = (p: { game: string; key: string; label: string }) => p.label;
export const optionDescription = (p: { game: string; key: string; description: string }) => p.description;

// ---- new match -------------------------------------------------------------------------------------
export const rulesOf = (p: { game: string }) => `Rules of ${p.game}`;
export const playersLabel = () => "Players";
export const timeControl = () => "Time control";
export const noTimeControl = () => "None: play at any pace";
export const yourSeat = () => "Your seat";
export const whoCanSee = () => "Who can see it";
export const visibilityName = (p: { v: "unlisted" | "public" | "private" }) => ({ unlisted: "Unlisted", public: "Public", private: "Private" })[p.v];
export const visibilityHint = (p: { v: "unlisted" | "public" | "private" }) =>
  ({ unlisted: "anyone with the link may watch", public: "listed in the open matches, anyone may join", private: "players only, no embedding" })[p.v];
export const ratedLabel = () => "Rated";
export const ratedHint = () => "Counts for the players' ratings, unless a guest takes a seat.";
export const createTheMatch = () => "Create the match";
export const newMatchReady = (p: { game: string }) => `Your ${p.game} match is ready`;
export const sendTheInvite = (p: { others: number }) => `Send the invite link to the other player${p.others > 1 ? "s" : ""}. The match starts when every seat is taken.`;
export const inviteLink = () => "Invite link";
export const shareTitle = (p: { game: string }) => `Play ${p.game} with me`;
export const shareText = (p: { game: string }) => `Join my ${p.game} match on Dead Drop`;
export const embedCodeLabel = () => "Embed code";
export const gameOnDeadDrop = (p: { game: string }) => `${p.game} on Dead Drop`;
export const goToTheMatch = () => "Go to the match";
export const everySeatTaken = () => "Every seat is taken: the match has begun.";
export const seatsTakenSoFar = (p: { taken: number; players: number }) => `${p.taken} of ${p.players} seats taken.`;

// ---- my matches ------------------------------------------------------------------------------------
export const signInToSeeMatches = () => "Sign in to see your matches.";
export const yourTurnGroup = () => "Your turn";
export const nothingWaits = () => "Nothing waits for you.";
export const waitingForOthers = () => "Waiting for others";
export const noneWaitingForOthers = () => "No match is waiting for another player.";
export const finishedGroup = () => "Finished";
export const waitingForPlayers = (p: { n: number }) => `waiting for ${p.n} ${plural(L, p.n, { one: "player", other: "players" })}`;
export const myMatchStatus = (p: { status: "cancelled" | "drawn" | "won" | "lost" | "yourTurn" | "theirTurn" }) =>
  ({ cancelled: "cancelled", drawn: "drawn", won: "you won", lost: "you lost", yourTurn: "your turn", theirTurn: "their turn" })[p.status];
export const versus = (p: { names: string }) => `vs ${p.names}`;
export const nobodyYet = () => "nobody yet";
export const dueWhen = (p: { when: string }) => `due ${p.when}`;
export const newChatMessages = (p: { n: number }) => `${p.n} new chat ${plural(L, p.n, { one: "message", other: "messages" })}`;

// ---- inbox -----------------------------------------------------------------------------------------
export const signInToSeeNotifications = () => "Sign in to see your notifications.";
export const markAllRead = () => "Mark all read";
export const nothingHereYet = () => "Nothing here yet.";
/** Followed by a link to Settings and ")." */
export const inboxEmpty = () => "When it is your move, a match ends, or someone offers a draw or a rematch, it shows up here (and by email, if you asked for it in";
export const allRead = () => "All read.";
export const unreadCount = (p: { n: number }) => `${p.n} unread.`;
export const unreadMark = () => "Unread: ";
export const earlierNotices = (p: { n: number }) => `${p.n} earlier ${plural(L, p.n, { one: "notice", other: "notices" })} about this match`;
export const earlierUnread = (p: { n: number }) => ` (${p.n} unread)`;

// ---- review ----------------------------------------------------------------------------------------
export const reviewOf = (p: { seats: string[] }) => `Review: ${p.seats.join(" v ")}`;
export const reviewNotYet = () => "The review opens once the match is over: until then its secrets stay secret.";
export const backToTheMatch = () => "Back to the match";
export const finishedDot = () => "Finished.";
export const stillJudging = (p: { judged: number; positions: number }) =>
  `The computer is still judging the chances (${p.judged} of ${p.positions} positions): the chart fills in by itself.`;
export const positionAt = (p: { index: number; last: number }) => `Position: ${p.index === 0 ? "the start" : `after move ${p.index} of ${p.last}`}`;
export const oneMoveBack = () => "One move back";
export const oneMoveForward = () => "One move forward";
export const theTruth = () => "The truth";
export const everythingFaceUp = () => ": everything face up";
export const asSeenBy = () => "As seen by";
export const aSpectator = () => "A spectator";
export const chancesToWin = () => "Chances to win";
export const judgedBy = () => "Judged by the strong computer from the whole position, with nothing hidden.";
export const chancesHere = () => "Chances at this position";
export const percent = (p: { n: number }) => `${p.n}%`;
export const seatChance = (p: { seat: string; chance: string }) => `${p.seat}: ${p.chance}`;
export const notJudgedYet = () => "Not judged yet.";
export const momentsTitle = () => "Moments";
export const momentsLater = () => "The moments are listed once every position is judged.";
export const picture = () => "picture";
export const ofThisMoment = () => " of this moment (PNG)";
export const noMoment = () => "No single move changed the chances much.";
export const positionInNotation = () => "The position in notation";
export const noNotation = () => "(this game has no notation)";
export const chartTitle = () => "Each player's chance to win after every move (a line per player)";
export const chartStart = () => "start";
export const chartEnd = () => "end";
export const aMoment = () => "A moment";
export const chartLines = () => "Lines of the chart";
