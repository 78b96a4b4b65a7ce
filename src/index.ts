/** Worker entry: the Hono app, the MatchRoom Durable Object class, and the scheduled handler. */
import { createApp } from "./api/app";
import type { Env } from "./env";
import { sendDigests } from "./notify/inbox";
import { publicOrigin } from "./shared/origin";
import { deliverDueMail } from "./notify/mail";

export { MatchRoom } from "./match/room";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(Promise.all([deliverDueMail(env), sendDigests(env, publicOrigin(env))]));
  },
} satisfies ExportedHandler<Env>;
