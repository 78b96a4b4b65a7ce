/**
 * The tab's title on a match page, kept up to date as the match moves: whose move it is, the game
 * and the opponents ("Your move · Sleep vs Bob", "Bob's move · Sleep vs Bob", "You won · …").
 * A background tab says at a glance which match waits for you.
 */
import { useEffect } from "preact/hooks";
import type { MatchResource } from "../api";
import { listText } from "../../src/shared/text";

const nameOf = (m: MatchResource, seat: number): string => {
  const s = m.seats[seat];
  return s?.name ?? s?.label ?? `Seat ${seat + 1}`;
};

function whoseMove(m: MatchResource): string {
  switch (m.status) {
    case "open":
      return "Waiting for players";
    case "aborted":
      return "Cancelled";
    case "finished": {
      const o = m.outcome;
      if (!o || o.draw) return o ? "Drawn" : "Finished";
      if (m.you !== null) return o.winners.includes(m.you) ? "You won" : "You lost";
      return `${listText(o.winners.map((w) => nameOf(m, w)))} won`;
    }
    case "active": {
      const mine = m.you !== null && m.actors.includes(m.you);
      const others = m.actors.filter((a) => a !== m.you).map((a) => nameOf(m, a));
      if (mine) return "Your move";
      if (others.length === 1) return `${others[0]}'s move`;
      return others.length ? `Waiting for ${listText(others)}` : "In play";
    }
  }
}

export function matchTitle(m: MatchResource, gameName: string): string {
  const named = m.seats.filter((s) => s.kind !== "free");
  const players =
    m.you === null
      ? `${gameName}: ${named.map((s) => nameOf(m, s.seat)).join(" vs ")}`
      : `${gameName}${named.length > 1 ? ` vs ${listText(named.filter((s) => s.seat !== m.you).map((s) => nameOf(m, s.seat)))}` : ""}`;
  return `${whoseMove(m)} · ${players} · Dead Drop`;
}

/** Sets the tab's title on every change of the match (client/app.ts leaves a match page's title to it). */
export function useMatchTitle(m: MatchResource | null, gameName: string | null, failed: boolean): void {
  const title = m ? matchTitle(m, gameName ?? m.game) : failed ? "Match not found · Dead Drop" : "Loading the match… · Dead Drop";
  useEffect(() => {
    document.title = title;
  }, [title]);
}
