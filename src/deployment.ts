/**
 * A deployment is safe by default (issue #29, item 3). wrangler.toml's ENVIRONMENT is
 * "production"; `npm start` and the tests ask for "development" or "test" explicitly. Those serve
 * routes for one machine: `/api/dev/mail` (everyone's sign-in links) and email replies accepted
 * without authentication. A configuration that combines them with a public https origin is a
 * deployment that forgot to say "production": it refuses to run at all, loudly, rather than
 * serve them.
 */
import type { Env } from "./env";

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}

/** Why this configuration must not run, or null when it may. */
export function unsafeDeployment(env: Pick<Env, "ENVIRONMENT" | "PUBLIC_ORIGIN">): string | null {
  if (!isDevelopment(env) || !/^\s*https:/i.test(env.PUBLIC_ORIGIN ?? "")) return null;
  return (
    `Dead Drop refuses to run: ENVIRONMENT is "${env.ENVIRONMENT}" but PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN}, a public https origin. ` +
    `Development serves every sign-in link at /api/dev/mail and accepts email replies without authentication. ` +
    `Deploy with ENVIRONMENT = "production" (wrangler.toml's default), or develop on an http://127.0.0.1 origin.`
  );
}
