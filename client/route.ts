/**
 * A route of the app: a path pattern whose `:name` segments are its params, typed from the pattern
 * itself ("/m/:id/review" gives `{ id: string }`), and the screen it shows. `client/routes.ts` is
 * the table; this module only matches paths against it.
 */

/** The param names of a pattern: "/m/:id/review" → "id". */
export type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type Params<Pattern extends string> = { [Name in ParamNames<Pattern>]: string };

/** What a param may hold unless its route says otherwise: one path segment of letters, digits, "_" and "-". */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

export interface Route<Pattern extends string = string> {
  pattern: Pattern;
  /** A narrower shape for some params than SEGMENT (a tournament id is lower case). */
  shapes?: Partial<Record<ParamNames<Pattern>, RegExp>>;
  /** The screen, given the params and the query string. */
  render(params: Params<Pattern>, query: URLSearchParams): unknown;
  /** The screen sets the tab's title itself (otherwise it is the screen's heading). */
  ownTitle?: boolean;
}

/** A route with its params typed from the pattern. */
export function route<Pattern extends string>(pattern: Pattern, render: Route<Pattern>["render"], opts: Pick<Route<Pattern>, "shapes" | "ownTitle"> = {}): Route<Pattern> {
  return { pattern, render, ...opts };
}

/** A path without its trailing slashes ("/matches/" is "/matches"; "/" stays). */
export function normalPath(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

/** The params of `path` if it is one of the pattern's paths, else null. */
export function matchPattern<Pattern extends string>(r: Route<Pattern>, path: string): Params<Pattern> | null {
  const want = r.pattern.split("/");
  const got = normalPath(path).split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (!w.startsWith(":")) {
      if (w !== g) return null;
      continue;
    }
    const name = w.slice(1);
    const shape = (r.shapes as Record<string, RegExp> | undefined)?.[name] ?? SEGMENT;
    if (!SEGMENT.test(g) || !shape.test(g)) return null;
    params[name] = g;
  }
  return params as Params<Pattern>;
}

/** The first route of the table that `path` matches, with its params; null when none does. */
export function findRoute(table: readonly Route<any>[], path: string): { route: Route<any>; params: Record<string, string> } | null {
  for (const r of table) {
    const params = matchPattern(r, path);
    if (params) return { route: r, params };
  }
  return null;
}
