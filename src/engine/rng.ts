/**
 * The seeded generators of every shuffle and every computer choice. Their whole state is plain JSON
 * (an array of uint32 words), so that a game state holding it round-trips through JSON and a match
 * replays exactly from its seed. Functional use: `const r = new Rng(state.rng); const i = r.int(6); next.rng = r.state;`
 *
 * Two generators, told apart by the seed's form, which is the version (docs/security.md):
 * - `chacha20:…` seeds (every match made since issue #29): the ChaCha20 keystream (RFC 8439, from
 *   @noble/ciphers) keyed by the SHA-256 of the seed. Its state, [2, key×8, block, word], is the
 *   secret: no number of outputs tells the next ones without the key.
 * - Any other seed (matches stored before, tests, notation fixtures): sfc32 seeded by cyrb128, as
 *   those matches were dealt: they replay exactly as they were played. Its state is four words.
 */
import { chacha20 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";

/** sfc32's four words, or ChaCha20's [2, key×8, block counter, words used of that block]. */
export type RngState = number[];

/** A seed with this prefix is dealt by ChaCha20; the room gives every new match one. */
export const CHACHA20_SEED_PREFIX = "chacha20:";
const CHACHA20 = 2;

/** cyrb128: spreads a string seed over four 32-bit words. */
function hashSeed(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string): RngState {
  if (seed.startsWith(CHACHA20_SEED_PREFIX)) {
    const key = new DataView(sha256(new TextEncoder().encode(seed)).buffer);
    return [CHACHA20, ...Array.from({ length: 8 }, (_, i) => key.getUint32(i * 4, true)), 0, 0];
  }
  const r = new Sfc32(hashSeed(seed));
  for (let i = 0; i < 12; i++) r.next(); // warm up: sfc32 mixes poorly for its first outputs
  return r.state;
}

/** Which generator a state belongs to, or an error naming what is wrong with it. */
export function rngKind(state: readonly number[]): "sfc32" | "chacha20" | { error: string } {
  const words = state.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff);
  if (words && state.length === 4) return "sfc32";
  if (words && state.length === 11 && state[0] === CHACHA20 && state[10]! < 16) return "chacha20";
  return { error: "a generator state is 4 words (sfc32) or 11 starting with 2 (ChaCha20)" };
}

interface Generator {
  next(): number;
  readonly state: RngState;
}

class ChaCha20 implements Generator {
  private readonly key: Uint8Array;
  private readonly words: number[];
  private blockNo: number;
  private used: number;
  private block: Uint32Array | null = null;
  private static readonly NONCE = new Uint8Array(12);
  private static readonly ZEROS = new Uint8Array(64);

  constructor(state: RngState) {
    this.words = state.slice(1, 9);
    const key = new DataView(new ArrayBuffer(32));
    this.words.forEach((w, i) => key.setUint32(i * 4, w, true));
    this.key = new Uint8Array(key.buffer);
    this.blockNo = state[9]!;
    this.used = state[10]!;
  }

  get state(): RngState {
    return [CHACHA20, ...this.words, this.blockNo, this.used];
  }

  next(): number {
    if (!this.block) {
      const bytes = chacha20(this.key, ChaCha20.NONCE, ChaCha20.ZEROS, new Uint8Array(64), this.blockNo);
      const view = new DataView(bytes.buffer);
      this.block = Uint32Array.from({ length: 16 }, (_, i) => view.getUint32(i * 4, true));
    }
    const out = this.block[this.used++]!;
    if (this.used === 16) {
      this.used = 0;
      this.blockNo = (this.blockNo + 1) >>> 0;
      this.block = null;
    }
    return out;
  }
}

class Sfc32 implements Generator {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state as [number, number, number, number];
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    return t >>> 0;
  }
}

export class Rng {
  private readonly gen: Generator;

  constructor(state: RngState) {
    const kind = rngKind(state);
    if (typeof kind !== "string") throw new RangeError(kind.error);
    this.gen = kind === "chacha20" ? new ChaCha20(state) : new Sfc32(state);
  }

  /** A copy of the current state, to store back into the game state. */
  get state(): RngState {
    return this.gen.state;
  }

  /** Next uint32. */
  next(): number {
    return this.gen.next();
  }

  /** Uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    const limit = Math.floor(0x100000000 / n) * n;
    let x = this.next();
    while (x >= limit) x = this.next();
    return x % n;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick from an empty list");
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates; returns a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
