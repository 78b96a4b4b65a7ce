/**
 * Changes between two JSON values as a list of operations, and applying them: the socket's
 * incremental updates (docs/api.md, "Live updates"). Pure, shared by the room, the app and the
 * benchmark's clients.
 *
 * An operation is `[path]` (delete the key at `path`), `[path, value]` (set it; the empty path
 * replaces the whole value), `path` a JSON Pointer (RFC 6901: "/view/seats/0/toDrop", "" the whole
 * value; shorter than an array of keys) or `[path, inserted, at, removed]` (splice the string or array at
 * `path`: remove `removed` items from index `at` and put `inserted`'s there: a board written as a
 * string changes by a character, not by the whole string). Objects are compared key by key;
 * arrays of the same length index by index, others by their common start and end around one
 * splice; a long string by a splice; a value whose type changed is set whole, and so is a small
 * object whose changes would take longer to say.
 */
export type PatchPath = (string | number)[];
export type PatchOp = [path: string] | [path: string, value: unknown] | [path: string, inserted: string | unknown[], at: number, removed: number];

/** A path as a JSON Pointer (RFC 6901). */
export const pointer = (path: PatchPath): string => path.map((k) => `/${String(k).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** A JSON Pointer's keys (array indexes as strings, which index arrays as well). */
function keysOf(p: string): string[] {
  if (p === "") return [];
  if (!p.startsWith("/")) throw new Error(`patch path ${JSON.stringify(p)} is not a JSON Pointer`);
  const keys = p.slice(1).split("/");
  return p.includes("~") ? keys.map((k) => k.replaceAll("~1", "/").replaceAll("~0", "~")) : keys;
}

/** Strings shorter than this are set whole (a splice would not be shorter). */
const SPLICE_MIN = 24;

/** Objects of at most this many keys may be set whole when that is shorter than their changes (larger ones are not measured). */
const SMALL_OBJECT = 6;

/** Deep equality of two JSON values. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => same(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as any)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as any)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as any)[k], (b as any)[k]));
}

/** The common start and end of two sequences: the one splice that turns `a` into `b`. */
function spliceOf<T>(a: ArrayLike<T>, b: ArrayLike<T>, eq: (x: T, y: T) => boolean): { at: number; removed: number; end: number } {
  let at = 0;
  while (at < a.length && at < b.length && eq(a[at]!, b[at]!)) at++;
  let tail = 0;
  while (tail < a.length - at && tail < b.length - at && eq(a[a.length - 1 - tail]!, b[b.length - 1 - tail]!)) tail++;
  return { at, removed: a.length - at - tail, end: b.length - tail };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** The operations that turn `before` into `after` (none when they are equal). */
export function diff(before: unknown, after: unknown, path: PatchPath = [], ops: PatchOp[] = []): PatchOp[] {
  return diffAt(before, after, pointer(path), ops);
}

/** The pointer one key below `at` (a string, not an array of keys: the room diffs every move's resources, and copying paths cost it more than the comparison). */
const below = (at: string, key: string | number): string =>
  typeof key === "number" || (!key.includes("~") && !key.includes("/")) ? `${at}/${key}` : `${at}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;

function diffAt(before: unknown, after: unknown, at: string, ops: PatchOp[]): PatchOp[] {
  if (before === after) return ops;
  if (isObject(before) && isObject(after)) {
    const from = ops.length;
    for (const key of Object.keys(after)) {
      const now = after[key];
      if (now === undefined) continue;
      const was = before[key];
      if (was === undefined) ops.push([below(at, key), now]);
      else diffAt(was, now, below(at, key), ops);
    }
    for (const key of Object.keys(before)) if (before[key] !== undefined && after[key] === undefined) ops.push([below(at, key)]);
    // Several changes inside a small object (a move's `last`) are shorter said as the object.
    if (at !== "" && ops.length - from > 1 && Object.keys(after).length <= SMALL_OBJECT) {
      const whole: PatchOp = [at, after];
      if (JSON.stringify(whole).length < JSON.stringify(ops.slice(from)).length) ops.splice(from, ops.length - from, whole);
    }
    return ops;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length === before.length) {
      for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) diffAt(before[i], after[i], `${at}/${i}`, ops);
      return ops;
    }
    const { at: from, removed, end } = spliceOf(before, after, same);
    ops.push(at !== "" && end - from + removed < after.length ? [at, after.slice(from, end), from, removed] : [at, after]);
    return ops;
  }
  if (typeof before === "string" && typeof after === "string" && at !== "" && after.length >= SPLICE_MIN) {
    const { at: from, removed, end } = spliceOf(before, after, (x, y) => x === y);
    ops.push(end - from < after.length / 2 ? [at, after.slice(from, end), from, removed] : [at, after]);
    return ops;
  }
  ops.push([at, after]);
  return ops;
}

/** Copies one level of a container, so that a patch never changes the value it was given. */
const shallowCopy = (x: unknown): any => (Array.isArray(x) ? [...x] : isObject(x) ? { ...x } : x);

