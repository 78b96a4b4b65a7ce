/**
 * Changes between two JSON values as a list of operations, and applying them: the socket's
 * incremental updates (docs/api.md, "Live updates"). Pure, shared by the room, the app and the
 * benchmark's clients.
 *
 * An operation is `[path]` (delete the key at `path`) or `[path, value]` (set it; the empty path
 * replaces the whole value). Objects are compared key by key and arrays index by index while they
 * do not shrink (a longer array gets its new items set at their indexes); a shrunk array, or a
 * value whose type changed, is set whole.
 */
export type PatchPath = (string | number)[];
export type PatchOp = [path: PatchPath] | [path: PatchPath, value: unknown];

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
  if (Array.isArray(before) && Array.isArray(after) && after.length >= before.length) {
    for (let i = 0; i < after.length; i++) {
      if (i < before.length) diff(before[i], after[i], [...path, i], ops);
      else ops.push([[...path, i], after[i]]);
    }
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
    if (op.length === 2) node[last] = op[1];
    else if (Array.isArray(node)) node.length = Number(last);
    else delete node[last];
  }
  return root as T;
}
