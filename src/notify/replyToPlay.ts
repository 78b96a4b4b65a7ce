/**
 * Playing by replying to the turn email: the addresses and what a turn email says. Each turn
 * email carries a `Reply-To` of its own, `move+<token>@<domain>`: the token (160 random bits, only
 * its SHA-256 stored) speaks for one player in one match, at the position the email showed. The
 * reply itself is read by src/api/emailReplies.ts (the Worker's `email()` handler): the first
 * non-empty lines above the quoted text (`decisionLines`) are decisions in the game's notation,
 * applied through the room's own `move` at the email's position. A reply not from the player's
 * address, or failing the platform's authentication (`passesAuthentication`), is ignored.
 */
import { parseAuthenticationResults } from "./authResults";
import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { replyTokens } from "../db/schema";
import type { Game } from "../engine/game";
import type { Env } from "../env";
import { randomId, sha256 } from "../shared/crypto";
import { addressOf } from "./mail";
import { publicOrigin } from "../shared/origin";
import { rulesUrl } from "../../rules/url";
import { messages } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";

/** At most this many legal moves are listed in an email; more, and the notation is shown by example. */
export const LIST_AT_MOST = 12;
const MAX_LINES = 10;
const TOKEN_ADDRESS = /^move\+([2-9a-z]{32})@/i;

/** The token of a reply-to-play address (`move+<token>@…`), or null for any other address. */
export function replyTokenOf(to: string): string | null {
  return TOKEN_ADDRESS.exec(to.trim())?.[1]?.toLowerCase() ?? null;
}

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

/**
 * "Reply with one of: 5B, *B, …", or the notation by example when there are many; with `origin`,
 * the link to the rules page's "Moves by email" section, where the notation is explained.
 */
export function replyHint(game: Game, legal: unknown[], origin?: string, locale: Locale = "en"): string {
  const m = messages(locale);
  const moves = [...new Set(legal.map((move) => game.formatMove(move)))];
  const how = origin ? ` ${m.howToWriteAMove({ url: movesByEmailUrl(origin, game.id) })}` : "";
  if (moves.length <= LIST_AT_MOST) return `${m.replyWithOneOf({ moves })}${how}`;
  return `${m.replyByExample({ game: game.name, examples: moves.slice(0, 3), count: moves.length })}${how}`;
}

/** The rules page's section on writing moves by email (rules/<game>.ts, the section `moves-by-email`). */
export function movesByEmailUrl(origin: string, game: string): string {
  return `${origin}${rulesUrl(game)}#moves-by-email`;
}

/** What a turn email needs from the room (src/match/notices.ts `turnContextOf`): the position, and the player's legal moves. */
export interface TurnContext {
  seq: number;
  game: Game;
  legal: unknown[];
}

export type TurnContextOf = (userId: string) => TurnContext | null;

/** The Reply-To and the hint of a turn email (nothing for other notices, or when the player has no decision). */
export async function replyToHeaders(env: Env, n: { kind: string; userId: string; matchId: string | null }, context?: TurnContextOf, locale: Locale = "en"): Promise<{ replyTo?: string; replyHint?: string }> {
  if ((n.kind !== "turn" && n.kind !== "reminder") || !n.matchId || !context) return {};
  const turn = context(n.userId);
  if (!turn || turn.legal.length === 0) return {};
  return { replyTo: await createReplyAddress(env, n.userId, n.matchId, turn.seq), replyHint: replyHint(turn.game, turn.legal, publicOrigin(env), locale) };
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
 * pass, or an SPF or DKIM pass for a domain aligned with the From address. Only the entries'
 * results count (src/notify/authResults.ts): text in a comment or a property's value never does,
 * and a header that cannot be read, or that gives DMARC two different results, passes nothing.
 * Without such a header (`wrangler dev`, tests) only a non-production deployment accepts the message.
 */
export function passesAuthentication(env: Pick<Env, "ENVIRONMENT">, headers: { key: string; value: string }[], fromAddress: string): boolean {
  const ours = headers
    .filter((h) => h.key === "arc-authentication-results" || h.key === "authentication-results")
    .filter((h) => /^\s*(i\s*=\s*\d+\s*;\s*)?mx\.cloudflare\.net\b/i.test(h.value));
  if (!ours[0]) return env.ENVIRONMENT !== "production";
  const top = parseAuthenticationResults(ours[0].value);
  if (!top || top.authservId !== "mx.cloudflare.net") return false;
  const dmarc = new Set(top.results.filter((r) => r.method === "dmarc").map((r) => r.result));
  if (dmarc.size > 1) return false;
  if (dmarc.has("pass")) return true;
  if (dmarc.has("fail")) return false;
  const domain = fromAddress.toLowerCase().split("@")[1] ?? "";
  return top.results.some(
    (r) => r.result === "pass" && ((r.method === "dkim" && aligned(domain, r.props["header.d"])) || (r.method === "spf" && aligned(domain, r.props["smtp.mailfrom"]))),
  );
}
