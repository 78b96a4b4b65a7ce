/** Worker entry: the Hono app, the MatchRoom Durable Object class, and the scheduled handler. */
import { createApp } from "./api/app";
import type { Env } from "./env";
import { sendDigests } from "./notify/inbox";
import { deliverDueMail } from "./notify/mail";
import { meteredFetch, meteredScheduled } from "./meter";

// The room class, counted by the opt-in usage meter when METER = "1" in development (src/meter.ts).
export { MeteredMatchRoom as MatchRoom } from "./meter";

const app = createApp();

export default {
  fetch: meteredFetch(app.fetch),
  scheduled: meteredScheduled(async (_controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(Promise.all([deliverDueMail(env), sendDigests(env, env.PUBLIC_ORIGIN ?? "http://localhost:8787")]));
  }),
} satisfies ExportedHandler<Env>;
