/** Sign in by email link, or play as a guest with a name. */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { sameSitePath } from "../../src/shared/redirect";
import { api } from "../api";
import { navigate } from "../router";
import { becomeGuest, useMe } from "../session";
import { Notice, useAction } from "../ui";

export function SignIn({ next, error }: { next: string | null; error: string | null }) {
  const { me } = useMe();
  // The server's own rule (src/shared/redirect.ts): "/\t/evil.example" is another site in a browser.
  const target = sameSitePath(next, location.origin) ?? "/matches";
  return html`<section class="narrow">
    <h1>Sign in</h1>
    ${error === "link" ? html`<${Notice} kind="error">That sign-in link is not valid any more (links work once, for 15 minutes). Ask for a new one below.<//>` : null}
    ${me ? html`<${Notice}>You are signed in as <strong>${me.name}</strong>${me.kind === "guest" ? " (guest)" : ""}. <a href=${target}>Continue</a>.<//>` : null}
    <${EmailForm} next=${target} />
    <${GuestForm} next=${target} />
  </section>`;
}

export function EmailForm({ next, title = "With your email", button = "Email me a sign-in link" }: { next: string; title?: string; button?: string }) {
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
    <p class="muted">We send a link that signs you in; no password. Your matches follow you to every device.</p>
    <label for="email">Email address</label>
    <input id="email" type="email" autocomplete="email" required value=${email} onInput=${(e: Event) => setEmail((e.target as HTMLInputElement).value)} />
    <button type="submit" disabled=${busy}>${button}</button>
    ${sent ? html`<${Notice} kind="success">${sent}<//>` : null}
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}

export function GuestForm({ next, onDone, title = "As a guest" }: { next?: string; onDone?: () => void; title?: string }) {
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
    <p class="muted">Just a name. You can attach an email later in Settings to keep your matches.</p>
    <label for="guest-name">Your name</label>
    <input id="guest-name" autocomplete="nickname" required maxlength="40" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
    <button type="submit" disabled=${busy}>Play as a guest</button>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}
