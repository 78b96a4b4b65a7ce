/** Every game's "How to play" rulebook, by game id. */
import { RULEBOOK as conspirateurs } from "./conspirateurs";
import { RULEBOOK as sleep } from "./sleep";
import { RULEBOOK as sleepers } from "./sleepers";
import { RULEBOOK as subrosa } from "./subrosa";
import type { Rulebook } from "./types";

export { rulesUrl } from "./url";
export type { RuleEntry, RuleSection, Rulebook } from "./types";

export const RULEBOOKS: Record<string, Rulebook> = { conspirateurs, sleep, sleepers, subrosa };
