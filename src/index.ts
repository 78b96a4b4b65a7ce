/** Worker entry: the Hono app, the MatchRoom Durable Object class, and the scheduled handler. */
import { createApp } from "./api/app";
import type { Env } from "./env";
import { deliverDueMail } from "./notify/mail";

export { MatchRoom } from "./match/room";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(deliverDueMail(env));
  },
} satisfies ExportedHandler<Env>;
