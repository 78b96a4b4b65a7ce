/**
 * Concurrency: many clients racing for one decision, joins racing for the last seats, a whole
 * simultaneous phase submitted at once, and a resignation racing a move. (test/worker/match.test.ts
 * already races three HTTP moves of one player; these add sockets, other devices, other seats,
 * idempotency keys and the other kinds of race.)
 */
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry";
import type { MatchResource } from "../../../src/shared/api";
import { createMatch, inviteOf, move, type Client } from "../helpers";
import { guest, openSocket, roomMatch, tinyMatch as startedTiny, workerFetch } from "./support";

async function seqOf(c: Client, id: string): Promise<number> {
  return (await c.json<MatchResource>(`/api/matches/${id}`)).body.seq;
}

describe("racing for one decision", () => {
  it("of twelve submissions (two devices, a token, three sockets, the other seat), exactly one applies; the others get 409 (or 403)", async () => {
    const { a, b, id, match } = await startedTiny();
    const token = (await a.json("/api/me/tokens", { json: {} })).body.token as string;
    const sockets = await Promise.all([openSocket(a, id), openSocket(a, id), openSocket(a, id)]);
    for (const s of sockets) await s.waitFor((m) => m.type === "match");
    const http = [
      ...Array.from({ length: 4 }, (_, i) => move(a, id, match.seq, { add: ((i % 3) + 1) as 1 | 2 | 3 })),
      ...Array.from({ length: 3 }, (_, i) =>
        workerFetch(`/api/matches/${id}/moves`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ seq: match.seq, move: { add: ((i % 3) + 1) as 1 | 2 | 3 } }),
        }).then(async (r) => ({ status: r.status, body: await r.json<any>() })),
      ),
      ...Array.from({ length: 2 }, () => move(b, id, match.seq, { add: 1 })),
    ];
    sockets.forEach((s, i) => s.ws.send(JSON.stringify({ type: "move", seq: match.seq, move: { add: (i % 3) + 1 }, requestId: `s${i}` })));
    const answers = await Promise.all(http);
    const socketAnswers = await Promise.all(
      sockets.map((s, i) => s.waitFor((m) => (m.type === "error" && m.requestId === `s${i}`) || (m.type === "match" && m.match.seq > match.seq))),
    );
    // A socket whose own move lost still hears about the winner; its error then comes too.
    const socketErrors = await Promise.all(
      sockets.map((s, i) => s.waitFor((m) => m.type === "error" && m.requestId === `s${i}`, 0, 3_000).catch(() => null)),
    );
    const [fromA, fromB] = [answers.slice(0, 7), answers.slice(7)];
    const applied = fromA.filter((r) => r.status === 200).length + socketErrors.filter((e) => e === null).length;
    expect(applied, JSON.stringify({ http: answers.map((r) => r.status), socketErrors })).toBe(1);
    for (const r of fromA) expect([200, 409]).toContain(r.status);
    for (const e of socketErrors) if (e) expect(e.status).toBe(409);
    // The other seat: 403 before the move lands, 409 (stale) after; never applied.
    for (const r of fromB) expect([403, 409]).toContain(r.status);
    expect(socketAnswers.length).toBe(3);
    expect(await seqOf(a, id)).toBe(match.seq + 1);
    const log = (await a.json<any[]>(`/api/matches/${id}/log`)).body;
    expect(log.map((l) => l.seq)).toEqual([1, 2, 3]);
    for (const s of sockets) s.close();
  });

  it("the same Idempotency-Key sent six times at once applies once; every answer is the same position", async () => {
    const { a, id, match } = await startedTiny();
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(a, id, match.seq, { add: 2 }, { "idempotency-key": "retry-storm" })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.res.headers.get("idempotent-replayed") === "true")).toHaveLength(5);
    expect(new Set(answers.map((r) => r.body.seq))).toEqual(new Set([match.seq + 1]));
    expect((await a.json<any>(`/api/matches/${id}`)).body.view.total).toBe(2);
  });

  it("a resignation racing a move: one order or the other, never both half-applied", async () => {
    for (let i = 0; i < 3; i++) {
      const { a, b, id, match } = await startedTiny();
      const [m, r] = await Promise.all([move(a, id, match.seq, { add: 1 }), b.json<any>(`/api/matches/${id}/resign`, { method: "POST" })]);
      expect(r.status).toBe(200);
      const final = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
      expect(final.status).toBe("finished");
      expect(final.outcome!.winners).toEqual([0]);
      const log = (await a.json<any[]>(`/api/matches/${id}/log`)).body;
      if (m.status === 200) expect(log.map((l) => l.kind)).toEqual(["created", "joined", "move", "resign"]);
      else {
        expect(m.status).toBe(409);
        expect(log.map((l) => l.kind)).toEqual(["created", "joined", "resign"]);
      }
    }
  });
});

