/**
 * Playing by replying to the turn email. Each turn email carries a `Reply-To` of its own,
 * `move+<token>@<domain>`: the token (160 random bits, only its SHA-256 stored) speaks for one
 * player in one match, at the position the email showed. The Worker's `email()` handler hands
 * the reply here: the first non-empty lines above the quoted text are decisions in the game's
 * notation (one per line, for multi-step turns), applied through the room's own `move` at the
 * email's position, so a reply to an old email is refused exactly when the HTTP path would
 * refuse it. The player gets an answer by email. A reply not from the player's address, or
 * failing the platform's authentication, or seen before (its Message-ID) is ignored.
 */
import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import PostalMime, { type Email } from "postal-mime";
import { roomStub } from "../api/rooms";
import { getUser, type User } from "../db/accounts";
import { emailReplies, replyTokens } from "../db/schema";
import type { Game } from "../engine/game";
import { getGame } from "../engine/registry";
import type { Env } from "../env";
import { actorsOf, gameOf, type MatchState } from "../match/fold";
import type { MatchResource } from "../shared/api";
import { randomId, sha256 } from "../shared/crypto";
import { addressOf, deliverDueMail, queueMail } from "./mail";
import { escapeHtml } from "./templates";

/** At most this many legal moves are listed in an email; more, and the notation is shown by example. */
export const LIST_AT_MOST = 12;
const MAX_LINES = 10;
const TOKEN_ADDRESS = /^move\+([2-9a-z]{32})@/i;

export function replyDomain(env: Env): string {
  return env.REPLY_DOMAIN ?? addressOf(env.MAIL_FROM).split("@")[1] ?? "deaddrop.local";
}

/** A fresh reply address for this player in this match, valid for a move against position `seq`. */
export async function createReplyAddress(env: Env, userId: string, matchId: string, seq: number): Promise<string> {
  const token = randomId(32);
  await drizzle(env.DB).insert(replyTokens).values({ tokenHash: await sha256(token), userId, matchId, seq, createdAt: Date.now() });
  return `move+${token}@${replyDomain(env)}`;
}

/** Ends every reply address of this player (in one match, or in all). */
export async function revokeReplyAddresses(env: Env, userId: string, matchId?: string): Promise<void> {
  const mine = and(eq(replyTokens.userId, userId), isNull(replyTokens.revokedAt));
  await drizzle(env.DB)
    .update(replyTokens)
    .set({ revokedAt: Date.now() })
    .where(matchId ? and(mine, eq(replyTokens.matchId, matchId)) : mine);
}

/** "Reply with one of: 5B, *B, …", or the notation by example when there are many. */
export function replyHint(game: Game, legal: unknown[]): string {
  const moves = [...new Set(legal.map((m) => game.formatMove(m)))];
  if (moves.length <= LIST_AT_MOST) return `Reply with one of: ${moves.join(", ")}`;
  return `Reply with your move in ${game.name} notation, for example ${moves.slice(0, 3).join(", ")} (${moves.length} moves are legal now).`;
}

/** The match as this player sees it now, or null when they have nothing to decide. */
async function playerResource(env: Env, user: Pick<User, "id" | "name">, matchId: string): Promise<MatchResource | null> {
  const r = await roomStub(env, matchId).get({ userId: user.id, name: user.name });
  return r.ok && r.body ? (r.body as MatchResource) : null;
}

/** What a turn email needs from the room: the position, and the player's legal moves in notation. */
export interface TurnContext {
  seq: number;
  game: Game;
  legal: unknown[];
}

export type TurnContextOf = (userId: string) => TurnContext | null;

/** The room's side (it holds the state): null unless this player decides now. */
export function turnContextOf(state: MatchState | null, userId: string): TurnContext | null {
  const seat = state ? state.seats.findIndex((s) => s.userId === userId) : -1;
  if (!state || state.status !== "active" || seat < 0 || !actorsOf(state).includes(seat)) return null;
  const game = gameOf(state);
  return { seq: state.seq, game, legal: game.legalMoves(state.game, seat) };
}

/** The Reply-To and the hint of a turn email (nothing for other notices, or when the player has no decision). */
export async function replyToHeaders(env: Env, n: { kind: string; userId: string; matchId: string | null }, context?: TurnContextOf): Promise<{ replyTo?: string; replyHint?: string }> {
  if ((n.kind !== "turn" && n.kind !== "reminder") || !n.matchId || !context) return {};
  const turn = context(n.userId);
  if (!turn || turn.legal.length === 0) return {};
  return { replyTo: await createReplyAddress(env, n.userId, n.matchId, turn.seq), replyHint: replyHint(turn.game, turn.legal) };
}

/** The decisions of a reply: its first non-empty lines, up to the quoted text or the signature. */
export function decisionLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line.startsWith(">") || line === "--" || raw === "-- " || /^-+\s*original message\s*-+$/i.test(line)) break;
    if (/^(on\b.*wrote:|le\b.*a écrit\s?:|am\b.*schrieb.*:)$/i.test(line)) break;
    if (/^(from|de|von):\s/i.test(line) && out.length > 0) break;
    if (line) out.push(line);
    if (out.length >= MAX_LINES) break;
  }
  return out;
}

function aligned(domain: string, other: string | undefined): boolean {
  const d = other?.toLowerCase().replace(/^.*@/, "");
  return !!d && (domain === d || domain.endsWith(`.${d}`) || d.endsWith(`.${domain}`));
}

