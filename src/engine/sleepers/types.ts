/**
 * Sleepers: pieces, state, moves and view types, without zod (rulings SL-3 to SL-18). The part with no imports (agents,
 * seat names, the plain move and view types) lives in data.ts, which the board imports; it is
 * re-exported here, so the engine imports everything from this module.
 */
import type { Text } from "../game";
import type { RngState } from "../rng";
import { AGENTS, type Agent, type Goal, type Side } from "./data";

export * from "./data";

/** One-letter codes used by the notation (notation.ts). */
export const AGENT_CODE: Record<Agent, string> = {
  scientist: "S",
  militia: "M",
  courier: "C",
  saboteur: "X",
  police: "P",
  ringleader: "L",
  recruiter: "R",
  informant: "I",
  immigration: "G",
  doubleAgent: "D",
};

/** SL-3: tiles per player; Couriers come from the `couriers` option. */
export function tileSet(couriers: number): Agent[] {
  const counts: Record<Agent, number> = {
    scientist: 8,
    militia: 5,
    courier: couriers,
    saboteur: 1,
    police: 2,
    ringleader: 2,
    recruiter: 2,
    informant: 2,
    immigration: 2,
    doubleAgent: 2,
  };
  const out: Agent[] = [];
  for (const a of AGENTS) for (let i = 0; i < counts[a]; i++) out.push(a);
  return out;
}

export const agentOrder = (a: Agent): number => AGENTS.indexOf(a);
export const sortAgents = (xs: Agent[]): Agent[] => xs.sort((a, b) => agentOrder(a) - agentOrder(b));

/** A tile on the board: a sleeper (face-down) or active (face-up), SL-4. */
export interface Tile {
  owner: Side;
  agent: Agent;
  up: boolean;
}

/** A killed tile (SL-16): `seen` is false for a sleeper killed face-down (hidden until the end). */
export interface Killed {
  agent: Agent;
  seen: boolean;
}

/**
 * The decision in progress, as a stack (top = the decision now). Empty stack: the start of a turn.
 * - turn: the turn's first activation is done (`done` activations); the player may activate a second.
 * - ring: a Ringleader may still activate `left` sleepers (SL-11).
 * - police: a Police at `at` may jump (SL-10).
 * - recruiter: a Recruiter places a tile from hand (SL-12).
 * - informant: an Informant at `at` flips another tile (SL-13).
 * - immigration: an Immigration at `at` may return `left` more tiles (SL-14).
 * - double: a Double agent at `at` swaps with another tile (SL-15).
 */
export type Frame =
  | { k: "turn"; done: number }
  | { k: "ring"; left: number }
  | { k: "police"; at: number }
  | { k: "recruiter" }
  | { k: "informant"; at: number }
  | { k: "immigration"; at: number; left: number }
  | { k: "double"; at: number };

export interface Ending {
  winner: Side;
  /** The goal that decided the match. */
  goal: Goal;
  reason: Text;
}

export interface SleepersOptions {
  couriers: number;
  ownerSeesSleepers: boolean;
}

export interface State {
  options: SleepersOptions;
  rng: RngState;
  /** HEX_COUNT entries in label order A1..I5. */
  board: (Tile | null)[];
  /** Each hand sorted in AGENTS order, so its order leaks nothing about draws. */
  hands: [Agent[], Agent[]];
  /** Face-down bags, next tile drawn first. */
  bags: [Agent[], Agent[]];
  killed: [Killed[], Killed[]];
  turn: Side;
  stack: Frame[];
  /** Decisions applied so far. */
  ply: number;
  result: Ending | null;
}
