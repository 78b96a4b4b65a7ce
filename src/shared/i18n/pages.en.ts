/** English: the Worker's own small pages (sign-in link, unsubscribe). Parameters named `…Html` are escaped by the caller. */
export const signInPageTitle = () => "Sign in to Dead Drop";
export const signInAsHtml = (p: { emailHtml: string }) => `This link signs you in as <strong>${p.emailHtml}</strong>.`;
export const upgradeGuestHtml = (p: { emailHtml: string; guestHtml: string }) =>
  `This link adds <strong>${p.emailHtml}</strong> to your guest identity <strong>${p.guestHtml}</strong>: you keep your name, your seats and your matches, and can sign in from any device.`;
export const signInPageButton = () => "Sign in";
export const signInPageValidity = () => "The link works once, for 15 minutes. If you did not ask for it, close this page: nothing happens.";
export const guestPageTitle = () => "You are playing as a guest";
export const guestWouldBeLostHtml = (p: { guestHtml: string; emailHtml: string; matches: number }) =>
  `You are playing as the guest <strong>${p.guestHtml}</strong>, with a seat in ${p.matches === 1 ? "a match that is not over" : `${p.matches} matches that are not over`}. This link signs in as <strong>${p.emailHtml}</strong>, another account.`;
export const guestStays = () =>
  "A guest cannot sign in again once its session ends, so this browser stays the guest and the link stays unused. To use it, open it in another browser or a private window, or finish your matches first.";
export const backToMyMatches = () => "Back to my matches";
export const linkNotValidTitle = () => "Link not valid";
export const unsubscribeLinkNotValid = () => "This unsubscribe link is not valid. Change your email settings in Dead Drop after signing in.";
export const stopEmailTitle = () => "Stop email from Dead Drop";
export const stopEmailQuestion = (p: { email: string | null }) => `Stop all email to ${p.email ?? "this address"}? Your inbox on the site keeps working.`;
export const unsubscribeButton = () => "Unsubscribe";
export const unsubscribedTitle = () => "Unsubscribed";
export const unsubscribedText = () => "You will get no more email from Dead Drop. You can turn it back on in Settings.";
/** A new member's name until they choose one: nothing of their address (its local part would be public). */
export const newMemberName = (p: { n: string }) => `Member ${p.n}`;
