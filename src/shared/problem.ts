/** RFC 9457 problem details, the one shape of every error: HTTP answers (src/api/problem.ts) and socket messages. */
import type { Problem } from "./api";
import { messages, textIn, type Text } from "./i18n/index";
import type { Locale } from "./locale";

/** The problem, its title and detail in the reader's language (English unless given). */
export function problemBody(status: number, detail: Text, extra: Record<string, unknown> = {}, locale: Locale = "en"): Problem {
  return {
    type: "about:blank",
    title: messages(locale).problemTitle({ status }),
    status,
    detail: textIn(locale, detail),
    ...extra,
  };
}
