/**
 * Sleepers' rules (SL-1 onwards in docs/rules/sleepers.md). Two players, White (seat 0) first. A turn is a
 * sequence of decisions by one player: recruit, or activate a sleeper and resolve its ability step by step,
 * then optionally a second one.
 */
import { err, ok, validateOptions, type Options, type OptionsSchema, type Result, type Seat, type Text } from "../game";
import { Rng, seedRng } from "../rng";
import { say } from "../words";
import { ADJACENT, HEX_COUNT, hexIndex, hexLabel, NEIGHBOURS } from "./board";
import { attrition, evaluate } from "./goals";
import {
  AGENT_NAME,
  AGENTS,
  sortAgents,
  tileSet,
  type Agent,
  type Frame,
  type Move,
  type Side,
  type State,
  type Tile,
} from "./types";

export * from "./types";

export const sleepersOptions: OptionsSchema = {
  couriers: {
    type: "integer",
    label: "Couriers per player",
    min: 0,
    max: 4,
    default: 4,
    description: "How many of each player's 30 tiles are Couriers, agents without an ability; the rest are the usual agents.",
  },
  ownerSeesSleepers: {
    type: "boolean",
    label: "Owners see their own sleepers",
    default: false,
    description: "When off, nobody knows what a face-down sleeper is, not even the player who placed it. When on, you see your own.",
  },
};

// ---------------------------------------------------------------------------------------------
// State helpers (the engine copies what it changes; tiles and frames are replaced, never mutated)

function clone(s: State): State {
  return {
    ...s,
    board: s.board.slice(),
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    bags: [s.bags[0].slice(), s.bags[1].slice()],
    killed: [s.killed[0].slice(), s.killed[1].slice()],
    stack: s.stack.slice(),
  };
}

const other = (side: Side): Side => (1 - side) as Side;

export function sleepersOf(s: State, side: Side): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++) if (s.board[h]?.owner === side && !s.board[h]!.up) out.push(h);
  return out;
}

function emptyHexes(s: State): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++) if (!s.board[h]) out.push(h);
  return out;
}

function otherTiles(s: State, at: number): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++) if (h !== at && s.board[h]) out.push(h);
  return out;
}

/** Police jumps from `at` (SL-10): [over, landing] pairs, in direction order. */
export function policeJumps(s: State, at: number): [number, number][] {
  const me = s.board[at];
  if (!me) return [];
  const out: [number, number][] = [];
  for (let d = 0; d < 6; d++) {
    const over = NEIGHBOURS[at]?.[d] ?? -1;
    if (over < 0) continue;
    const victim = s.board[over];
    if (!victim || victim.owner === me.owner) continue;
    const land = NEIGHBOURS[over]?.[d] ?? -1;
    if (land < 0 || s.board[land]) continue;
    out.push([over, land]);
  }
  return out;
}

function distinctHand(s: State, side: Side): Agent[] {
  return AGENTS.filter((a) => s.hands[side].includes(a));
}

function removeFromHand(s: State, side: Side, agent: Agent): void {
  const hand = s.hands[side];
  hand.splice(hand.indexOf(agent), 1);
}

function kill(s: State, h: number): void {
  const t = s.board[h];
  if (!t) return;
  s.killed[t.owner].push({ agent: t.agent, seen: t.up });
  s.board[h] = null;
}

/** SL-19: checked after every change. Returns true when the match is over. */
function checkGoals(s: State): boolean {
  if (s.result) return true;
  const e = evaluate(s);
  if (e) {
    s.result = e;
    s.stack = [];
    return true;
  }
  return false;
}

/** SL-6: draw up to 4 (never discard), pass the turn; SL-19 attrition at the start of a turn. */
function endTurn(s: State): void {
  const side = s.turn;
  const hand = s.hands[side];
  const bag = s.bags[side];
  while (hand.length < 4 && bag.length > 0) hand.push(bag.shift() as Agent);
  sortAgents(hand);
  s.turn = other(side);
  s.stack = [];
  const a = attrition(s);
  if (a) s.result = a;
}

/** Does the decision on top of the stack offer any choice? (Otherwise it resolves by itself.) */
function hasChoice(s: State, f: Frame): boolean {
  switch (f.k) {
    case "turn":
      return f.done < 2 && sleepersOf(s, s.turn).length > 0;
    case "ring":
      return f.left > 0 && sleepersOf(s, s.turn).length > 0;
    case "police":
      return policeJumps(s, f.at).length > 0;
    case "recruiter":
      return s.hands[s.turn].length > 0 && emptyHexes(s).length > 0;
    case "informant": // SL-13: any tile, itself included
      return otherTiles(s, -1).length > 0;
    case "double":
      return otherTiles(s, f.at).length > 0;
    case "immigration":
      return f.left > 0 && otherTiles(s, f.at).length > 0;
  }
}

