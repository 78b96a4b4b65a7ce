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

export interface DigestItem {
  title: string;
  body: string;
  url: string;
}

export interface DigestInput {
  to: string;
  /** Every match waiting for the member's decision. */
  waiting: DigestItem[];
  /** What else happened since the last digest (results, invitations, offers). */
  also: DigestItem[];
  unsubscribeUrl: string;
  settingsUrl: string;
  /** The member's digest thread (one conversation for every day's digest), without angle brackets. */
  threadId: string;
}

/** The daily digest: one subject every day, threaded on the member's digest thread. */
export function digestEmail(d: DigestInput): MailInput {
  const n = d.waiting.length;
  const lead = n === 0 ? "No match waits for your move today." : `${n} match${n === 1 ? "" : "es"} ${n === 1 ? "waits" : "wait"} for your move.`;
  const textList = (items: DigestItem[]) => items.map((i) => `- ${i.title}\n  ${i.body}\n  ${i.url}`).join("\n\n");
  const htmlList = (items: DigestItem[]) => `<ul>${items.map((i) => `<li><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.title)}</strong></a><br>${escapeHtml(i.body)}</li>`).join("")}</ul>`;
  return {
    to: d.to,
    subject: "Your Dead Drop digest",
    text:
      `${lead}\n\n${textList(d.waiting)}` +
      (d.also.length ? `\n\nAlso since the last digest:\n\n${textList(d.also)}` : "") +
      `\n\n--\nChange how often we write: ${d.settingsUrl}\nStop all email from Dead Drop: ${d.unsubscribeUrl}\n`,
    html:
      `<p>${escapeHtml(lead)}</p>${n ? htmlList(d.waiting) : ""}` +
      (d.also.length ? `<p>Also since the last digest:</p>${htmlList(d.also)}` : "") +
      `<hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(d.settingsUrl)}">Change how often we write</a> · <a href="${escapeHtml(d.unsubscribeUrl)}">Stop all email from Dead Drop</a></p>`,
    headers: {
      "List-Unsubscribe": `<${d.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "In-Reply-To": `<${d.threadId}>`,
      References: `<${d.threadId}>`,
    },
  };
}
