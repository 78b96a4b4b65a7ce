// GET /?n=N plays N moves of roomMoves (the room's JavaScript, no storage) in this request and
// answers the socket bytes per move: timed from outside, since workerd's clock stands still
// while JavaScript runs.
import { getGame } from "../../../src/engine/registry";
import { step } from "../../../src/match/fold";
import { rowOf, EventStore } from "../../../src/match/store";
import { logColumns } from "../../../src/match/seats";
import { LiveUpdates } from "../../../src/match/updates";
import { BuiltCache } from "../../../src/match/resource";
// @ts-expect-error plain ESM of the benchmark, without types
import { roomMoves } from "../roomMoves.mjs";

const sources = { getGame, step, rowOf, EventStore, logColumns, LiveUpdates, BuiltCache };

export default {
  async fetch(request: Request): Promise<Response> {
    const n = Number(new URL(request.url).searchParams.get("n") ?? 0);
    if (!Number.isInteger(n) || n < 0 || n > 100_000) return new Response("n: 0 to 100000", { status: 400 });
    return new Response(n === 0 ? "0" : String(roomMoves(sources, n).bytesPerMove));
  },
};
