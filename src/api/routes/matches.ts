import { Hono } from "hono";
import { z } from "zod";
import { isOk, validateOptions } from "../../engine/game";
import { getGame } from "../../engine/registry";
import { offeredPublicSeats, openPublicMatches, type IndexedSeat, type PublicIndexedMatch } from "../../db/matchIndex";
import { membersAmong } from "../../db/accounts";
import { randomId } from "../../shared/crypto";
import { credentialOf, isOwnOrigin, requireUser } from "../middleware";
import { problem } from "../problem";
import { msg } from "../../shared/i18n/index";
import { matchIdOf, replyToResponse, roomStub, viewerOf } from "../rooms";
import type { SeenAs } from "../../match/review";
import { boardPng } from "./boardPng";
import { boardImage } from "./embed";
import { muteMatch } from "./notifications";
import { publicOrigin } from "../../shared/origin";
import { BOT_LEVELS, DAYS_PER_MOVE } from "../../shared/settings";
import type { AppEnv } from "../types";
import { readJson } from "../validation";
import { localeOf } from "../locale";

/** Every /api/matches route, mounted once at /api/matches. */
export const matchRoutes = new Hono<AppEnv>();

const level = z.enum(BOT_LEVELS, { error: `The computer's level is ${BOT_LEVELS.map((l) => `"${l}"`).join(", ").replace(/, (?=[^,]*$)/, " or ")}.` });
const botSchema = z.object({ seat: z.number().int().min(0), level }).strict();

export const createSchema = z
  .object({
    game: z.string().max(64),
    players: z.number().int().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    timeControl: z
      .object({ daysPerMove: z.union([z.null(), ...DAYS_PER_MOVE.map((d) => z.literal(d))]) })
      .strict()
      .nullable()
      .optional(),
    seat: z.number().int().min(0).optional(),
    visibility: z.enum(["public", "unlisted", "private"]).optional(),
    rated: z.boolean().optional().meta({ description: "Does the match count for ratings? Default: true for a member; guests are never rated, and a guest's seat makes the match unrated." }),
    bots: z.array(botSchema).max(8).optional().meta({ description: "Seats the computer takes at once; a match whose other seats are all the computer's starts at once." }),
  })
  .strict();

