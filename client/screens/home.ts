/** Home: what Dead Drop is, the games, "New match", and the public lobby. */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo, type LobbyMatch } from "../api";
import { GamePicture, Notice, useAction, when } from "../ui";
import { LevelChoice, playAgainstComputer } from "../computer";
import type { BotLevel } from "../../src/shared/api";
import { PlayerName } from "../players";
import { rulesUrl } from "../../rules/url";
import { appLocale, m, m as t } from "../i18n/index";

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
      <h1>${m.homeTitle()}</h1>
      <p class="lead">${m.homeLead()}</p>
      <p><a class="button" href="/new">${m.newMatch()}</a> <a class="button secondary" href="/tournaments">${m.tournaments()}</a></p>
    </div>
    <h2>${m.theGames()}</h2>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${computer.error ? html`<${Notice} kind="error">${computer.error}<//>` : null}
    <${LevelChoice} level=${level} onChange=${setLevel} />
    <ul class="game-list">
      ${(games ?? []).map(
        (g) => html`<li class="game-card">
          <${GamePicture} id=${g.id} />
          <div>
            <h3>${g.name}</h3>
            <p>${m.gamePitch({ id: g.id, pitch: g.pitch })}</p>
            <p class="muted">${m.players(g.players)}</p>
            <p class="actions">
              <a class="button secondary" href=${`/new?game=${g.id}`}>${m.play()}<span class="sr-only"> ${g.name}</span></a>
              <button type="button" class="secondary" disabled=${computer.busy} onClick=${() => computer.run(() => playAgainstComputer(g.id, level))}>
                ${m.playAgainstComputer()}<span class="sr-only">${m.atGame({ game: g.name })}</span>
              </button>
              <a class="button secondary" href=${rulesUrl(g.id)}>${m.howToPlay()}<span class="sr-only"> ${g.name}</span></a>
              <a class="button secondary" href=${`/leaderboards/${g.id}`}>${m.leaderboard()}<span class="sr-only">${m.ofGame({ game: g.name })}</span></a>
            </p>
          </div>
        </li>`,
      )}
      ${games === null && !error ? html`<li class="muted">${m.loadingGames()}</li>` : null}
    </ul>
    <h2>${m.openMatches()}</h2>
    ${lobby === null
      ? html`<p class="muted">${m.loading()}</p>`
      : lobby.length === 0
        ? html`<p class="muted">${m.noOpenMatch()} <a href="/new">${m.startOne()}</a>.</p>`
        : html`<ul class="match-list">
            ${lobby.map(
              (m) => html`<li class="match-row">
                <a class="match-game" href=${m.offeredSeat === undefined ? `/m/${m.id}` : pathOf(m.url)}>${nameOf(m.game)}<span class="sr-only">: ${m.offeredSeat === undefined ? t.openTheMatch() : t.takeTheOpenSeat()}</span></a>
                <span>${m.seats.map((s, i) => html`${i ? ", " : ""}${s.name ? html`<${PlayerName} player=${s.player} name=${s.name} game=${m.game} players=${m.players} />` : t.freeSeat()}`)}</span>
                <span class="muted">${m.offeredSeat === undefined ? `${t.freeSeats({ n: m.freeSeats })} · ${when(m.createdAt, appLocale())}` : t.seatOpenInRunningMatch()}</span>
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
