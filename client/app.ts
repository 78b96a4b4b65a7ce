/** The shell: header with navigation, the current screen, focus moved to its heading on navigation. */
import { html } from "htm/preact";
import { Fragment } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useLocation } from "./router";
import { useMe } from "./session";
import { refreshUnread, useUnread } from "./inbox";
import { findRoute, normalPath } from "./route";
import { notFound, routes } from "./routes";
import { LocaleSwitcher } from "./localeSwitcher";
import { m } from "./i18n/index";

export function App() {
  const { path, query, visit } = useLocation();
  const { me } = useMe();
  const found = findRoute(routes, path);
  const r = found?.route ?? notFound;
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const unread = useUnread(me?.id ?? null);
  // The count may have changed while the visitor was elsewhere in the app, or read the page they
  // are on: a link to it (My matches on My matches) asks again too.
  useEffect(() => {
    if (me && !first.current) void refreshUnread();
  }, [visit]);
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
    if (r.ownTitle) return;
    // The tab says the screen's heading, also when it comes later (a screen loaded on first view, a match fetched).
    const name = () => {
      const h = main.current?.querySelector("h1");
      const title = h?.textContent ? `${h.textContent} · Dead Drop` : "Dead Drop";
      if (document.title !== title) document.title = title;
    };
    name();
    const watch = new MutationObserver(name);
    if (main.current) watch.observe(main.current, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, [path, r.ownTitle]);
  /** `short`: the label on a phone, where the header must fit one line at 390 px. */
  const link = (href: string, label: string, short?: string) =>
    html`<a href=${href} aria-current=${path === href ? "page" : undefined} aria-label=${short ? label : undefined}>${short ? html`<span class="wide-only">${label}</span><span class="phone-only">${short}</span>` : label}</a>`;
  // "Boîte de réception" does not fit a phone's header: French has a short name there (English needs none).
  const inbox = m.inboxTitle();
  const inboxShort = m.inboxShort();
  const inboxName = inboxShort === inbox ? inbox : html`<span class="wide-only">${inbox}</span><span class="phone-only">${inboxShort}</span>`;
  // Keyed by the path: another match, player or tournament is a new screen, not this one's state.
  const screen = html`<${Fragment} key=${normalPath(path)}>${r.render(found?.params ?? {}, query)}<//>`;
  return html`
    <a class="skip-link" href="#main">${m.skipToContent()}</a>
    <header class="site-header">
      <a class="brand" href="/" aria-label=${m.brandHome()}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><rect x="3" y="6" width="18" height="13" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 8l9 6 9-6" fill="none" stroke="var(--accent)" stroke-width="2"/></svg>
        <span class="wide-only">Dead Drop</span>
      </a>
      <nav aria-label=${m.mainNav()}>
        ${link("/matches", m.myMatches(), m.navMatchesShort())}
        ${link("/new", m.newMatch(), m.navNewShort())}
        ${me
          ? html`<a href="/inbox" class="inbox-link" aria-current=${path === "/inbox" ? "page" : undefined} aria-label=${unread ? m.inboxUnreadLabel({ count: unread > 99 ? "99+" : String(unread) }) : inboxShort === inbox ? undefined : inbox}>${inboxName}${unread
              ? html` <span class="badge">${unread > 99 ? "99+" : unread}</span>`
              : null}</a>`
          : null}
        ${me ? link("/settings", me.name) : link("/signin", m.signIn())}
      </nav>
    </header>
    <main id="main" ref=${main}>${screen}</main>
    <footer class="site-footer"><${LocaleSwitcher} /></footer>
  `;
}
