// Imports TypeScript modules of this repository from plain Node (20): `exports` ({name: path
// relative to the root}) are bundled on the fly with esbuild into one ESM file and imported. No
// TypeScript runtime; used by scripts/verify-match.mjs and the benchmark (bench/engine.mjs,
// bench/previewCpu.mjs).
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Inside the repository's node_modules, so that a package left `external` resolves from the bundle. */
const CACHE = join(ROOT, "node_modules/.cache");

/**
 * `importSources({ getGame: "src/engine/registry" })` → the module namespace with `getGame`.
 * `options`: more esbuild options (platform, alias, external, loader, …), over the defaults.
 */
export async function importSources(exports, options = {}) {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, "deaddrop-src-"));
  try {
    const entry = join(dir, "entry.ts");
    writeFileSync(entry, Object.entries(exports).map(([name, path]) => `export { ${name} } from ${JSON.stringify(join(ROOT, path))};`).join("\n"));
    const out = join(dir, "sources.mjs");
    await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", mainFields: ["module", "main"], outfile: out, logLevel: "error", ...options });
    return await import(out);
  } finally {
    // The module is loaded; the files are no longer needed.
    rmSync(dir, { recursive: true, force: true });
  }
}
