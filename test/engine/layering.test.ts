/**
 * The layering rules of docs/architecture.md, checked on the source files themselves (read with
 * node:fs, import specifiers parsed): what the engine and the client may import, that src/ does not
 * import client/, that the top-level folders of src/ import each other without a cycle, and that
 * no source file in src/, client/, boards/ or rules/ is over 450 lines.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
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

function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\s([^;]*?)\sfrom\s+["']([^"']+)["']/gm),
    ...text.matchAll(/^\s*import\s()["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(()\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => ({ spec: m[2]!, typeOnly: /^type\s/.test(m[1]!) }));
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
    const found = imports.filter((i) => i.file.startsWith("boards/") && under(i.target, "src/engine") && !i.typeOnly && !/\/(data|locations|cards)$/.test(i.target ?? ""));
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
