/** My matches: my turn first, then waiting, then finished. Polls every 3 s (a 304 while nothing changed) and on focus. */
import { isOver } from "../../src/shared/status";
import { html } from "htm/preact";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { ApiError, answeredProblem, loadGames, messageOf, type GameInfo, type MyMatch } from "../api";
import { useMe } from "../session";
import { Notice, when } from "../ui";
import { m as t } from "../i18n/index";

const POLL_MS = 3_000;

export function MyMatches() {
  const { me, loaded } = useMe();
  const [list, setList] = useState<MyMatch[] | null>(null);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);

  const etag = useRef<string | null>(null);
  const load = useCallback(async () => {
    try {
      const res = await fetch("/api/me/matches", { headers: { accept: "application/json", ...(etag.current ? { "if-none-match": etag.current } : {}) }, cache: "no-store", credentials: "same-origin" });
      if (res.status === 304) return;
      const body: any = await res.json().catch(() => null);
      if (!res.ok) throw new ApiError(res.status, body ?? answeredProblem(res.status));
      etag.current = res.headers.get("etag");
      setList(body as MyMatch[]);
      setError(null);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    if (!me) return;
    loadGames().then(setGames, () => undefined);
    void load();
    const t = setInterval(() => document.visibilityState === "visible" && void load(), POLL_MS);
    const onFocus = () => void load();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      clearInterval(t);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [me?.id]);

  if (loaded && !me)
    return html`<section class="narrow"><h1>${t.myMatches()}</h1><p>${t.signInToSeeMatches()} <a class="button" href="/signin?next=/matches">${t.signIn()}</a></p></section>`;

  const nameOf = (id: string) => games.find((g) => g.id === id)?.name ?? id;
  const yours = list?.filter((m) => m.yourTurn) ?? [];
  const waiting = list?.filter((m) => !m.yourTurn && (m.status === "active" || m.status === "open")) ?? [];
  const done = list?.filter(isOver) ?? [];
  const group = (title: string, items: MyMatch[], empty: string) => html`<section class="match-group" aria-label=${title}>
    <h2>${title} <span class="count">${items.length}</span></h2>
    ${items.length === 0
      ? html`<p class="muted">${empty}</p>`
      : html`<ul class="match-list">${items.map((m) => html`<li><${Row} m=${m} game=${nameOf(m.game)} /></li>`)}</ul>`}
  </section>`;
  return html`<section>
    <div class="title-row"><h1>${t.myMatches()}</h1><a class="button" href="/new">${t.newMatch()}</a></div>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${list === null
      ? html`<p class="muted">${t.loading()}</p>`
      : html`${group(t.yourTurnGroup(), yours, t.nothingWaits())}
          ${group(t.waitingForOthers(), waiting, t.noneWaitingForOthers())}
          ${group(t.finishedGroup(), done, t.noFinishedMatch())}`}
  </section>`;
}

function Row({ m, game }: { m: MyMatch; game: string }) {
  const others = m.seats.filter((s) => s.seat !== m.you).map((s) => s.name ?? t.freeSeat());
  let status: string;
  if (m.status === "open") status = t.waitingForPlayers({ n: m.freeSeats });
  else if (m.status === "aborted") status = t.myMatchStatus({ status: "cancelled" });
  else if (m.status === "finished") status = t.myMatchStatus({ status: m.outcome?.draw ? "drawn" : m.outcome?.winners.includes(m.you) ? "won" : "lost" });
  else status = t.myMatchStatus({ status: m.yourTurn ? "yourTurn" : "theirTurn" });
  return html`<a class=${`match-row${m.yourTurn ? " your-turn" : ""}`} href=${`/m/${m.id}`}>
    <span class="match-game">${game}</span>
    <span>${t.versus({ names: others.join(", ") || t.nobodyYet() })}</span>
    <span class="muted">${status}${m.deadline ? ` · ${t.dueWhen({ when: when(m.deadline) })}` : ` · ${when(m.updatedAt)}`}</span>
    ${m.unreadChat ? html`<span class="unread-chat">${t.newChatMessages({ n: m.unreadChat })}</span>` : null}
  </a>`;
}
