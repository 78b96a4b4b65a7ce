/** The four games' words in French, typed against the English: a missing key or other parameters fails the typecheck. */
import type { gameWordsEn } from "./words.en";
import * as common from "./common.words.fr";
import * as sleep from "./sleep/words.fr";
import * as sleepers from "./sleepers/words.fr";
import * as subrosa from "./subrosa/words.fr";
import * as conspirateurs from "./conspirateurs/words.fr";

type Shape<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : never };

export const gameWordsFr = { ...common, ...conspirateurs, ...sleep, ...sleepers, ...subrosa } satisfies Shape<typeof gameWordsEn>;
