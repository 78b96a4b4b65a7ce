/** A tiny history-API router: same-origin link clicks become navigations without a reload. */
import { useEffect, useState } from "preact/hooks";

type Listener = () => void;
const listeners = new Set<Listener>();
/** Every navigation, a link to the page already shown included (its screen may refresh what it shows). */
let visits = 0;
if (typeof window !== "undefined") window.addEventListener("popstate", () => visits++);

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (url.origin !== location.origin) {
    location.href = url.href;
    return;
  }
  const target = url.pathname + url.search + url.hash;
  if (opts.replace) history.replaceState(null, "", target);
  else if (target !== location.pathname + location.search + location.hash) history.pushState(null, "", target);
  visits++;
  for (const l of listeners) l();
  if (!opts.replace) window.scrollTo(0, 0);
}

/** The current location; `visit` changes with every navigation, even to the same path. */
export function useLocation(): { path: string; query: URLSearchParams; visit: number } {
  const [, force] = useState(0);
  useEffect(() => {
    const l = () => force((n) => n + 1);
    listeners.add(l);
    window.addEventListener("popstate", l);
    return () => {
      listeners.delete(l);
      window.removeEventListener("popstate", l);
    };
  }, []);
  return { path: location.pathname, query: new URLSearchParams(location.search), visit: visits };
}

/** Intercepts clicks on same-origin <a href> so that the app handles them. */
export function interceptLinks(): void {
  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.("a");
    if (!a || a.target || a.hasAttribute("download") || a.dataset.reload !== undefined) return;
    const href = a.getAttribute("href");
    if (!href || href.startsWith("#")) return;
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return;
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/auth/") || url.pathname.startsWith("/embed/")) return;
    e.preventDefault();
    navigate(url.href);
  });
}
