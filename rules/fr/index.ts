/** Every game's rulebook in French, by game id (the same ids, sections and anchors as ../index.ts). */
import { RULEBOOK as conspirateurs } from "./conspirateurs";
import { RULEBOOK as sleep } from "./sleep";
import { RULEBOOK as sleepers } from "./sleepers";
import { RULEBOOK as subrosa } from "./subrosa";
import type { Rulebook } from "../types";

export const RULEBOOKS_FR: Record<string, Rulebook> = { conspirateurs, sleep, sleepers, subrosa };
