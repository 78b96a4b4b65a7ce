/**
 * The boards' own words in English (docs/i18n.md): what the four boards, the generic board and
 * boards/kit.ts say. Each entry is the text, or a function of its parameters returning it; words the
 * engines' views carry (seat colours, Sleep's card names, Sub Rosa's locations and prompts) arrive
 * in English and come back unchanged here (fr.ts translates them by their code).
 */
export * from "./common.en";
import { notSent } from "./common.en";
import { AGENTS, CARD_TYPES, MEETING_TEXT, SANCTUARY_TEXT, SLEEPER_TEXT, cardExplanation } from "../../rules/boardTexts";
import type { Agent, ViewStep } from "../../src/engine/sleepers/data";
import type { ViewCard } from "../../src/engine/subrosa/types";

type Step = ViewStep["step"];
const s = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

// ---- Conspirateurs
export const co = {
  unknown: "Unknown",
  sanctuaryText: SANCTUARY_TEXT,
  meetingText: MEETING_TEXT,
  head: (players: number) => `Conspirateurs, ${players} players`,
  sheltered: (colour: string, sheltered: number, men: number) => `${colour} ${sheltered}/${men} sheltered`,
  over: (reason: string, draw: boolean) => `over: ${draw ? `drawn (${reason})` : reason}`,
  dropPhase: (who: string, left: string) => `drop phase: ${who} to drop a man on the meeting place. Men still to drop: ${left}`,
  movePhase: (ply: number, who: string) => `move ${ply}: ${who} to move`,
  drop: (at: string) => `Drop a man on ${at}`,
  chooseMan: (at: string) => `Choose your man on ${at}`,
  chosenMan: (at: string) => `Your man on ${at} is chosen; choose it again to cancel`,
  step: (leap: boolean, from: string, to: string) => `${leap ? "Leap" : "Step"} from ${from} to ${to}`,
  sanctuary: ", sanctuary",
  meeting: ", meeting place",
  empty: ", empty",
  man: (colour: string, sheltered: boolean) => `, ${colour} man${sheltered ? " (sheltered)" : ""}`,
  lastMove: (text: string) => `Last move: ${text}`,
  heldDrop: (at: string) => notSent(`a man dropped on ${at}`),
  meetingHint: (columns: boolean, which: string[]) =>
    `Part of the meeting place is out of sight: ${columns ? `column${which.length > 1 ? "s" : ""}` : `row${which.length > 1 ? "s" : ""}`} ${which.join(", ")}. The arrows under the board show it.`,
  drawn: (reason: string) => `Drawn: ${reason}.`,
  won: (winners: string[], reason: string) => `${winners.join(" and ")} won: ${reason} (marked in gold on the board).`,
  toPlay: (who: string, drop: boolean) => `${who} to ${drop ? "drop a man on the meeting place" : "move"}.`,
  building: "Move being built",
  chainPlayed: (chain: string) => ` · ${chain} is played: leap on or stop`,
  sendStop: "Send: stop here",
  sending: "Sending the leaps…",
  seatLine: (colour: string, sheltered: number, men: number, toDrop: number, partner: string | null) =>
    `${colour}: ${sheltered}/${men} sheltered${toDrop ? `, ${toDrop} to drop` : ""}${partner !== null ? ` (partner ${partner})` : ""}`,
  tapToZoom: "Tap the board to zoom in where you want to play.",
};

