/**
 * A tiny game for 2–4 players that exists only for tests of the room and the API (never registered in
 * the app): players take turns adding 1–3 to a total; whoever reaches the target (21 unless the option says otherwise) wins. Each seat holds a
 * secret number that only it may see, so that per-seat views can be checked.
 */
import { z } from "zod";
import { defineGame, err, ok, type Game } from "../../src/engine/game";
import { Rng, seedRng, type RngState } from "../../src/engine/rng";

export interface TinyState {
  target: number;
  total: number;
  turn: number;
  /** Moves a player makes in one turn (sub-steps of one decision, as in an activation chain). */
  steps: number;
  stepsLeft: number;
  secrets: number[];
  winner: number | null;
  rng: RngState;
}
const seatName = (seat: number) => ["First", "Second", "Third", "Fourth"][seat] ?? `Seat ${seat}`;

export type TinyMove = { add: 1 | 2 | 3 };


export const tinyGame: Game<TinyState, TinyMove, unknown> = defineGame<TinyState, TinyMove, unknown>({
  id: "tiny",
  name: "Tiny",
  pitch: "A test game.",
  players: { min: 2, max: 4 },
  options: {
    target: { type: "integer", label: "Target", min: 3, max: 100_000, default: 21 },
    steps: { type: "integer", label: "Moves per turn", min: 1, max: 3, default: 1 },
  },
  moveSchema: z.object({ add: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(),
  setup(players, options, seed) {
    const rng = new Rng(seedRng(seed));
    const secrets = Array.from({ length: players }, () => 1000 + rng.int(9000));
    const steps = Number(options.steps ?? 1);
    return { target: Number(options.target ?? 21), total: 0, turn: 0, steps, stepsLeft: steps, secrets, winner: null, rng: rng.state };
  },
  actors: (s) => (s.winner === null ? [s.turn] : []),
  legalMoves: (s, seat) => (s.winner === null && seat === s.turn ? ([1, 2, 3] as const).filter((n) => s.total + n <= s.target).map((add) => ({ add })) : []),
  seats: (s) => s.secrets.length,
  refusals: {
    noSeat: (_s, seat) => `there is no seat ${seat}`,
    over: () => "the game is over",
    notActor: () => "it is not your turn",
    shape: (issue) => `that move is not in this game's format: ${issue?.message ?? "unreadable"}`,
  },
  play(s, seat, move) {
    if (s.total + move.add > s.target) return err(`adding ${move.add} would pass ${s.target}`);
    const total = s.total + move.add;
    const endsTurn = s.stepsLeft <= 1;
    return ok({
      ...s,
      total,
      turn: endsTurn ? (s.turn + 1) % s.secrets.length : s.turn,
      stepsLeft: endsTurn ? s.steps : s.stepsLeft - 1,
      winner: total === s.target ? seat : null,
    });
  },
  view: (s, seat) => ({
    total: s.total,
    turn: s.turn,
    mySecret: seat === null ? null : s.secrets[seat],
    secrets: s.winner !== null ? s.secrets : null,
  }),
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], draw: false, reason: `${seatName(s.winner)} reached ${s.target}` }),
  describe: (_b, seat, move, after, viewer) =>
    `${seatName(seat)} added ${move.add} (total ${after.total})` + (viewer === seat ? ` [your secret ${after.secrets[seat]}]` : ""),
  formatMove: (m) => `+${m.add}`,
  parseMove: (t) => (/^\+[123]$/.test(t) ? ok({ add: Number(t.slice(1)) as 1 | 2 | 3 }) : err("write +1, +2 or +3")),
  seatName: (seat) => seatName(seat),
});

/**
 * Does `text` show the tiny game's secret `n` as a number of its own? Not where its digits happen to
 * sit inside a longer run of letters and digits (an ETag, a commitment, an id, a colour): a
 * four-digit secret is found by chance in such hex now and then, which is no leak.
 */
export function showsSecret(text: string, n: number): boolean {
  return new RegExp(`(?<![0-9A-Za-z#])${n}(?![0-9A-Za-z])`).test(text);
}
