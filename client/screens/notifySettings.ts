/**
 * Settings, email: each turn, one daily digest at the member's hour in their time zone, or none
 * (PATCH /api/me {notify}); and their reliability (matches left before the end), from GET /api/me.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, type Me } from "../api";
import { setMe } from "../session";
import { Outcome, useAction } from "../ui";

type EmailChoice = NonNullable<Me["notify"]>["email"];

const CHOICES: [EmailChoice, string][] = [
  ["each", "An email whenever it is my turn"],
  ["digest", "One daily digest of the matches waiting for me"],
  ["off", "No email (I check the site, or get pushes)"],
];

/** The time zones this browser knows, with `current` among them. */
function timeZones(current: string): string[] {
  const known = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  const all = new Set([...known, "UTC", current]);
  return [...all].sort();
}

const hourText = (h: number) => `${String(h).padStart(2, "0")}:00`;

export function NotifySettings({ me }: { me: Me }) {
  const notify = me.notify ?? { email: "each" as const, digestHour: 8, timeZone: "UTC" };
  const [email, setEmail] = useState<EmailChoice>(notify.email);
  const [hour, setHour] = useState(notify.digestHour);
  const [zone, setZone] = useState(notify.timeZone);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const save = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      setDone(null);
      const next = await api<Me>("/api/me", { method: "PATCH", body: { notify: { email, digestHour: hour, timeZone: zone } } });
      setMe(next);
      setDone(next.notify?.email === "digest" ? `Saved. Your digest comes once a day at ${hourText(next.notify.digestHour)} (${next.notify.timeZone}), when a match waits for you.` : "Saved.");
    });
  };
  return html`<form class="card notify-settings" onSubmit=${save} aria-labelledby="notify-title">
    <h2 id="notify-title">Email notifications</h2>
    ${!me.email ? html`<p class="muted">Attach an email above to receive these.</p>` : null}
    <fieldset>
      <legend>How often we write</legend>
      ${CHOICES.map(
        ([v, label]) => html`<label class="radio"><input type="radio" name="notify-email" value=${v} checked=${email === v} onChange=${() => setEmail(v)} /> <span>${label}</span></label>`,
      )}
    </fieldset>
    ${email === "digest"
      ? html`<div class="digest-when">
          <label for="digest-hour">Digest hour</label>
          <select id="digest-hour" value=${hour} onChange=${(e: Event) => setHour(Number((e.target as HTMLSelectElement).value))}>
            ${Array.from({ length: 24 }, (_, h) => html`<option value=${h} selected=${h === hour}>${hourText(h)}</option>`)}
          </select>
          <label for="digest-zone">Time zone</label>
          <select id="digest-zone" value=${zone} onChange=${(e: Event) => setZone((e.target as HTMLSelectElement).value)}>
            ${timeZones(zone).map((z) => html`<option value=${z} selected=${z === zone}>${z}</option>`)}
          </select>
          ${here && here !== zone ? html`<p><button type="button" class="link" onClick=${() => setZone(here)}>Use this device's time zone (${here})</button></p>` : null}
          <p class="muted small">In digest mode no email is sent per move; your inbox and pushes still are.</p>
        </div>`
      : null}
    <button type="submit" disabled=${busy}>Save email settings</button>
    <${Outcome} error=${error} done=${done} />
    <${Reliability} />
  </form>`;
}

/** Matches this player left before the end: shown to them here, and on their profile. */
function Reliability() {
  const [counts, setCounts] = useState<Me["reliability"] | null>(null);
  useEffect(() => void api<Me>("/api/me").then((m) => setCounts(m.reliability ?? null), () => undefined), []);
  if (!counts) return null;
  const n = (k: number, word: string) => `${k} ${word}${k === 1 ? "" : "s"}`;
  return html`<p class="muted small reliability">Matches you left before the end: ${n(counts.resignations, "resignation")}, ${n(counts.timeouts, "timeout")}.</p>`;
}
