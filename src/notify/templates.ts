/** Email texts. Every value shown in HTML goes through `escapeHtml`. */
import { escapeHtml } from "../shared/text";
import type { MailInput } from "./mail";


export function loginEmail(to: string, link: string): MailInput {
  return {
    to,
    subject: "Your Dead Drop sign-in link",
    text: `Sign in to Dead Drop with this link:\n\n${link}\n\nIt works once, for 15 minutes. If you did not ask for it, ignore this message.\n`,
    html: `<p>Sign in to Dead Drop:</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>The link works once, for 15 minutes. If you did not ask for it, ignore this message.</p>`,
  };
}

export interface NoticeEmailInput {
  to: string;
  title: string;
  body: string;
  matchUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** A stable id for the match's thread, without angle brackets. */
  threadId: string;
  /** Reply-to-play (src/notify/replyToPlay.ts): the address a reply with a move goes to, and what to write. */
  replyTo?: string;
  replyHint?: string;
}

export function noticeEmail(n: NoticeEmailInput): MailInput {
  const hint = n.replyTo && n.replyHint ? n.replyHint : "";
  return {
    to: n.to,
    subject: n.title,
    text: `${n.title}\n\n${n.body}\n\nOpen the match: ${n.matchUrl}\n\n${hint ? `${hint}\n(on the first line of a reply to this email)\n\n` : ""}--\nChange how often we write: ${n.settingsUrl}\nStop all email from Dead Drop: ${n.unsubscribeUrl}\n`,
    html:
      `<p><strong>${escapeHtml(n.title)}</strong></p><p>${escapeHtml(n.body)}</p>` +
      `<p><a href="${escapeHtml(n.matchUrl)}">Open the match</a></p>` +
      (hint ? `<p>${escapeHtml(hint)}<br>(on the first line of a reply to this email)</p>` : "") +
      `<hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(n.settingsUrl)}">Change how often we write</a> · ` +
      `<a href="${escapeHtml(n.unsubscribeUrl)}">Stop all email from Dead Drop</a></p>`,
    headers: {
      "List-Unsubscribe": `<${n.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "In-Reply-To": `<${n.threadId}>`,
      References: `<${n.threadId}>`,
      ...(n.replyTo ? { "Reply-To": n.replyTo } : {}),
    },
  };
}

export function digestEmail(to: string, items: { title: string; body: string; url: string }[], unsubscribeUrl: string, settingsUrl: string): MailInput {
  const n = items.length;
  return {
    to,
    subject: `Dead Drop: ${n} update${n === 1 ? "" : "s"} in your matches`,
    text:
      items.map((i) => `- ${i.title}\n  ${i.body}\n  ${i.url}`).join("\n\n") +
      `\n\n--\nChange how often we write: ${settingsUrl}\nStop all email from Dead Drop: ${unsubscribeUrl}\n`,
    html:
      `<ul>${items.map((i) => `<li><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.title)}</strong></a><br>${escapeHtml(i.body)}</li>`).join("")}</ul>` +
      `<hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(settingsUrl)}">Change how often we write</a> · <a href="${escapeHtml(unsubscribeUrl)}">Stop all email from Dead Drop</a></p>`,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
