/**
 * Every address the app answers, in one table: the pattern (its `:params` typed from it), the query
 * parameters the screen reads, and the screen. The first match wins; anything else is `notFound`.
 *
 * A visitor's first page is most often the home page, a match (an invite link) or the sign-in page,
 * so those screens are in the first load; every other screen is a chunk of its own, loaded when first
 * shown, so that first page does not pay for the rules, new match, lists, or settings with its push
 * set-up.
 */
import { h } from "preact";
import { html } from "htm/preact";
import { lazy } from "./lazy";
import { route } from "./route";
import { Home } from "./screens/home";
import { SignIn } from "./screens/signin";
import { MatchPage } from "./screens/match";

/** A screen loaded on first view, with its heading and a line saying it is on its way meanwhile. */
function lazyScreen<Screen extends (props: any) => unknown>(load: () => Promise<Screen>, title: string, loading: string) {
  return lazy<Parameters<Screen>[0]>(load, () => html`<section><h1>${title}</h1><p class="muted">${loading}</p></section>`);
}

const RulesPage = lazyScreen(() => import("../rules/page").then((m) => m.RulesPage), "How to play", "Loading the rules…");
const NewMatch = lazyScreen(() => import("./screens/newmatch").then((m) => m.NewMatch), "New match", "Loading…");
const MyMatches = lazyScreen(() => import("./screens/matches").then((m) => m.MyMatches), "My matches", "Loading your matches…");
const Inbox = lazyScreen(() => import("./screens/inbox").then((m) => m.Inbox), "Inbox", "Loading your inbox…");
const Tournaments = lazyScreen(() => import("./screens/tournaments").then((m) => m.Tournaments), "Tournaments", "Loading the tournaments…");
const TournamentPage = lazyScreen(() => import("./screens/tournament").then((m) => m.TournamentPage), "Tournament", "Loading the tournament…");
const PlayerPage = lazyScreen(() => import("./screens/player").then((m) => m.PlayerPage), "Player", "Loading the profile…");
const LeaderboardPage = lazyScreen(() => import("./screens/leaderboard").then((m) => m.LeaderboardPage), "Leaderboard", "Loading…");
const ReviewPage = lazyScreen(() => import("./screens/review").then((m) => m.ReviewPage), "Review", "Loading the review…");
const Settings = lazyScreen(() => import("./screens/settings").then((m) => m.Settings), "Settings", "Loading your settings…");

export const routes = [
  route("/", () => h(Home, null)),
  route("/signin", (_, q) => h(SignIn, { next: q.get("next"), error: q.get("error") })),
  route("/new", (_, q) => h(NewMatch, { initialGame: q.get("game") })),
  route("/matches", () => h(MyMatches, null)),
  route("/settings", () => h(Settings, null)),
  route("/inbox", () => h(Inbox, null)),
  route("/tournaments", () => h(Tournaments, null)),
  route("/t/:id", ({ id }) => h(TournamentPage, { id }), { shapes: { id: /^[a-z0-9]+$/ } }),
  route("/rules/:game", ({ game }) => h(RulesPage, { game }), { shapes: { game: /^[a-z0-9-]+$/ } }),
  route("/players/:id", ({ id }) => h(PlayerPage, { id })),
  route("/leaderboards/:game", ({ game }) => h(LeaderboardPage, { game }), { shapes: { game: /^[a-z0-9-]+$/ } }),
  // The match page keeps the tab's title itself: whose move it is (screens/matchTitle.ts).
  route("/m/:id", ({ id }, q) => h(MatchPage, { id, invite: q.get("invite") }), { ownTitle: true }),
  route("/m/:id/review", ({ id }, q) => h(ReviewPage, { id, at: q.get("at") })),
];

export const notFound = route("*", () => html`<section><h1>Nothing here</h1><p>There is no page at this address. <a href="/">Go to the home page</a>.</p></section>`);
