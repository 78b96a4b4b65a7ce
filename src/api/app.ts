/** The Hono app: middleware in order, then the routes, then problem+json for everything that fails. */
import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { allGames, seatNamesOf } from "../engine/registry";
import { listMail } from "../notify/mail";
import { apiDocsRoutes } from "./apiReference";
import { identify, isDevelopment, isLocalHttp, sameOriginForCookies } from "./middleware";
import { HttpProblem, problem, problemResponse } from "./problem";
import { localeOf } from "./locale";
import { msg } from "../shared/i18n/index";
import { registerRateLimits } from "./rateLimit";
import { isSpectatorPath, securityHeaders } from "./securityHeaders";
import { authRoutes } from "./routes/auth";
import { signInLinkRoutes } from "./routes/signInLink";
import { chatRoutes } from "./routes/chat";
import { embedRoutes } from "./routes/embed";
import { matchRoutes } from "./routes/matches";
import { meRoutes } from "./routes/me";
import { notificationRoutes } from "./routes/notifications";
import { playerRoutes } from "./routes/players";
import { pushRoutes } from "./routes/push";
import { rulesRoutes } from "./routes/rules";
import { tournamentRoutes } from "./routes/tournaments";
import type { AppEnv } from "./types";

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  app.use(methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) =>
      problemResponse(405, msg("methodNotAllowed", { method: c.req.method, path: c.req.path, allowed: methods }), { instance: c.req.path }, { allow: methods.join(", ") }, localeOf(c)),
  }));
  app.use(sameOriginForCookies());
  app.use(identify({ anonymous: isSpectatorPath }));
  registerRateLimits(app);

  app.get("/api/games", (c) =>
    c.json(
      allGames().map((g) => ({ id: g.id, name: g.name, pitch: g.pitch, players: g.players, options: g.options, seatNames: seatNamesOf(g) })),
      200,
      { "cache-control": "public, max-age=300" },
    ),
  );

  app.route("/", authRoutes);
  app.route("/", signInLinkRoutes); // /auth/verify
  app.route("/api/matches", matchRoutes);
  app.route("/api/matches", chatRoutes);
  app.route("/api/tournaments", tournamentRoutes);
  app.route("/", meRoutes);
  app.route("/", embedRoutes); // /embed/:id, /oembed, /m/:id
  app.route("/", notificationRoutes);
  app.route("/", pushRoutes); // /api/push/key, /api/me/push
  app.route("/", apiDocsRoutes); // /api/openapi.json, /docs/api
  app.route("/", rulesRoutes); // /rules/:game, the "How to play" pages
  app.route("/", playerRoutes); // /api/players/:id…, /api/leaderboards/:game/:class

  app.get("/api/dev/mail", async (c) => {
    // It shows every sign-in link: only on a loopback address, even if a deployment forgot ENVIRONMENT.
    if (!isDevelopment(c.env) || !isLocalHttp(c.req.url)) return problem(c, 404, msg("noSuchPage"));
    const mail = await listMail(c.env);
    return c.json(mail.map((m) => ({ id: m.id, to: m.to, subject: m.subject, at: new Date(m.at).toISOString(), state: m.state, raw: m.raw })));
  });

  app.notFound((c) => problem(c, 404, msg("nothingAt", { method: c.req.method, path: c.req.path })));
  app.onError((e, c) => {
    if (e instanceof HttpProblem) return problemResponse(e.status, e.text, { instance: c.req.path, ...e.extra }, e.headers, localeOf(c));
    // Log without request bodies or headers: they may carry tokens or hidden moves.
    console.error(`unhandled error on ${c.req.method} ${c.req.path}:`, e instanceof Error ? e.stack ?? e.message : String(e));
    return problem(c, 500, msg("serverError"));
  });
  return app;
}
