/**
 * `Authentication-Results` (RFC 8601; also the ARC-Authentication-Results of RFC 8617) read as
 * its grammar says: an authserv-id, then `;`-separated result entries, each a `method=result`
 * followed by an optional `reason=` and `ptype.property=value` pairs. Comments (nested
 * parentheses) and quoted strings are read as such, so text inside them, or inside a property's
 * value (`smtp.mailfrom=` is the sender's own choice), is never taken for a result.
 * A header that does not follow the grammar is null: it is not trusted at all.
 */

export interface AuthResult {
  /** Lower case, without a version ("dkim/1" → "dkim"). */
  method: string;
  /** Lower case: pass, fail, none, softfail, … */
  result: string;
  reason?: string;
  /** "header.d", "smtp.mailfrom", …: lower-case keys, values as written. */
  props: Record<string, string>;
}

export interface AuthResults {
  /** Lower case; for ARC, the instance is dropped. */
  authservId: string;
  results: AuthResult[];
}

interface Token {
  kind: "word" | "quoted" | ";" | "=";
  text: string;
  /** Whitespace or a comment came before it: it starts a new value. */
  spaced: boolean;
}

const MAX_HEADER = 8192;
const MAX_COMMENT_DEPTH = 8;

function tokenize(value: string): Token[] | null {
  const out: Token[] = [];
  let spaced = true;
  let i = 0;
  while (i < value.length) {
    const ch = value[i]!;
    if (/\s/.test(ch)) {
      spaced = true;
      i++;
    } else if (ch === "(") {
      let depth = 0;
      for (; i < value.length; i++) {
        const c = value[i];
        if (c === "\\") i++;
        else if (c === "(" && ++depth > MAX_COMMENT_DEPTH) return null;
        else if (c === ")" && --depth === 0) break;
      }
      if (depth !== 0) return null;
      i++;
      spaced = true;
    } else if (ch === '"') {
      let text = "";
      for (i++; i < value.length && value[i] !== '"'; i++) text += value[i] === "\\" ? value[++i] ?? "" : value[i];
      if (i >= value.length) return null;
      i++;
      out.push({ kind: "quoted", text, spaced });
      spaced = false;
    } else if (ch === ";" || ch === "=") {
      out.push({ kind: ch, text: ch, spaced });
      i++;
      spaced = false;
    } else if (ch === ")") {
      return null;
    } else {
      let text = "";
      for (; i < value.length && !/[\s()";=]/.test(value[i]!); i++) text += value[i];
      out.push({ kind: "word", text, spaced });
      spaced = false;
    }
  }
  return out;
}

/** `name=value` pairs of one entry; a value runs over the tokens written next to each other (`"a b"@x.example`, `AbC=`). */
function pairs(tokens: Token[]): [string, string][] | null {
  const out: [string, string][] = [];
  let i = 0;
  while (i < tokens.length) {
    const name = tokens[i];
    const eq = tokens[i + 1];
    const first = tokens[i + 2];
    if (name?.kind !== "word" || eq?.kind !== "=" || !first || first.kind === "=") return null;
    let value = first.text;
    i += 3;
    while (i < tokens.length && !tokens[i]!.spaced) value += tokens[i++]!.text;
    out.push([name.text.toLowerCase(), value]);
  }
  return out;
}

export function parseAuthenticationResults(value: string): AuthResults | null {
  if (value.length > MAX_HEADER) return null;
  const tokens = tokenize(value);
  if (!tokens) return null;
  const segments: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind === ";") segments.push([]);
    else segments[segments.length - 1]!.push(t);
  }
  // ARC: "i=1; authserv-id; …"
  const first = segments[0]!;
  if (first.length === 3 && first[0]!.text.toLowerCase() === "i" && first[1]!.kind === "=" && /^\d+$/.test(first[2]!.text)) segments.shift();
  const head = segments.shift()!;
  if (head.length < 1 || head.length > 2 || head.some((t) => t.kind !== "word")) return null;
  const results: AuthResult[] = [];
  for (const segment of segments) {
    if (segment.length === 0) continue; // a trailing ";"
    if (segment.length === 1 && segment[0]!.kind === "word" && segment[0]!.text.toLowerCase() === "none" && segments.length === 1) break;
    const list = pairs(segment);
    if (!list || list.length === 0) return null;
    const [[method, result], ...rest] = list as [[string, string], ...[string, string][]];
    if (!/^[a-z0-9_-]+(\/\d+)?$/.test(method) || !/^[a-z]+$/i.test(result)) return null;
    const entry: AuthResult = { method: method.replace(/\/\d+$/, ""), result: result.toLowerCase(), props: {} };
    for (const [name, v] of rest) {
      if (name === "reason" && entry.reason === undefined) entry.reason = v;
      else if (/^[a-z0-9_-]+\.[a-z0-9_.-]+$/.test(name)) entry.props[name] = v;
      else return null;
    }
    results.push(entry);
  }
  return { authservId: head[0]!.text.toLowerCase(), results };
}
