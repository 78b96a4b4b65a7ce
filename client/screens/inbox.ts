/** The inbox: notices grouped by match (newest first), unread highlighted; opening one marks its match's notices read. */
import { html } from "htm/preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { api, ApiError, messageOf } from "../api";
import { setUnread, type InboxItem, type InboxPage } from "../inbox";
import { navigate } from "../router";
import { useMe } from "../session";
import { Notice, absolute, useAction, when } from "../ui";
import { m } from "../i18n/index";

const POLL_MS = 30_000;

export function Inbox() {
  const { me, loaded } = useMe();
  const [page, setPage] = useState<InboxPage | null>(null);
  const { busy, error, run, setError } = useAction();

  const show = (p: InboxPage) => {
    setPage(p);
    setUnread(p.unread);
    setError(null);
  };
  const load = useCallback(async () => {
    try {
      show(await api<InboxPage>("/api/me/notifications?limit=100"));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    if (!me) return;
    void load();
    const t = setInterval(() => document.visibilityState === "visible" && void load(), POLL_MS);
    const onFocus = () => void load();
    window.addEventListener("focus", onFocus);
    return () => {
      clearInterval(t);
      window.removeEventListener("focus", onFocus);
    };
  }, [me?.id]);

  const markRead = (ids?: string[]) =>
    run(async () => show(await api<InboxPage>("/api/me/notifications/read", { method: "POST", body: ids ? { ids } : {} })));

  /** Opening an entry: mark its match's notices read (without waiting for the answer) and go to the match. */
  const open = (e: MouseEvent, item: InboxItem) => {
    const body = item.matchId ? { matchId: item.matchId } : { ids: [item.id] };
    if (!page?.items.some((i) => !i.readAt && (i.id === item.id || (item.matchId && i.matchId === item.matchId)))) return; // an ordinary link: the router takes it
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      void api("/api/me/notifications/read", { method: "POST", body }).catch(() => undefined);
      return;
    }
    e.preventDefault();
    const done = api<InboxPage>("/api/me/notifications/read", { method: "POST", body }).then((p) => setUnread(p.unread), () => undefined);
    // Wait briefly so that the header count is right on the next page, but never hold the visitor up.
    void Promise.race([done, new Promise((r) => setTimeout(r, 400))]).then(() => navigate(item.url));
  };

  if (loaded && !me)
    return html`<section class="narrow"><h1>${m.inboxTitle()}</h1><p>${m.signInToSeeNotifications()} <a class="button" href="/signin?next=/inbox">${m.signIn()}</a></p></section>`;

  const unread = page?.unread ?? 0;
  return html`<section class="narrow inbox">
    <div class="title-row">
      <h1>${m.inboxTitle()}</h1>
      ${page && page.items.some((i) => !i.readAt)
        ? html`<button type="button" class="secondary" disabled=${busy} onClick=${() => markRead()}>${m.markAllRead()}</button>`
        : null}
    </div>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${page === null
      ? html`<p class="muted">${m.loading()}</p>`
      : page.items.length === 0
        ? html`<div class="card empty"><p><strong>${m.nothingHereYet()}</strong></p><p class="muted">${m.inboxEmpty()} <a href="/settings">${m.settingsTitle()}</a>).</p></div>`
        : html`<p class="muted" role="status">${unread === 0 ? m.allRead() : m.unreadCount({ n: unread })}</p>
            <ul class="inbox-list">
              ${groupByMatch(page.items).map((group) => {
                const [i, ...older] = group;
                const unreadHere = group.filter((g) => !g.readAt).length;
                return html`<li class=${unreadHere ? "unread" : "read"} data-match=${i!.matchId}>
                  <a class="inbox-item" href=${i!.url} onClick=${(e: MouseEvent) => open(e, i!)}>
                    <span class="inbox-title">${unreadHere ? html`<span class="sr-only">${m.unreadMark()}</span>` : null}${i!.title}</span>
                    <span class="inbox-body">${i!.body}</span>
                    <time class="muted small" datetime=${i!.createdAt} title=${absolute(i!.createdAt)}>${when(i!.createdAt)}</time>
                  </a>
                  ${older.length
                    ? html`<details class="inbox-older"><summary>${m.earlierNotices({ n: older.length })}${unreadHere > (i!.readAt ? 0 : 1) ? m.earlierUnread({ n: unreadHere - (i!.readAt ? 0 : 1) }) : ""}</summary>
                        <ul>${older.map((o) => html`<li class=${o.readAt ? "read" : "unread"}><a href=${o.url} onClick=${(e: MouseEvent) => open(e, o)}>${o.readAt ? null : html`<span class="sr-only">${m.unreadMark()}</span>`}${o.title}</a> <time class="muted small" datetime=${o.createdAt} title=${absolute(o.createdAt)}>${when(o.createdAt)}</time></li>`)}</ul>
                      </details>`
                    : null}
                </li>`;
              })}
            </ul>`}
  </section>`;
}

/** Notices grouped by match, each group newest first, groups by their newest notice (the order of `items`). */
function groupByMatch(items: InboxItem[]): InboxItem[][] {
  const groups = new Map<string, InboxItem[]>();
  for (const i of items) {
    const key = i.matchId || i.id;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  }
  return [...groups.values()];
}
