/**
 * The Worker's own small HTML pages (an unsubscribe link, a sign-in link): a title, a few
 * sentences and at most one form, with the app's stylesheet and no script. `body` is HTML the
 * caller has escaped.
 */
import { escapeHtml } from "../shared/text";
import type { Locale } from "../shared/locale";

export function smallPage(title: string, body: string, locale: Locale = "en"): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · Dead Drop</title><link rel="stylesheet" href="/app.css"></head><body><main id="main"><section class="narrow"><h1>${escapeHtml(title)}</h1>${body}</section></main></body></html>`;
}
