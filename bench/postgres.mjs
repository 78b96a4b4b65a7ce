// A throwaway PostgreSQL cluster for the durable boardgame.io peer (boardgame.io + bgio-postgres):
// Debian's PostgreSQL (`apt-get install -y postgresql`), a fresh cluster in a temporary folder,
// on a free port, listening on 127.0.0.1 only, with synchronous_commit and fsync on (a commit
// waits for the disk, as a deployment that keeps its matches does). Stopped and removed by
// stop(), and by a synchronous hook when this process exits any other way.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort, log, now } from "./lib.mjs";

export const POSTGRES_INSTALL = "apt-get install -y postgresql (Debian's PostgreSQL 15: /usr/lib/postgresql/15/bin)";

/** The folder of initdb and pg_ctl: BENCH_PG_BIN, else the newest /usr/lib/postgresql/<n>/bin; null if none. */
export function postgresBin() {
  if (process.env.BENCH_PG_BIN) return existsSync(join(process.env.BENCH_PG_BIN, "pg_ctl")) ? process.env.BENCH_PG_BIN : null;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "pg_ctl"))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], "bin") : null;
}

/**
 * Starts a cluster; resolves `{ url, port, version, startMs, stop() }`, or `{ missing }` (how to
 * install PostgreSQL) when it is not installed. initdb refuses to run as root: as root the
 * cluster belongs to the `postgres` user the Debian package creates (runuser).
 */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) return { missing: `PostgreSQL is not installed: ${POSTGRES_INSTALL}` };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? "postgres" : userInfo().username;
  const run = (cmd, args) => execFileSync(asRoot ? "runuser" : join(bin, cmd), asRoot ? ["-u", owner, "--", join(bin, cmd), ...args] : args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  const t0 = now();
  const dir = mkdtempSync(join(tmpdir(), "dd-bench-pg-"));
  const data = join(dir, "data");
  let started = false;
  const stopSync = () => {
    if (started) {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch (e) {
        log(`postgres: pg_ctl stop failed: ${String(e?.stderr ?? e).trim()}`);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stopSync); // a crash or process.exit(): never leave a cluster running
  try {
    if (asRoot) {
      const uid = Number(execFileSync("id", ["-u", owner], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", owner], { encoding: "utf8" }).trim());
      chownSync(dir, uid, gid);
    }
    run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--encoding", "UTF8"]);
    const port = await freePort();
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c synchronous_commit=on -c fsync=on`;
    run("pg_ctl", ["-D", data, "-o", opts, "-l", join(dir, "server.log"), "-w", "start"]);
    started = true;
    const version = run("pg_ctl", ["--version"]).trim();
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      port,
      version,
      startMs: now() - t0,
      async stop() {
        stopSync();
        process.removeListener("exit", stopSync);
      },
    };
  } catch (e) {
    stopSync();
    process.removeListener("exit", stopSync);
    throw new Error(`postgres: could not start a cluster with ${bin}: ${String(e?.stderr ?? e?.message ?? e).trim()}`);
  }
}
