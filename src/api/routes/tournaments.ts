/** Every /api/tournaments route: thin, the tournament's object (src/tournament/room.ts) decides. */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { getGame } from "../../engine/registry";
import { listTournaments } from "../../db/tournaments";
import { randomId } from "../../shared/crypto";
import { publicOrigin } from "../../shared/origin";
import type { TournamentSummary } from "../../shared/tournament";
import type { TournamentConfig } from "../../tournament/lifecycle";
import type { TournamentReply } from "../../tournament/room";
import { requireUser } from "../middleware";
import { HttpProblem, problem, problemResponse } from "../problem";
import { viewerOf } from "../rooms";
import type { AppEnv } from "../types";
import { localeOf } from "../locale";
import { msg } from "../../shared/i18n/index";
import { checkText, readJson } from "../validation";
import { DAYS_PER_MOVE } from "../../shared/settings";

export const tournamentRoutes = new Hono<AppEnv>();

/** Round-robin plays every match of the tournament at once: 16 entrants are 120 matches. */
export const MAX_ROUND_ROBIN = 16;
export const MAX_SWISS = 64;
export const MAX_ROUNDS = 20;

export const createTournamentSchema = z
  .object({
    name: z.string().max(200),
    game: z.string().max(64),
    players: z.number().int().optional().meta({ description: "Seats per match (default: the game's fewest)." }),
    format: z.enum(["round-robin", "swiss"]),
    rounds: z.number().int().min(1).max(MAX_ROUNDS).optional().meta({ description: "Swiss only: how many rounds." }),
    daysPerMove: z.union([z.null(), ...DAYS_PER_MOVE.map((d) => z.literal(d))]).optional(),
    entrants: z.object({ min: z.number().int().min(2), max: z.number().int().min(2) }).strict(),
    startsAt: z.iso.datetime({ offset: true }).optional().meta({ description: "When it starts by itself (if it has enough entrants by then)." }),
    visibility: z.enum(["public", "unlisted"]).optional().meta({ description: "public (default): listed; unlisted: only by its link." }),
  })
  .strict();

const TOURNAMENT_ID = /^[2-9a-z]{10}$/;

function tournamentOf(c: Context<AppEnv>) {
  const id = c.req.param("id") ?? "";
  if (!TOURNAMENT_ID.test(id)) throw new HttpProblem(404, msg("tournamentNone"));
  return c.env.TOURNAMENT.get(c.env.TOURNAMENT.idFromName(id));
}

function answer<T>(c: Context<AppEnv>, reply: TournamentReply<T>, status = 200): Response {
  if (!reply.ok) return problemResponse(reply.status, reply.detail, { instance: c.req.path }, {}, localeOf(c));
  return c.json(reply.body as object, status as 200, { "cache-control": "private, no-cache" });
}

/** The checks of a new tournament that need the game: each refusal says what would work. */
function configOf(c: Context<AppEnv>, body: z.infer<typeof createTournamentSchema>): TournamentConfig | string {
  const game = getGame(body.game);
  if (!game) return `There is no game "${body.game}". Games: see GET /api/games.`;
  const players = body.players ?? game.players.min;
  if (players < game.players.min || players > game.players.max) return `${game.name} is played by ${game.players.min} to ${game.players.max} players, not ${players}.`;
  if (body.format === "round-robin" && players !== 2) return "A round-robin is for 2-player matches (every pair meets once); choose Swiss for tables of 3 or more.";
  const { min, max } = body.entrants;
  if (min > max) return `The fewest entrants (${min}) cannot be more than the most (${max}).`;
  if (min < players) return `Matches of ${players} players need at least ${players} entrants; "entrants.min" is ${min}.`;
  if (body.format === "round-robin") {
    if (max > MAX_ROUND_ROBIN) return `A round-robin has at most ${MAX_ROUND_ROBIN} entrants (every match is played at once); choose Swiss for a bigger field.`;
    if (body.rounds !== undefined) return 'A round-robin has one round per opponent: leave "rounds" out.';
  } else {
    if (max > MAX_SWISS) return `A Swiss tournament has at most ${MAX_SWISS} entrants.`;
    if (body.rounds === undefined) return 'A Swiss tournament needs "rounds" (1 to 20).';
    if (players === 2 && body.rounds >= min) return `A Swiss of ${body.rounds} rounds needs at least ${body.rounds + 1} entrants, so that nobody meets anyone twice: raise "entrants.min" or lower "rounds".`;
  }
  const startsAt = body.startsAt === undefined ? null : Date.parse(body.startsAt);
  if (startsAt !== null && startsAt <= Date.now()) return `"startsAt" (${body.startsAt}) is in the past.`;
  const name = checkText(body.name.normalize("NFC").trim().replace(/\s+/g, " "), "tournamentName", 80);
  if (!name) return "A tournament needs a name.";
  return {
    id: randomId(10),
    name,
    game: game.id,
    players,
    tableMin: game.players.min,
    tableMax: game.players.max,
    format: body.format,
    rounds: body.format === "swiss" ? body.rounds! : null,
    daysPerMove: body.daysPerMove ?? null,
    entrants: { min, max },
    startsAt,
    visibility: body.visibility ?? "public",
    organiser: viewerOf(c)!,
    createdAt: Date.now(),
  };
}

tournamentRoutes.post("/", requireUser("Sign in, or play as a guest, to organise a tournament."), async (c) => {
  const body = await readJson(c, createTournamentSchema);
  const config = configOf(c, body);
  if (typeof config === "string") return problem(c, 400, config);
  const stub = c.env.TOURNAMENT.get(c.env.TOURNAMENT.idFromName(config.id));
  return answer(c, await stub.create(config), 201);
});

const STATUSES = ["open", "running", "finished"] as const;

tournamentRoutes.get("/", async (c) => {
  const status = c.req.query("status");
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) return problem(c, 400, `"status" is one of ${STATUSES.join(", ")}.`);
  const rows = await listTournaments(c.env.DB, (status as (typeof STATUSES)[number] | undefined) ?? null);
  const origin = publicOrigin(c.env);
  const list: TournamentSummary[] = rows.map((t) => ({
    id: t.id,
    name: t.name,
    game: t.game,
    format: t.format,
    status: t.status,
    players: t.players,
    entrants: t.entrants,
    maxEntrants: t.maxEntrants,
    organiser: { id: t.organiserId, name: t.organiserName },
    startsAt: t.startsAt === null ? null : new Date(t.startsAt).toISOString(),
    createdAt: new Date(t.createdAt).toISOString(),
    url: `${origin}/t/${t.id}`,
  }));
  return c.json(list, 200, { "cache-control": "no-cache" });
});

tournamentRoutes.get("/:id", async (c) => answer(c, await tournamentOf(c).get()));

tournamentRoutes.post("/:id/join", requireUser("Choose a name (play as a guest) or sign in to join."), async (c) => {
  await readJson(c, z.object({}).strict(), { optional: true });
  return answer(c, await tournamentOf(c).join(viewerOf(c)!));
});

tournamentRoutes.delete("/:id/join", requireUser(), async (c) => answer(c, await tournamentOf(c).leave(viewerOf(c)!)));

tournamentRoutes.post("/:id/start", requireUser(), async (c) => {
  await readJson(c, z.object({}).strict(), { optional: true });
  return answer(c, await tournamentOf(c).start(viewerOf(c)!));
});
