/** Conspirateurs' own words in English: refusals, log lines and outcome reasons (src/engine/words.ts). */

export const coNoSeat = (p: { seat: number }) => `There is no seat ${p.seat} in this match`;
export const coNotActor = (p: { turn: string; seat: string }) => `It is ${p.turn}'s turn, not ${p.seat}'s`;
const SHAPE = `{"kind":"drop","at":"E7"}, {"kind":"move","from":"E7","via":[],"to":"F8"}`;
export const coShape = (p: { path: string | null; problem: string }) =>
  `That is not a move: send ${SHAPE} (a step or one leap) or {"kind":"stop"} (to end a leap chain)${p.path === null ? "" : ` (${p.path}: ${p.problem})`}`;
export const coNotMoveText = (p: { text: string }) =>
  `"${p.text}" is not a move: write a drop as @E7, a step as E7-F8, a leap as E7:G9 (then G9:G11 for the next leap), and stop to end a chain`;
export const coNotCell = (p: { cell: string }) => `${p.cell} is not a cell of the board`;
const CELL_NAMES = { drop: "The drop cell", from: "The starting cell", to: "The landing cell" };
export const coCellWanted = (p: { which: "drop" | "from" | "to" }) => `${CELL_NAMES[p.which]} must be a cell such as E7`;
export const coNotCellRange = (p: { cell: string }) => `${p.cell} is not a cell of the board (columns A–Q, rows 1–17)`;
export const coDropFirst = () => "Men cannot move until every man has been dropped: drop a man on the meeting place";
export const coOutsideMeeting = (p: { cell: string }) => `${p.cell} is outside the meeting place (columns E–M, rows 7–11)`;
export const coNotEmpty = (p: { cell: string }) => `${p.cell} is not empty`;
export const coNoChain = () => "There is no leap chain to stop: move a man (a step, or the first leap of a chain)";
export const coAllDropped = () => "Every man has been dropped: move a man instead";
export const coViaList = () => "via must be a list of cells";
export const coOneLeapAtATime = (p: { from: string; first: string }) =>
  `A leap chain is played one leap at a time: first ${p.from}:${p.first}, then each next leap, then stop`;
export const coMidChain = (p: { cell: string }) => `Your man on ${p.cell} is in the middle of a leap chain: leap on from ${p.cell}, or stop`;
export const coNoMan = (p: { cell: string }) => `There is no man on ${p.cell}`;
export const coNotYours = (p: { cell: string; you: string }) => `The man on ${p.cell} is not yours (you play ${p.you})`;
export const coShelteredMan = (p: { cell: string }) => `The man on ${p.cell} is sheltered in a sanctuary and cannot move again`;
export const coStartCell = (p: { cell: string }) => `A leap chain may not land on its starting cell ${p.cell}`;
export const coStepInChain = (p: { from: string; to: string }) =>
  `${p.from} to ${p.to} is a step: a step is a whole move and cannot be part of a leap chain`;
export const coNeither = (p: { from: string; to: string }) =>
  `${p.from} to ${p.to} is neither a step to an adjacent cell nor a leap over an adjacent man`;
export const coNothingToLeap = (p: { over: string; from: string; to: string }) => `There is no man on ${p.over} to leap over from ${p.from} to ${p.to}`;
export const coLandTwice = (p: { cell: string }) => `A leap chain may not land twice on ${p.cell}`;

export const coWonTeam = (p: { a: string; b: string; men: number }) => `${p.a} and ${p.b} sheltered all ${p.men} of their men`;
export const coWon = (p: { who: string; men: number }) => `${p.who} sheltered all ${p.men} men`;
export const coNobodyMoves = () => "No player can move";

export const coDropped = (p: { who: string; at: string }) => `${p.who} dropped a man on ${p.at}`;
export const coMoved = (p: { who: string }) => `${p.who} moved`;
const intoSanctuary = (yes: boolean) => (yes ? ", into a sanctuary" : "");
export const coStepped = (p: { who: string; from: string; to: string; sheltered: boolean }) =>
  `${p.who} stepped from ${p.from} to ${p.to}${intoSanctuary(p.sheltered)}`;
export const coLeaping = (p: { who: string; from: string; to: string; soFar: string }) =>
  `${p.who} leapt from ${p.from} to ${p.to} (${p.soFar} so far) and may leap on`;
export const coLeapt = (p: { who: string; leaps: string; count: number; stopped: boolean; sheltered: boolean }) =>
  `${p.who} leapt ${p.leaps} (${p.count} leap${p.count > 1 ? "s" : ""})${p.stopped ? " and stopped" : ""}${intoSanctuary(p.sheltered)}`;
/** A log line: the move, the seats that had to pass, and the end it brought, if any. */
export const coLine = (p: { move: string; passed: string[]; end: string | null; draw: boolean; winners: number }) =>
  p.move +
  p.passed.map((seat) => `; ${seat} cannot move and passes`).join("") +
  (p.end === null ? "" : p.draw ? `; the match is drawn: ${p.end}` : `; ${p.end} and win${p.winners > 1 ? "" : "s"}`) +
  ".";
