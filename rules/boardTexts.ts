/**
 * The rules' texts that the boards quote too (what a place, a card type or an agent does), in a
 * module of their own: a board loads these, not the whole rulebook (./<game>.ts re-exports them).
 */
import type { Agent } from "../src/engine/sleepers/data";

// Conspirateurs: what the board's places mean.
export const MEETING_TEXT =
  "The secret meeting place (E7 to M11, 9 × 5 cells). In the drop phase every man is placed here, one per turn.";
export const SANCTUARY_TEXT =
  "A sanctuary: a hiding place on the edge of the board. It holds one man, and a man that starts a turn on it can no longer move. Bring all your men to sanctuaries to win.";

// Sleep: what each type of card does.
/** Each type of card: its name and what it does when played. */
export const CARD_TYPES: Record<string, { name: string; text: string }> = {
  F: { name: "Fall Asleep", text: "Sleep phase: takes you from stage 0 (awake) to stage 1. Only playable at stage 0." },
  S: { name: "Sleep", text: "Sleep phase: takes you one stage deeper, from any stage 0 to 3." },
  R: { name: "REM", text: "REM phase, at stage 2 or deeper: play it on yourself to go back to stage 1 and earn 6 bonus tokens this turn, or on an opponent at stage 2 or deeper to send them to stage 1 without a bonus." },
  W: { name: "Wake", text: "Wake phase: an opponent at stage 1 or deeper goes back one stage. A player can be woken only once a turn." },
  Z: { name: "Fall Asleep or Wake", text: "TV and Radio: play it either as a Fall Asleep card (sleep phase, at stage 0) or as a Wake card (wake phase)." },
};

export function cardExplanation(name: string, type: string): string {
  const t = CARD_TYPES[type];
  return t ? `${name}: a ${t.name} card. ${t.text}` : name;
}

// Sleepers: the sides and what every agent does.
export const SIDES = ["White", "Black"] as const;

/** Every agent: its full name, how many each player has, and what it does. */
/** Every agent: its full name, the short name its face-up tile shows, how many each player has, and what it does. */
export const AGENTS: Record<Agent, { name: string; short: string; count: number; text: string }> = {
  scientist: { name: "Scientist", short: "Sci", count: 8, text: "No ability when activated. Five of your active Scientists in a straight unbroken line win the game (liberation)." },
  militia: { name: "Militia", short: "Mil", count: 5, text: "No ability when activated. When every hex around one enemy tile (sleeper or active) holds one of your active Militia, the enemy is captured and you win; where that tile touches the edge of the board, the edge counts as surrounding it." },
  courier: { name: "Courier", short: "Cou", count: 4, text: "No ability of its own. It counts as an agent for your network line and for morale." },
  saboteur: { name: "Saboteur", short: "Sab", count: 1, text: "When activated, it blows up: the Saboteur and every tile on the six hexes around it, of both players, sleeping or active, are killed." },
  police: { name: "Police", short: "Pol", count: 2, text: "When activated, it may jump over an adjacent enemy tile (sleeper or active) to the empty hex straight beyond, killing it, and keep jumping from where it lands, as in draughts. Jumping is optional: you may stop after any jump, or make none. It never jumps your own tiles." },
  ringleader: { name: "Ringleader", short: "Ring", count: 2, text: "When activated, you may activate up to two more of your own sleepers, each resolved in full." },
  recruiter: { name: "Recruiter", short: "Rec", count: 2, text: "When activated, place one more tile from your hand face-down on an empty hex (nothing happens if your hand is empty)." },
  informant: { name: "Informant", short: "Inf", count: 2, text: "When activated, flip any one tile on the board, of either player, the Informant itself included. A sleeper turned face-up this way is active but its ability does not happen; an active tile turned face-down becomes a sleeper again." },
  immigration: { name: "Immigration", short: "Imm", count: 2, text: "When activated, return up to two other tiles on the board, of either player, to their owners' hands. A sleeper sent back is not shown to anyone." },
  doubleAgent: { name: "Double agent", short: "Dbl", count: 2, text: "When activated, swap places with any other tile on the board, of either player; both keep their face (a sleeper stays a sleeper)." },
};

export const SLEEPER_TEXT = "A sleeper: a face-down tile. Nobody knows which agent it is, not even its owner. Its owner may activate it: flip it face-up and carry out its ability.";
