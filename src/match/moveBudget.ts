/**
 * How many moves a player may send to one match: a token bucket per player, held by the room
 * (which already serialises that player's moves), for HTTP and socket moves alike. Full, it holds
 * one minute's budget; it refills at the same rate. Forgotten when the room is evicted, which can
 * only ever hand a player one more minute's budget.
 */
export const DEFAULT_MOVES_PER_MINUTE = 120;

/** The budget from the environment (`MOVES_PER_MINUTE`, a positive whole number), else the default. */
export function movesPerMinute(env: { MOVES_PER_MINUTE?: string }): number {
  const n = Number(env.MOVES_PER_MINUTE ?? DEFAULT_MOVES_PER_MINUTE);
  if (!Number.isInteger(n) || n < 1) throw new Error(`MOVES_PER_MINUTE must be a positive whole number, not ${JSON.stringify(env.MOVES_PER_MINUTE)}`);
  return n;
}

export class MoveBudget {
  private buckets = new Map<string, { tokens: number; at: number }>();

  /** `clock`: the time in ms (tests stop it, so that a slow machine does not refill the bucket under them). */
  constructor(readonly perMinute: number, public clock: () => number = Date.now) {}

  /** Spends one move of `userId`'s budget: 0 when allowed, else the seconds to wait. */
  take(userId: string, now = this.clock()): number {
    const perMs = this.perMinute / 60_000;
    const b = this.buckets.get(userId) ?? { tokens: this.perMinute, at: now };
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * perMs);
    b.at = now;
    this.buckets.set(userId, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
  }
}
