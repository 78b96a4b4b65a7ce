/**
 * The top of the match page: the game's name with its rules, the status, the banner after the end,
 * and the turn line (whose turn, the deadline, the connection; after the end, what the board shows).
 */
import { html } from "htm/preact";
import type { MatchResource } from "../api";
import { rulesUrl } from "../../rules/url";
import { when } from "../ui";
import { appLocale, m as t } from "../i18n/index";
import { seatLabelText, seatName } from "./matchPanels";

export function MatchHeading({ m, gameName }: { m: MatchResource; gameName: string }) {
  return html`<div class="title-row">
      <div class="title-name">
        <h1>${gameName}</h1>
        <a class="rules-link" href=${rulesUrl(m.game)}>${t.matchRules()}<span class="sr-only">${t.ofGame({ game: gameName })}</span></a>
      </div>
      <span class=${`status-pill status-${m.status}`}>${statusWord(m)}</span>
    </div>`;
}

/**
 * After the end, the board shows the final position: say so, once (why it ended is the banner's; in
 * play the board says whose turn it is and what to do, and the turn line above it says it is yours).
 * `moves` is null until the log is in: the line waits for it rather than show a short count.
 */
export function finalSummary(m: MatchResource, moves: number | null): string {
  if (m.status === "aborted" || moves === null) return "";
  const left = m.players > 2 ? m.seats.filter((s) => s.resigned).map((s) => s.name ?? seatLabelText(s.label)) : [];
  return t.matchFinalPosition({ moves }) + (left.length ? t.matchResignedPlayedOn({ names: left }) : "");
}

/** While the slider looks back after the end: the board is not the final position (the header must not say it is). */
export function lookingBackText(move: number, moves: number): string {
  return t.matchLookingBack({ move, moves });
}

function statusWord(m: MatchResource): string {
  switch (m.status) {
    case "open":
      return t.matchStatusOpen();
    case "active":
      return t.matchStatusActive(); // whose turn it is, the turn line says
    case "finished":
      return t.matchStatusFinished();
    case "aborted":
      return t.matchStatusAborted();
  }
}

export function EndBanner({ m }: { m: MatchResource }) {
  if (m.status === "aborted") return html`<div class="banner" role="status"><strong>${t.matchCancelledBanner()}</strong></div>`;
  const o = m.outcome;
  const winners = () => o!.winners.map((w) => seatName(m, w));
  let head = t.matchOver();
  if (o?.draw) head = t.matchDrawnBanner();
  else if (o && m.you !== null) head = o.winners.includes(m.you) ? t.matchYouWonBanner() : t.matchYouLostBanner({ names: winners() });
  else if (o) head = t.matchWonBanner({ names: winners() });
  const won = o && m.you !== null && o.winners.includes(m.you);
  return html`<div class=${`banner${won ? " banner-win" : ""}`} role="status">
    <strong>${head}</strong>${o?.reason ? html` <span>${o.reason}</span>` : null}
    ${m.status === "finished" ? html` <a href=${`/m/${m.id}/review`}>${t.matchReviewLink()}</a>` : null}
  </div>`;
}

export function TurnLine({ m, summary, mode }: { m: MatchResource; summary: string; mode: string }) {
  let text = "";
  if (m.status === "active") {
    const mine = m.you !== null && m.actors.includes(m.you);
    const others = m.actors.filter((a) => a !== m.you).map((a) => seatName(m, a));
    text = mine ? (others.length ? t.matchYourTurnToo({ names: others }) : t.matchYourTurn()) : others.length ? t.matchWaitingFor({ names: others }) : t.matchWaiting();
  }
  return html`<div class="turn-line">
    ${text ? html`<p class="turn" aria-live="polite"><strong>${text}</strong>${m.deadline ? html`${t.matchDue()}<time datetime=${m.deadline} title=${t.matchMoment({ iso: m.deadline })}>${when(m.deadline, appLocale())}</time>` : null}</p>` : null}
    ${summary ? html`<p class="muted summary">${summary}</p>` : null}
    <p class="muted small connection">${mode === "live" ? t.matchLive() : mode === "polling" ? t.matchReconnecting() : t.matchConnecting()}</p>
  </div>`;
}
