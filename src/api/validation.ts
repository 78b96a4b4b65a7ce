/** Reading request bodies: size, media type, JSON syntax and shape, each with a readable reason. */
import type { Context } from "hono";
import type { z } from "zod";
import { MAX_JSON_DEPTH, jsonDepth } from "../shared/json";
import { HttpProblem } from "./problem";
import { msg } from "../shared/i18n/index";

export const MAX_BODY_BYTES = 64 * 1024;


/** "players: expected a number, got a string" from the first zod issue. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "the body does not have the expected shape";
  const where = issue.path.length ? `"${issue.path.join(".")}"` : "the body";
  if (issue.code === "unrecognized_keys") return `${where} has a field this API does not know: ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
  if (issue.code === "invalid_type") return `${where} should be ${issue.expected === "object" ? "a JSON object" : issue.expected}`;
  return `${where}: ${issue.message}`;
}

export async function readJson<T>(c: Context, schema: z.ZodType<T>, { optional = false } = {}): Promise<T> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new HttpProblem(413, msg("bodyTooLarge", { bytes: declared }));
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw new HttpProblem(413, msg("bodyTooLarge", { bytes: buffer.byteLength }));
  let data: unknown = {};
  if (buffer.byteLength === 0) {
    if (!optional) throw new HttpProblem(400, msg("bodyNeeded"));
  } else {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
      throw new HttpProblem(415, msg("bodyNotJsonType", { type }));
    }
    const text = new TextDecoder().decode(buffer);
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new HttpProblem(400, msg("bodyTooDeep", { depth: MAX_JSON_DEPTH }));
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw new HttpProblem(400, msg("bodyNotJson", { error: (e as Error).message }));
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpProblem(400, msg("bodyShape", { issue: describeIssue(parsed.error) }));
  return parsed.data;
}

/**
 * The checks every text a person types goes through: no broken characters (an unpaired surrogate),
 * at most `max` characters, no control or invisible characters (`newlines`: line breaks and tabs may stay).
 */
export function checkText(text: string, what: "name" | "chat" | "notes" | "tournamentName", max: number, { newlines = false } = {}): string {
  if (!text.isWellFormed()) throw new HttpProblem(400, msg("textBroken", { what }));
  const length = [...text].length;
  if (length > max) throw new HttpProblem(400, msg("textTooLong", { what, max, length }));
  const bad = newlines ? /(?![\n\t])[\p{Cc}\p{Co}\p{Cn}\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/u : /[\p{Cc}\p{Co}\p{Cn}\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/u;
  if (bad.test(text)) throw new HttpProblem(400, msg("textInvisible", { what }));
  return text;
}

/**
 * Does the text show anything? Combining marks (with nothing to combine with, or stacked on a
 * space), spaces of every kind, format characters, default-ignorable code points (Hangul fillers,
 * variation selectors…) and the blank Braille pattern all draw nothing a reader can read.
 */
const DRAWS_NOTHING = /[\p{M}\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}\s\u2800]/gu;

export function hasVisibleCharacter(text: string): boolean {
  return text.replace(DRAWS_NOTHING, "").length > 0;
}

/** A display name: trimmed, NFC, 1–40 characters, no control characters. */
export function cleanName(raw: string): string {
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0) throw new HttpProblem(400, msg("nameEmpty"));
  if (!name.isWellFormed()) throw new HttpProblem(400, msg("textBroken", { what: "name" }));
  if ([...name].length > 40) throw new HttpProblem(400, msg("textTooLong", { what: "name", max: 40, length: [...name].length }));
  return checkText(name, "name", 40);
}
