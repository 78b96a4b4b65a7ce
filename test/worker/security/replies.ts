/**
 * Reply to play, for the hidden-information suite: a player's newest reply-to-play address (from
 * a turn email or an answer), a reply delivered to the Worker's email() handler, and the answer
 * the service mails back. The answer is read from the mail outbox by its In-Reply-To, so a reply
 * the service ignored (no answer) fails the test rather than going unchecked.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { Game, Seat } from "../../../src/engine/game";
import type { Rng } from "../../../src/engine/rng";
import { deliver } from "../helpers";
import { mailParts } from "./support";

export interface ReplyAnswer {
  mailId: string;
  raw: string;
  /** The answer's Reply-To (a fresh address while the decision is the player's), else null. */
  replyTo: string | null;
  played: boolean;
  /** The subject and the decoded parts, for comparing answers (Message-ID, Date and addresses left out). */
  body: string;
}

const RATE_LIMITED = /You are sending moves faster than anyone plays: wait (\d+) seconds?/;

function replyToOf(raw: string): string | null {
  const head = raw.split("\r\n\r\n")[0] ?? "";
  return /^Reply-To: (move\+\S+)$/im.exec(head)?.[1] ?? null;
}

/** The newest reply-to-play address mailed to `email`, or null when none was. */
export async function newestReplyAddress(email: string): Promise<string | null> {
  const rows = await env.DB.prepare(`SELECT raw FROM mail_outbox WHERE to_addr = ? ORDER BY created_at DESC, rowid DESC LIMIT 20`).bind(email).all<{ raw: string }>();
  for (const { raw } of rows.results) {
    const address = replyToOf(raw);
    if (address) return address;
  }
  return null;
}

/**
 * Sends `text` as a reply from `email` to `address` and returns the service's answer. A reply
 * refused for the move limit is sent again once the wait it names is over (as a person would);
 * `onRateLimited` gets each such answer, to be scanned like the others.
 */
export async function replyAndAnswer(email: string, address: string, text: string, onRateLimited: (answer: ReplyAnswer) => void = () => undefined): Promise<ReplyAnswer> {
  for (;;) {
    const messageId = await deliver({ from: email, to: address, text, subject: "Re: Your move" });
    const row = await env.DB.prepare(`SELECT id, subject, raw FROM mail_outbox WHERE to_addr = ? AND instr(raw, ?) > 0`)
      .bind(email, `\r\nIn-Reply-To: <${messageId}>\r\n`)
      .first<{ id: string; subject: string; raw: string }>();
    expect(row, `the reply ${JSON.stringify(text)} to ${address} was answered`).toBeTruthy();
    const parts = mailParts(row!.raw);
    const plain = parts.find((p) => p.type === "text/plain")?.text ?? "";
    const replyTo = replyToOf(row!.raw);
    const answer = { mailId: row!.id, raw: row!.raw, replyTo, played: /^Played: /.test(plain), body: [row!.subject, replyTo ? "Reply-To: (fresh)" : "no Reply-To", ...parts.map((p) => p.text)].join("\n") };
    const wait = RATE_LIMITED.exec(plain);
    if (!wait) return answer;
    onRateLimited(answer);
    await new Promise((r) => setTimeout(r, 1000 * Number(wait[1])));
  }
}

/**
 * Replies that must be refused at this position for `seat` (null: not deciding), in the game's
 * notation: other seats' real options (they name hidden cards and places), a made-up card name
 * and an empty reply. None is one of the seat's own legal moves.
 */
export function refusedReplies(game: Game, state: unknown, seat: Seat, rng: Rng, most: number): string[] {
  const actors = game.actors(state);
  const mine = new Set(actors.includes(seat) ? game.legalMoves(state, seat).map((m) => game.formatMove(m)) : []);
  const theirs: string[] = [];
  for (const other of actors) {
    if (other === seat) continue;
    theirs.push(...game.legalMoves(state, other).map((m) => game.formatMove(m)).filter((t) => !mine.has(t) && rng.int(3) === 0).slice(0, 2));
  }
  const candidates = [...new Set(theirs), "Moonbeam Pickle of Zanzibar", ""];
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  return candidates.slice(0, most);
}

/** What the player sent, for the token scan (echoes are not leaks): the text and, when it parses, the move it names. */
export function sentBy(game: Game, text: string): string {
  const parsed = game.parseMove(text);
  return "ok" in parsed ? `${text}\n${JSON.stringify(parsed.ok)}` : text;
}