/** Pops every decision that has no choice left; ends the turn when its frame goes. */
function settle(s: State): void {
  while (!s.result) {
    const top = s.stack[s.stack.length - 1];
    if (!top) return;
    if (hasChoice(s, top)) return;
    s.stack.pop();
    if (top.k === "turn") {
      endTurn(s);
      return;
    }
  }
}

/** SL-7: flip one of the mover's sleepers face-up and start its ability (SL-8 to SL-15). */
function activateAt(s: State, h: number): void {
  const t = s.board[h] as Tile;
  s.board[h] = { ...t, up: true };
  if (checkGoals(s)) return;
  switch (t.agent) {
    case "scientist":
    case "militia":
    case "courier":
      break;
    case "saboteur":
      // SL-9: the Saboteur and every tile on the six adjacent hexes, all at once.
      kill(s, h);
      for (const n of ADJACENT[h] as number[]) kill(s, n);
      checkGoals(s);
      break;
    case "police":
      s.stack.push({ k: "police", at: h });
      break;
    case "ringleader":
      s.stack.push({ k: "ring", left: 2 });
      break;
    case "recruiter":
      s.stack.push({ k: "recruiter" });
      break;
    case "informant":
      s.stack.push({ k: "informant", at: h });
      break;
    case "immigration":
      s.stack.push({ k: "immigration", at: h, left: 2 });
      break;
    case "doubleAgent":
      s.stack.push({ k: "double", at: h });
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// The contract

export function setup(players: number, options: Options, seed: string): State {
  if (players !== 2) throw new Error("Sleepers is a game for two players");
  const checked = validateOptions(sleepersOptions, options);
  if ("error" in checked) throw new Error(JSON.stringify(checked.error));
  const couriers = checked.ok.couriers as number;
  const rng = new Rng(seedRng(seed));
  const bags: [Agent[], Agent[]] = [rng.shuffle(tileSet(couriers)), rng.shuffle(tileSet(couriers))];
  const hands: [Agent[], Agent[]] = [sortAgents(bags[0].splice(0, 4)), sortAgents(bags[1].splice(0, 4))];
  return {
    options: { couriers, ownerSeesSleepers: checked.ok.ownerSeesSleepers as boolean },
    rng: rng.state,
    board: Array.from({ length: HEX_COUNT }, () => null),
    hands,
    bags,
    killed: [[], []],
    turn: 0,
    stack: [],
    ply: 0,
    result: null,
  };
}

export function actors(s: State): Seat[] {
  return s.result ? [] : [s.turn];
}

export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.result || seat !== s.turn) return [];
  const side = s.turn;
  const top = s.stack[s.stack.length - 1];
  const out: Move[] = [];
  const recruits = () => {
    const empties = emptyHexes(s).map(hexLabel);
    for (const agent of distinctHand(s, side)) for (const hex of empties) out.push({ kind: "recruit", agent, hex });
  };
  const activations = () => {
    for (const h of sleepersOf(s, side)) out.push({ kind: "activate", hex: hexLabel(h) });
  };
  if (!top) {
    recruits();
    activations();
    return out;
  }
  switch (top.k) {
    case "turn":
    case "ring":
      activations();
      break;
    case "police":
      for (const [, land] of policeJumps(s, top.at)) out.push({ kind: "jump", to: hexLabel(land) });
      break;
    case "recruiter":
      recruits();
      break;
    case "informant":
      for (const h of otherTiles(s, -1)) out.push({ kind: "flip", hex: hexLabel(h) }); // SL-13: itself included
      break;
    case "immigration":
      for (const h of otherTiles(s, top.at)) out.push({ kind: "bounce", hex: hexLabel(h) });
      break;
    case "double":
      for (const h of otherTiles(s, top.at)) out.push({ kind: "swap", hex: hexLabel(h) });
      break;
  }
  if (STOPPABLE.has(top.k)) out.push({ kind: "stop" });
  return out;
}

/** The steps a player may end with a stop: the second activation, more Ringleader activations, more jumps, more returns. */
const STOPPABLE = new Set<Frame["k"]>(["turn", "ring", "police", "immigration"]);

function wrongStep(top: Frame | undefined): { error: Text } {
  return err(say("slWrongStep", { step: top ? top.k : "action" }));
}

/** A hex's index, or why the label names none. */
function hexOf(label: string): number | Text {
  const h = hexIndex(label);
  if (h < 0) return say("slNotHexOfBoard", { hex: label });
  return h;
}

function placeFromHand(s: State, agent: Agent, label: string): Text | null {
  const h = hexOf(label);
  if (typeof h !== "number") return h;
  if (!s.hands[s.turn].includes(agent)) return say("slNoneInHand", { agent });
  if (s.board[h]) return say("slNotEmpty", { hex: hexLabel(h) });
  removeFromHand(s, s.turn, agent);
  s.board[h] = { owner: s.turn, agent, up: false };
  return null;
}

