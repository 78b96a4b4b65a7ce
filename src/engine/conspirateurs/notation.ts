/**
 * Text notation of Conspirateurs.
 *
 * Moves (CO-9): a drop is `@E7`; a step is `E7-F8`; a leap chain lists every landing cell after
 * the start, separated by colons: `E7:G9:G11` (a single leap is `E7:G9`). A chain is played one
 * decision at a time: `E7:G9`, then `G9:G11`, then `stop` (unless it cannot go on); the finished
 * chain (`last`, the log) is written whole.
 *
 * Positions, on one line (like FEN), five fields separated by spaces, and a sixth while a leap
 * chain is under way:
 *   `<rows> <players> <turn> <to-drop> <ply> [<chain>]`
 * - rows: row 17 first down to row 1, separated by `/`; in each row, from column A to Q, a letter
 *   per man (b Black, w White, r Red, u Blue) and a number for a run of empty cells;
 * - players: 2, 3 or 4;
 * - turn: the letter of the colour to act, or `-` when the match is over;
 * - to-drop: the men each colour still has to drop, in turn order, separated by commas;
 * - ply: the number of moves (decisions) played so far;
 * - chain: the cells of the chain under way, start first, the man's cell last (`E7:G9`).
 * The start of a 2-player match: `17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 2 b 20,20 0`.
 */
import type { Result } from "../game";
import { err, ok } from "../game";
import { say } from "../words";
import { seedRng } from "../rng";
import { CELLS, SIZE, cellOf, colOf, label, rowOf } from "./geometry";
import type { Move, State } from "./types";
import { EMPTY, EMPTY_CODE, MEN, PIECES, initialState, pieceOf, settle } from "./rules";

const isStep = (from: string, to: string): boolean => {
  const a = cellOf(from), b = cellOf(to);
  return a >= 0 && b >= 0 && Math.max(Math.abs(colOf(a) - colOf(b)), Math.abs(rowOf(a) - rowOf(b))) === 1;
};

export function formatMove(move: Move): string {
  if (move.kind === "drop") return `@${move.at}`;
  if (move.kind === "stop") return "stop";
  const via = move.via ?? [];
  if (via.length === 0 && isStep(move.from, move.to)) return `${move.from}-${move.to}`;
  return [move.from, ...via, move.to].join(":");
}

export function parseMove(text: string): Result<Move> {
  const t = String(text).trim().toUpperCase();
  const cell = (s: string): string | null => {
    const c = cellOf(s);
    return c < 0 ? null : label(c);
  };
  const bad = say("coNotMoveText", { text });
  if (t === "STOP") return ok({ kind: "stop" });
  if (/^@?[A-Q]\d{1,2}$/.test(t)) {
    const at = cell(t.replace("@", ""));
    return at ? ok({ kind: "drop", at }) : err(say("coNotCell", { cell: t.replace("@", "") }));
  }
  const parts = t.includes("-") ? t.split("-") : t.split(":");
  if (t.includes("-") && parts.length !== 2) return err(bad);
  if (parts.length < 2 || parts.some((p) => !/^[A-Q]\d{1,2}$/.test(p))) return err(bad);
  const cells: string[] = [];
  for (const p of parts) {
    const c = cell(p);
    if (!c) return err(say("coNotCell", { cell: p }));
    cells.push(c);
  }
  return ok({ kind: "move", from: cells[0]!, via: cells.slice(1, -1), to: cells[cells.length - 1]! });
}

/** The one-line notation of a position. */
export function encode(s: State): string {
  const b = s.board;
  let rows = "";
  for (let r = SIZE - 1; r >= 0; r--) {
    let run = 0;
    for (let i = r * SIZE; i < (r + 1) * SIZE; i++) {
      if (b.charCodeAt(i) === EMPTY_CODE) run++;
      else {
        if (run) rows += run;
        run = 0;
        rows += b[i];
      }
    }
    if (run) rows += run;
    if (r > 0) rows += "/";
  }
  const turn = s.result ? "-" : pieceOf(s.turn, s.players);
  const chain = s.chain ? ` ${s.chain.join(":")}` : "";
  return `${rows} ${s.players} ${turn} ${s.toDrop.join(",")} ${s.ply}${chain}`;
}

/**
 * Reads a position. The turn passes on at once if that colour cannot move, and a finished
 * position gets its outcome, exactly as after a move. `seed` only seeds the (unused) generator.
 */
export function decode(line: string, seed = "decoded"): Result<State> {
  const fields = line.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) return err("A position has five fields: rows, players, turn, men to drop, ply (and the leap chain under way, if any)");
  const [rowsText, playersText, turnText, dropText, plyText, chainText] = fields as [string, string, string, string, string, string?];
  const players = Number(playersText);
  const pieces = PIECES[players];
  if (!pieces) return err(`${playersText} players: Conspirateurs is for 2, 3 or 4`);
  const rows = rowsText.split("/");
  if (rows.length !== SIZE) return err(`The board needs ${SIZE} rows, found ${rows.length}`);
  const cells: string[] = [];
  for (let k = 0; k < SIZE; k++) {
    const row = rows[SIZE - 1 - k]!; // row 1 is written last
    const out: string[] = [];
    for (const m of row.matchAll(/(\d+)|(.)/g)) {
      if (m[1]) out.push(...EMPTY.repeat(Number(m[1])));
      else if (pieces.includes(m[2]!)) out.push(m[2]!);
      else return err(`"${m[2]}" in row ${k + 1} is not a colour of a ${players}-player game`);
    }
    if (out.length !== SIZE) return err(`Row ${k + 1} has ${out.length} cells instead of ${SIZE}`);
    cells.push(...out);
  }
  if (cells.length !== CELLS) return err("The board has the wrong size");
  const toDrop = dropText.split(",").map(Number);
  if (toDrop.length !== players || toDrop.some((n) => !Number.isInteger(n) || n < 0)) {
    return err(`The men to drop must be ${players} whole numbers separated by commas`);
  }
  const men = MEN[players]!;
  for (let seat = 0; seat < players; seat++) {
    const on = cells.filter((c) => c === pieces[seat]).length;
    if (on + toDrop[seat]! !== men) {
      return err(`Colour ${pieces[seat]} has ${on} men on the board and ${toDrop[seat]} to drop; it must have ${men} in all`);
    }
  }
  const ply = Number(plyText);
  if (!Number.isInteger(ply) || ply < 0) return err("The ply must be a whole number");
  let turn = pieces.indexOf(turnText);
  if (turnText === "-") turn = 0;
  else if (turn < 0) return err(`"${turnText}" is not a colour of a ${players}-player game`);
  const s: State = { ...initialState(players, seedRng(seed)), board: cells.join(""), toDrop, turn, ply };
  if (chainText === undefined) return ok(settle(s, null));
  const chain = chainText.toUpperCase().split(":");
  const at = chain.map(cellOf);
  if (chain.length < 2 || at.some((c) => c < 0) || new Set(at).size !== at.length) return err(`"${chainText}" is not a leap chain of distinct cells such as E7:G9`);
  if (turnText === "-" || toDrop.some((n) => n > 0)) return err("A leap chain is under way only in the move phase, with a colour to act");
  if (s.board[at[at.length - 1]!] !== pieces[turn] || s.board[at[0]!] !== EMPTY) return err(`The leaping man of the colour to act must stand on ${chain[chain.length - 1]}, and ${chain[0]} must be empty`);
  const labels = at.map((c) => label(c));
  return ok({ ...s, chain: labels, last: { seat: turn, move: { kind: "move", from: labels[0]!, via: labels.slice(1, -1), to: labels[labels.length - 1]! } } });
}
