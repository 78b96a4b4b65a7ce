/**
 * Win and loss checks (SL-19, SL-20). They look only at the position, never at how it arose, and run
 * after every change (rules.ts calls `checkGoals` after each flip, kill, placement, jump, swap and
 * return; attrition at the start of each turn).
 */
import type { Text } from "../game";
import { say } from "../words";
import { ADJACENT, hexLabel, LINES_OF_FIVE, OPPOSITE_PAIRS, SIDE_MASK, SIDE_NAMES, type SideName } from "./board";
import { SEAT_NAMES, type Ending, type Goal, type Side, type State, type Tile } from "./types";

/** The pair of opposite sides joined by a chain of `side`'s active tiles, or null (success). */
export function successSides(board: readonly (Tile | null)[], side: Side): [SideName, SideName] | null {
  return successChain(board, side)?.sides ?? null;
}

/** The chain of `side`'s active tiles that joins two opposite sides, with those sides, or null. */
function successChain(board: readonly (Tile | null)[], side: Side): { sides: [SideName, SideName]; hexes: number[] } | null {
  const seen = new Uint8Array(board.length);
  for (let start = 0; start < board.length; start++) {
    const t = board[start];
    if (!t || !t.up || t.owner !== side || seen[start]) continue;
    let mask = 0;
    const queue = [start];
    const chain: number[] = [];
    seen[start] = 1;
    while (queue.length) {
      const h = queue.pop() as number;
      chain.push(h);
      mask |= SIDE_MASK[h] as number;
      for (const n of ADJACENT[h] as number[]) {
        const u = board[n];
        if (!seen[n] && u && u.up && u.owner === side) {
          seen[n] = 1;
          queue.push(n);
        }
      }
    }
    for (const [a, b] of OPPOSITE_PAIRS) {
      if (mask & (1 << a) && mask & (1 << b))
        return { sides: [SIDE_NAMES[a] as SideName, SIDE_NAMES[b] as SideName], hexes: chain.sort((x, y) => x - y) };
    }
  }
  return null;
}

/** The first straight line of five active Scientists of `side`, or null (liberation). */
export function liberationLine(board: readonly (Tile | null)[], side: Side): readonly number[] | null {
  for (const line of LINES_OF_FIVE) {
    let all = true;
    for (const h of line) {
      const t = board[h];
      if (!t || !t.up || t.owner !== side || t.agent !== "scientist") {
        all = false;
        break;
      }
    }
    if (all) return line;
  }
  return null;
}

/** A hex holding a tile of `side` whose every neighbour is the opponent's active Militia (capture). */
export function capturedAt(board: readonly (Tile | null)[], side: Side): number {
  for (let h = 0; h < board.length; h++) {
    const t = board[h];
    if (!t || t.owner !== side) continue;
    let surrounded = true;
    for (const n of ADJACENT[h] as number[]) {
      const u = board[n];
      if (!u || !u.up || u.owner === side || u.agent !== "militia") {
        surrounded = false;
        break;
      }
    }
    if (surrounded) return h;
  }
  return -1;
}

interface Finding {
  goal: Goal;
  text: Text;
}

/** Evaluates every position goal for both players; applies the tie rule SL-20 with `state.turn`. */
export function evaluate(state: State): Ending | null {
  const own: (Finding | null)[] = [null, null];
  const lost: (Finding | null)[] = [null, null];
  for (const side of [0, 1] as Side[]) {
    const seat = SEAT_NAMES[side];
    const sides = successSides(state.board, side);
    const line = sides ? null : liberationLine(state.board, side);
    if (sides) own[side] = { goal: "success", text: say("slSuccess", { seat, a: sides[0], b: sides[1] }) };
    else if (line) own[side] = { goal: "liberation", text: say("slLiberation", { seat, hexes: line.map(hexLabel) }) };
    const k = state.killed[side].length;
    const cap = capturedAt(state.board, side);
    if (k >= 10) lost[side] = { goal: "morale", text: say("slMorale", { seat, lost: k }) };
    else if (cap >= 0) lost[side] = { goal: "capture", text: say("slCapture", { seat, hex: hexLabel(cap) }) };
  }
  const wins = [0, 1].map((s) => own[s] ?? lost[1 - s] ?? null);
  if (!wins[0] && !wins[1]) return null;
  const tie = !!(wins[0] && wins[1]);
  const winner: Side = tie ? state.turn : wins[0] ? 0 : 1;
  const f = wins[winner] as Finding;
  const elimination = f.goal !== "success" && f.goal !== "liberation";
  const reason = say("slWins", { goal: f.text, winner: SEAT_NAMES[winner], elimination, tie }); // a tie: SL-20
  return { winner, goal: f.goal, reason };
}

/**
 * The hexes that decided a finished match, for the board to highlight: the winner's joining chain
 * (success), the five Scientists (liberation), the captured tile and the Militia around it
 * (capture); none for morale and attrition, which are counts, not places.
 */
export function decidingHexes(board: readonly (Tile | null)[], ending: Ending): string[] {
  const loser = (1 - ending.winner) as Side;
  let hexes: readonly number[] = [];
  if (ending.goal === "success") hexes = successChain(board, ending.winner)?.hexes ?? [];
  else if (ending.goal === "liberation") hexes = liberationLine(board, ending.winner) ?? [];
  else if (ending.goal === "capture") {
    const h = capturedAt(board, loser);
    if (h >= 0) hexes = [h, ...(ADJACENT[h] as number[])];
  }
  return hexes.map(hexLabel);
}

/** SL-19 attrition: the player to move has no tile in hand and no sleeper on the board. */
export function attrition(state: State): Ending | null {
  const side = state.turn;
  if (state.hands[side].length > 0) return null;
  for (const t of state.board) if (t && t.owner === side && !t.up) return null;
  return {
    winner: (1 - side) as Side,
    goal: "attrition",
    reason: say("slAttrition", { seat: SEAT_NAMES[side], other: SEAT_NAMES[1 - side]! }),
  };
}
