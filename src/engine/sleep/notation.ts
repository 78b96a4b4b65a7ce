/**
 * Text notation for Sleep.
 *
 * Moves (card codes from cards.ts: F1–F6, S1–S21, R1–R10, W1–W14, Z1–Z2; seats as p1–p6):
 *   pass            no card this phase
 *   F2+S7           sleep phase: Nod Off then Doze (one or two cards, in the order played)
 *   W11>p2          wake phase: Alarm Clock on Player 2 (Z1/Z2 too: a TV or Radio played as Wake)
 *   R4>p1           REM phase: Dreamland on Player 1 (yourself or an opponent)
 *   x:S1,W2         end phase: discard Slumber and Too Cold
 *
 * Positions (one line, like FEN; fields separated by "|"):
 *   <turn> <phase>|<seat 1>|<seat 2>|…|deck <codes>|disc <codes>|rng <hex words: 4 (sfc32) or 11 (ChaCha20), src/engine/rng.ts>
 *   seat: <stage> <tokens> <hand codes joined by "." or "-"> [* | =<move>]
 *   e.g. "5 wake|2 10 F1.S3 *|1 8 W2.R1 =W2>p1|0 3 -|deck *|disc R2|rng 1f.2a.3.4"
 * phase is draw (the turn is about to be drawn), sleep, wake, rem, discard or over.
 * "*" marks a seat with a choice still to make, "=move" a seat that has submitted (hidden in play).
 * Markers are optional: without any, the seats with a choice are worked out by the rules (SP-5);
 * with some, they must agree with the rules. "deck *" (or no deck field) puts every card not named
 * elsewhere into the deck in the card list's order ("deck S5.S6.*": S5 and S6 on top, then the rest;
 * "disc *" likewise puts the rest in the discard pile); "disc" defaults to empty and "rng" to a fixed
 * seed. The first player follows from the turn (SP-3). Decoding settles the position: a phase in
 * which nobody has a choice, or everyone has submitted, resolves at once, as in play.
 * The notation states a position, not its history: the decoded log holds only the current turn.
 */
import { err, ok, type Result } from "../game";
import { inEnglish } from "../english";
import { rngKind, seedRng, type RngState } from "../rng";
import { CARDS, byIndex, indexOf, isCode } from "./cards";
import { legalMoves } from "./moves";
import { formatMove, parseMove } from "./moveText";
import { cloneState, hasChoice, settle, type Phase, type State } from "./rules";

/** The move text is moveText.ts's (rules.ts writes it into the log); the registry reads it here with the positions. */
export { formatMove, parseMove } from "./moveText";

const PHASES = ["draw", "sleep", "wake", "rem", "discard", "over"] as const;

export function encode(s: State): string {
  const seats = s.stages.map((stage, i) => {
    const hand = s.hands[i]!.length ? s.hands[i]!.join(".") : "-";
    const mark = s.phase === "over" || !s.deciders[i] ? "" : s.pending[i] ? ` =${formatMove(s.pending[i]!)}` : " *";
    return `${stage} ${s.tokens[i]} ${hand}${mark}`;
  });
  const list = (a: string[]) => (a.length ? a.join(".") : "-");
  return [
    `${s.turn} ${s.phase}`,
    ...seats,
    `deck ${list(s.deck)}`,
    `disc ${list(s.discard)}`,
    `rng ${s.rng.map((w) => w.toString(16)).join(".")}`,
  ].join("|");
}

function codes(field: string, what: string): Result<string[]> {
  if (field === "-" || field === "") return ok([]);
  const out = field.split(".");
  for (const c of out) if (!isCode(c)) return err(`${what}: "${c}" is not a card code`);
  return ok(out);
}

