/**
 * Sleepers notation.
 *
 * Moves (formatMove / parseMove):
 *   recruit  `P@E5`   place a Police from hand face-down at E5 (turn action or Recruiter placement)
 *   activate `*E5`    flip and resolve your sleeper at E5
 *   jump     `xE7`    Police jumps to E7 over the opposing tile between
 *   flip     `~E6`    Informant flips the tile at E6
 *   bounce   `^E6`    Immigration returns the tile at E6 to its owner's hand
 *   swap     `=E6`    Double agent swaps with the tile at E6
 *   stop     `-`      decline what is optional now
 * Agent letters: S Scientist, M Militia, C Courier, X Saboteur, P Police, L Ringleader,
 * R Recruiter, I Informant, G Immigration, D Double agent.
 *
 * Positions (encode / decode), one line of space-separated fields:
 *   <board> <turn> <hands> <bags> <killed> <stack> [options]
 *   board   rows A..I separated by `/`; digits count empty hexes; a tile is its agent letter,
 *           upper case for White and lower case for Black, prefixed by `*` when it is a sleeper
 *           (face-down). Example: `5/6/7/8/4*Pm3/8/7/6/5`.
 *   turn    `w` or `b`
 *   hands   White's hand `,` Black's hand, agent letters (any case), `-` for none
 *   bags    the same, next tile drawn first; `?` = every remaining tile of that player in
 *           canonical order (what the 30 tiles leave after board, hand and killed)
 *   killed  the same; `*` before a letter marks a tile killed while face-down
 *   stack   `-` at the start of a turn, else the decisions in progress, bottom first, joined by `;`:
 *           `T1` (first activation done), `L2` (Ringleader, activations left), `PE5` (Police at E5),
 *           `R` (Recruiter), `IE5` (Informant), `G2E5` (Immigration, returns left), `DE5` (Double agent)
 *   options `c4` couriers per player (default 4), followed by `s` when owners see their sleepers
 */
import { err, ok, type Result } from "../game";
import { say } from "../words";
import { seedRng } from "../rng";
import { HEX_COUNT, hexIndex, hexLabel, ROW_LENGTHS } from "./board";
import { attrition, evaluate } from "./goals";
import {
  AGENT_CODE,
  AGENTS,
  sortAgents,
  tileSet,
  type Agent,
  type Frame,
  type Killed,
  type Move,
  type Side,
  type State,
  type Tile,
} from "./types";

const CODE_AGENT = new Map<string, Agent>(AGENTS.map((a) => [AGENT_CODE[a], a]));

function agentOf(ch: string): Agent | undefined {
  return CODE_AGENT.get(ch.toUpperCase());
}

export function formatMove(m: Move): string {
  switch (m.kind) {
    case "recruit":
      return `${AGENT_CODE[m.agent]}@${m.hex}`;
    case "activate":
      return `*${m.hex}`;
    case "jump":
      return `x${m.to}`;
    case "flip":
      return `~${m.hex}`;
    case "bounce":
      return `^${m.hex}`;
    case "swap":
      return `=${m.hex}`;
    case "stop":
      return "-";
  }
}

export function parseMove(text: string): Result<Move> {
  const t = text.trim();
  if (t === "-" || t.toLowerCase() === "stop") return ok({ kind: "stop" });
  const hexOk = (h: string) => hexIndex(h) >= 0;
  const rec = /^([A-Za-z])@([A-Ia-i][1-9])$/.exec(t);
  if (rec) {
    const agent = agentOf(rec[1] as string);
    if (!agent) return err(say("slNotAgentLetter", { letter: rec[1] as string }));
    const hex = (rec[2] as string).toUpperCase();
    if (!hexOk(hex)) return err(say("slNotHex", { hex }));
    return ok({ kind: "recruit", agent, hex });
  }
  const one = /^([*x~^=])([A-Ia-i][1-9])$/.exec(t);
  if (one) {
    const hex = (one[2] as string).toUpperCase();
    if (!hexOk(hex)) return err(say("slNotHex", { hex }));
    switch (one[1]) {
      case "*":
        return ok({ kind: "activate", hex });
      case "x":
        return ok({ kind: "jump", to: hex });
      case "~":
        return ok({ kind: "flip", hex });
      case "^":
        return ok({ kind: "bounce", hex });
      default:
        return ok({ kind: "swap", hex });
    }
  }
  return err(say("slNotMoveText", { text }));
}

