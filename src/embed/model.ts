/**
 * What the embed, the image and the link previews show of a match: only the spectator's
 * resource (viewer null) and the spectator's log lines. Nothing here ever sees a player's view.
 */
import type { LogLine, MatchStatus, OutcomeInfo, Seat, SeatInfo } from "../shared/api";
import { isNumberedSeat } from "../shared/text";
import { messages } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";
import type { MatchEnd } from "../../boards/board";
import { matchEndOf } from "../../boards/kit";
import { isOver } from "../shared/status";

export interface EmbedMatch {
  id: string;
  game: string;
  gameName: string;
  /** The match now. */
  status: MatchStatus;
  seq: number;
  seats: SeatInfo[];
  actors: Seat[];
  outcome: OutcomeInfo | null;
  /** A fixed position (`?at=seq`), or null for the current one. */
  at: number | null;
  /** The spectator's view of the position shown (null while seats are free). */
  view: unknown;
  /** The match's status at the position shown. */
  shownStatus: string;
  /** The spectator's log lines up to the position shown, oldest first (null: log off). */
  log: LogLine[] | null;
  /** The service's origin, for absolute links ("https://deaddrop.example"). */
  origin: string;
  /** The review of a finished match: the position face up, nothing hidden (absent: the spectator's view). */
  review?: boolean;
  /** The language of its words (src/shared/locale.ts). */
  locale: Locale;
}

export const LOG_LINES = 12;

/** Seat as people read it: "Alice (Black)", "Bob" in a numbered seat, "Player 2 (free)"; in the match's language. */
export function seatText(s: SeatInfo, locale: Locale): string {
  const m = messages(locale);
  const label = m.seatLabel({ label: s.label });
  if (s.kind === "free" || !s.name) return m.seatFree({ seat: label });
  return s.name === s.label ? label : isNumberedSeat(s.label) ? s.name : `${s.name} (${label})`;
}

/** "Sleep: Alice vs Bob": the game and everyone at the table (a free seat by its label), in the match's language. */
export function titleOf(m: Pick<EmbedMatch, "gameName" | "seats" | "locale">): string {
  const t = messages(m.locale);
  const names = m.seats.map((s) => (s.kind === "free" || !s.name ? t.freeSeat({ seat: t.seatLabel({ label: s.label }) }) : s.name));
  return t.matchTitle({ game: m.gameName, names });
}


/** The match's end, for the board to describe its final position (null at an earlier position, or while in play). */
export function endShown(m: EmbedMatch): MatchEnd | null {
  return m.at !== null && m.at < m.seq ? null : matchEndOf(m.status, m.outcome);
}

/** One sentence on where the match stands (at the position shown). */
export function statusText(m: EmbedMatch): string {
  const t = messages(m.locale);
  if (m.review) return t.statusReview({ at: m.at ?? m.seq, seq: m.seq, reason: m.outcome?.reason ?? "" });
  if (m.at !== null && m.at < m.seq) return t.statusPosition({ at: m.at, seq: m.seq, beforeStart: m.shownStatus === "open" });
  switch (m.status) {
    case "open":
      return t.statusWaiting({ free: m.seats.filter((s) => s.kind === "free").length, seats: m.seats.length });
    case "active": {
      // No actor a spectator may know of while the match runs: who decides is hidden (Sleep, SP-5).
      return t.statusToPlay({ who: m.actors.map((a) => m.seats[a]).filter((s): s is SeatInfo => !!s).map((s) => seatText(s, m.locale)) });
    }
    case "finished":
      return t.statusFinished({ reason: (m.outcome?.reason ?? "").replace(/\.$/, "") });
    case "aborted":
      return t.statusCancelled();
  }
}

/** The link-preview description: the status plus what Dead Drop is. */
export function description(m: EmbedMatch): string {
  return messages(m.locale).previewDescription({ status: statusText(m), game: m.gameName });
}

export function matchUrl(m: Pick<EmbedMatch, "origin" | "id"> & Partial<Pick<EmbedMatch, "review" | "at">>): string {
  return m.review ? `${m.origin}/m/${m.id}/review${m.at !== null && m.at !== undefined ? `?at=${m.at}` : ""}` : `${m.origin}/m/${m.id}`;
}

/** Is what this URL shows final (cache it long)? */
export function isFinal(m: Pick<EmbedMatch, "status">): boolean {
  return isOver(m);
}
