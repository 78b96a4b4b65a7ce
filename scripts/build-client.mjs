// Bundles the Preact app (client/main.ts) and copies static files into dist/client, which the
// Worker serves as its assets. Prints the gzipped size of the JavaScript.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const out = "dist/client";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const result = await build({
  entryPoints: { app: "client/main.ts", embed: "client/embed/live.ts" },
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  outdir: `${out}/assets`,
  metafile: true,
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
});

if (existsSync("client/public")) cpSync("client/public", out, { recursive: true });

let total = 0;
for (const file of Object.keys(result.metafile.outputs)) {
  if (file.endsWith(".js")) total += gzipSync(readFileSync(file)).length;
}
writeFileSync(`${out}/build.json`, JSON.stringify({ jsGzipBytes: total, builtAt: new Date().toISOString() }));
console.log(`client built: ${(total / 1024).toFixed(1)} KB of JavaScript gzipped`);
