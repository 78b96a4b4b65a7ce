/**
 * A shuffle anyone can verify: the commitment from creation, the seed only once the match is
 * over, and the published replay reaching the same final position with the engine code
 * (`verifyReplay`, what scripts/verify-match.mjs runs; test/engine/verifyMatch.test.ts runs the script itself).
 */
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry";
import { verifyReplay } from "../../src/match/fairness";
import { sha256 } from "../../src/shared/crypto";
import type { MatchReplay, MatchResource } from "../../src/shared/api";
import { expectProblem, guest, move, startedTiny } from "./helpers";

async function playToTheEnd(players: { json: any }[], id: string, seq: number): Promise<MatchResource> {
  for (let turn = 0; turn < 40; turn++) {
    const me = players[turn % 2] as any;
    const mine = (await me.json(`/api/matches/${id}`)).body as MatchResource;
    if (mine.status !== "active") return mine;
    const r = await move(me, id, seq, mine.legal!.at(-1));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    seq = r.body.seq;
  }
  throw new Error("the match did not end");
}

describe("fairness", () => {
  it("commits to the seed from creation, reveals it and the replay only at the end, and the replay verifies", async () => {
    const { a, b, id, match } = await startedTiny({ target: 7 });
    expect(match.fairness.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(match.fairness.seed).toBeNull();
    const watcher = await guest("Watcher");
    for (const c of [a, b, watcher]) expectProblem(await c.json(`/api/matches/${id}/replay`), 409, /once the match is over/);

    // Chat is not part of the match: the replay ignores it.
    expect((await a.json(`/api/matches/${id}/chat`, { json: { text: "good luck" } })).status).toBe(201);
    const final = await playToTheEnd([a, b], id, match.seq);
    expect(final.status).toBe("finished");
    expect(final.fairness.commitment).toBe(match.fairness.commitment);
    expect(final.fairness.seed).toBe(final.seed);
    expect(await sha256(final.fairness.seed!)).toBe(match.fairness.commitment);
    // Every new match is dealt by ChaCha20 (src/engine/rng.ts): its seed says so.
    expect(final.fairness.seed).toMatch(/^chacha20:[0-9a-f-]{36}$/);

    const r = await watcher.json<MatchReplay>(`/api/matches/${id}/replay`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, game: "tiny", players: 2, seed: final.fairness.seed, commitment: match.fairness.commitment });
    expect(r.body.final.seq).toBe(final.seq);
    expect(JSON.stringify(r.body.final.view)).toBe(JSON.stringify((await watcher.json(`/api/matches/${id}`)).body.view));
    expect(r.body.moves.length).toBe(final.seq - 2);
    expect(JSON.stringify(r.body)).not.toMatch(/userId|invite|good luck/);
    expect(await verifyReplay(r.body, getGame)).toEqual({ ok: true, moves: r.body.moves.length });

    // Each kind of tampering is caught.
    const tampered = (f: (x: MatchReplay) => void) => {
      const copy = structuredClone(r.body);
      f(copy);
      return verifyReplay(copy, getGame);
    };
    expect(await tampered((x) => (x.seed = `${x.seed}x`))).toMatchObject({ ok: false, reason: /commitment/ });
    expect(await tampered((x) => x.moves.pop())).toMatchObject({ ok: false });
    expect(await tampered((x) => (x.moves[0]!.seat = 1))).toMatchObject({ ok: false, reason: /decision/ });
  });
});
