/**
 * The check that both languages of the app have every message with the same parameters: the
 * typecheck fails here when one lacks a key (test/engine/i18n.test.ts names it). Each area loaded
 * with its screens (current.ts) is checked against its own English, so that a key is in the same
 * area in both languages. Never imported by the app, which loads one language only.
 */
import * as en from "./en";
import * as fr from "./fr";
import * as screensEn from "./screens.en";
import * as screensFr from "./screens.fr";
import * as listsEn from "./lists.en";
import * as listsFr from "./lists.fr";
import * as settingsEn from "./settings.en";
import * as settingsFr from "./settings.fr";
import type { AppMessages, Shape } from "./current";

void (fr satisfies Shape<typeof en>);
void (en satisfies { [K in keyof typeof fr]: unknown });
void (screensFr satisfies Shape<typeof screensEn>);
void (screensEn satisfies { [K in keyof typeof screensFr]: unknown });
void (listsFr satisfies Shape<typeof listsEn>);
void (listsEn satisfies { [K in keyof typeof listsFr]: unknown });
void (settingsFr satisfies Shape<typeof settingsEn>);
void (settingsEn satisfies { [K in keyof typeof settingsFr]: unknown });

const english = { ...en, ...screensEn, ...listsEn, ...settingsEn };
const french = { ...fr, ...screensFr, ...listsFr, ...settingsFr };
void (english satisfies AppMessages);
void (french satisfies AppMessages);

export const appCatalogueKeys = { en: Object.keys(english), fr: Object.keys(french) };
