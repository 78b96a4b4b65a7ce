/**
 * French typography in every French text the service writes (docs/i18n.md, "Typography"): a narrow
 * no-break space (U+202F) before `:` `;` `?` `!` `%` and inside « », so that a line never breaks
 * before the sign and every page and mail spaces it alike. Read from the sources' string literals
 * (the catalogues' functions take parameters of every shape, so calling them all would test less).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const NNBSP = "\u202F";

/** The French sources: `*.fr.ts` and everything under a `fr/` folder, in the folders that hold texts. */
function frenchSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string, french: boolean) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, french || name === "fr");
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && (french || /\.fr\.ts$/.test(name))) out.push(path);
    }
  };
  for (const dir of ["src", "client", "boards", "rules"]) walk(join(ROOT, dir), false);
  return out;
}

/** The text of each string literal and template part of a TypeScript source (comments, code and regular expressions skipped). */
function stringTexts(src: string): string[] {
  const texts: string[] = [];
  const templates: number[] = []; // brace depth outside each open `${`
  let i = 0, depth = 0, last = "";
  const template = () => {
    const start = i;
    for (; i < src.length; i++) {
      if (src[i] === "\\") i++;
      else if (src[i] === "`") return void (texts.push(src.slice(start, i)), i++, (last = "`"));
      else if (src[i] === "$" && src[i + 1] === "{") return void (texts.push(src.slice(start, i)), (i += 2), templates.push(depth), (depth = 0), (last = "{"));
    }
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === "/" && src[i + 1] === "/") i = src.indexOf("\n", i) < 0 ? src.length : src.indexOf("\n", i);
    else if (c === "/" && src[i + 1] === "*") i = src.indexOf("*/", i + 2) + 2;
    else if (c === "'" || c === '"') {
      const start = ++i;
      for (; src[i] !== c; i++) if (src[i] === "\\") i++;
      texts.push(src.slice(start, i++));
      last = c;
    } else if (c === "`") (i++, template());
    else if (c === "/" && (last === "" || "(,=:[!&|?{};".includes(last))) {
      // A regular expression: skipped to its closing slash (one inside a class does not close it).
      for (let inClass = false, j = ++i; j < src.length; j++, i = j) {
        if (src[j] === "\\") j++;
        else if (src[j] === "[") inClass = true;
        else if (src[j] === "]") inClass = false;
        else if (src[j] === "/" && !inClass) break;
      }
      (i++, (last = "w"));
    } else if (c === "}" && depth === 0 && templates.length) ((depth = templates.pop()!), i++, template());
    else {
      if (c === "{") depth++;
      else if (c === "}") depth--;
      if (!/\s/.test(c)) last = /[\w$)\]]/.test(c) ? "w" : c;
      i++;
    }
  }
  return texts;
}

describe("French typography", () => {
  it("reads a source's strings and template parts, not its code, comments or regular expressions", () => {
    const src = "const a = (p: { n: number }) => p.n > 1 ? `x ${p.n ? \"y\" : 'z'} w` : /a : b/.test('q'); // c : d";
    expect(stringTexts(src)).toEqual(["x ", "y", "z", " w", "q"]);
  });

  const files = frenchSources();
  it("finds the French sources", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("puts a narrow no-break space before : ; ? ! » % and after «, never a plain one", () => {
    const wrong: string[] = [];
    for (const file of files) {
      for (const text of stringTexts(readFileSync(file, "utf8"))) {
        if (/ [:;?!»%]|« /.test(text)) wrong.push(`${relative(ROOT, file)}: ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes the narrow no-break space where the sign follows a word", () => {
    const texts = files.flatMap((file) => stringTexts(readFileSync(file, "utf8")));
    expect(texts.filter((t) => t.includes(`${NNBSP}:`)).length).toBeGreaterThan(100);
    expect(texts.some((t) => t.includes(`«${NNBSP}`) && t.includes(`${NNBSP}»`))).toBe(true);
  });
});
