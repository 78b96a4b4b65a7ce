/**
 * A deployment is safe by default (issue #29, item 3): wrangler.toml says production, and a
 * development configuration on a public https origin runs nothing at all, through any entry point.
 * (`npm start` refusing such an origin: test/e2e/startSafety.test.ts.)
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../../wrangler.toml?raw";
import { unsafeDeployment } from "../../../src/deployment";
import worker from "../entry";
import { ORIGIN } from "../helpers";

const PUBLIC = "https://deaddrop.example";

async function fetchWith(vars: Record<string, string>, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(new Request(`${vars.PUBLIC_ORIGIN ?? ORIGIN}${path}`), { ...env, ...vars } as never, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("the default deployment", () => {
  it("is production: wrangler.toml's ENVIRONMENT, the one a plain `wrangler deploy` uses", () => {
    const vars = /\[vars\]([\s\S]*?)\n\[/.exec(wranglerToml)![1]!;
    expect(vars).toMatch(/^ENVIRONMENT = "production"$/m);
    expect(wranglerToml).not.toMatch(/ENVIRONMENT = "development"/);
  });

  it("production on a public origin serves the app and no development route", async () => {
    const vars = { ENVIRONMENT: "production", PUBLIC_ORIGIN: PUBLIC };
    expect((await fetchWith(vars, "/api/games")).status).toBe(200);
    const mail = await fetchWith(vars, "/api/dev/mail");
    expect(mail.status).toBe(404);
    expect(await mail.text()).not.toContain("auth/verify");
  });

  it("development or test on an https origin refuses every request, saying why", async () => {
    for (const ENVIRONMENT of ["development", "test"]) {
      for (const path of ["/api/games", "/api/dev/mail", "/"]) {
        const res = await fetchWith({ ENVIRONMENT, PUBLIC_ORIGIN: PUBLIC }, path);
        expect(res.status, `${ENVIRONMENT} ${path}`).toBe(500);
        const body = (await res.json()) as { detail: string };
        expect(body.detail).toContain(`ENVIRONMENT is "${ENVIRONMENT}" but PUBLIC_ORIGIN is ${PUBLIC}`);
        expect(body.detail).toContain('ENVIRONMENT = "production"');
      }
    }
    expect(unsafeDeployment({ ENVIRONMENT: "development", PUBLIC_ORIGIN: " HTTPS://x.example" })).not.toBeNull();
    expect(unsafeDeployment({ ENVIRONMENT: "development", PUBLIC_ORIGIN: "http://127.0.0.1:8787" })).toBeNull();
    expect(unsafeDeployment({ ENVIRONMENT: "production", PUBLIC_ORIGIN: PUBLIC })).toBeNull();
  });

  it("an email reply to such a deployment is rejected, not read", async () => {
    let rejected: string | null = null;
    const raw = "From: a@example.com\r\nTo: move+x@deaddrop.example\r\nMessage-ID: <1@example.com>\r\n\r\nplay 1\r\n";
    const message = { from: "a@example.com", to: "move+x@deaddrop.example", headers: new Headers(), raw: new Response(raw).body!, rawSize: raw.length, setReject: (why: string) => void (rejected = why) };
    const ctx = createExecutionContext();
    await worker.email!(message as unknown as ForwardableEmailMessage, { ...env, ENVIRONMENT: "development", PUBLIC_ORIGIN: PUBLIC } as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(rejected).toMatch(/refuses to run/);
  });
});
