/**
 * SP-5 in aggregate (issue #29, item 1): a decision in a simultaneous phase that does not end it is
 * sealed. Counting anything another seat or a spectator can read must not tell how many seats have
 * decided: twin matches, one deal, that differ only in how many of the other seats have decided,
 * give Ana (still deciding) and an anonymous spectator byte-identical channels (resource, ETag and
 * its 304, seq, socket messages, history, log, "my matches", the inbox, the embed and its fragment,
 * board.svg, board.png, oEmbed, the match page, the index row) until the reveal, which is one public
 * event carrying every decision. The decider alone sees its decision as sent; a sealed decision
 * survives a restart of the room; logs stored before (one event per decision) replay as written.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isOk } from "../../../src/engine/game";
import { byIndex } from "../../../src/engine/sleep/cards";
import { sleep, skipNotes, type Move, type State } from "../../../src/engine/sleep";
import { getGame } from "../../../src/engine/registry";
import { replayOf, verifyReplay } from "../../../src/match/fairness";
import { replay, step } from "../../../src/match/fold";
import { SENT_NOTE as SENT_MSG } from "../../../src/match/resource";
import { textIn } from "../../../src/shared/i18n";

const SENT_NOTE = textIn("en", SENT_MSG);
import type { MatchResource } from "../../../src/shared/api";
import type { Client } from "../helpers";
import { client, getMatch, inRoom, openSocket, type Socket } from "./support";
import { everything, inboxById, setStateAndDeliver, sleepMatch } from "./sleepMatches";
import type { MatchEvent, MatchState } from "../../../src/match/state";

/** The same deal with every seat holding a Sleep card in the first sleep phase: all three must decide. */
function everyoneDecides(s: State): State {
  const t: State = JSON.parse(JSON.stringify(s));
  expect(t.phase).toBe("sleep");
  for (let seat = 0; seat < t.players; seat++) {
    if (t.hands[seat]!.some((c) => c.startsWith("S"))) continue;
    const i = t.deck.findIndex((c) => c.startsWith("S"));
    const [card] = t.deck.splice(i, 1, t.hands[seat]![0]!);
    t.hands[seat]![0] = card!;
    t.hands[seat]!.sort(byIndex);
  }
  t.deciders = t.deciders.map(() => true);
  t.pending = t.pending.map(() => null);
  return t;
}

/** A card where one may be played (a decision that reads differently from a pass). */
function cardMove(s: State, seat: number): Move {
  const legal = sleep.legalMoves(s, seat);
  return legal.find((m) => m.kind !== "pass") ?? legal[0]!;
}

interface Table {
  id: string;
  seats: Client[];
  /** Ana's socket and an anonymous spectator's, open from before any decision. */
  sockets: Socket[];
}

/**
 * A match at `deal` (null: its own deal, everyone made to decide; "real": its own deal as dealt).
 * `durable`: the swapped deal is written as a snapshot, so that the room wakes to it after a restart.
 */
async function table(deal: State | null | "real", durable = false): Promise<Table & { deal: State }> {
  const m = await sleepMatch();
  const real: State = await inRoom(m.id, (room) => JSON.parse(JSON.stringify(room.match.game)));
  const chosen = deal === "real" ? real : (deal ?? everyoneDecides(real));
  await setStateAndDeliver(m.id, chosen);
  if (durable) await inRoom(m.id, (room) => room.sql.exec(`INSERT OR REPLACE INTO snapshots (seq, state) VALUES (?, ?)`, room.match.seq, JSON.stringify(room.match)));
  const sockets = [await openSocket(m.seats[0]!, m.id), await openSocket(null, m.id)];
  await Promise.all(sockets.map((s) => s.waitFor((x) => x.type === "match")));
  return { ...m, sockets, deal: chosen };
}

async function decide(c: Client, id: string, move: Move): Promise<{ status: number; body: MatchResource; etag: string | null }> {
  const seq = (await getMatch(c, id)).body.seq;
  const r = await c.fetch(`/api/matches/${id}/moves`, { json: { seq, move } });
  const text = await r.text();
  expect(r.status, text).toBe(200);
  return { status: r.status, body: JSON.parse(text), etag: r.headers.get("etag") };
}

