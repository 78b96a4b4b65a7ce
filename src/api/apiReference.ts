/**
 * GET /api/openapi.json (the OpenAPI 3.1 document) and GET /docs/api, a reference page for people
 * rendered on the server from that same document: no script, no CDN, nothing but HTML and an
 * inline stylesheet (the app's CSP allows inline styles, not scripts).
 */
import { Hono } from "hono";
import { publicOrigin } from "../shared/origin";
import { escapeHtml } from "../shared/text";
import { movesPerMinute } from "../match/moveBudget";
import { openapiDocument, type OpenApiDocument } from "./openapi";
import type { AppEnv } from "./types";

export const apiDocsRoutes = new Hono<AppEnv>();

const documents = new Map<string, OpenApiDocument>();
/** The document for this deployment: its origin, and the words its configuration decides (the move budget). */
function documentFor(env: AppEnv["Bindings"]): OpenApiDocument {
  const origin = publicOrigin(env);
  const config = { movesPerMinute: movesPerMinute(env) };
  const key = `${origin} ${config.movesPerMinute}`;
  let doc = documents.get(key);
  if (!doc) documents.set(key, (doc = openapiDocument(origin, config)));
  return doc;
}

apiDocsRoutes.get("/api/openapi.json", (c) =>
  c.json(documentFor(c.env), 200, { "cache-control": "public, max-age=300", "access-control-allow-origin": "*" }),
);

apiDocsRoutes.get("/docs/api", (c) => c.html(referencePage(documentFor(c.env)), 200, { "cache-control": "public, max-age=300" }));

type Json = Record<string, any>;

/** A JSON Schema as a nested list people can read: name, type, required, description. */
function shape(schema: Json | undefined, depth = 0): string {
  if (!schema || depth > 5) return "";
  const parts: string[] = [];
  if (schema.type === "object" && schema.properties) {
    const required = new Set<string>(schema.required ?? []);
    const items = Object.entries(schema.properties as Record<string, Json>).map(
      ([name, sub]) =>
        `<li><code>${escapeHtml(name)}</code> <span class="t">${escapeHtml(typeName(sub))}</span>${required.has(name) ? "" : ' <span class="o">optional</span>'}` +
        `${sub.description ? ` — ${prose(sub.description)}` : ""}${shape(sub, depth + 1)}</li>`,
    );
    parts.push(`<ul>${items.join("")}</ul>`);
  } else if (schema.type === "array" && schema.items) {
    parts.push(shape(schema.items, depth + 1));
  } else if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf) as Json[];
    const nested = options.map((o) => shape(o, depth + 1)).filter(Boolean);
    if (nested.length) parts.push(`<ul>${options.map((o) => `<li><span class="t">${escapeHtml(typeName(o))}</span>${shape(o, depth + 1)}</li>`).join("")}</ul>`);
  }
  return parts.join("");
}

function typeName(schema: Json): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (schema.anyOf || schema.oneOf) return ((schema.anyOf ?? schema.oneOf) as Json[]).map(typeName).join(" | ");
  if (schema.type === "array") return `array of ${schema.items ? typeName(schema.items) : "anything"}`;
  if (schema.type === "integer") {
    // zod bounds every integer to the safe range; only other bounds say something.
    const min = schema.minimum > Number.MIN_SAFE_INTEGER ? schema.minimum : undefined;
    const max = schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined;
    if (min !== undefined && max !== undefined) return `integer ${min}–${max}`;
    return min !== undefined ? `integer ≥ ${min}` : max !== undefined ? `integer ≤ ${max}` : "integer";
  }
  if (schema.type === "string") return `string${schema.format ? ` (${schema.format})` : ""}${schema.maxLength ? ` ≤ ${schema.maxLength}` : ""}`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.type ?? (schema.$ref ? String(schema.$ref).split("/").pop()! : "any JSON");
}

