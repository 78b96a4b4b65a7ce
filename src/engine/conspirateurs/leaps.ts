/**
 * Conspirateurs: where a leaping man can land next (CO-7, CO-8, CO-13). Import-free, so that the
 * board (which builds a chain locally before sending its decisions) and the engine share it.
 */

/** The eight directions as [dcol, drow], in the engine's DIRECTIONS order. */
const DIRS: readonly (readonly [number, number])[] = [
  [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1],
];
const N = 17;
const EMPTY_CODE = 46; // "."

/**
 * The cells the man at the end of `chain` can leap to next, in DIRECTIONS order. `chain` lists
 * the cells (index = row * 17 + column) of the leap chain so far, its starting cell first and the
 * cell the man stands on now last (just that cell before the first leap); `board` is the board as
 * it stands then (289 characters, "." empty): a leap goes over an adjacent man onto an empty cell
 * the chain has not been on.
 */
export function nextLeaps(board: string, chain: readonly number[]): number[] {
  const here = chain[chain.length - 1]!;
  const col = here % N, row = (here - col) / N;
  const out: number[] = [];
  for (const [dc, dr] of DIRS) {
    const c = col + 2 * dc, r = row + 2 * dr;
    if (c < 0 || c >= N || r < 0 || r >= N) continue;
    const land = r * N + c;
    if (board.charCodeAt(land) !== EMPTY_CODE || board.charCodeAt(here + dr * N + dc) === EMPTY_CODE || chain.includes(land)) continue;
    out.push(land);
  }
  return out;
}
