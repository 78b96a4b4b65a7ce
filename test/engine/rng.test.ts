import { describe, expect, it } from "vitest";
import { CHACHA20_SEED_PREFIX, Rng, rngKind, seedRng } from "../../src/engine/rng";

describe("seeded generator", () => {
  it("replays exactly from the same seed and differs for another", () => {
    const a = new Rng(seedRng("match-1"));
    const b = new Rng(seedRng("match-1"));
    const c = new Rng(seedRng("match-2"));
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
  });

  it("keeps its whole state as JSON: a generator rebuilt from JSON continues the same sequence", () => {
    const a = new Rng(seedRng("json"));
    a.next();
    const copy = new Rng(JSON.parse(JSON.stringify(a.state)));
    expect(copy.next()).toBe(a.next());
    expect(copy.int(1000)).toBe(a.int(1000));
  });

  it("draws integers uniformly in range", () => {
    const r = new Rng(seedRng("uniform"));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.int(6)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it("shuffles into a permutation without touching its input", () => {
    const r = new Rng(seedRng("shuffle"));
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = r.shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
  });

  it("refuses impossible ranges", () => {
    const r = new Rng(seedRng("x"));
    expect(() => r.int(0)).toThrow(/positive integer/);
    expect(() => r.pick([])).toThrow(/empty/);
  });
});

describe("the generators of old and new matches (issue #29, item 6)", () => {
  it("a seed without the prefix is dealt by sfc32 exactly as before (matches stored before replay as played)", () => {
    // The first outputs of seedRng("match-1") with main's rng.ts before ChaCha20 came in.
    const r = new Rng(seedRng("match-1"));
    expect(Array.from({ length: 6 }, () => r.next())).toEqual([4186545139, 1127551493, 1901494317, 1903772925, 1303530625, 280251721]);
    expect(rngKind(seedRng("6f1c2a9e-3b7d-4e58-9a10-2c4d5e6f7a8b"))).toBe("sfc32");
  });

  it("a chacha20: seed is the ChaCha20 keystream (RFC 8439, A.1 test vector 1 for the zero key)", () => {
    expect(rngKind(seedRng(`${CHACHA20_SEED_PREFIX}abc`))).toBe("chacha20");
    const zero = new Rng([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Keystream bytes 76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28, read as little-endian words.
    expect(Array.from({ length: 4 }, () => zero.next())).toEqual([0xade0b876, 0x903df1a0, 0xe56a5d40, 0x28bd8653]);
  });

  it("the ChaCha20 state round-trips through JSON anywhere in a block, across block boundaries", () => {
    for (const skip of [0, 1, 15, 16, 17, 40]) {
      const a = new Rng(seedRng(`${CHACHA20_SEED_PREFIX}json`));
      for (let i = 0; i < skip; i++) a.next();
      const copy = new Rng(JSON.parse(JSON.stringify(a.state)));
      expect(Array.from({ length: 20 }, () => copy.next()), `after ${skip}`).toEqual(Array.from({ length: 20 }, () => a.next()));
    }
    const a = new Rng(seedRng(`${CHACHA20_SEED_PREFIX}m1`));
    const b = new Rng(seedRng(`${CHACHA20_SEED_PREFIX}m2`));
    expect(a.next()).not.toBe(b.next());
  });

  it("draws integers uniformly with ChaCha20 too", () => {
    const r = new Rng(seedRng(`${CHACHA20_SEED_PREFIX}uniform`));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.int(6)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it("refuses a state that is neither generator's", () => {
    for (const bad of [[], [1, 2, 3], [1, 2, 3, -1], [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16], [1.5, 0, 0, 0]]) {
      expect(() => new Rng(bad), JSON.stringify(bad)).toThrow(/generator state/);
    }
  });
});
