/** Email texts. Every value shown in HTML goes through `escapeHtml`. */
import { escapeHtml } from "../shared/text";
import type { MailInput } from "./mail";
import { messages } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";

export function loginEmail(to: string, link: string, locale: Locale = "en"): MailInput {
  const m = messages(locale);
  return {
    to,
    subject: m.signInSubject(),
    text: `${m.signInLead()}\n\n${link}\n\n${m.signInValidity()}\n`,
    html: `<p>${escapeHtml(m.signInLead())}</p><p><a href="${escapeHtml(link)}">${escapeHtml(m.signInButton())}</a></p><p>${escapeHtml(m.signInValidity())}</p>`,
  };
}

/** The foot of every notice and digest: how often we write, and the one-click way out. */
function footer(m: ReturnType<typeof messages>, settingsUrl: string, unsubscribeUrl: string) {
  return {
    text: `--\n${m.labelled({ label: m.changeHowOften(), value: settingsUrl })}\n${m.labelled({ label: m.stopAllEmail(), value: unsubscribeUrl })}\n`,
    html:
      `<hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(settingsUrl)}">${escapeHtml(m.changeHowOften())}</a> · ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(m.stopAllEmail())}</a></p>`,
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

export function noticeEmail(n: NoticeEmailInput, locale: Locale = "en"): MailInput {
  const m = messages(locale);
  const hint = n.replyTo && n.replyHint ? n.replyHint : "";
  const foot = footer(m, n.settingsUrl, n.unsubscribeUrl);
  return {
    to: n.to,
    subject: n.title,
    text: `${n.title}\n\n${n.body}\n\n${m.labelled({ label: m.openTheMatch(), value: n.matchUrl })}\n\n${hint ? `${hint}\n${m.replyWhere()}\n\n` : ""}${foot.text}`,
    html:
      `<p><strong>${escapeHtml(n.title)}</strong></p><p>${escapeHtml(n.body)}</p>` +
      `<p><a href="${escapeHtml(n.matchUrl)}">${escapeHtml(m.openTheMatch())}</a></p>` +
      (hint ? `<p>${escapeHtml(hint)}<br>${escapeHtml(m.replyWhere())}</p>` : "") +
      foot.html,
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
export function digestEmail(d: DigestInput, locale: Locale = "en"): MailInput {
  const m = messages(locale);
  const n = d.waiting.length;
  const lead = m.digestLead({ n });
  const foot = footer(m, d.settingsUrl, d.unsubscribeUrl);
  const textList = (items: DigestItem[]) => items.map((i) => `- ${i.title}\n  ${i.body}\n  ${i.url}`).join("\n\n");
  const htmlList = (items: DigestItem[]) => `<ul>${items.map((i) => `<li><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.title)}</strong></a><br>${escapeHtml(i.body)}</li>`).join("")}</ul>`;
  return {
    to: d.to,
    subject: m.digestSubject(),
    text: `${lead}\n\n${textList(d.waiting)}` + (d.also.length ? `\n\n${m.digestAlso()}\n\n${textList(d.also)}` : "") + `\n\n${foot.text}`,
    html:
      `<p>${escapeHtml(lead)}</p>${n ? htmlList(d.waiting) : ""}` +
      (d.also.length ? `<p>${escapeHtml(m.digestAlso())}</p>${htmlList(d.also)}` : "") +
      foot.html,
    headers: {
      "List-Unsubscribe": `<${d.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "In-Reply-To": `<${d.threadId}>`,
      References: `<${d.threadId}>`,
    },
  };
}
