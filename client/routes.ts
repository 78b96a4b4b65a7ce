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
import { loadArea, m as t, type Area } from "./i18n/index";

/**
 * A screen loaded on first view with the words of its area, with its heading and a line saying it
 * is on its way meanwhile (functions: this table is made before any words are loaded, so a
 * message must be looked up when shown, not here).
 */
function lazyScreen<Screen extends (props: any) => unknown>(load: () => Promise<Screen>, title: () => string, loading: () => string, area?: Area) {
  const both = () => Promise.all([load(), area && loadArea(area)]).then(([screen]) => screen);
  return lazy<Parameters<Screen>[0]>(both, () => html`<section><h1>${title()}</h1><p class="muted">${loading()}</p></section>`);
}

const RulesPage = lazyScreen(() => import("../rules/page").then((m) => m.RulesPage), () => t.howToPlay(), () => t.loadingRules());
const NewMatch = lazyScreen(() => import("./screens/newmatch").then((m) => m.NewMatch), () => t.newMatch(), () => t.loading(), "screens");
const MyMatches = lazyScreen(() => import("./screens/matches").then((m) => m.MyMatches), () => t.myMatches(), () => t.loadingYourMatches(), "screens");
const Inbox = lazyScreen(() => import("./screens/inbox").then((m) => m.Inbox), () => t.inboxTitle(), () => t.loadingInbox(), "screens");
const Tournaments = lazyScreen(() => import("./screens/tournaments").then((m) => m.Tournaments), () => t.tournaments(), () => t.loadingTournaments(), "lists");
const TournamentPage = lazyScreen(() => import("./screens/tournament").then((m) => m.TournamentPage), () => t.tournamentTitle(), () => t.loadingTournament(), "lists");
const PlayerPage = lazyScreen(() => import("./screens/player").then((m) => m.PlayerPage), () => t.playerTitle(), () => t.loadingProfile(), "lists");
const LeaderboardPage = lazyScreen(() => import("./screens/leaderboard").then((m) => m.LeaderboardPage), () => t.leaderboard(), () => t.loading(), "lists");
const ReviewPage = lazyScreen(() => import("./screens/review").then((m) => m.ReviewPage), () => t.reviewTitle(), () => t.loadingReview(), "screens");
const Settings = lazyScreen(() => import("./screens/settings").then((m) => m.Settings), () => t.settingsTitle(), () => t.loadingSettings(), "settings");

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

export const notFound = route("*", () => html`<section><h1>${t.notFoundTitle()}</h1><p>${t.notFoundText()} <a href="/">${t.goHome()}</a>.</p></section>`);
