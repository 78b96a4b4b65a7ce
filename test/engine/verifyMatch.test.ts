/**
 * scripts/verify-match.mjs itself, in plain Node as a player runs it: a match of a real game with
 * hidden information (Sleepers) is played at random through the room's fold, its replay built as
 * the room publishes it, and the script must accept it and refuse each tampered copy.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isOk } from "../../src/engine/game";
import { Rng, seedRng } from "../../src/engine/rng";
import { commitmentOf, replayOf } from "../../src/match/fairness";
import { step } from "../../src/match/fold";
import type { MatchReplay } from "../../src/shared/api";
import { gameOf, type MatchEvent, type MatchState } from "../../src/match/state";
import { textIn } from "../../src/shared/i18n";

const ROOT = resolve(__dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "dd-verify-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function playedReplay(): Promise<MatchReplay> {
  const seed = "verify-test-seed-1";
  const meta = { id: "verify2345", game: "sleepers", players: 2, options: {}, visibility: "public" as const, daysPerMove: null, seed, commitment: await commitmentOf(seed), invite: "i", createdBy: "u0", createdAt: 0, rematchOf: null };
  const events: { seq: number; event: MatchEvent }[] = [];
  let state: MatchState | null = null;
  const push = (event: MatchEvent) => {
    const next = step(state, event, events.length);
    if (!isOk(next)) throw new Error(textIn("en", next.error));
    state = next.ok;
    events.push({ seq: state.seq, event });
  };
  push({ kind: "created", meta, seat: 0, userId: "u0", name: "A" });
  push({ kind: "joined", seat: 1, userId: "u1", name: "B" });
  const rng = new Rng(seedRng("moves"));
  for (let i = 0; i < 3000 && state!.status === "active"; i++) {
    const s: MatchState = state!;
    const seat = gameOf(s).actors(s.game)[0]!;
    push({ kind: "move", seat, move: rng.pick(gameOf(s).legalMoves(s.game, seat)) });
  }
  return replayOf(state!, events);
}

function runScript(replay: MatchReplay): { code: number; out: string } {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(replay));
  try {
    return { code: 0, out: execFileSync(process.execPath, [join(ROOT, "scripts/verify-match.mjs"), file], { encoding: "utf8" }) };
  } catch (e: any) {
    return { code: e.status, out: String(e.stdout) + String(e.stderr) };
  }
}

describe("scripts/verify-match.mjs", () => {
  it("accepts a true replay and refuses a changed seed, a changed move or a changed final position", async () => {
    const replay = await playedReplay();
    expect(replay.moves.length).toBeGreaterThan(10);
    const good = runScript(replay);
    expect(good.out).toMatch(/is the SHA-256 of the seed, and \d+ moves replay to the published final position/);
    expect(good.code).toBe(0);

    const seed = runScript({ ...replay, seed: `${replay.seed}!` });
    expect(seed).toMatchObject({ code: 1, out: expect.stringMatching(/commitment/) });
    const dropped = runScript({ ...replay, moves: replay.moves.slice(0, -1) });
    expect(dropped.code).toBe(1);
    const view = runScript({ ...replay, final: { ...replay.final, view: { forged: true } } });
    expect(view).toMatchObject({ code: 1, out: expect.stringMatching(/final position differs/) });
  });
});
