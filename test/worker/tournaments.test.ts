/**
 * Tournaments in the real Worker: the API's refusals, a 4-entrant round-robin played out (matches
 * created with their seats, notices, results reported by the rooms, standings), a Swiss with a bye
 * and a withdrawal, a result reported twice counted once, and a tournament that missed a report
 * catching up by its alarm.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import type { MatchReport, TournamentResource, TournamentSummary } from "../../src/shared/tournament";
import type { TournamentRoom } from "../../src/tournament/room";
import { z } from "zod";
import { tournamentSchema, tournamentSummarySchema } from "../../src/api/openapiTournaments";
import { expectProblem, guest, type Client } from "./helpers";

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

async function organise(owner: Client, body: Record<string, unknown>): Promise<TournamentResource> {
  const r = await owner.json<TournamentResource>("/api/tournaments", { json: { name: "Spring cup", game: "tiny", ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function field(n: number, prefix: string): Promise<Client[]> {
  const out: Client[] = [];
  for (let i = 0; i < n; i++) out.push(await guest(`${prefix}${i}`));
  return out;
}

/** Polls the tournament until `done` holds (results reach it from the rooms' deliveries). */
async function until(c: Client, id: string, done: (t: TournamentResource) => boolean, ms = 10_000): Promise<TournamentResource> {
  const start = Date.now();
  for (;;) {
    const r = await c.json<TournamentResource>(`/api/tournaments/${id}`);
    expect(r.status).toBe(200);
    if (done(r.body)) return r.body;
    if (Date.now() - start > ms) throw new Error(`tournament ${id} never got there: ${JSON.stringify(r.body.rounds)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const ns = () => env.TOURNAMENT as unknown as DurableObjectNamespace;
const stub = (id: string): DurableObjectStub => ns().get(ns().idFromName(id));
const reportTo = (id: string, report: MatchReport) => (stub(id) as unknown as Pick<TournamentRoom, "report">).report(report);
const matchesOf = (t: TournamentResource) => t.rounds.flatMap((r) => r.matches);
const byName = (players: Client[], name: string) => players.find((p) => p.name === name)!;

/** The player at `seat` resigns the match (the other wins). */
async function resign(players: Client[], t: TournamentResource, matchId: string, seat: number) {
  const m = matchesOf(t).find((x) => x.id === matchId)!;
  const who = byName(players, m.seats[seat]!.player.name);
  const r = await who.json<MatchResource>(`/api/matches/${matchId}/resign`, { method: "POST" });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe("tournament refusals", () => {
  it("refuses what cannot be played, with problem details, and changes nothing", async () => {
    const [a] = await field(1, "Ref");
    const bad = async (body: Record<string, unknown>, detail: RegExp) =>
      expectProblem(await a!.json("/api/tournaments", { json: { name: "X", game: "tiny", format: "round-robin", entrants: { min: 2, max: 4 }, ...body } }), 400, detail);
    await bad({ game: "chess" }, /no game "chess"/);
    await bad({ players: 3 }, /round-robin is for 2-player/);
    await bad({ players: 9, format: "swiss", rounds: 2 }, /2 to 4 players/);
    await bad({ entrants: { min: 5, max: 4 } }, /cannot be more than/);
    await bad({ format: "swiss", rounds: 3, entrants: { min: 3, max: 8 } }, /needs at least 4 entrants/);
    await bad({ format: "swiss" }, /needs "rounds"/);
    await bad({ entrants: { min: 2, max: 40 } }, /at most 16 entrants/);
    await bad({ startsAt: new Date(Date.now() - 60_000).toISOString() }, /in the past/);
    await bad({ name: "   " }, /needs a name/);
    await bad({ format: "knockout" }, /format/);
    expectProblem(await (await guest("Nobody")).json("/api/tournaments/zzzzzzzzzz"), 404);
    expectProblem(await a!.json("/api/tournaments/not-an-id/join", { method: "POST" }), 404);
    const anonymous = (await import("./helpers")).client();
    expectProblem(await anonymous.json("/api/tournaments", { json: { name: "X", game: "tiny", format: "swiss", rounds: 1, entrants: { min: 2, max: 2 } } }), 401);
  });

  it("joins, leaves and starts only when it may", async () => {
    const [org, b, c] = await field(3, "Life");
    const t = await organise(org!, { format: "round-robin", entrants: { min: 3, max: 4 }, startsAt: later(3_600_000) });
    expect(t.status).toBe("open");
    expect(t.entrants.map((e) => e.player.name)).toEqual(["Life0"]);
    expectProblem(await b!.json(`/api/tournaments/${t.id}/start`, { method: "POST" }), 403, /organiser/);
    expectProblem(await org!.json(`/api/tournaments/${t.id}/start`, { method: "POST" }), 409, /at least 3 entrants/);
    expect((await b!.json(`/api/tournaments/${t.id}/join`, { method: "POST" })).status).toBe(200);
    expectProblem(await b!.json(`/api/tournaments/${t.id}/join`, { method: "POST" }), 409, /already joined/);
    expect((await b!.json(`/api/tournaments/${t.id}/join`, { method: "DELETE" })).status).toBe(200);
    expectProblem(await b!.json(`/api/tournaments/${t.id}/join`, { method: "DELETE" }), 404, /not an entrant/);
    for (const p of [b!, c!]) expect((await p.json(`/api/tournaments/${t.id}/join`, { method: "POST" })).status).toBe(200);
    const listed = await org!.json<TournamentSummary[]>("/api/tournaments?status=open");
    expect(listed.body.find((x) => x.id === t.id)?.entrants).toBe(3);
    const started = await org!.json<TournamentResource>(`/api/tournaments/${t.id}/start`, { method: "POST" });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe("running");
    const late = await guest("Late");
    expectProblem(await late.json(`/api/tournaments/${t.id}/join`, { method: "POST" }), 409, /already started/);
    expectProblem(await org!.json("/api/tournaments?status=later"), 400);
    const running = await org!.json<TournamentSummary[]>("/api/tournaments?status=running");
    expect(running.body.some((x) => x.id === t.id)).toBe(true);
  });
});

describe("a 4-entrant round-robin", () => {
  it("starts when full, creates every match with its seats, tells the players, and finishes with standings", async () => {
    const players = await field(4, "RR");
    const t = await organise(players[0]!, { format: "round-robin", entrants: { min: 4, max: 4 }, daysPerMove: 3 });
    for (const p of players.slice(1)) expect((await p.json(`/api/tournaments/${t.id}/join`, { method: "POST" })).status).toBe(200);
    const running = await until(players[0]!, t.id, (x) => x.status === "running");
    expect(running.rounds).toHaveLength(3);
    const matches = matchesOf(running);
    expect(matches).toHaveLength(6);
    const pairs = new Set(matches.map((m) => m.seats.map((s) => s.player.name).sort().join("-")));
    expect(pairs.size).toBe(6);
    // Each match was created with the tournament's clock and its seats taken by the right people.
    for (const m of matches) {
      const seat0 = byName(players, m.seats[0]!.player.name);
      const own = (await seat0.json<MatchResource>(`/api/matches/${m.id}`)).body;
      expect(own.status).toBe("active");
      expect(own.you).toBe(0);
      expect(own.timeControl).toEqual({ daysPerMove: 3 });
      expect(own.seats.map((s) => s.name)).toEqual(m.seats.map((s) => s.player.name));
    }
    const inbox = (await players[2]!.json<{ items: { kind: string; title: string; body: string; url: string }[] }>("/api/me/notifications")).body.items;
    const started = inbox.filter((n) => n.kind === "tournament");
    expect(started).toHaveLength(1);
    expect(started[0]!.title).toBe("Spring cup has started");
    expect(started[0]!.body).toMatch(/Round 1: you play RR\d\. Round 2: you play RR\d\. Round 3: you play RR\d\./);
    // The usual "your move" of each match whose first decision is theirs comes from the match rooms.
    const deciding = matches.filter((m) => m.seats[0]!.player.name === "RR2").map((m) => m.id);
    expect(deciding.length).toBeGreaterThan(0);
    const turns = async () => (await players[2]!.json<{ items: { kind: string; matchId: string }[] }>("/api/me/notifications")).body.items.filter((n) => n.kind === "turn").map((n) => n.matchId);
    await expect.poll(async () => (await turns()).filter((id) => deciding.includes(id)).length, { timeout: 5_000 }).toBe(deciding.length);
    // Opening the tournament's notice (the app marks its group read) leaves each match's "your move" unread.
    const opened = (await players[2]!.json<{ items: { kind: string; matchId: string }[] }>("/api/me/notifications")).body.items.find((n) => n.kind === "tournament")!;
    expect(opened.matchId).toBe(t.id);
    expect((await players[2]!.json("/api/me/notifications/read", { json: { matchId: opened.matchId } })).status).toBe(200);
    const unreadTurns = (await players[2]!.json<{ items: { kind: string; matchId: string; readAt: string | null }[] }>("/api/me/notifications")).body.items.filter((n) => n.kind === "turn" && deciding.includes(n.matchId));
    expect(unreadTurns.map((n) => n.readAt)).toEqual(deciding.map(() => null));
    // RR0 wins everything, RR1 beats RR2 and RR3, RR2 and RR3 are decided by seat 1 resigning.
    const rank = (name: string) => Number(name.slice(2));
    for (const m of matches) {
      const [x, y] = m.seats.map((s) => s.player.name);
      await resign(players, running, m.id, rank(x!) < rank(y!) ? 1 : 0);
    }
    const done = await until(players[0]!, t.id, (x) => x.status === "finished");
    expect(done.entrants.map((e) => [e.player.name, e.score, e.rank])).toEqual([
      ["RR0", 3, 1],
      ["RR1", 2, 2],
      ["RR2", 1, 3],
      ["RR3", 0, 4],
    ]);
    expect(done.tiebreak).toBe("sonneborn-berger");
    expect(done.entrants[0]!.tiebreak).toBe(3);
    const finished = await players[0]!.json<TournamentSummary[]>("/api/tournaments?status=finished");
    expect(finished.body.some((x) => x.id === t.id)).toBe(true);
    // The answers are what the OpenAPI document says.
    expect(tournamentSchema.safeParse(done).error).toBeUndefined();
    expect(z.array(tournamentSummarySchema).safeParse(finished.body).error).toBeUndefined();
  });
});

describe("Swiss", () => {
  it("pairs the next round when the last match of the round ends; a bye in an odd field; a withdrawal forfeits", async () => {
    const players = await field(5, "SW");
    const t = await organise(players[0]!, { format: "swiss", rounds: 3, entrants: { min: 4, max: 8 } });
    for (const p of players.slice(1)) expect((await p.json(`/api/tournaments/${t.id}/join`, { method: "POST" })).status).toBe(200);
    const one = (await players[0]!.json<TournamentResource>(`/api/tournaments/${t.id}/start`, { method: "POST" })).body;
    expect(one.rounds).toHaveLength(1);
    expect(one.rounds[0]!.matches).toHaveLength(2);
    expect(one.rounds[0]!.byes).toHaveLength(1);
    for (const m of one.rounds[0]!.matches) await resign(players, one, m.id, 1);
    const two = await until(players[0]!, t.id, (x) => x.rounds.length === 2 && x.rounds[1]!.matches.length > 0);
    const met = new Set(one.rounds[0]!.matches.map((m) => m.seats.map((s) => s.player.id).sort().join()));
    for (const m of two.rounds[1]!.matches) expect(met.has(m.seats.map((s) => s.player.id).sort().join())).toBe(false);
    expect(two.rounds[1]!.byes[0]!.id).not.toBe(one.rounds[0]!.byes[0]!.id);
    // A player of round 2 withdraws: their match is forfeited and round 3 goes on without them.
    const quitter = byName(players, two.rounds[1]!.matches[0]!.seats[0]!.player.name);
    const left = await quitter.json<TournamentResource>(`/api/tournaments/${t.id}/join`, { method: "DELETE" });
    expect(left.status).toBe(200);
    const forfeited = await until(players[0]!, t.id, (x) => x.rounds[1]!.matches[0]!.status === "finished");
    expect(forfeited.rounds[1]!.matches[0]!.outcome!.points).toEqual([0, 1]);
    expect(forfeited.entrants.find((e) => e.player.name === quitter.name)!.withdrawn).toBe(true);
    await resign(players, two, two.rounds[1]!.matches[1]!.id, 0);
    const three = await until(players[0]!, t.id, (x) => x.rounds.length === 3);
    const inRound3 = [...three.rounds[2]!.matches.flatMap((m) => m.seats.map((s) => s.player.name)), ...three.rounds[2]!.byes.map((b) => b.name)];
    expect(inRound3).toHaveLength(4);
    expect(inRound3).not.toContain(quitter.name);
    // The round's notices follow the creation of its matches.
    const inbox = () => byName(players, inRound3[0]!).json<{ items: { kind: string; title: string }[] }>("/api/me/notifications");
    for (let i = 0; !(await inbox()).body.items.some((n) => n.kind === "tournament" && n.title === "Round 3 of Spring cup"); i++) {
      expect(i, "round 3 is announced").toBeLessThan(400);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const m of three.rounds[2]!.matches) await resign(players, three, m.id, 1);
    const done = await until(players[0]!, t.id, (x) => x.status === "finished");
    expect(done.tiebreak).toBe("buchholz");
    const total = done.entrants.reduce((sum, e) => sum + e.score, 0);
    expect(total).toBe(matchesOf(done).length + done.rounds.reduce((sum, r) => sum + r.byes.length, 0));
  });
});

describe("tables of 3 and a start at the hour", () => {
  it("seats a 6-entrant Swiss of 3-player matches at two tables grouped by score, scored by place", async () => {
    const players = await field(6, "Tb");
    const t = await organise(players[0]!, { format: "swiss", players: 3, rounds: 2, entrants: { min: 6, max: 6 } });
    for (const p of players.slice(1)) expect((await p.json(`/api/tournaments/${t.id}/join`, { method: "POST" })).status).toBe(200);
    const one = await until(players[0]!, t.id, (x) => x.status === "running");
    expect(one.rounds[0]!.matches.map((m) => m.seats.length)).toEqual([3, 3]);
    // At each table seats 1 and 2 resign: seat 0, the last person playing, wins.
    for (const m of one.rounds[0]!.matches) for (const seat of [1, 2]) await resign(players, one, m.id, seat);
    const two = await until(players[0]!, t.id, (x) => x.rounds.length === 2);
    for (const m of matchesOf(two).slice(0, 2)) expect(m.outcome!.points).toEqual([1, 0.25, 0.25]);
    // Round 2 groups by score: the two winners sit together.
    const winners = new Set(one.rounds[0]!.matches.map((m) => m.seats[0]!.player.id));
    const tables = two.rounds[1]!.matches.map((m) => m.seats.filter((x) => winners.has(x.player.id)).length).sort();
    expect(tables).toEqual([0, 2]);
  });

  it("starts by itself at startsAt", async () => {
    const [a, b] = await field(2, "Hour");
    const t = await organise(a!, { format: "round-robin", entrants: { min: 2, max: 8 }, startsAt: later(1_500) });
    await b!.json(`/api/tournaments/${t.id}/join`, { method: "POST" });
    const started = await until(a!, t.id, (x) => x.status === "running" && x.rounds[0]!.matches.length === 1, 15_000);
    expect(started.entrants).toHaveLength(2);
  });
});

describe("reports from the rooms", () => {
  it("counts a result delivered twice once, and catches up a lost one by its alarm", async () => {
    const players = await field(2, "Dup");
    const t = await organise(players[0]!, { format: "round-robin", entrants: { min: 2, max: 2 } });
    await players[1]!.json(`/api/tournaments/${t.id}/join`, { method: "POST" });
    const running = await until(players[0]!, t.id, (x) => x.status === "running");
    const match = matchesOf(running)[0]!;
    await resign(players, running, match.id, 1);
    const done = await until(players[0]!, t.id, (x) => x.status === "finished");
    const winner = done.entrants[0]!;
    expect(winner.score).toBe(1);
    // The same result again (a room that woke and delivered again): nothing changes.
    const report: MatchReport = { matchId: match.id, status: "finished", winners: [0], draw: false, left: [] };
    await reportTo(t.id, report);
    await reportTo(t.id, { ...report, winners: [1] });
    const again = (await players[0]!.json<TournamentResource>(`/api/tournaments/${t.id}`)).body;
    expect(again).toEqual(done);
    // The tournament forgets the result, as if the report had never arrived, and sleeps.
    const inTournament = runInDurableObject as unknown as (s: unknown, f: (instance: any, state: DurableObjectState) => Promise<void>) => Promise<void>;
    await inTournament(stub(t.id), async (instance, state) => {
      const stored = (await state.storage.get("state")) as any;
      stored.status = "running";
      stored.finishedAt = null;
      stored.rounds[0].matches[0].result = null;
      await state.storage.put("state", stored);
      instance.state = stored;
      // A running tournament's alarm is always set (its catch-up): here for later, as after a sleep.
      await state.storage.setAlarm(Date.now() + 3_600_000);
    });
    const forgot = (await players[0]!.json<TournamentResource>(`/api/tournaments/${t.id}`)).body;
    expect(forgot.status).toBe("running");
    expect(forgot.entrants.every((e) => e.score === 0)).toBe(true);
    expect(await runDurableObjectAlarm(stub(t.id))).toBe(true);
    const caught = (await players[0]!.json<TournamentResource>(`/api/tournaments/${t.id}`)).body;
    expect(caught.status).toBe("finished");
    expect(caught.entrants.map((e) => [e.player.name, e.score])).toEqual(done.entrants.map((e) => [e.player.name, e.score]));
  });
});
