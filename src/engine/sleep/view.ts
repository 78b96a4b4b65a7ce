/** Sleep: what each viewer sees and reads (SP-5: decisions stay hidden until the phase resolves). */
import type { Seat, Text } from "../game";
import { joined, say } from "../words";
import { CARDS } from "./cards";
import { parseMove as parseMoveImpl } from "./moveText";
import { TURNS, clock, outcome, seatName } from "./rules";
import type { Move, PhaseRecord, State, TurnRecord, View, ViewCard, ViewTurnRecord } from "./types";

const CATALOG: ViewCard[] = CARDS.map((c) => ({ code: c.code, name: c.name, type: c.type }));

/** `all`: nothing hidden (after the end; the review's face-up board of any position). */
export function view(s: State, viewer: Seat | null, all = s.phase === "over"): View {
  const over = s.phase === "over";
  const you = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < s.players ? viewer : null;
  return {
    game: "sleep",
    players: s.players,
    turn: s.turn,
    turns: TURNS,
    clock: clock(s.turn),
    first: s.first,
    phase: s.phase,
    waiting: !over,
    you,
    seats: s.stages.map((stage, seat) => ({
      seat,
      stage,
      tokens: s.tokens[seat]!,
      handSize: s.hands[seat]!.length,
      // SP-5: each player sees their own status; the others and spectators do not.
      deciding: all || seat === you ? !!s.deciders[seat] : null,
      decided: all || seat === you ? !!s.deciders[seat] && s.pending[seat] !== null : null,
    })),
    deckSize: s.deck.length,
    discardSize: s.discard.length,
    hand: you === null ? null : s.hands[you]!.map((code) => CATALOG.find((c) => c.code === code)!),
    yourDecision: you === null ? null : (s.pending[you] ?? null),
    // This turn's and the previous one's, whether or not a copy has pruned older ones yet: a sealed
    // decision (SP-5) prunes them, and nobody else's view may change with it.
    log: s.log.filter((r) => r.turn >= s.turn - 1).map((r) => expandRecord(r, all ? null : you, all)),
    catalog: CATALOG,
    outcome: outcome(s),
    revealed: all ? { hands: s.hands, deck: s.deck, discard: s.discard } : null,
  };
}

function expandPlay(p: string | null): Move | null {
  if (p === null) return null;
  const m = parseMoveImpl(p);
  if ("error" in m) throw new Error(`bad play in the log: ${p}`);
  return m.ok;
}

/**
 * A turn's record as `viewer` may read it. SP-5: a pass and a skip both read "no card" (null) to
 * everyone but the player who passed, so nobody learns who had no choice; `all` shows everything.
 */
function expandRecord(r: TurnRecord, viewer: Seat | null, all: boolean): ViewTurnRecord {
  return { ...r, phases: r.phases.map((p) => ({ ...p, plays: p.plays.map((x, seat) => expandPlay(shownPlay(x, seat, viewer, all))) })) };
}

function shownPlay(play: string | null, seat: Seat, viewer: Seat | null, all: boolean): string | null {
  return play === "pass" && !all && seat !== viewer ? null : play;
}

/** A move in words, for its owner or once revealed. */
export function moveWords(m: Move, seat: Seat): Text {
  switch (m.kind) {
    case "pass":
      return say("sleepNoCard");
    case "sleep":
      return say("sleepCards", { cards: m.cards });
    case "wake":
      return say("sleepCardOn", { card: m.card, seat: seatName(m.target) });
    case "rem":
      return m.target === seat ? say("sleepCardOnSelf", { card: m.card }) : say("sleepCardOn", { card: m.card, seat: seatName(m.target) });
    case "discard":
      return say("sleepDiscarded", { cards: m.cards });
  }
}

function phaseSummary(p: PhaseRecord, viewer: Seat | null, all: boolean): Text | null {
  const plays: Text[] = [];
  p.plays.forEach((text, seat) => {
    const m = expandPlay(shownPlay(text, seat, viewer, all));
    if (!m) return;
    plays.push(say("sleepPlayed", { seat: seatName(seat), move: moveWords(m, seat), returned: p.phase === "wake" && p.returned.includes(seat) }));
  });
  if (!plays.length) return null;
  return say("sleepPhasePlays", { phase: p.phase, plays: joined("gameClauses", plays) });
}

function turnSummaries(r: TurnRecord, fromPhase: number, viewer: Seat | null, all: boolean): Text[] {
  const out: Text[] = [];
  for (const p of r.phases.slice(fromPhase)) {
    const line = phaseSummary(p, viewer, all);
    if (line) out.push(line);
    if (p.phase === "rem" && r.scored)
      out.push(say("sleepScored", { turn: r.turn, clock: clock(r.turn), seats: r.scored.map((_, i) => seatName(i)), gains: r.scored.slice() }));
  }
  return out;
}

export function describe(before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): Text {
  const who = seatName(seat);
  const phase = before.phase;
  const resolved = after.turn !== before.turn || after.phase !== before.phase;
  if (!resolved) {
    if (viewer === seat) return say("sleepDecidedHidden", { seat: who, phase, move: moveWords(move, seat) });
    // SP-5: the others learn that a decision came in, not whose.
    return say("sleepDecisionCameIn", { phase });
  }
  // The last decision is in: the phase (and any that followed without a choice) is revealed.
  const over = outcome(after) !== null;
  const parts: Text[] = [viewer === seat ? say("sleepYouRevealed", { seat: who, phase }) : say("sleepLastRevealed", { phase })];
  // after.log holds before's turn record (cloneState keeps it) and any turn begun since.
  const first = after.log.findIndex((r) => r.turn === before.turn);
  const startPhase = before.log.find((r) => r.turn === before.turn)?.phases.length ?? 0;
  // In the order things happened: a turn begun since is announced before what happened in it.
  let begun = false;
  for (let i = Math.max(0, first); i < after.log.length; i++) {
    const r = after.log[i]!;
    if (r.turn !== before.turn) {
      parts.push(say("sleepTurnBegins", { turn: r.turn, clock: clock(r.turn) }));
      begun ||= r.turn === after.turn;
    }
    parts.push(...turnSummaries(r, i === first ? startPhase : 0, viewer, over));
  }
  const o = outcome(after);
  if (o) parts.push(say("sleepEnd", { reason: o.reason }));
  else if (after.turn !== before.turn && !begun) parts.push(say("sleepTurnBegins", { turn: after.turn, clock: clock(after.turn) }));
  return joined("gameLines", parts);
}
