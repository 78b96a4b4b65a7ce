/**
 * Changes between two JSON values as a list of operations, and applying them: the socket's
 * incremental updates (docs/api.md, "Live updates"). Pure, shared by the room, the app and the
 * benchmark's clients.
 *
 * An operation is `[path]` (delete the key at `path`), `[path, value]` (set it; the empty path
 * replaces the whole value) or `[path, inserted, at, removed]` (splice the string or array at
 * `path`: remove `removed` items from index `at` and put `inserted`'s there: a board written as a
 * string changes by a character, not by the whole string). Objects are compared key by key;
 * arrays of the same length index by index, others by their common start and end around one
 * splice; a long string by a splice; a value whose type changed is set whole.
 */
export type PatchPath = (string | number)[];
export type PatchOp = [path: PatchPath] | [path: PatchPath, value: unknown] | [path: PatchPath, inserted: string | unknown[], at: number, removed: number];

/** Strings shorter than this are set whole (a splice would not be shorter). */
const SPLICE_MIN = 24;

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
  if (before === after) return ops;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      if (!(key in before) || before[key] === undefined) ops.push([[...path, key], after[key]]);
      else diff(before[key], after[key], [...path, key], ops);
    }
    for (const key of Object.keys(before)) if (before[key] !== undefined && (!(key in after) || after[key] === undefined)) ops.push([[...path, key]]);
    return ops;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length === before.length) {
      for (let i = 0; i < after.length; i++) diff(before[i], after[i], [...path, i], ops);
      return ops;
    }
    const { at, removed, end } = spliceOf(before, after, same);
    ops.push(path.length && end - at + removed < after.length ? [path, after.slice(at, end), at, removed] : [path, after]);
    return ops;
  }
  if (typeof before === "string" && typeof after === "string" && path.length && after.length >= SPLICE_MIN) {
    const { at, removed, end } = spliceOf(before, after, (x, y) => x === y);
    ops.push(end - at < after.length / 2 ? [path, after.slice(at, end), at, removed] : [path, after]);
    return ops;
  }
  ops.push([path, after]);
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
    const [path] = op;
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
