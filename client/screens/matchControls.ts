/** The match's card of actions: offer a draw, resign (with a confirmation); after the end, a rematch or a new match. */
import { isOver } from "../../src/shared/status";
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import type { LogLine, MatchResource } from "../api";
import { computerSeats, type MatchActions } from "./matchActions";
import { m as t } from "../i18n/index";

/** When the newest log line is the computer declining a draw, that line (it answers by itself, a moment after the offer). */
function computerDecline(m: MatchResource, lines: LogLine[]): string | null {
  const last = lines[lines.length - 1];
  if (!last || last.kind !== "draw-decline" || last.seat === null || !computerSeats(m).includes(last.seat)) return null;
  return last.text;
}

export function MatchControls({ m, lines, actions }: { m: MatchResource; lines: LogLine[]; actions: MatchActions }) {
  const { busy } = actions;
  const [confirming, setConfirming] = useState(false);
  if (m.you === null) return null;
  const rematch = (m as MatchResource & { rematch?: { id: string; url: string } }).rematch;
  if (isOver(m)) {
    return html`<div class="card actions-card"><h2>${t.matchNext()}</h2><div class="actions">
      ${rematch
        ? html`<a class="button" href=${new URL(rematch.url).pathname + new URL(rematch.url).search}>${t.matchGoToRematch()}</a>`
        : m.status === "finished"
          ? html`<button type="button" disabled=${busy} onClick=${actions.rematch}>${t.matchRematch()}</button>`
          : null}
      <a class="button secondary" href="/new">${t.newMatch()}</a>
    </div></div>`;
  }
  if (m.status !== "active") return null;
  const offeredByOthers = m.drawOffer.filter((s) => s !== m.you);
  const iOffered = m.drawOffer.includes(m.you);
  const computer = computerSeats(m);
  const declinedBy = computerDecline(m, lines);
  return html`<div class="card actions-card">
    <h2>${t.matchCardTitle()}</h2>
    <div class="actions">
      ${iOffered
        ? html`<span class="muted" role="status">${t.matchYouOfferedDraw({ computer: computer.length > 0 })}</span>`
        : !offeredByOthers.length
          ? html`<button type="button" class="secondary" disabled=${busy} onClick=${actions.offerDraw}>${t.matchOfferDraw()}</button>`
          : null}
      ${!iOffered && declinedBy ? html`<span class="muted" role="status">${t.matchDeclinedPlayOn({ line: declinedBy })}</span>` : null}
      ${confirming
        ? html`<span role="group" aria-label=${t.matchConfirmResigning()} class="confirm">
            <button type="button" class="danger" disabled=${busy} onClick=${() => { setConfirming(false); actions.resign(); }}>${t.matchYesResign()}</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>${t.matchKeepPlaying()}</button>
          </span>`
        : html`<button type="button" class="secondary" disabled=${busy} onClick=${() => setConfirming(true)}>${t.matchResign()}</button>`}
    </div>
  </div>`;
}
