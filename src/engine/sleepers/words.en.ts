/** Sleepers' own words in English: refusals, log lines and the endings (src/engine/words.ts). Agents are given by key. */
import { AGENT_NAME, type Agent } from "./data";
import type { SideName } from "./board";
import type { Frame } from "./types";

const article = (a: Agent) => (/^[AEIOU]/.test(AGENT_NAME[a]) ? "an" : "a");

export const slNotYourTurn = (p: { seat: string }) => `It is not your turn: ${p.seat} is to play`;
export const slShape = (p: { problem: string | null }) => `That move is not understood (${p.problem ?? "bad shape"})`;
const STEP_TEXT: Record<Frame["k"] | "action", string> = {
  action: "At the start of a turn you recruit a sleeper or activate one of your sleepers",
  turn: "You may activate a second sleeper or stop",
  ring: "Your Ringleader may activate another of your sleepers, or stop",
  police: "Your Police may jump an adjacent opposing tile, or stop",
  recruiter: "Your Recruiter must place a tile from your hand on an empty hex",
  informant: "Your Informant must flip a tile on the board (it may be itself)",
  immigration: "Your Immigration may return another tile to its owner's hand, or stop",
  double: "Your Double agent must swap places with another tile on the board",
};
export const slWrongStep = (p: { step: Frame["k"] | "action" }) => `That is not possible now. ${STEP_TEXT[p.step]}.`;
export const slNotHexOfBoard = (p: { hex: string }) => `${p.hex} is not a hex of the board (rows A–I, hexes numbered from 1 in each row)`;
export const slNoneInHand = (p: { agent: Agent }) => `You have no ${AGENT_NAME[p.agent]} in your hand`;
export const slNotEmpty = (p: { hex: string }) => `${p.hex} is not empty`;
export const slEmptyChooseSleeper = (p: { hex: string }) => `${p.hex} is empty: choose one of your sleepers`;
export const slNotYourTile = (p: { hex: string }) => `The tile at ${p.hex} is not yours`;
export const slAlreadyActive = (p: { hex: string }) => `The tile at ${p.hex} is already active: choose one of your sleepers`;
export const slNotItself = (p: { agent: Agent }) => `Your ${AGENT_NAME[p.agent]} cannot choose itself: choose another tile`;
export const slEmptyChooseTile = (p: { hex: string }) => `${p.hex} is empty: choose a tile on the board`;
export const slPoliceCannotJump = (p: { at: string; to: string; options: string[] }) =>
  `Your Police at ${p.at} cannot jump to ${p.to}: it jumps one adjacent opposing tile in a straight line to the empty hex beyond` +
  (p.options.length ? ` (possible: ${p.options.join(", ")})` : "");
export const slNotAgentLetter = (p: { letter: string }) => `"${p.letter}" is not an agent letter (S M C X P L R I G D)`;
export const slNotHex = (p: { hex: string }) => `${p.hex} is not a hex of the board`;
export const slNotMoveText = (p: { text: string }) => `"${p.text}" is not a Sleepers move (examples: P@E5, *E5, xE7, ~E6, ^E6, =E6, -)`;

// The endings (SL-17 to SL-20).
export const slSuccess = (p: { seat: string; a: SideName; b: SideName }) => `Success: ${p.seat}'s active agents join the ${p.a} and ${p.b} sides`;
export const slLiberation = (p: { seat: string; hexes: string[] }) => `Liberation: ${p.seat} has five active Scientists in a row (${p.hexes.join(" ")})`;
export const slMorale = (p: { seat: string; lost: number }) => `Morale: ${p.seat} has lost ${p.lost} agents and is eliminated`;
export const slCapture = (p: { seat: string; hex: string }) => `Capture: ${p.seat}'s tile at ${p.hex} is surrounded by active Militia; ${p.seat} is eliminated`;
export const slWins = (p: { goal: string; winner: string; elimination: boolean; tie: boolean }) =>
  `${p.goal}. ${p.winner} wins${p.elimination ? " by elimination" : ""}.` + (p.tie ? ` Both players reached a goal at once; the player whose turn it is wins.` : "");
