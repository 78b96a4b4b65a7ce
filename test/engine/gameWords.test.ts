/**
 * The games' own texts in both languages (docs/i18n.md, "The games' texts"): in random matches of
 * every game, every text a game writes — each log line for every viewer, the refusals of random
 * junk, of moves from another position and of seats that are not deciding, the notation's
 * refusals, the outcome's reason and the notes — is written in English and in French without
 * throwing, non-empty, with no parameter left unfilled, and the French differs from the English;
 * and the French tells a viewer nothing the English does not: for twin states (the same but for
 * what the viewer cannot see, test/engine/helpers.ts), wherever the English reads the same, so
 * does the French.
 */
import { describe, expect, it } from "vitest";
import { isOk, type Game, type Seat, type Text } from "../../src/engine/game";
import { Rng, seedRng } from "../../src/engine/rng";
import { textIn } from "../../src/shared/i18n";
import { kits, randomPlayout } from "./helpers";

/** A game's text in both languages, checked. */
function written(text: Text, where: string): { en: string; fr: string } {
  const en = textIn("en", text);
  const fr = textIn("fr", text);
  for (const [lang, t] of [["en", en], ["fr", fr]] as const) {
    expect(t.trim(), `${where} (${lang}) is empty`).not.toBe("");
    expect(t, `${where} (${lang})`).not.toMatch(/undefined|NaN|\[object|\$\{|\{[a-z]\w*\}/);
  }
  // A message has words of its language (a plain string, which reads the same in both, is not one).
  if (typeof text !== "string") expect(fr, `${where}: the French is the English`).not.toBe(en);
  return { en, fr };
}

const JUNK: unknown[] = [null, 42, "E5", {}, [], { kind: "zzz" }, { kind: "play" }, { kind: "move", from: 3 }, { kind: "wake", card: "W1", target: 9 }];
const JUNK_TEXT = ["", "zz", "@", "Q99", "x:", "P@Z9", "E5:E5:E5", "W1>p9", "3 done", "pass pass"];

for (const { game, counts, twin } of kits as { game: Game; counts: number[]; twin: (s: unknown, v: Seat | null, r: Rng) => unknown }[]) {
  describe(`${game.id}: its texts in English and French`, () => {
    for (const players of counts) {
      const seed = `words-${game.id}-${players}`;
      const match = randomPlayout(game, players, seed, { limit: game.id === "conspirateurs" ? 400 : 3000, randomSeat: true });
      const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];

      it(`${players} players: every log line, refusal, note and the outcome reads in both languages`, () => {
        let messages = 0;
        const check = (text: Text, where: string) => {
          if (typeof text !== "string") messages++;
          written(text, where);
        };
        match.moves.forEach(({ seat, move }, i) => {
          const [before, after] = [match.states[i], match.states[i + 1]];
          for (const v of viewers) check(game.describe(before, seat, move, after, v), `log line ${i} for ${v}`);
          for (let s = 0; s < players; s++) for (const note of game.notesFor?.(after, s) ?? []) check(note, `note ${i} for ${s}`);
          if (i % 7 !== 0) return;
          // refusals: junk, a move of another position, a seat that is not deciding, a seat that is not there
          const actors = game.actors(before);
          for (const junk of JUNK) {
            const r = game.apply(before, seat, junk);
            if (!isOk(r)) check(r.error, `refusal of ${JSON.stringify(junk)}`);
          }
          for (const other of match.moves.slice(Math.max(0, i - 5), i + 5)) {
            const r = game.apply(before, seat, other.move);
            if (!isOk(r)) check(r.error, `refusal of ${game.formatMove(other.move)} at ${i}`);
          }
          for (let s = 0; s < players; s++) {
            if (actors.includes(s)) continue;
            const r = game.apply(before, s, move);
            if (!isOk(r)) check(r.error, `refusal of seat ${s}`);
          }
          const absent = game.apply(before, players + 3, move);
          if (!isOk(absent)) check(absent.error, "refusal of an absent seat");
        });
        for (const junk of JUNK_TEXT) {
          const r = game.parseMove(junk);
          if (!isOk(r)) check(r.error, `notation "${junk}"`);
        }
        const outcome = game.outcome(match.final);
        if (outcome) {
          check(outcome.reason, "outcome");
          const r = game.apply(match.final, 0, match.moves.at(-1)!.move);
          if (!isOk(r)) check(r.error, "a move after the end");
        }
        expect(messages).toBeGreaterThan(50);
      });

      it(`${players} players: the French tells a viewer nothing the English does not`, () => {
        const r = new Rng(seedRng(`twin-words:${seed}`));
        let compared = 0;
        match.moves.forEach(({ seat, move }, i) => {
          const s = match.states[i];
          if (i % 3 !== 0 || game.outcome(s)) return;
          for (const v of viewers) {
            const t = twin(s, v, r);
            if (!t) continue;
            const tAfter = game.apply(t, seat, move);
            if (!isOk(tAfter)) continue;
            const mine = written(game.describe(s, seat, move, match.states[i + 1], v), "log line");
            const theirs = written(game.describe(t, seat, move, tAfter.ok, v), "twin's log line");
            compared++;
            if (mine.en === theirs.en) expect(theirs.fr, `log line ${i} for ${v}`).toBe(mine.fr);
            if (v === null) continue;
            const notes = (x: unknown) => (game.notesFor?.(x, v) ?? []).map((n) => written(n, "note"));
            const [ns, nt] = [notes(match.states[i + 1]), notes(tAfter.ok)];
            if (JSON.stringify(ns.map((n) => n.en)) === JSON.stringify(nt.map((n) => n.en))) expect(nt.map((n) => n.fr)).toEqual(ns.map((n) => n.fr));
          }
        });
        expect(compared).toBeGreaterThan(5);
      });
    }
  });
}
