/**
 * A match resource's patches on the socket (protocol 3; docs/api.md, "Live updates"), both ends:
 * the room builds them (src/match/updates.ts), the app, the tests and the benchmark's clients apply
 * them. `ops` carry the changed fields of the resource but `seq` (the message says it) and `legal`,
 * which is sent apart as a change of the last list the socket received: a seat's next list keeps
 * most of its previous one, while the resource in between had none.
 */
import type { LegalUpdate, LogLine, MatchResource, PatchLogLine, ServerMessage } from "./api";
import { applyListEdit, applyPatch, diff, listEdit, type KeyedList, type PatchOp } from "./patch";

/** A legal list with the ETag of the resource it came in (and, on the server, its items' JSON). */
export interface LegalBase {
  etag: string;
  list: unknown[];
  keyed?: KeyedList;
}

/** What a client keeps from its socket: the resource, its ETag and the last legal list it received. */
export interface HeldResource {
  etag: string;
  match: MatchResource;
  legal: LegalBase | null;
}

type PatchMessage = Extract<ServerMessage, { type: "patch" }>;

/** The resource without the fields a patch's `ops` leave out, and without its view (diffed apart). */
function opsPart(m: MatchResource): Omit<MatchResource, "seq" | "legal" | "view"> {
  const { seq: _seq, legal: _legal, view: _view, ...rest } = m;
  return rest;
}

/** The operations that change one view into another, under "/view". */
export const viewOps = (before: unknown, after: unknown): PatchOp[] => diff(before, after, ["view"]);

/**
 * The `ops` of the patch from `before` to `after`; `ofViews` gives the view's (the room gives the
 * same ones to every viewer of a view they share).
 */
export const resourceOps = (before: MatchResource, after: MatchResource, ofViews = viewOps): PatchOp[] => [...diff(opsPart(before), opsPart(after)), ...ofViews(before.view, after.view)];

/** A patch's `legal` for a socket whose last list is `base` (null: none known), or undefined when `after` has none. */
export function legalUpdate(base: LegalBase | null, after: MatchResource, afterKeyed?: KeyedList): LegalUpdate | undefined {
  if (!after.legal) return undefined;
  const edit = base ? listEdit(base.list, after.legal, base.keyed, afterKeyed) : null;
  return edit ? { base: base!.etag, ...edit } : after.legal;
}

/** What a client holds after a whole resource named `etag` (a connect, a GET); `before`: what it held, whose legal list it keeps if this has none. */
export const heldWhole = (match: MatchResource, etag: string, before: HeldResource | null = null): HeldResource => ({
  etag,
  match,
  legal: match.legal ? { etag, list: match.legal } : (before?.legal ?? null),
});

/**
 * The ETag a patch from `base` to `seq` makes when the message leaves it out: `base` with its
 * number made `seq` (the room's ETags are `"m<seq>-<viewer>…"`; the room sends `etag` whenever the
 * rest changed too, a sealed decision's).
 */
export const etagAfter = (base: string, seq: number): string => base.replace(/^"m\d+-/, `"m${seq}-`);

/** A patch's log lines as a line is read elsewhere (GET /log): each with its `seq` and `at`, the new resource's when left out. */
export const linesOf = (log: readonly PatchLogLine[], match: MatchResource): LogLine[] => log.map((l) => ({ ...l, seq: l.seq ?? match.seq, at: l.at ?? match.updatedAt }));

/** The lines as a patch carries them: what the new resource says (its `seq`, its `updatedAt`) left out. */
export const patchLines = (log: readonly LogLine[], match: MatchResource): PatchLogLine[] =>
  log.map(({ seq, at, ...rest }) => ({ ...(seq === match.seq ? {} : { seq }), ...(at === match.updatedAt ? {} : { at }), ...rest }));

/** `held` with a patch applied, or null when the patch is not of what it holds (then fetch the whole resource). */
export function applyLivePatch(held: HeldResource | null, msg: PatchMessage): HeldResource | null {
  if (!held || held.etag !== msg.base) return null;
  const etag = msg.etag ?? etagAfter(msg.base, msg.seq);
  let legal: LegalBase | null = held.legal;
  const update = msg.legal;
  let match: MatchResource;
  try {
    if (Array.isArray(update)) legal = { etag, list: update };
    else if (update) {
      if (legal?.etag !== update.base) return null;
      legal = { etag, list: applyListEdit(legal.list, update) };
    }
    match = applyPatch(held.match, [...msg.ops, ["/seq", msg.seq], ...(update ? [["/legal", legal!.list] as PatchOp] : "legal" in held.match ? [["/legal"] as PatchOp] : [])]);
  } catch {
    return null; // a path or an index outside what we hold
  }
  return { etag, match, legal };
}
