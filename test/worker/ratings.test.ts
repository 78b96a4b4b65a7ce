/**
 * Ratings, records and profiles through the real Worker, rooms and D1: a finished match is rated
 * once from its final order; guests and aborts are not rated; the computer's anchors never move.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { anchorSkill } from "../../src/ratings/anchors";
import { NEW_PLAYER, rateMatch, shown } from "../../src/ratings/model";
import { finalOrder } from "../../src/ratings/order";
import { client, createMatch, expectProblem, guest, humanMustDecide, inRoom, inviteOf, member, move, settle, waitFor, type Client } from "./helpers";

let n = 0;
const unique = (name: string) => `${name.toLowerCase()}-${++n}-${Date.now()}@example.com`;
const idOf = async (c: Client) => (await c.json<{ id: string }>("/api/me")).body.id;
const profile = async (id: string) => (await client().json<any>(`/api/players/${id}`)).body;

/** A tiny match (target 3) among these players, seat i for players[i], rated unless said otherwise. */
async function started(players: Client[], extra: Record<string, unknown> = {}): Promise<MatchResource> {
  const created = await createMatch(players[0]!, { game: "tiny", players: players.length, options: { target: 3 }, ...extra });
  for (const p of players.slice(1)) expect((await p.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
  return (await players[0]!.json<MatchResource>(`/api/matches/${created.id}`)).body;
}

/** Seat `seat` adds 1 (its player must be deciding). */
async function addOne(players: Client[], id: string, seat: number) {
  const now = (await players[seat]!.json<MatchResource>(`/api/matches/${id}`)).body;
  const r = await move(players[seat]!, id, now.seq, { add: 1 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe("a rated two-player match", () => {
  it("rates both members once, from the result, and a replayed delivery changes nothing", async () => {
    const ann = await member("Ann", unique("ann"));
    const ben = await member("Ben", unique("ben"));
    const players = [ann, ben];
    const m = await started(players);
    expect(m.rated).toBe(true);
    await addOne(players, m.id, 0);
    await addOne(players, m.id, 1);
    await addOne(players, m.id, 0); // 3: Ann wins
    await settle(m.id);
    const [annId, benId] = [await idOf(ann), await idOf(ben)];
    const annP = await profile(annId);
    const benP = await profile(benId);
    const expected = rateMatch(finalOrder({ players: 2, winners: [0], draw: false, departures: [] }), [0, 1].map((seat) => ({ seat, skill: NEW_PLAYER, moves: true })));
    expect(annP.ratings).toEqual([{ game: "tiny", class: "2p", ...shown(expected.get(0)!), matches: 1 }]);
    expect(benP.ratings[0].rating).toBe(shown(expected.get(1)!).rating);
    expect(annP.record).toEqual({ played: 1, won: 1, drawn: 0, lost: 0, timeouts: 0 });
    expect(benP.record).toEqual({ played: 1, won: 0, drawn: 0, lost: 1, timeouts: 0 });
    expect(annP.recent).toEqual([expect.objectContaining({ matchId: m.id, game: "tiny", place: 1, ratingChange: shown(expected.get(0)!).rating - 1500 })]);
    expect(benP.recent[0]).toMatchObject({ place: 2, ratingChange: shown(expected.get(1)!).rating - 1500 });
    expect(annP.memberSince).toMatch(/^\d{4}-/);

    // The room wakes (it no longer knows what D1 has) and delivers the finished match again.
    await inRoom(m.id, async (room) => {
      room.delivery.deliveredSeq = null;
      await room.flushOutbox();
    });
    // And a delivery that raced the first one: the same result recorded again.
    const { deliverResults } = await import("../../src/match/results");
    await inRoom(m.id, (room) => deliverResults(env, room.match));
    expect(await profile(annId)).toEqual(annP);
    const history = (await client().json<any[]>(`/api/players/${annId}/ratings/tiny/2p`)).body;
    expect(history).toEqual([{ at: expect.any(String), matchId: m.id, rating: annP.ratings[0].rating, deviation: annP.ratings[0].deviation }]);
  });
});

describe("who is rated", () => {
  it("a guest's seat makes the match unrated: the member's record counts it, no rating moves; guests have no profile", async () => {
    const ann = await member("Ann", unique("ann"));
    const gus = await guest("Gus");
    const players = [ann, gus];
    const m = await started(players);
    expect(m.rated).toBe(true);
    await addOne(players, m.id, 0);
    await addOne(players, m.id, 1);
    await addOne(players, m.id, 0);
    await settle(m.id);
    const annP = await profile(await idOf(ann));
    expect(annP.ratings).toEqual([]);
    expect(annP.record.played).toBe(1);
    expect(annP.recent[0]).toMatchObject({ matchId: m.id, place: 1, ratingChange: null });
    expectProblem(await client().json(`/api/players/${await idOf(gus)}`), 404, /no player/);
  });

  it("a private match counts in the record and the rating but is not listed among the recent matches", async () => {
    const ann = await member("Ann", unique("ann"));
    const ben = await member("Ben", unique("ben"));
    const players = [ann, ben];
    const m = await started(players, { visibility: "private" });
    for (const seat of [0, 1, 0]) await addOne(players, m.id, seat);
    await settle(m.id);
    const annP = await profile(await idOf(ann));
    expect(annP.record.played).toBe(1);
    expect(annP.ratings[0].matches).toBe(1);
    expect(annP.recent).toEqual([]);
  });

  it("a guest cannot ask for a rated match; a member may ask for an unrated one", async () => {
    const gus = await guest("Gus");
    expectProblem(await gus.json("/api/matches", { json: { game: "tiny", rated: true } }), 400, /Guests are never rated/);
    expect((await createMatch(gus, { game: "tiny" })).rated).toBe(false);
    const ann = await member("Ann", unique("ann"));
    const unrated = await createMatch(ann, { game: "tiny", rated: false });
    expect(unrated.rated).toBe(false);
  });

  it("a match that ends before every seat has decided is an abort: no rating, no record", async () => {
    const ann = await member("Ann", unique("ann"));
    const ben = await member("Ben", unique("ben"));
    const players = [ann, ben];
    const m = await started(players);
    await addOne(players, m.id, 0);
    expect((await ben.json(`/api/matches/${m.id}/resign`, { method: "POST" })).status).toBe(200); // Ben never moved
    await settle(m.id);
    for (const p of players) {
      const pr = await profile(await idOf(p));
      expect(pr.ratings).toEqual([]);
      expect(pr.record.played).toBe(0);
    }
  });

  it("three players: the one who resigned is last, below those who finished without winning", async () => {
    const people = [await member("Ada", unique("ada")), await member("Bo", unique("bo")), await member("Cy", unique("cy"))];
    const m = await started(people, { options: { target: 6 } });
    for (const seat of [0, 1, 2, 0]) await addOne(people, m.id, seat); // total 4, Bo to play
    expect((await people[0]!.json(`/api/matches/${m.id}/resign`, { method: "POST" })).status).toBe(200);
    const bo0 = (await people[1]!.json<MatchResource>(`/api/matches/${m.id}`)).body;
    expect((await move(people[1]!, m.id, bo0.seq, { add: 2 })).status).toBe(200); // 6: Bo wins
    await settle(m.id);
    const [ada, bo, cy] = await Promise.all(people.map(async (p) => profile(await idOf(p))));
    expect([ada.recent[0].place, bo.recent[0].place, cy.recent[0].place]).toEqual([3, 1, 2]);
    expect(ada.record).toMatchObject({ played: 1, lost: 1 });
    expect(bo.record).toMatchObject({ played: 1, won: 1 });
    expect(cy.record).toMatchObject({ played: 1, lost: 1 });
    // The profile shows who left before the end (seats' reliability), and only them.
    expect([ada.reliability, bo.reliability]).toEqual([{ resignations: 1, timeouts: 0 }, { resignations: 0, timeouts: 0 }]);
    const second = cy;
    expect(ada.ratings[0]).toMatchObject({ class: "multi", matches: 1 });
    expect(ada.ratings[0].rating).toBeLessThan(second.ratings[0].rating);
  });
});

describe("the computer", () => {
  it("rates a person against the computer's fixed anchor; the computer's number never moves", async () => {
    const ann = await member("Ann", unique("ann"));
    const annId = await idOf(ann);
    const changes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await createMatch(ann, { game: "tiny", options: { target: 50 }, bots: [{ seat: 1, level: "easy" }] });
      await addOne([ann], m.id, 0);
      await waitFor(ann, m.id, humanMustDecide);
      expect((await ann.json(`/api/matches/${m.id}/resign`, { method: "POST" })).status).toBe(200);
      await settle(m.id);
      changes.push((await profile(annId)).recent[0].ratingChange);
    }
    // Both losses were rated against the same anchor: the expected change from the pure model.
    const easy = anchorSkill("tiny", "easy");
    const first = rateMatch(finalOrder({ players: 2, winners: [1], draw: false, departures: [0] }), [
      { seat: 0, skill: NEW_PLAYER, moves: true },
      { seat: 1, skill: easy, moves: false },
    ]);
    expect(first.get(1)).toEqual(easy);
    expect(changes[0]).toBe(shown(first.get(0)!).rating - 1500);
    expect(changes[1]).toBeLessThan(0);
    const p = await profile(annId);
    expect(p.ratings).toEqual([expect.objectContaining({ game: "tiny", class: "2p", matches: 2 })]);
    expect(p.record).toMatchObject({ played: 2, lost: 2 });
    // Nothing of the computer is stored: the only rating rows are people's.
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM player_ratings WHERE user_id NOT IN (SELECT id FROM users)").first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });
});

describe("two matches of one player rated at the same moment", () => {
  it("the second write fails as a whole and, retried, rates from the first's result: no update is lost", async () => {
    const { recordMatchResult } = await import("../../src/db/ratings");
    const ann = await member("Ann", unique("ann"));
    const annId = await idOf(ann);
    const result = (matchId: string) => ({
      matchId, game: "sleep", class: "2p" as const, finishedAt: Date.now(), rated: true, abort: false,
      order: [{ seats: [0], place: 1 }, { seats: [1], place: 2 }],
      seats: [
        { seat: 0, userId: annId, level: null, place: 1, result: "won" as const, timedOut: false, moves: true },
        { seat: 1, userId: null, level: "normal" as const, place: 2, result: "lost" as const, timedOut: false, moves: false },
      ],
    });
    const outcomes = await Promise.allSettled([recordMatchResult(env.DB, result("race000001")), recordMatchResult(env.DB, result("race000002"))]);
    const failed = outcomes.flatMap((o, i) => (o.status === "rejected" ? [i] : []));
    // When both read the same old rating (as they do here), the batch that comes second fails as a whole.
    expect(failed.length).toBeLessThanOrEqual(1);
    for (const i of failed) await recordMatchResult(env.DB, result(i === 0 ? "race000001" : "race000002")); // the delivery's retry
    const history = (await client().json<any[]>(`/api/players/${annId}/ratings/sleep/2p`)).body;
    expect(history).toHaveLength(2);
    expect(history[1].rating).toBeGreaterThan(history[0].rating);
    expect((await profile(annId)).ratings[0]).toMatchObject({ matches: 2, rating: history[1].rating });
  });
});

describe("leaderboards and problems", () => {
  it("lists established ratings best first and leaves provisional ones out", async () => {
    const ids = await Promise.all(["Lea", "Max", "Noa"].map(async (name) => idOf(await member(name, unique(name)))));
    const row = (id: string, rating: number, deviation: number) =>
      env.DB.prepare("INSERT INTO player_ratings (user_id, game, class, mu, sigma, rating, deviation, matches, updated_at) VALUES (?, 'sleep', 'multi', 25, 2, ?, ?, 12, 0)").bind(id, rating, deviation);
    await env.DB.batch([row(ids[0]!, 1600, 120), row(ids[1]!, 1700, 300), row(ids[2]!, 1650, 90)]);
    const board = (await client().json<any[]>("/api/leaderboards/sleep/multi")).body;
    expect(board.map((e) => e.player.id)).toEqual([ids[2], ids[0]]);
    expect(board[0]).toEqual({ rank: 1, player: { id: ids[2], name: "Noa" }, rating: 1650, deviation: 90, matches: 12 });
    expect((await client().json<any[]>("/api/leaderboards/sleep/multi?limit=1")).body).toHaveLength(1);
    expect((await client().json<any[]>("/api/leaderboards/sleep/2p")).body).toEqual([]);
  });

  it("answers problem+json for unknown games, classes and players, and a bad limit", async () => {
    expectProblem(await client().json("/api/leaderboards/chess/2p"), 404, /no game "chess"/);
    expectProblem(await client().json("/api/leaderboards/sleep/3p"), 404, /no rating class/);
    expectProblem(await client().json("/api/leaderboards/sleep/2p?limit=0"), 400, /limit/);
    expectProblem(await client().json("/api/players/nobody"), 404, /no player/);
    expectProblem(await client().json("/api/players/nobody/ratings/sleep/2p"), 404, /no player/);
    const ann = await member("Ann", unique("ann"));
    expectProblem(await client().json(`/api/players/${await idOf(ann)}/ratings/chess/2p`), 404, /no game/);
    expect((await client().json(`/api/players/${await idOf(ann)}/ratings/sleep/2p`)).body).toEqual([]);
  });
});
