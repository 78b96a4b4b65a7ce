/** The four games' words in English, one catalogue (src/engine/words.ts). */
import * as common from "./common.words.en";
import * as sleep from "./sleep/words.en";
import * as sleepers from "./sleepers/words.en";
import * as subrosa from "./subrosa/words.en";
import * as conspirateurs from "./conspirateurs/words.en";

export const gameWordsEn = { ...common, ...conspirateurs, ...sleep, ...sleepers, ...subrosa };
