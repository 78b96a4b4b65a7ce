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
import { m as t, m as w } from "../i18n/index";

export function Settings() {
  const { me, loaded } = useMe();
  if (loaded && !me)
    return html`<section class="narrow"><h1>${t.settingsTitle()}</h1><p>${t.notSignedIn()} <a class="button" href="/signin?next=/settings">${t.signIn()}</a></p></section>`;
  if (!me) return html`<section class="narrow"><h1>${t.settingsTitle()}</h1><p class="muted">${t.loading()}</p></section>`;
  return html`<section class="narrow">
    <h1>${t.settingsTitle()}</h1>
    <${NameForm} me=${me} />
    ${me.kind === "guest"
      ? html`<${EmailForm} next="/settings" title=${t.attachEmailTitle()} button=${t.attachEmailButton()} />`
      : html`<div class="card"><h2>${t.emailTitle()}</h2><p>${t.youSignInAs()} <strong>${me.email}</strong>.</p></div>`}
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
  const choices: ConfirmMoves[] = ["correspondence", "always", "never"];
  return html`<div class="card">
    <h2>${t.playingTitle()}</h2>
    <fieldset>
      <legend>${t.confirmMovesLegend()}</legend>
      ${choices.map(
        (value) => html`<label class="radio"><input type="radio" name="confirm-moves" value=${value} checked=${how === value} onChange=${() => setConfirmMoves(value)} /> <span>${t.confirmMovesChoice({ how: value })}</span></label>`,
      )}
    </fieldset>
    <p class="muted small">${t.keptOnDevice()}</p>
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
      setMsg({ kind: "success", text: t.saved() });
    } catch (err) {
      setMsg({ kind: "error", text: messageOf(err) });
    }
  };
  return html`<form class="card" onSubmit=${submit}>
    <h2>${t.displayName()}</h2>
    <label for="display-name">${t.nameOthersSee()}</label>
    <input id="display-name" required maxlength="40" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
    <button type="submit">${t.saveName()}</button>
    ${msg ? html`<${Notice} kind=${msg.kind}>${msg.text}<//>` : null}
  </form>`;
}

/** Vacation: clocks stop in every match for N days, from a yearly allowance; ending early gives back whole days. */
function Vacation({ me }: { me: Me }) {
  const left = me.settings.vacationDaysLeft ?? 0;
  const until = me.settings.vacationUntil ?? null;
  const away = until !== null && until > Date.now();
  // As typed (an emptied field stays empty while the next digit comes); the form checks 1 to max on submit.
  const [days, setDays] = useState(String(Math.min(3, Math.max(1, left))));
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setDays((d) => (d === "" ? d : String(Math.min(Math.max(1, Number(d)), Math.max(1, Math.min(14, left)))))), [left]);
  const send = (method: "POST" | "DELETE", ok: (m: Me) => string) =>
    run(async () => {
      setDone(null);
      const next = await api<Me>("/api/me/vacation", method === "POST" ? { method, body: { days: Number(days) } } : { method });
      setMe(next);
      setDone(ok(next));
    });
  const daysWord = (n: number) => t.daysWord({ n });
  const untilText = (m: Me) => (m.settings.vacationUntil ? absolute(new Date(m.settings.vacationUntil).toISOString()) : "");
  return html`<div class="card vacation">
    <h2>${t.vacationTitle()}</h2>
    ${away
      ? html`<p><strong>${t.onVacationUntil()} <time datetime=${new Date(until!).toISOString()}>${untilText(me)}</time></strong> (${when(new Date(until!).toISOString())}). ${t.clocksStopped()}</p>
          <p class="muted">${t.daysLeftEndEarly({ days: daysWord(left) })}</p>
          <button type="button" class="secondary" disabled=${busy} onClick=${() => send("DELETE", (m) => t.welcomeBack({ days: daysWord(m.settings.vacationDaysLeft ?? 0) }))}>${t.endVacation()}</button>`
      : html`<p>${t.goingAway()}</p>
          <p><strong>${daysWord(left)}</strong>${t.vacationLeft()}</p>
          ${left > 0
            ? html`<form class="inline-form" onSubmit=${(e: Event) => { e.preventDefault(); void send("POST", () => t.vacationStarted()); }}>
                <div>
                  <label for="vacation-days">${t.vacationDays()}</label>
                  <input id="vacation-days" type="number" inputmode="numeric" min="1" max=${Math.min(14, left)} required value=${days}
                    onInput=${(e: Event) => setDays((e.target as HTMLInputElement).value)} />
                </div>
                <button type="submit" disabled=${busy}>${t.startVacation()}</button>
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
      setDone(w.tokenRevoked({ name: t.name }));
      if (fresh && t.name === fresh.name) setFresh(null);
      await load();
    });
  const active = list?.filter((t) => t.revokedAt === null).sort((a, b) => b.createdAt - a.createdAt) ?? [];
  return html`<div class="card tokens">
    <h2>${w.tokensTitle()}</h2>
    <p class="muted">${w.tokensHelpBefore()} <code>Authorization: Bearer <var>${w.tokenWord()}</var></code> ${w.tokensHelpAfter()}</p>
    <form class="inline-form" onSubmit=${create}>
      <div>
        <label for="token-name">${w.tokenName()}</label>
        <input id="token-name" maxlength="80" placeholder=${w.tokenPlaceholder()} value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
      </div>
      <button type="submit" disabled=${busy}>${w.createToken()}</button>
    </form>
    ${fresh
      ? html`<div class="notice notice-success fresh-token" role="status">
          <p><strong>${w.newTokenNamed({ name: fresh.name })}</strong> ${w.copyItNow()}</p>
          <${CopyField} label=${w.newApiToken()} value=${fresh.token} />
          <div class="actions"><button type="button" class="secondary" onClick=${() => setFresh(null)}>${w.haveCopied()}</button></div>
        </div>`
      : null}
    <${Outcome} error=${error} done=${done} />
    ${list === null
      ? html`<p class="muted">${w.loading()}</p>`
      : active.length === 0
        ? html`<p class="muted">${w.noTokenYet()}</p>`
        : html`<ul class="token-list" aria-label=${w.yourTokens()}>
            ${active.map(
              (t) => html`<li>
                <span><strong>${t.name}</strong> <span class="muted small">${w.madeAt({ at: absolute(new Date(t.createdAt).toISOString()) })}</span></span>
                <button type="button" class="secondary" disabled=${busy} aria-label=${w.revokeNamed({ name: t.name })} onClick=${() => revoke(t)}>${w.revoke()}</button>
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
    <h2>${t.sessionTitle()}</h2>
    <div class="actions">
      <button type="button" class="secondary" onClick=${out}>${t.signOut()}</button>
      ${confirming
        ? html`<span role="group" aria-label=${t.confirmEverywhere()} class="confirm">
            <button type="button" class="danger" onClick=${everywhere}>${t.yesEverywhere()}</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>${t.cancel()}</button>
          </span>`
        : html`<button type="button" class="secondary" onClick=${() => setConfirming(true)}>${t.signOutEverywhere()}</button>`}
    </div>
    <p class="muted small">${t.everywhereHelp()}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </div>`;
}
