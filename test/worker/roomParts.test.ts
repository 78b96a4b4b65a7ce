// The room's parts on their own, without a MatchRoom: the clock's pure "what is due when", and the
// event store's stateAt against a replay of the whole log (snapshots included), reading socket messages.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { registerForTests } from "../../src/engine/registry";
import { dueAt, dueItems, nextDueAt } from "../../src/match/clock";
import { replay, step } from "../../src/match/fold";
import { readClientMessage } from "../../src/match/sockets";
import { EventStore, SNAPSHOT_EVERY } from "../../src/match/store";
import { tinyGame } from "../support/tinyGame";
import { DAY_MS, actorsOf, gameOf, type MatchEvent, type MatchMeta, type MatchState } from "../../src/match/state";
import { textIn } from "../../src/shared/i18n";

registerForTests(tinyGame);

const T0 = Date.UTC(2026, 0, 1);

function meta(daysPerMove: number | null, players = 2): MatchMeta {
  return { id: "clocktest1", game: "tiny", players, options: { target: 1000 }, visibility: "unlisted", daysPerMove, seed: "s", invite: "i", createdBy: "u0", createdAt: T0, rematchOf: null };
}

function started(daysPerMove: number | null, players = 2): MatchState {
  const events: { event: MatchEvent; at: number }[] = [{ event: { kind: "created", meta: meta(daysPerMove, players), seat: 0, userId: "u0", name: "Ann" }, at: T0 }];
  for (let seat = 1; seat < players; seat++) events.push({ event: { kind: "joined", seat, userId: `u${seat}`, name: `P${seat}` }, at: T0 });
  return replay(events)!;
}

const none = { reminded: () => false, deliveryAt: null };

describe("clock.ts", () => {
  it("has nothing due for a match without a clock and nothing to deliver: no alarm", () => {
    expect(dueItems(started(null), none)).toEqual([]);
    expect(nextDueAt(dueItems(started(null), none))).toBeNull();
  });

  it("a finished match is due for the review's next slice while its chances are not all judged, and for nothing after", () => {
    const resigned = step(started(3), { kind: "resign", seat: 1 }, T0 + 5);
    if (!("ok" in resigned)) throw new Error(textIn("en", resigned.error));
    expect(resigned.ok.status).toBe("finished");
    expect(dueItems(resigned.ok, { ...none, reviewPending: true })).toEqual([{ kind: "review", at: T0 + 5 }]);
    expect(dueItems(resigned.ok, { ...none, reviewPending: false })).toEqual([]);
    expect(dueItems(started(null), { ...none, reviewPending: true }), "only once the match is over").toEqual([]);
  });

  it("is due at a reminder a day before the deadline, then at the deadline, then the late seat", () => {
    const state = started(3);
    const deadline = T0 + 3 * DAY_MS;
    const items = dueItems(state, none);
    expect(nextDueAt(items)).toBe(deadline - DAY_MS);
    expect(dueAt(items, deadline - DAY_MS - 1)).toEqual({ reminders: [], late: null, delivery: false });
    expect(dueAt(items, deadline - DAY_MS).reminders.map((r) => r.seat)).toEqual([0]);
    // Past the deadline, no reminder: the timeout rule applies to that seat.
    expect(dueAt(items, deadline)).toEqual({ reminders: [], late: 0, delivery: false });
  });

  it("reminds once per decision, and half the limit before when a day is more than half", () => {
    const state = started(1);
    expect(nextDueAt(dueItems(state, none))).toBe(T0 + DAY_MS / 2);
    const reminded = dueItems(state, { reminded: (seat, since) => seat === 0 && since === T0, deliveryAt: null });
    expect(nextDueAt(reminded)).toBe(T0 + DAY_MS);
  });

  it("puts a delivery first when one is due sooner, and none for a seat the bot plays", () => {
    expect(nextDueAt(dueItems(started(3), { ...none, deliveryAt: T0 + 5 }))).toBe(T0 + 5);
    expect(dueAt(dueItems(started(null), { ...none, deliveryAt: T0 }), T0).delivery).toBe(true);
    const three = started(3, 3);
    const resigned = step(three, { kind: "resign", seat: 0 }, T0);
    if (!("ok" in resigned) || !resigned.ok) throw new Error("resign refused");
    const moved = step(resigned.ok, { kind: "move", seat: 0, move: { add: 1 } }, T0);
    if (!("ok" in moved) || !moved.ok) throw new Error("move refused");
    // Seat 1 decides now; seat 0 (the bot) is never reminded.
    expect(dueItems(moved.ok, none).filter((i) => i.kind === "reminder").map((i) => i.kind === "reminder" && i.seat)).toEqual([1]);
  });

  it("is due for the computer at once while a seat it plays owes an answer to a draw offer, and not once it has answered", () => {
    const then = (state: MatchState, event: MatchEvent, at = T0): MatchState => {
      const next = step(state, event, at);
      if (!("ok" in next) || !next.ok) throw new Error(`${event.kind} refused`);
      return next.ok;
    };
    // Ann (seat 0) against the computer (seat 1): Ann decides, so the computer has nothing to do.
    const created = replay([{ event: { kind: "created", meta: meta(null, 2), seat: 0, userId: "u0", name: "Ann", bots: [{ seat: 1, level: "easy" }] }, at: T0 }])!;
    expect(created.status).toBe("active");
    expect(dueItems(created, none)).toEqual([]);
    const offered = then(created, { kind: "draw-offer", seat: 0 }, T0 + 7);
    expect(dueItems(offered, none)).toEqual([{ kind: "bot", at: T0 + 7 }]);
    expect(dueItems(then(offered, { kind: "draw-decline", seat: 1 }, T0 + 8), none), "answered: Ann decides again, nothing is due").toEqual([]);
    // A seat whose player left is no party to a draw: the people still playing decide, nothing is due for it.
    const left = then(then(started(null, 3), { kind: "resign", seat: 0 }), { kind: "move", seat: 0, move: { add: 1 } });
    expect(dueItems(then(left, { kind: "draw-offer", seat: 2 }, T0 + 9), none)).toEqual([]);
  });
});

