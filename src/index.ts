/** Worker entry: the Hono app, the MatchRoom Durable Object class, the scheduled and the email handlers. */
import { createApp } from "./api/app";
import { problemResponse } from "./api/problem";
import { unsafeDeployment } from "./deployment";
import type { Env } from "./env";
import { sendDigests } from "./notify/digest";
import { publicOrigin } from "./shared/origin";
import { deliverDueMail } from "./notify/mail";
import { receiveReply } from "./api/emailReplies";
import { meteredEmail, meteredFetch, meteredScheduled } from "./meter";
import { pruneExpired } from "./db/retention";

// The room class, counted by the opt-in usage meter when METER = "1" in development (src/meter.ts).
export { MeteredMatchRoom as MatchRoom } from "./meter";
export { TournamentRoom } from "./tournament/room";

const app = createApp();
const servedFetch = meteredFetch(app.fetch);

/** A development configuration on a public origin runs nothing (src/deployment.ts): every entry point checks first. */
function refuseUnsafe(env: Env): string | null {
  const unsafe = unsafeDeployment(env);
  if (unsafe) console.error(unsafe);
  return unsafe;
}

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => {
    const unsafe = refuseUnsafe(env);
    return unsafe ? problemResponse(500, unsafe, { instance: new URL(request.url).pathname }) : servedFetch(request, env, ctx);
  },
  scheduled: meteredScheduled(async (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    const unsafe = refuseUnsafe(env);
    if (unsafe) throw new Error(unsafe);
    ctx.waitUntil(Promise.all([deliverDueMail(env), sendDigests(env, publicOrigin(env), controller.scheduledTime), pruneExpired(env.DB)]));
  }),
  /** Cloudflare Email Routing (locally: POST /cdn-cgi/handler/email): a reply to a turn email plays the move. */
  email: meteredEmail(async (message: ForwardableEmailMessage, env: Env, _ctx: ExecutionContext) => {
    const unsafe = refuseUnsafe(env);
    if (unsafe) return message.setReject(unsafe);
    const outcome = await receiveReply(env, message);
    // The address is a secret: only the reason is logged.
    if (!outcome.handled) console.log(`inbound email ignored: ${outcome.reason}`);
  }),
} satisfies ExportedHandler<Env>;
