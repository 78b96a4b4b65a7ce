/**
 * The socket's incremental updates (docs/api.md, "Live updates"): after a change each socket gets
 * what changed for its viewer since the resource it holds — the operations that turn that resource
 * into the new one and the new log lines as that viewer reads them, with its `legal` as a change of
 * the last list the socket received (src/shared/livePatch.ts) — or the whole resource when the
 * room does not know what it holds (just woken, its seat changed).
 *
 * Everything is built from the viewer's own resources (resource.ts), so a patch tells a viewer
 * nothing its next whole resource would not. A sealed decision (SP-5) changes only the decider's
 * resource and ETag; the others are sent nothing, and their next patch is taken from the resource
 * they hold, so it is the same whether or not a decision was sealed in between.
 *
 * What a socket holds is named by a token (Sockets keeps it, in memory only): the ETag of its
 * resource and that of the resource its last legal list came in.
 */
import type { Seat } from "../engine/game";
import type { LogLine, MatchResource, ServerMessage } from "../shared/api";
import { etagAfter, legalUpdate, patchLines, resourceOps, viewOps, type LegalBase } from "../shared/livePatch";
import { keyedList, type KeyedList, type PatchOp } from "../shared/patch";
import type { MatchState } from "./state";
import { etagOf, type BuiltCache } from "./resource";
import type { Locale } from "../shared/locale";

/** The log lines after `after` as the viewer at `you` reads them (GET /log's). */
export type LinesAfter = (state: MatchState, you: Seat | null, after: number, locale: Locale) => LogLine[];

/** What one socket is sent: the text, and the token of what it then holds. */
export interface Update {
  text: string;
  held: string;
}

const tokenOf = (etag: string, legalEtag: string | undefined) => `${etag} ${legalEtag ?? ""}`;

function readToken(token: string | undefined): { etag: string; legal: string } {
  const [etag = "", legal = ""] = (token ?? "").split(" ");
  return { etag, legal };
}

/** A legal list as a base of the next changes, its items' JSON kept. */
const legalBase = (etag: string, list: unknown[]): LegalBase => ({ etag, list, keyed: keyedList(list) });

export class LiveUpdates {
  /** The last resource each viewer (seat, or "s", and language) was sent, by ETag: the base of their next patch. */
  private sent = new Map<string, { etag: string; body: MatchResource }>();
  /** The last legal list each viewer was sent: the base of their next list's change. */
  private legalSent = new Map<string, LegalBase>();

  constructor(
    private readonly cache: BuiltCache,
    private readonly linesAfter: LinesAfter,
  ) {}

  /** The whole resource of `you` as the first message of a socket; remembered as the base of its next patch. */
  whole(state: MatchState, you: Seat | null, origin: string, locale: Locale = "en"): Update {
    const etag = etagOf(state, you, locale);
    const body = this.cache.resource(state, you, origin, locale);
    const key = keyOf(you, locale);
    if (this.sent.get(key)?.etag !== etag) this.sent.set(key, { etag, body });
    if (body.legal && this.legalSent.get(key)?.etag !== etag) this.legalSent.set(key, legalBase(etag, body.legal));
    return { text: this.cache.message(state, you, origin, locale, etag), held: tokenOf(etag, body.legal && etag) };
  }

  /**
   * One round of a broadcast: `updateFor(you, held)` answers the message for a socket of `you`
   * holding what the token `held` names (null: nothing for it, it holds the current resource),
   * each built once per viewer and token; `finish()` makes the new resources the next bases.
   */
  round(state: MatchState, origin: string): { updateFor: (you: Seat | null, held: string | undefined, locale: Locale) => Update | null; finish: () => void } {
    const built = new Map<string, Update>();
    // Viewers of a game whose views are alike hold the same view object (resource.ts): its change is found once.
    let lastViews: { before: unknown; after: unknown; ops: PatchOp[] } | null = null;
    const ofViews = (before: unknown, after: unknown): PatchOp[] => {
      if (lastViews === null || lastViews.before !== before || lastViews.after !== after) lastViews = { before, after, ops: viewOps(before, after) };
      return lastViews.ops;
    };
    const next = new Map<string, { etag: string; body: MatchResource }>();
    const nextLegal = new Map<string, LegalBase>();
    const updateFor = (you: Seat | null, token: string | undefined, locale: Locale): Update | null => {
      const etag = etagOf(state, you, locale);
      const held = readToken(token);
      if (held.etag === etag) return null;
      const key = keyOf(you, locale);
      const base = this.sent.get(key);
      const body = this.cache.resource(state, you, origin, locale);
      next.set(key, { etag, body });
      if (body.legal && !nextLegal.has(key)) nextLegal.set(key, legalBase(etag, body.legal));
      const nowLegal = nextLegal.get(key);
      const patched = base !== undefined && held.etag === base.etag;
      const memo = patched ? `${key} ${token}` : key;
      let update = built.get(memo);
      if (!update) {
        update = patched
          ? { text: this.patchText(state, you, locale, base, body, etag, held.legal, nowLegal?.keyed, ofViews), held: tokenOf(etag, body.legal ? etag : held.legal) }
          : { text: this.cache.message(state, you, origin, locale, etag), held: tokenOf(etag, body.legal && etag) };
        built.set(memo, update);
      }
      return update;
    };
    return {
      updateFor,
      finish: () => {
        next.forEach((v, k) => this.sent.set(k, v));
        nextLegal.forEach((v, k) => this.legalSent.set(k, v));
      },
    };
  }

  private patchText(state: MatchState, you: Seat | null, locale: Locale, base: { etag: string; body: MatchResource }, body: MatchResource, etag: string, heldLegal: string, legalKeyed: KeyedList | undefined, ofViews: typeof viewOps): string {
    const log = body.seq > base.body.seq ? this.linesAfter(state, you, base.body.seq, locale) : [];
    const sentLegal = this.legalSent.get(keyOf(you, locale));
    const legal = body.legal ? legalUpdate(sentLegal?.etag === heldLegal ? sentLegal : null, body, legalKeyed) : undefined;
    const named = etagAfter(base.etag, body.seq) === etag ? {} : { etag };
    return JSON.stringify({ type: "patch", seq: body.seq, base: base.etag, ...named, ops: resourceOps(base.body, body, ofViews), log: patchLines(log, body), ...(legal ? { legal } : {}) } satisfies ServerMessage);
  }

  /** Forgets every base (tests that swap the state in memory): every socket gets a whole resource next. */
  forget(): void {
    this.sent.clear();
    this.legalSent.clear();
  }
}

const keyOf = (you: Seat | null, locale: Locale) => `${you === null ? "s" : you}${locale === "en" ? "" : ` ${locale}`}`;