describe("store.ts", () => {
  it(`stateAt(seq) is the replay of the first seq events, across snapshots every ${SNAPSHOT_EVERY}`, async () => {
    const ns = env.MATCH_ROOM as unknown as DurableObjectNamespace;
    const stub = ns.get(ns.idFromName("store-unit-test"));
    await (runInDurableObject as unknown as (s: unknown, f: (i: unknown, st: DurableObjectState) => Promise<void>) => Promise<void>)(stub, async (_i, state) => {
      const store = new EventStore(state.storage.sql);
      expect(store.exists()).toBe(false);
      store.createSchema();
      const log: { event: MatchEvent; at: number }[] = [
        { event: { kind: "created", meta: meta(null), seat: 0, userId: "u0", name: "Ann" }, at: T0 },
        { event: { kind: "joined", seat: 1, userId: "u1", name: "Ben" }, at: T0 + 1 },
      ];
      for (let i = 0; i < 2 * SNAPSHOT_EVERY + 5; i++) log.push({ event: { kind: "move", seat: i % 2, move: { add: 1 } }, at: T0 + 2 + i });
      let current: MatchState | null = null;
      for (const { event, at } of log) {
        const next = step(current, event, at);
        if (!("ok" in next) || !next.ok) throw new Error("refused");
        const rows = [{ seq: next.ok.seq, at, seat: event.seat, kind: event.kind, payload: JSON.stringify(event), lines: JSON.stringify([`seat 0 reads ${at}`, `seat 1 reads ${at}`, { text: `spectators read ${at}`, seat: null }]) }];
        store.run(store.writesFor(rows, next.ok));
        store.appended(next.ok, current?.seq ?? 0, rows);
        // The last change's lines come from memory: the same as a store that reads them back from SQLite.
        const fromSql = new EventStore(state.storage.sql);
        for (const after of [next.ok.seq - 2, next.ok.seq - 1, next.ok.seq]) {
          for (const columns of [{ index: 0 }, { index: 2 }, { index: 1, ownFrom: next.ok.seq, before: 2 }]) expect(store.log(after, columns)).toEqual(fromSql.log(after, columns));
        }
        current = next.ok;
      }
      expect(state.storage.sql.exec("SELECT seq FROM snapshots ORDER BY seq").toArray().map((r) => r.seq)).toEqual([SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]);
      for (const seq of [1, 2, 3, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1, 2 * SNAPSHOT_EVERY + 3]) {
        expect(store.stateAt(seq), `seq ${seq}`).toEqual(replay(log.slice(0, seq)));
      }
      expect(store.stateAt()).toEqual(current);
      expect(store.eventsSinceSnapshot()).toBe(log.length - 2 * SNAPSHOT_EVERY);
    });
  });
});

