/**
 * Security headers on every HTML page the Worker answers (the static pages get the same ones from
 * client/public/_headers: test/e2e/restart.test.ts checks those through `npm start`).
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../../../src/api/app";
import { CONTENT_SECURITY_POLICY, htmlHeaders, securityHeaders } from "../../../src/api/securityHeaders";
import { Hono } from "hono";
import type { AppEnv } from "../../../src/api/types";
import { ORIGIN } from "../helpers";
import { tinyMatch as startedTiny, workerFetch } from "./support";

/** The policy's directives as a map: "script-src" -> ["'self'"]. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** What every HTML page must carry: scripts only from known places, never inline or eval. */
export function expectSafeHtmlHeaders(res: Response, where: string): void {
  const csp = res.headers.get("content-security-policy");
  expect(csp, `${where}: Content-Security-Policy`).toBeTruthy();
  const d = directives(csp!);
  const scripts = d.get("script-src") ?? d.get("default-src");
  expect(scripts, `${where}: script-src or default-src`).toBeTruthy();
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"]) expect(scripts, `${where}: script-src ${bad}`).not.toContain(bad);
  expect(d.get("object-src") ?? d.get("default-src"), `${where}: object-src`).toEqual(expect.arrayContaining([expect.stringMatching(/'none'|'self'/)]));
  expect(d.get("base-uri"), `${where}: base-uri`).toBeTruthy();
  expect(res.headers.get("referrer-policy"), `${where}: Referrer-Policy`).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(res.headers.get("x-content-type-options"), `${where}: X-Content-Type-Options`).toBe("nosniff");
}

describe("security headers on the Worker's HTML pages", () => {
  it("every GET route that answers HTML carries a strict policy", async () => {
    const { id } = await startedTiny();
    const paths = new Set<string>();
    for (const r of createApp().routes) {
      if (r.method !== "GET" || r.path.includes("*")) continue;
      paths.add(r.path.replace(/:id\b/g, id).replace(/:[a-zA-Z]+/g, "x"));
    }
    paths.add(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${id}`)}`);
    let html = 0;
    const seen: string[] = [];
    for (const path of paths) {
      const res = await workerFetch(`${ORIGIN}${path}`, { redirect: "manual" });
      const type = res.headers.get("content-type") ?? "";
      await res.arrayBuffer();
      seen.push(`${res.status} ${type.split(";")[0]} ${path}`);
      if (!/^text\/html/.test(type)) continue;
      html++;
      expectSafeHtmlHeaders(res, path);
      if (path.startsWith("/embed/")) expect(directives(res.headers.get("content-security-policy")!).get("frame-ancestors"), path).toBeTruthy();
      else expect(directives(res.headers.get("content-security-policy")!).get("frame-ancestors"), path).toEqual(["'none'"]);
    }
    console.log(`GET routes: ${seen.join(" | ")}`);
    // The embed page at least is HTML from the Worker (the match page too once the client is built).
    if (paths.has(`/embed/${id}`)) expect(html).toBeGreaterThan(0);
  });

  it("adds the headers to any HTML the Worker gives, keeps a route's own policy, and leaves JSON alone", async () => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    app.get("/page", (c) => c.html("<p>hi</p>"));
    app.get("/own", (c) => c.html("<p>embed</p>", 200, { "content-security-policy": "default-src 'none'" }));
    app.get("/embed/x", (c) => c.html("<p>embed</p>"));
    app.get("/json", (c) => c.json({ ok: true }));
    const page = await app.request("/page");
    expectSafeHtmlHeaders(page, "/page");
    expect(page.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect((await app.request("/own")).headers.get("content-security-policy")).toBe("default-src 'none'");
    const embed = await app.request("/embed/x");
    expect(directives(embed.headers.get("content-security-policy")!).get("frame-ancestors")).toEqual(["*"]);
    expect(embed.headers.get("x-frame-options")).toBeNull();
    expect((await app.request("/json")).headers.get("content-security-policy")).toBeNull();
  });

  it("the policy itself allows no inline script, no eval, no plugins and no framing", () => {
    const d = directives(CONTENT_SECURITY_POLICY);
    expect(d.get("script-src")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'none'"]);
    expect(htmlHeaders("/signin")["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
