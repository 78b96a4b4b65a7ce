/**
 * Faults: the room restarted between any two events, and an email delivery that keeps failing.
 * (test/worker/match.test.ts covers one restart mid-match, waking from a snapshot, and D1 being
 * down while moves commit; test/e2e/restart.test.ts kills the whole local server.)
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getGame } from "../../../src/engine/registry";
import type { MatchState } from "../../../src/match/state";
import { MatchRoom, SNAPSHOT_EVERY } from "../../../src/match/room";
import { deliverDueMail, MAX_ATTEMPTS, queueMail } from "../../../src/notify/mail";
import type { MatchResource } from "../../../src/shared/api";
import { createMatch, inviteOf, move } from "../helpers";
import { guest, inRoom, openSocket, roomMatch, tinyMatch as startedTiny } from "./support";

/** Ends the room's instance (as an eviction or a crash would); the next request wakes a new one. */
async function restart(id: string): Promise<void> {
  await inRoom(id, (_room, state) => state.abort("restart for the test")).catch(() => undefined);
}

/** What a fresh instance folds from storage equals what the live instance holds in memory. */
async function expectStorageMatchesMemory(id: string): Promise<MatchState> {
  return inRoom(id, (room, state) => {
    const fresh = new MatchRoom(state, env) as any;
    expect(JSON.stringify(fresh.match)).toBe(JSON.stringify(room.match));
    return JSON.parse(JSON.stringify(room.match)) as MatchState;
  });
}

async function events(id: string): Promise<{ seq: number; kind: string }[]> {
  return inRoom(id, (room) => room.sql.exec("SELECT seq, kind FROM events ORDER BY seq").toArray());
}

