/**
 * The Worker's `email()` handler's side of reply to play (src/notify/replyToPlay.ts makes the
 * addresses): a reply to `move+<token>@…` is read only when it is from the token's player and
 * passes the platform's authentication; its Message-ID is claimed once (the same message
 * delivered twice plays once); each decision line goes through the room's own `move` at the
 * email's position, so a reply to an old email is refused exactly when the HTTP path would
 * refuse it; and the player gets an answer by email.
 */
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import PostalMime, { type Email } from "postal-mime";
import { getUser, type User } from "../db/accounts";
import { emailReplies, replyTokens } from "../db/schema";
import { getGame } from "../engine/registry";
import type { Env } from "../env";
import { deliverDueMail, queueMail } from "../notify/mail";
import { publicOrigin } from "../shared/origin";
import { createReplyAddress, decisionLines, passesAuthentication, replyHint, replyTokenOf, revokeReplyAddresses } from "../notify/replyToPlay";
import type { MatchResource } from "../shared/api";
import { sha256 } from "../shared/crypto";
import { escapeHtml } from "../shared/text";
import { roomStub } from "./rooms";
import { englishNotation } from "../notify/notationWords";
import { localeOfMember } from "../notify/inbox";
import { messages, msg, textIn, type Text } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";

/** The match as this player sees it now, or null when they have nothing to decide. */
async function playerResource(env: Env, user: Pick<User, "id" | "name" | "locale">, matchId: string): Promise<MatchResource | null> {
  const r = await roomStub(env, matchId).get({ userId: user.id, name: user.name }, null, localeOfMember(user));
  return r.ok && r.body ? (r.body as MatchResource) : null;
}

export interface InboundEmail {
  to: string;
  raw: ReadableStream<Uint8Array> | ArrayBuffer | string;
  rawSize?: number;
}

/** A move fits in a line: a reply larger than this (attachments, long threads) is not read. */
export const MAX_REPLY_BYTES = 1_000_000;

export type ReplyOutcome =
  | { handled: false; reason: string }
  | { handled: true; played: string[]; refused: string | null };

/** Reads one inbound message; acts on it only when it is an authentic reply of the token's player. */
export async function receiveReply(env: Env, message: InboundEmail): Promise<ReplyOutcome> {
  const token = replyTokenOf(message.to);
  if (!token) return { handled: false, reason: "not a reply-to-play address" };
  const db = drizzle(env.DB);
  const row = await db.select().from(replyTokens).where(eq(replyTokens.tokenHash, await sha256(token))).get();
  if (!row || row.revokedAt) return { handled: false, reason: "unknown or revoked address" };
  if ((message.rawSize ?? 0) > MAX_REPLY_BYTES) return { handled: false, reason: "too large" };
  const raw = typeof message.raw === "string" || message.raw instanceof ArrayBuffer ? message.raw : await new Response(message.raw).arrayBuffer();
  let email: Email;
  try {
    email = await PostalMime.parse(raw);
  } catch {
    // postal-mime refuses what it cannot read (MIME nested past its limit, broken headers): so do
    // we, without a word to the sender, whose address could not even be read.
    return { handled: false, reason: "unreadable" };
  }
  const user = await getUser(env.DB, row.userId);
  const from = email.from?.address?.toLowerCase();
  if (!user?.email || !from || from !== user.email.toLowerCase()) return { handled: false, reason: "not from the player's address" };
  if (!passesAuthentication(env, email.headers, from)) return { handled: false, reason: "failed authentication" };
  if (!email.messageId) return { handled: false, reason: "no Message-ID" };
  const messageKey = await sha256(email.messageId);
  const claimed = await db.insert(emailReplies).values({ messageId: messageKey, userId: user.id, receivedAt: Date.now() }).onConflictDoNothing().returning();
  if (claimed.length === 0) return { handled: false, reason: "already handled" };
  try {
    const outcome = await play(env, user, row.matchId, row.seq, decisionLines(email.text ?? ""), messageKey);
    await answer(env, user, row.matchId, email, outcome);
    // For the operator's logs and tests (the player was answered in their language).
    return { handled: true, played: outcome.played, refused: outcome.refused === null ? null : textIn("en", outcome.refused) };
  } catch (e) {
    // Nothing was answered: let the same message be tried again.
    await db.delete(emailReplies).where(eq(emailReplies.messageId, messageKey));
    throw e;
  }
}

