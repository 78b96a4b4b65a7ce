/**
 * The socket's incremental updates (src/match/updates.ts, docs/api.md "Live updates"): the whole
 * resource on connect, then patches named by the ETag they apply to, with the new log lines; a
 * client that misses one sees the gap and resyncs with GET; an old page is told to reload.
 */
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { applyLivePatch, etagAfter, heldWhole, linesOf } from "../../src/shared/livePatch";
import { inRoom, move, startedTiny } from "./helpers";
import { openSocket, workerFetch } from "./security/support";

describe("live updates", () => {
  it("sends the whole resource on connect, then each change as a patch with the viewer's new log lines", async () => {
    const { a, id, match } = await startedTiny();
    const [sa, ss] = [await openSocket(a, id), await openSocket(null, id)];
    const first = JSON.parse((await sa.waitFor((m) => m.type === "match")) && sa.texts[0]!);
    expect(first).toMatchObject({ type: "match", etag: `"m${match.seq}-0"` });
    expect((await move(a, id, match.seq, { add: 2 })).status).toBe(200);
    await Promise.all([sa, ss].map((s) => s.waitFor((m) => m.match?.seq === match.seq + 1)));
    const patch = JSON.parse(sa.texts[1]!);
    expect(patch).toMatchObject({ type: "patch", seq: match.seq + 1, base: first.etag });
    // The ETag and the lines' seq and time are left out where the client can tell them (src/shared/livePatch.ts).
    expect(patch.etag).toBeUndefined();
    expect(etagAfter(patch.base, patch.seq)).toBe(`"m${match.seq + 1}-0"`);
    expect(patch.log).toEqual([{ kind: "move", seat: 0, text: expect.any(String) }]);
    const lines = linesOf(patch.log, sa.messages.at(-1).match);
    expect(lines).toEqual([expect.objectContaining({ seq: match.seq + 1, kind: "move", seat: 0 })]);
    expect(lines).toEqual((await a.json<any[]>(`/api/matches/${id}/log?after=${match.seq}`)).body);
    // Smaller than the whole resource it makes, and exactly that resource.
    expect(sa.texts[1]!.length).toBeLessThan(sa.texts[0]!.length);
    expect(sa.messages.at(-1).match).toEqual((await a.json<MatchResource>(`/api/matches/${id}`)).body);
    expect(ss.messages.at(-1).match).toEqual(await (await workerFetch(`/api/matches/${id}`)).json());
    for (const s of [sa, ss]) s.close();
  });

  it("a client that misses a message sees the gap in its base, resyncs with GET, and follows the patches after it", async () => {
    const { a, b, id, match } = await startedTiny();
    const sb = await openSocket(b, id);
    await sb.waitFor((m) => m.type === "match");
    const opened = JSON.parse(sb.texts[0]!);
    expect((await move(a, id, match.seq, { add: 1 })).status).toBe(200);
    await sb.waitFor((m) => m.match?.seq === match.seq + 1);
    expect((await move(b, id, match.seq + 1, { add: 1 })).status).toBe(200);
    await sb.waitFor((m) => m.match?.seq === match.seq + 2);
    // This client lost the first patch: it still holds what it opened with.
    const second = JSON.parse(sb.texts[2]!);
    expect(second.type).toBe("patch");
    expect(second.base, "the second patch names a resource this client does not hold").not.toBe(opened.etag);
    // So it asks for the whole resource, whose ETag is the one the patch makes…
    const res = await b.fetch(`/api/matches/${id}`);
    const etag = res.headers.get("etag")!.replace(/^W\//, "");
    expect(etag).toBe(etagAfter(second.base, second.seq));
    let held = (await res.json()) as MatchResource;
    expect(held.seq).toBe(match.seq + 2);
    // …and the next patch applies to it, but for its legal list: a change of the list the lost
    // message brought, which this client never had, so it fetches the whole resource once more.
    expect((await move(a, id, match.seq + 2, { add: 1 })).status).toBe(200);
    const third = JSON.parse((await sb.waitFor((m) => m.match?.seq === match.seq + 3)) && sb.texts.at(-1)!);
    expect(third.base).toBe(etag);
    expect(third.legal).toMatchObject({ base: `"m${match.seq + 1}-1"`, drop: [], add: [] });
    expect(applyLivePatch(heldWhole(held, etag), third)).toBeNull();
    const again = await b.fetch(`/api/matches/${id}`);
    let client = heldWhole((await again.json()) as MatchResource, again.headers.get("etag")!.replace(/^W\//, ""));
    // From there on every patch applies, its legal list a change of the one this client holds.
    expect((await move(b, id, match.seq + 3, { add: 1 })).status).toBe(200);
    expect((await move(a, id, match.seq + 4, { add: 1 })).status).toBe(200);
    const fifth = JSON.parse((await sb.waitFor((m) => m.match?.seq === match.seq + 5)) && sb.texts.at(-1)!);
    expect(fifth.legal).toMatchObject({ base: client.etag });
    client = applyLivePatch(applyLivePatch(client, JSON.parse(sb.texts.at(-2)!))!, fifth)!;
    expect(client.match).toEqual((await b.json<MatchResource>(`/api/matches/${id}`)).body);
    sb.close();
  });

  it("a socket whose room forgot what it holds (woken) is sent the whole resource, never a patch it cannot apply", async () => {
    const { a, id, match } = await startedTiny();
    const sa = await openSocket(a, id);
    await sa.waitFor((m) => m.type === "match");
    await inRoom(id, (room) => {
      room.updates.forget();
      room.sockets.held = new WeakMap();
    });
    expect((await move(a, id, match.seq, { add: 1 })).status).toBe(200);
    await sa.waitFor((m) => m.match?.seq === match.seq + 1);
    expect(JSON.parse(sa.texts.at(-1)!)).toMatchObject({ type: "match", etag: `"m${match.seq + 1}-0"` });
    sa.close();
  });

  it("a page of the older protocol (no ?v=) is told to reload, and its socket closed", async () => {
    const { a, id } = await startedTiny();
    const old = await openSocket(a, id, {}, "");
    const closed = new Promise<number>((resolve) => old.ws.addEventListener("close", (e) => resolve(e.code)));
    expect(await old.waitFor(() => true)).toMatchObject({ type: "reload", detail: expect.stringMatching(/reload/) });
    expect(await closed).toBe(4000);
  });
});
