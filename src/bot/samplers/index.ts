/** Each game's knowledge for the computer opponent, by game id. */
import type { GameKnowledge } from "../types";
import { conspirateursKnowledge } from "./conspirateurs";
import { sleepKnowledge } from "./sleep";
import { sleepersKnowledge } from "./sleepers";
import { subrosaKnowledge } from "./subrosa";

const KNOWLEDGE: Record<string, GameKnowledge> = {
  conspirateurs: conspirateursKnowledge,
  sleep: sleepKnowledge,
  sleepers: sleepersKnowledge,
  subrosa: subrosaKnowledge,
};

export function knowledgeOf(gameId: string): GameKnowledge | undefined {
  return KNOWLEDGE[gameId];
}
