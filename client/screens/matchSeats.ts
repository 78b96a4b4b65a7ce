/** The players card of the match page: each seat, who holds it, and who is to play. */
import { html } from "htm/preact";
import type { MatchResource } from "../api";
import { isNumberedSeat } from "../../src/shared/text";
import { SeatDot } from "../../boards/kit";
import { PlayerName } from "../players";

export function Seats({ m }: { m: MatchResource }) {
  return html`<div class="card seats">
    <h2>Players</h2>
    <ul>
      ${m.seats.map(
        (s) => html`<li class=${m.actors.includes(s.seat) && m.status === "active" ? "acting" : ""} data-label=${s.label}>
          <${SeatDot} game=${m.game} label=${s.label} />
          <span>${s.kind === "free" || !s.name
            ? html`<strong>${s.label}</strong> <em class="muted">free seat</em>`
            : html`<strong><${PlayerName} player=${s.player} name=${s.name} game=${m.game} players=${m.players} /></strong>${isNumberedSeat(s.label) ? "" : ` (${s.label})`}`}${s.resigned ? html` <em class="muted">${m.players > 2 ? "resigned — played by the computer" : "resigned"}</em>` : s.kind === "bot" && !s.level ? " (bot)" : ""}${m.you === s.seat ? " · you" : ""}</span>
          ${m.actors.includes(s.seat) && m.status === "active" ? html`<span class="sr-only">, to play</span><span class="to-play" aria-hidden="true">to play</span>` : null}
        </li>`,
      )}
    </ul>
  </div>`;
}
