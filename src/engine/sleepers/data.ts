/**
 * Sleepers: the agents and seat names, and the plain types of the moves and the view. No value
 * imports: the board (boards/sleepers/Board.ts) imports values from here, so nothing here may pull in
 * zod or other engine code. types.ts re-exports all of it and adds the move schema and the state.
 */
import type { Text } from "../text";

export const AGENTS = [
  "scientist",
  "militia",
  "courier",
  "saboteur",
  "police",
  "ringleader",
  "recruiter",
  "informant",
  "immigration",
  "doubleAgent",
] as const;
export type Agent = (typeof AGENTS)[number];

export const AGENT_NAME: Record<Agent, string> = {
  scientist: "Scientist",
  militia: "Militia",
  courier: "Courier",
  saboteur: "Saboteur",
  police: "Police",
  ringleader: "Ringleader",
  recruiter: "Recruiter",
  informant: "Informant",
  immigration: "Immigration",
  doubleAgent: "Double agent",
};

export type Side = 0 | 1;
export const SEAT_NAMES = ["White", "Black"] as const;

export type Goal = "success" | "liberation" | "morale" | "capture" | "attrition" | "elimination";

/**
 * Every decision is its own small move; hexes are named by their labels ("E5"). types.ts checks
 * at compile time that its `moveSchema` accepts exactly this type.
 */
export type Move =
  /** Place a tile from hand face-down: the turn's Recruit action, or a Recruiter's placement. */
  | { kind: "recruit"; agent: Agent; hex: string }
  /** Choose one of your sleepers to flip and resolve: the turn's first or second, or a Ringleader's. */
  | { kind: "activate"; hex: string }
  /** Police: jump to this hex over the opposing tile between. */
  | { kind: "jump"; to: string }
  /** Informant: flip this tile. */
  | { kind: "flip"; hex: string }
  /** Immigration: return this tile to its owner's hand. */
  | { kind: "bounce"; hex: string }
  /** Double agent: swap with this tile. */
  | { kind: "swap"; hex: string }
  /** Decline what is optional now: a second activation, more Ringleader activations, more jumps, more returns. */
  | { kind: "stop" };

export type ViewTile = {
  owner: Side;
  up: boolean;
  /** Known to this viewer: active tiles; own sleepers with ownerSeesSleepers; everything after the end. */
  agent: Agent | null;
};

export type ViewStep = {
  step: "action" | "second" | "ringleader" | "police" | "recruiter" | "informant" | "immigration" | "double";
  /** The acting agent's hex, when it matters. */
  at: string | null;
  /** Choices still allowed (Ringleader activations, Immigration returns). */
  left: number | null;
};

export type View = {
  you: Side | null;
  turn: Side;
  options: { couriers: number; ownerSeesSleepers: boolean };
  board: { hex: string; tile: ViewTile | null }[];
  /** `agents` only for the viewer's own hand (or everyone after the end). */
  hands: { count: number; agents: Agent[] | null }[];
  bags: { count: number; agents: Agent[] | null }[];
  killed: { count: number; known: Agent[]; hidden: number }[];
  /** The decision now, innermost last (empty when the match is over). */
  steps: ViewStep[];
  ply: number;
  /** `hexes`: what decided the match, to highlight (the joining chain, the five Scientists, the captured tile and its Militia). */
  outcome: { winner: Side; goal: Goal; reason: Text; hexes: string[] } | null;
};
