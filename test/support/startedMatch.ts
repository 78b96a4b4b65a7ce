/** A match as the room folds it, for tests of what the room derives from a state (pure: no runtime). */
import { isOk } from "../../src/engine/game";
import { step } from "../../src/match/fold";
import type { MatchEvent, MatchState } from "../../src/match/state";
import { textIn } from "../../src/shared/i18n";

/** The state these events fold to, each at time 1; an event `step` refuses throws its reason. */
export function folded(events: MatchEvent[]): MatchState {
  let state: MatchState | null = null;
  for (const e of events) {
    const next = step(state, e, 1);
    if (!isOk(next)) throw new Error(textIn("en", next.error));
    state = next.ok;
  }
  return state!;
}

/** `game` with `players` seats, created by u0 and joined by the others (the computer at `bots`' seats), at time 1. */
export function started(game: string, players: number, rated = true, bots: { seat: number; level: "easy" | "normal" | "strong" }[] = []): MatchState {
  const meta = { id: "result2345", game, players, options: {}, visibility: "public" as const, daysPerMove: null, seed: "s", invite: "i", createdBy: "u0", createdAt: 0, rematchOf: null, rated };
  const events: MatchEvent[] = [{ kind: "created", meta, seat: 0, userId: "u0", name: "P0", bots }];
  for (let seat = 1; seat < players; seat++) if (!bots.some((b) => b.seat === seat)) events.push({ kind: "joined", seat, userId: `u${seat}`, name: `P${seat}` });
  return folded(events);
}
