/** The language of a request (src/shared/locale.ts) and the texts written in it. */
import type { Context } from "hono";
import { requestLocale, type Locale } from "../shared/locale";
import { messages, textIn, type ServerMessages, type Text } from "../shared/i18n/index";
import type { AppEnv } from "./types";

/** The member's setting, else the visitor's kept choice (cookie), else Accept-Language. */
export function localeOf(c: Context<AppEnv>): Locale {
  return requestLocale(c.get("user")?.locale, c.req.header("cookie"), c.req.header("accept-language"));
}

/** The catalogue in the request's language. */
export function t(c: Context<AppEnv>): ServerMessages {
  return messages(localeOf(c));
}

/** An HTML page (the app's shell) with its `<html lang>` set to the language its words are in. */
export function withLang(page: string, locale: Locale): string {
  return page.replace(/<html lang="[a-z]{2}"/, `<html lang="${locale}"`);
}

export function textOf(c: Context<AppEnv>, text: Text): string {
  return textIn(localeOf(c), text);
}
