/**
 * SP-5 through every channel: in Sleep's simultaneous phases whether a player has a choice depends
 * on their hidden hand, so nobody else may learn who is still deciding, who has decided or who was
 * skipped. Twin deals that differ only in the other players' hands (and so in whether they have a
 * choice, and whether they have decided) must give a viewer byte-identical answers on every channel:
 * the resource, the socket, the log, the match list ("my matches", from the D1 index), the inbox,
 * the embed page, its fragment, board.svg, board.png, oEmbed and the match page's link preview.
 *
 * hidden.test.ts swaps twins into a random match for the resource, probes and embeds; this file adds
 * the D1 index (delivered from the twin) and the channels that carry an event's seat (a real
 * decision by another seat, in two matches that differ only in who made it).
 */
import { describe, expect, it } from "vitest";
import { visibleActors, type Seat } from "../../../src/engine/game";
import { Rng, seedRng } from "../../../src/engine/rng";
import { sleep, type State } from "../../../src/engine/sleep";
import type { MatchResource } from "../../../src/shared/api";
import { sleepKit } from "../../engine/helpers";
import type { Client } from "../helpers";
import { client, getMatch, inRoom, openSocket } from "./support";
import { everything, inboxById, playUntil, setStateAndDeliver, sleepMatch } from "./sleepMatches";

/** The other seats' status as a viewer must not learn it: [has a choice, has decided] per seat. */
function othersStatus(s: State, viewer: Seat): string {
  return JSON.stringify(s.deciders.map((d, i) => (i === viewer ? null : [d, s.pending[i] !== null])));
}

/** Twins of `s` for `viewer` (same view) whose other seats' statuses all differ from each other's. */
function twinsWithOtherStatuses(s: State, viewer: Seat, rng: Rng, want: number): State[] {
  const seen = new Map<string, State>();
  const view = JSON.stringify(sleep.view(s, viewer));
  for (let i = 0; i < 400 && seen.size < want; i++) {
    const t = sleepKit.perturbChoices(s, viewer, rng);
    if (!t || JSON.stringify(sleep.view(t, viewer)) !== view) continue;
    if (t.deciders[viewer] !== s.deciders[viewer] || t.pending[viewer] !== s.pending[viewer]) continue;
    seen.set(othersStatus(t, viewer), t);
  }
  return [...seen.values()];
}

