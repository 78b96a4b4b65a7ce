/**
 * The e2e project's global set-up: one server (as `npm start` runs it) and one Chromium (its
 * headless shell, see browser.ts) for every browser test file, started once per run instead of once
 * per file (each start cost about 15 s of CPU). Files reach them through `inject("e2eUrl")` and
 * `inject("e2eBrowser")` (see browserSuite); each test still gets fresh browser contexts and its own
 * guests, members and matches, so files share nothing but the processes. A file that kills its
 * server (restart.test.ts) starts its own.
 *
 * The server's per-player move budget is raised, as the benchmark does: tests play whole matches
 * through the API far beyond a person's pace. The budget itself is tested in
 * test/worker/security/ratelimit.test.ts. DD_E2E_URL: use a server that is already up.
 */
import type { TestProject } from "vitest/node";
import { existsSync } from "node:fs";
import { executableFor, launchBrowserServer } from "./browser";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    e2eUrl: string;
    e2eBrowser: string;
  }
}

/** The move budget of the shared server: no test plays at a person's pace. */
export const E2E_MOVES_PER_MINUTE = "100000";

export default async function setup(project: TestProject) {
  const external = process.env.DD_E2E_URL;
  const [started, launched] = await Promise.allSettled([
    // Started once for the run, so it may take its time on a loaded machine (as the files' hooks may).
    external ? undefined : startServer({ env: { DD_MOVES_PER_MINUTE: E2E_MOVES_PER_MINUTE }, startTimeoutMs: 300_000 }),
    launchBrowserServer(),
  ]);
  // One failed: stop the other, so that no server outlives the run.
  if (started.status === "rejected" || launched.status === "rejected") {
    if (started.status === "fulfilled") await started.value?.stop();
    if (launched.status === "fulfilled") await launched.value.close();
    const executable = executableFor("shell");
    if (launched.status === "rejected" && !existsSync(executable)) {
      throw new Error(`No Chromium at ${executable}: install Debian's (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH`, { cause: launched.reason });
    }
    throw started.status === "rejected" ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  project.provide("e2eUrl", external ?? server!.url);
  project.provide("e2eBrowser", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server?.stop();
  };
}
