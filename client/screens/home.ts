/** Home: what Dead Drop is, the games, "New match", and the public lobby. */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo, type LobbyMatch } from "../api";
import { GamePicture, Notice, useAction, when } from "../ui";
import { LevelChoice, playAgainstComputer } from "../computer";
import type { BotLevel } from "../../src/shared/api";
import { PlayerName } from "../players";
import { rulesUrl } from "../../rules/url";

export function Home() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [lobby, setLobby] = useState<LobbyMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadGames().then(setGames, (e) => setError(messageOf(e)));
    api<LobbyMatch[]>("/api/matches").then(setLobby, () => setLobby([]));
  }, []);
  const nameOf = (id: string) => games?.find((g) => g.id === id)?.name ?? id;
  const computer = useAction();
  const [level, setLevel] = useState<BotLevel>("normal");
  return html`<section class="home">
    <div class="hero">
      <h1>Games of secrets, played at your own pace</h1>
      <p class="lead">Dead Drop is correspondence play for hidden-information board games. Start a match, send the link to a friend, and take your turn whenever you like: we tell you when it is your move.</p>
      <p><a class="button" href="/new">New match</a> <a class="button secondary" href="/tournaments">Tournaments</a></p>
    </div>
    <h2>The games</h2>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${computer.error ? html`<${Notice} kind="error">${computer.error}<//>` : null}
    <${LevelChoice} level=${level} onChange=${setLevel} />
    <ul class="game-list">
      ${(games ?? []).map(
        (g) => html`<li class="game-card">
          <${GamePicture} id=${g.id} />
          <div>
            <h3>${g.name}</h3>
            <p>${g.pitch}</p>
            <p class="muted">${g.players.min === g.players.max ? `${g.players.min} players` : `${g.players.min}–${g.players.max} players`}</p>
            <p class="actions">
              <a class="button secondary" href=${`/new?game=${g.id}`}>Play<span class="sr-only"> ${g.name}</span></a>
              <button type="button" class="secondary" disabled=${computer.busy} onClick=${() => computer.run(() => playAgainstComputer(g.id, level))}>
                Play against the computer<span class="sr-only"> at ${g.name}</span>
              </button>
              <a class="button secondary" href=${rulesUrl(g.id)}>How to play<span class="sr-only"> ${g.name}</span></a>
              <a class="button secondary" href=${`/leaderboards/${g.id}`}>Leaderboard<span class="sr-only"> of ${g.name}</span></a>
            </p>
          </div>
        </li>`,
      )}
      ${games === null && !error ? html`<li class="muted">Loading the games…</li>` : null}
    </ul>
    <h2>Open matches</h2>
    ${lobby === null
      ? html`<p class="muted">Loading…</p>`
      : lobby.length === 0
        ? html`<p class="muted">No public match is waiting for players right now. <a href="/new">Start one</a>.</p>`
        : html`<ul class="match-list">
            ${lobby.map(
              (m) => html`<li class="match-row">
                <a class="match-game" href=${m.offeredSeat === undefined ? `/m/${m.id}` : pathOf(m.url)}>${nameOf(m.game)}<span class="sr-only">: ${m.offeredSeat === undefined ? "open the match" : "take the open seat"}</span></a>
                <span>${m.seats.map((s, i) => html`${i ? ", " : ""}${s.name ? html`<${PlayerName} player=${s.player} name=${s.name} game=${m.game} players=${m.players} />` : "free seat"}`)}</span>
                <span class="muted">${m.offeredSeat === undefined ? `${m.freeSeats} free · ${when(m.createdAt)}` : "seat open in a running match"}</span>
              </li>`,
            )}
          </ul>`}
  </section>`;
}

/** The path and query of a link of this site (an offered seat's link carries its invite). */
function pathOf(url: string): string {
  const u = new URL(url, location.origin);
  return u.pathname + u.search;
}
