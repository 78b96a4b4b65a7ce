/**
 * Issue #23, item 11: a rematch keeps the players and rotates the seats. The asker sits one seat
 * on; every other player's new seat (one on from their old one) is kept for them, taken with the
 * invite of their notice whatever seat they ask for, and nobody else may take it.
 */
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, expectProblem, guest, inviteOf } from "./helpers";

describe("a rematch", () => {
  it("keeps the players, rotates the seats, and keeps each seat for its player", async () => {
    const [ann, ben, cat, dan] = [await guest("Ann"), await guest("Ben"), await guest("Cat"), await guest("Dan")];
    const created = await createMatch(ann, { game: "sleep", players: 3 });
    for (const p of [ben, cat]) expect((await p.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
    // Ann (seat 0) resigns, then Ben (seat 1): Cat is left and wins; the match is over.
    await ann.json(`/api/matches/${created.id}/resign`, { method: "POST" });
    const over = await ben.json<MatchResource>(`/api/matches/${created.id}/resign`, { method: "POST" });
    expect(over.body.status).toBe("finished");
    const asked = await ben.json<MatchResource>(`/api/matches/${created.id}/rematch`, { method: "POST" });
    const next = asked.body.rematch!;
    const invite = new URL(next.url).searchParams.get("invite")!;
    const fresh = (await ben.json<MatchResource>(`/api/matches/${next.id}`)).body;
    expect(fresh.you).toBe(2);
    expect(fresh.seats.map((s) => s.keptFor ?? s.name)).toEqual(["Cat", "Ann", "Ben"]);
    // Someone who did not play the last match finds no free seat.
    expectProblem(await dan.json(`/api/matches/${next.id}/join`, { json: { invite } }), 409, /kept for the players/);
    // Cat asks for seat 1 but is seated at hers (0); Ann takes seat 1 and the rematch begins.
    expect((await cat.json<MatchResource>(`/api/matches/${next.id}/join`, { json: { invite, seat: 1 } })).body.you).toBe(0);
    const begun = await ann.json<MatchResource>(`/api/matches/${next.id}/join`, { json: { invite } });
    expect(begun.body).toMatchObject({ status: "active", you: 1 });
    expect(begun.body.seats.map((s) => s.name)).toEqual(["Cat", "Ann", "Ben"]);
  });
});
