/** The app's shell in English: header, not-found, screens on their way, shared pieces (ui.ts, api.ts, computer.ts, players.ts, push.ts). */
import { plural } from "../../src/shared/i18n/format";

const L = "en";

// ---- header, not found, screens on their way ------------------------------------------------------
export const skipToContent = () => "Skip to content";
export const brandHome = () => "Dead Drop, home";
export const mainNav = () => "Main";
export const myMatches = () => "My matches";
export const navMatchesShort = () => "Matches";
export const navNewShort = () => "New";
export const inboxTitle = () => "Inbox";
/** On a phone, in the header; the same as inboxTitle where that fits. */
export const inboxShort = () => "Inbox";
export const inboxUnreadLabel = (p: { count: string }) => `Inbox, ${p.count} unread`;
export const notFoundTitle = () => "Nothing here";
export const notFoundText = () => "There is no page at this address.";
export const goHome = () => "Go to the home page";
export const loadingRules = () => "Loading the rules…";
export const loadingYourMatches = () => "Loading your matches…";
export const loadingInbox = () => "Loading your inbox…";
export const loadingTournaments = () => "Loading the tournaments…";
export const tournamentTitle = () => "Tournament";
export const loadingTournament = () => "Loading the tournament…";
export const playerTitle = () => "Player";
export const loadingProfile = () => "Loading the profile…";
export const reviewTitle = () => "Review";
export const loadingReview = () => "Loading the review…";
export const settingsTitle = () => "Settings";
export const loadingSettings = () => "Loading your settings…";

// ---- shared pieces --------------------------------------------------------------------------------
export const copy = () => "Copy";
export const copied = () => "Copied";
export const selectAndCopy = () => "Select and copy";
/** A copy button's accessible name: the action and what it copies. */
export const copyWhat = (p: { action: string; what: string }) => `${p.action} ${p.what}`;
export const share = () => "Share…";
export const close = () => "Close";
export const embedTitle = () => "Dead Drop match";
export const offlineTitle = () => "Offline";
export const offlineDetail = () => "The server cannot be reached. Check your connection and try again.";
export const errorTitle = () => "Error";
export const serverAnswered = (p: { status: number }) => `The server answered ${p.status}.`;

// ---- the computer, players, ratings ---------------------------------------------------------------
export const guestDefaultName = () => "Guest";
export const otherSeats = () => "The other seats";
export const seatNumber = (p: { n: number }) => `Seat ${p.n}`;
export const invitePerson = () => "Invite a person";
export const computerAt = (p: { level: "easy" | "normal" | "strong" }) => `Computer — ${p.level}`;
export const giveSeatLabel = () => "Give a free seat to the computer";
export const levelLabel = () => "Level";
export const giveSeatButton = () => "Give the seat to the computer";
export const computerTookSeat = () => "The computer took the seat.";
export const ratingClass = (p: { klass: "2p" | "multi" }) => (p.klass === "2p" ? "Two players" : "Three or more");
export const provisionalRating = () => "Provisional rating";
export const ratingDeviation = (p: { deviation: number }) => `Rating, deviation ${p.deviation}`;
export const noRatedMatch = () => "No rated match yet.";
export const ratingSummary = (p: { label: string; n: number; first: number; last: number; lowest: number; highest: number }) =>
  `${p.label}: ${p.n} rated ${plural(L, p.n, { one: "match", other: "matches" })}, from ${p.first} to ${p.last} (lowest ${p.lowest}, highest ${p.highest}).`;

// ---- notifications on this device (push.ts) -------------------------------------------------------
export const aBrowser = () => "A browser";
export const browserOn = (p: { browser: string; os: string }) => `${p.browser} on ${p.os}`;
export const pushUnsupported = () => "This browser cannot show notifications from a web site.";
export const pushBlocked = () => "Notifications are blocked for this site: allow them in the browser's site settings, then try again.";
export const pushNotAllowed = () => "This browser did not allow notifications for this site: allow them in its site settings, then try again.";
export const pushNotHere = () => "This browser cannot receive notifications from web sites here.";
export const pushRefused = () =>
  "This browser's notification service refused to sign this device up (this happens in private windows and in browsers without a push service).";
export const pushNothingChanged = (p: { why: string }) => `${p.why} Nothing changed; your email notices go on as before.`;

// ---- words of screens in more than one area (the areas load with their screens: current.ts) -------
/** A seat's name ("White", "Player 3"): the server's English is the English. */
export const seatLabel = (p: { label: string }) => p.label;
export const whoFirst = () => "First tell us who you are: play as a guest, or";
export const whoToJoin = () => "To join, tell us who you are: play as a guest, or";
export const signInWithEmail = () => "sign in with your email";
export const gameLegend = () => "Game";
export const daysPerMove = (p: { n: number }) => `${p.n} day${p.n === 1 ? "" : "s"} per move`;
export const creating = () => "Creating…";
export const noFinishedMatch = () => "No finished match yet.";