function chooseSleeper(s: State, label: string): number | Text {
  const h = hexOf(label);
  if (typeof h !== "number") return h;
  const t = s.board[h];
  if (!t) return say("slEmptyChooseSleeper", { hex: hexLabel(h) });
  if (t.owner !== s.turn) return say("slNotYourTile", { hex: hexLabel(h) });
  if (t.up) return say("slAlreadyActive", { hex: hexLabel(h) });
  return h;
}

function otherTile(s: State, label: string, at: number, who: Agent): number | Text {
  const h = hexOf(label);
  if (typeof h !== "number") return h;
  if (h === at) return say("slNotItself", { agent: who });
  if (!s.board[h]) return say("slEmptyChooseTile", { hex: hexLabel(h) });
  return h;
}

/**
 * The rules of one decision. The processing step (defineGame in ../game.ts) has checked that the
 * match runs, that `seat` is to play and that the move has the schema's shape.
 */
export function play(state: State, _seat: Seat, m: Move): Result<State> {
  const s = clone(state);
  s.ply++;
  const top = s.stack[s.stack.length - 1];
  const problem = (text: Text) => err(text);
  /** After an ability resolved: the match may be won; otherwise play goes on (settle). */
  const resolved = () => {
    if (!checkGoals(s)) settle(s);
    return ok(s);
  };

  if (!top) {
    if (m.kind === "recruit") {
      const why = placeFromHand(s, m.agent, m.hex);
      if (why) return problem(why);
      if (!checkGoals(s)) endTurn(s);
      return ok(s);
    }
    if (m.kind === "activate") {
      const h = chooseSleeper(s, m.hex);
      if (typeof h !== "number") return problem(h);
      s.stack.push({ k: "turn", done: 1 });
      activateAt(s, h);
      settle(s);
      return ok(s);
    }
    return wrongStep(top);
  }
  if (m.kind === "stop") {
    if (!STOPPABLE.has(top.k)) return wrongStep(top);
    s.stack.pop();
    if (top.k === "turn") endTurn(s);
    else settle(s);
    return ok(s);
  }

  switch (top.k) {
    case "turn":
    case "ring": {
      if (m.kind !== "activate") return wrongStep(top);
      const h = chooseSleeper(s, m.hex);
      if (typeof h !== "number") return problem(h);
      s.stack[s.stack.length - 1] = top.k === "turn" ? { k: "turn", done: top.done + 1 } : { k: "ring", left: top.left - 1 };
      activateAt(s, h);
      settle(s);
      return ok(s);
    }
    case "police": {
      if (m.kind !== "jump") return wrongStep(top);
      const to = hexOf(m.to);
      if (typeof to !== "number") return problem(to);
      const jump = policeJumps(s, top.at).find(([, land]) => land === to);
      if (!jump) {
        const options = policeJumps(s, top.at).map(([, l]) => hexLabel(l));
        return problem(say("slPoliceCannotJump", { at: hexLabel(top.at), to: hexLabel(to), options }));
      }
      const [over, land] = jump;
      kill(s, over);
      s.board[land] = s.board[top.at] as Tile;
      s.board[top.at] = null;
      s.stack[s.stack.length - 1] = { k: "police", at: land };
      return resolved();
    }
    case "recruiter": {
      if (m.kind !== "recruit") return wrongStep(top);
      const why = placeFromHand(s, m.agent, m.hex);
      if (why) return problem(why);
      s.stack.pop();
      return resolved();
    }
    case "informant": {
      if (m.kind !== "flip") return wrongStep(top);
      const h = otherTile(s, m.hex, -1, "informant"); // SL-13: itself included
      if (typeof h !== "number") return problem(h);
      const t = s.board[h] as Tile;
      s.board[h] = { ...t, up: !t.up };
      s.stack.pop();
      return resolved();
    }
    case "immigration": {
      if (m.kind !== "bounce") return wrongStep(top);
      const h = otherTile(s, m.hex, top.at, "immigration");
      if (typeof h !== "number") return problem(h);
      const t = s.board[h] as Tile;
      s.board[h] = null;
      s.hands[t.owner].push(t.agent);
      sortAgents(s.hands[t.owner]);
      s.stack[s.stack.length - 1] = { k: "immigration", at: top.at, left: top.left - 1 };
      return resolved();
    }
    case "double": {
      if (m.kind !== "swap") return wrongStep(top);
      const h = otherTile(s, m.hex, top.at, "doubleAgent");
      if (typeof h !== "number") return problem(h);
      const mine = s.board[top.at] as Tile;
      s.board[top.at] = s.board[h] as Tile;
      s.board[h] = mine;
      s.stack.pop();
      return resolved();
    }
  }
}

export function outcome(s: State): { winners: Seat[]; draw: boolean; reason: Text } | null {
  return s.result ? { winners: [s.result.winner], draw: false, reason: s.result.reason } : null;
}
