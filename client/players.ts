/**
 * Players in the app: profiles fetched once per page load (a name links to its profile and shows
 * its rating), and the rating's text ("1523?" while provisional, as lichess shows it).
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "./api";
import { m } from "./i18n/index";

export type RatingClass = "2p" | "multi";

export interface PlayerRating {
  game: string;
  class: RatingClass;
  rating: number;
  deviation: number;
  provisional: boolean;
  matches: number;
}

export interface Profile {
  id: string;
  name: string;
  memberSince: string;
  ratings: PlayerRating[];
  record: { played: number; won: number; drawn: number; lost: number; timeouts: number };
  /** Matches left before the end (src/db/reliability.ts). */
  reliability: { resignations: number; timeouts: number };
  recent: { matchId: string; game: string; finishedAt: string; place: number; ratingChange: number | null }[];
}

export const classOf = (players: number): RatingClass => (players === 2 ? "2p" : "multi");
/** "Two players", "Three or more", in the app's language. */
export const className = (klass: RatingClass) => m.ratingClass({ klass });

/** "1523", or "1523?" while provisional. */
export const ratingText = (r: Pick<PlayerRating, "rating" | "provisional">) => `${r.rating}${r.provisional ? "?" : ""}`;

const profiles = new Map<string, Promise<Profile | null>>();

/** A member's profile (null: a guest, or nobody), fetched once per page load. */
export function loadProfile(id: string): Promise<Profile | null> {
  let p = profiles.get(id);
  if (!p) {
    p = api<Profile>(`/api/players/${encodeURIComponent(id)}`).catch((e) => {
      if (e instanceof ApiError && e.status === 404) return null;
      profiles.delete(id);
      throw e;
    });
    profiles.set(id, p);
  }
  return p;
}

/**
 * A person's name: a link to their profile with their rating in this game and class when they
 * are a member, the plain name otherwise (a guest, or while loading).
 */
export function PlayerName({ player, name, game, players }: { player?: string | null; name: string; game: string; players: number }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    if (player) loadProfile(player).then(setProfile, () => undefined);
  }, [player]);
  if (!player || !profile) return html`<span class="player-name">${name}</span>`;
  const rating = profile.ratings.find((r) => r.game === game && r.class === classOf(players));
  return html`<span class="player-name"><a href=${`/players/${encodeURIComponent(player)}`}>${name}</a>${rating
    ? html` <span class="rating" title=${rating.provisional ? m.provisionalRating() : m.ratingDeviation({ deviation: rating.deviation })}>(${ratingText(rating)})</span>`
    : null}</span>`;
}
