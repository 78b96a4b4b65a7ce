/**
 * `npm start` runs development (it asks for it: wrangler.toml's default is production), and
 * development serves every sign-in link: it refuses to start on a public https origin (issue #29,
 * item 3). No server is started: the refusal comes first.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";

describe("npm start", () => {
  test("refuses a public https PUBLIC_ORIGIN, loudly and before starting anything", () => {
    const run = spawnSync(process.execPath, ["scripts/start.mjs", "--no-build"], {
      env: { ...process.env, PUBLIC_ORIGIN: "https://deaddrop.example", PORT: "1", DD_STATE_DIR: "/nonexistent/never-made" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("refuses PUBLIC_ORIGIN=https://deaddrop.example");
    expect(run.stdout).not.toMatch(/Migrations|Ready on/);
  });
});