// ---- Sleep
const PHASES: Record<string, string> = {
  sleep: "Sleep phase",
  wake: "Wake phase",
  rem: "REM phase",
  discard: "End phase: discard",
  over: "Morning: the night is over",
};
export const sleep = {
  /** A card's name from its code (the view's name is English). */
  card: (_code: string, name: string) => name,
  typeName: (type: string) => CARD_TYPES[type]?.name ?? type,
  /** The card's band: its type in a word that fits the card. */
  band: (type: string) => ({ F: "Fall Asleep", S: "Sleep", R: "REM", W: "Wake", Z: "Asleep/Wake" })[type] ?? type,
  explain: (name: string, type: string) => cardExplanation(name, type),
  phase: (phase: string) => PHASES[phase]!,
  phaseShort: (phase: string) => (phase === "rem" ? "REM" : phase),
  noCard: "no card",
  then: " then ",
  on: (card: string, who: string) => `${card} on ${who}`,
  self: "self",
  discarded: (cards: string) => `discarded ${cards}`,
  seatSummary: (who: string, stage: number, tokens: number, cards: number, deciding: boolean | null) =>
    `${who}: stage ${stage}, ${tokens} tokens, ${cards} cards${deciding === null ? "" : deciding ? ", decided" : ", deciding"}`,
  /** Between the seats of the summary. */
  seatsSep: "; ",
  nightOver: (reason: string) => `Sleep, night over: ${reason}.`,
  turnOf: (turn: number, turns: number, clock: string) => `Sleep, turn ${turn} of ${turns} (${clock})`,
  waitingForDecisions: ", waiting for decisions",
  deck: (deck: number, discard: number) => `Deck ${deck}, discard ${discard}.`,
  behind: (n: number) => `${n} behind the best`,
  best: (shared: boolean, tokens: number) => `${shared ? "shares the win" : "won"}: most tokens (${tokens})`,
  lastScore: (gained: number, bonus: boolean) => `last turn +${gained}${bonus ? " with the REM bonus" : ""}`,
  notAvailable: " (not available)",
  decidedMark: "decided ✓",
  deciding: "deciding…",
  noChoice: "no choice this phase",
  held: (cards: string) => `held: ${cards || "nothing"}`,
  played: (phase: string, turn: number, words: string, returned: boolean) => `${phase} (turn ${turn}): ${words}${returned ? " (returned)" : ""}`,
  seatAria: (who: string, you: boolean, first: boolean, stage: number, tokens: number, cards: number) =>
    `${who}${you ? " (you)" : ""}${first ? ", first player" : ""}: stage ${stage}${stage === 0 ? " (awake)" : ""}, ${tokens} Sleep Tokens, ${cards} cards in hand`,
  last: ". Last: ",
  tokens: "tokens",
  cards: "cards",
  aimAt: (aria: string) => `Aim at ${aria}`,
  cardAria: (name: string, type: string, order: number | null, ordered: boolean) =>
    `${name}, ${type} card${order !== null ? (ordered ? `, chosen ${order + 1}${order ? "nd" : "st"}` : ", chosen") : ""}`,
  unselect: "Unselect ",
  choose: "Choose ",
  chose: (words: string, waiting: string[]) => `You chose ${words} — sent; waiting for ${waiting.join(", ") || "the others"}`,
  prompt: (phase: string) =>
    phase === "sleep"
      ? "Choose up to 2 sleep cards in the order to play them, or pass"
      : phase === "wake"
        ? "Choose a Wake card, then the opponent to wake"
        : phase === "rem"
          ? "Choose a REM card, then yourself (bonus) or an opponent"
          : "Choose the cards to discard down to 3",
  waitingFor: (who: string[]) => `Waiting for ${who.join(", ")}`,
  waiting: "Waiting for decisions",
  pass: "Pass",
  passAria: "Play no card this phase",
  clear: "Clear",
  clearAria: "Clear your choice",
  sendNoCard: "Send: no card",
  sendWhat: (words: string) => `Send: ${words}`,
  sendFirst: "Send (choose a legal decision first)",
  cancelled: "Cancelled",
  matchOver: "The match is over",
  clockAria: (turn: number, turns: number, clock: string, phase: string, deck: number, discard: number) =>
    `Turn ${turn} of ${turns}, ${clock}, ${phase}; deck ${deck} cards, discard ${discard} cards`,
  turnLine: (turn: number, turns: number, phase: string) => `Turn ${turn}/${turns} · ${phase}`,
  legend: (deck: number, discard: number) => `Deck ${deck} · Discard ${discard} · stage 0 awake … 4 deep · ★ first`,
};

