/**
 * The tab's title on a match page, kept up to date as the match moves: whose move it is, the game
 * and the opponents ("Your move · Sleep vs Bob", "Bob's move · Sleep vs Bob", "You won · …").
 * A background tab says at a glance which match waits for you. In the app's language (client/i18n/match.*.ts).
 */
import { useEffect } from "preact/hooks";
import type { MatchResource } from "../api";
import { m as t } from "../i18n/index";

const nameOf = (m: MatchResource, seat: number): string => {
  const s = m.seats[seat];
  return s?.name ?? (s ? t.seatLabel({ label: s.label }) : t.seatNumber({ n: seat + 1 }));
};

function whoseMove(m: MatchResource): string {
  switch (m.status) {
    case "open":
      return t.matchStatusOpen();
    case "aborted":
      return t.matchStatusAborted();
    case "finished": {
      const o = m.outcome;
      if (!o || o.draw) return o ? t.matchTitleDrawn() : t.matchStatusFinished();
      if (m.you !== null) return o.winners.includes(m.you) ? t.matchTitleYouWon() : t.matchTitleYouLost();
      return t.matchWon({ names: o.winners.map((w) => nameOf(m, w)) });
    }
    case "active": {
      const mine = m.you !== null && m.actors.includes(m.you);
      const others = m.actors.filter((a) => a !== m.you).map((a) => nameOf(m, a));
      if (mine) return t.matchYourMove();
      if (others.length === 1) return t.matchOnesMove({ name: others[0]! });
      return others.length ? t.matchWaitingFor({ names: others }) : t.matchStatusActive();
    }
  }
}

export function matchTitle(m: MatchResource, gameName: string): string {
  const named = m.seats.filter((s) => s.kind !== "free");
  const players =
    m.you === null
      ? t.matchTitlePlayers({ game: gameName, names: named.map((s) => nameOf(m, s.seat)) })
      : named.length > 1
        ? t.matchTitleVs({ game: gameName, others: named.filter((s) => s.seat !== m.you).map((s) => nameOf(m, s.seat)) })
        : gameName;
  return `${whoseMove(m)} · ${players} · Dead Drop`;
}

/** Sets the tab's title on every change of the match (client/app.ts leaves a match page's title to it). */
export function useMatchTitle(m: MatchResource | null, gameName: string | null, failed: boolean): void {
  const title = m ? matchTitle(m, gameName ?? m.game) : `${failed ? t.matchNotFound() : t.matchLoading()} · Dead Drop`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
