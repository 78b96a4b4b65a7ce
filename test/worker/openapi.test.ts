/**
 * The OpenAPI document in workerd: it and the router agree route for route (walking the Hono
 * app's `routes`), it covers every route docs/api.md lists, it validates against the OpenAPI 3.1
 * schema (@seriousme/openapi-schema-validator), its examples are what the schemas accept, and a
 * client that takes every path, method and answer schema from the served document plays a whole
 * match with API tokens. Also the /docs/api page.
 */
import { SELF } from "cloudflare:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import openapi31 from "@seriousme/openapi-schema-validator/schemas/v3.1/schema.json";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import apiMd from "../../docs/api.md?raw";
import { createApp } from "../../src/api/app";
import { openapiPath, PAGES, ROUTES } from "../../src/api/openapi";
import { ORIGIN, sessionCookie } from "./helpers";

type Json = Record<string, any>;

async function servedDocument(): Promise<Json> {
  const res = await SELF.fetch(`${ORIGIN}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return res.json();
}

/**
 * The package's Validator reads its bundled schemas with node:fs, which workerd does not have;
 * the same schema file is bundled into the test instead and compiled exactly as the package
 * compiles it (Ajv 2020, ajv-formats, the 3.1 "media-range" format). validate() is the package's.
 */
class BundledValidator extends Validator {
  getAjvValidator(version: string) {
    if (version !== "3.1") throw new Error(`only OpenAPI 3.1 is bundled here, not ${version}`);
    const self = this as unknown as { ajvValidators: Record<string, unknown>; ajvOptions: object };
    if (!self.ajvValidators[version]) {
      const ajv = new Ajv2020({ ...self.ajvOptions, strict: false });
      addFormats(ajv);
      ajv.addFormat("media-range", true);
      self.ajvValidators[version] = ajv.compile(openapi31);
    }
    return self.ajvValidators[version];
  }
}

describe("GET /api/openapi.json", () => {
  it("documents every route the app serves, and every documented route exists", async () => {
    const served = new Set(createApp().routes.filter((r) => r.method !== "ALL").map((r) => `${r.method.toLowerCase()} ${r.path}`));
    const pages = new Set(PAGES.map((p) => `get ${p}`));
    const doc = await servedDocument();
    const documented = new Set(Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`)));
    for (const route of served) {
      if (pages.has(route)) continue;
      const [method, path] = route.split(" ");
      expect(documented, `${route} is served but not documented`).toContain(`${method} ${openapiPath(path!)}`);
    }
    for (const r of ROUTES) expect(served, `${r.method} ${r.path} is documented but not served`).toContain(`${r.method} ${r.path}`);
    expect(documented.size).toBe(ROUTES.length);
    for (const page of pages) expect(served, `${page} is listed as a page but not served`).toContain(page);
    expect(served.size).toBe(ROUTES.length + PAGES.length);
  });

  it("covers every route docs/api.md lists", async () => {
    const doc = await servedDocument();
    // Parameter names may differ (docs/api.md says :id where the route says :tokenId).
    const anyParam = (path: string) => openapiPath(path).replace(/\{\w+\}/g, "{}");
    const documented = new Set(Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${anyParam(path)}`)));
    const listed = [...apiMd.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^\s`?]*)/g)].map(([, method, path]) => `${method!.toLowerCase()} ${anyParam(path!)}`);
    expect(listed.length).toBeGreaterThan(20);
    for (const route of listed) expect(documented, `${route} (docs/api.md)`).toContain(route);
  });

  it("is a valid OpenAPI 3.1 document with problem+json errors, both auth schemes and examples", async () => {
    const doc = await servedDocument();
    const result = await new BundledValidator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes).toMatchObject({ cookieAuth: { type: "apiKey", in: "cookie", name: "dd_session" }, bearerAuth: { type: "http", scheme: "bearer" } });
    const move = doc.paths["/api/matches/{id}/moves"].post;
    expect(move.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    for (const status of ["401", "409", "422", "429"]) expect(move.responses[status]).toEqual({ $ref: `#/components/responses/Problem${status}` });
    expect(doc.components.responses.Problem422.content["application/problem+json"].schema).toEqual({ $ref: "#/components/schemas/Problem" });
    expect(move.requestBody.content["application/json"].example).toEqual({ seq: 4, move: { kind: "pass" } });
    // The body schema is the route's own zod schema: strict, seq a non-negative integer.
    expect(move.requestBody.content["application/json"].schema).toMatchObject({ type: "object", additionalProperties: false, required: ["seq", "move"], properties: { seq: { type: "integer", minimum: 0 } } });
    for (const game of ["sleep", "sleepers", "subrosa", "conspirateurs"]) expect(doc.components.schemas[`Move_${game}`]).toBeDefined();
    // The validator is not vacuous: a broken document fails.
    const broken = structuredClone(doc);
    broken.paths["/api/games"].get.responses = { 200: { content: {} } };
    expect((await new BundledValidator().validate(broken)).valid).toBe(false);
  });

  it("has examples that its own schemas accept", () => {
    let checked = 0;
    for (const r of ROUTES) {
      if (r.body?.example !== undefined) {
        expect(r.body.schema.safeParse(r.body.example).success, `${r.operationId} body example`).toBe(true);
        checked++;
      }
      if (r.ok.example !== undefined && r.ok.schema) {
        expect(r.ok.schema.safeParse(r.ok.example).success, `${r.operationId} answer example`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

// ---- a client generated from the document ----------------------------------------------------

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/**
 * Calls operations by operationId: the method, the path template and the answer's JSON Schema
 * all come from the served document; every answer must be one the document lists for that
 * operation and must validate against its schema.
 */
function documentClient(doc: Json, auth: { bearer?: string; cookie?: string } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
  const operations = new Map<string, { method: string; path: string; op: Json }>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) for (const [method, op] of Object.entries(item)) operations.set(op.operationId, { method, path, op });
  const resolve = (x: Json): Json => (x.$ref ? resolve(x.$ref.replace("#/", "").split("/").reduce((o: Json, k: string) => o[k], doc)) : x);
  return async function call<T = any>(operationId: string, args: Call = {}): Promise<{ status: number; body: T; res: Response }> {
    const found = operations.get(operationId);
    if (!found) throw new Error(`no operation ${operationId} in the document`);
    const url = new URL(found.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(args.params?.[k] ?? "")), doc.servers[0].url);
    for (const [k, v] of Object.entries(args.query ?? {})) url.searchParams.set(k, String(v));
    const headers = new Headers();
    if (auth.bearer) headers.set("authorization", `Bearer ${auth.bearer}`);
    if (auth.cookie) headers.set("cookie", auth.cookie);
    if (auth.cookie && found.method !== "get") headers.set("origin", ORIGIN);
    if (args.body !== undefined) headers.set("content-type", "application/json");
    const res = await SELF.fetch(url, { method: found.method.toUpperCase(), headers, body: args.body === undefined ? undefined : JSON.stringify(args.body), redirect: "manual" });
    const documented = found.op.responses[String(res.status)] ?? (res.status >= 400 ? found.op.responses.default : undefined);
    expect(documented, `${operationId} answered ${res.status}, which the document does not list`).toBeDefined();
    const answer = resolve(documented);
    const isJson = /json/.test(res.headers.get("content-type") ?? "");
    const text = isJson ? await res.text() : "";
    const body = text ? JSON.parse(text) : new Uint8Array(await res.arrayBuffer());
    const media = Object.keys(answer.content ?? {})[0];
    if (media) expect(res.headers.get("content-type"), `${operationId} ${res.status}`).toMatch(new RegExp(`^${media.replace(/[+]/g, "\\+")}`));
    const schema = media ? answer.content[media].schema : undefined;
    if (schema && /json/.test(media!)) {
      const validate = ajv.compile({ $ref: schema.$ref ? `doc${schema.$ref}` : undefined, ...(schema.$ref ? {} : schema) });
      expect(validate(body), `${operationId} ${res.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    return { status: res.status, body: body as T, res };
  };
}

describe("a client generated from the document", () => {
  it("plays a whole tiny match with API tokens, every path and answer shape from the document", async () => {
    const doc = await servedDocument();
    const bots = [];
    for (const name of ["Bot A", "Bot B"]) {
      const g = await documentClient(doc)("createGuest", { body: { name } });
      expect(g.status).toBe(201);
      const asGuest = documentClient(doc, { cookie: sessionCookie(g.res) });
      const token = await asGuest("createToken", { body: { name: `${name}'s token` } });
      expect(token.status).toBe(201);
      bots.push(documentClient(doc, { bearer: token.body.token }));
    }
    const [a, b] = bots as [ReturnType<typeof documentClient>, ReturnType<typeof documentClient>];
    const created = await a("createMatch", { body: { game: "tiny", options: { target: 5 } } });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const invite = new URL(created.body.urls.invite).searchParams.get("invite")!;
    expect((await b("joinMatch", { params: { id }, body: { invite } })).body.status).toBe("active");
    let plies = 0;
    for (let match = (await a("getMatch", { params: { id } })).body; match.status === "active"; plies++) {
      const mover = match.actors[0] === 0 ? a : b;
      const mine = (await mover("getMatch", { params: { id } })).body;
      const stale = await mover("playMove", { params: { id }, body: { seq: mine.seq - 1, move: mine.legal[0] } });
      expect(stale.status).toBe(409);
      const played = await mover("playMove", { params: { id }, body: { seq: mine.seq, move: mine.legal[0] } });
      expect(played.status).toBe(200);
      match = played.body;
      expect(plies).toBeLessThan(10);
    }
    const end = (await a("getMatch", { params: { id } })).body;
    expect(end.status).toBe("finished");
    expect(end.outcome.winners).toHaveLength(1);
    expect(plies).toBe(5);
    const log = await b("getLog", { params: { id } });
    expect(log.body.length).toBeGreaterThan(5);
    expect((await a("getPosition", { params: { id }, query: { at: 2 } })).body.seq).toBe(2);
    expect((await a("listMyMatches")).body[0].id).toBe(id);
    expect((await b("getMe")).body.name).toBe("Bot B");
    const picture = await documentClient(doc)("boardPng", { params: { id } });
    expect(picture.status).toBe(200);
  });
});

describe("the push routes, called from the document", () => {
  it("subscribes, lists, sets preferences, removes by endpoint and by id, and revokes reply addresses, every answer as documented", async () => {
    const doc = await servedDocument();
    const g = await documentClient(doc)("createGuest", { body: { name: "Pusher" } });
    const me = documentClient(doc, { cookie: sessionCookie(g.res) });
    expect([200, 503]).toContain((await documentClient(doc)("pushKey")).status);
    const example = ROUTES.find((r) => r.operationId === "subscribePush")!.body!.example as { endpoint: string };
    const first = await me("subscribePush", { body: example });
    expect(first.status).toBe(201);
    const second = await me("subscribePush", { body: { ...example, endpoint: `${example.endpoint}-2` } });
    expect(second.status).toBe(201);
    expect((await me("subscribePush", { body: { ...example, endpoint: "ftp://push.example/x" } })).status).toBe(400);
    expect((await me("setPushPreferences", { body: { chat: false } })).body.preferences).toEqual({ turn: true, result: true, chat: false });
    const listed = await me("getPushSettings");
    expect(listed.body.devices.map((d: { id: string }) => d.id).sort()).toEqual([first.body.id, second.body.id].sort());
    expect(listed.body.preferences.chat).toBe(false);
    expect((await me("unsubscribePush", { body: { endpoint: example.endpoint } })).status).toBe(204);
    expect((await me("unsubscribePush", { body: { endpoint: example.endpoint } })).status).toBe(404);
    expect((await me("removePushDevice", { params: { id: second.body.id } })).status).toBe(204);
    expect((await me("removePushDevice", { params: { id: second.body.id } })).status).toBe(404);
    expect((await me("getPushSettings")).body.devices).toEqual([]);
    expect((await me("revokeReplyAddresses")).status).toBe(200);
    expect((await documentClient(doc)("getPushSettings")).status).toBe(401);
  });
});

describe("GET /docs/api", () => {
  it("is a server-rendered reference of every operation, without scripts", async () => {
    const res = await SELF.fetch(`${ORIGIN}/docs/api`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)[\w.-]+\/[\w/-]*\.(js|css)/);
    for (const r of ROUTES) expect(html, r.operationId).toContain(`id="${r.operationId}"`);
    expect(html).toContain('<a href="/api/openapi.json">');
    expect(html).toContain('<code>seq</code> <span class="t">integer ≥ 0</span>');
    expect(html).toContain("<b>422</b> problem+json, such as “That move is not allowed");
  });
});
