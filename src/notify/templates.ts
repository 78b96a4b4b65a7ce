/** Email texts. Every value shown in HTML goes through `escapeHtml`. */
import type { MailInput } from "./mail";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

export function loginEmail(to: string, link: string): MailInput {
  return {
    to,
    subject: "Your Dead Drop sign-in link",
    text: `Sign in to Dead Drop with this link:\n\n${link}\n\nIt works once, for 15 minutes. If you did not ask for it, ignore this message.\n`,
    html: `<p>Sign in to Dead Drop:</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>The link works once, for 15 minutes. If you did not ask for it, ignore this message.</p>`,
  };
}
