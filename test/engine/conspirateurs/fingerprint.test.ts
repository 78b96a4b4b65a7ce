/**
 * Regression fingerprint of move generation and validation. Along fixed-seed matches (the
 * first-legal-move policy, uniform random play, and the progress-biased playout policy of
 * helpers.ts) every legal list is hashed as JSON, so its content AND its order count (bots pick
 * by index; the benchmark plays the first legal move), together with the state `apply` returns
 * for the move played, the reasons it gives for a sample of illegal moves, the views, log lines
 * and outcomes. The expected figures were computed with the engine as it was before move
 * generation was rewritten for speed (commit dee5aa5): any change of content or order fails here.
 * Two figures were updated once since, for one change of wording only: the refusal of a chain
 * back to its starting cell no longer ends with the ruling code "(CO-13)" (players read it; the
 * figures were checked equal to the old ones with the old wording on the same engine).
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../../src/engine/rng";
import { LABELS } from "../../../src/engine/conspirateurs/geometry";
import { countMoves, hasMove, winnersOf } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { encode } from "../../../src/engine/conspirateurs/notation";
import { conspirateursKit } from "../helpers";
import { playout } from "./policy";

const { game, pos } = conspirateursKit;

/** A running 32-bit FNV-1a hash over strings, with a count of the items hashed. */
class Fingerprint {
  hash = 0x811c9dc5;
  items = 0;
  add(text: string): void {
    let h = this.hash;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    this.hash = Math.imul(h ^ 10, 16777619) >>> 0; // a separator
    this.items++;
  }
  get value(): string {
    return `${this.items}:${this.hash.toString(16)}`;
  }
}

/** Lists longer than this are hashed by their count, first and last entries. */
const WHOLE = 3000;

function addLegal(fp: Fingerprint, s: State): Move[] {
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === s.turn) continue;
    fp.add(JSON.stringify(game.legalMoves(s, seat)));
  }
  const legal = game.legalMoves(s, s.turn);
  fp.add(String(legal.length));
  fp.add(String(countMoves(s)));
  fp.add(JSON.stringify(legal.length <= WHOLE ? legal : [...legal.slice(0, 100), ...legal.slice(-100)]));
  return legal;
}

/** Applies `move` and hashes the result: the next state, or the reason it was refused. */
function addApply(fp: Fingerprint, s: State, seat: number, move: unknown): State | null {
  const r = game.apply(s, seat, move as Move);
  if ("error" in r) {
    fp.add(r.error);
    return null;
  }
  fp.add(JSON.stringify(r.ok));
  fp.add(game.describe(s, seat, move as Move, r.ok, null));
  return r.ok;
}

const cell = (rng: Rng): string => LABELS[rng.int(LABELS.length)]!;

/** A few moves that are mostly illegal: random cells, and the legal `near` with a landing added, dropped or changed. */
function oddMoves(rng: Rng, s: State, near: Move | undefined): unknown[] {
  const out: unknown[] = [
    { kind: "drop", at: cell(rng) },
    { kind: "move", from: cell(rng), via: [], to: cell(rng) },
    { kind: "move", from: cell(rng), via: [cell(rng)], to: cell(rng) },
  ];
  if (near?.kind === "move") {
    out.push({ ...near, via: [...near.via, near.to], to: cell(rng) });
    out.push({ ...near, via: near.via.slice(0, -1) });
    out.push({ ...near, to: cell(rng) });
    out.push({ ...near, via: [near.to], to: near.from });
    out.push({ kind: "move", from: near.from.toLowerCase(), to: ` ${near.to}` });
  }
  out.push({ ...(near ?? {}), extra: 1 });
  return out;
}

function addView(fp: Fingerprint, s: State): void {
  fp.add(encode(s));
  fp.add(JSON.stringify(game.view(s, null)));
  fp.add(JSON.stringify(game.outcome(s)));
  fp.add(JSON.stringify(winnersOf(s)));
  for (let seat = 0; seat < s.players; seat++) fp.add(String(hasMove(s, seat)));
}

/** Plays `plies` moves with `pick` choosing among the legal list, hashing everything on the way. */
function walk(players: number, seed: string, plies: number, pick: (legal: Move[], rng: Rng) => Move): string {
  const fp = new Fingerprint();
  const rng = new Rng(seedRng(`fingerprint:${seed}`));
  let s = game.setup(players, {}, seed);
  while (!s.result && s.ply < plies) {
    const legal = addLegal(fp, s);
    const move = pick(legal, rng);
    for (const odd of oddMoves(rng, s, legal[rng.int(legal.length)])) addApply(fp, s, s.turn, odd);
    addApply(fp, s, (s.turn + 1) % players, move);
    const next = addApply(fp, s, s.turn, move);
    if (!next) throw new Error(`a legal move was refused at ${encode(s)}`);
    s = next;
    if (s.ply % 10 === 0) addView(fp, s);
  }
  addView(fp, s);
  return fp.value;
}

describe("fingerprint of legal lists, apply and outcomes (order matters)", () => {
  it("the first-legal-move policy (as the benchmark plays), 2, 3 and 4 players", () => {
    const got = [2, 3, 4].map((players) => walk(players, `first-${players}`, 400, (legal) => legal[0]!));
    expect(got).toEqual(["7360:fd626911", "7751:692f15ee", "8234:fda1100f"]);
  });

  it("uniform random play (deep leap chains, long lists), 2, 3 and 4 players", () => {
    const got = [2, 3, 4].map((players) => walk(players, `random-${players}`, 160, (legal, rng) => rng.pick(legal)));
    expect(got).toEqual(["2705:5539dc73", "2843:9fb7d5d1", "3059:7941a5a6"]);
  });

  it("the playout policy of the property tests, to the end of the match", () => {
    const got: string[] = [];
    for (const players of [2, 3, 4]) {
      for (let m = 0; m < 2; m++) {
        const fp = new Fingerprint();
        const { final, moves } = playout(players, `fingerprint-${players}-${m}`, 5000, (s) => {
          addLegal(fp, s);
          if (s.ply % 25 === 0) addView(fp, s);
        });
        fp.add(JSON.stringify(moves));
        addView(fp, final);
        got.push(fp.value);
      }
    }
    expect(got).toEqual([
      "1173:e6f9d89d", "1437:cbb3826d", // 2 players
      "1575:8317a678", "1378:bde734b", // 3 players
      "2081:44f36950", "1595:84c31423", // 4 players
    ]);
  });

  it("the crowded position of docs/rules (121,707 moves), whole list", () => {
    const s = pos("17/17/17/17/17/3w9w3/4w1b1bwbwb4/3bw1w1w1b2b3/4wbbbw1bwb4/3bw1b1w1b1bb3/3wbwwbww1wb4/3w13/17/17/17/17/17 2 b 0,0 56");
    const fp = new Fingerprint();
    fp.add(JSON.stringify(game.legalMoves(s, 0)));
    expect(fp.value).toBe("1:b9e71c0d");
  });
});
