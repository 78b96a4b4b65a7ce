/**
 * TEST-ONLY ORACLE: the move generator of Conspirateurs as it was while a leap chain was one move
 * (before issue 18), kept verbatim in substance to check the decision structure against: every
 * chain it lists (steps, and every leap chain, each prefix included) must be a completed chain of
 * the new engine (leap by leap, then stop) and the other way round. Same order as the old
 * `legalMoves`: man by man in cell order, a man's steps in DIRECTIONS order, then its chains depth
 * first, each chain right before its own continuations.
 */
import { CELLS, LABELS, LEAP_LAND, LEAP_OVER, MEETING, STEP_TO } from "../../../src/engine/conspirateurs/geometry";
import { sanctuaryFlags } from "../../../src/engine/conspirateurs/geometry";
import { EMPTY_CODE, isDropPhase, pieceOf } from "../../../src/engine/conspirateurs/rules";
import type { State } from "../../../src/engine/conspirateurs/types";

/** A move as the old engine listed it: a drop, a step (`via` empty) or a whole leap chain. */
export type OldMove = { kind: "drop"; at: string } | { kind: "move"; from: string; via: string[]; to: string };

/** FREE (empty), MAN (a man of any colour), LEFT (empty, but the leaping man has been there this move). */
const FREE = 0, MAN = 1, LEFT = 2;

/** Pushes every chain on from `here` to `out` (when given); returns how many there are. */
function leapChains(cells: Uint8Array, from: string, here: number, path: string[], depth: number, out: OldMove[] | null): number {
  let n = 0;
  for (let k = here * 8; k < here * 8 + 8; k++) {
    const land = LEAP_LAND[k]!;
    if (land < 0 || cells[land] !== FREE || cells[LEAP_OVER[k]!] !== MAN) continue;
    n++;
    out?.push({ kind: "move", from, via: path.slice(0, depth), to: LABELS[land]! });
    path[depth] = LABELS[land]!;
    cells[land] = LEFT;
    n += leapChains(cells, from, land, path, depth + 1, out);
    cells[land] = FREE;
  }
  return n;
}

/** The old complete legal list of the seat to act (a position with no chain under way). */
export function oldLegalMoves(s: State): OldMove[] {
  const out: OldMove[] = [];
  oldMoves(s, out);
  return out;
}

/** How many moves the old list holds, without building it (the old `countMoves`). */
export function oldCount(s: State): number {
  return oldMoves(s, null);
}

function oldMoves(s: State, out: OldMove[] | null): number {
  if (s.result) return 0;
  const b = s.board;
  if (isDropPhase(s)) {
    if ((s.toDrop[s.turn] ?? 0) <= 0) return 0;
    const drops = MEETING.filter((c) => b.charCodeAt(c) === EMPTY_CODE).map((c): OldMove => ({ kind: "drop", at: LABELS[c]! }));
    out?.push(...drops);
    return drops.length;
  }
  const man = pieceOf(s.turn, s.players).charCodeAt(0);
  const sanct = sanctuaryFlags(s.players);
  const cells = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) if (b.charCodeAt(i) !== EMPTY_CODE) cells[i] = MAN;
  let n = 0;
  for (let i = 0; i < CELLS; i++) {
    if (b.charCodeAt(i) !== man || sanct[i]) continue;
    const from = LABELS[i]!;
    for (let k = i * 8; k < i * 8 + 8; k++) {
      const to = STEP_TO[k]!;
      if (to < 0 || cells[to] !== FREE) continue;
      n++;
      out?.push({ kind: "move", from, via: [], to: LABELS[to]! });
    }
    cells[i] = LEFT; // the man leaves its cell
    n += leapChains(cells, from, i, [], 0, out);
    cells[i] = MAN;
  }
  return n;
}
