/**
 * No leak: Conspirateurs has no hidden information, so the only secret is the generator state
 * (and the seed). Changing it must leave every viewer's view, legal moves and log lines
 * byte-identical, and views must be the same for every viewer.
 */
import { describe, expect, it } from "vitest";
import { seedRng } from "../../../src/engine/rng";
import { countMoves } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { conspirateursKit } from "../helpers";
import { playout } from "./policy";

const { game } = conspirateursKit;

describe("no leak", () => {
  it.each([2, 3, 4])("%i players: views, legal moves and log lines ignore the generator state", (players) => {
    let checked = 0;
    for (let m = 0; m < 12; m++) {
      const seed = `leak-${players}-${m}`;
      const { moves } = playout(players, seed);
      let s = game.setup(players, {}, seed);
      for (let k = 0; k < moves.length; k++) {
        const { seat, move } = moves[k]!;
        const after = (game.apply(s, seat, move) as { ok: State }).ok;
        if (k % 23 === m % 23 || k === moves.length - 1) {
          const rng = seedRng(`other-${k}`);
          const before2 = { ...s, rng: seedRng(`x-${k}`) };
          const after2 = { ...after, rng };
          const spectator = JSON.stringify(game.view(after, null));
          for (const n of after.rng) expect(spectator).not.toContain(String(n));
          expect(spectator).not.toContain("rng");
          expect(spectator).not.toContain(seed);
          for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) {
            const v = JSON.stringify(game.view(after, viewer));
            expect(v).toBe(JSON.stringify(game.view(after2, viewer)));
            expect(v).toBe(spectator); // nothing is hidden from anyone
            expect(game.describe(s, seat, move as Move, after, viewer)).toBe(game.describe(before2, seat, move as Move, after2, viewer));
          }
          if (countMoves(after) <= 3000) {
            for (let p = 0; p < players; p++) {
              expect(JSON.stringify(game.legalMoves(after, p))).toBe(JSON.stringify(game.legalMoves(after2, p)));
            }
          }
          checked++;
        }
        s = after;
      }
      expect(game.outcome(s)).not.toBeNull();
    }
    expect(checked).toBeGreaterThan(100);
  });
});