/** What Ana and the spectator can read now (sp5's `everything`, plus ETags, history and the index row), D1 brought up to date first. */
async function channels(t: Table): Promise<string[]> {
  await inRoom(t.id, (room) => room.flushOutbox());
  const ana = t.seats[0]!;
  const out = await everything(t.id, ana);
  const anon = client();
  for (const who of [ana, anon]) {
    const r = await who.fetch(`/api/matches/${t.id}`);
    const etag = r.headers.get("etag");
    out.push(`etag ${etag} ${r.status}`);
    const again = await who.fetch(`/api/matches/${t.id}`, { headers: { "if-none-match": etag! } });
    out.push(`conditional ${again.status}`);
    const seq = (JSON.parse(await r.text()) as MatchResource).seq;
    for (const at of [seq, seq - 1]) out.push(`history ${at} ${await (await who.fetch(`/api/matches/${t.id}/history?at=${at}`)).text()}`);
    out.push(`log ${await (await who.fetch(`/api/matches/${t.id}/log`)).text()}`);
  }
  const row = await env.DB.prepare(`SELECT seq, actors, deadline, updated_at, status FROM matches WHERE id = ?`).bind(t.id).first();
  out.push(`index ${JSON.stringify(row)}`);
  return out;
}

/**
 * The match messages each of the table's sockets received before a chat line said now (a sentinel:
 * the room sends in order, so anything a sealed decision had sent would come before it).
 */
async function socketMessagesBeforeSentinel(t: Table, sayer: Client): Promise<string[][]> {
  const word = `sentinel ${Math.random()}`;
  const r = await sayer.fetch(`/api/matches/${t.id}/chat`, { json: { text: word } });
  expect(r.status, await r.clone().text()).toBe(201);
  return Promise.all(
    t.sockets.map(async (s) => {
      await s.waitFor((m) => m.type === "chat" && m.message.text === word);
      const upTo = s.messages.findIndex((m) => m.type === "chat" && m.message.text === word);
      return s.texts.slice(0, upTo).filter((text) => ["match", "patch"].includes(JSON.parse(text).type));
    }),
  );
}

/** Two matches' channels with what differs between any two matches (ids, seeds' commitments, invites, times) named alike. */
function normalised(items: string[], id: string): string[] {
  return items.map((text) =>
    inboxById(text.replaceAll(id, "ID"))
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "TIME")
      .replace(/"(at|updated_at)":\d+/g, '"$1":0')
      .replace(/"id":"[a-z0-9]{14}"/g, '"id":"N"')
      .replace(/"player":"[a-z0-9]+"/g, '"player":"P"') // twins are played by different people
      .replace(/"commitment":"[0-9a-f]{64}"/g, '"commitment":"C"')
      .replace(/[0-9a-f]{64}/g, "C"),
  ).filter((text) => !text.startsWith("board.png")); // a PNG names no id, but its bytes cannot be normalised
}

