/** A player's profile (/players/:id): name, member since, each rating with its history, record, recent matches. */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo } from "../api";
import { className, loadProfile, ratingText, type PlayerRating, type Profile } from "../players";
import { RatingChart, type HistoryPoint } from "../ratingChart";
import { Notice, absolute, when } from "../ui";
import { m as t } from "../i18n/index";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

export function PlayerPage({ id }: { id: string }) {
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadGames().then(setGames, () => undefined);
    loadProfile(id).then(setProfile, (e) => setError(messageOf(e)));
  }, [id]);
  const gameName = (g: string) => games.find((x) => x.id === g)?.name ?? g;
  if (error) return html`<section><h1>${t.playerTitle()}</h1><${Notice} kind="error">${error}<//></section>`;
  if (profile === undefined) return html`<section><h1>${t.playerTitle()}</h1><p class="muted">${t.loading()}</p></section>`;
  if (profile === null) return html`<section><h1>${t.noSuchPlayer()}</h1><p>${t.noPlayerHere()} <a href="/">${t.goHome()}</a>.</p></section>`;
  const { record } = profile;
  return html`<section class="profile">
    <h1>${profile.name}</h1>
    <p class="muted">${t.memberSince()} <time datetime=${profile.memberSince}>${absolute(profile.memberSince)}</time></p>
    <h2>${t.ratingsTitle()}</h2>
    ${profile.ratings.length === 0
      ? html`<p class="muted">${t.noRatedMatch()}</p>`
      : html`<ul class="rating-list">${profile.ratings.map((r) => html`<li><${RatingCard} player=${profile.id} rating=${r} game=${gameName(r.game)} /></li>`)}</ul>`}
    <h2>${t.recordTitle()}</h2>
    <dl class="record">
      ${(["played", "won", "drawn", "lost", "timeouts"] as const).map((item) => html`<div><dt>${t.recordItem({ item })}</dt><dd>${record[item]}</dd></div>`)}
    </dl>
    <p class="reliability">${t.leftBeforeEnd(profile.reliability)}</p>
    <p class="muted small">${t.abortsNotCounted()}</p>
    <h2>${t.recentMatches()}</h2>
    ${profile.recent.length === 0
      ? html`<p class="muted">${t.noFinishedMatch()}</p>`
      : html`<ul class="recent-list">
          ${profile.recent.map(
            (m) => html`<li>
              <a href=${`/m/${m.matchId}`}>${gameName(m.game)}, ${when(m.finishedAt)}</a>
              <span>${t.placeOf({ place: m.place })}</span>
              <span class=${m.ratingChange === null ? "muted" : m.ratingChange >= 0 ? "gain" : "loss"}>${m.ratingChange === null ? t.unrated() : signed(m.ratingChange)}</span>
            </li>`,
          )}
        </ul>`}
  </section>`;
}

function RatingCard({ player, rating, game }: { player: string; rating: PlayerRating; game: string }) {
  const [history, setHistory] = useState<HistoryPoint[] | null>(null);
  useEffect(() => {
    api<HistoryPoint[]>(`/api/players/${encodeURIComponent(player)}/ratings/${rating.game}/${rating.class}`).then(setHistory, () => setHistory([]));
  }, [player, rating.game, rating.class]);
  const title = `${game}, ${className(rating.class).toLowerCase()}`;
  return html`<article class="rating-card">
    <h3>${t.ratingHeading({ title })} <span class="rating-number">${ratingText(rating)}</span></h3>
    <p class="muted small">${rating.provisional ? t.provisionalNote() : ""}${t.deviationMatches({ deviation: rating.deviation, n: rating.matches })} · <a href=${`/leaderboards/${rating.game}`}>${t.leaderboard()}</a></p>
    ${history === null ? html`<p class="muted">${t.loadingHistory()}</p>` : html`<${RatingChart} history=${history} label=${t.ratingOf({ title })} />`}
  </article>`;
}
