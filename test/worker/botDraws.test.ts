/**
 * The computer answers a draw offer by its own judgement (src/bot/judge.ts, src/match/bots.ts):
 * soon after the offer, by the room's alarm, once per computer seat; it declines when it is
 * clearly winning and accepts when it is lost or the position is even, and a person's offer is
 * accepted only when every computer seat (and a seat whose player left) accepts. Real matches of
 * 2–3 player Conspirateurs (nothing is hidden there, so the person's view is the computer's too).
 */
import { describe, expect, it } from "vitest";
import { knowledgeOf } from "../../src/bot";
import { getGame } from "../../src/engine/registry";
import { Rng, seedRng } from "../../src/engine/rng";
import { botAcceptsDraw } from "../../src/match/bots";
import { MoveBudget } from "../../src/match/moveBudget";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, expectProblem, guest as guestThroughSelf, humanMustDecide, inIsolate, inRoom, inviteOf, settle, waitFor, type Client } from "./helpers";

/** Whole matches, polled: the Worker's handler in this isolate (see `inIsolate` in helpers.ts). */
const guest = (name: string) => guestThroughSelf(name, inIsolate);
const game = getGame("conspirateurs")!;
const knowledge = knowledgeOf("conspirateurs")!;

/** How the game's judgement sees `seat`'s chances in this position (Conspirateurs: the whole position is in every view). */
function standing(m: MatchResource, seat: number): number {
  return knowledge.evaluate(knowledge.sample(m.view, seat, [], new Rng(seedRng("standing"))), m.players)[seat]!;
}

/** Every man is on the board: the race itself has begun. */
const racing = (m: MatchResource) => (m.view as { seats: { toDrop: number }[] }).seats.every((s) => s.toDrop === 0);

/** The legal move after which the mover's own standing is highest (`best`) or lowest (a person racing or dawdling). */
function greedy(m: MatchResource, best: boolean): unknown {
  const s = knowledge.sample(m.view, m.you!, m.legal!, new Rng(seedRng("greedy")));
  let pick = m.legal![0];
  let value = best ? -Infinity : Infinity;
  for (const move of m.legal!) {
    const after = game.apply(s, m.you!, move);
    if (!("ok" in after)) continue;
    const v = knowledge.evaluate(after.ok, m.players)[m.you!]!;
    if (best ? v > value : v < value) [pick, value] = [move, v];
  }
  return pick;
}

/** The person plays `greedy` moves until `enough` holds when it is their decision; returns that resource. */
async function playUntil(human: Client, id: string, best: boolean, enough: (m: MatchResource) => boolean, limit = 400): Promise<MatchResource> {
  for (let i = 0; i < limit; i++) {
    const m = await waitFor(human, id, humanMustDecide);
    expect(m.status, "the match goes on").toBe("active");
    if (enough(m)) return m;
    let r = await human.json(`/api/matches/${id}/moves`, { json: { seq: m.seq, move: greedy(m, best) } });
    while (r.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * (r.body.retryAfter ?? 1)));
      r = await human.json(`/api/matches/${id}/moves`, { json: { seq: m.seq, move: greedy(m, best) } });
    }
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  throw new Error(`the position wanted was not reached in ${limit} moves`);
}

const offer = (c: Client, id: string) => c.json<MatchResource>(`/api/matches/${id}/draw`, { json: { action: "offer" } });
const logOf = async (c: Client, id: string) => (await c.json<{ text: string; seq: number }[]>(`/api/matches/${id}/log`)).body;
const answered = (m: MatchResource) => m.status !== "active" || m.drawOffer.length === 0;

