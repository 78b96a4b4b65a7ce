/**
 * Matches replay with the generator they were dealt by (issue #29, item 6). The fixtures are whole
 * finished matches in the replay format of GET /api/matches/:id/replay: the `-sfc32` ones were
 * made with main's engine code before ChaCha20 came in (a bare UUID seed, as every stored match
 * has), the `-chacha20` ones with a `chacha20:` seed, as every new match has. Both verify with
 * src/match/fairness.ts and with scripts/verify-match.mjs. sleepers-sfc32 keeps its moves as they
 * were saved then, `{type: …}`: fairness.ts reads them as `{kind: …}` (src/match/compat.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry";
import { commitmentOf, verifyReplay } from "../../src/match/fairness";
import type { MatchReplay } from "../../src/shared/api";

const FIXTURES = ["sleep-sfc32", "sleep-chacha20", "sleepers-sfc32", "sleepers-chacha20"];
const fixture = (name: string): MatchReplay => JSON.parse(readFileSync(`test/fixtures/replays/${name}.json`, "utf8"));

describe("stored and new matches replay with their own generator", () => {
  it("each fixture verifies: the commitment, every move, the final position", async () => {
    for (const name of FIXTURES) {
      const replay = fixture(name);
      expect(replay.seed.startsWith("chacha20:"), name).toBe(name.endsWith("chacha20"));
      expect(await verifyReplay(replay, getGame), name).toEqual({ ok: true, moves: replay.moves.length });
    }
  });

  it("the generator matters: the same moves under the other generator do not replay (the deal differs)", async () => {
    for (const name of ["sleep-sfc32", "sleepers-sfc32"]) {
      const replay = fixture(name);
      const seed = `chacha20:${replay.seed}`;
      const verdict = await verifyReplay({ ...replay, seed, commitment: await commitmentOf(seed) }, getGame);
      expect(verdict.ok, name).toBe(false);
    }
  });

  it("scripts/verify-match.mjs verifies an old and a new match alike", () => {
    for (const name of ["sleep-sfc32", "sleepers-sfc32", "sleepers-chacha20"]) {
      const out = execFileSync(process.execPath, ["scripts/verify-match.mjs", `test/fixtures/replays/${name}.json`], { encoding: "utf8" });
      expect(out, name).toMatch(/moves replay to the published final position/);
    }
  });
});
