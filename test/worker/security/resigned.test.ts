/**
 * A player who left a 3–4 player match (resigned, or ran out of time: the computer plays the seat
 * from then on) is a spectator until the match ends (issue #16, item 4; DESIGN "Computer
 * opponents"). Through every channel they receive exactly what a signed-in spectator receives at
 * the same position: the match resource, socket messages, log, history at every position, and no
 * notice or email but the result. Sleep, 3 players: hands, draws and pending simultaneous
 * decisions are the secrets of a seat.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MatchState } from "../../../src/match/state";
import type { MatchResource } from "../../../src/shared/api";
import { inviteOf, type Client } from "../helpers";
import { getMatch, inRoom, member, openSocket, roomMatch, roomSettled, type Socket } from "./support";

const DAY = 86_400_000;
let n = 0;

interface Table {
  id: string;
  players: (Client & { email: string })[];
  watcher: Client & { email: string };
  leaverSocket: Socket;
  watcherSocket: Socket;
}

async function sleepTable(daysPerMove: number | null): Promise<Table> {
  const tag = `${++n}-${Math.floor(Math.random() * 1e9)}`;
  const players = [];
  for (let i = 0; i < 3; i++) players.push(await member(`Sleeper${i}`, `left-${i}-${tag}@example.com`));
  const watcher = await member("Watcher", `left-watch-${tag}@example.com`);
  const created = await players[0]!.json<MatchResource>("/api/matches", { json: { game: "sleep", players: 3, timeControl: { daysPerMove } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const p of players.slice(1)) expect((await p.json(`/api/matches/${created.body.id}/join`, { json: { invite: inviteOf(created.body) } })).status).toBe(200);
  const id = created.body.id;
  return { id, players, watcher, leaverSocket: await openSocket(players[1]!, id), watcherSocket: await openSocket(watcher, id) };
}

/** The first legal move of one seat, through HTTP; the room's state after it. */
async function play(t: Table, seat: number): Promise<MatchState> {
  const r = await getMatch(t.players[seat]!, t.id);
  expect(r.body.legal?.length, `seat ${seat} has moves`).toBeGreaterThan(0);
  const res = await t.players[seat]!.json(`/api/matches/${t.id}/moves`, { json: { seq: r.body.seq, move: r.body.legal![0] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The computer plays seat 1 by the alarm, right after the answer.
  return roomSettled(t.id);
}

/** Plays (seats 0 and 2 first; seat 1 only when it alone decides) until `done` holds for the room's state. */
async function playUntil(t: Table, done: (s: MatchState) => boolean, limit = 400): Promise<MatchState> {
  let s = await roomMatch(t.id);
  for (let i = 0; i < limit && !done(s); i++) {
    expect(s.status, `the match ended before the position looked for (seq ${s.seq})`).toBe("active");
    const actors: number[] = (s.game as any).deciders.flatMap((d: boolean, seat: number) => (d && !(s.game as any).pending[seat] ? [seat] : []));
    s = await play(t, actors.find((a) => a !== 1) ?? actors[0]!);
  }
  expect(done(s), "the position looked for was reached").toBe(true);
  return s;
}

/** Everything the leaver and the watcher read now, side by side: must be byte-identical. */
async function expectSpectatorsView(t: Table, where: string, allHistory = false) {
  const leaver = t.players[1]!;
  const [mine, theirs] = [await getMatch(leaver, t.id), await getMatch(t.watcher, t.id)];
  expect(mine.body.you, where).toBeNull();
  expect(mine.text, `resource ${where}`).toBe(theirs.text);
  const log = [await leaver.json(`/api/matches/${t.id}/log`), await t.watcher.json(`/api/matches/${t.id}/log`)];
  expect(JSON.stringify(log[0]!.body), `log ${where}`).toBe(JSON.stringify(log[1]!.body));
  expect(JSON.stringify(log[0]!.body)).not.toMatch(/decided in the \w+ phase: /);
  const seq = mine.body.seq;
  const positions = allHistory ? Array.from({ length: seq }, (_, i) => i + 1) : [seq, Math.max(1, seq - 1)];
  for (const at of positions) {
    const h = [await leaver.json(`/api/matches/${t.id}/history?at=${at}`), await t.watcher.json(`/api/matches/${t.id}/history?at=${at}`)];
    expect(JSON.stringify(h[0]!.body), `history at ${at} ${where}`).toBe(JSON.stringify(h[1]!.body));
  }
}

/** From `fromSeq` on, every socket message of the leaver equals the watcher's at that seq. */
async function expectSpectatorsSocket(t: Table, fromSeq: number) {
  const seq = (await roomMatch(t.id)).seq;
  await t.leaverSocket.waitFor((m) => m.type === "match" && m.match.seq >= seq);
  await t.watcherSocket.waitFor((m) => m.type === "match" && m.match.seq >= seq);
  // Patches read as the resources they make (support.ts's openSocket), compared as values.
  const watcherAt = new Map(t.watcherSocket.messages.filter((x) => x.type === "match").map((x) => [x.match.seq as number, x.match]));
  let compared = 0;
  for (const m of t.leaverSocket.messages) {
    // Once the match is over the seat is theirs again (below): compare while it runs.
    if (m.type !== "match" || m.match.seq < fromSeq || m.match.status !== "active") continue;
    expect(m.match.you, `socket at seq ${m.match.seq}`).toBeNull();
    if (watcherAt.has(m.match.seq)) {
      expect(m.match, `socket at seq ${m.match.seq}`).toEqual(watcherAt.get(m.match.seq));
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(0);
}

/** Notices and emails the leaver got after `since` (ms): only the result, once the match is over. */
async function expectNoNoticesSince(t: Table, since: number) {
  const leaver = t.players[1]!;
  const inbox = (await leaver.json<{ items: { kind: string; createdAt: string; title: string }[] }>("/api/me/notifications")).body.items;
  const later = inbox.filter((i) => Date.parse(i.createdAt) >= since);
  expect(later.filter((i) => i.kind !== "result"), JSON.stringify(later)).toEqual([]);
  const mail = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_addr = ? AND created_at >= ?").bind(leaver.email, since).all<{ subject: string }>();
  expect(mail.results.filter((m) => !/You (won|lost)|Drawn|over/.test(m.subject)), JSON.stringify(mail.results)).toEqual([]);
}

/** Plays the match out as seats 0 and 2, checking the leaver's channels every few positions. */
async function playOutAndCompare(t: Table, leftAtSeq: number, leftAt: number) {
  await expectSpectatorsView(t, `right after seat 1 left (seq ${leftAtSeq})`, true);
  await expectSpectatorsSocket(t, leftAtSeq);
  let s = await roomMatch(t.id);
  for (let i = 0; s.status === "active" && i < 300; i++) {
    const actors = (s.game as any).deciders.flatMap((d: boolean, seat: number) => (d && !(s.game as any).pending[seat] ? [seat] : []));
    expect(actors, "the computer never leaves seat 1 deciding").not.toContain(1);
    s = await play(t, actors[0]);
    if (i % 7 === 0 && s.status === "active") await expectSpectatorsView(t, `at seq ${s.seq}`);
  }
  expect(s.status).toBe("finished");
  await expectSpectatorsSocket(t, leftAtSeq);
  await expectNoNoticesSince(t, leftAt);
  // Once the match is over the seat is theirs again: everything is revealed anyway, and the result names them.
  const end = await getMatch(t.players[1]!, t.id);
  expect(end.body.you).toBe(1);
  expect(end.body.seats[1]!.kind).toBe("bot");
  t.leaverSocket.close();
  t.watcherSocket.close();
}

describe("a player who left sees what a spectator sees, until the match ends", () => {
  it("resigned in the middle of a simultaneous phase, with a decision pending", async () => {
    const t = await sleepTable(null);
    // A phase where seat 1 decides along with another seat: seat 1 submits (its decision is hidden), then resigns.
    const isActor = (s: MatchState, seat: number) => s.status === "active" && (s.game as any).deciders[seat] && !(s.game as any).pending[seat];
    await playUntil(t, (s) => isActor(s, 1) && (isActor(s, 0) || isActor(s, 2)));
    let s = await play(t, 1);
    expect(isActor(s, 1)).toBe(false);
    expect((await getMatch(t.players[1]!, t.id)).body.view).toMatchObject({ yourDecision: expect.anything() });
    const leftAt = Date.now();
    const resigned = await t.players[1]!.json<MatchResource>(`/api/matches/${t.id}/resign`, { method: "POST" });
    expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
    expect(resigned.body.you).toBeNull();
    expect(JSON.stringify(resigned.body)).toBe((await getMatch(t.watcher, t.id)).text);
    s = await roomMatch(t.id);
    expect(s.seats[1]).toMatchObject({ kind: "bot", resigned: true });
    expectProblem403(await t.players[1]!.json(`/api/matches/${t.id}/moves`, { json: { seq: s.seq, move: { kind: "pass" } } }));
    await playOutAndCompare(t, resigned.body.seq, leftAt);
  }, 300_000);

  it("ran out of time (3 players: the computer plays the seat from then on)", async () => {
    const t = await sleepTable(1);
    const isActor = (s: MatchState, seat: number) => s.status === "active" && (s.game as any).deciders[seat] && !(s.game as any).pending[seat];
    // Seat 1 is the only one still deciding: its clock alone runs out.
    let s = await playUntil(t, (x) => isActor(x, 1) && !isActor(x, 0) && !isActor(x, 2));
    const deadline = Date.parse((await getMatch(t.players[1]!, t.id)).body.deadline!);
    const leftAt = Date.now();
    await inRoom(t.id, (room) => room.tick(deadline + 1));
    s = await roomSettled(t.id);
    expect(s.status).toBe("active");
    expect(s.seats[1]).toMatchObject({ kind: "bot", resigned: true });
    const log = (await t.watcher.json<any[]>(`/api/matches/${t.id}/log`)).body;
    expect(log.find((l) => l.kind === "timeout").text).toMatch(/^Sleeper1 ran out of time; the computer played: /);
    await playOutAndCompare(t, s.seq, leftAt);
  }, 300_000);
});

function expectProblem403(r: { status: number; body: any }) {
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body.detail).toMatch(/no longer play|resigned|ran out of time/);
}
