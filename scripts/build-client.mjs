// Bundles the Preact app (client/main.ts) and copies static files into dist/client, which the
// Worker serves as its assets. Prints the gzipped size of the JavaScript.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const out = "dist/client";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const result = await build({
  // verify: the fair-deal check's Web Worker (client/verifyWorker.ts), loaded only when asked for.
  entryPoints: { app: "client/main.ts", embed: "client/embed/live.ts", verify: "client/verifyWorker.ts" },
  bundle: true,
  minify: true,
  format: "esm",
  // Code loaded on demand (the rules pages) goes to chunks of its own.
  splitting: true,
  target: "es2022",
  outdir: `${out}/assets`,
  // Chunks are named by their content, so they never change: assets/c/ is served as immutable
  // (src/api/securityHeaders.ts headersFile), and a page loaded again asks only for app.js.
  chunkNames: "c/[name]-[hash]",
  metafile: true,
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
});

if (existsSync("client/public")) cpSync("client/public", out, { recursive: true });

// The seat colours' stylesheet, from the one table in boards/colours.ts, appended to app.css.
const colours = await build({ entryPoints: ["boards/colours.ts"], bundle: true, format: "esm", write: false, logLevel: "warning" });
const { pieceCss } = await import(`data:text/javascript;base64,${Buffer.from(colours.outputFiles[0].text).toString("base64")}`);
writeFileSync(`${out}/app.css`, `${readFileSync(`${out}/app.css`, "utf8")}\n/* Seat colours: written by scripts/build-client.mjs from boards/colours.ts */\n${pieceCss()}\n`);

// The pictures of the boards that the rules pages show (/pictures/<game>-board.svg).
mkdirSync(`${out}/pictures`, { recursive: true });
for (const file of readdirSync("docs/rules")) if (file.endsWith("-board.svg")) cpSync(`docs/rules/${file}`, `${out}/pictures/${file}`);

let total = 0;
const sizes = {};
for (const file of Object.keys(result.metafile.outputs)) {
  if (!file.endsWith(".js")) continue;
  sizes[file] = gzipSync(readFileSync(file)).length;
  total += sizes[file];
}
// What a visitor's first page loads: app.js and the chunks it imports statically (not the rules pages).
const loaded = new Set();
const visit = (file) => {
  if (loaded.has(file)) return;
  loaded.add(file);
  for (const i of result.metafile.outputs[file]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
};
visit(`${out}/assets/app.js`);
const appStart = [...loaded].reduce((n, f) => n + (sizes[f] ?? 0), 0);
// The app loads one language's words at start (client/i18n/index.ts): its chunk, and what that imports, count too.
const byLocale = {};
for (const locale of ["en", "fr"]) {
  const chunk = Object.keys(result.metafile.outputs).find((f) => Object.keys(result.metafile.outputs[f].inputs).includes(`client/i18n/${locale}.ts`));
  const withLocale = new Set(loaded);
  const add = (file) => {
    if (!file || withLocale.has(file)) return;
    withLocale.add(file);
    for (const i of result.metafile.outputs[file]?.imports ?? []) if (i.kind === "import-statement") add(i.path);
  };
  add(chunk);
  byLocale[locale] = [...withLocale].reduce((n, f) => n + (sizes[f] ?? 0), 0);
}
writeFileSync(`${out}/build.json`, JSON.stringify({ jsGzipBytes: total, appStartGzipBytes: appStart, appStartGzipBytesByLocale: byLocale, builtAt: new Date().toISOString() }));
console.log(`client built: the app starts with ${Object.entries(byLocale).map(([l, n]) => `${(n / 1024).toFixed(1)} KB (${l})`).join(" or ")} of JavaScript gzipped; ${(total / 1024).toFixed(1)} KB in all (${Object.entries(sizes).map(([f, n]) => `${f.split("/").pop()} ${(n / 1024).toFixed(1)} KB`).join(", ")})`);
