/**
 * What earlier versions wrote, read as today's. A room's log outlives the code that wrote it: every
 * rule for reading an older log, snapshot or client lives here, or is listed here with where it lives.
 *
 * Applied here:
 * - **Moves say `kind`** (#37): Sleepers and Sub Rosa moves were once `{type: …}`. A stored event's
 *   move (`move`, `timeout`, `sealed`, and the decisions an event reveals) reads as `{kind: type, …}`
 *   when the log is read back (store.ts), and so does a move sent by an API client or a cached app
 *   (room.ts `move`, the one door of the API, the socket and reply-by-email), before it is checked,
 *   and so does a replay file saved then (fairness.ts `verifyReplay`, scripts/verify-match.mjs).
 *
 * Kept where they are read (each is a fallback on the spot, not worth a layer of its own):
 * - Snapshot fields absent in older snapshots: `seatOffers`, `leavers` (state.ts, read with `?? {}`
 *   / `?? []` in seats.ts), `sealed` (`sealedOf`, state.ts).
 * - A timeout without `leaves` (logged before the computer took over a late seat for good) lets the
 *   bot make one decision and the seat stays its player's (fold.ts, the `timeout` step; bots.ts
 *   `timeoutEvent` writes it).
 * - A logged `move` is always public, so logs written before sealed decisions (SP-5), one event per
 *   decision, replay as written (fold.ts `stepLive`, state.ts `MatchEvent`).
 * - Draw parties leave out a seat whose player left, as before the computer answered offers, so
 *   stored logs replay to the state they had (state.ts `seatsStillIn`).
 * - A room created before the commitment to the seed computes it when it wakes (room.ts, its
 *   constructor).
 * - Seeds without a generator prefix are dealt with sfc32, `chacha20:` ones with ChaCha20
 *   (src/engine/rng.ts; test/fixtures/replays).
 */
import type { MatchEvent, SealedDecision } from "./state";

/** A move as today's engines read it: an object with `type` and no `kind` reads as `{kind: type, …rest}`; anything else as it is. */
export function moveAsToday(move: unknown): unknown {
  if (typeof move !== "object" || move === null || Array.isArray(move) || !("type" in move) || "kind" in move) return move;
  const { type, ...rest } = move as { type: unknown };
  return { kind: type, ...rest };
}

/** The decisions as today's spelling reads them: the same array when none was written otherwise. */
function decisionsAsToday(sealed: SealedDecision[]): SealedDecision[] {
  const read = sealed.map((d) => {
    const move = moveAsToday(d.move);
    return move === d.move ? d : { ...d, move };
  });
  return read.every((d, i) => d === sealed[i]) ? sealed : read;
}

/**
 * A stored event as today's fold reads it: its move and the decisions it reveals in today's
 * spelling. Every read of a log passes here, so an event already in today's spelling is returned as
 * it is, not copied.
 */
export function eventAsToday(event: MatchEvent): MatchEvent {
  let read = event;
  if ("move" in read && read.move != null) {
    const move = moveAsToday(read.move);
    if (move !== read.move) read = { ...read, move } as MatchEvent;
  }
  if ("sealed" in read && Array.isArray(read.sealed)) {
    const sealed = decisionsAsToday(read.sealed);
    if (sealed !== read.sealed) read = { ...read, sealed } as MatchEvent;
  }
  return read;
}

/** A stored event row's payload, parsed and read as today's. */
export const readEvent = (payload: string): MatchEvent => eventAsToday(JSON.parse(payload) as MatchEvent);
