/** The language switcher: at the foot of every page and in Settings. Each language is named in itself. */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { LOCALES, LOCALE_NAMES, type Locale } from "../src/shared/locale";
import { appLocale, chooseLocale, m } from "./i18n/index";
import { useMe } from "./session";

export function LocaleSwitcher({ id = "locale" }: { id?: string }) {
  const { me } = useMe();
  const [busy, setBusy] = useState(false);
  const change = (e: Event) => {
    setBusy(true);
    void chooseLocale((e.target as HTMLSelectElement).value as Locale, me?.kind === "member").catch(() => setBusy(false));
  };
  return html`<p class="locale-switcher">
    <label for=${id}>${m.languageLabel()}</label>
    <select id=${id} value=${appLocale()} disabled=${busy} onChange=${change}>
      ${LOCALES.map((l) => html`<option value=${l} lang=${l}>${LOCALE_NAMES[l]}</option>`)}
    </select>
  </p>`;
}
