/**
 * A file of the worker project may make thousands of requests (bots.test.ts plays whole matches
 * and polls them) through `inIsolate`, each as fast as the first. Through `SELF.fetch` the pool's
 * entrypoint wrapper is wrapped in one more Proxy per request (helpers.ts): measured here at load
 * 10, 250 requests took 5 s, then 20 s, 75 s and 189 s, and a long match overflowed the stack.
 */
import { expect, it } from "vitest";
import { client, inIsolate } from "./helpers";

it("3,000 requests in one file: the last ones are as quick as the first", async () => {
  const c = client("", "Counter", inIsolate);
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
