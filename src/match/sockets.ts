/**
 * The room's sockets (hibernation API): accepting them tagged `user:<id>` (the one tag read: a
 * user's sockets are found by it), sending each its own view, reading what clients send, and closing a user's
 * sockets. Errors are problem details (src/shared/problem.ts) in HTTP answers and messages alike.
 */
import { z } from "zod";
import { SOCKET_SEAT_CHANGED_CODE, SOCKET_SIGNED_OUT_CODE, type ClientMessage, type ServerMessage } from "../shared/api";
import { MAX_JSON_DEPTH, jsonDepth } from "../shared/json";
import { msg, type Text } from "../shared/i18n";
import { problemBody } from "../shared/problem";
import type { Locale } from "../shared/locale";
import type { Viewer } from "./viewer";

export const MAX_SOCKET_MESSAGE = 64 * 1024;

const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("move"), seq: z.number().int(), move: z.unknown(), requestId: z.string().max(100).optional() }),
  z.object({ type: z.literal("ping") }),
]);

/**
 * The usual socket message without zod: a plain object with type "move", a safe integer seq, a
 * `move` key and, if any, a requestId of at most 100 characters, or type "ping"; known keys only,
 * in the schema's order, as zod gives them. Anything else gives null and goes through
 * `clientMessage`, which judges it (every message this accepts, zod accepts the same way).
 */
export function plainClientMessage(data: unknown): ClientMessage | null {
  if (typeof data !== "object" || data === null || Object.getPrototypeOf(data) !== Object.prototype) return null;
  const d = data as Record<string, unknown>;
  if (d.type === "ping") return { type: "ping" };
  if (d.type !== "move" || !Number.isSafeInteger(d.seq) || !("move" in d)) return null;
  const requestId = d.requestId;
  if (requestId === undefined) return { type: "move", seq: d.seq as number, move: d.move };
  return typeof requestId === "string" && requestId.length <= 100 ? { type: "move", seq: d.seq as number, move: d.move, requestId } : null;
}

/**
 * Who a socket speaks for; survives hibernation. The seat is not kept: the seat its person plays
 * is asked at each change (viewer.ts `seatOf`). Sockets opened before kept a `seat` nothing reads.
 */
export interface SocketAttachment {
  userId: string | null;
  /** The language of the request that opened it (absent on sockets opened before: English). */
  locale?: Locale;
  /** The credential it was opened with (`credentialOf` in src/api/middleware.ts), closed with it; absent before. */
  credential?: string;
}

/** A socket error message: a problem with the socket's `type` and the request it answers. */
export function socketProblem(status: number, text: Text, requestId?: string, locale: Locale = "en"): ServerMessage {
  const { title, detail } = problemBody(status, text, {}, locale);
  return { type: "error", status, title, detail, ...(requestId === undefined ? {} : { requestId }) };
}

/** An HTTP problem answer from the room (the Worker passes it through). */
export function problemAnswer(status: number, detail: Text, locale: Locale = "en"): Response {
  return new Response(JSON.stringify(problemBody(status, detail, {}, locale)), { status, headers: { "content-type": "application/problem+json" } });
}

/** Reads one client message: the message, or the error to answer with. */
export function readClientMessage(message: string | ArrayBuffer, locale: Locale = "en"): { message: ClientMessage } | { error: ServerMessage } {
  const text = typeof message === "string" ? message : new TextDecoder().decode(message);
  if (text.length > MAX_SOCKET_MESSAGE) return { error: socketProblem(413, msg("roomSocketTooLarge"), undefined, locale) };
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { error: socketProblem(400, msg("roomSocketTooDeep", { depth: MAX_JSON_DEPTH }), undefined, locale) };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: socketProblem(400, msg("roomSocketNotJson"), undefined, locale) };
  }
  const plain = plainClientMessage(data);
  if (plain) return { message: plain };
  const parsed = clientMessage.safeParse(data);
  if (!parsed.success) return { error: socketProblem(400, msg("roomSocketShape"), undefined, locale) };
  return { message: parsed.data as ClientMessage };
}

/** Closes without failing: a socket already closing is closed enough. */
export function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // already closing
  }
}

/** Sends without failing: a socket closing under us is not an error of the match. */
export function sendQuietly(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // closed meanwhile (signed out everywhere, or gone)
  }
}

