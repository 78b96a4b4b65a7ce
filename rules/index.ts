/** Every game's "How to play" rulebook, by game id, in each language. */
import { RULEBOOK as conspirateurs } from "./conspirateurs";
import { RULEBOOKS_FR } from "./fr/index";
import { RULEBOOK as sleep } from "./sleep";
import { RULEBOOK as sleepers } from "./sleepers";
import { RULEBOOK as subrosa } from "./subrosa";
import type { Locale } from "../src/shared/locale";
import type { Rulebook } from "./types";

export { rulesUrl } from "./url";
export type { RuleEntry, RuleSection, Rulebook } from "./types";

/** The English rulebooks (the ids every language shares). */
export const RULEBOOKS: Record<string, Rulebook> = { conspirateurs, sleep, sleepers, subrosa };

export const RULEBOOKS_BY_LOCALE: Record<Locale, Record<string, Rulebook>> = { en: RULEBOOKS, fr: RULEBOOKS_FR };
