/**
 * The top of the match page: the game's name with its rules, the status, the banner after the end,
 * and the turn line (whose turn, the deadline, the connection; after the end, what the board shows).
 */
import { html } from "htm/preact";
import type { MatchResource } from "../api";
import { listText } from "../../src/shared/text";
import { rulesUrl } from "../../rules/url";
import { absolute, when } from "../ui";
import { seatName } from "./matchPanels";

export function MatchHeading({ m, gameName }: { m: MatchResource; gameName: string }) {
  return html`<div class="title-row">
      <div class="title-name">
        <h1>${gameName}</h1>
        <a class="rules-link" href=${rulesUrl(m.game)}>Rules<span class="sr-only"> of ${gameName}</span></a>
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
  const left = m.players > 2 ? m.seats.filter((s) => s.resigned).map((s) => s.name ?? s.label) : [];
  return `The final position, after ${movesText(moves)}.${left.length ? ` ${listText(left)} resigned; the computer played ${left.length === 1 ? "their seat" : "their seats"} to the end.` : ""}`;
}

/** While the slider looks back after the end: the board is not the final position (the header must not say it is). */
export function lookingBackText(move: number, moves: number): string {
  return `Not the final position: the board shows ${move === 0 ? "the start" : `the position after move ${move} of ${moves}`} ("Now" returns to the end).`;
}

/** "12 moves", as the history slider counts them (moves.ts `isMoveLine`). */
function movesText(n: number): string {
  return `${n} move${n === 1 ? "" : "s"}`;
}

function statusWord(m: MatchResource): string {
  switch (m.status) {
    case "open":
      return "Waiting for players";
    case "active":
      return "In play"; // whose turn it is, the turn line says
    case "finished":
      return "Finished";
    case "aborted":
      return "Cancelled";
  }
}

export function EndBanner({ m }: { m: MatchResource }) {
  if (m.status === "aborted") return html`<div class="banner" role="status"><strong>This match was cancelled.</strong></div>`;
  const o = m.outcome;
  let head = "The match is over.";
  if (o?.draw) head = "The match is drawn.";
  else if (o && m.you !== null) head = o.winners.includes(m.you) ? "You won!" : `You lost: ${listText(o.winners.map((w) => seatName(m, w)))} won.`;
  else if (o) head = `${listText(o.winners.map((w) => seatName(m, w)))} won.`;
  const won = o && m.you !== null && o.winners.includes(m.you);
  return html`<div class=${`banner${won ? " banner-win" : ""}`} role="status">
    <strong>${head}</strong>${o?.reason ? html` <span>${o.reason}</span>` : null}
    ${m.status === "finished" ? html` <a href=${`/m/${m.id}/review`}>Review the match: every secret revealed, and how the chances moved</a>` : null}
  </div>`;
}

export function TurnLine({ m, summary, mode }: { m: MatchResource; summary: string; mode: string }) {
  let text = "";
  if (m.status === "active") {
    const mine = m.you !== null && m.actors.includes(m.you);
    const others = m.actors.filter((a) => a !== m.you).map((a) => seatName(m, a));
    text = mine ? (others.length ? `Your turn (and ${listText(others)}'s)` : "Your turn") : others.length ? `Waiting for ${listText(others)}` : "Waiting";
  }
  return html`<div class="turn-line">
    ${text ? html`<p class="turn" aria-live="polite"><strong>${text}</strong>${m.deadline ? html` · due <time datetime=${m.deadline} title=${absolute(m.deadline)}>${when(m.deadline)}</time>` : null}</p>` : null}
    ${summary ? html`<p class="muted summary">${summary}</p>` : null}
    <p class="muted small connection">${mode === "live" ? "Live" : mode === "polling" ? "Reconnecting… (checking every few seconds)" : "Connecting…"}</p>
  </div>`;
}
