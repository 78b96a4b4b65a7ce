/** Panels of the match page around the board: taking a seat, waiting for players, a draw offer. */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { messageOf, type MatchResource } from "../api";
import { seatWho } from "../../src/shared/text";
import { becomeGuest } from "../session";
import { CopyField, Dialog, Notice, ShareButton, useAction } from "../ui";
import { m as t } from "../i18n/index";

/** A seat's label in the app's language ("White" / "Blanc", "Player 3" / "Joueur 3"). */
export function seatLabelText(label: string): string {
  return t.seatLabel({ label });
}

/** A seat as people read it, as `seatWho` in src/shared/text.ts, in the app's language ("Bob (White)", "Carol"). */
export function seatWhoText(label: string, name: string | null | undefined): string {
  return seatWho(label, name, seatLabelText);
}

/** A seat as people read it ("Bob (White)", "Carol"). */
export function seatName(m: MatchResource, seat: number): string {
  const s = m.seats[seat];
  if (!s) return t.seatNumber({ n: seat + 1 });
  return seatWhoText(s.label, s.name);
}

/** "Or sign in with your email first.", under a guest's name field. */
export function SignInFirst() {
  return html`<p class="muted small">${t.matchOr()}<a href=${`/signin?next=${encodeURIComponent(location.pathname + location.search)}`}>${t.matchSignInWithEmail()}</a>${t.matchFirst()}</p>`;
}

export function JoinPanel({ m, hasMe, busy, onJoin }: { m: MatchResource; hasMe: boolean; busy: boolean; onJoin: (seat: number | undefined) => Promise<void> }) {
  const free = m.seats.filter((s) => s.kind === "free");
  const [seat, setSeat] = useState<number>(free[0]?.seat ?? 0);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const taken = m.seats.filter((s) => s.kind !== "free");
  const kept = free.some((s) => s.keptFor);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      if (!hasMe) await becomeGuest(name);
      // A rematch's seats are kept for its players: the server seats each at theirs.
      await onJoin(kept ? undefined : free.length > 1 ? seat : free[0]?.seat);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const label = kept ? t.matchTakeRematchSeat() : free.length === 1 ? t.matchTakeTheSeat({ seat: seatLabelText(free[0]!.label) }) : t.matchTakeThisSeat();
  return html`<form class="card join" onSubmit=${submit} aria-labelledby="join-title">
    <h2 id="join-title">${t.matchYouAreInvited()}</h2>
    <p>${t.matchInvitedSeats({ taken: taken.map((s) => seatWhoText(s.label, s.name)), free: free.map((s) => seatLabelText(s.label)) })}</p>
    ${kept ? html`<p>${t.matchRematchKeeps({ seats: free.map((s) => ({ seat: seatLabelText(s.label), keptFor: s.keptFor ?? null })) })}</p>` : null}
    ${free.length > 1 && !kept
      ? html`<fieldset><legend>${t.matchPickASeat()}</legend>${free.map(
          (s) => html`<label class="radio"><input type="radio" name="seat" checked=${seat === s.seat} onChange=${() => setSeat(s.seat)} /> <span>${seatLabelText(s.label)}</span></label>`,
        )}</fieldset>`
      : null}
    ${!hasMe
      ? html`<label for="join-name">${t.yourName()}</label>
          <input id="join-name" required maxlength="40" autocomplete="nickname" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
          <${SignInFirst} />`
      : null}
    <button type="submit" class="primary big" disabled=${busy}>${label}</button>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}

export function WaitingPanel({ m, gameName, busy, onAbort }: { m: MatchResource; gameName: string; busy: boolean; onAbort: () => void }) {
  const free = m.seats.filter((s) => s.kind === "free").length;
  const [asking, setAsking] = useState(false);
  const mayCancel = m.you !== null && !!m.seats[m.you]?.creator;
  return html`<div class="card">
    <h2>${t.matchWaitingForMore({ n: free })}</h2>
    ${m.urls.invite
      ? html`<${CopyField} label=${t.matchInviteLink()} value=${m.urls.invite} />
          <div class="actions"><${ShareButton} url=${m.urls.invite} title=${t.matchPlayWithMe({ game: gameName })} /></div>`
      : null}
    ${mayCancel
      ? html`<div class="actions"><button type="button" class="secondary" disabled=${busy} onClick=${() => setAsking(true)}>${t.matchCancelTheMatch()}</button></div>
          <${Dialog} open=${asking} onClose=${() => setAsking(false)} title=${t.matchCancelThisMatch()}>
            <p>${t.matchCancelConsequence({ othersSeated: m.seats.some((s) => s.kind === "human" && s.seat !== m.you) })}</p>
            <div class="actions">
              <button type="button" class="danger" disabled=${busy} onClick=${() => { setAsking(false); onAbort(); }}>${t.matchYesCancel()}</button>
              <button type="button" class="secondary" autofocus onClick=${() => setAsking(false)}>${t.matchKeepIt()}</button>
            </div>
          <//>`
      : html`<p class="muted small">${t.matchOnlyCreatorCancels()}</p>`}
  </div>`;
}

/** A draw offered by others, above the board: visible without scrolling on a phone. */
export function DrawOffer({ m, busy, onAnswer }: { m: MatchResource; busy: boolean; onAnswer: (accept: boolean) => void }) {
  const offeredByOthers = m.drawOffer.filter((s) => s !== m.you);
  if (!offeredByOthers.length || m.drawOffer.includes(m.you!)) return null;
  return html`<div class="card offer" role="status">
    <p><strong>${t.matchOffersADraw({ names: offeredByOthers.map((s) => seatName(m, s)) })}</strong></p>
    <div class="actions">
      <button type="button" disabled=${busy} onClick=${() => onAnswer(true)}>${t.matchAcceptDraw()}</button>
      <button type="button" class="secondary" disabled=${busy} onClick=${() => onAnswer(false)}>${t.matchDecline()}</button>
    </div>
  </div>`;
}

/** The invite to a private match, for a visitor the match does not know yet: a guest name (or sign in), then the seat. */
export function PrivateInvite({ hasMe, onJoin }: { hasMe: boolean; onJoin: (name: string) => Promise<void> }) {
  const [name, setName] = useState("");
  const { busy, error, run } = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(() => onJoin(name.trim()));
  };
  return html`<form class="card join" onSubmit=${submit} aria-labelledby="join-title">
    <h1 id="join-title">${t.matchInvitedPrivate()}</h1>
    <p>${t.matchTakeInvitedSeat()}</p>
    ${!hasMe
      ? html`<label for="join-name">${t.yourName()}</label>
          <input id="join-name" required maxlength="40" autocomplete="nickname" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
          <${SignInFirst} />`
      : null}
    <button type="submit" class="primary big" disabled=${busy}>${t.matchTakeMySeat()}</button>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}

/**
 * What the server says to this player alone (`forYou`, SP-5): their decision sent and sealed until
 * everyone has decided, a phase they were skipped in. Nobody else's page shows these.
 */
export function ForYou({ m }: { m: MatchResource }) {
  if (!m.forYou?.length || m.status !== "active") return null;
  return html`<div class="for-you" role="status" aria-live="polite">${m.forYou.map((line) => html`<p>${line}</p>`)}</div>`;
}
