/** Sleepers: what each viewer sees and reads (SL-17, SL-18). */
import type { Seat, Text } from "../game";
import { joined, say } from "../words";
import { ADJACENT, hexIndex, hexLabel } from "./board";
import { decidingHexes } from "./goals";
import { policeJumps } from "./rules";
import { SEAT_NAMES, sortAgents, type Frame, type Move, type Side, type State, type Tile, type View, type ViewStep } from "./types";


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

/** A tile as `viewer` may know it: its agent only when face-up, revealed, or the owner's own sleeper they may see. */
function tileText(s: State, t: Tile, viewer: Seat | null, reveal: boolean): Text {
  const known = t.up || reveal || (s.options.ownerSeesSleepers && viewer === t.owner);
  return say("slTile", { owner: SEAT_NAMES[t.owner], agent: known ? t.agent : null, up: t.up });
}

export function describe(before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): Text {
  const who = SEAT_NAMES[seat as Side] ?? `Seat ${seat}`;
  const reveal = !!after.result;
  const top = before.stack[before.stack.length - 1];
  const then = after.result ? after.result.reason : after.turn !== before.turn ? say("slToPlay", { seat: SEAT_NAMES[after.turn] }) : null;
  return say("slLine", { move: moveLine(before, seat, who, move, viewer, reveal, top), then });
}

function moveLine(before: State, seat: Seat, who: string, move: Move, viewer: Seat | null, reveal: boolean, top: Frame | undefined): Text {
  const tileAt = (t: Tile, h: number) => say("slTileAt", { tile: tileText(before, t, viewer, reveal), hex: hexLabel(h) });
  switch (move.kind) {
    case "recruit": {
      const known = reveal || (before.options.ownerSeesSleepers && viewer === seat);
      return say("slRecruited", { seat: who, agent: known ? move.agent : null, hex: move.hex, byRecruiter: !!top });
    }
    case "activate": {
      const h = hexIndex(move.hex);
      const t = before.board[h];
      const by = top?.k === "ring" ? "ring" : top?.k === "turn" ? "second" : "first";
      if (!t) return say("slActivated", { seat: who, by, hex: move.hex, agent: null, blast: null });
      const victims = t.agent === "saboteur" ? (ADJACENT[h] as number[]).filter((n) => before.board[n]).map((n) => tileAt(before.board[n] as Tile, n)) : [];
      return say("slActivated", { seat: who, by, hex: move.hex, agent: t.agent, blast: victims.length ? joined("gameList", victims) : null });
    }
    case "jump": {
      const from = top?.k === "police" ? top.at : -1;
      const to = hexIndex(move.to);
      const jump = from >= 0 ? policeJumps(before, from).find(([, l]) => l === to) : undefined;
      const victim = jump ? before.board[jump[0]] : null;
      return jump && victim
        ? say("slJumped", { seat: who, from: hexLabel(from), victim: tileText(before, victim, viewer, reveal), over: hexLabel(jump[0]), to: move.to })
        : say("slJumpedTo", { seat: who, to: move.to });
    }
    case "flip": {
      const t = before.board[hexIndex(move.hex)];
      if (!t) return say("slFlipped", { seat: who, hex: move.hex });
      if (t.up) return say("slTurnedDown", { seat: who, tile: tileText(before, t, viewer, reveal), hex: move.hex });
      return say("slTurnedUp", { seat: who, owner: SEAT_NAMES[t.owner], hex: move.hex, agent: t.agent });
    }
    case "bounce": {
      const t = before.board[hexIndex(move.hex)];
      return t
        ? say("slReturned", { seat: who, tile: tileText(before, t, viewer, reveal), hex: move.hex, owner: SEAT_NAMES[t.owner] })
        : say("slReturnedHex", { seat: who, hex: move.hex });
    }
    case "swap": {
      const t = before.board[hexIndex(move.hex)];
      const at = top?.k === "double" ? hexLabel(top.at) : "?";
      return t ? say("slSwapped", { seat: who, at, tile: tileText(before, t, viewer, reveal), hex: move.hex }) : say("slSwappedHex", { seat: who, hex: move.hex });
    }
    case "stop":
      switch (top?.k) {
        case "turn":
          return say("slNoSecond", { seat: who });
        case "ring":
          return say("slRingDone", { seat: who });
        case "police":
          return say("slPoliceStopped", { seat: who, at: hexLabel(top.at) });
        case "immigration":
          return say("slImmigrationDone", { seat: who });
        default:
          return say("slStopped", { seat: who });
      }
  }
}
