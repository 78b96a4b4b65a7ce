/**
 * The layering rules of docs/architecture.md, checked on the source files themselves (read with
 * node:fs, import specifiers parsed): what the engine and the client may import, that src/ does not
 * import client/, that the top-level folders of src/ import each other without a cycle, that no two
 * files import each other's values in a cycle (type-only imports are erased, so they may), and that
 * no source file in src/, client/, boards/ or rules/ is over 450 lines.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const MAX_LINES = 450;


function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

interface Import {
  file: string;
  /** The specifier as written. */
  spec: string;
  /** For a relative specifier: the imported path, relative to the repository root. */
  target: string | null;
  /** `import type …`: erased by the build. */
  typeOnly: boolean;
}

/** `{ type A, type B }`: every name imported as a type, so the import is erased too. */
function onlyTypes(clause: string): boolean {
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]?.split(",").map((n) => n.trim()).filter(Boolean);
  return !!names?.length && names.every((n) => /^type\s/.test(n));
}

/** The file a relative import names (`./fold` → `src/match/fold.ts`), relative to the root; null if none. */
function fileOf(target: string): string | null {
  const found = [target, `${target}.ts`, `${target}/index.ts`, target.replace(/\.m?js$/, ".ts"), target.replace(/\.mjs$/, ".mts")].find((t) => existsSync(join(ROOT, t)) && statSync(join(ROOT, t)).isFile());
  return found ?? null;
}

/**
 * The groups of nodes that reach each other (strongly connected components of more than one node,
 * or a node importing itself), each sorted and joined as `a <-> b <-> c`: Tarjan's algorithm.
 */
function cyclesIn(edges: Map<string, Set<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || edges.get(node)?.has(node)) groups.push(group.sort().join(" <-> "));
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort();
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\s([^;]*?)\sfrom\s+["']([^"']+)["']/gm),
    ...text.matchAll(/^\s*import\s()["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(()\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => ({ spec: m[2]!, typeOnly: /^type\s/.test(m[1]!) || onlyTypes(m[1]!) }));
  return found.map(({ spec, typeOnly }) => ({
    file: relative(ROOT, file),
    spec,
    typeOnly,
    target: spec.startsWith(".") ? relative(ROOT, resolve(dirname(file), spec)) : null,
  }));
}

const files = [...walk(join(ROOT, "src")), ...walk(join(ROOT, "client")), ...walk(join(ROOT, "boards")), ...walk(join(ROOT, "rules"))].filter((f) => !f.endsWith(".test.ts"));
const imports = files.flatMap(importsOf);
const under = (path: string | null, folder: string) => path !== null && (path === folder || path.startsWith(`${folder}/`));

describe("layering", () => {
  it("finds the imports it checks", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(imports.some((i) => i.file === "src/match/room.ts" && i.target === "src/match/fold")).toBe(true);
  });

  it("the engine imports nothing of the room, API, database, notifications, embed, Workers, Hono, drizzle or Preact", () => {
    const banned = (i: Import) =>
      ["src/match", "src/api", "src/db", "src/notify", "src/embed", "client"].some((f) => under(i.target, f)) ||
      /^(cloudflare:|hono|drizzle-orm|preact|htm)/.test(i.spec);
    expect(imports.filter((i) => i.file.startsWith("src/engine/") && banned(i))).toEqual([]);
  });

  it("the client, the boards and the rules pages import nothing of the room, API, database or notifications, nor zod", () => {
    const banned = (i: Import) => ["src/match", "src/api", "src/db", "src/notify"].some((f) => under(i.target, f)) || /^(cloudflare:|hono|drizzle-orm|zod)/.test(i.spec);
    const browserSide = (file: string) => ["client/", "boards/", "rules/"].some((f) => file.startsWith(f));
    expect(imports.filter((i) => browserSide(i.file) && banned(i))).toEqual([]);
  });

  it("the boards import the engine's types only, or its import-free data modules", () => {
    const found = imports.filter((i) => i.file.startsWith("boards/") && under(i.target, "src/engine") && !i.typeOnly && !/\/(data|locations|cards|leaps|seats\.fr|cards\.fr|agents\.fr|locations\.fr)$/.test(i.target ?? ""));
    expect(found).toEqual([]);
  });

  it("nothing in src/ imports client/", () => {
    const found = imports.filter((i) => i.file.startsWith("src/") && under(i.target, "client")).map((i) => i.file);
    expect([...new Set(found)].sort()).toEqual([]);
  });

  it("the top-level folders of src/ import each other without a cycle", () => {
    const folderOf = (path: string) => (/^src\/[^/]+\//.test(path) ? path.split("/").slice(0, 2).join("/") : null);
    const edges = new Map<string, Set<string>>();
    for (const i of imports) {
      const from = folderOf(i.file);
      const to = i.target === null ? null : folderOf(i.target.endsWith(".ts") ? i.target : `${i.target}.ts`);
      if (!from || !to || from === to) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
    expect(edges.get("src/api")?.has("src/match"), "the graph is read").toBe(true);
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(" -> "));
        else visit(next, [...path, next]);
      }
    };
    for (const start of edges.keys()) visit(start, [start]);
    expect(cycles).toEqual([]);
  });

  it("finds a cycle where there is one (the check below can fail)", () => {
    const graph = new Map([["a", new Set(["b"])], ["b", new Set(["c"])], ["c", new Set(["a", "d"])], ["d", new Set<string>()]]);
    expect(cyclesIn(graph)).toEqual(["a <-> b <-> c"]);
    expect(cyclesIn(new Map([["a", new Set(["b"])], ["b", new Set<string>()]]))).toEqual([]);
  });

  it("no two files in src/, client/, boards/ or rules/ import each other's values in a cycle", () => {
    const edges = new Map<string, Set<string>>();
    for (const i of imports) {
      const to = i.target === null || i.typeOnly ? null : fileOf(i.target);
      if (!to) continue;
      if (!edges.has(i.file)) edges.set(i.file, new Set());
      edges.get(i.file)!.add(to);
    }
    expect(edges.get("src/match/room.ts")?.has("src/match/fold.ts"), "the graph is read").toBe(true);
    expect(cyclesIn(edges)).toEqual([]);
  });

  it(`no source file in src/, client/, boards/ or rules/ is over ${MAX_LINES} lines`, () => {
    const long = files
      .filter((f) => f.endsWith(".ts"))
      .map((f) => ({ file: relative(ROOT, f), lines: readFileSync(f, "utf8").split("\n").length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => f.file)
      .sort();
    expect(long).toEqual([]);
  });
});
