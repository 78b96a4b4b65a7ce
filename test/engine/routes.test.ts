/**
 * The app's route table (client/routes.ts): every address the app serves today finds its screen
 * with its params and query, a trailing slash is the same address, and anything else is not found.
 */
import { describe, expect, it } from "vitest";
import { findRoute, matchPattern, route } from "../../client/route";
import { routes } from "../../client/routes";

/** The route `url` finds and the props its screen gets (null when no route matches). */
function open(url: string): { pattern: string; params: Record<string, string>; props: Record<string, unknown> } | null {
  const u = new URL(url, "http://localhost");
  const found = findRoute(routes, u.pathname);
  if (!found) return null;
  const vnode = found.route.render(found.params, u.searchParams) as { props: Record<string, unknown> };
  return { pattern: found.route.pattern, params: found.params, props: vnode.props ?? {} };
}

describe("the route table", () => {
  it("finds the screen of every address the app serves, with its params and query", () => {
    expect(open("/")).toMatchObject({ pattern: "/", params: {} });
    expect(open("/signin?next=%2Fm%2Fab12&error=link")).toMatchObject({ pattern: "/signin", props: { next: "/m/ab12", error: "link" } });
    expect(open("/signin")).toMatchObject({ props: { next: null, error: null } });
    expect(open("/new?game=sleep")).toMatchObject({ pattern: "/new", props: { initialGame: "sleep" } });
    for (const fixed of ["/matches", "/settings", "/inbox", "/tournaments"]) expect(open(fixed)?.pattern).toBe(fixed);
    expect(open("/t/k3x9")).toMatchObject({ pattern: "/t/:id", params: { id: "k3x9" }, props: { id: "k3x9" } });
    expect(open("/rules/sub-rosa")).toMatchObject({ pattern: "/rules/:game", props: { game: "sub-rosa" } });
    expect(open("/players/Ab_3-x")).toMatchObject({ pattern: "/players/:id", props: { id: "Ab_3-x" } });
    expect(open("/leaderboards/sleepers")).toMatchObject({ pattern: "/leaderboards/:game", props: { game: "sleepers" } });
    expect(open("/m/Xy_9-z?invite=tok")).toMatchObject({ pattern: "/m/:id", params: { id: "Xy_9-z" }, props: { id: "Xy_9-z", invite: "tok" } });
    expect(open("/m/Xy_9-z")).toMatchObject({ props: { invite: null } });
    expect(open("/m/Xy_9-z/review?at=12")).toMatchObject({ pattern: "/m/:id/review", params: { id: "Xy_9-z" }, props: { id: "Xy_9-z", at: "12" } });
  });

  it("takes an address with trailing slashes as the same address", () => {
    expect(open("/matches/")?.pattern).toBe("/matches");
    expect(open("/m/abc/")).toMatchObject({ pattern: "/m/:id", params: { id: "abc" } });
    expect(open("/m/abc/review/")?.pattern).toBe("/m/:id/review");
  });

  it("finds nothing at other addresses, nor where a param has the wrong shape", () => {
    for (const url of ["/nope", "/m", "/m/", "/m/a/b", "/m/abc/review/x", "/m/a%20b", "/t/ABC", "/rules/Sleep", "/leaderboards/x_y", "/players/", "/settings/more"]) {
      expect(open(url), url).toBeNull();
    }
  });

  it("types a route's params from its pattern and matches each segment", () => {
    const r = route("/a/:x/b/:y", ({ x, y }) => `${x}${y}`, { shapes: { y: /^\d+$/ } });
    expect(matchPattern(r, "/a/one/b/2")).toEqual({ x: "one", y: "2" });
    expect(matchPattern(r, "/a/one/b/two")).toBeNull();
    expect(matchPattern(r, "/a/one/c/2")).toBeNull();
    expect(r.render({ x: "p", y: "q" }, new URLSearchParams())).toBe("pq");
  });
});