matchRoutes.post("/", requireUser("Sign in, or play as a guest, to create a match."), async (c) => {
  const body = await readJson(c, createSchema);
  const game = getGame(body.game);
  if (!game) return problem(c, 400, msg("noSuchGame", { game: body.game }));
  const players = body.players ?? game.players.min;
  if (players < game.players.min || players > game.players.max) {
    const range = game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min} to ${game.players.max}`;
    return problem(c, 400, msg("playerCount", { game: game.name, range, players }));
  }
  const options = validateOptions(game.options, body.options);
  if (!isOk(options)) return problem(c, 400, msg("badOption", { game: game.name, error: options.error }));
  const seat = body.seat ?? 0;
  if (seat >= players) return problem(c, 400, msg("noSuchSeat", { last: players - 1, seat }));
  const bots = body.bots ?? [];
  for (const [i, bot] of bots.entries()) {
    if (bot.seat >= players) return problem(c, 400, msg("noSuchSeatForComputer", { last: players - 1, seat: bot.seat }));
    if (bot.seat === seat) return problem(c, 400, msg("seatIsYours", { seat: bot.seat }));
    if (bots.findIndex((b) => b.seat === bot.seat) !== i) return problem(c, 400, msg("seatTwiceToComputer", { seat: bot.seat }));
  }
  const member = c.get("user")!.kind === "member";
  if (body.rated && !member) return problem(c, 400, msg("guestsNotRated"));
  const id = randomId(10);
  const reply = await roomStub(c.env, id).create(
    {
      id,
      game: game.id,
      players,
      options: options.ok,
      visibility: body.visibility ?? "unlisted",
      daysPerMove: body.timeControl?.daysPerMove ?? null,
      seat,
      creator: viewerOf(c)!,
      bots,
      rated: body.rated ?? member,
    },
    localeOf(c),
  );
  return replyToResponse(c, reply, 201);
});

/**
 * The lobby: public matches waiting for players, newest first; then each seat open in a public
 * running match (offered to a newcomer: `offeredSeat`, and `url` opens it with its invite).
 */
matchRoutes.get("/", async (c) => {
  const game = c.req.query("game");
  const [open, running] = await Promise.all([openPublicMatches(c.env.DB, game), offeredPublicSeats(c.env.DB, game)]);
  const origin = publicOrigin(c.env);
  // Only a member has a profile: a guest's name links nowhere (and the page asks for no profile that does not exist).
  const members = await membersAmong(c.env.DB, [...open.seats, ...running.seats].flatMap((s) => (s.userId ? [s.userId] : [])));
  const entry = (m: PublicIndexedMatch, seats: IndexedSeat[]) => ({
    id: m.id,
    game: m.game,
    players: m.players,
    freeSeats: m.freeSeats,
    seats: seats.filter((s) => s.matchId === m.id).map((s) => ({ seat: s.seat, name: s.name, player: s.userId !== null && members.has(s.userId) ? s.userId : null })),
    createdAt: new Date(m.createdAt).toISOString(),
    url: `${origin}/m/${m.id}`,
  });
  const offered = running.matches.flatMap((m) =>
    (JSON.parse(m.offeredSeats) as { seat: number; invite: string }[]).map((o) => ({
      ...entry(m, running.seats),
      offeredSeat: o.seat,
      url: `${origin}/m/${m.id}?invite=${encodeURIComponent(o.invite)}`,
    })),
  );
  return c.json([...open.matches.map((m) => entry(m, open.seats)), ...offered]);
});

// One id check for every /api/matches/:id path ("/:id/*" matches "/:id" itself too).
matchRoutes.use("/:id/*", async (c, next) => {
  matchIdOf(c);
  return next();
});

matchRoutes.get("/:id", async (c) => {
  const reply = await roomStub(c.env, c.req.param("id")).get(viewerOf(c), c.req.header("if-none-match") ?? null, localeOf(c));
  if (reply.ok && reply.body === null) return c.body(null, 304, { etag: reply.etag!, "cache-control": "private, no-cache" });
  return replyToResponse(c, reply);
});

export const joinSchema = z.object({ invite: z.string().max(200), seat: z.number().int().min(0).optional() }).strict();

matchRoutes.post("/:id/join", requireUser("Choose a name (play as a guest) or sign in to take a seat."), async (c) => {
  const body = await readJson(c, joinSchema);
  const reply = await roomStub(c.env, c.req.param("id")).join(viewerOf(c)!, body.invite, body.seat, localeOf(c));
  return replyToResponse(c, reply);
});

export const moveSchema = z.object({ seq: z.number().int().min(0), move: z.unknown() }).strict();

matchRoutes.post("/:id/moves", requireUser("Sign in to play your move."), async (c) => {
  const body = await readJson(c, moveSchema);
  if (body.move === undefined) return problem(c, 400, msg("moveMissing"));
  const key = c.req.header("idempotency-key");
  if (key !== undefined && (key.length === 0 || key.length > 200)) return problem(c, 400, msg("badIdempotencyKey"));
  const reply = await roomStub(c.env, c.req.param("id")).move(viewerOf(c), body.seq, body.move, key ?? null, localeOf(c));
  return replyToResponse(c, reply);
});

export const addBotSchema = z.object({ seat: z.number().int().min(0), level: level.optional() }).strict();

matchRoutes.post("/:id/bots", requireUser(), async (c) => {
  const body = await readJson(c, addBotSchema);
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).addBot(viewerOf(c), body.seat, body.level ?? "normal", localeOf(c)));
});

matchRoutes.get("/:id/log", async (c) => {
  const after = Number(c.req.query("after") ?? "0");
  if (!Number.isInteger(after) || after < 0) return problem(c, 400, msg("afterSeq"));
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).log(viewerOf(c), after, localeOf(c)));
});

matchRoutes.get("/:id/history", async (c) => {
  const at = Number(c.req.query("at"));
  if (!Number.isInteger(at)) return problem(c, 400, msg("atSeq"));
  const as = seenAsOf(c.req.query("as"));
  if (as === null) return problem(c, 400, msg("asSeat"));
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).history(viewerOf(c), at, as, localeOf(c)));
});

/** The `as` of a history request (undefined: as the caller; null: not a valid value). */
function seenAsOf(raw: string | undefined): SeenAs | undefined | null {
  if (raw === undefined) return undefined;
  if (raw === "spectator" || raw === "all") return raw;
  return /^[0-9]$/.test(raw) ? Number(raw) : null;
}

matchRoutes.get("/:id/review", async (c) => replyToResponse(c, await roomStub(c.env, c.req.param("id")).reviewOf(viewerOf(c), localeOf(c))));

matchRoutes.get("/:id/replay", async (c) => replyToResponse(c, await roomStub(c.env, c.req.param("id")).replay(viewerOf(c), localeOf(c))));

matchRoutes.post("/:id/resign", requireUser(), async (c) => {
  await readJson(c, z.object({}).strict(), { optional: true });
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).resign(viewerOf(c), localeOf(c)));
});

export const drawSchema = z.object({ action: z.enum(["offer", "accept", "decline"]).optional() }).strict();

matchRoutes.post("/:id/draw", requireUser(), async (c) => {
  const body = await readJson(c, drawSchema, { optional: true });
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).draw(viewerOf(c), body.action ?? "offer", localeOf(c)));
});

matchRoutes.post("/:id/abort", requireUser(), async (c) => {
  await readJson(c, z.object({}).strict(), { optional: true });
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).abort(viewerOf(c), localeOf(c)));
});

/** Offers a seat the computer plays for a player who left (3+ players) to a newcomer: its invite. */
matchRoutes.post("/:id/seats/:seat/offer", requireUser(), async (c) => {
  await readJson(c, z.object({}).strict(), { optional: true });
  const seat = Number(c.req.param("seat"));
  if (!/^\d{1,2}$/.test(c.req.param("seat"))) return problem(c, 400, msg("notASeat", { seat: c.req.param("seat").slice(0, 20) }));
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).offerSeat(viewerOf(c), seat));
});

matchRoutes.post("/:id/rematch", requireUser(), async (c) => {
  await readJson(c, z.object({}).strict(), { optional: true });
  return replyToResponse(c, await roomStub(c.env, c.req.param("id")).rematch(viewerOf(c), randomId(10), localeOf(c)));
});

matchRoutes.get("/:id/socket", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return problem(c, 426, msg("useWebSocket"));
  const headers = new Headers({ Upgrade: "websocket" });
  // `?as=spectator` (the embed): watch as a spectator even when the browser sends a session, so an
  // embedded board never counts as the player watching (which would hold back their emails).
  const spectate = c.req.query("as") === "spectator";
  // A handshake is a GET, so the CSRF check on unsafe methods does not see it: a page elsewhere must
  // not open a player's socket with their cookie (cross-site WebSocket hijacking).
  const origin = c.req.header("origin");
  if (!spectate && c.get("authVia") === "cookie" && origin && !isOwnOrigin(c, origin)) {
    return problem(c, 403, msg("foreignPage", { origin }));
  }
  const viewer = spectate ? null : viewerOf(c);
  if (viewer) headers.set("x-dd-viewer", JSON.stringify(viewer));
  // What the socket is closed with when this sign-in ends (logout, a revoked token).
  const credential = viewer && (await credentialOf(c));
  if (credential) headers.set("x-dd-credential", credential);
  headers.set("x-dd-locale", localeOf(c));
  // `?v=`: the socket protocol the page speaks (SOCKET_PROTOCOL); an older page is told to reload.
  headers.set("x-dd-protocol", c.req.query("v") ?? "1");
  const res = await roomStub(c.env, c.req.param("id")).fetch(new Request(`https://room/${c.req.param("id")}/socket`, { headers }));
  // A refusal from the room has immutable headers; copy it so the middleware can add its own.
  return res.status === 101 ? res : new Response(res.body, res);
});

matchRoutes.get("/:id/board.svg", boardImage);
matchRoutes.get("/:id/board.png", boardPng);
matchRoutes.post("/:id/mute", requireUser(), muteMatch);
