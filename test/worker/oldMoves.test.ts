/**
 * Moves say `kind` in every game (#37); Sleepers and Sub Rosa moves once said `type`. A room whose
 * stored log holds the old spelling wakes to the same match and serves its moves as today's, and an
 * API client still sending `{type: …}` plays (src/match/compat.ts).
 */
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry";
import { verifyReplay } from "../../src/match/fairness";
import type { MatchReplay, MatchResource } from "../../src/shared/api";
import { createMatch, decider, guest, inRoom, inviteOf, move, type Client } from "./helpers";

/** `{kind, …}` in the spelling of earlier versions. */
const oldSpelling = (m: unknown): unknown => {
  const { kind, ...rest } = m as { kind: string };
  return { type: kind, ...rest };
};

async function started(game: string): Promise<{ players: Client[]; id: string }> {
  const a = await guest("Alice");
  const b = await guest("Bob");
  const created = await createMatch(a, { game, players: 2 });
  expect((await b.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
  return { players: [a, b], id: created.id };
}

/** Plays `n` decisions, each sent in the old spelling; every one must be accepted. */
async function playOld(players: Client[], id: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const now = await decider(players, id);
    if (!now) return;
    const sent = oldSpelling(now.own.legal![0]);
    const r = await move(players[now.seat]!, id, now.own.seq, sent);
    expect(r.status, JSON.stringify({ sent, answer: r.body })).toBe(200);
    expect(r.body.seq).toBe(now.own.seq + 1);
  }
}

/** Rewrites every stored move of the room's log into the old spelling, as an earlier version wrote it. */
const rewriteLogToOldSpelling = (id: string): Promise<number> =>
  inRoom(id, (_room, state) => {
    state.storage.sql.exec(
      `UPDATE events SET payload = json_set(json_remove(payload, '$.move.kind'), '$.move.type', json_extract(payload, '$.move.kind'))
       WHERE json_extract(payload, '$.move.kind') IS NOT NULL`,
    );
    return state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM events WHERE json_extract(payload, '$.move.type') IS NOT NULL`).one().n;
  });

describe("moves stored or sent in the old spelling ({type: …})", () => {
  for (const game of ["sleepers", "subrosa"]) {
    it(`${game}: a POST with type plays; a log stored with type replays to the same match and serves kind`, async () => {
      const { players, id } = await started(game);
      await playOld(players, id, 6);
      const before = await inRoom(id, (room) => JSON.stringify(room.match));

      expect(await rewriteLogToOldSpelling(id)).toBe(6);
      // The room wakes: its match is the stored log replayed.
      const woken = await inRoom(id, (room) => {
        room.match = room.store.stateAt();
        return JSON.stringify(room.match);
      });
      expect(woken).toBe(before);

      // It plays on from there, and what it serves says kind.
      await playOld(players, id, 2);
      const own = (await players[0]!.json<MatchResource>(`/api/matches/${id}`)).body;
      expect(own.status).toBe("active");
      expect((await players[0]!.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);
      const replay = (await players[1]!.json<MatchReplay>(`/api/matches/${id}/replay`)).body;
      expect(replay.moves).toHaveLength(8);
      for (const { move: m } of replay.moves) expect(Object.keys(m as object)).toContain("kind");
      expect(JSON.stringify(replay.moves)).not.toContain('"type"');
      expect(await verifyReplay(replay, getGame)).toEqual({ ok: true, moves: 8 });
    });
  }
});
