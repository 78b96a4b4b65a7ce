/** Plurals, lists, numbers and dates for the catalogue's messages, through Intl (ICU's rules). */
import type { Locale } from "../locale";

const rules = new Map<Locale, Intl.PluralRules>();

/** The form of `forms` that Intl's plural rules pick for `n` ("one" covers 0 and 1 in French). */
export function plural(locale: Locale, n: number, forms: { one: string; other: string }): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(n) === "one" ? forms.one : forms.other;
}

/** The Intl locale of a language: British English (no serial comma, day-month dates). */
const intlLocale = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

/** "Alice, Bob and Carol" / "Alice, Bob et Carol". */
export function list(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(locale), { style: "long", type: "conjunction" }).format(items);
}

export function number(locale: Locale, n: number): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** A moment as people read it, in UTC unless a time zone is given: "3 Dec 2026, 18:00 UTC". */
export function dateTime(locale: Locale, at: number | Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone, timeZoneName: "short" }).format(at);
}
