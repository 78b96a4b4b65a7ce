// The opt-in usage meter (src/meter.ts) that the benchmark's cost counts read: off by default and
// in production, and when on it counts Worker requests, D1 queries with the rows their `meta`
// reports, and calls on room stubs, without changing what the calls return.
import { SELF, createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env";
import { meterOn, meterReport, meteredEnv, meteredFetch } from "../../src/meter";

interface Totals {
  workerRequests: number;
  doRequests: number;
  d1Queries: number;
  d1RowsWritten: number;
  d1RowsWrittenBySql: Record<string, number>;
  doRequestsByMethod: Record<string, number>;
}
const totals = async (): Promise<Totals> => (await meterReport().json()) as Totals;
const on = { ...(env as unknown as Env), METER: "1" } as Env;

describe("the usage meter", () => {
  it("is off unless METER is 1 in development or test; off, it hands the env through and has no route", async () => {
    expect(meterOn({ ENVIRONMENT: "test" })).toBe(false);
    expect(meterOn({ ENVIRONMENT: "production", METER: "1" })).toBe(false);
    expect(meterOn({ ENVIRONMENT: "development", METER: "1" })).toBe(true);
    expect(meterOn({ ENVIRONMENT: "test", METER: "1" })).toBe(true);
    expect(meteredEnv(env as unknown as Env)).toBe(env);
    const res = await SELF.fetch("http://localhost/api/dev/meter");
    expect(res.status).toBe(404);
  });

  it("counts a Worker request and its D1 queries with the rows written, by statement", async () => {
    await env.DB.exec("CREATE TABLE IF NOT EXISTS meter_probe (id INTEGER PRIMARY KEY, v TEXT)");
    const before = await totals();
    const handler = meteredFetch(async (_request, e) => {
      await e.DB.prepare("INSERT INTO meter_probe (v) VALUES (?), (?)").bind("a", "b").run();
      const [first, second] = await e.DB.batch([e.DB.prepare("SELECT COUNT(*) AS n FROM meter_probe"), e.DB.prepare("INSERT INTO meter_probe (v) VALUES ('c')")]);
      return Response.json({ n: (first!.results[0] as { n: number }).n, wrote: second!.meta.rows_written });
    });
    const res = await handler(new Request("http://localhost/anything"), on, createExecutionContext());
    expect(await res.json()).toEqual({ n: 2, wrote: 1 });
    const after = await totals();
    expect(after.workerRequests - before.workerRequests).toBe(1);
    expect(after.d1Queries - before.d1Queries).toBe(3);
    expect(after.d1RowsWritten - before.d1RowsWritten).toBe(3);
    expect(after.d1RowsWrittenBySql["INSERT INTO meter_probe (v) VALUES (?), (?)"]! - (before.d1RowsWrittenBySql["INSERT INTO meter_probe (v) VALUES (?), (?)"] ?? 0)).toBe(2);
    // The meter's own route answers the totals and is not counted.
    const report = await handler(new Request("http://localhost/api/dev/meter"), on, createExecutionContext());
    expect(((await report.json()) as Totals).workerRequests).toBe(after.workerRequests);
  });

  it("counts every call on a room stub as one Durable Object request, returning what the room returns", async () => {
    const before = await totals();
    const rooms = meteredEnv(on).MATCH_ROOM;
    const res = await rooms.get(rooms.idFromName("meter-probe")).fetch(new Request("http://room/not-a-route"));
    expect(res.status).toBe(404);
    const after = await totals();
    expect(after.doRequests - before.doRequests).toBe(1);
    expect(after.doRequestsByMethod.fetch! - (before.doRequestsByMethod.fetch ?? 0)).toBe(1);
  });
});
