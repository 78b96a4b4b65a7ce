/**
 * Settings, email: each turn, one daily digest at the member's hour in their time zone, or none
 * (PATCH /api/me {notify}); and their reliability (matches left before the end), from GET /api/me.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, type Me } from "../api";
import { setMe } from "../session";
import { Outcome, useAction } from "../ui";
import { m } from "../i18n/index";

type EmailChoice = NonNullable<Me["notify"]>["email"];

const CHOICES: EmailChoice[] = ["each", "digest", "off"];

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
      setDone(next.notify?.email === "digest" ? m.digestSaved({ hour: hourText(next.notify.digestHour), zone: next.notify.timeZone }) : m.saved());
    });
  };
  return html`<form class="card notify-settings" onSubmit=${save} aria-labelledby="notify-title">
    <h2 id="notify-title">${m.emailNotifications()}</h2>
    ${!me.email ? html`<p class="muted">${m.attachEmailAbove()}</p>` : null}
    <fieldset>
      <legend>${m.howOften()}</legend>
      ${CHOICES.map(
        (v) => html`<label class="radio"><input type="radio" name="notify-email" value=${v} checked=${email === v} onChange=${() => setEmail(v)} /> <span>${m.emailChoice({ choice: v })}</span></label>`,
      )}
    </fieldset>
    ${email === "digest"
      ? html`<div class="digest-when">
          <label for="digest-hour">${m.digestHour()}</label>
          <select id="digest-hour" value=${hour} onChange=${(e: Event) => setHour(Number((e.target as HTMLSelectElement).value))}>
            ${Array.from({ length: 24 }, (_, h) => html`<option value=${h} selected=${h === hour}>${hourText(h)}</option>`)}
          </select>
          <label for="digest-zone">${m.timeZone()}</label>
          <select id="digest-zone" value=${zone} onChange=${(e: Event) => setZone((e.target as HTMLSelectElement).value)}>
            ${timeZones(zone).map((z) => html`<option value=${z} selected=${z === zone}>${z}</option>`)}
          </select>
          ${here && here !== zone ? html`<p><button type="button" class="link" onClick=${() => setZone(here)}>${m.useDeviceZone({ zone: here })}</button></p>` : null}
          <p class="muted small">${m.digestNote()}</p>
        </div>`
      : null}
    <button type="submit" disabled=${busy}>${m.saveEmailSettings()}</button>
    <${Outcome} error=${error} done=${done} />
    <${Reliability} />
  </form>`;
}

/** Matches this player left before the end: shown to them here, and on their profile. */
function Reliability() {
  const [counts, setCounts] = useState<Me["reliability"] | null>(null);
  useEffect(() => void api<Me>("/api/me").then((m) => setCounts(m.reliability ?? null), () => undefined), []);
  if (!counts) return null;
  return html`<p class="muted small reliability">${m.reliabilityLine(counts)}</p>`;
}
