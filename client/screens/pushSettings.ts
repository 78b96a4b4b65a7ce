/**
 * Settings, notifications beyond email: Web Push on this device, what is pushed, the devices that
 * get it (each removable), and ending the reply-to-play addresses of past emails.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, type Me } from "../api";
import { currentSubscription, disablePush, enablePush, pushSupported } from "../push";
import { Outcome, absolute, useAction } from "../ui";

interface Device {
  id: string;
  label: string;
  createdAt: string;
  lastPushAt: string | null;
}
type Preferences = { turn: boolean; result: boolean; chat: boolean };

const KINDS: [keyof Preferences, string][] = [
  ["turn", "Your move (and reminders)"],
  ["result", "Results"],
  ["chat", "Chat messages"],
];

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
    act(() => api("/api/me/push/preferences", { method: "PUT", body: { [kind]: value } }), "Saved.");
  return html`<div class="card push-settings">
    <h2>Notifications on your devices</h2>
    ${!pushSupported()
      ? html`<p class="muted">This browser cannot show notifications from a web site.</p>`
      : html`<p>
          ${here
            ? html`This device gets notifications. <button type="button" class="secondary" disabled=${busy} onClick=${() => act(disablePush, "This device gets no more notifications.")}>Turn off on this device</button>`
            : html`<button type="button" disabled=${busy || here === null} onClick=${() => act(enablePush, "This device now gets notifications.")}>Turn on notifications on this device</button>`}
        </p>`}
    ${prefs
      ? html`<fieldset>
          <legend>What is sent to your devices</legend>
          ${KINDS.map(
            ([kind, label]) => html`<label class="radio"><input type="checkbox" name=${`push-${kind}`} checked=${prefs[kind]} disabled=${busy} onChange=${(e: Event) => toggle(kind, (e.target as HTMLInputElement).checked)} /> <span>${label}</span></label>`,
          )}
          <p class="muted small">Nothing is sent while you have the match open.</p>
        </fieldset>`
      : null}
    ${devices === null
      ? html`<p class="muted">Loading…</p>`
      : devices.length === 0
        ? html`<p class="muted">No device gets notifications yet.</p>`
        : html`<ul class="token-list" aria-label="Devices that get notifications">
            ${devices.map(
              (d) => html`<li>
                <span><strong>${d.label}</strong> <span class="muted small">since ${absolute(d.createdAt)}${d.lastPushAt ? `, last notified ${absolute(d.lastPushAt)}` : ""}</span></span>
                <button type="button" class="secondary" disabled=${busy} aria-label=${`Remove ${d.label}`} onClick=${() => act(() => api(`/api/me/push/${encodeURIComponent(d.id)}`, { method: "DELETE" }), `${d.label} gets no more notifications.`)}>Remove</button>
              </li>`,
            )}
          </ul>`}
    ${me.email
      ? html`<h3>Playing by email</h3>
          <p class="muted small">Reply to a turn email with your move on the first line to play it. Each email has its own reply address.</p>
          <button type="button" class="secondary" disabled=${busy} onClick=${() => act(() => api("/api/me/reply-addresses/revoke", { method: "POST" }), "The reply addresses in your past emails no longer work.")}>End the reply addresses of past emails</button>`
      : null}
    <${Outcome} error=${error} done=${done} />
  </div>`;
}
