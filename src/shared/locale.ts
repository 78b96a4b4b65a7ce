/**
 * The languages people read Dead Drop in, and how one is chosen for a request: the member's own
 * setting, else a guest's kept choice (the `dd_locale` cookie), else the browser's Accept-Language,
 * else English. Shared by the Worker and the app (docs/i18n.md).
 */
export type Locale = "en" | "fr";

export const LOCALES: readonly Locale[] = ["en", "fr"];
export const DEFAULT_LOCALE: Locale = "en";
/** The cookie (and local-storage key) that keeps the language a visitor picked. */
export const LOCALE_COOKIE = "dd_locale";

/** Names of the languages in themselves, for the switcher: a reader finds their own. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/**
 * The best of our languages for an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8"): the
 * listed language of highest weight that we have (a region matches its language), else English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: Locale | null = null;
  let bestWeight = 0;
  for (const part of acceptLanguage.slice(0, 500).split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= bestWeight) continue;
    const language = tag.trim().toLowerCase().split("-")[0];
    if (isLocale(language)) {
      best = language;
      bestWeight = weight;
    }
  }
  return best ?? DEFAULT_LOCALE;
}

/** The value of the locale cookie in a Cookie header, if it names one of our languages. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const match = /(?:^|;\s*)dd_locale=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? "");
  return match && isLocale(match[1]) ? match[1] : null;
}

/** A request's language: the member's setting, else the kept choice, else the browser's. */
export function requestLocale(memberLocale: string | null | undefined, cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(memberLocale)) return memberLocale;
  return localeFromCookie(cookieHeader) ?? negotiateLocale(acceptLanguage);
}
