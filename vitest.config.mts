import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          environment: "node",
          include: ["test/engine/**/*.test.ts", "src/engine/**/*.test.ts"],
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: "./test/worker/entry.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test", PUBLIC_ORIGIN: "http://localhost" },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts", "src/{api,match,db,notify}/**/*.test.ts"],
          setupFiles: ["./test/worker/setup.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
