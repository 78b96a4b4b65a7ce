/** Worker entry: the Hono app, the MatchRoom Durable Object class, the scheduled and the email handlers. */
import { createApp } from "./api/app";
import type { Env } from "./env";
import { sendDigests } from "./notify/digest";
import { publicOrigin } from "./shared/origin";
import { deliverDueMail } from "./notify/mail";
import { receiveReply } from "./api/emailReplies";
import { meteredEmail, meteredFetch, meteredScheduled } from "./meter";
import { pruneExpired } from "./db/retention";

// The room class, counted by the opt-in usage meter when METER = "1" in development (src/meter.ts).
export { MeteredMatchRoom as MatchRoom } from "./meter";

const app = createApp();

export default {
  fetch: meteredFetch(app.fetch),
  scheduled: meteredScheduled(async (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    // The digests due at the run's scheduled time (a late or repeated run sends none twice: src/notify/digest.ts).
    ctx.waitUntil(Promise.all([deliverDueMail(env), sendDigests(env, publicOrigin(env), controller.scheduledTime), pruneExpired(env.DB)]));
  }),
  /** Cloudflare Email Routing (locally: POST /cdn-cgi/handler/email): a reply to a turn email plays the move. */
  email: meteredEmail(async (message: ForwardableEmailMessage, env: Env, _ctx: ExecutionContext) => {
    const outcome = await receiveReply(env, message);
    // The address is a secret: only the reason is logged.
    if (!outcome.handled) console.log(`inbound email ignored: ${outcome.reason}`);
  }),
} satisfies ExportedHandler<Env>;