describe("the computer answers a draw offer", () => {
  it("clearly winning, it declines (after the offer, by the alarm); the same position gets the same answer, and offers spend the move budget", async () => {
    const human = await guest("Dawdler");
    const created = await createMatch(human, { game: "conspirateurs", players: 2, bots: [{ seat: 1, level: "normal" }] });
    await playUntil(human, created.id, false, (m) => racing(m) && standing(m, 1) > 0.9);
    const offered = await offer(human, created.id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    // The offer is written alone: the computer answers it after the reply, as it moves.
    expect(offered.body).toMatchObject({ status: "active", drawOffer: [0] });
    const after = await waitFor(human, created.id, answered);
    expect(after).toMatchObject({ status: "active", drawOffer: [], seq: offered.body.seq + 1 });
    const log = await logOf(human, created.id);
    expect(log.at(-1)).toMatchObject({ seq: offered.body.seq + 1, text: "The computer (normal) declined the draw" });

    // Judged again on the position it answered (the state after the offer), it says the same.
    const again = await inRoom(created.id, (room) => {
      const state = room.stateAt(offered.body.seq);
      return [botAcceptsDraw(state, 1), botAcceptsDraw(state, 1)];
    });
    expect(again).toEqual([false, false]);
    const second = await offer(human, created.id);
    expect(second.status).toBe(200);
    expect(await waitFor(human, created.id, answered)).toMatchObject({ status: "active", drawOffer: [] });
    expect((await logOf(human, created.id)).at(-1)?.text).toBe("The computer (normal) declined the draw");

    // Each offer costs the computer a judgement: with the budget spent, an offer is refused and nothing changes.
    await inRoom(created.id, (room) => void (room.moveBudget = new MoveBudget(1, () => 0)));
    expect((await offer(human, created.id)).status).toBe(200);
    const settled = await waitFor(human, created.id, answered);
    const refused = await offer(human, created.id);
    expectProblem(refused, 429, /offering draws faster than anyone plays/);
    expect((await human.json<MatchResource>(`/api/matches/${created.id}`)).body).toMatchObject({ seq: settled.seq, drawOffer: [] });
  }, 300_000);

  it("lost, it accepts: the match ends drawn by agreement", async () => {
    const human = await guest("Racer");
    const created = await createMatch(human, { game: "conspirateurs", players: 2, bots: [{ seat: 1, level: "easy" }] });
    await playUntil(human, created.id, true, (m) => racing(m) && standing(m, 1) < 0.1);
    const offered = await offer(human, created.id);
    expect(offered.body).toMatchObject({ status: "active", drawOffer: [0] });
    const end = await waitFor(human, created.id, answered);
    expect(end).toMatchObject({ status: "finished", outcome: { winners: [], draw: true, reason: "drawn by agreement" } });
    expect((await logOf(human, created.id)).at(-1)).toMatchObject({ seq: offered.body.seq + 1, text: "The computer (easy) accepted the draw" });
  }, 300_000);

  it("with two computer seats a person's offer is accepted only when both accept", async () => {
    // At the start nothing separates the seats: both accept.
    const early = await guest("Peacemaker");
    const even = await createMatch(early, { game: "conspirateurs", players: 3, bots: [{ seat: 1, level: "easy" }, { seat: 2, level: "normal" }] });
    expect((await offer(early, even.id)).body).toMatchObject({ status: "active", drawOffer: [0] });
    expect(await waitFor(early, even.id, (m) => m.status !== "active")).toMatchObject({ outcome: { draw: true, reason: "drawn by agreement" } });
    expect((await logOf(early, even.id)).slice(-2).map((l) => l.text)).toEqual([
      "The computer (easy) playing White accepted the draw",
      "The computer (normal) playing Red accepted the draw",
    ]);

    // Later the normal bot leads the race: the easy one, behind it, accepts; the normal one declines, and the match goes on.
    const human = await guest("Dawdler");
    const created = await createMatch(human, { game: "conspirateurs", players: 3, bots: [{ seat: 1, level: "easy" }, { seat: 2, level: "normal" }] });
    const m = await playUntil(human, created.id, false, (m) => racing(m) && standing(m, 2) > 0.9);
    expect(standing(m, 1)).toBeLessThan(0.2);
    const offered = await offer(human, created.id);
    expect(offered.status).toBe(200);
    const after = await waitFor(human, created.id, answered);
    expect(after).toMatchObject({ status: "active", drawOffer: [], seq: offered.body.seq + 2 });
    expect((await logOf(human, created.id)).slice(-2).map((l) => l.text)).toEqual([
      "The computer (easy) playing White accepted the draw",
      "The computer (normal) playing Red declined the draw",
    ]);
  }, 300_000);

  it("the computer's acceptance is no new offer: the other person is told of the person's offer only, and may still decline", async () => {
    const [ann, ben] = [await guest("Ann"), await guest("Ben")];
    const created = await createMatch(ann, { game: "conspirateurs", players: 3, bots: [{ seat: 2, level: "normal" }] });
    expect((await ben.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
    expect((await offer(ann, created.id)).status).toBe(200);
    expect(await waitFor(ann, created.id, (m) => m.drawOffer.length === 2)).toMatchObject({ status: "active", drawOffer: [0, 2] });
    await settle(created.id);
    const told = (await ben.json<{ items: { kind: string; title: string }[] }>("/api/me/notifications")).body.items.filter((n) => n.kind === "draw");
    expect(told.map((n) => n.title)).toEqual([expect.stringMatching(/^Ann offers a draw/)]);
    const declined = await ben.json<MatchResource>(`/api/matches/${created.id}/draw`, { json: { action: "decline" } });
    expect(declined.body).toMatchObject({ status: "active", drawOffer: [] });
    expect((await logOf(ann, created.id)).slice(-3).map((l) => l.text)).toEqual(["Ann (Black) offered a draw", "The computer (normal) playing Red accepted the draw", "Ben (White) declined the draw"]);
  }, 120_000);

  it("a seat whose player resigned (3 players) is no party: the people still playing draw the match, as before", async () => {
    const [ann, ben, cat] = [await guest("Ann"), await guest("Ben"), await guest("Cat")];
    const created = await createMatch(ann, { game: "conspirateurs", players: 3 });
    for (const c of [ben, cat]) expect((await c.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
    expect((await cat.json<MatchResource>(`/api/matches/${created.id}/resign`, { method: "POST" })).body.status).toBe("active");
    expect((await offer(ann, created.id)).body).toMatchObject({ status: "active", drawOffer: [0] });
    const accepted = await ben.json<MatchResource>(`/api/matches/${created.id}/draw`, { json: { action: "accept" } });
    expect(accepted.body).toMatchObject({ status: "finished", outcome: { draw: true, reason: "drawn by agreement" } });
    expect((await logOf(ann, created.id)).some((l) => /The computer .* (accepted|declined) the draw/.test(l.text))).toBe(false);
  }, 120_000);
});