/**
 * Did the message pass the receiving platform's checks? Cloudflare Email Routing records them
 * in the topmost (ARC-)Authentication-Results header its MX (`mx.cloudflare.net`) adds: DMARC
 * pass, or an SPF or DKIM pass for a domain aligned with the From address. Without such a header
 * (`wrangler dev`, tests) only a non-production deployment accepts the message.
 */
export function passesAuthentication(env: Pick<Env, "ENVIRONMENT">, headers: { key: string; value: string }[], fromAddress: string): boolean {
  const results = headers
    .filter((h) => h.key === "arc-authentication-results" || h.key === "authentication-results")
    .map((h) => h.value.replace(/\s+/g, " "))
    .filter((v) => /^(i=\d+;\s*)?mx\.cloudflare\.net\b/i.test(v));
  const top = results[0];
  if (!top) return env.ENVIRONMENT !== "production";
  const domain = fromAddress.toLowerCase().split("@")[1] ?? "";
  if (/\bdmarc=pass\b/i.test(top)) return true;
  if (/\bdmarc=fail\b/i.test(top)) return false;
  const dkim = /\bdkim=pass\b[^;]*\bheader\.d=([^\s;]+)/i.exec(top)?.[1];
  const spf = /\bspf=pass\b[^;]*\bsmtp\.mailfrom=([^\s;]+)/i.exec(top)?.[1];
  return aligned(domain, dkim) || aligned(domain, spf);
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
  const token = TOKEN_ADDRESS.exec(message.to.trim())?.[1]?.toLowerCase();
  if (!token) return { handled: false, reason: "not a reply-to-play address" };
  const db = drizzle(env.DB);
  const row = await db.select().from(replyTokens).where(eq(replyTokens.tokenHash, await sha256(token))).get();
  if (!row || row.revokedAt) return { handled: false, reason: "unknown or revoked address" };
  if ((message.rawSize ?? 0) > MAX_REPLY_BYTES) return { handled: false, reason: "too large" };
  const raw = typeof message.raw === "string" || message.raw instanceof ArrayBuffer ? message.raw : await new Response(message.raw).arrayBuffer();
  const email = await PostalMime.parse(raw);
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
    return { handled: true, played: outcome.played, refused: outcome.refused };
  } catch (e) {
    // Nothing was answered: let the same message be tried again.
    await db.delete(emailReplies).where(eq(emailReplies.messageId, messageKey));
    throw e;
  }
}

interface PlayOutcome {
  played: string[];
  refused: string | null;
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
  if (!match || !game) return { played, refused: "This match no longer exists.", match: null, fromSeq: seq };
  const fromSeq = Math.min(seq, match.seq);
  if (lines.length === 0) return { played, refused: "The reply has no move in it: write the move on the first line.", match, fromSeq };
  for (const [i, line] of lines.entries()) {
    // A later line is another step of the same turn, only while the decision is still the player's.
    if (i > 0 && (match.status !== "active" || match.you === null || !match.actors.includes(match.you))) break;
    const parsed = game.parseMove(line);
    if ("error" in parsed) return { played, refused: parsed.error, match, fromSeq };
    const r = await room.move(viewer, i === 0 ? seq : match.seq, parsed.ok, `email:${messageKey.slice(0, 32)}:${i}`);
    if (!r.ok) return { played, refused: r.detail, match: (await playerResource(env, user, matchId)) ?? match, fromSeq };
    match = r.body as MatchResource;
    played.push(game.formatMove(parsed.ok));
  }
  return { played, refused: null, match, fromSeq };
}

function whoseTurn(match: MatchResource): string {
  if (match.status === "finished") return `The match is over: ${(match.outcome?.reason ?? "it has ended").replace(/\.$/, "")}.`;
  if (match.status !== "active") return "The match is not running.";
  if (match.you !== null && match.actors.includes(match.you)) return "It is your decision now.";
  const names = match.actors.map((s) => match.seats[s]?.name ?? match.seats[s]?.label ?? `seat ${s + 1}`);
  return `Now it is ${names.join(" and ")}'s turn to decide.`;
}

async function answer(env: Env, user: User, matchId: string, reply: Email, outcome: PlayOutcome): Promise<void> {
  const { match, played, refused } = outcome;
  const parts: string[] = [];
  if (played.length) parts.push(`Played: ${played.join(", ")}.`);
  if (refused) parts.push(`${played.length ? "Then refused" : "Not played"}: ${refused}${played.length ? "" : " Nothing was changed."}`);
  let replyTo: string | undefined;
  if (match) {
    const log = await roomStub(env, matchId).log({ userId: user.id, name: user.name }, outcome.fromSeq);
    const lines = log.ok ? log.body.map((l) => l.text).filter(Boolean) : [];
    if (lines.length) parts.push(`Since then:\n${lines.map((l) => `- ${l}`).join("\n")}`);
    parts.push(whoseTurn(match));
    const game = getGame(match.game);
    if (game && match.status === "active" && match.you !== null && match.actors.includes(match.you) && match.legal?.length) {
      parts.push(replyHint(game, match.legal));
      replyTo = await createReplyAddress(env, user.id, matchId, match.seq);
    }
    parts.push(`Open the match: ${match.urls.match}`);
  }
  if (match && match.status !== "active") await revokeReplyAddresses(env, user.id, matchId);
  const subject = reply.subject ? (/^re:/i.test(reply.subject) ? reply.subject : `Re: ${reply.subject}`) : "Your move by email";
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
