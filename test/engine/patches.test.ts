/**
 * The socket's incremental updates (src/shared/patch.ts, src/match/updates.ts): over random matches
 * of every registered game, for every viewer (each seat and a spectator), the room's patches
 * (LiveUpdates, with `legal` as a change of the last list the viewer was sent), applied in order
 * through JSON as a client receives them (src/shared/livePatch.ts), rebuild exactly the whole
 * resource; and a sealed decision (SP-5) changes no resource but the decider's, so it gives nobody
 * else anything to patch.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOk } from "../../src/engine/game";
import { allGames } from "../../src/engine/registry";
import { Rng, seedRng } from "../../src/engine/rng";
import { stepLive } from "../../src/match/fold";
import { actorsOf, gameOf, type MatchEvent, type MatchState } from "../../src/match/state";
import { BuiltCache, buildResource, etagOf } from "../../src/match/resource";
import { LiveUpdates } from "../../src/match/updates";
import { applyLivePatch, heldWhole, linesOf, resourceOps, type HeldResource } from "../../src/shared/livePatch";
import { applyListEdit, applyPatch, diff, listEdit } from "../../src/shared/patch";
import { textIn } from "../../src/shared/i18n";

const ORIGIN = "https://dd.test";

const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x));

function started(game: string, players: number, seed: string): MatchState {
  const meta = { id: "patch23456", game, players, options: {}, visibility: "public" as const, daysPerMove: 3, seed, commitment: "c", invite: "i", createdBy: "u0", createdAt: 0, rematchOf: null, rated: false };
  const events: MatchEvent[] = [{ kind: "created", meta, seat: 0, userId: "u0", name: "P0", bots: [] }];
  for (let seat = 1; seat < players; seat++) events.push({ kind: "joined", seat, userId: `u${seat}`, name: `P${seat}` });
  let state: MatchState | null = null;
  for (const [i, e] of events.entries()) {
    const next: ReturnType<typeof stepLive>["next"] = stepLive(state, e, i + 1).next;
    if (!isOk(next)) throw new Error(textIn("en", next.error));
    state = next.ok as MatchState;
  }
  return state!;
}

describe("patches", () => {
  it("diff and applyPatch: arrays that grow, shrink or change type, keys added and removed", () => {
    const cases: [unknown, unknown][] = [
      [{ a: 1, b: [1, 2], c: { d: "x" } }, { a: 2, b: [1, 2, 3], e: null }],
      [{ b: [1, 2, 3] }, { b: [3] }],
      [{ b: [1, { x: 1 }] }, { b: "now a string" }],
      [[{ a: 1 }], [{ a: 1, b: 2 }, 5]],
      [1, { a: 1 }],
      [{ board: "....b....w.....................x" }, { board: "....b.........w...............x" }],
      [{ board: "abcdefghijklmnopqrstuvwxyz0123" }, { board: "abcdefghijkXYZlmnopqrstuvwxyz0123" }],
      [{ list: [1, 2, 3, 4, 5, 6] }, { list: [1, 2, 4, 5, 6] }],
      [{ list: [{ a: 1 }, { b: 2 }, { c: 3 }] }, { list: [{ a: 1 }, { x: 9 }, { y: 8 }, { c: 3 }] }],
      // Keys that JSON Pointer escapes, and the empty key.
      [{ "a/b": { x: 1 }, "c~d": [1], "": 1, "~1": 0 }, { "a/b": { x: 2 }, "c~d": [1, 2], "": 2, "~1": 1 }],
    ];
    for (const [before, after] of cases) {
      const frozen = wire(before);
      expect(applyPatch(wire(before), wire(diff(before, after)))).toEqual(after);
      expect(applyPatch(frozen, diff(before, after)) === frozen || JSON.stringify(frozen) === JSON.stringify(before)).toBe(true);
    }
    expect(diff({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(diff({ s: [{ "a/b~": 1 }] }, { s: [{ "a/b~": 2 }] })).toEqual([["/s/0/a~1b~0", 2]]);
    // A long string changes by a splice, not whole; an array loses an item by a splice.
    expect(diff({ board: "x".repeat(40) }, { board: "x".repeat(20) + "o" + "x".repeat(19) })).toEqual([["/board", "o", 20, 1]]);
    expect(diff({ list: [1, 2, 3, 4, 5, 6] }, { list: [1, 2, 4, 5, 6] })).toEqual([["/list", [], 2, 1]]);
  });

  it("listEdit and applyListEdit: items dropped and added in order; none when the order changed or it is not shorter", () => {
    const before = [{ m: 1 }, { m: 2 }, { m: 3 }, { m: 4 }, { m: 5 }];
    const after = [{ m: 0 }, { m: 1 }, { m: 3 }, { m: 4 }, { m: 6 }, { m: 5 }];
    const edit = listEdit(before, after)!;
    expect(edit).toEqual({ drop: [1], add: [[0, { m: 0 }], [4, { m: 6 }]] });
    expect(applyListEdit(wire(before), wire(edit))).toEqual(after);
    expect(listEdit(before, [{ m: 2 }, { m: 1 }, { m: 3 }, { m: 4 }, { m: 5 }]), "kept items reordered").toBeNull();
    expect(listEdit(before, [{ m: 9 }]), "nothing kept").toBeNull();
    expect(listEdit([1, 1, 2], [1, 2, 3]), "repeated items").toBeNull();
    // A new move like the one before it (at 0: like the first of the old list) is sent as what differs.
    const moves = [{ kind: "move", from: "A1", to: "B2" }, { kind: "move", from: "C3", to: "D4" }, { kind: "move", from: "E5", to: "F6" }];
    const next = [{ kind: "move", from: "A1", to: "B3" }, { kind: "move", from: "A1", to: "B4" }, ...moves.slice(1)];
    const alike = listEdit(moves, next)!;
    expect(alike).toEqual({ drop: [0], add: [[0, { to: "B3" }, 1], [1, { to: "B4" }, 1]] });
    expect(applyListEdit(wire(moves), wire(alike))).toEqual(next);
  });

  for (const game of allGames()) {
    let edits = 0;
    it(`${game.id}: the room's patches applied in order rebuild every viewer's resource, legal lists as changes of the last one sent, and a sealed decision patches only the decider`, () => {
      fc.assert(
        fc.property(fc.integer({ min: game.players.min, max: game.players.max }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 5, max: 60 }), (players, seed, moves) => {
          let state = started(game.id, players, `seed-${seed}`);
          const rng = new Rng(seedRng(`pick-${seed}`));
          const viewers = [...state.seats.map((_, i) => i), null];
          // The room's updates (src/match/updates.ts) and one client per viewer, reading every message through JSON as a socket does.
          // Its log lines: one per new seq, of the resource's time (the patch leaves both out) or of another.
          const live = new LiveUpdates(new BuiltCache(), (st, _you, after) => [
            { seq: after + 1, at: new Date(0).toISOString(), seat: null, kind: "earlier", text: "an earlier line" },
            { seq: st.seq, at: new Date(st.updatedAt).toISOString(), seat: null, kind: "last", text: "the last line" },
          ]);
          const tokens: (string | undefined)[] = [];
          const clients: (HeldResource | null)[] = viewers.map((you, k) => {
            const first = live.whole(state, you, ORIGIN);
            tokens[k] = first.held;
            const m = JSON.parse(first.text);
            return heldWhole(m.match, m.etag);
          });
          for (let n = 0; n < moves && state.status === "active"; n++) {
            const actors = actorsOf(state);
            const seat = actors[rng.int(actors.length)]!;
            const legal = gameOf(state).legalMoves(state.game, seat);
            if (legal.length === 0) break;
            const { event, next } = stepLive(state, { kind: "move", seat, move: legal[rng.int(legal.length)] }, 100 + n);
            if (!isOk(next)) throw new Error(textIn("en", next.error));
            const before = state;
            state = next.ok;
            const round = live.round(state, ORIGIN);
            for (const [k, you] of viewers.entries()) {
              if (event.kind === "sealed" && you !== seat) {
                // The room sends them nothing (room.ts broadcast's `only`): nothing of theirs changed.
                expect(resourceOps(buildResource(before, you, ORIGIN), buildResource(state, you, ORIGIN)), `viewer ${you} of a sealed decision`).toEqual([]);
                expect(buildResource(state, you, ORIGIN).legal).toEqual(buildResource(before, you, ORIGIN).legal);
                continue;
              }
              const update = round.updateFor(you, tokens[k], "en");
              if (!update) continue;
              tokens[k] = update.held;
              const msg = JSON.parse(update.text);
              expect(msg.type, `viewer ${you} after move ${n}`).toBe("patch");
              if (msg.legal && !Array.isArray(msg.legal)) edits++;
              const heldSeq = clients[k]!.match.seq;
              clients[k] = applyLivePatch(clients[k]!, msg);
              expect(clients[k]?.match, `viewer ${you} after move ${n}`).toEqual(wire(buildResource(state, you, ORIGIN)));
              expect(clients[k]?.etag).toBe(etagOf(state, you));
              expect(linesOf(msg.log, clients[k]!.match).map((l) => [l.seq, l.at])).toEqual(
                state.seq > heldSeq ? [[heldSeq + 1, new Date(0).toISOString()], [state.seq, new Date(state.updatedAt).toISOString()]] : [],
              );
            }
            round.finish();
          }
        }),
        { numRuns: 12 },
      );
      // The lists did go as changes (not only whole), so the property covers them.
      expect(edits).toBeGreaterThan(0);
    });
  }
});
