/**
 * The service's public origin, the one source of every absolute URL it writes (mail, oEmbed,
 * og: tags, match and invite links). It comes from configuration (`PUBLIC_ORIGIN`; `npm start`
 * passes the local origin it serves on), never from a request's Host or X-Forwarded-Host: a
 * forged header must not put another site into a sign-in link.
 */
export function publicOrigin(env: { PUBLIC_ORIGIN?: string }): string {
  const configured = env.PUBLIC_ORIGIN;
  if (!configured) throw new Error("PUBLIC_ORIGIN is not configured: set it to the service's origin, such as https://deaddrop.example");
  return new URL(configured).origin;
}
