/**
 * Which Web Push endpoints the service will POST to (issue #29, item 5). An endpoint is a URL a
 * client hands us, and the Worker then sends requests to it for months: it must be a push
 * service, never a way to make the Worker call an address of the client's choosing.
 *
 * - Everywhere: https on the default port, a public host name: no IP literal (v4 in any spelling
 *   the URL parser reads, v6), no localhost or *.localhost, *.local, *.internal, *.home.arpa, no
 *   single-label name; no user name or password. Outside production plain http on a loopback
 *   address is also accepted (the tests' and a developer's local push service).
 * - In production, only the push services browsers use (BROWSER_PUSH_SERVICES, docs/security.md).
 */
import type { Env } from "../env";

/** The push services of the browsers people use (host, or `.suffix` for a family of hosts). */
export const BROWSER_PUSH_SERVICES = [
  "fcm.googleapis.com", // Chrome, Chromium, Android, Opera, Brave, Samsung Internet (Firebase Cloud Messaging)
  "updates.push.services.mozilla.com", // Firefox (Mozilla autopush)
  ".push.services.mozilla.com",
  "web.push.apple.com", // Safari on macOS, iOS and iPadOS (16.4+)
  ".push.apple.com",
  ".notify.windows.com", // Edge (Windows Push Notification Services)
] as const;

const NOT_PUBLIC_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan", ".intranet", ".corp", ".private"];

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Why this host is not a public host name, or null. `hostname` as the URL parser gives it (IPv4 normalised, IPv6 in brackets). */
export function notPublicHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host)) return "Push endpoints must name a host, not an IP address.";
  if (host === "localhost" || NOT_PUBLIC_SUFFIXES.some((s) => host.endsWith(s))) return `Push endpoints must be on a public host, not ${host}.`;
  if (!host.includes(".")) return `Push endpoints must be on a public host name with a domain, not "${host}".`;
  return null;
}

export function isBrowserPushService(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return BROWSER_PUSH_SERVICES.some((s) => (s.startsWith(".") ? host.endsWith(s) : host === s));
}

/** Why this endpoint is refused, or null when the service may push to it. */
export function endpointProblem(env: Pick<Env, "ENVIRONMENT">, endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The endpoint is not a URL.";
  }
  if (url.username || url.password) return "The endpoint may not carry a user name or password.";
  const production = env.ENVIRONMENT === "production";
  if (url.protocol === "http:" && !production && isLoopback(url.hostname)) return null;
  if (url.protocol !== "https:") {
    return production ? "Push endpoints must be https: URLs." : "Push endpoints must be https: URLs (or plain http: on a loopback address while developing).";
  }
  if (url.port) return "Push endpoints use the default https port.";
  const host = notPublicHost(url.hostname);
  if (host) return host;
  if (production && !isBrowserPushService(url.hostname)) return `Push endpoints must be a browser's push service; ${url.hostname} is not one this service knows.`;
  return null;
}
