import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

import { generateVapidKeys } from "./scripts/vapid.mjs";
import LongestFirst from "./test/support/longestFirst";

const migrations = await readD1Migrations("./migrations");
// A key pair for this run only: tests check pushes against the published key.
const vapid = await generateVapidKeys();

export default defineConfig({
  test: {
    // Two files at a time across all projects (vitest's default on two cores is one: the whole run
    // was one file after another, the browser files mostly waiting on a server or a page). Every
    // project must share this number to run side by side.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "engine",
          environment: "node",
          include: ["test/engine/**/*.test.ts", "src/engine/**/*.test.ts"],
          testTimeout: 120_000,
          // The rules are pure functions (no test mocks or registers anything): the files share one
          // module graph per process instead of loading the engines again for each (alone: 95 s → 63 s).
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: "./test/worker/entry.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test", PUBLIC_ORIGIN: "http://localhost", VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
            },
          }),
        ],
        test: {
          name: "worker",
          // One runtime for each of the two workers, its files run one after another in it (each
          // file starting a runtime of its own and loading the Worker in it took 3.3 s; the project
          // alone: 186 s → 91 s). Its D1 and Durable Objects carry what earlier files left, so a
          // test counts and reads only its own users and matches. patches/ keeps the pool's
          // wrappers from growing a Proxy with every request and object in a long-lived runtime
          // (cloudflare/workers-sdk#15092, fixed after the 0.14.9 we are pinned to).
          isolate: false,
          // Each runtime loads the Worker's module graph through Vite, one module per round trip;
          // pre-bundled, each dependency is one module (ramda, under openskill, was 367).
          // Every entry the sources import must be listed: one left out loads a second copy of its package.
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "openskill", "ramda", "zod", "drizzle-orm", "drizzle-orm/d1", "drizzle-orm/sqlite-core", "postal-mime", "@block65/webcrypto-web-push",
                  "hono", "hono/cookie", "hono/method-not-allowed", "hono/utils/http-status",
                  "preact", "preact/hooks", "htm/preact", "preact-render-to-string", "@noble/ciphers/chacha.js", "@noble/hashes/sha2.js",
                ],
              },
            },
          },
          include: ["test/worker/**/*.test.ts", "src/{api,match,db,notify}/**/*.test.ts"],
          setupFiles: ["./test/worker/setup.ts"],
          globalSetup: ["./test/worker/pushService.global.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          // The files share nothing but the server and the browser (no module-level state in the
          // helpers), so each need not load Playwright again (import time 32 s → 4 s).
          isolate: false,
          // One server and one Chromium for all the files (each file starting its own cost ~15 s of CPU).
          globalSetup: ["./test/e2e/support/global.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits for what a page shows after a server round trip; its default second
          // is shorter than a loaded machine takes.
          expect: { poll: { timeout: 15_000 } },
          // As Playwright's own default config does: on CI a browser test that fails is run once more
          // (the report says so), since a shared machine's load can starve one; a test that fails
          // twice fails the run. Locally every failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
