/**
 * Hidden information: the review after the end (every hand, every face-down tile, every bag) is
 * unreachable while the match runs, by every channel: the review itself, the history seen as
 * another seat or face up, the embed and its fragment, board.svg and board.png with review=on,
 * the review page's link preview, and the sockets (which never carry it). The same requests
 * answer once the match is over, so each refusal is the match running, not a broken route.
 */
import { describe, expect, it } from "vitest";
import type { MatchResource, MatchReview } from "../../../src/shared/api";
import { createMatch } from "../helpers";
import { client, guest, openSocket, roomSettled, workerFetch, type Client } from "./support";

/** Every channel that shows the review, with the status it answers for `c`. */
async function reviewChannels(c: Client, id: string, at: number): Promise<Record<string, number>> {
  const get = async (path: string) => (await c.fetch(path)).status;
  const out: Record<string, number> = {
    review: await get(`/api/matches/${id}/review`),
    "embed review": await get(`/embed/${id}?review=on`),
    "embed review at": await get(`/embed/${id}?review=on&at=${at}`),
    "embed fragment review": await get(`/embed/${id}/fragment?review=on`),
    "board.svg review": await get(`/api/matches/${id}/board.svg?review=on&at=${at}`),
    "board.png review": await get(`/api/matches/${id}/board.png?review=on&at=${at}`),
  };
  for (const as of ["0", "1", "spectator", "all"]) out[`history as ${as}`] = await get(`/api/matches/${id}/history?at=${at}&as=${as}`);
  return out;
}

describe("the review is unreachable before the end", { timeout: 240_000 }, () => {
  it("Sleepers against the computer: every channel refuses it while the match runs, and serves it after", async () => {
    const a = await guest("Alice");
    const watcher = await guest("Watcher");
    const anonymous = client();
    const created = await createMatch(a, { game: "sleepers", bots: [{ seat: 1, level: "easy" }] });
    const id = created.id;
    const sockets = [await openSocket(a, id), await openSocket(watcher, id), await openSocket(null, id)];
    for (let i = 0; i < 3; i++) {
      await roomSettled(id);
      const m = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
      if (m.status !== "active") break;
      for (const c of [a, watcher, anonymous]) {
        const answers = await reviewChannels(c, id, Math.max(1, m.seq - 1));
        expect(answers, `${c.name} at ${m.seq}`).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 409])));
      }
      // The review page opens (it is the app's page), but its link preview is the spectator's, never face up.
      const page = await (await workerFetch(`/m/${id}/review?at=${m.seq}`)).text();
      expect(page).not.toContain("review=on");
      expect(page).not.toContain("Review:");
      const r = await a.json(`/api/matches/${id}/moves`, { json: { seq: m.seq, move: m.legal![i % m.legal!.length] } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await a.json(`/api/matches/${id}/resign`, { json: {} })).status).toBe(200);
    const final = (await a.json<MatchResource>(`/api/matches/${id}`)).body;
    expect(final.status).toBe("finished");

    // After the end the same requests answer, and the review shows what the views hid.
    for (const c of [a, watcher, anonymous]) {
      const answers = await reviewChannels(c, id, 2);
      expect(answers, c.name).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 200])));
    }
    const review = (await watcher.json<MatchReview>(`/api/matches/${id}/review`)).body;
    const page = await (await workerFetch(`/m/${id}/review?at=2`)).text();
    expect(page).toContain(`board.png?review=on&amp;at=2`);

    // The sockets carried the views only, never the review or the positions' whole states.
    const firstNotation = review.positions[0]!.text;
    for (const s of sockets) {
      expect(s.messages.length).toBeGreaterThan(0);
      for (const text of s.texts) {
        expect(text).not.toContain('"chances"');
        expect(text).not.toContain(firstNotation);
      }
      s.close();
    }
  });
});
