// What every socket client of the benchmarks does the same way (ours, boardgame.io, the floor):
// open many spectator sockets without a storm, and time one move until it has arrived.
import { now, until } from "./lib.mjs";

/** Opens `count` sockets with `open()`, 20 at a time (a storm of handshakes would time the handshakes). */
export async function openInBatches(count, open) {
  const opened = [];
  for (let i = 0; i < count; i += 20) opened.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => open()))));
  return opened;
}

/**
 * One match of up to `moves` moves: `setUp()` opens it (its time is `setupMs`), `gate` (if any) is
 * awaited, then `playOne()` plays each move until `moves` or `deadline` (a now() value, or a
 * function giving one); `close()` closes its sockets whatever happens.
 */
export async function timedMatch({ moves, gate = null, deadline = Infinity, setUp, playOne, close }) {
  const t0 = now();
  await setUp();
  const setupMs = now() - t0;
  if (gate) await gate();
  let done = 0;
  try {
    for (; done < moves && now() < until(deadline); done++) await playOne();
  } finally {
    close();
  }
  return { moves: done, matches: 1, setupMs };
}

/**
 * One timed move: `send()` it, then wait until the mover's own socket has the next position
 * (`arrived()`, whose answer is returned) and push the time since sending to `latencies`; with
 * `watchersArrived`, then wait until every spectator has it too and push that time to
 * `spectatorLatencies`.
 */
export async function timedMove(send, arrived, { latencies, watchersArrived = null, spectatorLatencies = null }) {
  const sentAt = now();
  send();
  const next = await arrived();
  latencies.push(now() - sentAt);
  if (watchersArrived) {
    await watchersArrived();
    spectatorLatencies.push(now() - sentAt);
  }
  return next;
}
