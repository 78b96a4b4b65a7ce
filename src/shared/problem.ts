/** RFC 9457 problem details, the one shape of every error: HTTP answers (src/api/problem.ts) and socket messages. */
import type { Problem } from "./api";

const titles: Record<number, string> = {
  400: "Bad request",
  401: "Sign in needed",
  403: "Not allowed",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  410: "Gone",
  413: "Request too large",
  415: "Unsupported media type",
  422: "Move not allowed",
  426: "Upgrade required",
  429: "Too many requests",
  500: "Something went wrong on our side",
  503: "Temporarily unavailable",
};

export function problemBody(status: number, detail: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: "about:blank",
    title: titles[status] ?? "Error",
    status,
    detail,
    ...extra,
  };
}
