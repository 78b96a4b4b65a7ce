/**
 * Issue #23, items 2, 3 and 9: only the creator cancels a match that has not started, and everyone
 * seated is told; the inbox holds one "your move" per player and match (issue #18: rewritten in
 * place by each newer decision, so a move writes one row), unread at most once, none for a player
 * watching the match, and opening the match (marking it read) clears its notices.
 */
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, decider, expectProblem, guest, inviteOf, move, settle, type Client } from "./helpers";
import { openSocket } from "./security/support";

async function inbox(c: Client) {
  return (await c.json<{ unread: number; items: { kind: string; matchId: string; readAt: string | null; title: string; createdAt: string }[] }>("/api/me/notifications?limit=100")).body;
}

async function sleepTable(names: string[]) {
  const players = [];
  for (const n of names) players.push(await guest(n));
  const created = await createMatch(players[0]!, { game: "sleep", players: 3 });
  return { players, id: created.id, created };
}

describe("cancelling a match that has not started", () => {
  it("is refused to a joiner, allowed to the creator, and tells everyone seated", async () => {
    const { players, id, created } = await sleepTable(["Ann", "Ben", "Cat"]);
    const joined = await players[1]!.json<MatchResource>(`/api/matches/${id}/join`, { json: { invite: inviteOf(created) } });
    expect(joined.body.seats[0]!.creator).toBe(true);
    expect(joined.body.seats[1]!.creator).toBeUndefined();
    expectProblem(await players[1]!.json(`/api/matches/${id}/abort`, { method: "POST" }), 403, /Only the player who created/);
    expect((await players[1]!.json<MatchResource>(`/api/matches/${id}`)).body.status).toBe("open");
    const cancelled = await players[0]!.json<MatchResource>(`/api/matches/${id}/abort`, { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("aborted");
    await settle(id);
    const told = (await inbox(players[1]!)).items.filter((n) => n.kind === "cancelled" && n.matchId === id);
    expect(told.map((n) => n.title)).toEqual(["Ann cancelled Sleep vs Ann"]);
    expect((await inbox(players[0]!)).items.some((n) => n.kind === "cancelled")).toBe(false);
  });
});

describe("the inbox does not flood", () => {
  it("a whole Sleep match for 3 played with pages closed keeps one 'your move' per player, rewritten by each decision and unread at most once", async () => {
    const { players, id, created } = await sleepTable(["Dan", "Eve", "Fay"]);
    for (const p of players.slice(1)) await p.json(`/api/matches/${id}/join`, { json: { invite: inviteOf(created) } });
    let moves = 0;
    let maxUnread = 0;
    /** The times each player's "your move" entry of the match was seen with: more than one means it was rewritten in place. */
    const turnTimes = players.map(() => new Set<string>());
    for (let round = 0; round < 600; round++) {
      const now = await decider(players, id);
      if (!now) break;
      const r = await move(players[now.seat]!, id, now.own.seq, now.own.legal![0]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      moves++;
      // Every move is delivered before the next (slow play): the flood case.
      await settle(id);
      if (moves % 5 === 0) {
        for (const [i, p] of players.entries()) {
          const turns = (await inbox(p)).items.filter((n) => n.kind === "turn");
          expect(turns.length, "one 'your move' per player and match").toBeLessThanOrEqual(1);
          for (const t of turns) turnTimes[i]!.add(t.createdAt);
          maxUnread = Math.max(maxUnread, turns.filter((n) => !n.readAt).length);
        }
      }
    }
    const end = (await players[0]!.json<MatchResource>(`/api/matches/${id}`)).body;
    expect(end.status).toBe("finished");
    expect(moves).toBeGreaterThan(20);
    // Item 9: Sleep's numbered seats are named by their players everywhere, in the order things happened.
    expect(end.outcome!.reason).toMatch(/^(Dan|Eve|Fay|Everyone)/);
    const log = (await players[1]!.json<{ text: string }[]>(`/api/matches/${id}/log`)).body.map((l) => l.text);
    // (Taking a seat names the seat itself: "joined as Player 2".)
    expect(log.filter((t) => /\bPlayer \d/.test(t.replace(/(sat|joined) as Player \d/, "")))).toEqual([]);
    for (const t of log) {
      const scored = /Turn (\d+) \([\d:]+\) scored/.exec(t);
      const begins = /Turn (\d+) \([\d:]+\) begins/.exec(t);
      if (scored && begins && scored[1] === begins[1]) expect(t.indexOf(begins[0]), t).toBeLessThan(t.indexOf(scored[0]));
    }
    expect(maxUnread).toBe(1);
    for (const [i, p] of players.entries()) {
      const box = await inbox(p);
      const turns = box.items.filter((n) => n.kind === "turn");
      expect(turns.length, "one 'your move' entry for the match").toBe(1);
      expect(turns[0]!.title).toMatch(/^Your move in Sleep vs /);
      expect(turnTimes[i]!.size, "the entry was rewritten by later decisions").toBeGreaterThan(1);
      // Once the result is in, no "your move" of the match is left unread.
      expect(turns.filter((n) => !n.readAt)).toEqual([]);
      expect(box.items.filter((n) => n.kind === "result" && !n.readAt)).toHaveLength(1);
    }
  }, 300_000);

  it("writes the 'your move' of a player watching the match already read, and marking the match read clears its notices", async () => {
    const { players, id, created } = await sleepTable(["Gus", "Hal", "Ivy"]);
    await players[1]!.json(`/api/matches/${id}/join`, { json: { invite: inviteOf(created) } });
    const sockets = await Promise.all(players.map((p) => openSocket(p, id)));
    await players[2]!.json(`/api/matches/${id}/join`, { json: { invite: inviteOf(created) } });
    await settle(id);
    const turns = (await Promise.all(players.map(inbox))).flatMap((b) => b.items.filter((n) => n.kind === "turn"));
    expect(turns.length, "the first decisions were announced").toBeGreaterThan(0);
    expect(turns.filter((n) => !n.readAt)).toEqual([]);
    sockets.forEach((s) => s.close());
    const unreadJoins = (await inbox(players[0]!)).items.filter((n) => n.matchId === id && !n.readAt);
    expect(unreadJoins.length).toBeGreaterThan(0);
    const after = await players[0]!.json<{ unread: number; items: { matchId: string; readAt: string | null }[] }>("/api/me/notifications/read", { json: { matchId: id } });
    expect(after.body.items.filter((n) => n.matchId === id && !n.readAt)).toEqual([]);
  });
});