export const slAttrition = (p: { seat: string; other: string }) =>
  `Attrition: ${p.seat} has no tile in hand and no sleeper on the board and is eliminated. ${p.other} wins by elimination.`;

// The log: `agent` is null where the viewer may not know it.
export const slTile = (p: { owner: string; agent: Agent | null; up: boolean }) =>
  p.up && p.agent ? `${p.owner}'s ${AGENT_NAME[p.agent]}` : p.agent ? `${p.owner}'s sleeper (${AGENT_NAME[p.agent]})` : `${p.owner}'s sleeper`;
export const slTileAt = (p: { tile: string; hex: string }) => `${p.tile} at ${p.hex}`;
export const slRecruited = (p: { seat: string; agent: Agent | null; hex: string; byRecruiter: boolean }) => {
  const what = p.agent ? `a sleeper (${AGENT_NAME[p.agent]})` : "a sleeper";
  return p.byRecruiter ? `${p.seat}'s Recruiter placed ${what} at ${p.hex}` : `${p.seat} recruited ${what} at ${p.hex}`;
};
const ACTIVATED = { first: (s: string) => `${s} activated`, second: (s: string) => `${s} activated a second sleeper,`, ring: (s: string) => `${s}'s Ringleader activated` };
/** `agent` null: no tile there. `blast`: a Saboteur's victims (null: none). */
export const slActivated = (p: { seat: string; by: "first" | "second" | "ring"; hex: string; agent: Agent | null; blast: string | null }) =>
  `${ACTIVATED[p.by](p.seat)} ` +
  (p.agent === null
    ? p.hex
    : `the sleeper at ${p.hex}: ${article(p.agent)} ${AGENT_NAME[p.agent]}` +
      (p.agent === "saboteur" ? (p.blast === null ? ", which blew up alone" : `, which blew up with ${p.blast}`) : ""));
export const slJumped = (p: { seat: string; from: string; victim: string; over: string; to: string }) =>
  `${p.seat}'s Police jumped from ${p.from} over ${p.victim} at ${p.over} to ${p.to}, killing it`;
export const slJumpedTo = (p: { seat: string; to: string }) => `${p.seat}'s Police jumped to ${p.to}`;
export const slFlipped = (p: { seat: string; hex: string }) => `${p.seat}'s Informant flipped ${p.hex}`;
export const slTurnedDown = (p: { seat: string; tile: string; hex: string }) => `${p.seat}'s Informant turned ${p.tile} at ${p.hex} face down`;
export const slTurnedUp = (p: { seat: string; owner: string; hex: string; agent: Agent }) =>
  `${p.seat}'s Informant turned ${p.owner}'s sleeper at ${p.hex} face up: ${article(p.agent)} ${AGENT_NAME[p.agent]}`;
export const slReturned = (p: { seat: string; tile: string; hex: string; owner: string }) => `${p.seat}'s Immigration returned ${p.tile} at ${p.hex} to ${p.owner}'s hand`;
export const slReturnedHex = (p: { seat: string; hex: string }) => `${p.seat}'s Immigration returned ${p.hex}`;
export const slSwapped = (p: { seat: string; at: string; tile: string; hex: string }) => `${p.seat}'s Double agent at ${p.at} swapped places with ${p.tile} at ${p.hex}`;
export const slSwappedHex = (p: { seat: string; hex: string }) => `${p.seat}'s Double agent swapped with ${p.hex}`;
export const slNoSecond = (p: { seat: string }) => `${p.seat} activated no second sleeper`;
export const slRingDone = (p: { seat: string }) => `${p.seat}'s Ringleader activated no more sleepers`;
export const slPoliceStopped = (p: { seat: string; at: string }) => `${p.seat}'s Police stopped at ${p.at}`;
export const slImmigrationDone = (p: { seat: string }) => `${p.seat}'s Immigration returned no more tiles`;
export const slStopped = (p: { seat: string }) => `${p.seat} stopped`;
export const slToPlay = (p: { seat: string }) => `${p.seat} to play.`;
/** A log line: the decision, then the ending it brought or who plays next. */
export const slLine = (p: { move: string; then: string | null }) => `${p.move}.${p.then === null ? "" : ` ${p.then}`}`;