export function decode(text: string): Result<State> {
  const fields = text.trim().split("|").map((f) => f.trim());
  const header = /^(\d+)\s+(\w+)$/.exec(fields[0] ?? "");
  if (!header) return err(`position must start with "<turn> <phase>", got "${fields[0]}"`);
  const turn = Number(header[1]);
  const phase = header[2] as (typeof PHASES)[number];
  if (!PHASES.includes(phase)) return err(`unknown phase "${phase}" (use ${PHASES.join(", ")})`);
  if (turn < 1 || turn > 16) return err(`turn must be 1 to 16, got ${turn}`);

  const seatFields: string[] = [];
  let deckField: string | null = null;
  let discField = "-";
  let rng: RngState = seedRng("sleep-notation");
  for (const f of fields.slice(1)) {
    if (f.startsWith("deck ")) deckField = f.slice(5).trim();
    else if (f.startsWith("disc ")) discField = f.slice(5).trim();
    else if (f.startsWith("rng ")) {
      const words = f.slice(4).trim().split(".").map((w) => (/^[0-9a-f]{1,8}$/i.test(w) ? parseInt(w, 16) : NaN));
      const kind = rngKind(words);
      if (typeof kind !== "string") return err(`rng: ${kind.error}, got "${f}"`);
      rng = words;
    } else seatFields.push(f);
  }
  const players = seatFields.length;
  if (players < 2 || players > 6) return err(`Sleep has 2 to 6 seats, the position has ${players}`);

  const stages: number[] = [];
  const tokens: number[] = [];
  const hands: string[][] = [];
  const marks: (string | null)[] = [];
  for (const [i, f] of seatFields.entries()) {
    const m = /^([0-4])\s+(\d+)\s+(\S+)(?:\s+(\*|=\S+))?$/.exec(f);
    if (!m) return err(`seat ${i + 1}: expected "<stage 0-4> <tokens> <hand or -> [*|=move]", got "${f}"`);
    stages.push(Number(m[1]));
    tokens.push(Number(m[2]));
    const hand = codes(m[3]!, `seat ${i + 1}`);
    if ("error" in hand) return hand;
    hands.push(hand.ok.sort(byIndex));
    marks.push(m[4] ?? null);
  }
  // "deck" and "disc" list cards; a trailing "*" (alone or after ".") stands for every card not
  // named anywhere else, in the card list's order. The deck defaults to "*", the discard to "-".
  const seen = new Set<string>();
  for (const c of hands.flat()) {
    if (seen.has(c)) return err(`card ${c} appears twice`);
    seen.add(c);
  }
  const pile = (field: string, what: string): Result<{ cards: string[]; rest: boolean }> => {
    const rest = field === "*" || field.endsWith(".*");
    const listed = codes(rest ? field.slice(0, -1).replace(/\.$/, "") : field, what);
    if ("error" in listed) return listed;
    for (const c of listed.ok) {
      if (seen.has(c)) return err(`card ${c} appears twice`);
      seen.add(c);
    }
    return ok({ cards: listed.ok, rest });
  };
  const deckPile = pile(deckField ?? "*", "deck");
  if ("error" in deckPile) return deckPile;
  const discPile = pile(discField, "disc");
  if ("error" in discPile) return discPile;
  if (deckPile.ok.rest && discPile.ok.rest) return err(`only one of deck and disc may end with "*"`);
  const remaining = CARDS.map((c) => c.code).filter((c) => !seen.has(c));
  if (deckPile.ok.rest) deckPile.ok.cards.push(...remaining);
  else if (discPile.ok.rest) discPile.ok.cards.push(...remaining);
  else if (remaining.length) return err(`cards missing: ${remaining.join(", ")}`);
  const deck = deckPile.ok.cards;
  const disc = { ok: discPile.ok.cards };

  const s: State = {
    players,
    turn,
    first: (turn - 1) % players,
    phase: phase === "draw" ? "sleep" : phase,
    stages,
    tokens,
    hands,
    deck,
    discard: disc.ok,
    deciders: Array.from({ length: players }, () => false),
    pending: Array.from({ length: players }, () => null),
    log: [],
    rng,
  };
  if (phase === "draw") {
    if (marks.some((x) => x)) return err("a position in the draw phase has no decisions");
    // startTurn is internal to rules: reach it through a discard phase with nobody to discard.
    const t = cloneState({ ...s, turn: turn - 1, phase: "discard" });
    t.log.push({ turn: turn - 1, first: 0, drawn: [], reshuffled: 0, phases: [], scored: null, bonus: null });
    settle(t);
    t.log.shift();
    return ok(t);
  }
  s.log.push({
    turn,
    first: s.first,
    drawn: Array.from({ length: players }, () => 0),
    reshuffled: 0,
    phases: [],
    scored: null,
    bonus: null,
  });
  if (phase === "over") {
    if (turn !== 16) return err("a finished night is at turn 16");
    return ok(s);
  }
  s.deciders = s.stages.map((_, i) => hasChoice(s, i, s.phase));
  const marked = marks.some((x) => x);
  for (let i = 0; i < players; i++) {
    const mark = marks[i];
    if (marked && !!mark !== s.deciders[i])
      return err(
        `seat ${i + 1} ${s.deciders[i] ? "has a choice in this phase and needs * or =move" : "has no choice in this phase and takes no marker"}`,
      );
    if (mark && mark.startsWith("=")) {
      const mv = parseMove(mark.slice(1));
      if ("error" in mv) return err(`seat ${i + 1}: ${inEnglish(mv.error)}`);
      const legal = legalMoves(s, i).map((x) => formatMove(x));
      const normal = mv.ok.kind === "discard" ? { ...mv.ok, cards: mv.ok.cards.slice().sort((a, b) => indexOf(a) - indexOf(b)) } : mv.ok;
      if (!legal.includes(formatMove(normal))) return err(`seat ${i + 1}: ${mark.slice(1)} is not a legal decision here`);
      s.pending[i] = normal;
    }
  }
  settle(s);
  return ok(s);
}

export type { Phase };