/** Text with `code` spans, as the document's descriptions are written. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

function example(value: unknown): string {
  return value === undefined ? "" : `<details><summary>Example</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
}

function operationHtml(method: string, path: string, op: Json, problems: Record<string, Json>): string {
  const auth = (op.security as Json[]).length === 0 ? "no sign-in" : (op.security as Json[]).some((s) => Object.keys(s).length === 0) ? "sign-in optional" : "signed in (cookie or token)";
  const params = (op.parameters ?? []) as Json[];
  const paramRows = params
    .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(typeName(p.schema ?? {}))}</td><td>${p.required ? "required" : ""}</td><td>${prose(p.description ?? "")}</td></tr>`)
    .join("");
  const body = op.requestBody?.content?.["application/json"];
  const responses = Object.entries(op.responses as Record<string, Json>)
    .filter(([status]) => status !== "default")
    .map(([status, r]) => {
      if (r.$ref) {
        const detail = problems[String(r.$ref).split("/").pop()!]?.content?.["application/problem+json"]?.example?.detail;
        return `<li><b>${status}</b> problem+json${detail ? `, such as “${escapeHtml(detail)}”` : ""}</li>`;
      }
      const content = r.content ? Object.entries(r.content as Record<string, Json>)[0] : undefined;
      return `<li><b>${status}</b> ${prose(r.description ?? "")}${content ? ` <span class="t">${escapeHtml(content[0])}</span>${shape(content[1].schema)}${example(content[1].example)}` : ""}</li>`;
    })
    .join("");
  return (
    `<section class="op" id="${escapeHtml(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(op.summary)}${op.description ? `. ${prose(op.description)}` : ""}</p>` +
    `<p class="meta">${auth} · operationId <code>${escapeHtml(op.operationId)}</code></p>` +
    (paramRows ? `<table><thead><tr><th>parameter</th><th>in</th><th>type</th><th></th><th></th></tr></thead><tbody>${paramRows}</tbody></table>` : "") +
    (body ? `<h4>Body${op.requestBody.required ? "" : " (optional)"}</h4>${shape(body.schema)}${example(body.example)}` : "") +
    `<h4>Answers</h4><ul>${responses}</ul></section>`
  );
}

const CSS = [
  "body{font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1b1f27;background:#f6f4ef}",
  "code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}",
  "pre{background:#fff;border:1px solid #d6d2c8;padding:.5rem;overflow:auto}",
  ".op{background:#fff;border:1px solid #d6d2c8;border-radius:8px;padding:.2rem 1rem .6rem;margin:1rem 0}",
  ".m{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:0 .3em}",
  ".get{background:#2e6fd1}.post{background:#2f8f46}.patch{background:#c99a06}.put{background:#7d4fb3}.delete{background:#c0392b}",
  ".t{color:#5b6270;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em}.o{color:#a8470f;font-size:.85em}",
  ".meta{color:#5b6270;font-size:.9em}table{border-collapse:collapse;font-size:.9em}td,th{border-bottom:1px solid #d6d2c8;padding:.2rem .5rem;text-align:left}",
  "nav ul{columns:2}",
].join("\n");

export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      const tag = (op.tags as string[])[0]!;
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(operationHtml(method, path, op, doc.components.responses as Record<string, Json>));
      (toc.get(tag) ?? toc.set(tag, []).get(tag)!).push(`<li><a href="#${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`);
    }
  }
  const schemes = Object.entries(doc.components.securitySchemes)
    .map(([name, s]) => `<li><code>${name}</code>: ${escapeHtml((s as Json).description)}</li>`)
    .join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(doc.info.title)} reference · Dead Drop</title><style>${CSS}</style></head><body>` +
    `<h1>${escapeHtml(doc.info.title)}</h1><p>${prose(doc.info.description)}</p>` +
    `<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>` +
    `<h2>Signing in</h2><ul>${schemes}</ul>` +
    `<h2>Errors</h2><p>Every error is <code>application/problem+json</code>: <code>{type, title, status, detail, instance}</code> and sometimes more (<code>retryAfter</code> with 429). Show <code>detail</code> to people.</p>` +
    `<nav><h2>Contents</h2>${[...toc].map(([tag, items]) => `<h3>${escapeHtml(tag)}</h3><ul>${items.join("")}</ul>`).join("")}</nav>` +
    [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join("")}`).join("") +
    `</body></html>`
  );
}
