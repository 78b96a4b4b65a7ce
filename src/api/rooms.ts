/** The bridge from routes to rooms: stub lookup, viewer identity, and turning replies into HTTP. */
import type { Context } from "hono";
import type { Env } from "../env";
import { matchIdsOf } from "../db/matchIndex";
import type { MatchRoom, Reply } from "../match/room";
import type { Viewer } from "../match/viewer";
import { HttpProblem, problemResponse } from "./problem";
import { localeOf } from "./locale";
import { msg } from "../shared/i18n/index";
import type { AppEnv } from "./types";

const MATCH_ID = /^[2-9a-z]{10}$/;

/** Is this a match id as `randomId(10)` makes them? */
export function isMatchId(id: string): boolean {
  return MATCH_ID.test(id);
}

/** The `:id` of a match route, or 404: the one id check of every match path. */
export function matchIdOf(c: Context): string {
  const id = c.req.param("id") ?? "";
  if (!isMatchId(id)) throw new HttpProblem(404, msg("noSuchMatch"));
  return id;
}

type RoomMethods = "create" | "join" | "get" | "move" | "log" | "history" | "replay" | "reviewOf" | "converse" | "resign" | "draw" | "abort" | "rematch" | "addBot" | "offerSeat" | "setVacation" | "disconnect" | "fetch";

/**
 * A typed handle on a match's room. RPC hands back a structured clone of exactly what the
 * room's method returns; the cast only keeps `unknown` fields (game views) from being erased
 * by the RPC type mapping.
 */
export type RoomHandle = Pick<MatchRoom, RoomMethods>;

export function roomStub(env: Env, id: string): RoomHandle {
  return env.MATCH_ROOM.get(env.MATCH_ROOM.idFromName(id)) as unknown as RoomHandle;
}

/**
 * Closes this user's sockets (only those opened with `credential`, if given) in every match they
 * sit in that is not over: their sign-in ended. A socket elsewhere is a spectator's, and is closed
 * if its person takes a seat there (Sockets.seatTaken); an ended match hides nothing.
 */
export async function closeSockets(env: Env, userId: string, credential?: string): Promise<void> {
  const ids = await matchIdsOf(env.DB, userId, ["open", "active"]);
  await Promise.all(ids.map((id) => roomStub(env, id).disconnect(userId, credential)));
}

export function viewerOf(c: Context<AppEnv>): Viewer | null {
  const user = c.get("user");
  return user ? { userId: user.id, name: user.name, ...(user.kind === "guest" ? { guest: true } : {}) } : null;
}

export function replyToResponse<T>(c: Context<AppEnv>, reply: Reply<T>, status = 200): Response {
  if (!reply.ok) {
    const retryAfter = reply.extra?.retryAfter;
    return problemResponse(reply.status, reply.detail, { instance: c.req.path, ...reply.extra }, typeof retryAfter === "number" ? { "retry-after": String(retryAfter) } : undefined, localeOf(c));
  }
  const headers: Record<string, string> = { "cache-control": "private, no-cache" };
  if (reply.etag) headers.etag = reply.etag;
  if (reply.replayed) headers["idempotent-replayed"] = "true";
  return c.json(reply.body as object, status as 200, headers);
}