describe("the room restarted between any two events", () => {
  it(`keeps every committed move, applies none twice, and replays to the same state, across the snapshot at ${SNAPSHOT_EVERY} events`, async () => {
    const { a, b, id, match } = await startedTiny({ target: 100_000 });
    let seq = match.seq;
    let total = 0;
    const players = [a, b];
    for (let i = 0; i < SNAPSHOT_EVERY + 6; i++) {
      const add = ((i % 3) + 1) as 1 | 2 | 3;
      const r = await move(players[i % 2]!, id, seq, { add }, { "idempotency-key": `k${i}` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      seq = r.body.seq;
      total += add;
      // Every few events: compare the fold of storage with memory, then kill the instance.
      if (i % 3 === 0 || i >= SNAPSHOT_EVERY - 3) {
        await expectStorageMatchesMemory(id);
        await restart(id);
        // The same request again after the restart (a client retrying a lost answer): applied once.
        const again = await move(players[i % 2]!, id, seq - 1, { add }, { "idempotency-key": `k${i}` });
        expect(again.status).toBe(200);
        expect(again.res.headers.get("idempotent-replayed")).toBe("true");
        expect(again.body.seq).toBe(seq);
      }
      const now = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
      expect(now.seq).toBe(seq);
      expect((now.view as any).total).toBe(total);
    }
    const stored = await events(id);
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.filter((e) => e.kind === "move")).toHaveLength(SNAPSHOT_EVERY + 6);
    const snaps = await inRoom(id, (room) => room.sql.exec("SELECT seq FROM snapshots").toArray().map((r: any) => r.seq));
    expect(snaps.length).toBeGreaterThan(0);
  });

  it("a real game (Sleep, 3 players) restarted after every event: the same state, log and views as without restarts", async () => {
    const players = await Promise.all([guest("R0"), guest("R1"), guest("R2")]);
    const m = await createMatch(players[0]!, { game: "sleep", players: 3 });
    for (const p of players.slice(1)) expect((await p.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
    const sleep = getGame("sleep")!;
    for (let i = 0; i < 25; i++) {
      const st = await roomMatch(m.id);
      if (st.status !== "active") break;
      const seat = sleep.actors(st.game)[0]!;
      const viewsBefore = await Promise.all(players.map((p) => p.json<MatchResource>(`/api/matches/${m.id}`)));
      await restart(m.id);
      const viewsAfter = await Promise.all(players.map((p) => p.json<MatchResource>(`/api/matches/${m.id}`)));
      expect(viewsAfter.map((v) => JSON.stringify(v.body))).toEqual(viewsBefore.map((v) => JSON.stringify(v.body)));
      const legal = viewsAfter[seat]!.body.legal!;
      expect((await move(players[seat]!, m.id, st.seq, legal[i % legal.length])).status).toBe(200);
      // The state the live instance computed equals the fold of what it wrote.
      await expectStorageMatchesMemory(m.id);
    }
    const stored = await events(m.id);
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1));
  });

  it("a socket cut by the restart reconnects to the current position and keeps playing", async () => {
    const { a, b, id, match } = await startedTiny();
    const before = await openSocket(a, id);
    await before.waitFor((m) => m.type === "match");
    expect((await move(a, id, match.seq, { add: 1 })).status).toBe(200);
    await restart(id);
    const after = await openSocket(a, id);
    const first = await after.waitFor((m) => m.type === "match");
    expect(first.match.seq).toBe(match.seq + 1);
    expect((await move(b, id, first.match.seq, { add: 2 })).status).toBe(200);
    const update = await after.waitFor((m) => m.type === "match" && m.match.seq === match.seq + 2);
    expect(update.match.view.total).toBe(3);
    after.ws.send(JSON.stringify({ type: "move", seq: update.match.seq, move: { add: 3 }, requestId: "x" }));
    expect((await after.waitFor((m) => m.type === "match" && m.match.seq === match.seq + 3)).match.view.total).toBe(6);
    before.close();
    after.close();
  });
});

describe("an email delivery that keeps failing", () => {
  const to = () => `fails-${Math.floor(Math.random() * 1e9)}@example.com`;
  const row = (id: string) => env.DB.prepare("SELECT state, attempts, next_attempt_at AS next, last_error AS error FROM mail_outbox WHERE id = ?").bind(id).first<{ state: string; attempts: number; next: number; error: string | null }>();

  it(`is retried with growing backoff, ${MAX_ATTEMPTS} attempts in all, then marked failed; the sender's failure never escapes`, async () => {
    const id = await queueMail(env, { to: to(), subject: "Your move", text: "t", html: "<p>t</p>" });
    const broken = async () => {
      throw new Error("mail relay down");
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await env.DB.prepare("UPDATE mail_outbox SET next_attempt_at = 0 WHERE id = ?").bind(id).run(); // due now
      const t = Date.now();
      const result = await deliverDueMail(env, broken);
      expect(result.failed).toBeGreaterThanOrEqual(1);
      const r = (await row(id))!;
      expect(r.attempts).toBe(attempt);
      expect(r.error).toContain("mail relay down");
      if (attempt < MAX_ATTEMPTS) {
        expect(r.state).toBe("pending");
        waits.push(r.next - t);
      } else expect(r.state).toBe("failed");
    }
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    expect(waits[0]!).toBeGreaterThanOrEqual(30_000);
    // A failed message is not tried again.
    let calls = 0;
    await deliverDueMail(env, async () => void calls++);
    expect((await row(id))!.state).toBe("failed");
  });

  it("one address that keeps failing does not hold up the others", async () => {
    const bad = to();
    const good = to();
    const badId = await queueMail(env, { to: bad, subject: "s", text: "t", html: "h" });
    const goodId = await queueMail(env, { to: good, subject: "s", text: "t", html: "h" });
    const sent: string[] = [];
    await deliverDueMail(env, async (_from, addr) => {
      if (addr === bad) throw new Error("mailbox unavailable");
      sent.push(addr);
    });
    expect(sent).toContain(good);
    expect((await row(goodId))!.state).toBe("sent");
    expect((await row(badId))!.state).toBe("pending");
  });

  it("never blocks a move: moves commit at once while a delivery hangs and then fails", async () => {
    const { a, b, id, match } = await startedTiny();
    await queueMail(env, { to: to(), subject: "s", text: "t", html: "h" });
    // A relay that takes two seconds to time out, for every message.
    const hanging = deliverDueMail(env, () => new Promise<void>((_, reject) => setTimeout(() => reject(new Error("timed out")), 2_000)));
    let seq = match.seq;
    const started = Date.now();
    for (let i = 0; i < 4; i++) {
      const r = await move(i % 2 ? b : a, id, seq, { add: 1 });
      expect(r.status).toBe(200);
      seq = r.body.seq;
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    const result = await hanging;
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect((await a.json<MatchResource>(`/api/matches/${id}`)).body.seq).toBe(seq);
  });
});
