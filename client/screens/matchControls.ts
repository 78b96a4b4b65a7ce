/** The match's card of actions: offer a draw, resign (with a confirmation); after the end, a rematch or a new match. */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import type { LogLine, MatchResource } from "../api";
import { computerSeats, type MatchActions } from "./matchActions";

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
  if (m.status === "finished" || m.status === "aborted") {
    return html`<div class="card actions-card"><h2>Next</h2><div class="actions">
      ${rematch
        ? html`<a class="button" href=${new URL(rematch.url).pathname + new URL(rematch.url).search}>Go to the rematch</a>`
        : m.status === "finished"
          ? html`<button type="button" disabled=${busy} onClick=${actions.rematch}>Rematch</button>`
          : null}
      <a class="button secondary" href="/new">New match</a>
    </div></div>`;
  }
  if (m.status !== "active") return null;
  const offeredByOthers = m.drawOffer.filter((s) => s !== m.you);
  const iOffered = m.drawOffer.includes(m.you);
  const computer = computerSeats(m);
  const declinedBy = computerDecline(m, lines);
  return html`<div class="card actions-card">
    <h2>Match</h2>
    <div class="actions">
      ${iOffered
        ? html`<span class="muted" role="status">${computer.length ? "You offered a draw; the computer answers in a moment." : "You offered a draw."}</span>`
        : !offeredByOthers.length
          ? html`<button type="button" class="secondary" disabled=${busy} onClick=${actions.offerDraw}>Offer a draw</button>`
          : null}
      ${!iOffered && declinedBy ? html`<span class="muted" role="status">${declinedBy}: play on, or offer again later.</span>` : null}
      ${confirming
        ? html`<span role="group" aria-label="Confirm resigning" class="confirm">
            <button type="button" class="danger" disabled=${busy} onClick=${() => { setConfirming(false); actions.resign(); }}>Yes, resign</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>Keep playing</button>
          </span>`
        : html`<button type="button" class="secondary" disabled=${busy} onClick=${() => setConfirming(true)}>Resign…</button>`}
    </div>
  </div>`;
}