// ---- Sleepers
const STEPS: Record<Step, string> = {
  action: "recruit a sleeper or activate one",
  second: "may activate a second sleeper",
  ringleader: "Ringleader may activate more sleepers",
  police: "Police may jump",
  recruiter: "Recruiter places a tile from hand",
  informant: "Informant flips a tile",
  immigration: "Immigration may return tiles to hand",
  double: "Double agent swaps with a tile",
};
const SIDE_NAMES = "top upper-right lower-right bottom lower-left upper-left".split(" ");
const more = (n: number | null | undefined, one: string, many: string) => (n == null ? many : n === 1 ? one : `${n} ${many}`);
export const sl = {
  agent: (a: Agent) => AGENTS[a]?.name ?? a,
  short: (a: Agent) => AGENTS[a]?.short ?? a,
  /** What an agent does, in the rules' words. */
  ability: (a: Agent) => `${AGENTS[a]?.name ?? a}: ${AGENTS[a]?.text ?? ""}`,
  hex: (label: string, what: string) => `${label}: ${what}`,
  sleeperText: SLEEPER_TEXT,
  yours: (ability: string) => ` This one is your ${ability}`,
  key: (names: string[]) => `A dashed circle with ? is a sleeper.${names.length ? ` ${names.join(" · ")}.` : ""} Tap a tile to read what it does.`,
  step: (step: Step) => STEPS[step] ?? "",
  active: (side: string, agent: string) => `${side} ${agent}, active`,
  sleeper: (side: string, agent: string | null) => (agent ? `${side} sleeper (${agent})` : `${side} sleeper`),
  faceDown: "It goes face down: from then on not even you can see which tile it is (the map shows \"?\"). Write it in My notes on this page to remember it.",
  recruit: (agent: string, hex: string) => `Place ${agent} face-down at ${hex}`,
  activate: (hex: string) => `Activate the sleeper at ${hex}`,
  jump: (to: string) => `Police jumps to ${to}`,
  flip: (hex: string) => `Informant flips ${hex}`,
  bounce: (hex: string) => `Immigration returns ${hex} to its owner's hand`,
  swap: (hex: string) => `Double agent swaps with ${hex}`,
  stop: "Stop",
  hint(step: Step, at: string | null | undefined, left: number | null | undefined, canRecruit: boolean, canWake: boolean): string {
    const where = at ? ` at ${at}` : "";
    switch (step) {
      case "action":
        return [canRecruit ? "Choose a tile from your hand, then an empty hex." : "", canWake ? `${canRecruit ? "Or choose" : "Choose"} one of your sleepers (outlined) to activate it.` : ""]
          .filter(Boolean)
          .join(" ");
      case "second":
        return "You may activate a second sleeper: choose one, or end your turn.";
      case "ringleader":
        return `Your Ringleader${where} lets you activate ${more(left, "one more sleeper", "more sleepers")}: choose one, or stop.`;
      case "police":
        return `Your Police${where} may jump an adjacent enemy tile, killing it: choose the empty hex beyond it, or stop jumping.`;
      case "recruiter":
        return `Your Recruiter${where} places one more tile: choose it in your hand, then an empty hex.`;
      case "informant":
        return `Your Informant${where} flips one tile, of either player, itself included: choose it.`;
      case "immigration":
        return `Your Immigration${where} may send ${more(left, "one more tile", "tiles")} back to their owners' hands: choose one, or stop.`;
      case "double":
        return `Your Double agent${where} swaps places with another tile: choose it.`;
    }
  },
  stopWhat: (step: Step | undefined) =>
    step === "second" ? "End turn (no second activation)" : step === "ringleader" ? "Stop activating" : step === "police" ? "Stop jumping" : step === "immigration" ? "Return no more" : "Stop",
  sideLine: (side: string, onBoard: number, active: number, hand: number, bag: number, killed: number) =>
    `${side}: ${onBoard} on board (${active} active), hand ${hand}, bag ${bag}, killed ${killed}/10`,
  won: (side: string) => `${side} won.`,
  toPlay: (side: string, step: string) => `${side} to play: ${step}`,
  noPosition: "No position.",
  hexEmpty: "empty",
  acting: " (acting now)",
  hand: (agent: string, selectable: boolean, chosen: boolean) => `Your hand: ${agent}${selectable ? (chosen ? " (chosen: now pick an empty hex)" : ". Choose it to place it") : ""}`,
  killedUp: (agents: string) => `Killed face-up: ${agents}`,
  killedKnown: (side: string, agents: string) => `${side}'s killed agents known: ${agents}`,
  wins: (side: string, goal: string) => `${side} wins (${goal})`,
  cancelled: "Cancelled: the match is over",
  drawn: "Drawn: the match is over",
  winsOver: (sides: string[]) => `${sides.join(" and ")} wins: the match is over`,
  left: (n: number) => ` (${n} left)`,
  heldHint: "Your move is drawn on the map: press Send, or Undo to choose again.",
  emptyHex: (agent: string) => `Now choose an empty hex (outlined) for your ${agent}, or choose another tile.`,
  boardAria: (summary: string) => `Sleepers board. ${summary}`,
  legend: "Win: join two sides of the same number with a chain of your active agents.",
  sideTitle: (pair: number, k: number) => `Side ${pair}: the ${SIDE_NAMES[k]} side, opposite the ${SIDE_NAMES[(k + 3) % 6]} side`,
  move: "Move",
};