interface PlayOutcome {
  played: string[];
  refused: Text | null;
  /** The match as the player sees it after the reply. */
  match: MatchResource | null;
  /** Where the reply began: the log since then is the news of the answer. */
  fromSeq: number;
}

async function play(env: Env, user: User, matchId: string, seq: number, lines: string[], messageKey: string): Promise<PlayOutcome> {
  const viewer = { userId: user.id, name: user.name };
  const room = roomStub(env, matchId);
  let match = await playerResource(env, user, matchId);
  const game = match && getGame(match.game);
  const played: string[] = [];
  if (!match || !game) return { played, refused: msg("replyNoMatch"), match: null, fromSeq: seq };
  const fromSeq = Math.min(seq, match.seq);
  if (lines.length === 0) return { played, refused: msg("replyNoMove"), match, fromSeq };
  for (const [i, line] of lines.entries()) {
    // A later line is another step of the same turn, only while the decision is still the player's.
    if (i > 0 && (match.status !== "active" || match.you === null || !match.actors.includes(match.you))) break;
    const parsed = game.parseMove(englishNotation(game.id, line));
    if ("error" in parsed) return { played, refused: parsed.error, match, fromSeq };
    const r = await room.move(viewer, i === 0 ? seq : match.seq, parsed.ok, `email:${messageKey.slice(0, 32)}:${i}`, localeOfMember(user));
    if (!r.ok) return { played, refused: r.detail, match: (await playerResource(env, user, matchId)) ?? match, fromSeq };
    match = r.body as MatchResource;
    played.push(game.formatMove(parsed.ok));
  }
  return { played, refused: null, match, fromSeq };
}

function whoseTurn(match: MatchResource, locale: Locale): string {
  const m = messages(locale);
  if (match.status === "finished") return match.outcome?.reason ? m.replyOver({ reason: match.outcome.reason.replace(/\.$/, "") }) : m.replyOverNoReason();
  if (match.status !== "active") return m.replyNotRunning();
  if (match.you !== null && match.actors.includes(match.you)) return m.replyYourDecision();
  const names = match.actors.map((s) => match.seats[s]?.name ?? match.seats[s]?.label ?? `${s + 1}`);
  // SP-5: when who decides is hidden (Sleep), the actors this player may know of are none.
  if (names.length === 0) return m.replyWaitingOthers();
  return m.replyNowTurnOf({ names });
}

async function answer(env: Env, user: User, matchId: string, reply: Email, outcome: PlayOutcome): Promise<void> {
  const { match, played, refused } = outcome;
  const locale = localeOfMember(user);
  const m = messages(locale);
  const parts: string[] = [];
  if (played.length) parts.push(m.replyPlayed({ moves: played }));
  if (refused) parts.push(m.replyRefused({ reason: textIn(locale, refused), afterPlayed: played.length > 0 }));
  let replyTo: string | undefined;
  if (match) {
    const log = await roomStub(env, matchId).log({ userId: user.id, name: user.name }, outcome.fromSeq, locale);
    const lines = log.ok ? log.body.map((l) => l.text).filter(Boolean) : [];
    if (lines.length) parts.push(`${m.replySinceThen()}\n${lines.map((l) => `- ${l}`).join("\n")}`);
    parts.push(whoseTurn(match, locale));
    const game = getGame(match.game);
    if (game && match.status === "active" && match.you !== null && match.actors.includes(match.you) && match.legal?.length) {
      parts.push(replyHint(game, match.legal, publicOrigin(env), locale));
      replyTo = await createReplyAddress(env, user.id, matchId, match.seq);
    }
    parts.push(m.labelled({ label: m.openTheMatch(), value: match.urls.match }));
  }
  if (match && match.status !== "active") await revokeReplyAddresses(env, user.id, matchId);
  const subject = reply.subject ? (/^re:/i.test(reply.subject) ? reply.subject : `Re: ${reply.subject}`) : m.replySubject();
  const text = parts.join("\n\n");
  await queueMail(env, {
    to: user.email!,
    subject,
    text: `${text}\n`,
    html: text.split("\n\n").map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join(""),
    headers: {
      ...(reply.messageId ? { "In-Reply-To": reply.messageId, References: [reply.references, reply.messageId].filter(Boolean).join(" ") } : {}),
      ...(replyTo ? { "Reply-To": replyTo } : {}),
    },
  });
  await deliverDueMail(env).catch(() => undefined);
}
