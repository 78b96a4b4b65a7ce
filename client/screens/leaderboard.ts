/** A game's leaderboards (/leaderboards/:game): one per class, provisional players left out. */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo } from "../api";
import { className, type RatingClass } from "../players";
import { m } from "../i18n/index";
import { Notice } from "../ui";

interface Entry {
  rank: number;
  player: { id: string; name: string };
  rating: number;
  deviation: number;
  matches: number;
}

export function LeaderboardPage({ game }: { game: string }) {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => void loadGames().then(setGames, (e) => setError(messageOf(e))), []);
  const info = games?.find((g) => g.id === game);
  if (error) return html`<section><h1>${m.leaderboard()}</h1><${Notice} kind="error">${error}<//></section>`;
  if (games === null) return html`<section><h1>${m.leaderboard()}</h1><p class="muted">${m.loading()}</p></section>`;
  if (!info) return html`<section><h1>${m.noSuchGame()}</h1><p>${m.noGameCalled({ game })} <a href="/">${m.goHome()}</a>.</p></section>`;
  const classes: RatingClass[] = [...(info.players.min === 2 ? (["2p"] as const) : []), ...(info.players.max > 2 ? (["multi"] as const) : [])];
  return html`<section class="leaderboard">
    <h1>${m.gameLeaderboard({ game: info.name })}</h1>
    <nav aria-label=${m.otherGames()} class="game-nav">
      ${games.filter((g) => g.id !== game).map((g) => html`<a href=${`/leaderboards/${g.id}`}>${g.name}</a>`)}
    </nav>
    <p class="muted small">${m.provisionalNotListed()}</p>
    ${classes.map((c) => html`<${Board} key=${c} game=${game} klass=${c} />`)}
  </section>`;
}

function Board({ game, klass }: { game: string; klass: RatingClass }) {
  const [rows, setRows] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => void api<Entry[]>(`/api/leaderboards/${game}/${klass}?limit=100`).then(setRows, (e) => setError(messageOf(e))), [game, klass]);
  const id = `board-${klass}`;
  return html`<section aria-labelledby=${id}>
    <h2 id=${id}>${className(klass)}</h2>
    ${error
      ? html`<${Notice} kind="error">${error}<//>`
      : rows === null
        ? html`<p class="muted">${m.loading()}</p>`
        : rows.length === 0
          ? html`<p class="muted">${m.nobodyEstablished()}</p>`
          : html`<table class="board-table">
              <thead><tr><th scope="col">${m.colRank()}</th><th scope="col">${m.colPlayer()}</th><th scope="col">${m.colRating()}</th><th scope="col">${m.colMatches()}</th></tr></thead>
              <tbody>
                ${rows.map((r) => html`<tr><td>${r.rank}</td><td><a href=${`/players/${encodeURIComponent(r.player.id)}`}>${r.player.name}</a></td><td>${r.rating}</td><td>${r.matches}</td></tr>`)}
              </tbody>
            </table>`}
  </section>`;
}
