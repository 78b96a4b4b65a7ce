/**
 * Settings, notifications beyond email: Web Push on this device, what is pushed, the devices that
 * get it (each removable), and ending the reply-to-play addresses of past emails.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, type Me } from "../api";
import { currentSubscription, disablePush, enablePush, pushSupported } from "../push";
import { Outcome, absolute, useAction } from "../ui";
import { m } from "../i18n/index";

interface Device {
  id: string;
  label: string;
  createdAt: string;
  lastPushAt: string | null;
}
type Preferences = { turn: boolean; result: boolean; chat: boolean };

const KINDS: (keyof Preferences)[] = ["turn", "result", "chat"];

export function PushSettings({ me }: { me: Me }) {
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [here, setHere] = useState<boolean | null>(null);
  const { busy, error, run, setError } = useAction();
  const [done, setDone] = useState<string | null>(null);
  const load = async () => {
    try {
      const s = await api<{ devices: Device[]; preferences: Preferences }>("/api/me/push");
      setDevices(s.devices);
      setPrefs(s.preferences);
      setHere((await currentSubscription().catch(() => null)) !== null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  useEffect(() => void load(), []);
  const act = (work: () => Promise<unknown>, message: string) =>
    run(async () => {
      setDone(null);
      await work();
      setDone(message);
      await load();
    });
  const toggle = (kind: keyof Preferences, value: boolean) =>
    act(() => api("/api/me/push/preferences", { method: "PUT", body: { [kind]: value } }), m.saved());
  return html`<div class="card push-settings">
    <h2>${m.pushTitle()}</h2>
    ${!pushSupported()
      ? html`<p class="muted">${m.pushUnsupported()}</p>`
      : html`<p>
          ${here
            ? html`${m.deviceGetsThem()} <button type="button" class="secondary" disabled=${busy} onClick=${() => act(disablePush, m.deviceNoMore())}>${m.turnOffHere()}</button>`
            : html`<button type="button" disabled=${busy || here === null} onClick=${() => act(enablePush, m.deviceNowGets())}>${m.turnOnHere()}</button>`}
        </p>`}
    ${prefs
      ? html`<fieldset>
          <legend>${m.whatIsSent()}</legend>
          ${KINDS.map(
            (kind) => html`<label class="radio"><input type="checkbox" name=${`push-${kind}`} checked=${prefs[kind]} disabled=${busy} onChange=${(e: Event) => toggle(kind, (e.target as HTMLInputElement).checked)} /> <span>${m.pushKind({ kind })}</span></label>`,
          )}
          <p class="muted small">${m.nothingWhileOpen()}</p>
        </fieldset>`
      : null}
    ${devices === null
      ? html`<p class="muted">${m.loading()}</p>`
      : devices.length === 0
        ? html`<p class="muted">${m.noDeviceYet()}</p>`
        : html`<ul class="token-list" aria-label=${m.devicesLabel()}>
            ${devices.map(
              (d) => html`<li>
                <span><strong>${d.label}</strong> <span class="muted small">${m.deviceSince({ since: absolute(d.createdAt), last: d.lastPushAt ? absolute(d.lastPushAt) : null })}</span></span>
                <button type="button" class="secondary" disabled=${busy} aria-label=${m.removeNamed({ name: d.label })} onClick=${() => act(() => api(`/api/me/push/${encodeURIComponent(d.id)}`, { method: "DELETE" }), m.namedNoMore({ name: d.label }))}>${m.remove()}</button>
              </li>`,
            )}
          </ul>`}
    ${me.email
      ? html`<h3>${m.playingByEmail()}</h3>
          <p class="muted small">${m.replyHelp()}</p>
          <button type="button" class="secondary" disabled=${busy} onClick=${() => act(() => api("/api/me/reply-addresses/revoke", { method: "POST" }), m.repliesEnded())}>${m.endReplies()}</button>`
      : null}
    <${Outcome} error=${error} done=${done} />
  </div>`;
}
