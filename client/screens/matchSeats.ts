/** The players card of the match page: each seat, who holds it, and who is to play. */
import { html } from "htm/preact";
import type { MatchResource } from "../api";
import { isNumberedSeat } from "../../src/shared/text";
import { SeatDot } from "../../boards/kit";
import { PlayerName } from "../players";
import { m as t } from "../i18n/index";
import { seatLabelText } from "./matchPanels";

export function Seats({ m }: { m: MatchResource }) {
  return html`<div class="card seats">
    <h2>${t.matchPlayers()}</h2>
    <ul>
      ${m.seats.map(
        (s) => html`<li class=${m.actors.includes(s.seat) && m.status === "active" ? "acting" : ""} data-label=${s.label}>
          <${SeatDot} game=${m.game} label=${s.label} />
          <span>${s.kind === "free" || !s.name
            ? html`<strong>${seatLabelText(s.label)}</strong> <em class="muted">${t.freeSeat()}</em>`
            : html`<strong><${PlayerName} player=${s.player} name=${s.name} game=${m.game} players=${m.players} /></strong>${isNumberedSeat(s.label) ? "" : ` (${seatLabelText(s.label)})`}`}${s.resigned ? html` <em class="muted">${m.players > 2 ? t.matchResignedComputerPlays() : t.matchResigned()}</em>` : s.kind === "bot" && !s.level ? t.matchBot() : ""}${m.you === s.seat ? t.matchYou() : ""}</span>
          ${m.actors.includes(s.seat) && m.status === "active" ? html`<span class="sr-only">${t.matchToPlayHidden()}</span><span class="to-play" aria-hidden="true">${t.matchToPlay()}</span>` : null}
        </li>`,
      )}
    </ul>
  </div>`;
}
