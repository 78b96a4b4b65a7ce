/**
 * The app's words (docs/i18n.md): one language loaded, as a chunk of its own (en.ts or fr.ts), before
 * the first render (the words of screens loaded later come with them: `loadArea`); screens read `m.key(...)`. The language is the visitor's kept choice (the
 * dd_locale cookie, which the server reads too), else the browser's; a member's own setting is
 * kept in the same cookie by the server and by `chooseLocale`.
 */
import { LOCALE_COOKIE, isLocale, negotiateLocale, type Locale } from "../../src/shared/locale";
import { setMessages } from "./current";

export { appLocale, loadArea, m, type AppMessages, type Area } from "./current";

/** The page's own `?lang=`, else the kept choice (cookie, else local storage), else the browser's languages. */
export function initialLocale(): Locale {
  // A page asked for in a language (the rules' "English" / "Français" links, ?lang=) shows in it, chrome included.
  const asked = new URLSearchParams(location.search).get("lang");
  if (isLocale(asked)) return asked;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})`).exec(document.cookie)?.[1];
  if (isLocale(cookie)) return cookie;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_COOKIE);
  } catch {
    // Storage may be refused (private modes); the browser's language then decides.
  }
  if (isLocale(stored)) return stored;
  return negotiateLocale(navigator.languages?.join(",") || navigator.language);
}

export async function loadMessages(locale: Locale): Promise<void> {
  setMessages(locale, locale === "fr" ? await import("./fr") : await import("./en"));
  document.documentElement.lang = locale;
}

/** Keeps the visitor's choice (cookie for the server's pages, local storage) and shows the app in it. */
export async function chooseLocale(locale: Locale, member: boolean): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
  try {
    localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // The cookie alone keeps it.
  }
  if (member) {
    const { api } = await import("../api");
    await api("/api/me", { method: "PATCH", body: { locale } });
  }
  // Every screen, title and the pages the server renders read the new language from a fresh start.
  location.reload();
}
