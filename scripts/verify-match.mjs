#!/usr/bin/env node
// Checks that a finished match was dealt fairly: recomputes the commitment (SHA-256 of the seed)
// and replays every move from the seed with this repository's engine code, to the same final
// position (src/match/fairness.ts `verifyReplay`). Plain Node: the TypeScript sources are bundled
// on the fly with esbuild (scripts/import-sources.mjs).
//
//   node scripts/verify-match.mjs https://deaddrop.example/m/abc234defg   (fetches …/api/matches/<id>/replay)
//   node scripts/verify-match.mjs replay.json                             (a saved replay)
import { readFileSync } from "node:fs";
import { importSources } from "./import-sources.mjs";

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
  const { getGame, verifyReplay } = await importSources({ getGame: "src/engine/registry", verifyReplay: "src/match/fairness" });
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
