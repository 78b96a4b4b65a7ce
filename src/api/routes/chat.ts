/**
 * A match's chat and a player's private notes (DESIGN, "Conversation and fairness"), mounted at
 * /api/matches. The room keeps both beside its log (src/match/chat.ts); here the text is checked
 * (as names are: no broken or control characters) and D1 hears what it keeps: unread counts for
 * "My matches" and reported lines for a moderator.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { addUnreadChat, clearUnreadChat, reportChatLine } from "../../db/matchIndex";
import type { ChatPage, ConversationRequest, Notes, Reported, Said } from "../../match/chat";
import { MAX_CHAT_LINE, MAX_NOTES } from "../../match/chat";
import type { Reply } from "../../match/room";
import { requireUser } from "../middleware";
import { HttpProblem, problem } from "../problem";
import { msg } from "../../shared/i18n/index";
import { matchIdOf, replyToResponse, roomStub, viewerOf } from "../rooms";
import type { AppEnv } from "../types";
import { checkText, hasVisibleCharacter, readJson } from "../validation";

export const chatRoutes = new Hono<AppEnv>();

const channel = z.enum(["all", "team"]).optional();
/** The bodies, exported for the OpenAPI document. */
export const chatLineSchema = z.object({ text: z.string(), channel }).strict();
export const chatReportSchema = z.object({ n: z.number().int().min(1), channel }).strict();
export const chatMuteSchema = z.object({ muted: z.boolean() }).strict();
export const notesSchema = z.object({ text: z.string() }).strict();

function converse<T>(c: Context<AppEnv>, request: ConversationRequest): Promise<Reply<T>> {
  return roomStub(c.env, matchIdOf(c)).converse(viewerOf(c), request) as Promise<Reply<T>>;
}

/** A chat line: trimmed, NFC, 1–500 characters, one line. */
function chatText(raw: string): string {
  const text = raw.normalize("NFC").trim();
  if (text.length === 0) throw new HttpProblem(400, msg("chatEmpty"));
  checkText(text, "chat", MAX_CHAT_LINE);
  if (!hasVisibleCharacter(text)) {
    throw new HttpProblem(400, msg("chatInvisible"));
  }
  return text;
}

chatRoutes.get("/:id/chat", async (c) => {
  const after = Number(c.req.query("after") ?? "0");
  if (!Number.isInteger(after) || after < 0) return problem(c, 400, msg("afterChatLine"));
  const ch = channel.safeParse(c.req.query("channel"));
  if (!ch.success) return problem(c, 400, msg("chatChannel"));
  const reply = await converse<ChatPage>(c, { op: "read", channel: ch.data ?? "all", after });
  const viewer = viewerOf(c);
  if (reply.ok && viewer && reply.body.mayWrite) await clearUnreadChat(c.env.DB, matchIdOf(c), viewer.userId);
  return replyToResponse(c, reply);
});

chatRoutes.post("/:id/chat", requireUser("Sign in to write in a match's chat."), async (c) => {
  const body = await readJson(c, chatLineSchema);
  const reply = await converse<Said>(c, { op: "say", channel: body.channel ?? "all", text: chatText(body.text) });
  if (!reply.ok) return replyToResponse(c, reply);
  try {
    await addUnreadChat(c.env.DB, matchIdOf(c), reply.body.unreadSeats);
  } catch (e) {
    // The line is said (and delivered live); only the unread marker missed it.
    console.error(`unread chat count of ${matchIdOf(c)} not updated:`, e instanceof Error ? e.message : String(e));
  }
  return replyToResponse(c, { ok: true, body: reply.body.message }, 201);
});

chatRoutes.post("/:id/chat/report", requireUser("Sign in to report a chat line."), async (c) => {
  const body = await readJson(c, chatReportSchema);
  const ch = body.channel ?? "all";
  const reply = await converse<Reported>(c, { op: "report", channel: ch, n: body.n });
  if (!reply.ok) return replyToResponse(c, reply);
  const { message, line, reporterId } = reply.body;
  await reportChatLine(c.env.DB, { matchId: matchIdOf(c), channel: ch, n: line, seat: message.seat, author: message.name, text: message.text, reporterId });
  return c.json({ reported: true, n: message.n, channel: ch }, 201);
});

chatRoutes.put("/:id/chat/mute", requireUser("Sign in to mute a match's chat."), async (c) => {
  const body = await readJson(c, chatMuteSchema);
  return replyToResponse(c, await converse(c, { op: "mute", muted: body.muted }));
});

chatRoutes.get("/:id/notes", requireUser("Sign in to keep notes on your matches."), async (c) => replyToResponse(c, await converse<Notes>(c, { op: "notes" })));

chatRoutes.put("/:id/notes", requireUser("Sign in to keep notes on your matches."), async (c) => {
  const body = await readJson(c, notesSchema);
  const text = checkText(body.text.normalize("NFC"), "notes", MAX_NOTES, { newlines: true });
  return replyToResponse(c, await converse<Notes>(c, { op: "write-notes", text }));
});