describe("joins racing for the last seats", () => {
  it("ten guests racing for one free seat: exactly one sits, nine get 409, the match starts once", async () => {
    const host = await guest("Host");
    const m = await createMatch(host, { game: "tiny" });
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => guest(`Racer ${i}`)));
    const answers = await Promise.all(racers.map((r) => r.json<MatchResource>(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    for (const r of answers.filter((x) => x.status === 409)) expect((r.body as unknown as { detail: string }).detail).toMatch(/taken/);
    const now = (await host.json<MatchResource>(`/api/matches/${m.id}`)).body;
    expect(now.status).toBe("active");
    expect(now.seq).toBe(2);
    const log = (await host.json<any[]>(`/api/matches/${m.id}/log`)).body;
    expect(log.filter((l) => l.kind === "joined")).toHaveLength(1);
  });

  it("twelve guests racing for three seats of a four-player match: three distinct seats, one start", async () => {
    if (!getGame("subrosa")) return;
    const host = await guest("Host4");
    const m = await createMatch(host, { game: "subrosa", players: 4 });
    const racers = await Promise.all(Array.from({ length: 12 }, (_, i) => guest(`Four ${i}`)));
    const answers = await Promise.all(
      racers.map((r, i) => r.json<MatchResource>(`/api/matches/${m.id}/join`, { json: i % 2 ? { invite: inviteOf(m) } : { invite: inviteOf(m), seat: 1 + (i % 3) } })),
    );
    const winners = answers.filter((r) => r.status === 200);
    expect(winners).toHaveLength(3);
    expect(new Set(winners.map((w) => w.body.you))).toEqual(new Set([1, 2, 3]));
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const now = (await host.json<MatchResource>(`/api/matches/${m.id}`)).body;
    expect(now.status).toBe("active");
    expect(now.seats.map((s) => s.kind)).toEqual(["human", "human", "human", "human"]);
    expect(new Set(now.seats.map((s) => s.name)).size).toBe(4);
  });
});

/** A started Sleep match with `n` players, advanced by random legal moves until at least two seats decide at once. */
async function sleepWithSimultaneousPhase(n: number) {
  const players = await Promise.all(Array.from({ length: n }, (_, i) => guest(`Sleeper ${i}`)));
  const m = await createMatch(players[0]!, { game: "sleep", players: n });
  for (const p of players.slice(1)) expect((await p.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
  for (let guard = 0; guard < 200; guard++) {
    const st = await roomMatch(m.id);
    const actors = getGame("sleep")!.actors(st.game);
    if (actors.length >= 2) return { players, id: m.id, seq: st.seq, actors };
    const seat = actors[0]!;
    const legal = (await players[seat]!.json<MatchResource>(`/api/matches/${m.id}`)).body.legal!;
    expect((await move(players[seat]!, m.id, st.seq, legal[0])).status).toBe(200);
  }
  throw new Error("no simultaneous phase within 200 moves");
}

describe("simultaneous phases (Sleep)", () => {
  // Regression (fixed in 7c4210b; src/match/room.ts MatchRoom.move): only the first of several
  // players submitting at once applied; each hidden submission bumped the seq and the others got
  // 409 although nothing they could see had changed.
  it("all players submitting at once all apply", async () => {
    const { players, id, seq, actors } = await sleepWithSimultaneousPhase(4);
    const answers = await Promise.all(
      actors.map(async (seat) => {
        const legal = (await players[seat]!.json<MatchResource>(`/api/matches/${id}`)).body.legal!;
        return move(players[seat]!, id, seq, legal[legal.length - 1]);
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(actors.map(() => 200));
  });

  it("all players submitting at once against the seq each of them read: every submission is either applied or refused whole, and none twice", async () => {
    const { players, id, seq, actors } = await sleepWithSimultaneousPhase(4);
    const picks = await Promise.all(actors.map(async (seat) => (await players[seat]!.json<MatchResource>(`/api/matches/${id}`)).body.legal!.at(-1)));
    const answers = await Promise.all(actors.map((seat, i) => move(players[seat]!, id, seq, picks[i])));
    const applied = answers.filter((r) => r.status === 200).length;
    expect(applied).toBeGreaterThanOrEqual(1);
    for (const r of answers) expect([200, 409]).toContain(r.status);
    const st = await roomMatch(id);
    // Sealed decisions (SP-5) keep the position; the one that completes the phase reveals it, one event.
    expect(st.seq).toBe(seq + (applied === actors.length ? 1 : 0));
    expect(st.sealed?.length ?? 0).toBe(applied === actors.length ? 0 : applied);
    // Those refused resend against the new seq (as the client does on 409) and are applied then.
    let now = st.seq;
    for (const [i, r] of answers.entries()) {
      if (r.status === 200) continue;
      const seat = actors[i]!;
      const fresh = (await players[seat]!.json<MatchResource>(`/api/matches/${id}`)).body;
      if (!fresh.actors.includes(seat)) continue; // the phase may have moved on without it (it was skipped)
      const again = await move(players[seat]!, id, now, picks[i]);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      now = again.body.seq;
    }
    const log = (await players[0]!.json<any[]>(`/api/matches/${id}/log`)).body;
    expect(log.map((l) => l.seq)).toEqual(log.map((_, i) => i + 1));
  });
});
