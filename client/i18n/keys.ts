/**
 * The check that both languages of the app have every message with the same parameters: the
 * typecheck fails here when one lacks a key (test/engine/i18n.test.ts names it). Never imported by
 * the app, which loads one language only.
 */
import * as en from "./en";
import * as fr from "./fr";
import type { AppMessages } from "./index";

void (en satisfies AppMessages);
void (fr satisfies AppMessages);
void (en satisfies { [K in keyof typeof fr]: unknown });

export const appCatalogueKeys = { en: Object.keys(en), fr: Object.keys(fr) };
