/** Sign in by email link, or play as a guest with a name. */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { sameSitePath } from "../../src/shared/redirect";
import { api } from "../api";
import { navigate } from "../router";
import { becomeGuest, useMe } from "../session";
import { Notice, useAction } from "../ui";
import { m } from "../i18n/index";

export function SignIn({ next, error }: { next: string | null; error: string | null }) {
  const { me } = useMe();
  // The server's own rule (src/shared/redirect.ts): "/\t/evil.example" is another site in a browser.
  const target = sameSitePath(next, location.origin) ?? "/matches";
  return html`<section class="narrow">
    <h1>${m.signIn()}</h1>
    ${error === "link" ? html`<${Notice} kind="error">${m.linkNotValid()}<//>` : null}
    ${me ? html`<${Notice}>${m.signedInAs()} <strong>${me.name}</strong>${me.kind === "guest" ? m.guestMark() : ""}. <a href=${target}>${m.continueOn()}</a>.<//>` : null}
    <${EmailForm} next=${target} />
    <${GuestForm} next=${target} />
  </section>`;
}

/** The sign-in forms: on Sign in, and within Settings, New match and the tournaments. */
export function EmailForm({ next, title = m.withYourEmail(), button = m.emailMeALink() }: { next: string; title?: string; button?: string }) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const r = await api<{ detail: string }>("/api/auth/login", { method: "POST", body: { email, next } });
      setSent(r.detail);
    });
  };
  return html`<form class="card" onSubmit=${submit}>
    <h2>${title}</h2>
    <p class="muted">${m.emailFormHelp()}</p>
    <label for="email">${m.emailAddress()}</label>
    <input id="email" type="email" autocomplete="email" required value=${email} onInput=${(e: Event) => setEmail((e.target as HTMLInputElement).value)} />
    <button type="submit" disabled=${busy}>${button}</button>
    ${sent ? html`<${Notice} kind="success">${sent}<//>` : null}
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}

export function GuestForm({ next, onDone, title = m.asAGuest() }: { next?: string; onDone?: () => void; title?: string }) {
  const [name, setName] = useState("");
  const { busy, error, run } = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      await becomeGuest(name);
      if (onDone) onDone();
      else if (next) navigate(next);
    });
  };
  return html`<form class="card" onSubmit=${submit}>
    <h2>${title}</h2>
    <p class="muted">${m.guestFormHelp()}</p>
    <label for="guest-name">${m.yourName()}</label>
    <input id="guest-name" autocomplete="nickname" required maxlength="40" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
    <button type="submit" disabled=${busy}>${m.playAsAGuest()}</button>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}
