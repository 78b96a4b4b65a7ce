/**
 * Seats taken over (DESIGN "Seats taken over, and digests"), on the match page: a player offers a
 * seat the computer plays for someone who left (`OfferSeats`), and a newcomer who opens the offer's
 * link takes it over (`TakeOverPanel`).
 */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { api, messageOf, type MatchResource } from "../api";
import { becomeGuest } from "../session";
import { CopyField, Notice, ShareButton, useAction } from "../ui";
import { m as t } from "../i18n/index";
import { SignInFirst, seatLabelText } from "./matchPanels";

/** Seats the computer plays for a player who left a running match of three or more. */
export function leaversSeats(m: MatchResource): MatchResource["seats"] {
  return m.status === "active" && m.players >= 3 ? m.seats.filter((s) => s.kind === "bot" && s.resigned) : [];
}

/** For a player still in the match: offer a leaver's seat to someone new, and share its link. */
export function OfferSeats({ m, gameName }: { m: MatchResource; gameName: string }) {
  const { busy, error, run } = useAction();
  const [links, setLinks] = useState<Record<number, string>>({});
  const seats = leaversSeats(m);
  if (seats.length === 0) return null;
  const offer = (seat: number) =>
    run(async () => {
      const got = await api<{ seat: number; url: string }>(`/api/matches/${m.id}/seats/${seat}/offer`, { method: "POST" });
      setLinks((l) => ({ ...l, [seat]: got.url }));
    });
  return html`<section class="card seat-offers" aria-labelledby="seat-offers-title">
    <h2 id="seat-offers-title">${t.matchSeatsComputerPlays()}</h2>
    ${seats.map(
      (s) => html`<div class="seat-offer">
        <p>${t.matchSeatLeft({ seat: seatLabelText(s.label) })}</p>
        ${links[s.seat]
          ? html`<${CopyField} label=${t.matchTakeOverLink({ seat: seatLabelText(s.label) })} value=${links[s.seat]!} />
              <div class="actions"><${ShareButton} url=${links[s.seat]!} title=${t.matchTakeOverShare({ game: gameName })} /></div>`
          : html`<button type="button" class="secondary" disabled=${busy} onClick=${() => offer(s.seat)}>${s.offered ? t.matchShowLinkFor({ seat: seatLabelText(s.label) }) : t.matchOfferSeat({ seat: seatLabelText(s.label) })}</button>`}
      </div>`,
    )}
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </section>`;
}

/** For a visitor who opened an offer's link: take the seat over (a guest name first, or sign in). */
export function TakeOverPanel({ m, hasMe, busy, onTake }: { m: MatchResource; hasMe: boolean; busy: boolean; onTake: () => Promise<void> }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const offered = m.seats.filter((s) => s.offered);
  if (offered.length === 0) return null;
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      if (!hasMe) await becomeGuest(name);
      await onTake();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return html`<form class="card join" onSubmit=${submit} aria-labelledby="take-over-title">
    <h2 id="take-over-title">${t.matchSeatOpenRunning()}</h2>
    <p>${t.matchTakeOverHelp({ seats: offered.map((s) => seatLabelText(s.label)) })}</p>
    ${!hasMe
      ? html`<label for="take-over-name">${t.yourName()}</label>
          <input id="take-over-name" required maxlength="40" autocomplete="nickname" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
          <${SignInFirst} />`
      : null}
    <button type="submit" class="primary big" disabled=${busy}>${t.matchTakeOver()}</button>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}
