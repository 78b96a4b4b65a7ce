/**
 * Regression fingerprint of move generation and validation. Along fixed-seed matches (the
 * first-legal-move policy, uniform random play, and the progress-biased playout policy of
 * helpers.ts) every legal list is hashed as JSON, so its content AND its order count (bots pick
 * by index; the benchmark plays the first legal move), together with the state `apply` returns
 * for the move played, the reasons it gives for a sample of illegal moves, the views, log lines
 * and outcomes. Any change of content or order fails here.
 * History: the figures were first computed with the engine as it was before move generation was
 * rewritten for speed (commit dee5aa5), and updated once for a change of wording. They were
 * computed anew when a leap chain became a sequence of decisions (issue 18, CO-9): the lists are
 * now decisions (steps, single leaps, `stop`), so every figure changed. What the old figures
 * pinned is kept by oracle.test.ts: on the very positions of the old walks, the chains the new
 * decisions complete equal the old engine's lists (kept as a test-only oracle in oracle.ts).
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../../src/engine/rng";
import { LABELS } from "../../../src/engine/conspirateurs/geometry";
import { countMoves, hasMove, winnersOf } from "../../../src/engine/conspirateurs/rules";
import type { Move, State } from "../../../src/engine/conspirateurs/types";
import { encode } from "../../../src/engine/conspirateurs/notation";
import { conspirateursKit } from "../helpers";
import { playout } from "./policy";
import { textIn, writtenIn } from "../../../src/shared/i18n";

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
    fp.add(textIn("en", r.error));
    return null;
  }
  fp.add(JSON.stringify(r.ok));
  fp.add(textIn("en", game.describe(s, seat, move as Move, r.ok, null)));
  return r.ok;
}

const cell = (rng: Rng): string => LABELS[rng.int(LABELS.length)]!;

/** A few moves that are mostly illegal: random cells, and the legal `near` with a landing added, dropped or changed. */
function oddMoves(rng: Rng, s: State, near: Move | undefined): unknown[] {
  const out: unknown[] = [
    { kind: "drop", at: cell(rng) },
    { kind: "move", from: cell(rng), via: [], to: cell(rng) },
    { kind: "move", from: cell(rng), via: [cell(rng)], to: cell(rng) },
    { kind: "stop" },
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
  fp.add(JSON.stringify(writtenIn("en", game.view(s, null))));
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
    expect(got).toEqual(FIRST);
  });

  it("uniform random play (deep leap chains, long lists), 2, 3 and 4 players", () => {
    const got = [2, 3, 4].map((players) => walk(players, `random-${players}`, 160, (legal, rng) => rng.pick(legal)));
    expect(got).toEqual(RANDOM);
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
    expect(got).toEqual(POLICY);
  });

  it("the crowded position of docs/rules (121,707 chains), whole list", () => {
    const s = pos("17/17/17/17/17/3w9w3/4w1b1bwbwb4/3bw1w1w1b2b3/4wbbbw1bwb4/3bw1b1w1b1bb3/3wbwwbww1wb4/3w13/17/17/17/17/17 2 b 0,0 56");
    const fp = new Fingerprint();
    fp.add(JSON.stringify(game.legalMoves(s, 0)));
    expect(fp.value).toBe(CROWDED);
  });
});

// the figures, computed with the engine of issue 18 (see the header)
const FIRST = ["7840:99ddf69b", "8261:7dceeba7", "8711:f9808ec9"];
const RANDOM = ["2942:a294a6a", "3099:9ce4711c", "3301:2a3591d"];
const POLICY = [
  "1185:cad7e956", "1431:26f445e7", // 2 players
  "1568:4c166878", "1392:7e4fe851", // 3 players
  "2097:a49b3d76", "1571:661ccaf0", // 4 players
];
const CROWDED = "1:14b12b10";
