/**
 * The worker project's runtime lives for all the files of one worker (vitest.config.mts), and a
 * file may make thousands of requests (bots.test.ts plays whole matches and polls them): each must
 * be as fast as the first. Unpatched, the pool wrapped its entrypoint wrapper in one more Proxy per
 * request through `SELF.fetch` (cloudflare/workers-sdk#15092; patches/ fixes the 0.14.9 we pin):
 * measured here at load 10, 250 requests took 5 s, then 20 s, 75 s and 189 s, and a long match
 * overflowed the stack. `inIsolate` calls the handler without the wrapper.
 */
import { expect, it } from "vitest";
import { client, inIsolate, throughSelf, type Fetcher } from "./helpers";

const ways: [string, Fetcher][] = [
  ["SELF.fetch", throughSelf],
  ["inIsolate", inIsolate],
];

it.each(ways)("3,000 requests through %s: the last ones are as quick as the first", async (_, fetcher) => {
  const c = client("", "Counter", fetcher);
  const batches: number[] = [];
  for (let batch = 0; batch < 6; batch++) {
    const started = Date.now();
    for (let i = 0; i < 500; i++) {
      const r = await c.fetch("/api/games");
      expect(r.status).toBe(200);
      await r.arrayBuffer();
    }
    batches.push(Date.now() - started);
  }
  console.log(`ms per 500 requests: ${batches.join(", ")}`);
  // No growth with the number of requests made before (a shared machine's noise aside).
  expect(batches[5]!).toBeLessThan(5 * Math.max(batches[1]!, 200));
}, 60_000);
