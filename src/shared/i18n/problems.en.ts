/** English: the `title` and `detail` of problems (RFC 9457) the API answers. fr: problems.fr.ts. */
import { number } from "./format";

const L = "en";

export const problemTitle = (p: { status: number }) =>
  ({
    400: "Bad request",
    401: "Sign in needed",
    403: "Not allowed",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflict",
    410: "Gone",
    413: "Request too large",
    415: "Unsupported media type",
    422: "Move not allowed",
    426: "Upgrade required",
    429: "Too many requests",
    500: "Something went wrong on our side",
    503: "Temporarily unavailable",
  })[p.status] ?? "Error";

// ---- every route ---------------------------------------------------------------------------------
export const methodNotAllowed = (p: { method: string; path: string; allowed: string[] }) => `${p.method} is not allowed on ${p.path}; use ${p.allowed.join(" or ")}.`;
export const noSuchPage = () => "There is no such page.";
export const nothingAt = (p: { method: string; path: string }) => `There is nothing at ${p.method} ${p.path}.`;
export const serverError = () => "Something went wrong on our side. Nothing was changed; please try again.";
export const badApiToken = () => "That API token is not valid (it may have been revoked). Create a new one in Settings.";
export const signInToDoThis = () => "Sign in, or play as a guest, to do this.";
export const notSignedIn = () => "You are not signed in.";
export const appNotBuilt = () => "The app is not built: run npm run build:client.";

// ---- request bodies ------------------------------------------------------------------------------
export const bodyTooLarge = (p: { bytes: number }) => `The body is ${number(L, p.bytes)} bytes; requests are limited to 64 KB.`;
export const bodyNeeded = () => "This request needs a JSON body.";
export const bodyNotJsonType = (p: { type: string }) => `Send the body as JSON with "Content-Type: application/json" (got "${p.type || "nothing"}").`;
export const bodyTooDeep = (p: { depth: number }) => `The body nests objects or arrays more than ${p.depth} levels deep; no request needs that.`;
export const bodyNotJson = (p: { error: string }) => `The body is not valid JSON: ${p.error}`;
export const bodyShape = (p: { issue: string }) => `The body is not what this request expects: ${p.issue}.`;
export const textBroken = (p: { what: TextField }) => `${whatText[p.what]} cannot contain broken characters (an unpaired surrogate).`;
export const textTooLong = (p: { what: TextField; max: number; length: number }) =>
  `${whatText[p.what]} can be at most ${number(L, p.max)} characters long (this one has ${number(L, p.length)}).`;
export const textInvisible = (p: { what: TextField }) => `${whatText[p.what]} cannot contain control or invisible characters.`;
export const nameEmpty = () => "A name cannot be empty.";
type TextField = "name" | "chat" | "notes" | "tournamentName";
const whatText: Record<TextField, string> = { name: "A name", chat: "A chat line", notes: "Notes", tournamentName: "A tournament's name" };

// ---- settings, inbox, devices --------------------------------------------------------------------
export const notATimeZone = (p: { zone: string }) => `"${p.zone}" is not a time zone: use an IANA name such as "Europe/Paris" or "America/New_York". Nothing was changed.`;
export const tokenShownOnce = () => "Keep this token now: it is shown only once.";
export const defaultTokenName = () => "API token";
export const noSuchToken = () => "You have no active token with this id.";
export const noSeatInMatch = () => "You have no seat in a match with this id.";
export const alreadyOnVacation = () => "You are already on vacation; end it first to plan another.";
export const vacationDaysLeft = (p: { days: number }) => `You have ${p.days} vacation day${p.days === 1 ? "" : "s"} left this year.`;
export const notOnVacation = () => "You are not on vacation.";
export const badUnsubscribeLink = () => "This unsubscribe link is not valid. Change your email settings after signing in.";
export const unsubscribed = () => "You will get no more email from Dead Drop. Your inbox on the site still works.";
export const pushNotSetUp = () => "Push notifications are not set up on this server (it has no VAPID key pair).";
export const pushEndpointTaken = () => "This push endpoint belongs to another device entry, and these keys are not its keys. Subscribe again from the browser itself.";
export const tooManyDevices = (p: { max: number }) => `You already get notifications on ${p.max} devices; remove one in Settings first.`;
export const deviceNotSubscribed = () => "This device does not get your notifications.";
export const noSuchDevice = () => "You have no device with this id.";

// ---- matches -------------------------------------------------------------------------------------
export const noSuchGame = (p: { game: string }) => `There is no game "${p.game}". Games: see GET /api/games.`;
export const playerCount = (p: { game: string; range: string; players: number }) => `${p.game} is played by ${p.range} players, not ${p.players}.`;
export const badOption = (p: { game: string; error: string }) => `Bad option for ${p.game}: ${p.error}.`;
export const noSuchSeat = (p: { last: number; seat: number }) => `Seats are numbered 0 to ${p.last}; there is no seat ${p.seat}.`;
export const noSuchSeatForComputer = (p: { last: number; seat: number }) => `Seats are numbered 0 to ${p.last}; there is no seat ${p.seat} for the computer.`;
export const seatIsYours = (p: { seat: number }) => `Seat ${p.seat} is yours; give the computer another one.`;
export const seatTwiceToComputer = (p: { seat: number }) => `Seat ${p.seat} is given to the computer twice.`;
export const guestsNotRated = () => "Guests are never rated: sign in with your email to play a rated match.";
export const moveMissing = () => 'The body needs a "move" (one entry of the match\'s "legal" list).';
export const badIdempotencyKey = () => "An Idempotency-Key must be 1 to 200 characters.";
export const afterSeq = () => '"after" must be a whole number (the last seq you have).';
export const atSeq = () => '"at" must be a whole number: the position (seq) to show.';
export const asSeat = () => '"as" is a seat number, "spectator" or "all" (face up).';
export const notASeat = (p: { seat: string }) => `"${p.seat}" is not a seat: seats are numbered from 0.`;
export const useWebSocket = () => "Connect with a WebSocket to this address.";
export const foreignPage = (p: { origin: string }) => `A page on ${p.origin} cannot open this match with your session. Use Dead Drop itself, or an API token.`;
export const noSuchMatch = () => "There is no match with this id.";
export const afterChatLine = () => '"after" must be a whole number (the last line number you have).';
export const chatChannel = () => '"channel" is "all" (everyone at the match) or "team" (your partners).';
export const chatEmpty = () => "A chat line cannot be empty (or only spaces).";
export const chatInvisible = () => "A chat line needs something to read: this one has only combining marks, spaces or invisible characters.";
export const noSuchRatingClass = (p: { klass: string }) => `There is no rating class "${p.klass}": ratings are "2p" (two players) or "multi" (three or more).`;
export const embedLang = (p: { lang: string }) => `"lang" is en or fr, not "${p.lang}".`;
