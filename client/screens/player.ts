/** A player's profile (/players/:id): name, member since, each rating with its history, record, recent matches. */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo } from "../api";
import { CLASS_NAMES, loadProfile, ratingText, type PlayerRating, type Profile } from "../players";
import { RatingChart, type HistoryPoint } from "../ratingChart";
import { Notice, absolute, when } from "../ui";

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;
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
  if (error) return html`<section><h1>Player</h1><${Notice} kind="error">${error}<//></section>`;
  if (profile === undefined) return html`<section><h1>Player</h1><p class="muted">Loading…</p></section>`;
  if (profile === null) return html`<section><h1>No such player</h1><p>There is no player here (guests have no profile). <a href="/">Go to the home page</a>.</p></section>`;
  const { record } = profile;
  return html`<section class="profile">
    <h1>${profile.name}</h1>
    <p class="muted">Member since <time datetime=${profile.memberSince}>${absolute(profile.memberSince)}</time></p>
    <h2>Ratings</h2>
    ${profile.ratings.length === 0
      ? html`<p class="muted">No rated match yet.</p>`
      : html`<ul class="rating-list">${profile.ratings.map((r) => html`<li><${RatingCard} player=${profile.id} rating=${r} game=${gameName(r.game)} /></li>`)}</ul>`}
    <h2>Record</h2>
    <dl class="record">
      <div><dt>Played</dt><dd>${record.played}</dd></div>
      <div><dt>Won</dt><dd>${record.won}</dd></div>
      <div><dt>Drawn</dt><dd>${record.drawn}</dd></div>
      <div><dt>Lost</dt><dd>${record.lost}</dd></div>
      <div><dt>Timeouts</dt><dd>${record.timeouts}</dd></div>
    </dl>
    <p class="reliability">Left before the end: ${profile.reliability.resignations} by resigning, ${profile.reliability.timeouts} by running out of time.</p>
    <h2>Recent matches</h2>
    ${profile.recent.length === 0
      ? html`<p class="muted">No finished match yet.</p>`
      : html`<ul class="recent-list">
          ${profile.recent.map(
            (m) => html`<li>
              <a href=${`/m/${m.matchId}`}>${gameName(m.game)}, ${when(m.finishedAt)}</a>
              <span>${ordinal(m.place)} place</span>
              <span class=${m.ratingChange === null ? "muted" : m.ratingChange >= 0 ? "gain" : "loss"}>${m.ratingChange === null ? "unrated" : signed(m.ratingChange)}</span>
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
  const title = `${game}, ${CLASS_NAMES[rating.class].toLowerCase()}`;
  return html`<article class="rating-card">
    <h3>${title}: <span class="rating-number">${ratingText(rating)}</span></h3>
    <p class="muted small">${rating.provisional ? "Provisional (fewer matches than needed to be sure); " : ""}deviation ${rating.deviation}, ${rating.matches} rated match${rating.matches === 1 ? "" : "es"} · <a href=${`/leaderboards/${rating.game}`}>Leaderboard</a></p>
    ${history === null ? html`<p class="muted">Loading the history…</p>` : html`<${RatingChart} history=${history} label=${`${title} rating`} />`}
  </article>`;
}
