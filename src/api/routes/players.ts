/** Profiles, rating histories and leaderboards: public reads of src/db/ratings.ts. */
import { Hono } from "hono";
import { getGame } from "../../engine/registry";
import { leaderboard, playerProfile, RATING_CLASSES, ratingHistoryOf, type RatingClass } from "../../db/ratings";
import { HttpProblem } from "../problem";
import { msg } from "../../shared/i18n/index";
import type { AppEnv } from "../types";

export const playerRoutes = new Hono<AppEnv>();

export const LEADERBOARD_LIMIT = { default: 50, max: 200 };

function gameAndClass(game: string, klass: string): { game: string; klass: RatingClass } {
  if (!getGame(game)) throw new HttpProblem(404, msg("noSuchGame", { game }));
  if (!RATING_CLASSES.includes(klass as RatingClass)) throw new HttpProblem(404, msg("noSuchRatingClass", { klass }));
  return { game, klass: klass as RatingClass };
}

const noPlayer = (id: string) => new HttpProblem(404, `There is no player "${id}" (guests have no profile).`);

playerRoutes.get("/api/players/:id", async (c) => {
  const profile = await playerProfile(c.env.DB, c.req.param("id"));
  if (!profile) throw noPlayer(c.req.param("id"));
  return c.json(profile);
});

playerRoutes.get("/api/players/:id/ratings/:game/:class", async (c) => {
  const { game, klass } = gameAndClass(c.req.param("game"), c.req.param("class"));
  const history = await ratingHistoryOf(c.env.DB, c.req.param("id"), game, klass);
  if (!history) throw noPlayer(c.req.param("id"));
  return c.json(history);
});

playerRoutes.get("/api/leaderboards/:game/:class", async (c) => {
  const { game, klass } = gameAndClass(c.req.param("game"), c.req.param("class"));
  const asked = c.req.query("limit");
  const limit = asked === undefined ? LEADERBOARD_LIMIT.default : Number(asked);
  if (!Number.isInteger(limit) || limit < 1 || limit > LEADERBOARD_LIMIT.max) throw new HttpProblem(400, `limit is a whole number from 1 to ${LEADERBOARD_LIMIT.max}, not "${asked}".`);
  return c.json(await leaderboard(c.env.DB, game, klass, limit));
});