/**
 * `doc` with `ops` applied, as a new value (`doc` itself is left as it was; untouched parts are
 * shared). Throws on an operation whose path does not lead into `doc`.
 */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root: any = doc;
  const copied = new Set<unknown>();
  const own = (x: any) => {
    if (copied.has(x)) return x;
    const c = shallowCopy(x);
    copied.add(c);
    return c;
  };
  for (const op of ops) {
    const path = keysOf(op[0]);
    if (path.length === 0) {
      root = op.length === 2 ? op[1] : undefined;
      continue;
    }
    root = own(root);
    let node = root;
    for (let i = 0; i < path.length - 1; i++) {
      const child = node?.[path[i]!];
      if (typeof child !== "object" || child === null) throw new Error(`patch path ${JSON.stringify(path)} does not lead into the value`);
      node = node[path[i]!] = own(child);
    }
    const last = path[path.length - 1]!;
    if (typeof node !== "object" || node === null) throw new Error(`patch path ${JSON.stringify(path)} does not lead into the value`);
    if (op.length === 4) {
      const [, inserted, at, removed] = op;
      const target = node[last];
      if (typeof target === "string" && typeof inserted === "string") node[last] = target.slice(0, at) + inserted + target.slice(at + removed);
      else if (Array.isArray(target) && Array.isArray(inserted)) node[last] = [...target.slice(0, at), ...inserted, ...target.slice(at + removed)];
      else throw new Error(`patch splice at ${JSON.stringify(path)} meets no string or array`);
    } else if (op.length === 2) node[last] = op[1];
    else delete node[last];
  }
  return root as T;
}

/**
 * A list changed against an earlier one: the indexes of `before` dropped, and the items added at
 * their indexes in the new list (ascending), each whole (`[at, item]`) or, when shorter, as the
 * item just before it in the new list (at 0: the first of the list changed) with some fields
 * changed (`[at, fields, 1]`: both objects with the same keys). Used for `legal`, which between a seat's two turns keeps most of its moves,
 * and whose new moves are mostly one piece's, alike but for a square (docs/api.md, "Live updates").
 */
export type ListAdd = [at: number, item: unknown] | [at: number, fields: Record<string, unknown>, likeBefore: 1];
export interface ListEdit {
  drop: number[];
  add: ListAdd[];
}

/** `item` as the fields in which it differs from `prev`, when both are objects with the same keys and that is shorter. */
function likePrevious(prev: unknown, item: unknown, itemKey: string): Record<string, unknown> | null {
  if (!isObject(prev) || !isObject(item)) return null;
  const keys = Object.keys(item);
  if (keys.length !== Object.keys(prev).length || !keys.every((k) => Object.hasOwn(prev, k))) return null;
  const fields: Record<string, unknown> = {};
  for (const k of keys) if (!same(prev[k], item[k])) fields[k] = item[k];
  return JSON.stringify(fields).length + 2 < itemKey.length ? fields : null;
}

/** A list's items by their JSON: computed once per list and kept while the list is the base of the next edit. */
export interface KeyedList {
  keys: string[];
  set: Set<string>;
}

/** The JSON of frozen items, which cannot change (a game may freeze the decisions it lists again and again). */
const frozenKeys = new WeakMap<object, string>();

/** An item's JSON; a frozen one's is remembered (frozen all the way down: its parts are frozen too). */
function keyOf(item: unknown): string {
  if (typeof item !== "object" || item === null || !Object.isFrozen(item)) return JSON.stringify(item);
  let key = frozenKeys.get(item);
  if (key === undefined) frozenKeys.set(item, (key = JSON.stringify(item)));
  return key;
}

export const keyedList = (list: readonly unknown[]): KeyedList => {
  const keys = list.map(keyOf);
  return { keys, set: new Set(keys) };
};

/**
 * The edit that turns `before` into `after` (items compared by their JSON, `beforeKeyed` and
 * `afterKeyed` being theirs if already known), or null when it would not be shorter than `after`
 * or cannot say it: the items kept must stay in the same order and be distinct.
 */
export function listEdit(before: readonly unknown[], after: readonly unknown[], beforeKeyed = keyedList(before), afterKeyed = keyedList(after)): ListEdit | null {
  const { keys: beforeKeys, set: inBefore } = beforeKeyed;
  const { keys: afterKeys, set: inAfter } = afterKeyed;
  if (inAfter.size !== after.length || inBefore.size !== before.length) return null;
  const drop: number[] = [];
  for (let i = 0; i < beforeKeys.length; i++) if (!inAfter.has(beforeKeys[i]!)) drop.push(i);
  const add: ListAdd[] = [];
  for (let i = 0; i < afterKeys.length; i++) {
    const k = afterKeys[i]!;
    if (inBefore.has(k)) continue;
    const fields = likePrevious(i > 0 ? after[i - 1] : before[0], after[i], k);
    add.push(fields ? [i, fields, 1] : [i, after[i]]);
  }
  if (drop.length + add.length >= after.length) return null;
  // The kept items, in order, must be the new list's kept items in the same order.
  let b = 0;
  for (const key of afterKeys) {
    if (!inBefore.has(key)) continue;
    while (b < beforeKeys.length && !inAfter.has(beforeKeys[b]!)) b++;
    if (beforeKeys[b++] !== key) return null;
  }
  return { drop, add };
}

/** `before` with `edit` applied, as a new list. */
export function applyListEdit<T>(before: readonly T[], edit: ListEdit): T[] {
  const dropped = new Set(edit.drop);
  const out = before.filter((_, i) => !dropped.has(i));
  for (const [at, item, likeBefore] of edit.add) {
    if (!Number.isInteger(at) || at < 0 || at > out.length || (likeBefore === 1 && at === 0 && before.length === 0)) throw new Error(`list edit adds at ${at}, outside the list`);
    out.splice(at, 0, (likeBefore === 1 ? { ...((at === 0 ? before[0] : out[at - 1]) as object), ...(item as object) } : item) as T);
  }
  return out;
}
