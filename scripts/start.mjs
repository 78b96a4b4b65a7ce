// `npm start`: build the client, apply the local D1 migrations, serve everything with wrangler dev
// (workerd, local D1 and Durable Objects, state kept under .wrangler/state between runs).
// PORT (default 8787) and DD_STATE_DIR (default .wrangler/state) may be set; DD_MOVES_PER_MINUTE
// sets the per-player move budget of each match (src/match/moveBudget.ts; the benchmark raises it);
// DD_METER=1 turns on the usage meter (src/meter.ts); DD_LOG_LEVEL=warn quiets wrangler dev.
// PUBLIC_ORIGIN (default: the local origin served, http://127.0.0.1:PORT) is the origin of every
// absolute link the service writes (src/shared/origin.ts); no request header ever chooses it.
// Web Push needs a VAPID key pair: the first run makes one and keeps it in the state dir (vapid.json).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateVapidKeys } from "./vapid.mjs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: process.env.CI ?? "",
};
const port = process.env.PORT || "8787";
const persist = process.env.DD_STATE_DIR ? ["--persist-to", process.env.DD_STATE_DIR] : [];
const publicOrigin = process.env.PUBLIC_ORIGIN || `http://127.0.0.1:${port}`;
// Development, asked for here (wrangler.toml's default is production): it serves every sign-in link
// at /api/dev/mail, so it never runs on a public https origin (the Worker refuses it too: src/deployment.ts).
if (/^\s*https:/i.test(publicOrigin)) {
  console.error(`npm start runs Dead Drop in development, which serves every sign-in link at /api/dev/mail; it refuses PUBLIC_ORIGIN=${publicOrigin}, a public https origin. Deploy with \`wrangler deploy\` (ENVIRONMENT = "production") instead, or leave PUBLIC_ORIGIN unset.`);
  process.exit(1);
}
const vars = ["--var", "ENVIRONMENT:development", "--var", `PUBLIC_ORIGIN:${publicOrigin}`];
if (process.env.DD_MOVES_PER_MINUTE) vars.push("--var", `MOVES_PER_MINUTE:${process.env.DD_MOVES_PER_MINUTE}`);
// DD_METER=1: the opt-in usage meter of development (src/meter.ts, GET /api/dev/meter; the benchmark's cost figures).
if (process.env.DD_METER === "1") vars.push("--var", "METER:1");
const stateDir = process.env.DD_STATE_DIR || ".wrangler/state";
const vapidFile = join(stateDir, "vapid.json");
if (!existsSync(vapidFile)) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(vapidFile, JSON.stringify(await generateVapidKeys()), { mode: 0o600 });
}
const vapid = JSON.parse(readFileSync(vapidFile, "utf8"));
vars.push("--var", `VAPID_PUBLIC_KEY:${vapid.publicKey}`, "--var", `VAPID_PRIVATE_KEY:${vapid.privateKey}`);
const wrangler = "node_modules/.bin/wrangler";

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!process.argv.includes("--no-build")) run(process.execPath, ["scripts/build-client.mjs"]);
run(wrangler, ["d1", "migrations", "apply", "DB", "--local", ...persist]);

// DD_LOG_LEVEL: wrangler's --log-level (debug, info, log, warn, error, none); "warn" drops the line
// wrangler dev prints for every request, and the CPU its own process spends on each.
const logLevel = process.env.DD_LOG_LEVEL ? ["--log-level", process.env.DD_LOG_LEVEL] : [];
const dev = spawn(wrangler, ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...logLevel, ...persist, ...vars], {
  stdio: "inherit",
  env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
