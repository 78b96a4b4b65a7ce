/**
 * Sleep: the plain types of the state, the moves and the view (no zod, no rules), for the engine,
 * the board and any other module that only needs the shapes.
 */
import type { Seat } from "../game";
import type { RngState } from "../rng";
import type { Text } from "../text";
import type { CardType } from "./cards";

export type Phase = "sleep" | "wake" | "rem" | "discard" | "over";
export type DecisionPhase = Exclude<Phase, "over">;

export type PassMove = { kind: "pass" };
export type SleepMove = { kind: "sleep"; cards: string[] };
export type WakeMove = { kind: "wake"; card: string; target: Seat };
export type RemMove = { kind: "rem"; card: string; target: Seat };
export type DiscardMove = { kind: "discard"; cards: string[] };
export type Move = PassMove | SleepMove | WakeMove | RemMove | DiscardMove;

/**
 * One resolved phase: what every seat played, in move notation ("F2+S7", "W11>p2", "pass"; null:
 * skipped, it had no choice), and the stages after it. Notation keeps the state small.
 */
export type PhaseRecord = {
  phase: DecisionPhase;
  plays: (string | null)[];
  stages: number[];
  /** Wake phase: seats whose Wake card went back to their hand (target already hit, SP-7). */
  returned: Seat[];
};

export type TurnRecord = {
  turn: number;
  first: Seat;
  /** Cards each seat drew in the draw phase (fewer than 2 only if deck and discard ran out). */
  drawn: number[];
  /** How many times the discard pile was shuffled into a new deck during the draw. */
  reshuffled: number;
  phases: PhaseRecord[];
  /** Tokens gained in the score phase (null before it), and who had the REM bonus. */
  scored: number[] | null;
  bonus: boolean[] | null;
};

export type State = {
  players: number;
  turn: number;
  first: Seat;
  phase: Phase;
  stages: number[];
  tokens: number[];
  /** Each hand in the card list's order (never in draw order). */
  hands: string[][];
  /** deck[0] is the next card drawn. */
  deck: string[];
  discard: string[];
  /** Seats with a real choice in the current phase. */
  deciders: boolean[];
  /** Submitted, not yet revealed decisions (hidden from everyone else). */
  pending: (Move | null)[];
  /** Turn records: this turn's and the previous turn's (more only just after a cascade). */
  log: TurnRecord[];
  rng: RngState;
};

/** The same records in the view, with the plays as move objects. */
export type ViewPhaseRecord = Omit<PhaseRecord, "plays"> & { plays: (Move | null)[] };
export type ViewTurnRecord = Omit<TurnRecord, "phases"> & { phases: ViewPhaseRecord[] };

export type ViewCard = { code: string; name: string; type: CardType };

export type SeatView = {
  seat: Seat;
  stage: number;
  tokens: number;
  handSize: number;
  /**
   * Has a choice in the current phase. Null: not this viewer's to know (SP-5: whether a player has
   * a choice depends on their hidden hand, so only they see their own status until the end).
   */
  deciding: boolean | null;
  /** Has already submitted it (what, stays hidden until the phase is revealed); null as above. */
  decided: boolean | null;
};

export type View = {
  game: "sleep";
  players: number;
  turn: number;
  turns: number;
  /** The night's clock of this turn: turn 1 = "22:00" … turn 16 = "05:30". */
  clock: string;
  first: Seat;
  phase: Phase;
  /** The phase waits for decisions (everyone may know that much, SP-5; not whose). */
  waiting: boolean;
  you: Seat | null;
  seats: SeatView[];
  deckSize: number;
  discardSize: number;
  /** The viewer's own hand (null for a spectator). */
  hand: ViewCard[] | null;
  /** The viewer's own submitted decision in this phase, until it is revealed. */
  yourDecision: Move | null;
  /** The resolved phases of the previous turn and this one (public). */
  log: ViewTurnRecord[];
  /** The 53 cards of the seed's list (public), to name the codes used in moves and the log. */
  catalog: ViewCard[];
  /** The Outcome, as a plain JSON type, its reason a message (written by the room: `Written`). */
  outcome: { winners: Seat[]; draw: boolean; reason: Text } | null;
  /** After the match ends only: every hand, the deck and the discard pile. */
  revealed: { hands: string[][]; deck: string[]; discard: string[] } | null;
};
