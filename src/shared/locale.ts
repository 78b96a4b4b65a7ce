/** The languages a person may read Dead Drop in, and the choice from a browser's Accept-Language. */
export type Locale = "en" | "fr";

/** The best of our languages for an Accept-Language header: q-values respected, "fr-CA" → fr, default en. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  let best: Locale = "en";
  let bestQ = 0;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const lang = tag.split("-")[0];
    if (!(q > bestQ)) continue;
    if (lang === "fr" || lang === "en") {
      best = lang;
      bestQ = q;
    }
  }
  return best;
}
