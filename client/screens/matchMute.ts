import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { api } from "../api";
import { Notice, useAction } from "../ui";
import { m as t } from "../i18n/index";

/**
 * Mute emails about this match (the inbox still gets them). The server has no way to read the
 * setting back, so the page starts from "on" and reports what the server answered.
 */
export function MuteToggle({ id }: { id: string }) {
  const [muted, setMuted] = useState<boolean | null>(null);
  const { busy, error, run } = useAction();
  const toggle = () =>
    run(async () => {
      const r = await api<{ muted: boolean }>(`/api/matches/${id}/mute`, { method: "POST", body: { muted: !muted } });
      setMuted(r.muted);
    });
  return html`<div class="card mute">
    <h2>${t.matchEmail()}</h2>
    <button type="button" class="secondary toggle" aria-pressed=${muted ? "true" : "false"} disabled=${busy} onClick=${toggle}>
      <span class="toggle-box" aria-hidden="true"></span>${t.matchMuteEmails()}
    </button>
    <p class="muted small" role="status">${muted === null ? "" : muted ? t.matchEmailsOff() : t.matchEmailsOn()}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </div>`;
}
