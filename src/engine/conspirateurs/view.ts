/** Conspirateurs: what a viewer sees and reads. Nothing is hidden in this game (CO-4). */
import type { Seat } from "../game";
import { LABELS, MEETING, cellOf, sanctuaries, sanctuaryFlags } from "./geometry";
import { encode, formatMove } from "./notation";
import { MEN, PIECES, colourName, isDropPhase, partnerOf, shelteredCount } from "./rules";
import type { Move, State, View } from "./types";

function describeMove(s: State, seat: Seat, move: Move): string {
  const name = colourName(seat, s.players);
  if (move.kind === "drop") return `${name} dropped a man on ${move.at}`;
  const to = cellOf(move.to);
  const sheltered = to >= 0 && sanctuaryFlags(s.players)[to] ? ", into a sanctuary" : "";
  const via = move.via ?? [];
  const text = formatMove(move);
  if (via.length === 0 && text.includes("-")) return `${name} stepped from ${move.from} to ${move.to}${sheltered}`;
  const leaps = via.length + 1;
  return `${name} leapt ${text} (${leaps} leap${leaps > 1 ? "s" : ""})${sheltered}`;
}

const MEETING_LABELS: readonly string[] = MEETING.map((c) => LABELS[c]!);
const SANCTUARY_LABELS: Record<number, readonly string[]> = {};
/** The labels of the sanctuaries for a number of players, in index order (a constant per count). */
function sanctuaryLabels(players: number): readonly string[] {
  return (SANCTUARY_LABELS[players] ??= sanctuaries(players).map((c) => LABELS[c]!));
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
    sanctuaries: sanctuaryLabels(s.players).slice(),
    meeting: MEETING_LABELS.slice(),
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
    outcome: s.result ? { winners: s.result.winners.slice(), draw: s.result.draw, reason: s.result.reason } : null,
  };
}

export function describe(before: State, seat: Seat, move: Move, after: State, _viewer: Seat | null): string {
  let line = describeMove(before, seat, move);
  for (const p of after.passed) line += `; ${colourName(p, after.players)} cannot move and passes`;
  if (after.result) {
    line += after.result.draw ? `; the match is drawn: ${after.result.reason}` : `; ${after.result.reason} and win${after.result.winners.length > 1 ? "" : "s"}`;
  }
  return line + ".";
}
