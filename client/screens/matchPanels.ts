/** Panels of the match page around the board: taking a seat, waiting for players, a draw offer. */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { messageOf, type MatchResource } from "../api";
import { listText, seatWho } from "../../src/shared/text";
import { becomeGuest } from "../session";
import { CopyField, Dialog, Notice, ShareButton, useAction } from "../ui";

/** A seat as people read it ("Bob (White)", "Carol"). */
export function seatName(m: MatchResource, seat: number): string {
  const s = m.seats[seat];
  if (!s) return `Seat ${seat + 1}`;
  return seatWho(s.label, s.name);
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
  const label = kept ? "Take my seat in the rematch" : free.length === 1 ? `Take the ${free[0]!.label} seat` : "Take this seat";
  return html`<form class="card join" onSubmit=${submit} aria-labelledby="join-title">
    <h2 id="join-title">You are invited</h2>
    <p>${taken.length ? `${taken.map((s) => seatWho(s.label, s.name)).join(", ")} ${taken.length === 1 ? "is" : "are"} playing. ` : ""}${free.length} seat${free.length === 1 ? " is" : "s are"} free: ${free.map((s) => s.label).join(", ")}.</p>
    ${kept ? html`<p>A rematch keeps its players, with the seats rotated: ${listText(free.map((s) => `${s.label} for ${s.keptFor ?? "anyone invited"}`))}.</p>` : null}
    ${free.length > 1 && !kept
      ? html`<fieldset><legend>Pick a seat</legend>${free.map(
          (s) => html`<label class="radio"><input type="radio" name="seat" checked=${seat === s.seat} onChange=${() => setSeat(s.seat)} /> <span>${s.label}</span></label>`,
        )}</fieldset>`
      : null}
    ${!hasMe
      ? html`<label for="join-name">Your name</label>
          <input id="join-name" required maxlength="40" autocomplete="nickname" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
          <p class="muted small">Or <a href=${`/signin?next=${encodeURIComponent(location.pathname + location.search)}`}>sign in with your email</a> first.</p>`
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
    <h2>Waiting for ${free} more player${free === 1 ? "" : "s"}</h2>
    ${m.urls.invite
      ? html`<${CopyField} label="Invite link" value=${m.urls.invite} />
          <div class="actions"><${ShareButton} url=${m.urls.invite} title=${`Play ${gameName} with me`} /></div>`
      : null}
    ${mayCancel
      ? html`<div class="actions"><button type="button" class="secondary" disabled=${busy} onClick=${() => setAsking(true)}>Cancel the match…</button></div>
          <${Dialog} open=${asking} onClose=${() => setAsking(false)} title="Cancel this match?">
            <p>Nobody can play it afterwards${m.seats.some((s) => s.kind === "human" && s.seat !== m.you) ? "; everyone seated is told" : ""}.</p>
            <div class="actions">
              <button type="button" class="danger" disabled=${busy} onClick=${() => { setAsking(false); onAbort(); }}>Yes, cancel the match</button>
              <button type="button" class="secondary" autofocus onClick=${() => setAsking(false)}>Keep it</button>
            </div>
          <//>`
      : html`<p class="muted small">Only the player who created the match can cancel it.</p>`}
  </div>`;
}

/** A draw offered by others, above the board: visible without scrolling on a phone. */
export function DrawOffer({ m, busy, onAnswer }: { m: MatchResource; busy: boolean; onAnswer: (accept: boolean) => void }) {
  const offeredByOthers = m.drawOffer.filter((s) => s !== m.you);
  if (!offeredByOthers.length || m.drawOffer.includes(m.you!)) return null;
  return html`<div class="card offer" role="status">
    <p><strong>${listText(offeredByOthers.map((s) => seatName(m, s)))} offer${offeredByOthers.length === 1 ? "s" : ""} a draw.</strong></p>
    <div class="actions">
      <button type="button" disabled=${busy} onClick=${() => onAnswer(true)}>Accept the draw</button>
      <button type="button" class="secondary" disabled=${busy} onClick=${() => onAnswer(false)}>Decline</button>
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
    <h1 id="join-title">You are invited to a private match</h1>
    <p>Take the seat you were invited to.</p>
    ${!hasMe
      ? html`<label for="join-name">Your name</label>
          <input id="join-name" required maxlength="40" autocomplete="nickname" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
          <p class="muted small">Or <a href=${`/signin?next=${encodeURIComponent(location.pathname + location.search)}`}>sign in with your email</a> first.</p>`
      : null}
    <button type="submit" class="primary big" disabled=${busy}>Take my seat</button>
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
