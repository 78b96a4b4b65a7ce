/**
 * What the embed, the image and the link previews show of a match: only the spectator's
 * resource (viewer null) and the spectator's log lines. Nothing here ever sees a player's view.
 */
import type { LogLine, MatchStatus, OutcomeInfo, Seat, SeatInfo } from "../shared/api";
import { listText, seatWho } from "../shared/text";
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
}

export const LOG_LINES = 12;

/** Seat as people read it: "Alice (Player 1)", "Player 2 (free)". */
export function seatText(s: SeatInfo): string {
  return s.kind === "free" || !s.name ? `${s.label} (free)` : seatWho(s.label, s.name);
}


/** The match's end, for the board to describe its final position (null at an earlier position, or while in play). */
export function endShown(m: EmbedMatch): MatchEnd | null {
  return m.at !== null && m.at < m.seq ? null : matchEndOf(m.status, m.outcome);
}

/** One sentence on where the match stands (at the position shown). */
export function statusText(m: EmbedMatch): string {
  if (m.review) return `Review, everything face up: position ${m.at ?? m.seq} of ${m.seq}. ${m.outcome?.reason ?? ""}`.trim();
  if (m.at !== null && m.at < m.seq) return `Position ${m.at} of ${m.seq}${m.shownStatus === "open" ? ", before the match began" : ""}.`;
  switch (m.status) {
    case "open": {
      const free = m.seats.filter((s) => s.kind === "free").length;
      return `Waiting for players: ${free} of ${m.seats.length} seats free.`;
    }
    case "active": {
      const who = m.actors.map((a) => m.seats[a]).filter((s): s is SeatInfo => !!s).map(seatText);
      // No actor a spectator may know of while the match runs: who decides is hidden (Sleep, SP-5).
      return who.length ? `To play: ${listText(who)}.` : "In play, waiting for decisions.";
    }
    case "finished": {
      const reason = m.outcome?.reason ?? "";
      return `Finished${reason ? `: ${reason.replace(/\.$/, "")}` : ""}.`;
    }
    case "aborted":
      return "Cancelled before the end.";
  }
}

/** The link-preview description: the status plus what Dead Drop is. */
export function description(m: EmbedMatch): string {
  return `${statusText(m)} A ${m.gameName} match on Dead Drop, correspondence play for games of secrets.`;
}

export function matchUrl(m: Pick<EmbedMatch, "origin" | "id"> & Partial<Pick<EmbedMatch, "review" | "at">>): string {
  return m.review ? `${m.origin}/m/${m.id}/review${m.at !== null && m.at !== undefined ? `?at=${m.at}` : ""}` : `${m.origin}/m/${m.id}`;
}

/** Is what this URL shows final (cache it long)? */
export function isFinal(m: Pick<EmbedMatch, "status">): boolean {
  return isOver(m);
}
