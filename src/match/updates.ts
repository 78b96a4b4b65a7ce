/**
 * The socket's incremental updates (docs/api.md, "Live updates"): after a change each socket gets
 * what changed for its viewer since the resource it holds — the operations that turn that resource
 * into the new one (src/shared/patch.ts) and the new log lines as that viewer reads them — or the
 * whole resource when the room does not know what it holds (just woken, its seat changed).
 *
 * Everything is built from the viewer's own resources (resource.ts), so a patch tells a viewer
 * nothing its next whole resource would not. A sealed decision (SP-5) changes only the decider's
 * resource and ETag; the others are sent nothing, and their next patch is taken from the resource
 * they hold, so it is the same whether or not a decision was sealed in between.
 */
import type { Seat } from "../engine/game";
import type { LogLine, MatchResource, ServerMessage } from "../shared/api";
import { diff } from "../shared/patch";
import type { MatchState } from "./state";
import { etagOf, type BuiltCache } from "./resource";

/** The log lines after `after` as the viewer at `you` reads them (GET /log's). */
export type LinesAfter = (state: MatchState, you: Seat | null, after: number) => LogLine[];

/** What one socket is sent: the text and the ETag of the resource it then holds. */
export interface Update {
  text: string;
  etag: string;
}

export class LiveUpdates {
  /** The last resource each viewer (seat, or "s") was sent, by ETag: the base of their next patch. */
  private sent = new Map<string, { etag: string; body: MatchResource }>();

  constructor(
    private readonly cache: BuiltCache,
    private readonly linesAfter: LinesAfter,
  ) {}

  /** The whole resource of `you` as the first message of a socket; remembered as the base of its next patch. */
  whole(state: MatchState, you: Seat | null, origin: string): Update {
    const etag = etagOf(state, you);
    const body = this.cache.resource(state, you, origin);
    const key = keyOf(you);
    if (this.sent.get(key)?.etag !== etag) this.sent.set(key, { etag, body });
    return { text: this.cache.message(state, you, origin, etag), etag };
  }

  /**
   * One round of a broadcast: `updateFor(you, held)` answers the message for a socket of `you`
   * holding the resource named `held` (null: nothing for it, it holds the current one), each
   * built once per viewer and base; `finish()` makes the new resources the next bases.
   */
  round(state: MatchState, origin: string): { updateFor: (you: Seat | null, held: string | undefined) => Update | null; finish: () => void } {
    const built = new Map<string, Update>();
    const next = new Map<string, { etag: string; body: MatchResource }>();
    const updateFor = (you: Seat | null, held: string | undefined): Update | null => {
      const etag = etagOf(state, you);
      if (held === etag) return null;
      const key = keyOf(you);
      const base = this.sent.get(key);
      const body = this.cache.resource(state, you, origin);
      next.set(key, { etag, body });
      const memo = `${key} ${base && held === base.etag ? held : ""}`;
      let update = built.get(memo);
      if (!update) {
        update = base && held === base.etag ? { text: this.patchText(state, you, base, body, etag), etag } : { text: this.cache.message(state, you, origin, etag), etag };
        built.set(memo, update);
      }
      return update;
    };
    return { updateFor, finish: () => next.forEach((v, k) => this.sent.set(k, v)) };
  }

  private patchText(state: MatchState, you: Seat | null, base: { etag: string; body: MatchResource }, body: MatchResource, etag: string): string {
    const log = body.seq > base.body.seq ? this.linesAfter(state, you, base.body.seq) : [];
    return JSON.stringify({ type: "patch", seq: body.seq, base: base.etag, etag, ops: diff(base.body, body), log } satisfies ServerMessage);
  }

  /** Forgets every base (tests that swap the state in memory): every socket gets a whole resource next. */
  forget(): void {
    this.sent.clear();
  }
}

const keyOf = (you: Seat | null) => (you === null ? "s" : String(you));
