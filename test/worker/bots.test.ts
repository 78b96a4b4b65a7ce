/**
 * Computer opponents in the room, through the API alone (DESIGN "Computer opponents", issue #19):
 * bot seats are taken at creation or given while the match waits, the bots' moves arrive by
 * themselves (the alarm, after the human's answer), and a human against bots reaches an outcome
 * in every game and player count.
 */
import { describe, expect, it } from "vitest";
import { decide } from "../../src/bot";
import { allGames, getGame } from "../../src/engine/registry";
import { Rng, seedRng } from "../../src/engine/rng";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, guest as guestThroughSelf, humanMustDecide, inIsolate, inviteOf, waitFor, type Client } from "./helpers";

const LEVELS = ["easy", "normal", "strong"] as const;

/**
 * This file makes tens of thousands of requests (whole matches, polled): through `SELF.fetch` each
 * one would be slower than the last and a Conspirateurs match would overflow the stack (see
 * `inIsolate` in helpers.ts), so its clients call the Worker's handler in this isolate.
 */
const guest = (name: string) => guestThroughSelf(name, inIsolate);

/**
 * Plays the human's moves (a random legal one) until the match ends; returns it and the longest wait
 * for a bot's move. Conspirateurs has no rule against repetition (docs/rules/conspirateurs.md), and
 * a human playing as the strong bot against the normal one once went to and fro past the test's
 * ten minutes (one fresh-clone run in fifteen; its matches take 30–140 human moves): after `limit`
 * moves the human resigns, which ends the match with the bots' win, and the caller says so.
 */
async function playOut(human: Client, id: string, limit = 400): Promise<{ end: MatchResource; longestWait: number; moves: number; resigned: boolean }> {
  const gaps: number[] = [];
  for (let moves = 0; ; moves++) {
    const m = await waitFor(human, id, humanMustDecide, gaps);
    if (m.status !== "active") return { end: m, longestWait: Math.max(0, ...gaps), moves, resigned: false };
    if (moves === limit) {
      const resigned = await human.json<MatchResource>(`/api/matches/${id}/resign`, { method: "POST" });
      expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
      return { end: resigned.body, longestWait: Math.max(0, ...gaps), moves, resigned: true };
    }
    // A random legal move; in Conspirateurs, whose random walks take thousands of moves to end, the
    // human decides as the strong bot would from the same resource (its view and its legal list):
    // two normal bots in a 2-player match step to and fro for 4,000 plies and more without an end.
    const move =
      m.game === "conspirateurs"
        ? decide({ game: getGame(m.game)!, view: m.view, legal: m.legal!, seat: m.you!, level: "strong", rng: new Rng(seedRng(`${id}:${m.seq}`)) })
        : m.legal![Math.floor(Math.random() * m.legal!.length)];
    let r = await human.json<MatchResource>(`/api/matches/${id}/moves`, { json: { seq: m.seq, move } });
    // A person sends at most 120 moves a minute (src/match/moveBudget.ts): a long chain of quick leaps waits as asked.
    while (r.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * ((r.body as { retryAfter?: number }).retryAfter ?? 1)));
      r = await human.json<MatchResource>(`/api/matches/${id}/moves`, { json: { seq: m.seq, move } });
    }
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}

describe("a human against the computer, every game and player count", () => {
  for (const game of allGames()) {
    for (let players = game.players.min; players <= game.players.max; players++) {
      it(`${game.name}, ${players} players: the bots move by themselves and the match ends`, async () => {
        const human = await guest("Solo");
        const bots = Array.from({ length: players - 1 }, (_, i) => ({ seat: i + 1, level: LEVELS[(i + 1) % 3]! }));
        const created = await createMatch(human, { game: game.id, players, bots });
        expect(created.status, "every other seat is the computer's: it starts at once").toBe("active");
        expect(created.seats.slice(1)).toEqual(bots.map((b) => expect.objectContaining({ seat: b.seat, kind: "bot", level: b.level, name: `Computer (${b.level})` })));
        const { end, longestWait, moves, resigned } = await playOut(human, created.id);
        expect(end.status).toBe("finished");
        expect(end.outcome).not.toBeNull();
        console.log(`${game.id} ${players}p: ${moves} human moves, ${end.seq} events, longest wait for the bots ${longestWait} ms${resigned ? "; no end after that many moves: the human resigned" : ""}`);
        // A second or two on a quiet machine (the figures above); this one is shared by several test runs.
        expect(longestWait, "each bot move arrives within seconds").toBeLessThan(5000);
      }, 600_000);
    }
  }
});

