/** RFC 9457 problem details: every error the API gives is one of these, with a human `detail`. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { problemBody } from "../shared/problem";

export { problemBody } from "../shared/problem";

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
