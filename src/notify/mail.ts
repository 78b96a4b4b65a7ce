/**
 * Email: every message is composed as a whole RFC 5322 message, written to the D1 outbox, then
 * delivered (in production by Cloudflare's email binding) with retries and backoff. Locally the
 * outbox is the mailbox: `GET /api/dev/mail` shows it.
 */
import { and, asc, desc, eq, lte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { mailOutbox } from "../db/schema";
import type { Env } from "../env";
import { randomId } from "../shared/crypto";

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, In-Reply-To, References, ...). */
  headers?: Record<string, string>;
  /** Message-ID without angle brackets; generated when absent. */
  messageId?: string;
}

const RETRY_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];
export const MAX_ATTEMPTS = RETRY_MS.length + 1;

function encodeHeader(value: string): string {
  // RFC 2047 for anything outside printable ASCII; also strips CR/LF so no header can be injected.
  const clean = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${base64(clean)}?=`;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function wrap76(b64: string): string {
  return b64.replace(/.{1,76}/g, "$&\r\n").trimEnd();
}

export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

export function composeMessage(from: string, mail: MailInput, date = new Date()): { raw: string; messageId: string } {
  const domain = addressOf(from).split("@")[1] ?? "deaddrop.local";
  const messageId = mail.messageId ?? `${randomId(16)}@${domain}`;
  const boundary = `dd-${randomId(20)}`;
  const headers: Record<string, string> = {
    From: from,
    To: mail.to,
    Subject: mail.subject,
    Date: date.toUTCString().replace("GMT", "+0000"),
    "Message-ID": `<${messageId}>`,
    "MIME-Version": "1.0",
    "Auto-Submitted": "auto-generated",
    ...mail.headers,
    "Content-Type": `multipart/alternative; boundary="${boundary}"`,
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${encodeHeader(v)}`)
    .join("\r\n");
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${wrap76(base64(body))}\r\n`;
  const raw = `${head}\r\n\r\n${part("text/plain", mail.text)}${part("text/html", mail.html)}--${boundary}--\r\n`;
  return { raw, messageId };
}

/**
 * Writes the message to the outbox; delivery happens in `deliverDueMail`. With an `id`, a message
 * already written under it is kept and this one dropped (a message that must go once: the digest).
 */
export async function queueMail(env: Env, mail: MailInput, id = randomId(14)): Promise<string> {
  const { raw } = composeMessage(env.MAIL_FROM, mail);
  await drizzle(env.DB)
    .insert(mailOutbox)
    .values({ id, to: mail.to, subject: mail.subject, raw, createdAt: Date.now(), state: "pending", attempts: 0, nextAttemptAt: Date.now() })
    .onConflictDoNothing();
  return id;
}

export type MailSender = (from: string, to: string, raw: string) => Promise<void>;

/** Production delivery through the email binding; elsewhere the outbox itself is the mailbox. */
export function defaultSender(env: Env): MailSender | null {
  if (env.ENVIRONMENT !== "production" || !env.EMAIL) return null;
  const binding = env.EMAIL;
  return async (from, to, raw) => {
    const { EmailMessage } = await import("cloudflare:email");
    await binding.send(new EmailMessage(addressOf(from), to, raw));
  };
}

/** Delivers due messages; failures are retried with backoff and never block the caller's work. */
export async function deliverDueMail(env: Env, send: MailSender | null = defaultSender(env), limit = 50): Promise<{ sent: number; failed: number }> {
  const db = drizzle(env.DB);
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, "pending"), lte(mailOutbox.nextAttemptAt, Date.now())))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .all();
  let sent = 0;
  let failed = 0;
  for (const m of due) {
    try {
      if (send) await send(env.MAIL_FROM, m.to, m.raw);
      await db.update(mailOutbox).set({ state: "sent", attempts: m.attempts + 1, lastError: null }).where(eq(mailOutbox.id, m.id));
      sent++;
    } catch (e) {
      const attempts = m.attempts + 1;
      const wait = RETRY_MS[attempts - 1];
      await db
        .update(mailOutbox)
        .set({
          attempts,
          state: wait === undefined ? "failed" : "pending",
          nextAttemptAt: Date.now() + (wait ?? 0),
          lastError: String(e instanceof Error ? e.message : e).slice(0, 300),
        })
        .where(eq(mailOutbox.id, m.id));
      failed++;
    }
  }
  return { sent, failed };
}

export async function listMail(env: Env, limit = 100) {
  return drizzle(env.DB)
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, at: mailOutbox.createdAt, state: mailOutbox.state, raw: mailOutbox.raw })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit)
    .all();
}