describe("bot seats through the API", () => {
  it("refuses a bad level or seat with a 400 problem that says why", async () => {
    const human = await guest("Picky");
    for (const [bots, detail] of [
      [[{ seat: 1, level: "genius" }], /level is "easy", "normal" or "strong"/],
      [[{ seat: 2, level: "easy" }], /no seat 2 for the computer/],
      [[{ seat: 0, level: "easy" }], /Seat 0 is yours/],
      [[{ seat: 1, level: "easy" }, { seat: 1, level: "strong" }], /given to the computer twice/],
    ] as const) {
      const r = await human.json("/api/matches", { json: { game: "subrosa", players: 2, bots } });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(r.body.detail).toMatch(detail);
    }
  });

  it("a match with only some seats for the computer waits for the others; the creator gives a free seat to the computer", async () => {
    const [ann, ben] = [await guest("Ann"), await guest("Ben")];
    const created = await createMatch(ann, { game: "sleep", players: 4, bots: [{ seat: 3, level: "strong" }] });
    expect(created.status).toBe("open");
    expect(created.seats.map((s) => s.kind)).toEqual(["human", "free", "free", "bot"]);
    expect((await ben.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created), seat: 1 } })).status).toBe(200);
    // Only the creator, only a free seat, only a known level.
    const byBen = await ben.json(`/api/matches/${created.id}/bots`, { json: { seat: 2, level: "easy" } });
    expect(byBen.status).toBe(403);
    expect(byBen.body.detail).toMatch(/Only the player who created this match/);
    const taken = await ann.json(`/api/matches/${created.id}/bots`, { json: { seat: 1, level: "easy" } });
    expect(taken.status).toBe(409);
    expect((await ann.json(`/api/matches/${created.id}/bots`, { json: { seat: 2, level: "hard" } })).status).toBe(400);
    expect((await ann.json(`/api/matches/${created.id}/bots`, { json: { seat: 7 } })).status).toBe(400);
    const given = await ann.json<MatchResource>(`/api/matches/${created.id}/bots`, { json: { seat: 2 } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.seats[2]).toMatchObject({ kind: "bot", level: "normal", name: "Computer (normal)" });
    expect(given.body.status, "every seat is taken: it starts").toBe("active");
    const late = await ann.json(`/api/matches/${created.id}/bots`, { json: { seat: 1 } });
    expect(late.status).toBe(409);
    const log = (await ann.json<{ text: string }[]>(`/api/matches/${created.id}/log`)).body.map((l) => l.text);
    expect(log).toContain("The computer (normal) takes Player 3; the match begins");
  });

  it("resigning against the computer lets it win (its answers to draw offers: botDraws.test.ts)", async () => {
    const human = await guest("Quitter");
    const created = await createMatch(human, { game: "sleepers", players: 2, bots: [{ seat: 1, level: "easy" }] });
    const m = await waitFor(human, created.id, humanMustDecide);
    const resigned = await human.json<MatchResource>(`/api/matches/${m.id}/resign`, { method: "POST" });
    expect(resigned.body).toMatchObject({ status: "finished", outcome: { winners: [1], draw: false } });

    // Alone with two computers: when the one person resigns, the computer's seats still in win.
    const solo = await guest("Soloist");
    const three = await createMatch(solo, { game: "sleep", players: 3, bots: [{ seat: 1, level: "easy" }, { seat: 2, level: "easy" }] });
    await waitFor(solo, three.id, humanMustDecide);
    const left = await solo.json<MatchResource>(`/api/matches/${three.id}/resign`, { method: "POST" });
    expect(left.body).toMatchObject({ status: "finished", outcome: { winners: [1, 2], draw: false } });
  });

  it("the lobby counts a computer's seat as taken", async () => {
    const ann = await guest("Lobbyist");
    const created = await createMatch(ann, { game: "subrosa", players: 3, visibility: "public", bots: [{ seat: 1, level: "easy" }] });
    const lobby = (await ann.json<{ id: string; freeSeats: number }[]>("/api/matches?game=subrosa")).body;
    expect(lobby.find((m) => m.id === created.id)?.freeSeats).toBe(1);
  });
});