// ---------------------------------------------------------------------------------------------
// Positions

function tileCode(t: Tile): string {
  const c = AGENT_CODE[t.agent];
  return (t.up ? "" : "*") + (t.owner === 0 ? c : c.toLowerCase());
}

const agentsText = (xs: readonly Agent[]) => (xs.length ? xs.map((a) => AGENT_CODE[a]).join("") : "-");
const killedText = (xs: readonly Killed[]) =>
  xs.length ? xs.map((k) => (k.seen ? "" : "*") + AGENT_CODE[k.agent]).join("") : "-";

function frameText(f: Frame): string {
  switch (f.k) {
    case "turn":
      return `T${f.done}`;
    case "ring":
      return `L${f.left}`;
    case "police":
      return `P${hexLabel(f.at)}`;
    case "recruiter":
      return "R";
    case "informant":
      return `I${hexLabel(f.at)}`;
    case "immigration":
      return `G${f.left}${hexLabel(f.at)}`;
    case "double":
      return `D${hexLabel(f.at)}`;
  }
}

export function encode(s: State): string {
  const rows: string[] = [];
  let h = 0;
  for (const len of ROW_LENGTHS) {
    let row = "";
    let empty = 0;
    for (let i = 0; i < len; i++, h++) {
      const t = s.board[h];
      if (!t) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += tileCode(t);
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const opts = `c${s.options.couriers}${s.options.ownerSeesSleepers ? "s" : ""}`;
  return [
    rows.join("/"),
    s.turn === 0 ? "w" : "b",
    `${agentsText(s.hands[0])},${agentsText(s.hands[1])}`,
    `${agentsText(s.bags[0])},${agentsText(s.bags[1])}`,
    `${killedText(s.killed[0])},${killedText(s.killed[1])}`,
    s.stack.length ? s.stack.map(frameText).join(";") : "-",
    opts,
  ].join(" ");
}

function parseAgents(text: string, what: string): Agent[] | string {
  if (text === "-" || text === "") return [];
  const out: Agent[] = [];
  for (const ch of text) {
    const a = agentOf(ch);
    if (!a) return `${what}: "${ch}" is not an agent letter`;
    out.push(a);
  }
  return out;
}

function parseFrame(text: string): Frame | string {
  let m: RegExpExecArray | null;
  if ((m = /^T([12])$/.exec(text))) return { k: "turn", done: Number(m[1]) };
  if ((m = /^L([0-2])$/.exec(text))) return { k: "ring", left: Number(m[1]) };
  if (text === "R") return { k: "recruiter" };
  if ((m = /^G([0-2])([A-I][1-9])$/.exec(text))) {
    const at = hexIndex(m[2] as string);
    if (at < 0) return `stack: ${m[2]} is not a hex`;
    return { k: "immigration", at, left: Number(m[1]) };
  }
  if ((m = /^([PID])([A-I][1-9])$/.exec(text))) {
    const at = hexIndex(m[2] as string);
    if (at < 0) return `stack: ${m[2]} is not a hex`;
    return m[1] === "P" ? { k: "police", at } : m[1] === "I" ? { k: "informant", at } : { k: "double", at };
  }
  return `stack: "${text}" is not a decision (T1, L2, PE5, R, IE5, G2E5, DE5)`;
}

/** Reads a position. The result (if any goal is met) is computed from it, as after any change. */
export function decode(line: string, seed = "sleepers-notation"): Result<State> {
  const f = line.trim().split(/\s+/);
  if (f.length < 6 || f.length > 7) return err("a position has 6 or 7 fields: board turn hands bags killed stack [options]");
  const [boardF, turnF, handsF, bagsF, killedF, stackF, optF = "c4"] = f as [string, string, string, string, string, string, string?];
  const om = /^c([0-4])(s?)$/.exec(optF);
  if (!om) return err(`options "${optF}" should look like c4 or c4s`);
  const couriers = Number(om[1]);
  const ownerSeesSleepers = om[2] === "s";

  const rows = boardF.split("/");
  if (rows.length !== 9) return err("the board has 9 rows A–I separated by /");
  const board: (Tile | null)[] = [];
  for (let r = 0; r < 9; r++) {
    const text = rows[r] as string;
    const cells: (Tile | null)[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (/[1-9]/.test(ch)) {
        for (let k = 0; k < Number(ch); k++) cells.push(null);
        continue;
      }
      let up = true;
      let c = ch;
      if (ch === "*") {
        up = false;
        c = text[++i] ?? "";
      }
      const agent = agentOf(c);
      if (!agent) return err(`row ${"ABCDEFGHI"[r]}: "${c}" is not an agent letter`);
      cells.push({ owner: c === c.toUpperCase() ? 0 : 1, agent, up });
    }
    if (cells.length !== ROW_LENGTHS[r]) return err(`row ${"ABCDEFGHI"[r]} has ${cells.length} hexes, not ${ROW_LENGTHS[r]}`);
    board.push(...cells);
  }
  if (board.length !== HEX_COUNT) return err("the board must have 61 hexes");
  if (turnF !== "w" && turnF !== "b") return err('turn is "w" or "b"');
  const turn: Side = turnF === "w" ? 0 : 1;

  const pair = (text: string, what: string) => {
    const parts = text.split(",");
    if (parts.length !== 2) return `${what}: two lists separated by a comma (White,Black)`;
    return parts as [string, string];
  };
  const hp = pair(handsF, "hands");
  if (typeof hp === "string") return err(hp);
  const bp = pair(bagsF, "bags");
  if (typeof bp === "string") return err(bp);
  const kp = pair(killedF, "killed");
  if (typeof kp === "string") return err(kp);

  const hands: Agent[][] = [];
  const killed: Killed[][] = [];
  for (const side of [0, 1]) {
    const h = parseAgents(hp[side] as string, "hands");
    if (typeof h === "string") return err(h);
    hands.push(sortAgents(h));
    const kt = kp[side] as string;
    const ks: Killed[] = [];
    if (kt !== "-") {
      for (let i = 0; i < kt.length; i++) {
        let seen = true;
        let c = kt[i] as string;
        if (c === "*") {
          seen = false;
          c = kt[++i] ?? "";
        }
        const a = agentOf(c);
        if (!a) return err(`killed: "${c}" is not an agent letter`);
        ks.push({ agent: a, seen });
      }
    }
    killed.push(ks);
  }
  const bags: Agent[][] = [];
  for (const side of [0, 1] as Side[]) {
    const rest = tileSet(couriers);
    const take = (a: Agent, where: string): string | null => {
      const i = rest.indexOf(a);
      if (i < 0) return `${side === 0 ? "White" : "Black"} has too many ${a} tiles (${where})`;
      rest.splice(i, 1);
      return null;
    };
    for (const t of board) if (t && t.owner === side) { const e = take(t.agent, "board"); if (e) return err(e); }
    for (const a of hands[side] as Agent[]) { const e = take(a, "hand"); if (e) return err(e); }
    for (const k of killed[side] as Killed[]) { const e = take(k.agent, "killed"); if (e) return err(e); }
    const bt = bp[side] as string;
    if (bt === "?") bags.push(rest);
    else {
      const b = parseAgents(bt, "bags");
      if (typeof b === "string") return err(b);
      for (const a of b) { const e = take(a, "bag"); if (e) return err(e); }
      if (rest.length) return err(`${side === 0 ? "White" : "Black"}'s tiles do not add up: missing ${agentsText(rest)} (use ? for the bag)`);
      bags.push(b);
    }
  }
  const stack: Frame[] = [];
  if (stackF !== "-") {
    for (const part of stackF.split(";")) {
      const fr = parseFrame(part);
      if (typeof fr === "string") return err(fr);
      stack.push(fr);
    }
  }
  const s: State = {
    options: { couriers, ownerSeesSleepers },
    rng: seedRng(seed),
    board,
    hands: hands as [Agent[], Agent[]],
    bags: bags as [Agent[], Agent[]],
    killed: killed as [Killed[], Killed[]],
    turn,
    stack,
    ply: 0,
    result: null,
  };
  s.result = evaluate(s) ?? (stack.length ? null : attrition(s));
  if (s.result) s.stack = [];
  return ok(s);
}
