/** Settings: display name, email (a guest attaches one), email notifications, sign out. */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, messageOf, type Me } from "../api";
import { navigate } from "../router";
import { setMe, signOut, useMe } from "../session";
import { Notice } from "../ui";
import { EmailForm } from "./signin";

export function Settings() {
  const { me, loaded } = useMe();
  if (loaded && !me)
    return html`<section class="narrow"><h1>Settings</h1><p>You are not signed in. <a class="button" href="/signin?next=/settings">Sign in</a></p></section>`;
  if (!me) return html`<section class="narrow"><h1>Settings</h1><p class="muted">Loading…</p></section>`;
  return html`<section class="narrow">
    <h1>Settings</h1>
    <${NameForm} me=${me} />
    ${me.kind === "guest"
      ? html`<${EmailForm} next="/settings" title="Keep your matches: attach an email" button="Email me a link to attach it" />`
      : html`<div class="card"><h2>Email</h2><p>You sign in as <strong>${me.email}</strong>.</p></div>`}
    <${MailForm} me=${me} />
    <div class="card">
      <h2>Session</h2>
      <button type="button" class="secondary" onClick=${async () => { await signOut().catch(() => undefined); navigate("/"); }}>Sign out</button>
    </div>
  </section>`;
}

function NameForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  useEffect(() => setName(me.name), [me.name]);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      setMe(await api<Me>("/api/me", { method: "PATCH", body: { name } }));
      setMsg({ kind: "success", text: "Saved." });
    } catch (err) {
      setMsg({ kind: "error", text: messageOf(err) });
    }
  };
  return html`<form class="card" onSubmit=${submit}>
    <h2>Display name</h2>
    <label for="display-name">The name other players see</label>
    <input id="display-name" required maxlength="40" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
    <button type="submit">Save name</button>
    ${msg ? html`<${Notice} kind=${msg.kind}>${msg.text}<//>` : null}
  </form>`;
}

function MailForm({ me }: { me: Me }) {
  const [mode, setMode] = useState(me.settings.emailMode);
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const save = async (value: Me["settings"]["emailMode"]) => {
    setMode(value);
    try {
      setMe(await api<Me>("/api/me", { method: "PATCH", body: { emailMode: value } }));
      setMsg({ kind: "success", text: "Saved." });
    } catch (err) {
      setMsg({ kind: "error", text: messageOf(err) });
    }
  };
  const options: [Me["settings"]["emailMode"], string][] = [
    ["every", "An email whenever it is my turn"],
    ["digest", "One daily digest"],
    ["none", "No email (I check the site)"],
  ];
  return html`<div class="card">
    <fieldset>
      <legend><h2>Notifications</h2></legend>
      ${!me.email ? html`<p class="muted">Attach an email above to receive these.</p>` : null}
      ${options.map(
        ([v, label]) => html`<label class="radio"><input type="radio" name="email-mode" value=${v} checked=${mode === v} onChange=${() => save(v)} /> <span>${label}</span></label>`,
      )}
    </fieldset>
    ${msg ? html`<${Notice} kind=${msg.kind}>${msg.text}<//>` : null}
  </div>`;
}
