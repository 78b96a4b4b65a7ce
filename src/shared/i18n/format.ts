/** Plurals, lists, numbers and dates for the catalogue's messages, through Intl (ICU's rules). */
import type { Locale } from "../locale";
import { intlLocale } from "../../engine/intl";

export { plural, list } from "../../engine/intl";

export function number(locale: Locale, n: number): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** A moment as people read it, in UTC unless a time zone is given: "3 Dec 2026, 18:00 UTC". */
export function dateTime(locale: Locale, at: number | Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone, timeZoneName: "short" }).format(at);
}

/** Does French elide before this name ("d’Anne", "d’Ordinateur")? A vowel; no guess at an h ("de Hugues", "d’Henri"). */
export const elidesFr = (name: string) => /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name);
/** French "de" before a name: "d’Anne", "de Bob". */
export const deFr = (name: string) => (elidesFr(name) ? `d’${name}` : `de ${name}`);
