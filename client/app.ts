/** The shell: header with navigation, the current screen, focus moved to its heading on navigation. */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { lazy } from "./lazy";
import { useLocation } from "./router";
import { useMe } from "./session";
import { Home } from "./screens/home";
import { SignIn } from "./screens/signin";
import { MatchPage } from "./screens/match";
import { refreshUnread, useUnread } from "./inbox";
import { LocaleSwitcher } from "./localeSwitcher";

/** The screens at a fixed address (the others carry an id: /m/<id>, /rules/<game>). */
const FIXED_ROUTES: Record<string, string> = {
  "/": "home", "/signin": "signin", "/new": "new", "/matches": "matches", "/settings": "settings", "/inbox": "inbox", "/tournaments": "tournaments",
};

function route(path: string): { name: string; id?: string } {
  const m = /^\/m\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (m) return { name: "match", id: m[1]! };
  const tournament = /^\/t\/([a-z0-9]+)\/?$/.exec(path);
  if (tournament) return { name: "tournament", id: tournament[1]! };
  const review = /^\/m\/([A-Za-z0-9_-]+)\/review\/?$/.exec(path);
  if (review) return { name: "review", id: review[1]! };
  const rules = /^\/rules\/([a-z0-9-]+)\/?$/.exec(path);
  if (rules) return { name: "rules", id: rules[1]! };
  const player = /^\/players\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (player) return { name: "player", id: player[1]! };
  const board = /^\/leaderboards\/([a-z0-9-]+)\/?$/.exec(path);
  if (board) return { name: "leaderboard", id: board[1]! };
  return { name: FIXED_ROUTES[path.replace(/\/+$/, "") || "/"] ?? "missing" };
}

/**
 * A screen that is a chunk of its own, loaded when first shown: a visitor's first page (home or a
 * match) does not pay for the other screens (rules, new match, lists, settings with its push set-up).
 */
function lazyScreen<P extends object>(load: () => Promise<(props: P) => unknown>, title: string, loading: string) {
  return lazy(load, () => html`<section><h1>${title}</h1><p class="muted">${loading}</p></section>`);
}

const LazyRules = lazyScreen<{ game: string }>(() => import("../rules/page").then((m) => m.RulesPage), "How to play", "Loading the rules…");
const LazyNewMatch = lazyScreen<{ initialGame: string | null }>(() => import("./screens/newmatch").then((m) => m.NewMatch), "New match", "Loading…");
const LazyMyMatches = lazyScreen<Record<string, never>>(() => import("./screens/matches").then((m) => m.MyMatches), "My matches", "Loading your matches…");
const LazyInbox = lazyScreen<Record<string, never>>(() => import("./screens/inbox").then((m) => m.Inbox), "Inbox", "Loading your inbox…");
const LazyTournaments = lazyScreen<Record<string, never>>(() => import("./screens/tournaments").then((m) => m.Tournaments), "Tournaments", "Loading the tournaments…");
const LazyTournament = lazyScreen<{ id: string }>(() => import("./screens/tournament").then((m) => m.TournamentPage), "Tournament", "Loading the tournament…");
const LazyPlayer = lazyScreen<{ id: string }>(() => import("./screens/player").then((m) => m.PlayerPage), "Player", "Loading the profile…");
const LazyLeaderboard = lazyScreen<{ game: string }>(() => import("./screens/leaderboard").then((m) => m.LeaderboardPage), "Leaderboard", "Loading…");
const LazyReview = lazyScreen<{ id: string; at: string | null }>(() => import("./screens/review").then((m) => m.ReviewPage), "Review", "Loading the review…");
const LazySettings = lazyScreen<Record<string, never>>(() => import("./screens/settings").then((m) => m.Settings), "Settings", "Loading your settings…");

export function App() {
  const { path, query } = useLocation();
  const { me } = useMe();
  const r = route(path);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const unread = useUnread(me?.id ?? null);
  // The count may have changed while the visitor was elsewhere in the app.
  useEffect(() => {
    if (me && !first.current) void refreshUnread();
  }, [path]);
  useEffect(() => {
    // After an in-app navigation, start reading at the new screen's heading.
    if (first.current) {
      first.current = false;
      return;
    }
    const h = main.current?.querySelector("h1") as HTMLElement | null;
    if (h) {
      h.tabIndex = -1;
      h.focus({ preventScroll: true });
    }
  }, [path]);
  useEffect(() => {
    if (r.name === "match") return; // the match page keeps its own title (screens/matchTitle.ts)
    const h = main.current?.querySelector("h1");
    document.title = h?.textContent ? `${h.textContent} · Dead Drop` : "Dead Drop";
  });
  /** `short`: the label on a phone, where the header must fit one line at 390 px. */
  const link = (href: string, label: string, short?: string) =>
    html`<a href=${href} aria-current=${path === href ? "page" : undefined} aria-label=${short ? label : undefined}>${short ? html`<span class="wide-only">${label}</span><span class="phone-only">${short}</span>` : label}</a>`;
  let screen;
  switch (r.name) {
    case "home":
      screen = html`<${Home} />`;
      break;
    case "signin":
      screen = html`<${SignIn} next=${query.get("next")} error=${query.get("error")} />`;
      break;
    case "new":
      screen = html`<${LazyNewMatch} initialGame=${query.get("game")} />`;
      break;
    case "matches":
      screen = html`<${LazyMyMatches} />`;
      break;
    case "settings":
      screen = html`<${LazySettings} />`;
      break;
    case "inbox":
      screen = html`<${LazyInbox} />`;
      break;
    case "tournaments":
      screen = html`<${LazyTournaments} />`;
      break;
    case "tournament":
      screen = html`<${LazyTournament} key=${r.id} id=${r.id!} />`;
      break;
    case "rules":
      screen = html`<${LazyRules} game=${r.id!} />`;
      break;
    case "player":
      screen = html`<${LazyPlayer} key=${r.id} id=${r.id!} />`;
      break;
    case "leaderboard":
      screen = html`<${LazyLeaderboard} key=${r.id} game=${r.id!} />`;
      break;
    case "match":
      screen = html`<${MatchPage} key=${r.id} id=${r.id!} invite=${query.get("invite")} />`;
      break;
    case "review":
      screen = html`<${LazyReview} key=${r.id} id=${r.id!} at=${query.get("at")} />`;
      break;
    default:
      screen = html`<section><h1>Nothing here</h1><p>There is no page at this address. <a href="/">Go to the home page</a>.</p></section>`;
  }
  return html`
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="site-header">
      <a class="brand" href="/" aria-label="Dead Drop, home">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><rect x="3" y="6" width="18" height="13" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 8l9 6 9-6" fill="none" stroke="var(--accent)" stroke-width="2"/></svg>
        <span class="wide-only">Dead Drop</span>
      </a>
      <nav aria-label="Main">
        ${link("/matches", "My matches", "Matches")}
        ${link("/new", "New match", "New")}
        ${me
          ? html`<a href="/inbox" class="inbox-link" aria-current=${path === "/inbox" ? "page" : undefined} aria-label=${unread ? `Inbox, ${unread > 99 ? "99+" : unread} unread` : undefined}>Inbox${unread
              ? html` <span class="badge">${unread > 99 ? "99+" : unread}</span>`
              : null}</a>`
          : null}
        ${me ? link("/settings", me.name) : link("/signin", "Sign in")}
      </nav>
    </header>
    <main id="main" ref=${main}>${screen}</main>
    <footer class="site-footer"><${LocaleSwitcher} /></footer>
  `;
}
