/**
 * The review after the end (src/match/review.ts): refused while the match runs; after the end
 * every position of the review is the replay of the published log from the seed (nothing
 * filtered), the chances are judged by the room's alarm by themselves, one row per position,
 * each summing to 1, and the match's outcome is the last; `history?as=` shows any seat's view,
 * and the face-up board, only after the end; a private match's review only to its players.
 */
import { describe, expect, it } from "vitest";
import { getGame } from "../../src/engine/registry";
import { faceUpView } from "../../src/engine/positions";
import type { MatchReplay, MatchResource, MatchReview } from "../../src/shared/api";
import { createMatch, expectProblem, guest, humanMustDecide, inRoom, inviteOf, move, startedTiny, waitFor, type Client } from "./helpers";
import { textIn } from "../../src/shared/i18n";

/** Polls the review until every position has its chances (the room's alarm judges them by itself). */
async function judgedReview(c: Client, id: string, ms = 60_000): Promise<MatchReview> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await c.json<MatchReview>(`/api/matches/${id}/review`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.progress.judged).toBe(r.body.chances.length);
    if (!r.body.pending) return r.body;
    if (Date.now() > until) throw new Error(`the review of ${id} is still pending: ${JSON.stringify(r.body.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The game's states replayed from the published seed and moves, the start first, one per public event. */
function replayedStates(replay: MatchReplay): unknown[] {
  const game = getGame(replay.game)!;
  let state = game.setup(replay.players, replay.options as Record<string, string>, replay.seed);
  const states = [state];
  const moves = replay.moves;
  for (const [i, { seat, move: m }] of moves.entries()) {
    const next = game.apply(state, seat, m);
    if (!("ok" in next)) throw new Error(textIn("en", next.error));
    state = next.ok;
    // Sealed decisions (SP-5) are published with the seq of the event that revealed them: one position per event.
    if (moves[i + 1]?.seq !== moves[i]!.seq) states.push(state);
  }
  return states;
}

/** Checks a finished match's review against the replay of its log, and its chances. */
async function checkReview(c: Client, id: string, final: MatchResource): Promise<MatchReview> {
  const review = await judgedReview(c, id);
  const replay = (await c.json<MatchReplay>(`/api/matches/${id}/replay`)).body;
  const states = replayedStates(replay);
  // A match ended by a resignation (or a timeout) has one more position: the end, the same game state.
  const ended = review.positions.length - states.length;
  expect(ended === 0 || ended === 1, `${review.positions.length} positions for ${states.length} states`).toBe(true);
  expect(review.positions.slice(0, states.length).map((p) => JSON.stringify(p.state))).toEqual(states.map((s) => JSON.stringify(s)));
  if (ended) expect(JSON.stringify(review.positions.at(-1)!.state)).toBe(JSON.stringify(states.at(-1)));
  expect(review.positions.at(-1)!.seq).toBe(final.seq - (final.rematch ? 1 : 0));
  expect(review.chances.map((ch) => ch.seq)).toEqual(review.positions.map((p) => p.seq));
  for (const { seats } of review.chances) {
    expect(seats).toHaveLength(final.players);
    for (const x of seats) expect(x >= 0 && x <= 1, String(seats)).toBe(true);
    expect(seats.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  }
  const winners = final.outcome!.winners;
  expect(review.chances.at(-1)!.seats.map((x, seat) => (winners.includes(seat) ? x > 0 : x === 0))).toEqual(Array(final.players).fill(true));
  expect(review.moments.length).toBeLessThanOrEqual(3);
  for (const m of review.moments) {
    expect(review.positions.some((p) => p.seq === m.seq)).toBe(true);
    expect(m.why).toMatch(/chance to win (rose|fell) from \d+% to \d+%/);
  }
  return review;
}

describe("the review after the end", { timeout: 240_000 }, () => {
  it("is refused while the match runs, then replays the log with nothing hidden, with chances that sum to 1", async () => {
    const { a, b, id, match } = await startedTiny({ target: 9 });
    const watcher = await guest("Watcher");
    for (const c of [a, watcher]) expectProblem(await c.json(`/api/matches/${id}/review`), 409, /once the match is over/);
    for (const as of ["1", "spectator", "all"]) expectProblem(await a.json(`/api/matches/${id}/history?at=${match.seq}&as=${as}`), 409, /once the match is over/);
    for (let turn = 0; turn < 20; turn++) {
      const me = [a, b][turn % 2]!;
      const mine = (await me.json<MatchResource>(`/api/matches/${id}`)).body;
      if (mine.status !== "active") break;
      const r = await move(me, id, mine.seq, mine.legal![0]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const final = (await watcher.json<MatchResource>(`/api/matches/${id}`)).body;
    expect(final.status).toBe("finished");
    const review = await checkReview(watcher, id, final);
    // The secrets every seat held are in the review's states (the tiny game hides each seat's number from the others).
    const secrets = (review.positions[0]!.state as { secrets: number[] }).secrets;
    expect(JSON.stringify(match.view), "Bob's view while the match ran").not.toContain(String(secrets[0]));
    expect(secrets).toHaveLength(2);
    // Stored: the chances are the room's rows, served again as they are.
    const rows = await inRoom(id, (_room, state) => state.storage.sql.exec(`SELECT COUNT(*) AS n FROM review_chances`).one().n);
    expect(rows).toBe(review.positions.length);
    expect((await watcher.json(`/api/matches/${id}/review`)).body).toEqual(review);
  });

  it("history?as= shows a finished match as any seat saw it, as a spectator, or face up; bad seats are refused", async () => {
    const { a, b, id, match } = await startedTiny({ target: 3 });
    await move(a, id, match.seq, { add: 3 });
    const watcher = await guest("Watcher");
    const replay = (await watcher.json<MatchReplay>(`/api/matches/${id}/replay`)).body;
    const states = replayedStates(replay);
    const game = getGame("tiny")!;
    const at = match.seq;
    for (const [as, view] of [["0", game.view(states[0], 0)], ["1", game.view(states[0], 1)], ["spectator", game.view(states[0], null)], ["all", faceUpView(game, states[0])]] as const) {
      const r = await watcher.json(`/api/matches/${id}/history?at=${at}&as=${as}`);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body.view), `as ${as}`).toBe(JSON.stringify(view));
    }
    expectProblem(await b.json(`/api/matches/${id}/history?at=${at}&as=2`), 400, /no seat 2/);
    expectProblem(await b.json(`/api/matches/${id}/history?at=${at}&as=someone`), 400, /"as"/);
  });

  it("a private match's review is only its players'", async () => {
    const a = await guest("Alice");
    const b = await guest("Bob");
    const created = await createMatch(a, { game: "tiny", options: { target: 3 }, visibility: "private" });
    const joined = await b.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
    await move(a, created.id, joined.body.seq, { add: 3 });
    expect((await a.json(`/api/matches/${created.id}/review`)).status).toBe(200);
    expectProblem(await (await guest("Eve")).json(`/api/matches/${created.id}/review`), 404);
  });

  for (const game of ["sleepers", "sleep", "subrosa", "conspirateurs"]) {
    it(`${game}: a match against the computer, resigned after a few decisions, reviews as its replay`, async () => {
      const a = await guest("Alice");
      const created = await createMatch(a, { game, players: 2, bots: [{ seat: 1, level: "easy" }] });
      let m = created;
      for (let i = 0; i < 6; i++) {
        m = await waitFor(a, created.id, humanMustDecide);
        if (m.status !== "active") break;
        expectProblem(await a.json(`/api/matches/${created.id}/review`), 409);
        const r = await move(a, created.id, m.seq, m.legal![(i * 7) % m.legal!.length]);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
      if (m.status === "active") expect((await a.json(`/api/matches/${created.id}/resign`, { json: {} })).status).toBe(200);
      const final = (await a.json<MatchResource>(`/api/matches/${created.id}`)).body;
      expect(final.status).toBe("finished");
      const review = await checkReview(a, created.id, final);
      expect(review.positions.every((p) => p.text.length > 0)).toBe(true);
      // The embed shows the review too: the position face up, which (but in Conspirateurs) shows what the spectator's did not.
      const at = review.positions[1]!.seq;
      const faceUp = await a.fetch(`/embed/${created.id}?review=on&at=${at}&log=off`);
      expect(faceUp.status).toBe(200);
      const plain = await (await a.fetch(`/embed/${created.id}?at=${at}&log=off`)).text();
      const shown = await faceUp.text();
      expect(shown).toContain("everything face up");
      if (game !== "conspirateurs") expect(shown.replace(/<p class="dd-status"[\s\S]*?<\/p>/, "")).not.toBe(plain.replace(/<p class="dd-status"[\s\S]*?<\/p>/, ""));
      const oembed = await a.json(`/oembed?url=${encodeURIComponent(`http://localhost/embed/${created.id}?review=on&at=${at}`)}&format=json`);
      expect(oembed.status).toBe(200);
      expect(oembed.body.html).toContain("review=on");
      if (game === "subrosa") {
        // Judged again from nothing, one slice at a time: each slice judges what SLICE_WORK allows (two Sub Rosa positions).
        const perSlice = await inRoom(created.id, (room, state) => {
          state.storage.sql.exec(`DELETE FROM review_chances`);
          state.storage.sql.exec(`DELETE FROM review_progress`);
          room.review.through = null;
          const judged: number[] = [];
          while (room.review.slice(room.match)) judged.push(state.storage.sql.exec(`SELECT COUNT(*) AS n FROM review_chances`).one().n as number);
          return judged;
        });
        expect(perSlice.length).toBeGreaterThan(2);
        expect(perSlice.slice(0, -1).every((n, i) => n - (perSlice[i - 1] ?? 0) === 2)).toBe(true);
        expect((await a.json(`/api/matches/${created.id}/review`)).body).toEqual(review);
      }
    });
  }
});
