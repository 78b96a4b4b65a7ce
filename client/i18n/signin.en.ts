/**
 * The sign-in forms' words in English, a module of their own: client/screens/signin.ts imports them
 * as the forms' English default, and a module imported by the app (not only by the language's
 * dynamic import) is loaded at start, so this one stays small. en.ts re-exports it.
 */
// ---- sign in -------------------------------------------------------------------------------------
export const signIn = () => "Sign in";
export const linkNotValid = () => "That sign-in link is not valid any more (links work once, for 15 minutes). Ask for a new one below.";
export const signedInAs = () => "You are signed in as";
export const guestMark = () => " (guest)";
export const continueOn = () => "Continue";
export const withYourEmail = () => "With your email";
export const emailMeALink = () => "Email me a sign-in link";
export const emailFormHelp = () => "We send a link that signs you in; no password. Your matches follow you to every device.";
export const emailAddress = () => "Email address";
export const asAGuest = () => "As a guest";
export const guestFormHelp = () => "Just a name. You can attach an email later in Settings to keep your matches.";
export const yourName = () => "Your name";
export const playAsAGuest = () => "Play as a guest";
