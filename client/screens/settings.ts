/**
 * Settings: display name, email (a guest attaches one), confirm moves, email notifications, vacation, API tokens,
 * sign out (here or everywhere).
 */
import { LocaleSwitcher } from "../localeSwitcher";
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, messageOf, type Me } from "../api";
import { navigate } from "../router";
import { setMe, signOut, useMe } from "../session";
import { setUnread } from "../inbox";
import { setConfirmMoves, useConfirmMoves, type ConfirmMoves } from "../prefs";
import { CopyField, Notice, Outcome, absolute, useAction, when } from "../ui";
import { NotifySettings } from "./notifySettings";
import { PushSettings } from "./pushSettings";
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
    <div class="card"><${LocaleSwitcher} id="settings-locale" /></div>
    <${PlayForm} />
    <${NotifySettings} me=${me} />
    <${PushSettings} me=${me} />
    <${Vacation} me=${me} />
    <${Tokens} />
    <${Sessions} />
  </section>`;
}

/** How moves are made, on this device: when a chosen move waits on the board for "Send" (client/prefs.ts). */
function PlayForm() {
  const how = useConfirmMoves();
  const choices: [ConfirmMoves, string][] = [
    ["correspondence", "In correspondence matches: against people, or with days per move (the default)"],
    ["always", "Always, against the computer too"],
    ["never", "Never: a move goes as soon as it is chosen"],
  ];
  return html`<div class="card">
    <h2>Playing</h2>
    <fieldset>
      <legend>Check each move before it goes: the board shows it, then you press Send (or Undo)</legend>
      ${choices.map(
        ([value, text]) => html`<label class="radio"><input type="radio" name="confirm-moves" value=${value} checked=${how === value} onChange=${() => setConfirmMoves(value)} /> <span>${text}</span></label>`,
      )}
    </fieldset>
    <p class="muted small">Kept on this device (phones and computers each have their own).</p>
  </div>`;
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

/** Vacation: clocks stop in every match for N days, from a yearly allowance; ending early gives back whole days. */
function Vacation({ me }: { me: Me }) {
  const left = me.settings.vacationDaysLeft ?? 0;
  const until = me.settings.vacationUntil ?? null;
  const away = until !== null && until > Date.now();
  const [days, setDays] = useState(Math.min(3, Math.max(1, left)));
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setDays((d) => Math.min(Math.max(1, d), Math.max(1, Math.min(14, left)))), [left]);
  const send = (method: "POST" | "DELETE", ok: (m: Me) => string) =>
    run(async () => {
      setDone(null);
      const next = await api<Me>("/api/me/vacation", method === "POST" ? { method, body: { days } } : { method });
      setMe(next);
      setDone(ok(next));
    });
  const daysWord = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
  const untilText = (m: Me) => (m.settings.vacationUntil ? absolute(new Date(m.settings.vacationUntil).toISOString()) : "");
  return html`<div class="card vacation">
    <h2>Vacation</h2>
    ${away
      ? html`<p><strong>You are on vacation until <time datetime=${new Date(until!).toISOString()}>${untilText(me)}</time></strong> (${when(new Date(until!).toISOString())}). Your clocks are stopped in every match you play.</p>
          <p class="muted">${daysWord(left)} left this year. Ending early gives back the whole days you did not use.</p>
          <button type="button" class="secondary" disabled=${busy} onClick=${() => send("DELETE", (m) => `Welcome back. You have ${daysWord(m.settings.vacationDaysLeft ?? 0)} of vacation left this year.`)}>End vacation early</button>`
      : html`<p>Going away? Your clocks stop in every match you play while you are on vacation.</p>
          <p><strong>${daysWord(left)}</strong> of vacation left this year.</p>
          ${left > 0
            ? html`<form class="inline-form" onSubmit=${(e: Event) => { e.preventDefault(); void send("POST", () => "Vacation started. Enjoy it."); }}>
                <div>
                  <label for="vacation-days">Days of vacation</label>
                  <input id="vacation-days" type="number" inputmode="numeric" min="1" max=${Math.min(14, left)} required value=${days}
                    onInput=${(e: Event) => setDays(Number((e.target as HTMLInputElement).value) || 1)} />
                </div>
                <button type="submit" disabled=${busy}>Start vacation</button>
              </form>`
            : null}`}
    <${Outcome} error=${error} done=${done} />
  </div>`;
}

interface TokenInfo {
  id: string;
  name: string;
  createdAt: number;
  revokedAt: number | null;
}

/** API tokens for bots and scripts: the secret is shown once, right after it is made. */
function Tokens() {
  const [list, setList] = useState<TokenInfo[] | null>(null);
  const [name, setName] = useState("");
  const [fresh, setFresh] = useState<{ name: string; token: string } | null>(null);
  const { busy, error, run, setError } = useAction();
  const [done, setDone] = useState<string | null>(null);
  const load = async () => {
    try {
      setList(await api<TokenInfo[]>("/api/me/tokens"));
    } catch (err) {
      setError(messageOf(err));
    }
  };
  useEffect(() => void load(), []);
  const create = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      setDone(null);
      const t = await api<{ id: string; name: string; token: string }>("/api/me/tokens", { method: "POST", body: name.trim() ? { name: name.trim() } : {} });
      setFresh({ name: t.name, token: t.token });
      setName("");
      await load();
    });
  };
  const revoke = (t: TokenInfo) =>
    run(async () => {
      setDone(null);
      await api(`/api/me/tokens/${encodeURIComponent(t.id)}`, { method: "DELETE" });
      setDone(`"${t.name}" is revoked: it no longer works.`);
      if (fresh && t.name === fresh.name) setFresh(null);
      await load();
    });
  const active = list?.filter((t) => t.revokedAt === null).sort((a, b) => b.createdAt - a.createdAt) ?? [];
  return html`<div class="card tokens">
    <h2>API tokens</h2>
    <p class="muted">For bots and scripts: send <code>Authorization: Bearer <var>token</var></code> with each request. A token acts as you.</p>
    <form class="inline-form" onSubmit=${create}>
      <div>
        <label for="token-name">Token name</label>
        <input id="token-name" maxlength="80" placeholder="My bot" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
      </div>
      <button type="submit" disabled=${busy}>Create token</button>
    </form>
    ${fresh
      ? html`<div class="notice notice-success fresh-token" role="status">
          <p><strong>Your new token "${fresh.name}".</strong> Copy it now: it is shown only once.</p>
          <${CopyField} label="New API token" value=${fresh.token} />
          <div class="actions"><button type="button" class="secondary" onClick=${() => setFresh(null)}>I have copied it</button></div>
        </div>`
      : null}
    <${Outcome} error=${error} done=${done} />
    ${list === null
      ? html`<p class="muted">Loading…</p>`
      : active.length === 0
        ? html`<p class="muted">No token yet.</p>`
        : html`<ul class="token-list" aria-label="Your API tokens">
            ${active.map(
              (t) => html`<li>
                <span><strong>${t.name}</strong> <span class="muted small">made ${absolute(new Date(t.createdAt).toISOString())}</span></span>
                <button type="button" class="secondary" disabled=${busy} aria-label=${`Revoke ${t.name}`} onClick=${() => revoke(t)}>Revoke</button>
              </li>`,
            )}
          </ul>`}
  </div>`;
}

/** Sign out here, or end every session of this account (another device, a lost phone). */
function Sessions() {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const out = async () => {
    await signOut().catch(() => undefined);
    setUnread(null);
    navigate("/");
  };
  const everywhere = async () => {
    setError(null);
    try {
      await api("/api/auth/logout-everywhere", { method: "POST" });
      setMe(null);
      setUnread(null);
      navigate("/signin");
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return html`<div class="card">
    <h2>Session</h2>
    <div class="actions">
      <button type="button" class="secondary" onClick=${out}>Sign out</button>
      ${confirming
        ? html`<span role="group" aria-label="Confirm signing out everywhere" class="confirm">
            <button type="button" class="danger" onClick=${everywhere}>Yes, sign out on every device</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>Cancel</button>
          </span>`
        : html`<button type="button" class="secondary" onClick=${() => setConfirming(true)}>Sign out everywhere…</button>`}
    </div>
    <p class="muted small">Signing out everywhere ends every session of this account, on all devices, and revokes every API token: bots and scripts then need a new one.</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </div>`;
}
