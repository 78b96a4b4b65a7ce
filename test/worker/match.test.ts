import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { applyLivePatch, heldWhole, type HeldResource } from "../../src/shared/livePatch";
import { showsSecret } from "../support/tinyGame";
import { client, createMatch, expectProblem, guest, inRoom, inviteOf, move, startedTiny } from "./helpers";

describe("a match through the HTTP API", () => {
  it("starts when the last seat is taken, then plays to a result", async () => {
    const { a, b, id, match } = await startedTiny();
    expect(match).toMatchObject({ status: "active", you: 1, actors: [0], seq: 2 });
    expect(match.legal).toBeUndefined();
    let seq = match.seq;
    const players = [a, b];
    for (let turn = 0; ; turn++) {
      const me = players[turn % 2]!;
      const r = await move(me, id, seq, { add: 3 });
      if (r.status !== 200) {
        // 3 would pass the target: add what is left
        const mine = (await me.json<MatchResource>(`/api/matches/${id}`)).body;
        const last = await move(me, id, seq, mine.legal!.at(-1));
        expect(last.status).toBe(200);
        seq = last.body.seq;
      } else seq = r.body.seq;
      const now = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
      if (now.status === "finished") {
        expect(now.outcome!.winners).toHaveLength(1);
        expect(now.actors).toEqual([]);
        expect((now as any).seed).toMatch(/-/); // revealed once it no longer matters
        break;
      }
      expect(turn).toBeLessThan(30);
    }
  });

  it("gives a stale seq 409, an illegal move 422, a move out of turn 403, and changes nothing", async () => {
    const { a, b, id, match } = await startedTiny();
    expectProblem(await move(a, id, match.seq - 1, { add: 1 }), 409, /position 1, but the match is at position 2/);
    expectProblem(await move(a, id, match.seq, { add: 4 }), 422, /format/);
    expectProblem(await move(a, id, match.seq, "garbage"), 422);
    expectProblem(await move(b, id, match.seq, { add: 1 }), 403, /not your decision/);
    const watcher = await guest("Watcher");
    expectProblem(await move(watcher, id, match.seq, { add: 1 }), 403, /watching/);
    const log = await a.json<any[]>(`/api/matches/${id}/log`);
    expect(log.body.map((l) => l.kind)).toEqual(["created", "joined"]);
    expect((await a.json<MatchResource>(`/api/matches/${id}`)).body.seq).toBe(match.seq);
  });

  it("applies the same Idempotency-Key once", async () => {
    const { a, id, match } = await startedTiny();
    const first = await move(a, id, match.seq, { add: 2 }, { "idempotency-key": "k-1" });
    const again = await move(a, id, match.seq, { add: 2 }, { "idempotency-key": "k-1" });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.seq).toBe(first.body.seq);
    expect(again.body.view.total).toBe(2);
  });

  it("lets exactly one of two moves racing for the same seq apply", async () => {
    const { a, id, match } = await startedTiny();
    const results = await Promise.all([move(a, id, match.seq, { add: 1 }), move(a, id, match.seq, { add: 2 }), move(a, id, match.seq, { add: 3 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const now = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
    expect(now.seq).toBe(match.seq + 1);
  });

  it("answers GET with an ETag and 304 for If-None-Match", async () => {
    const { a, id } = await startedTiny();
    const r = await a.fetch(`/api/matches/${id}`);
    const etag = r.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await a.fetch(`/api/matches/${id}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const other = await client().fetch(`/api/matches/${id}`, { headers: { "if-none-match": etag } });
    expect(other.status).toBe(200); // a spectator's view is another representation
  });

  it("shows each seat only its own secret, in views and in log lines", async () => {
    const { a, b, id, match } = await startedTiny();
    await move(a, id, match.seq, { add: 1 });
    const va = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
    const vb = (await b.json<MatchResource>(`/api/matches/${id}`)).body;
    const vs = (await client().json<MatchResource>(`/api/matches/${id}`)).body;
    const secretA = (va.view as any).mySecret as number;
    const secretB = (vb.view as any).mySecret as number;
    expect(showsSecret(JSON.stringify(vb), secretA)).toBe(false);
    expect(showsSecret(JSON.stringify(va), secretB)).toBe(false);
    expect(showsSecret(JSON.stringify(vs), secretA)).toBe(false);
    expect(showsSecret(JSON.stringify(vs), secretB)).toBe(false);
    const logA = JSON.stringify((await a.json(`/api/matches/${id}/log`)).body);
    const logB = JSON.stringify((await b.json(`/api/matches/${id}/log`)).body);
    expect(logA).toContain(`your secret ${secretA}`);
    expect(showsSecret(logB, secretA)).toBe(false);
  });

  it("shows an earlier position as the viewer could see it then", async () => {
    const { a, b, id, match } = await startedTiny();
    const m1 = await move(a, id, match.seq, { add: 2 });
    await move(b, id, m1.body.seq, { add: 3 });
    const h = await b.json(`/api/matches/${id}/history?at=${m1.body.seq}`);
    expect(h.status).toBe(200);
    expect(h.body.view.total).toBe(2);
    expectProblem(await b.json(`/api/matches/${id}/history?at=99`), 404, /positions 1 to/);
  });

  it("keeps private matches from anyone not seated", async () => {
    const a = await guest("Private");
    const m = await createMatch(a, { game: "tiny", visibility: "private" });
    expectProblem(await client().json(`/api/matches/${m.id}`), 404);
    expectProblem(await (await guest("Nosy")).json(`/api/matches/${m.id}/log`), 404);
    expect((await a.json(`/api/matches/${m.id}`)).status).toBe(200);
  });

  it("shows the invite only to seated players (and to all for public open matches)", async () => {
    const a = await guest("Inviter");
    const m = await createMatch(a);
    expect(m.urls.invite).toContain("?invite=");
    const asSpectator = (await client().json<MatchResource>(`/api/matches/${m.id}`)).body;
    expect(asSpectator.urls.invite).toBeUndefined();
    expect(JSON.stringify(asSpectator)).not.toContain(inviteOf(m));
    const pub = await createMatch(a, { game: "tiny", visibility: "public" });
    expect((await client().json<MatchResource>(`/api/matches/${pub.id}`)).body.urls.invite).toContain("?invite=");
    const lobby = await client().json<any[]>("/api/matches");
    expect(lobby.body.map((m) => m.id)).toContain(pub.id);
    expect(lobby.body.map((m) => m.id)).not.toContain(m.id);
  });

  it("resigns, offers and accepts draws, and sets up a rematch", async () => {
    const r1 = await startedTiny();
    const resigned = await r1.a.json<MatchResource>(`/api/matches/${r1.id}/resign`, { method: "POST" });
    expect(resigned.body).toMatchObject({ status: "finished", outcome: { winners: [1], reason: "Alice (First) resigned" } });
    const rematch = await r1.b.json<any>(`/api/matches/${r1.id}/rematch`, { method: "POST" });
    expect(rematch.body.rematch.url).toContain("?invite=");
    const next = new URL(rematch.body.rematch.url);
    const joined = await r1.a.json<MatchResource>(`/api/matches/${rematch.body.rematch.id}/join`, { json: { invite: next.searchParams.get("invite") } });
    expect(joined.body).toMatchObject({ status: "active", you: 1 });

    const r2 = await startedTiny();
    const offer = await r2.a.json<MatchResource>(`/api/matches/${r2.id}/draw`, { json: { action: "offer" } });
    expect(offer.body.drawOffer).toEqual([0]);
    const accepted = await r2.b.json<MatchResource>(`/api/matches/${r2.id}/draw`, { json: { action: "accept" } });
    expect(accepted.body).toMatchObject({ status: "finished", outcome: { draw: true } });
  });

  it("lists my matches with mine to play first", async () => {
    const { a, id, match } = await startedTiny();
    const other = await createMatch(a);
    const list = (await a.json<any[]>("/api/me/matches")).body;
    expect(list[0]).toMatchObject({ id, yourTurn: true, status: "active" });
    expect(list.map((m) => m.id)).toContain(other.id);
    expect(match.id).toBe(id);
  });
});

describe("the room keeps its log", () => {
  it("survives a restart mid-match with every committed move", async () => {
    const { a, b, id, match } = await startedTiny();
    let seq = match.seq;
    for (let i = 0; i < 6; i++) seq = (await move(i % 2 ? b : a, id, seq, { add: 1 })).body.seq;
    await inRoom(id, (_room, state) => state.abort("restart for the test")).catch(() => undefined);
    const after = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
    expect(after.seq).toBe(seq);
    expect((after.view as any).total).toBe(6);
    expect((await move(a, id, seq, { add: 1 })).status).toBe(200);
  });

  it("wakes from a snapshot, replaying only the events after it", async () => {
    const { a, b, id, match } = await startedTiny({ target: 1000 });
    let seq = match.seq;
    for (let i = 0; i < 150; i++) seq = (await move(i % 2 ? b : a, id, seq, { add: 1 })).body.seq;
    const { MatchRoom, SNAPSHOT_EVERY } = await import("../../src/match/room");
    await inRoom(id, async (_room, state) => {
      const fresh = new MatchRoom(state, env);
      expect(fresh.eventsSinceSnapshot()).toBeLessThan(SNAPSHOT_EVERY);
      const r = await fresh.get(null);
      expect(r.ok && (r.body as MatchResource).seq).toBe(seq);
      expect(r.ok && ((r.body as MatchResource).view as any).total).toBe(150);
    });
  });

  it("commits moves while D1 is down and brings the index up to date once it is back", async () => {
    const { a, b, id, match } = await startedTiny();
    await env.DB.prepare("ALTER TABLE match_seats RENAME TO match_seats_away").run();
    let seq = match.seq;
    try {
      for (let i = 0; i < 3; i++) {
        const r = await move(i % 2 ? b : a, id, seq, { add: 1 });
        expect(r.status).toBe(200);
        seq = r.body.seq;
      }
      const pending: { key: string; attempts: number }[] = await inRoom(id, async (room) => {
        await room.flushOutbox();
        return room.outboxState();
      });
      const index = pending.find((row) => row.key === "index");
      expect(index?.attempts).toBeGreaterThan(0);
    } finally {
      await env.DB.prepare("ALTER TABLE match_seats_away RENAME TO match_seats").run();
    }
    await inRoom(id, async (room) => {
      // the alarm retries with backoff; make the retry due now and run it
      room.sql.exec("UPDATE outbox SET due_at = 0");
      await room.alarm();
      expect(room.outboxState()).toEqual([]);
    });
    const row = await env.DB.prepare("SELECT seq FROM matches WHERE id = ?").bind(id).first<{ seq: number }>();
    expect(row!.seq).toBe(seq);
  });
});

describe("sockets", () => {
  async function open(c: { cookie: string } | null, id: string) {
    const res = await SELF.fetch(`http://localhost/api/matches/${id}/socket?v=3`, {
      headers: { upgrade: "websocket", ...(c ? { cookie: c.cookie } : {}) },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const messages: any[] = [];
    const waiters: (() => void)[] = [];
    let held: HeldResource | null = null;
    ws.addEventListener("message", (e) => {
      const m = JSON.parse(e.data as string);
      // A patch is read as the whole resource it makes of the one held (as the app does).
      if (m.type === "patch") messages.push({ type: "match", match: (held = applyLivePatch(held, m))?.match });
      else messages.push(m);
      if (m.type === "match") held = heldWhole(m.match, m.etag);
      waiters.splice(0).forEach((w) => w());
    });
    ws.accept();
    const next = async (n: number) => {
      while (messages.length < n) await new Promise<void>((r) => waiters.push(r));
      return messages[n - 1];
    };
    return { ws, messages, next };
  }

  it("sends each socket its own view on connect and after every change, never another seat's", async () => {
    const { a, b, id, match } = await startedTiny();
    const sa = await open(a, id);
    const sb = await open(b, id);
    const ss = await open(null, id);
    const [ma, mb, ms] = [await sa.next(1), await sb.next(1), await ss.next(1)];
    expect(ma.match.you).toBe(0);
    expect(mb.match.you).toBe(1);
    expect(ms.match.you).toBeNull();
    const secretA = ma.match.view.mySecret;
    const secretB = mb.match.view.mySecret;
    sa.ws.send(JSON.stringify({ type: "move", seq: match.seq, move: { add: 2 } }));
    const [ua, ub, us] = [await sa.next(2), await sb.next(2), await ss.next(2)];
    for (const u of [ua, ub, us]) expect(u.match.view.total).toBe(2);
    expect(showsSecret(JSON.stringify([...sb.messages, ...ss.messages]), secretA)).toBe(false);
    expect(showsSecret(JSON.stringify([...sa.messages, ...ss.messages]), secretB)).toBe(false);
    sa.ws.send(JSON.stringify({ type: "move", seq: 1, move: { add: 1 } }));
    const err = await sa.next(3);
    expect(err).toMatchObject({ type: "error", status: 409 });
    sa.ws.send("not json");
    expect(await sa.next(4)).toMatchObject({ type: "error", status: 400 });
    for (const s of [sa, sb, ss]) s.ws.close(1000, "done");
  });
});
