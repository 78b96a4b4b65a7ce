/** Settings and its panels (email, devices) in English. French: settings.fr.ts, the same keys. */
import { plural } from "../../src/shared/i18n/format";

const L = "en";

// ---- settings --------------------------------------------------------------------------------------
export const notSignedIn = () => "You are not signed in.";
export const attachEmailTitle = () => "Keep your matches: attach an email";
export const attachEmailButton = () => "Email me a link to attach it";
export const emailTitle = () => "Email";
export const youSignInAs = () => "You sign in as";
export const confirmMovesChoice = (p: { how: "correspondence" | "always" | "never" }) =>
  ({
    correspondence: "In correspondence matches: against people, or with days per move (the default)",
    always: "Always, against the computer too",
    never: "Never: a move goes as soon as it is chosen",
  })[p.how];
export const playingTitle = () => "Playing";
export const confirmMovesLegend = () => "Check each move before it goes: the board shows it, then you press Send (or Undo)";
export const keptOnDevice = () => "Kept on this device (phones and computers each have their own).";
export const saved = () => "Saved.";
export const displayName = () => "Display name";
export const nameOthersSee = () => "The name other players see";
export const saveName = () => "Save name";
export const vacationTitle = () => "Vacation";
export const daysWord = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "day", other: "days" })}`;
export const onVacationUntil = () => "You are on vacation until";
export const clocksStopped = () => "Your clocks are stopped in every match you play.";
export const daysLeftEndEarly = (p: { days: string }) => `${p.days} left this year. Ending early gives back the whole days you did not use.`;
export const welcomeBack = (p: { days: string }) => `Welcome back. You have ${p.days} of vacation left this year.`;
export const endVacation = () => "End vacation early";
export const goingAway = () => "Going away? Your clocks stop in every match you play while you are on vacation.";
/** After the number of days, in bold. */
export const vacationLeft = () => " of vacation left this year.";
export const vacationStarted = () => "Vacation started. Enjoy it.";
export const vacationDays = () => "Days of vacation";
export const startVacation = () => "Start vacation";
export const tokensTitle = () => "API tokens";
/** Around the header's code: "For bots and scripts: send" <code> "with each request. A token acts as you." */
export const tokensHelpBefore = () => "For bots and scripts: send";
export const tokensHelpAfter = () => "with each request. A token acts as you.";
export const tokenWord = () => "token";
export const tokenName = () => "Token name";
export const tokenPlaceholder = () => "My bot";
export const createToken = () => "Create token";
export const tokenRevoked = (p: { name: string }) => `"${p.name}" is revoked: it no longer works.`;
export const newTokenNamed = (p: { name: string }) => `Your new token "${p.name}".`;
export const copyItNow = () => "Copy it now: it is shown only once.";
export const newApiToken = () => "New API token";
export const haveCopied = () => "I have copied it";
export const noTokenYet = () => "No token yet.";
export const yourTokens = () => "Your API tokens";
export const madeAt = (p: { at: string }) => `made ${p.at}`;
export const revokeNamed = (p: { name: string }) => `Revoke ${p.name}`;
export const revoke = () => "Revoke";
export const sessionTitle = () => "Session";
export const signOut = () => "Sign out";
export const confirmEverywhere = () => "Confirm signing out everywhere";
export const yesEverywhere = () => "Yes, sign out on every device";
export const cancel = () => "Cancel";
export const signOutEverywhere = () => "Sign out everywhere…";
export const everywhereHelp = () =>
  "Signing out everywhere ends every session of this account, on all devices, and revokes every API token: bots and scripts then need a new one.";

// ---- email notifications ---------------------------------------------------------------------------
export const emailChoice = (p: { choice: "each" | "digest" | "off" }) =>
  ({ each: "An email whenever it is my turn", digest: "One daily digest of the matches waiting for me", off: "No email (I check the site, or get pushes)" })[p.choice];
export const digestSaved = (p: { hour: string; zone: string }) => `Saved. Your digest comes once a day at ${p.hour} (${p.zone}), when a match waits for you.`;
export const emailNotifications = () => "Email notifications";
export const attachEmailAbove = () => "Attach an email above to receive these.";
export const howOften = () => "How often we write";
export const digestHour = () => "Digest hour";
export const timeZone = () => "Time zone";
export const useDeviceZone = (p: { zone: string }) => `Use this device's time zone (${p.zone})`;
export const digestNote = () => "In digest mode no email is sent per move; your inbox and pushes still are.";
export const saveEmailSettings = () => "Save email settings";
export const reliabilityLine = (p: { resignations: number; timeouts: number }) =>
  `Matches you left before the end: ${p.resignations} ${plural(L, p.resignations, { one: "resignation", other: "resignations" })}, ${p.timeouts} ${plural(L, p.timeouts, { one: "timeout", other: "timeouts" })}.`;

// ---- notifications on your devices -----------------------------------------------------------------
export const pushKind = (p: { kind: "turn" | "result" | "chat" }) => ({ turn: "Your move (and reminders)", result: "Results", chat: "Chat messages" })[p.kind];
export const pushTitle = () => "Notifications on your devices";
export const deviceGetsThem = () => "This device gets notifications.";
export const deviceNoMore = () => "This device gets no more notifications.";
export const turnOffHere = () => "Turn off on this device";
export const deviceNowGets = () => "This device now gets notifications.";
export const turnOnHere = () => "Turn on notifications on this device";
export const whatIsSent = () => "What is sent to your devices";
export const nothingWhileOpen = () => "Nothing is sent while you have the match open.";
export const noDeviceYet = () => "No device gets notifications yet.";
export const devicesLabel = () => "Devices that get notifications";
export const deviceSince = (p: { since: string; last: string | null }) => `since ${p.since}${p.last ? `, last notified ${p.last}` : ""}`;
export const removeNamed = (p: { name: string }) => `Remove ${p.name}`;
export const namedNoMore = (p: { name: string }) => `${p.name} gets no more notifications.`;
export const remove = () => "Remove";
export const playingByEmail = () => "Playing by email";
export const replyHelp = () => "Reply to a turn email with your move on the first line to play it. Each email has its own reply address.";
export const repliesEnded = () => "The reply addresses in your past emails no longer work.";
export const endReplies = () => "End the reply addresses of past emails";