describe("SP-5: nobody learns who is deciding in Sleep, on any channel", () => {
  it("twin deals that change who else has a choice or has decided: identical resource, socket, list, inbox, log and embeds", async () => {
    const { id, seats } = await sleepMatch();
    const viewer = seats[0]!;
    const rng = new Rng(seedRng("sp5-index"));
    let twins: State[] = [];
    // Some twins must differ in whether another player has a choice at all (skipped or not).
    const choices = () => new Set(twins.map((t) => JSON.stringify(t.deciders.slice(1)))).size;
    const real = await playUntil(id, seats, (s) => {
      twins = s.phase === "over" ? [] : twinsWithOtherStatuses(s, 0, rng, 4);
      return choices() >= 2;
    });
    expect(twins.length, "twins with different statuses of the others").toBeGreaterThanOrEqual(2);
    expect(choices(), "twins that differ in who has a choice").toBeGreaterThanOrEqual(2);
    try {
      const seen: string[][] = [];
      for (const t of twins) {
        await setStateAndDeliver(id, t);
        seen.push(await everything(id, viewer));
      }
      for (let k = 1; k < seen.length; k++) {
        for (let i = 0; i < seen[0]!.length; i++) expect(seen[k]![i], `twin ${k}, item ${i}`).toBe(seen[0]![i]);
      }
      // The list says "your move" for the viewer's own seat, and names no other actor.
      const entry = JSON.parse(seen[0]![2]!);
      expect(entry.yourTurn).toBe(real.deciders[0] && real.pending[0] === null);
      expect(entry.actors).toEqual(entry.yourTurn ? [0] : []);
      // The other seats' own lists do tell them their own status (from the same index rows).
      const t = twins[0]!;
      await setStateAndDeliver(id, t);
      for (const seat of [1, 2]) {
        const theirs = (await seats[seat]!.json<any[]>("/api/me/matches")).body.find((m) => m.id === id);
        const deciding = t.deciders[seat]! && t.pending[seat] === null;
        expect(theirs.yourTurn, `seat ${seat}`).toBe(deciding);
        expect(theirs.actors, `seat ${seat}`).toEqual(deciding ? [seat] : []);
      }
    } finally {
      await setStateAndDeliver(id, real);
    }
  });

  it("with a time control, a deciding player's list shows their own deadline (#17), and twins give the others identical lists", async () => {
    const { id, seats } = await sleepMatch({ daysPerMove: 3 });
    const rng = new Rng(seedRng("sp5-deadline"));
    let twins: State[] = [];
    const choices = () => new Set(twins.map((t) => JSON.stringify(t.deciders.slice(1)))).size;
    // A phase nobody may see into (no public actors) in which Ana decides, with twins that differ in who else does.
    const real = await playUntil(id, seats, (s) => {
      const hidden = s.phase !== "over" && visibleActors(sleep, s, null).length === 0 && sleep.actors(s).includes(0);
      twins = hidden ? twinsWithOtherStatuses(s, 0, rng, 4) : [];
      return choices() >= 2;
    });
    await setStateAndDeliver(id, real);
    const listEntry = async (c: Client) => (await c.json<any[]>("/api/me/matches")).body.find((m) => m.id === id);
    const now = Date.now();
    const hers = await listEntry(seats[0]!);
    expect(hers.yourTurn).toBe(true);
    const at = Date.parse(hers.deadline);
    expect(at, "Ana's own deadline is in her list").toBeGreaterThan(now + 2 * 86_400_000);
    expect(at).toBeLessThanOrEqual(now + 3 * 86_400_000);
    expect((await getMatch(seats[0]!, id)).body.deadline).toBe(hers.deadline);
    // A spectator learns no deadline (it would say that someone decides), and each other player only their own.
    expect((await getMatch(client(), id)).body.deadline).toBeNull();
    for (const seat of [1, 2]) {
      const theirs = await listEntry(seats[seat]!);
      expect(theirs.deadline === null, `seat ${seat}`).toBe(!sleep.actors(real).includes(seat));
    }
    try {
      const seen: string[] = [];
      for (const t of twins) {
        await setStateAndDeliver(id, t);
        seen.push(JSON.stringify([await listEntry(seats[0]!), (await getMatch(seats[0]!, id)).text, (await getMatch(client(), id)).text]));
      }
      for (let k = 1; k < seen.length; k++) expect(seen[k], `twin ${k}`).toBe(seen[0]);
    } finally {
      await setStateAndDeliver(id, real);
    }
  });

  it("a decision by another seat: the same log line, socket message and embed whichever seat made it", async () => {
    // Two matches, one deal: in the first Ben decides while Cy has no choice or has decided, in the
    // second Cy decides while Ben has none or has decided. Ana (still deciding) must not tell them apart.
    // The deal comes from the match's seed (the server's); one that gives no such pair is set aside for a new match.
    const rng = new Rng(seedRng("sp5-mover"));
    const deciding = (s: State, i: number) => s.deciders[i]! && s.pending[i] === null;
    let pair: [State, State] | null = null;
    let x = await sleepMatch();
    for (let attempt = 0; attempt < 6 && !pair; attempt++) {
      if (attempt > 0) x = await sleepMatch();
      const base: State = await inRoom(x.id, (room) => JSON.parse(JSON.stringify(room.match.game)));
      const twins: State[] = [];
      for (let i = 0; i < 400 && !pair; i++) {
        const t = sleepKit.perturbChoices(base, 0, rng);
        if (!t || !deciding(t, 0) || JSON.stringify(sleep.view(t, 0)) !== JSON.stringify(sleep.view(base, 0))) continue;
        twins.push(t);
        const a = twins.find((s) => deciding(s, 1) && !deciding(s, 2));
        const b = twins.find((s) => deciding(s, 2) && !deciding(s, 1));
        if (a && b) pair = [a, b];
      }
    }
    const y = await sleepMatch();
    expect(pair, "a deal where Ben decides and Cy does not, and one the other way round (6 matches tried)").not.toBeNull();
    const [a, b] = pair!;
    await setStateAndDeliver(x.id, a);
    await setStateAndDeliver(y.id, b);
    const sockets = [await openSocket(x.seats[0]!, x.id), await openSocket(y.seats[0]!, y.id)];
    await Promise.all(sockets.map((s) => s.waitFor(() => true)));
    const seq = (await getMatch(x.seats[0]!, x.id)).body.seq;
    expect((await getMatch(y.seats[0]!, y.id)).body.seq).toBe(seq);
    const moves: [Client, string, State, Seat][] = [[x.seats[1]!, x.id, a, 1], [y.seats[2]!, y.id, b, 2]];
    for (const [c, id, s, seat] of moves) {
      const r = await c.fetch(`/api/matches/${id}/moves`, { json: { seq, move: sleep.legalMoves(s, seat)[0] } });
      expect(r.status, await r.clone().text()).toBe(200);
      // Sealed (sealed.test.ts): the position does not move, and the decider alone reads it as sent.
      expect(((await r.json()) as MatchResource).seq).toBe(seq);
    }
    await Promise.all([x.id, y.id].map((id) => inRoom(id, (room) => room.delivery.run())));
    // Ids, invites, times and the seeds' commitments differ between the two matches; nothing else may.
    const same = (text: string, id: string) =>
      inboxById(text.replaceAll(id, "ID")).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "TIME").replace(/"at":\d+/g, '"at":0').replace(/"id":"[a-z0-9]{14}"/g, '"id":"N"')
        // (A notice's id is its dedupe key; a turn notice's is the match and the seat alone, the same in both.)
        // Two matches, two seeds: each commits to its own (#20), which says nothing of who decides.
        .replace(/"commitment":"[0-9a-f]{64}"/g, '"commitment":"C"')
        // The two matches are played by two sets of people (Ana, Ben, Cy twice): their ids differ.
        .replace(/"player":"[a-z0-9]+"/g, '"player":"P"');
    const seen = await Promise.all([x, y].map(async (m, k) => {
      const out = (await everything(m.id, m.seats[0]!)).filter((item) => !item.startsWith("board.png"));
      out.push(sockets[k]!.texts.at(-1)!);
      return out.map((item) => same(item, m.id));
    }));
    for (let i = 0; i < seen[0]!.length; i++) expect(seen[1]![i], `item ${i}`).toBe(seen[0]![i]);
    // A sealed decision has no log line at all, for Ana, spectators and Ben himself (his resource says it is sent).
    for (const viewer of [x.seats[0]!, client(), x.seats[1]!]) {
      const log = (await viewer.json<any[]>(`/api/matches/${x.id}/log`)).body;
      expect(log.at(-1).seq).toBeLessThanOrEqual(seq);
    }
    for (const s of sockets) expect(s.texts.filter((t) => ["match", "patch"].includes(JSON.parse(t).type))).toHaveLength(1);
    for (const s of sockets) s.close();
  });
});
