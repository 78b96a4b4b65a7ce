import { Hono, type Context } from "hono";
import { z } from "zod";
import { createApiToken, listApiTokens, revokeApiToken, tokenCredential, updateUser, type User } from "../../db/accounts";
import { closeSockets } from "../rooms";
import { reliabilityOf } from "../../db/reliability";
import { canonicalTimeZone } from "../../notify/digest";
import { matchesOfUser } from "../../db/matchIndex";
import { requireUser } from "../middleware";
import { problem } from "../problem";
import { t, textOf } from "../locale";
import { msg, type Text } from "../../shared/i18n/index";
import { LOCALE_COOKIE } from "../../shared/locale";
import { publicOrigin } from "../../shared/origin";
import type { AppEnv } from "../types";
import { cleanName, readJson } from "../validation";
import { publicUser } from "./auth";

export const meRoutes = new Hono<AppEnv>();

meRoutes.use("/api/me", requireUser(msg("notSignedIn")));
meRoutes.use("/api/me/*", requireUser(msg("notSignedIn")));

/** The caller, with settings and their reliability (matches left before the end: src/db/reliability.ts). */
async function meBody(c: Context<AppEnv>, user: User) {
  return { ...publicUser(user), reliability: await reliabilityOf(c.env.DB, user.id) };
}

meRoutes.get("/api/me", async (c) => c.json(await meBody(c, c.get("user")!)));

export const notifySchema = z
  .object({
    email: z.enum(["each", "digest", "off"]).optional().meta({ description: "each: an email per turn; digest: one a day at `digestHour`; off: none (the inbox and push still work)." }),
    digestHour: z.number().int().min(0).max(23).optional().meta({ description: "The digest's hour, 0–23, in `timeZone`." }),
    timeZone: z.string().max(64).optional().meta({ description: 'An IANA time zone name, e.g. "Europe/Paris".' }),
  })
  .strict();

export const patchMeSchema = z
  .object({
    name: z.string().max(200).optional(),
    emailMode: z.enum(["every", "digest", "none"]).optional(),
    notify: notifySchema.optional(),
    locale: z.enum(["en", "fr"]).optional().meta({ description: "The language of the app, the emails, pushes and problem details: en or fr." }),
  })
  .strict();

const EMAIL_MODE = { each: "every", digest: "digest", off: "none" } as const;

/** Who the visitor is, signed in or not: the page asks this on every visit, so a signed-out visit is no error (200, user null). */
meRoutes.get("/api/session", (c) => {
  const user = c.get("user");
  return c.json({ user: user ? publicUser(user) : null }, 200, { "cache-control": "private, no-store" });
});

meRoutes.patch("/api/me", async (c) => {
  const body = await readJson(c, patchMeSchema);
  const user = c.get("user")!;
  const changes: Parameters<typeof updateUser>[2] = {};
  if (body.name !== undefined) changes.name = cleanName(body.name);
  if (body.emailMode !== undefined) changes.emailMode = body.emailMode;
  if (body.notify?.email !== undefined) changes.emailMode = EMAIL_MODE[body.notify.email];
  if (body.notify?.digestHour !== undefined) changes.digestHour = body.notify.digestHour;
  if (body.notify?.timeZone !== undefined) {
    const zone = canonicalTimeZone(body.notify.timeZone);
    if (!zone) return problem(c, 400, msg("notATimeZone", { zone: body.notify.timeZone.slice(0, 64) }));
    changes.timeZone = zone;
  }
  if (body.locale !== undefined) {
    changes.locale = body.locale;
    // Kept for the pages served without the session too (match pages, rules, embeds): the same cookie a guest's choice sets.
    c.header("set-cookie", `${LOCALE_COOKIE}=${body.locale}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  }
  if (Object.keys(changes).length) await updateUser(c.env.DB, user.id, changes);
  return c.json(await meBody(c, { ...user, ...changes }));
});

export const newTokenSchema = z.object({ name: z.string().max(80).optional() }).strict();

meRoutes.post("/api/me/tokens", async (c) => {
  const body = await readJson(c, newTokenSchema, { optional: true });
  const created = await createApiToken(c.env.DB, c.get("user")!.id, body.name?.trim() || t(c).defaultTokenName());
  return c.json({ ...created, detail: t(c).tokenShownOnce() }, 201);
});

meRoutes.get("/api/me/tokens", async (c) => c.json(await listApiTokens(c.env.DB, c.get("user")!.id)));

meRoutes.delete("/api/me/tokens/:tokenId", async (c) => {
  const done = await revokeApiToken(c.env.DB, c.get("user")!.id, c.req.param("tokenId"));
  if (!done) return problem(c, 404, msg("noSuchToken"));
  // A bot's open sockets end with its token.
  await closeSockets(c.env, c.get("user")!.id, tokenCredential(c.req.param("tokenId")));
  return c.body(null, 204);
});

/**
 * The actors this player may know of: the public ones (the index's, a spectator's) and their own
 * seat when it must decide (SP-5: in Sleep, their own status and nobody else's).
 */
function actorsFor(publicActors: number[], seat: number, deciding: boolean): number[] {
  return deciding && !publicActors.includes(seat) ? [...publicActors, seat].sort((a, b) => a - b) : publicActors;
}

const deadlineText = (at: number | null) => (at ? new Date(at).toISOString() : null);

/** The index's outcome (its reason a message since #34, a string before) in the reader's language. */
function outcomeIn(c: Context<AppEnv>, stored: string): { winners: number[]; draw: boolean; reason: string } {
  const outcome = JSON.parse(stored) as { winners: number[]; draw: boolean; reason: Text };
  return { ...outcome, reason: textOf(c, outcome.reason) };
}

/** The caller's matches: those waiting for their decision first, then in progress, open, finished. */
meRoutes.get("/api/me/matches", async (c) => {
  const me = c.get("user")!;
  const { mine, seats } = await matchesOfUser(c.env.DB, me.id);
  const rank = (r: (typeof mine)[number]) =>
    r.yourTurn ? 0 : r.m.status === "active" ? 1 : r.m.status === "open" ? 2 : 3;
  const origin = publicOrigin(c.env);
  const list = mine
    .map((r) => ({
      id: r.m.id,
      game: r.m.game,
      status: r.m.status,
      you: r.seat,
      yourTurn: r.yourTurn,
      unreadChat: r.chatUnread,
      actors: actorsFor(JSON.parse(r.m.actors) as number[], r.seat, r.yourTurn),
      players: r.m.players,
      freeSeats: r.m.freeSeats,
      seats: seats.filter((s) => s.matchId === r.m.id).map((s) => ({ seat: s.seat, name: s.name, player: s.userId })),
      outcome: r.m.outcome ? outcomeIn(c, r.m.outcome) : null,
      // Their own deadline while they decide (in Sleep's simultaneous phases the only one they may know), else the public one.
      deadline: deadlineText(r.yourDeadline ?? r.m.deadline),
      updatedAt: new Date(r.m.updatedAt).toISOString(),
      url: `${origin}/m/${r.m.id}`,
      rank: rank(r),
    }))
    .sort((a, b) => a.rank - b.rank || (a.deadline ?? "9").localeCompare(b.deadline ?? "9") || b.updatedAt.localeCompare(a.updatedAt))
    .map(({ rank: _rank, ...rest }) => rest);
  // The list page polls with If-None-Match every few seconds: unchanged, it costs a 304.
  const body = JSON.stringify(list);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(body)));
  const etag = `"l${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
  const headers = { etag, "cache-control": "private, no-cache", "content-type": "application/json" };
  if ((c.req.header("if-none-match") ?? "").split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
});

