#!/usr/bin/env node
// Checks that a finished match was dealt fairly: recomputes the commitment (SHA-256 of the seed)
// and replays every move from the seed with this repository's engine code, to the same final
// position (src/match/fairness.ts `verifyReplay`). Plain Node: the TypeScript sources are bundled
// on the fly with esbuild, as bench/ does.
//
//   node scripts/verify-match.mjs https://deaddrop.example/m/abc234defg   (fetches …/api/matches/<id>/replay)
//   node scripts/verify-match.mjs replay.json                             (a saved replay)
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

async function loadVerifier() {
  const dir = mkdtempSync(join(tmpdir(), "deaddrop-verify-"));
  try {
    const entry = join(dir, "entry.ts");
    writeFileSync(
      entry,
      [
        `export { getGame } from ${JSON.stringify(`${ROOT}/src/engine/registry`)};`,
        `export { verifyReplay } from ${JSON.stringify(`${ROOT}/src/match/fairness`)};`,
      ].join("\n"),
    );
    const out = join(dir, "verify.mjs");
    await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", mainFields: ["module", "main"], outfile: out, logLevel: "error" });
    return await import(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function readReplay(arg) {
  if (!/^https?:\/\//.test(arg)) return JSON.parse(readFileSync(arg, "utf8"));
  const url = new URL(arg);
  const id = /\/(?:m|api\/matches)\/([^/?#]+)/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`${arg} is not a match address (…/m/<id>)`);
  const res = await fetch(new URL(`/api/matches/${id}/replay`, url.origin), { headers: { accept: "application/json" } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status}: ${body.detail ?? JSON.stringify(body)}`);
  return body;
}

const arg = process.argv[2];
if (!arg) {
  console.error("usage: node scripts/verify-match.mjs <match URL | replay.json>");
  process.exit(2);
}
try {
  const replay = await readReplay(arg);
  const { getGame, verifyReplay } = await loadVerifier();
  const verdict = await verifyReplay(replay, getGame);
  if (verdict.ok) {
    console.log(`match ${replay.id} (${replay.game}): the commitment ${replay.commitment} is the SHA-256 of the seed, and ${verdict.moves} moves replay to the published final position.`);
  } else {
    console.log(`match ${replay.id} (${replay.game}) does NOT verify: ${verdict.reason}`);
    process.exit(1);
  }
} catch (e) {
  console.error(`could not check: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
