/**
 * Where a `next` parameter may lead (after signing in, or playing as a guest): a pure helper
 * shared by the server (`/auth/verify`) and the client (the sign-in page), so both decide alike.
 */

/** Longer `next` values are not ours (every path the app links to is far shorter). */
export const MAX_NEXT_LENGTH = 2000;

/**
 * The same-site path that `next` leads to, or null when it leads anywhere else.
 *
 * Decided the way a browser will read it: `next` is parsed with the WHATWG URL parser against
 * our own origin (which strips tabs and newlines, reads backslashes as slashes, resolves dot
 * segments and percent-encodes the rest), and only a result on the same origin is accepted. The
 * answer is the parser's own serialisation of path, query and fragment: ASCII without control
 * characters, so always a valid header value, and never one starting with "//" (which a browser
 * would read as another host).
 */
export function sameSitePath(next: string | null | undefined, origin: string): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_NEXT_LENGTH) return null;
  let own: URL;
  let url: URL;
  try {
    own = new URL(origin);
    url = new URL(next, own);
  } catch {
    return null;
  }
  if (url.origin !== own.origin || url.origin === "null") return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : null;
}