// ---- Sub Rosa
/** What a card's accessible name says (boards/subrosa/Board.ts fills it in). */
export type SubRosaCardWords = Pick<ViewCard, "up" | "known" | "played"> & {
  /** Its owner's seat, the face, the +/- cards and who looked, in words. */
  owner: string;
  face: string | null;
  mods: string[];
  lookedBy: string[];
  /** Its location's name, its place in the column (from 0) and the column's length. */
  at: string;
  pos: number;
  count: number;
};
export const sr = {
  /** A location's name and ability text from its key (the view's are English). */
  location: (_key: string, name: string, text: string) => ({ name, text }),
  prompt: (prompt: string) => prompt,
  card(c: SubRosaCardWords): string {
    const what = c.up
      ? `face-up ${c.face}`
      : c.face === null
        ? "face-down card"
        : `face-down ${c.face} (${c.known === "own" ? "yours" : c.known === "looked" ? "you looked at it" : "seen by all"})`;
    const mods = c.mods.length ? `, with ${c.mods.join(" ")}` : "";
    const looked = c.lookedBy.length ? `, looked at by ${c.lookedBy.join(" and ")}` : "";
    return `${c.owner}'s ${what} at ${c.at}, card ${c.pos + 1} of ${c.count}${mods}${looked}${c.played ? ", the ☆ just played" : ""}`;
  },
  playStar: (at: string, text: string) => `Play a ☆ at ${at} (${text})`,
  playCard: (face: string, at: string) => `Play your ${face} face-down at ${at}`,
  chooseCard: (card: string | null) => `Choose ${card ?? "that card"}`,
  chooseLoc: (at: string) => `Choose ${at}`,
  chooseMod: (sign: string, pos: number, at: string) => `Choose the ${sign} on card ${pos + 1} at ${at}`,
  done: "Done: end the ability",
  locCards: (name: string, n: number) => `${name} ${n} card${n === 1 ? "" : "s"}`,
  finished: (reason: string, locs: string) => `Sub Rosa, finished. ${reason} (${locs})`,
  head: (players: number) => `Sub Rosa, ${players} players.`,
  resolving: (who: string, name: string, prompt: string) => `${who} is resolving ${name}: ${prompt}`,
  toPlay: (who: string) => `${who} to play`,
  leftToPlay: (left: string[]) => `Cards left to play: ${left.join(", ")}.`,
  locLabel: (letter: string, name: string, text: string, target: boolean, wonBy: string | null) =>
    `Location ${letter}: ${name}: ${text.replace(/\.$/, "")}${target ? ". Choose this location" : ""}${wonBy !== null ? `. Won by ${wonBy}, who won the match` : ""}`,
  locAbout: (name: string, text: string) => `${name}: when a ☆ is played here, ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
  chooseThisCard: ". Choose this card",
  yourChoice: ". Your choice, not sent yet",
  seen: "seen",
  yours: "yours",
  known: "known",
  lookedBy: (initials: string) => `looked: ${initials}`,
  modLabel: (sign: string, card: string, target: boolean) => `${sign} on ${card}${target ? ". Choose this +/- card" : ""}`,
  yourMove: "your move",
  nobody: "nobody",
  /** A location's scoring: its name and the engine's reason (English in every language). */
  scoreLabel: (name: string, why: string) => `${name}: ${why}`,
  winsHere: (who: string) => `${who} wins`,
  locationsWon: (n: number) => ` · ${s(n, "location")}`,
  yourHandOf: (seat: string) => `Your hand (${seat})`,
  handOf: (seat: string) => `${seat}'s hand`,
  handFaces: (owner: string, faces: string) => `${owner}: ${faces || "empty"}`,
  handCount: (owner: string, n: number) => `${owner}: ${s(n, "card")}`,
  wonMatch: ", won the match",
  wonMark: " · won",
  inHand: (n: number, toPlay: number | null) => `${n} in hand${toPlay === null ? "" : `, ${toPlay} to play`}`,
  faceInHand: (seat: string, face: string) => `${seat}'s ${face} in hand`,
  myCard: (face: string, can: boolean, star: boolean, value: string) =>
    `Your ${face} in hand${can ? ". Choose it to play" : ""}. ${star ? "A ☆ is played face-up and then the location's ability happens." : `Worth ${value}; played face-down, nobody else sees its value.`}`,
  supply: (n: number, removed: string[]) => `+/- cards left: ${n}${removed.length ? ` · removed: ${removed.join(", ")}` : ""}`,
  removedCard: (seat: string, face: string) => `${seat}'s ${face}`,
  doneAria: "Done: end the ability without choosing",
  doneShort: "Done",
  scoring: "Scoring: every card revealed; the bottom card of each column counts 1 less (↓).",
  statusResolving: (who: string | null, name: string, prompt: string) => `${who ?? "You"} ${who === null ? "are" : "is"} resolving ${name}: ${prompt}.`,
  statusTurn: (who: string | null) => `${who === null ? "Your" : who + "'s"} turn: play an influence card below a location.`,
  hintPending: (name: string, prompt: string) => `${name}: ${prompt} (highlighted).`,
  hintFace: (face: string) => `Now choose a location for your ${face}.`,
  hintStart: "Choose a card from your hand.",
};
