/** Conspirateurs: what a viewer sees and reads. Nothing is hidden in this game (CO-4). */
import type { Seat, Text } from "../game";
import { say } from "../words";
import { LABELS, MEETING, cellOf, sanctuaries, sanctuaryFlags } from "./geometry";
import { encode, formatMove } from "./notation";
import { MEN, PIECES, colourName, isDropPhase, partnerOf, shelteredCount } from "./rules";
import type { Move, State, View } from "./types";

/**
 * The log line of one decision (CO-9). A step, and the decision that ends a leap chain (`stop`, or
 * the last leap when the chain cannot go on), name the whole move; a leap after which the chain
 * goes on says where the man landed and that the move is not over.
 */
function describeMove(before: State, seat: Seat, move: Move, after: State): Text {
  const who = colourName(seat, before.players);
  if (move.kind === "drop") return say("coDropped", { who, at: move.at });
  const whole = after.last?.move;
  if (whole?.kind !== "move") return say("coMoved", { who });
  const to = cellOf(whole.to);
  const sheltered = to >= 0 && !!sanctuaryFlags(before.players)[to];
  const text = formatMove(whole);
  if (move.kind === "move" && text.includes("-")) return say("coStepped", { who, from: whole.from, to: whole.to, sheltered });
  if (after.chain) return say("coLeaping", { who, from: move.kind === "move" ? move.from : whole.from, to: whole.to, soFar: text });
  return say("coLeapt", { who, leaps: text, count: whole.via.length + 1, stopped: move.kind === "stop", sheltered });
}

// Constants, shared by every view (frozen): the room compares a view with the last one sent, and the same array is no change.
const MEETING_LABELS: readonly string[] = Object.freeze(MEETING.map((c) => LABELS[c]!));
const SANCTUARY_LABELS: Record<number, readonly string[]> = {};
/** The labels of the sanctuaries for a number of players, in index order (a constant per count). */
function sanctuaryLabels(players: number): readonly string[] {
  return (SANCTUARY_LABELS[players] ??= Object.freeze(sanctuaries(players).map((c) => LABELS[c]!)));
}

export function view(state: State, _seat: Seat | null): View {
  const s = state;
  return {
    game: "conspirateurs",
    players: s.players,
    board: s.board,
    position: encode(s),
    size: 17,
    columns: "ABCDEFGHIJKLMNOPQ",
    sanctuaries: sanctuaryLabels(s.players),
    meeting: MEETING_LABELS,
    seats: Array.from({ length: s.players }, (_, seat) => ({
      seat,
      colour: colourName(seat, s.players),
      piece: PIECES[s.players]![seat]!,
      partner: partnerOf(seat, s.players),
      men: MEN[s.players]!,
      toDrop: s.toDrop[seat] ?? 0,
      sheltered: shelteredCount(s, seat),
    })),
    phase: s.result ? "over" : isDropPhase(s) ? "drop" : "move",
    turn: s.result ? null : s.turn,
    ply: s.ply,
    last: s.last ? { seat: s.last.seat, move: s.last.move, text: formatMove(s.last.move) } : null,
    passed: s.passed.slice(),
    chain: s.chain ? s.chain.slice() : null,
    outcome: s.result ? { winners: s.result.winners.slice(), draw: s.result.draw, reason: s.result.reason } : null,
  };
}

export function describe(before: State, seat: Seat, move: Move, after: State, _viewer: Seat | null): Text {
  const r = after.result;
  const passed = after.passed.map((p) => colourName(p, after.players));
  const line = say("coLine", { move: describeMove(before, seat, move, after), passed, end: r ? r.reason : null, draw: !!r?.draw, winners: r?.winners.length ?? 0 });
  return line;
}
