/** RFC 9457 problem details: every error the API gives is one of these, with a human `detail` in the reader's language. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Text } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";
import { problemBody } from "../shared/problem";
import { localeOf } from "./locale";
import type { AppEnv } from "./types";

export { problemBody } from "../shared/problem";

/** A problem thrown where the request is out of reach; its detail is written in the reader's language when answered. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly text: Text,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof text === "string" ? text : text.key);
  }
}

export function problemResponse(
  status: number,
  detail: Text,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  locale: Locale = "en",
): Response {
  return new Response(JSON.stringify(problemBody(status, detail, extra, locale)), {
    status,
    headers: { "content-type": "application/problem+json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function problem(c: Context<AppEnv>, status: ContentfulStatusCode, detail: Text, extra: Record<string, unknown> = {}) {
  return problemResponse(status, detail, { instance: c.req.path, ...extra }, {}, localeOf(c));
}
