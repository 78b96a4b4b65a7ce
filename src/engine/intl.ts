/**
 * Plurals and lists through Intl (ICU's rules), for the games' messages and the rest of the
 * catalogue (src/shared/i18n/format.ts re-exports them): pure, so the engine may use them.
 */
export type Lang = "en" | "fr";

const rules = new Map<Lang, Intl.PluralRules>();

/** The form of `forms` that Intl's plural rules pick for `n` ("one" covers 0 and 1 in French). */
export function plural(locale: Lang, n: number, forms: { one: string; other: string }): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(n) === "one" ? forms.one : forms.other;
}

/** The Intl locale of a language: British English (no serial comma, day-month dates). */
export const intlLocale = (locale: Lang) => (locale === "en" ? "en-GB" : locale);

/** "Alice, Bob and Carol" / "Alice, Bob et Carol". */
export function list(locale: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(locale), { style: "long", type: "conjunction" }).format(items);
}
