/** The tournament routes of the OpenAPI document (src/api/openapi.ts), with their answers' schemas. */
import { z } from "zod";
import type { TournamentResource, TournamentSummary } from "../shared/tournament";
import type { RouteDoc } from "./openapi";
import { sameShape } from "./openapiSchemas";
import { createTournamentSchema } from "./routes/tournaments";

const player = z.object({ id: z.string(), name: z.string() });
const isoTime = z.string().meta({ format: "date-time" });
const format = z.enum(["round-robin", "swiss"]);
const status = z.enum(["open", "running", "finished"]);

export const tournamentSchema = sameShape<TournamentResource>()(
  z.object({
    id: z.string(),
    name: z.string(),
    game: z.string(),
    players: z.number().int().meta({ description: "Seats per match." }),
    format,
    status,
    visibility: z.enum(["public", "unlisted"]),
    organiser: player,
    roundsPlanned: z.number().int(),
    daysPerMove: z.number().int().nullable(),
    entrantLimits: z.object({ min: z.number().int(), max: z.number().int() }),
    startsAt: isoTime.nullable(),
    createdAt: isoTime,
    tiebreak: z.enum(["sonneborn-berger", "buchholz"]),
    entrants: z
      .array(z.object({ player, score: z.number(), tiebreak: z.number(), rank: z.number().int(), withdrawn: z.boolean() }))
      .meta({ description: "The standings, leader first; equal score and tie-break share a rank." }),
    rounds: z.array(
      z.object({
        n: z.number().int(),
        matches: z.array(
          z.object({
            id: z.string(),
            seats: z.array(z.object({ player, seat: z.number().int() })),
            status: z.enum(["active", "finished", "aborted"]),
            outcome: z.object({ winners: z.array(z.number().int()), draw: z.boolean(), points: z.array(z.number()) }).nullable(),
            url: z.string(),
          }),
        ),
        byes: z.array(player),
      }),
    ),
    urls: z.object({ tournament: z.string(), api: z.string() }),
  }),
);

export const tournamentSummarySchema = sameShape<TournamentSummary>()(
  z.object({
    id: z.string(),
    name: z.string(),
    game: z.string(),
    format,
    status,
    players: z.number().int(),
    entrants: z.number().int(),
    maxEntrants: z.number().int(),
    organiser: player,
    startsAt: isoTime.nullable(),
    createdAt: isoTime,
    url: z.string(),
  }),
);

const noBody = z.object({}).strict();
const answer = (description: string, statusCode = 200) => ({ status: statusCode, description, schema: tournamentSchema });

export const TOURNAMENT_ROUTES: RouteDoc[] = [
  { operationId: "listTournaments", method: "get", path: "/api/tournaments", tag: "Tournaments", summary: "Public tournaments, newest first", auth: "optional", query: { status: { schema: status, description: "Only those open (taking entries), running or finished." } }, ok: { status: 200, description: "At most 100.", schema: z.array(tournamentSummarySchema) } },
  { operationId: "createTournament", method: "post", path: "/api/tournaments", tag: "Tournaments", summary: "Organise a tournament (the organiser is its first entrant)", description: "Round-robin: 2-player matches, every pair once, all played at once. Swiss: `rounds` rounds paired by score, no pair twice; 3+ player games play tables grouped by score. It starts when the organiser says, when full, or at `startsAt`. Refused (400): an unknown game, a player count the game does not have, sizes that cannot be played.", auth: "required", body: { schema: createTournamentSchema, example: { name: "Winter Swiss", game: "sleepers", format: "swiss", rounds: 3, daysPerMove: 3, entrants: { min: 4, max: 16 }, visibility: "public" } }, ok: answer("The new tournament.", 201) },
  { operationId: "getTournament", method: "get", path: "/api/tournaments/:id", tag: "Tournaments", summary: "A tournament: standings, rounds and every match", auth: "optional", ok: answer("The tournament.") },
  { operationId: "joinTournament", method: "post", path: "/api/tournaments/:id/join", tag: "Tournaments", summary: "Enter the tournament (before it starts)", description: "The entry that fills it starts it.", auth: "required", body: { schema: noBody, optional: true }, ok: answer("The tournament."), errors: [409] },
  { operationId: "leaveTournament", method: "delete", path: "/api/tournaments/:id/join", tag: "Tournaments", summary: "Leave (before the start) or withdraw (after it)", description: "A withdrawal resigns every unfinished match of yours (forfeits) and you are paired no more.", auth: "required", ok: answer("The tournament."), errors: [409] },
  { operationId: "startTournament", method: "post", path: "/api/tournaments/:id/start", tag: "Tournaments", summary: "Start now (the organiser)", auth: "required", body: { schema: noBody, optional: true }, ok: answer("The tournament, its first round paired."), errors: [403, 409] },
];
