/**
 * Sub Rosa: Spies for Hire, as the registry sees it: the move schema, the options and the
 * processing step (defineGame) around the rules (rules.ts), the view and log lines (view.ts) and
 * the notation (notation.ts). The plain types are in types.ts. Rulings in docs/rules/subrosa.md.
 */
import { z } from "zod";
import { defineGame, type Game, type Seat } from "../game";
import { say } from "../words";
import { LOCATION_SETS } from "./locations";
import * as notation from "./notation";
import * as rules from "./rules";
import { seatName } from "./state";
import type { Move, State, View } from "./types";
import * as viewing from "./view";

export type * from "./types";

const faceSchema = z.enum(["2", "3", "4", "5", "6", "*"]);
const idx = z.number().int().min(0).max(40);
export const moveSchema: z.ZodType<Move> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("play"), card: faceSchema, loc: idx }).strict(),
  z.object({ kind: z.literal("card"), loc: idx, pos: idx }).strict(),
  z.object({ kind: z.literal("loc"), loc: idx }).strict(),
  z.object({ kind: z.literal("mod"), loc: idx, pos: idx, sign: z.union([z.literal(1), z.literal(-1)]) }).strict(),
  z.object({ kind: z.literal("done") }).strict(),
]) as z.ZodType<Move>;


const options = {
  start: {
    type: "choice",
    label: "First player",
    values: ["random", "first seat"],
    default: "random",
    description: "Who plays first: someone drawn at random, or the player in the first seat.",
  },
  locations: {
    type: "choice",
    label: "Location set",
    values: Object.keys(LOCATION_SETS),
    default: "standard",
    description: "Which set of location abilities to deal from.",
  },
} as const satisfies Game["options"];

export const subrosa: Game<State, Move, View> = defineGame<State, Move, View>({
  ...rules,
  ...viewing,
  ...notation,
  id: "subrosa",
  name: "Sub Rosa: Spies for Hire",
  pitch: "Bid for the city's locations with secret and open influence; stars trigger each location's trick.",
  players: { min: 2, max: 4 },
  options,
  moveSchema,
  seatName: (seat: Seat) => seatName(seat),
  seats: (s) => s.players,
  refusals: {
    noSeat: (_s, seat) => say("srNoSeat", { seat }),
    over: () => say("srOver"),
    notActor: (s, seat) => say("srNotActor", { turn: seatName(s.turn), seat: seatName(seat) }),
    shape: () => say("srShape"),
  },
});

