/** RFC 9457 problem details: every error the API gives is one of these, with a human `detail`. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Problem } from "../shared/api";

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
  429: "Too many requests",
  500: "Something went wrong on our side",
  503: "Temporarily unavailable",
};

export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function problemBody(status: number, detail: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: "about:blank",
    title: titles[status] ?? "Error",
    status,
    detail,
    ...extra,
  };
}

export function problemResponse(
  status: number,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problemBody(status, detail, extra)), {
    status,
    headers: { "content-type": "application/problem+json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function problem(c: Context, status: ContentfulStatusCode, detail: string, extra: Record<string, unknown> = {}) {
  return problemResponse(status, detail, { instance: c.req.path, ...extra });
}