describe("sealed decisions (SP-5 in aggregate)", () => {
  it("twins that differ in how many other seats have decided give Ana and a spectator identical channels until the reveal; the reveal is one event with every decision", async () => {
    // Three tables, one deal, everyone deciding; then nobody, Ben, and Ben and Cy decide.
    const none = await table(null);
    const one = await table(none.deal);
    const two = await table(none.deal);
    const before = await Promise.all([none, one, two].map(channels));

    const ben = await decide(one.seats[1]!, one.id, cardMove(none.deal, 1));
    await decide(two.seats[1]!, two.id, cardMove(none.deal, 1));
    const cy = await decide(two.seats[2]!, two.id, cardMove(none.deal, 2));
    // The decider sees its decision sent, at the same position; its own ETag alone moves.
    for (const answer of [ben, cy]) {
      expect(answer.body.seq).toBe(JSON.parse(before[0]![0]!).seq);
      expect(answer.body.forYou).toContain(SENT_NOTE);
      expect(answer.body.legal).toBeUndefined();
      expect(answer.etag).toMatch(/-sent1"$/);
      expect((answer.body.view as any).yourDecision).not.toBeNull();
    }

    const after = await Promise.all([none, one, two].map(channels));
    // Within each match: not one byte changed for Ana or the spectator.
    for (let k = 0; k < 3; k++) for (let i = 0; i < before[k]!.length; i++) expect(after[k]![i], `table ${k}, item ${i}`).toBe(before[k]![i]);
    // Across the twins: the same channels whatever the number of sealed decisions.
    const seen = [none, one, two].map((t, k) => normalised(after[k]!, t.id));
    for (let k = 1; k < 3; k++) for (let i = 0; i < seen[0]!.length; i++) expect(seen[k]![i], `twin ${k}, item ${i}`).toBe(seen[0]![i]);
    // Sockets: no message about a sealed decision, to Ana or to the spectator (a chat line marks "by now").
    const heard = await Promise.all([none, one, two].map((t) => socketMessagesBeforeSentinel(t, t.seats[0]!)));
    for (const [k, t] of [none, one, two].entries()) {
      expect(heard[k]!.map((texts) => texts.length), `table ${k}: one message each, on opening`).toEqual([1, 1]);
      expect(normalised(heard[k]!.flat(), t.id)).toEqual(normalised(heard[0]!.flat(), none.id));
    }
    // Ben's own sockets hear of his decision, and only his.
    const benSocket = await openSocket(one.seats[1]!, one.id);
    expect((await benSocket.waitFor((m) => m.type === "match")).match.forYou).toContain(SENT_NOTE);
    benSocket.close();

    // The reveal: Ana decides last at the table where both others have: one public event, one line.
    const seq = JSON.parse(before[2]![0]!).seq as number;
    const from = two.sockets.map((s) => s.messages.length);
    const ana = await decide(two.seats[0]!, two.id, cardMove(none.deal, 0));
    expect(ana.body.seq).toBe(seq + 1);
    await Promise.all(two.sockets.map((s, k) => s.waitFor((m) => m.type === "match" && m.match.seq === seq + 1, from[k])));
    await socketMessagesBeforeSentinel(two, two.seats[0]!);
    for (const [k, s] of two.sockets.entries()) expect(s.messages.slice(from[k]).filter((m) => m.type === "match").length, `socket ${k}`).toBe(1);
    // The reveal is a patch from the very resource each socket got on opening: the sealed decisions moved no base, so it
    // is the patch these sockets would have got had Ben and Cy decided at the same moment as Ana.
    for (const [k, s] of two.sockets.entries()) expect(s.messages.slice(from[k]).find((m) => m.type === "match")?.patch?.base, `socket ${k}`).toBe(JSON.parse(s.texts[0]!).etag);
    const log = (await client().json<any[]>(`/api/matches/${two.id}/log`)).body;
    expect(log.filter((l) => l.seq > seq)).toHaveLength(1);
    expect(log.at(-1)).toMatchObject({ seq: seq + 1, kind: "move", seat: null });
    expect(log.at(-1).text).toMatch(/^The last decision is in; the sleep phase is revealed\. Sleep: Ana .*; Ben .*; Cy /);
    const stored = await inRoom(two.id, (room) => ({
      events: room.store.events().filter((e: any) => e.seq > seq),
      sealed: room.sql.exec("SELECT COUNT(*) AS n FROM sealed").one().n,
    }));
    expect(stored.events).toHaveLength(1);
    expect(stored.events[0].event.sealed.map((d: any) => d.seat)).toEqual([1, 2]);
    expect(stored.sealed, "revealed decisions leave the sealed table").toBe(0);
    for (const t of [none, one, two]) for (const s of t.sockets) s.close();
  });

  it("a sealed decision survives a restart of the room, and the reveal after it carries it", async () => {
    const t = await table(null, true);
    const move = cardMove(t.deal, 1);
    const ben = await decide(t.seats[1]!, t.id, move);
    const anaBefore = await getMatch(t.seats[0]!, t.id);
    const kept = await inRoom(t.id, (room) => ({ live: JSON.stringify(room.match), rebuilt: JSON.stringify(room.store.stateAt()), rows: room.sql.exec("SELECT seat FROM sealed").toArray() }));
    expect(kept.rows).toEqual([{ seat: 1 }]);
    expect(kept.rebuilt, "the state rebuilt from storage is the live one").toBe(kept.live);
    for (const s of t.sockets) s.close();
    await inRoom(t.id, (_room, state) => state.abort("restart for the test")).catch(() => undefined);
    const benAfter = await getMatch(t.seats[1]!, t.id);
    expect(benAfter.text, "Ben's resource after the restart").toBe(JSON.stringify(ben.body));
    expect((await getMatch(t.seats[0]!, t.id)).text).toBe(anaBefore.text);
    // Cy and Ana decide; the reveal carries Ben's decision from before the restart.
    await decide(t.seats[2]!, t.id, cardMove(t.deal, 2));
    const last = await decide(t.seats[0]!, t.id, cardMove(t.deal, 0));
    expect(last.body.seq).toBe(anaBefore.body.seq + 1);
    const revealed = await inRoom(t.id, (room) => room.store.events().at(-1).event);
    expect(revealed.sealed).toEqual([{ seat: 1, move }, { seat: 2, move: cardMove(t.deal, 2) }]);
    // The revealed sleep phase of the dealt turn (not the log's last record: when nobody can play in
    // the phases after it, the next turn has begun by the time the answer is read).
    const turn = (last.body.view as any).log.find((r: any) => r.turn === t.deal.turn);
    const sleep = turn?.phases.find((p: any) => p.phase === "sleep");
    expect(JSON.stringify(sleep?.plays[1])).toBe(JSON.stringify(move));
  });

  it("the public log alone replays to the room's state (the replay endpoint's moves included), and a log stored with one event per decision replays as written", async () => {
    const t = await table("real");
    for (const s of t.sockets) s.close();
    // A few phases of real decisions: sealed ones, reveals, and phases that pass by themselves.
    for (let i = 0; i < 24; i++) {
      const s: State = await inRoom(t.id, (room) => JSON.parse(JSON.stringify(room.match.game)));
      const seat = sleep.actors(s)[0];
      if (seat === undefined) break;
      await decide(t.seats[seat]!, t.id, cardMove(s, seat));
    }
    const { live, events } = await inRoom(t.id, (room) => ({ live: room.match as MatchState, events: room.store.events() as { seq: number; event: MatchEvent }[] }));
    expect(events.some((e) => e.event.kind === "move" && e.event.sealed?.length), "some reveal carried sealed decisions").toBe(true);
    expect(events.every((e) => e.event.kind !== "sealed")).toBe(true);
    const publicOnly = replay(events.map((e) => ({ event: e.event, at: live.updatedAt })))!;
    // The published replay lists each revealed decision before the move that revealed it; it checks out from the seed.
    const published = replayOf(live, events);
    expect(published.moves.length).toBeGreaterThan(events.filter((e) => e.event.kind === "move").length);
    expect(await verifyReplay(published, getGame)).toEqual({ ok: true, moves: published.moves.length });
    expect(publicOnly.seq).toBe(live.seq);
    if (!live.sealed?.length) expect(JSON.stringify(publicOnly.game)).toBe(JSON.stringify(live.game));
    // The same decisions as a log written before sealing: each its own "move" event.
    const old: MatchEvent[] = events.flatMap(({ event }) =>
      event.kind === "move" && event.sealed ? [...event.sealed.map((d): MatchEvent => ({ kind: "move", seat: d.seat, move: d.move })), { kind: "move", seat: event.seat, move: event.move }] : [event],
    );
    const oldState = replay(old.map((event) => ({ event, at: live.updatedAt })))!;
    expect(oldState.seq, "one position per stored event, as written").toBe(old.length);
    expect(JSON.stringify(oldState.game)).toBe(JSON.stringify(publicOnly.game));
    // A sealed event never comes from a stored log: one that would end its phase is refused.
    const s = publicOnly.game as State;
    const actors = sleep.actors(s);
    if (actors.length === 1) expect(isOk(step(publicOnly, { kind: "sealed", seat: actors[0]!, move: sleep.legalMoves(s, actors[0]!)[0] }, 0))).toBe(false);
  });

  it("a player hears of their own skipped phase, alone (issue #30, item 6)", async () => {
    const t = await table(null);
    for (const s of t.sockets) s.close();
    // Ben holds no REM card at stage 2 in the REM phase: skipped; Ana has a choice.
    const s: State = JSON.parse(JSON.stringify(t.deal));
    const isRem = (c: string) => c.startsWith("R");
    const swap = (hand: string[], k: number, want: (c: string) => boolean) => {
      const i = s.deck.findIndex(want);
      [hand[k], s.deck[i]] = [s.deck[i]!, hand[k]!];
    };
    s.hands[1]!.forEach((c, k) => isRem(c) && swap(s.hands[1]!, k, (d) => !isRem(d)));
    if (!s.hands[0]!.some(isRem)) swap(s.hands[0]!, 0, isRem);
    for (const hand of s.hands) hand.sort(byIndex);
    s.phase = "rem";
    s.stages = [2, 2, 0];
    s.deciders = [true, false, false];
    s.pending = [null, null, null];
    expect(skipNotes(s, 1).map((n) => textIn("en", n))).toEqual(["No card you can play in the REM phase — skipped; waiting for the others."]);
    await setStateAndDeliver(t.id, s);
    expect((await getMatch(t.seats[1]!, t.id)).body.forYou).toEqual(["No card you can play in the REM phase — skipped; waiting for the others."]);
    expect((await getMatch(t.seats[0]!, t.id)).body.forYou).toBeUndefined();
    expect((await getMatch(client(), t.id)).body.forYou).toBeUndefined();
    await setStateAndDeliver(t.id, t.deal);
  });
});
