/**
 * Computer opponents in the app (DESIGN "Computer opponents"): the one-click match against the
 * computer from the home page, the seat choice of the new-match page, and giving a free seat to
 * the computer on the waiting page.
 */
import { m as t } from "./i18n/index";
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { api, type MatchResource } from "./api";
import { BOT_LEVELS, type BotLevel } from "../src/shared/settings";
import { navigate } from "./router";
import { becomeGuest, loadMe } from "./session";

export { BOT_LEVELS };

/** What a seat other than yours is: a person you invite, or the computer at a level. */
export type SeatChoice = "person" | BotLevel;

/** A two-player match of `game` against the computer at `level`, opened at once (a visitor with no identity plays as a guest). */
export async function playAgainstComputer(game: string, level: BotLevel = "normal"): Promise<void> {
  if (!(await loadMe())) await becomeGuest(t.guestDefaultName());
  const m = await api<MatchResource>("/api/matches", { method: "POST", body: { game, players: 2, bots: [{ seat: 1, level }] } });
  navigate(`/m/${m.id}`);
}

/** The `bots` of a new match from the seat choices. */
export function botsOf(choices: Record<number, SeatChoice>, players: number, yours: number): { seat: number; level: BotLevel }[] {
  return Object.entries(choices).flatMap(([seat, c]) => (c !== "person" && Number(seat) < players && Number(seat) !== yours ? [{ seat: Number(seat), level: c }] : []));
}

/** One select per seat: "Invite a person" or "Computer — easy/normal/strong". */
/** `label`: a seat's name in the game ("Black"); its number without it. */
export function SeatChoices({ players, yours, choices, onChange, label = (s) => t.seatNumber({ n: s + 1 }) }: { players: number; yours: number; choices: Record<number, SeatChoice>; onChange: (c: Record<number, SeatChoice>) => void; label?: (seat: number) => string }) {
  const seats = Array.from({ length: players }, (_, i) => i).filter((s) => s !== yours);
  return html`<fieldset>
    <legend>${t.otherSeats()}</legend>
    ${seats.map(
      (s) => html`<label for=${`seat-${s}`}>${label(s)}</label>
        <select id=${`seat-${s}`} value=${choices[s] ?? "person"} onChange=${(e: Event) => onChange({ ...choices, [s]: (e.target as HTMLSelectElement).value as SeatChoice })}>
          <option value="person">${t.invitePerson()}</option>
          ${BOT_LEVELS.map((l) => html`<option value=${l}>${t.computerAt({ level: l })}</option>`)}
        </select>`,
    )}
  </fieldset>`;
}

/** The level of "Play against the computer": one radio group, normal unless chosen. */
export function LevelChoice({ level, onChange }: { level: BotLevel; onChange: (l: BotLevel) => void }) {
  return html`<fieldset class="level-choice">
    <legend>${t.computerLevel()}</legend>
    ${BOT_LEVELS.map(
      (l) => html`<label class="radio"><input type="radio" name="computer-level" value=${l} checked=${level === l} onChange=${() => onChange(l)} /> <span>${t.level({ level: l })}</span></label>`,
    )}
  </fieldset>`;
}

/** On the waiting page: give a free seat to the computer (the server lets only the creator). */
export function GiveSeat({ m, busy, act }: { m: MatchResource; busy: boolean; act: (path: string, body: unknown, ok?: string) => Promise<unknown> }) {
  const free = m.seats.filter((s) => s.kind === "free");
  const [seat, setSeat] = useState<number | null>(null);
  const [level, setLevel] = useState<BotLevel>("normal");
  if (!free.length) return null;
  const chosen = seat ?? free[0]!.seat;
  return html`<form class="card give-seat" onSubmit=${(e: Event) => { e.preventDefault(); void act("bots", { seat: chosen, level }, t.computerTookSeat()); }}>
    <label for="give-seat">${t.giveSeatLabel()}</label>
    <select id="give-seat" value=${String(chosen)} onChange=${(e: Event) => setSeat(Number((e.target as HTMLSelectElement).value))}>
      ${free.map((s) => html`<option value=${String(s.seat)}>${s.label}</option>`)}
    </select>
    <label for="give-level">${t.levelLabel()}</label>
    <select id="give-level" value=${level} onChange=${(e: Event) => setLevel((e.target as HTMLSelectElement).value as BotLevel)}>
      ${BOT_LEVELS.map((l) => html`<option value=${l}>${t.computerAt({ level: l })}</option>`)}
    </select>
    <div class="actions"><button type="submit" class="secondary" disabled=${busy}>${t.giveSeatButton()}</button></div>
  </form>`;
}
