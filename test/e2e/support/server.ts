/**
 * Starts the service exactly as `npm start` does (wrangler dev on workerd, local D1 and Durable
 * Objects), on a free port with its own state folder, and stops it after the tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  port: number;
  stateDir: string;
  stop(): Promise<void>;
  /** Kills the server (SIGKILL) and starts it again on the same port and state. */
  restart(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/games`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start within ${timeoutMs} ms:\n${log()}`);
}

/**
 * `build`: also build the client first (the e2e project normally runs after `npm run build:client`).
 * `env`: more environment for `npm start` (e.g. DD_MOVES_PER_MINUTE). `startTimeoutMs`: how long it may
 * take to answer (default 2 minutes).
 */
export async function startServer(options: { build?: boolean; stateDir?: string; port?: number; env?: Record<string, string>; startTimeoutMs?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const stateDir = options.stateDir ?? mkdtempSync(join(tmpdir(), "deaddrop-state-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, ["scripts/start.mjs", ...(options.build ? [] : ["--no-build"])], {
      // Warnings and errors only (unless DD_LOG_LEVEL says otherwise): wrangler's line for each
      // request costs its process CPU the tests need.
      env: { ...process.env, DD_LOG_LEVEL: process.env.DD_LOG_LEVEL ?? "warn", ...options.env, PORT: String(port), DD_STATE_DIR: stateDir, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout?.on("data", (d) => (output = (output + d).slice(-20_000)));
    child.stderr?.on("data", (d) => (output = (output + d).slice(-20_000)));
    // One that never answered must not outlive the run (its hook's afterAll has no server to stop).
    await waitUntilUp(url, child, () => output, options.startTimeoutMs).catch(async (e) => {
      await kill("SIGKILL");
      throw e;
    });
  };
  const kill = async (signal: NodeJS.Signals) => {
    if (!child || child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, signal); // the whole group: node, wrangler and workerd
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  await launch();
  return {
    url,
    port,
    stateDir,
    async stop() {
      await kill("SIGTERM");
      if (!options.stateDir) rmSync(stateDir, { recursive: true, force: true });
    },
    async restart() {
      await kill("SIGKILL");
      await launch();
    },
    get log() {
      return output;
    },
  } as RunningServer;
}