describe("fold.ts: when a decision begins", () => {
  it("gives the seat whose decision closes a Sleep phase a new decision (new notice, fresh deadline) when it must decide in the next phase", () => {
    const sleepMeta: MatchMeta = { ...meta(3, 3), id: "sleepfold1", game: "sleep", options: {} };
    let state = replay([
      { event: { kind: "created", meta: sleepMeta, seat: 0, userId: "u0", name: "Ann" }, at: T0 },
      { event: { kind: "joined", seat: 1, userId: "u1", name: "Ben" }, at: T0 },
      { event: { kind: "joined", seat: 2, userId: "u2", name: "Cat" }, at: T0 },
    ])!;
    let checked = 0;
    for (let i = 1; i < 400 && state.status === "active"; i++) {
      const seat = actorsOf(state)[actorsOf(state).length - 1]!;
      const before = state;
      const r = step(state, { kind: "move", seat, move: gameOf(state).legalMoves(state.game, seat)[0] }, T0 + i * 1000);
      if (!("ok" in r)) throw new Error(textIn("en", r.error));
      state = r.ok;
      const sleepBefore = before.game as { turn: number; phase: string };
      const sleepAfter = state.game as { turn: number; phase: string };
      for (const s of actorsOf(state)) {
        const samePhase = sleepBefore.turn === sleepAfter.turn && sleepBefore.phase === sleepAfter.phase;
        // Still deciding in the same phase: the same decision; deciding in a new phase (the mover included): a new one.
        expect(state.decisionSince[String(s)], `move ${i}, seat ${s}`).toBe(samePhase && actorsOf(before).includes(s) ? before.decisionSince[String(s)] : T0 + i * 1000);
        if (s === seat) checked++;
      }
    }
    expect(checked, "the mover decided again in a following phase").toBeGreaterThan(3);
  });

  it("the last to submit in a Sleep phase begins a new decision (its deadline and turn notice); the others keep theirs", async () => {
    const { gameOf } = await import("../../src/match/state");
    const sleepMeta: MatchMeta = { ...meta(3, 3), id: "decisions1", game: "sleep", options: {} };
    let at = T0;
    let state = replay([
      { event: { kind: "created", meta: sleepMeta, seat: 0, userId: "u0", name: "Dan" }, at },
      { event: { kind: "joined", seat: 1, userId: "u1", name: "Eve" }, at },
      { event: { kind: "joined", seat: 2, userId: "u2", name: "Fay" }, at },
    ])!;
    let renewed = 0;
    for (let i = 0; i < 60 && state.status === "active"; i++) {
      // The lowest deciding seat submits first, so the highest is the last of each phase (as inboxFlood.test.ts plays).
      const actors = gameOf(state).actors(state.game);
      const seat = Math.min(...actors);
      const next = step(state, { kind: "move", seat, move: gameOf(state).legalMoves(state.game, seat)[0] }, (at += 1000));
      if (!("ok" in next)) throw new Error(textIn("en", next.error));
      const after = gameOf(next.ok).actors(next.ok.game);
      for (const s of after.filter((s) => s !== seat && actors.includes(s))) expect(next.ok.decisionSince[String(s)], `seat ${s} still deciding`).toBe(state.decisionSince[String(s)]);
      if (after.includes(seat) && after.some((s) => !actors.includes(s))) {
        expect(next.ok.decisionSince[String(seat)], "the mover's next decision").toBe(at);
        renewed++;
      }
      state = next.ok;
    }
    expect(renewed, "phases ended by a seat that decides again in the next").toBeGreaterThan(3);
  });
});

describe("sockets.ts: reading a client message", () => {
  const read = (data: unknown) => readClientMessage(typeof data === "string" ? data : JSON.stringify(data));
  const refused = { error: expect.objectContaining({ type: "error", status: 400, detail: 'Messages are {"type":"move","seq":n,"move":{...}} or {"type":"ping"}.' }) };
  it("reads the usual move and ping with the schema's keys only, in its order, the move as sent", () => {
    const move = { kind: "move", from: "E7", via: [], to: "F8" };
    const plain = read({ requestId: "r1", move, seq: 12, type: "move", extra: true });
    expect(plain).toEqual({ message: { type: "move", seq: 12, move, requestId: "r1" } });
    expect(Object.keys((plain as { message: object }).message)).toEqual(["type", "seq", "move", "requestId"]);
    expect(read({ type: "move", seq: 0, move: null })).toEqual({ message: { type: "move", seq: 0, move: null } });
    expect(Object.keys((read({ type: "move", seq: 0, move: 1 }) as { message: object }).message)).toEqual(["type", "seq", "move"]);
    expect(read({ type: "ping", x: 1 })).toEqual({ message: { type: "ping" } });
    expect(read({ type: "move", seq: 3, move: 1, requestId: "x".repeat(100) })).toEqual({ message: { type: "move", seq: 3, move: 1, requestId: "x".repeat(100) } });
  });
  it("refuses what the schema refuses, with the same words", () => {
    for (const bad of [
      { type: "move", seq: 1 },
      { type: "move", seq: 1.5, move: 1 },
      { type: "move", seq: 2 ** 60, move: 1 },
      { type: "move", seq: "1", move: 1 },
      { type: "move", seq: 1, move: 1, requestId: "x".repeat(101) },
      { type: "move", seq: 1, move: 1, requestId: null },
      { type: "moves", seq: 1, move: 1 },
      [{ type: "ping" }],
      "null",
      "7",
    ]) {
      expect(read(bad), JSON.stringify(bad)).toEqual(refused);
    }
    expect(read("{nope")).toEqual({ error: expect.objectContaining({ status: 400, detail: "That message is not valid JSON." }) });
  });
});