export class Sockets {
  /** The attachments of sockets seen while awake: saves deserialising each on every change. */
  private attachments = new WeakMap<WebSocket, SocketAttachment | null>();

  constructor(private readonly ctx: DurableObjectState) {}

  /** What each socket holds, as updates.ts names it (memory only: after a wake, unknown, so it is sent a whole resource). */
  private held = new WeakMap<WebSocket, string>();

  /** Accepts a socket for this viewer and sends it `first` (a whole resource; `held` names what it then holds); the answer to hand back. */
  accept(viewer: Viewer | null, first: string, held?: string, locale: Locale = "en", credential?: string | null): Response {
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, viewer ? [`user:${viewer.userId}`] : []);
    this.attach(server, { userId: viewer?.userId ?? null, ...(locale === "en" ? {} : { locale }), ...(viewer && credential ? { credential } : {}) });
    server.send(first);
    if (held !== undefined) this.held.set(server, held);
    return new Response(null, { status: 101, webSocket: client });
  }

  attachmentOf(ws: WebSocket): SocketAttachment | null {
    let a = this.attachments.get(ws);
    if (a === undefined) {
      a = ws.deserializeAttachment() as SocketAttachment | null;
      this.attachments.set(ws, a);
    }
    return a;
  }

  /**
   * Sends every socket (that `only` accepts, if given) its own update (`updateFor` is asked once
   * per socket, with the token of what it holds; cache there; null: nothing to send), by who
   * opened it: the seat its person plays now may not be the one they had then (they may have left it).
   */
  broadcast(updateFor: (who: SocketAttachment | null, held: string | undefined) => { text: string; held: string } | null, only?: (who: SocketAttachment | null) => boolean): void {
    for (const ws of this.ctx.getWebSockets()) {
      const who = this.attachmentOf(ws);
      if (only && !only(who)) continue;
      const update = updateFor(who, this.held.get(ws));
      if (!update) continue;
      sendQuietly(ws, update.text);
      this.held.set(ws, update.held);
    }
  }

  /** Sends `text` to a socket whose page speaks an older protocol, and closes it. */
  refuse(text: string, code: number): Response {
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    server.accept();
    server.send(text);
    server.close(code, "reload");
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends `text` (or each its own) to the sockets whose opener `allowed` accepts (a chat line to those who may read it). */
  sendTo(allowed: (who: SocketAttachment | null) => boolean, text: string | ((who: SocketAttachment | null) => string)): void {
    for (const ws of this.ctx.getWebSockets()) {
      const who = this.attachmentOf(ws);
      if (allowed(who)) sendQuietly(ws, typeof text === "string" ? text : text(who));
    }
  }

  /**
   * Closes the sockets opened with this user's identity (`credential`: only those opened with it),
   * by default as signed out (SOCKET_SIGNED_OUT_CODE); a page reconnects as whoever it now is.
   */
  disconnect(userId: string, { credential, code = SOCKET_SIGNED_OUT_CODE, reason = "signed out" }: { credential?: string; code?: number; reason?: string } = {}): void {
    for (const ws of this.ctx.getWebSockets(`user:${userId}`)) {
      const a = this.attachmentOf(ws);
      if (credential !== undefined && a?.credential !== credential) continue;
      // Forget the identity first: a message already on its way must not act for them either.
      this.attach(ws, { userId: null, locale: a?.locale });
      closeQuietly(ws, code, reason);
    }
  }

  /**
   * This user took a seat: their sockets were let in as a spectator's, perhaps with a credential
   * that has ended since (a lost laptop's, signed out everywhere, which reached only the matches
   * they sat in), so none is trusted with the seat. Each page reconnects at once, as whoever it is now.
   */
  seatTaken(userId: string): void {
    this.disconnect(userId, { code: SOCKET_SEAT_CHANGED_CODE, reason: "seat taken" });
  }

  /** Is this user watching the match right now (an open socket)? */
  isWatching(userId: string): boolean {
    return this.ctx.getWebSockets(`user:${userId}`).length > 0;
  }

  private attach(ws: WebSocket, a: SocketAttachment): void {
    ws.serializeAttachment(a);
    this.attachments.set(ws, a);
  }
}
