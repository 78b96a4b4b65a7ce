// Makes a copy of the project with the changes that bench/README.md proposes ("Where the time
// goes"), so that the same harness can measure them before anyone edits src/:
//
//   node bench/experiments/proposal.mjs /tmp/dd-proposal
//   BENCH_TARGET_DIR=/tmp/dd-proposal BENCH_OUT=bench/results/proposal.json npm run bench
//
// Each change is a literal replacement in the copy that must match exactly once, so a change to
// the code it patches stops this script rather than measuring something else. Nothing under
// src/ of this checkout is touched.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROOT } from "../lib.mjs";

const dir = resolve(process.argv[2] ?? "/tmp/dd-proposal");
if (dir === ROOT || dir.startsWith(`${ROOT}/`)) throw new Error("make the copy outside this checkout");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
for (const f of ["src", "client", "migrations", "scripts", "wrangler.toml", "tsconfig.json", "package.json"]) {
  if (existsSync(join(ROOT, f))) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
}
symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));

function patch(file, label, from, to) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  const n = text.split(from).length - 1;
  if (n !== 1) throw new Error(`${label}: expected the code to patch once in ${file}, found it ${n} times`);
  writeFileSync(path, text.replace(from, to));
  console.log(`patched ${file}: ${label}`);
}

const ROOM = "src/match/room.ts";

// P1: no D1 delivery on every change. The room arms its alarm (at most once per second) and the
// alarm delivers every outbox row written meanwhile; create() still flushes at once.
patch(ROOM, "P1 field", "  private flushing: Promise<void> | null = null;", "  private flushing: Promise<void> | null = null;\n  /** When the alarm is known to be set for, so that a move does not read it back from storage. */\n  private alarmAt: number | null = null;");
patch(
  ROOM,
  "P1 afterChange",
  "    this.broadcast();\n    void this.flushOutbox();\n  }",
  "    this.broadcast();\n    const at = Date.now() + 1_000;\n    if (this.alarmAt === null || this.alarmAt > at || this.alarmAt < Date.now()) {\n      this.alarmAt = at;\n      void this.ctx.storage.setAlarm(at);\n    }\n  }",
);
patch(
  ROOM,
  "P1 scheduleAlarm",
  "    if (due === null) {\n      await this.ctx.storage.deleteAlarm();\n      return;\n    }\n    const current = await this.ctx.storage.getAlarm();\n    if (current === null || current > due || current < Date.now()) await this.ctx.storage.setAlarm(Math.max(due, Date.now() + 10));",
  "    if (due === null) {\n      this.alarmAt = null;\n      await this.ctx.storage.deleteAlarm();\n      return;\n    }\n    const current = await this.ctx.storage.getAlarm();\n    if (current === null || current > due || current < Date.now()) await this.ctx.storage.setAlarm(Math.max(due, Date.now() + 10));\n    this.alarmAt = await this.ctx.storage.getAlarm();",
);
patch(ROOM, "P1 alarm", "  override async alarm(): Promise<void> {\n", "  override async alarm(): Promise<void> {\n    this.alarmAt = null;\n");

// P2: one pending notice per recipient and kind: a newer "your turn" replaces an undelivered one
// (the outbox upsert), instead of one outbox row (and three D1 round trips) per move.
patch(
  ROOM,
  "P2 coalesced notices",
  "      if (notices.length) this.enqueue(`notify:${final.seq}`, notices, at);",
  "      for (const n of notices) this.enqueue(`notify:${n.kind}:${n.userId}`, [n], at);",
);

// P3a: the session's user, cached in the isolate for 30 s (one D1 round trip less per request).
patch(
  "src/api/middleware.ts",
  "P3a session cache",
  "      const user = await userBySession(c.env.DB, token);",
  "      const g = globalThis as unknown as { __ddSessions?: Map<string, { user: Awaited<ReturnType<typeof userBySession>>; until: number }> };\n      const cached = (g.__ddSessions ??= new Map()).get(token);\n      const user = cached && cached.until > Date.now() ? cached.user : await userBySession(c.env.DB, token);\n      if (!cached || cached.until <= Date.now()) g.__ddSessions.set(token, { user, until: Date.now() + 30_000 });",
);

// P3b: the per-player HTTP move limit stops costing a D1 write per move. Stand-in for counting
// in the room (which already serialises the player's moves): the D1 rule no longer applies.
patch(
  "src/api/rateLimit.ts",
  "P3b move limit off D1",
  '      key: onPost((c) => c.get("user")?.id ?? null),\n      detail: (s) => `You are sending moves faster than anyone plays',
  '      key: () => null,\n      detail: (s) => `You are sending moves faster than anyone plays',
);

console.log(`\nready: BENCH_TARGET_DIR=${dir} BENCH_OUT=bench/results/proposal.json npm run bench`);
