/** A tournament score as people write it: "2", "½", "1½", else two decimals in the app's language ("1.33", "1,33"). */
import type { Locale } from "../src/shared/locale";

export function points(x: number, locale: Locale): string {
  const whole = Math.floor(x);
  const frac = Math.round((x - whole) * 1000) / 1000;
  if (frac === 0) return String(whole);
  if (frac === 0.5) return whole === 0 ? "½" : `${whole}½`;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(x);
}
