/** Sleepers: what each viewer sees and reads (SL-17, SL-18). */
import type { Seat } from "../game";
import { ADJACENT, hexIndex, hexLabel } from "./board";
import { decidingHexes } from "./goals";
import { policeJumps } from "./rules";
import { AGENT_NAME, SEAT_NAMES, sortAgents, type Agent, type Frame, type Move, type Side, type State, type Tile, type View, type ViewStep } from "./types";


function stepOf(f: Frame | undefined): ViewStep {
  if (!f) return { step: "action", at: null, left: null };
  switch (f.k) {
    case "turn":
      return { step: "second", at: null, left: 2 - f.done };
    case "ring":
      return { step: "ringleader", at: null, left: f.left };
    case "police":
      return { step: "police", at: hexLabel(f.at), left: null };
    case "recruiter":
      return { step: "recruiter", at: null, left: null };
    case "informant":
      return { step: "informant", at: hexLabel(f.at), left: null };
    case "immigration":
      return { step: "immigration", at: hexLabel(f.at), left: f.left };
    case "double":
      return { step: "double", at: hexLabel(f.at), left: null };
  }
}

/** May `viewer` know the agent of this tile? */
function knows(s: State, t: Tile, viewer: Seat | null): boolean {
  return t.up || !!s.result || (s.options.ownerSeesSleepers && viewer === t.owner);
}

/** `all`: nothing hidden (after the end; the review's face-up board of any position). */
export function view(s: State, seat: Seat | null, all = !!s.result): View {
  return {
    you: seat === 0 || seat === 1 ? seat : null,
    turn: s.turn,
    options: { ...s.options },
    board: s.board.map((t, h) => ({
      hex: hexLabel(h),
      tile: t ? { owner: t.owner, up: t.up, agent: all || knows(s, t, seat) ? t.agent : null } : null,
    })),
    hands: s.hands.map((hand, side) => ({
      count: hand.length,
      agents: all || seat === side ? hand.slice() : null,
    })),
    bags: s.bags.map((bag) => ({ count: bag.length, agents: all ? bag.slice() : null })),
    killed: s.killed.map((ks) => {
      const known = sortAgents(ks.filter((k) => all || k.seen).map((k) => k.agent));
      return { count: ks.length, known, hidden: ks.length - known.length };
    }),
    steps: s.result ? [] : s.stack.length ? s.stack.map(stepOf) : [stepOf(undefined)],
    ply: s.ply,
    outcome: s.result ? { ...s.result, hexes: decidingHexes(s.board, s.result) } : null,
  };
}


// ---------------------------------------------------------------------------------------------
// Log lines

function tileText(s: State, t: Tile, viewer: Seat | null, reveal: boolean): string {
  const owner = SEAT_NAMES[t.owner];
  if (t.up) return `${owner}'s ${AGENT_NAME[t.agent]}`;
  if (reveal || (s.options.ownerSeesSleepers && viewer === t.owner)) return `${owner}'s sleeper (${AGENT_NAME[t.agent]})`;
  return `${owner}'s sleeper`;
}

const article = (a: Agent) => (/^[AEIOU]/.test(AGENT_NAME[a]) ? "an" : "a");

export function describe(before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): string {
  const who = SEAT_NAMES[seat as Side] ?? `Seat ${seat}`;
  const reveal = !!after.result;
  const top = before.stack[before.stack.length - 1];
  let line = "";
  switch (move.kind) {
    case "recruit": {
      const known = reveal || (before.options.ownerSeesSleepers && viewer === seat);
      const what = known ? `a sleeper (${AGENT_NAME[move.agent]})` : "a sleeper";
      line = top ? `${who}'s Recruiter placed ${what} at ${move.hex}` : `${who} recruited ${what} at ${move.hex}`;
      break;
    }
    case "activate": {
      const h = hexIndex(move.hex);
      const t = before.board[h];
      const by = top?.k === "ring" ? `${who}'s Ringleader activated` : top?.k === "turn" ? `${who} activated a second sleeper,` : `${who} activated`;
      if (!t) {
        line = `${by} ${move.hex}`;
        break;
      }
      line = `${by} the sleeper at ${move.hex}: ${article(t.agent)} ${AGENT_NAME[t.agent]}`;
      if (t.agent === "saboteur") {
        const victims = (ADJACENT[h] as number[])
          .filter((n) => before.board[n])
          .map((n) => `${tileText(before, before.board[n] as Tile, viewer, reveal)} at ${hexLabel(n)}`);
        line += victims.length ? `, which blew up with ${victims.join(", ")}` : ", which blew up alone";
      }
      break;
    }
    case "jump": {
      const from = top?.k === "police" ? top.at : -1;
      const to = hexIndex(move.to);
      const jump = from >= 0 ? policeJumps(before, from).find(([, l]) => l === to) : undefined;
      const victim = jump ? before.board[jump[0]] : null;
      line =
        jump && victim
          ? `${who}'s Police jumped from ${hexLabel(from)} over ${tileText(before, victim, viewer, reveal)} at ${hexLabel(jump[0])} to ${move.to}, killing it`
          : `${who}'s Police jumped to ${move.to}`;
      break;
    }
    case "flip": {
      const h = hexIndex(move.hex);
      const t = before.board[h];
      if (!t) line = `${who}'s Informant flipped ${move.hex}`;
      else if (t.up) line = `${who}'s Informant turned ${tileText(before, t, viewer, reveal)} at ${move.hex} face down`;
      else line = `${who}'s Informant turned ${SEAT_NAMES[t.owner]}'s sleeper at ${move.hex} face up: ${article(t.agent)} ${AGENT_NAME[t.agent]}`;
      break;
    }
    case "bounce": {
      const t = before.board[hexIndex(move.hex)];
      line = t
        ? `${who}'s Immigration returned ${tileText(before, t, viewer, reveal)} at ${move.hex} to ${SEAT_NAMES[t.owner]}'s hand`
        : `${who}'s Immigration returned ${move.hex}`;
      break;
    }
    case "swap": {
      const t = before.board[hexIndex(move.hex)];
      const at = top?.k === "double" ? hexLabel(top.at) : "?";
      line = t
        ? `${who}'s Double agent at ${at} swapped places with ${tileText(before, t, viewer, reveal)} at ${move.hex}`
        : `${who}'s Double agent swapped with ${move.hex}`;
      break;
    }
    case "stop": {
      switch (top?.k) {
        case "turn":
          line = `${who} activated no second sleeper`;
          break;
        case "ring":
          line = `${who}'s Ringleader activated no more sleepers`;
          break;
        case "police":
          line = `${who}'s Police stopped at ${hexLabel(top.at)}`;
          break;
        case "immigration":
          line = `${who}'s Immigration returned no more tiles`;
          break;
        default:
          line = `${who} stopped`;
      }
      break;
    }
  }
  line += ".";
  if (after.result) line += ` ${after.result.reason}`;
  else if (after.turn !== before.turn) line += ` ${SEAT_NAMES[after.turn]} to play.`;
  return line;
}
