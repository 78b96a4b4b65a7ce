/** Sub Rosa: what each viewer sees and reads (faces stay hidden until known). */
import type { Seat, Text } from "../game";
import { joined, say } from "../words";
import { currentPick } from "./interp";
import { sideOf } from "./locations";
import { formatMove } from "./notation";
import { FACE_ORDER, locText, scoring } from "./rules";
import { faceName, isOver, keepInHand, knows, seatName, supply } from "./state";
import type { Ev, Move, Scoring, State, View, ViewLocation } from "./types";

/** `all`: nothing hidden (after the end; the review's face-up board of any position). */
export function view(s: State, seat: Seat | null, all = isOver(s)): View {
  const over = isOver(s);
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.players ? seat : null;
  const locations: ViewLocation[] = s.locs.map((key, l) => {
    const side = sideOf(s.set, key);
    return {
      key,
      name: side.name,
      text: side.text,
      number: side.number,
      side: side.side,
      cards: s.cols[l]!.map((id) => {
        const c = s.cards[id]!;
        const k = all || knows(s, viewer, id);
        return {
          owner: c.o,
          up: c.up,
          face: k ? c.v : null,
          known: !k ? null : c.seen || all ? "public" : c.o === viewer ? "own" : "looked",
          mods: c.m.slice(),
          lookedBy: c.lk.slice(),
          played: s.pending !== null && s.pending.star === id,
        };
      }),
    };
  });
  const hands = s.hands.map((h, p) => ({
    count: h.length,
    cards: all || p === viewer ? h.map((id) => s.cards[id]!.v).sort((a, b) => FACE_ORDER.indexOf(a) - FACE_ORDER.indexOf(b)) : null,
  }));
  let pending: View["pending"] = null;
  if (s.pending) {
    const st = currentPick(s)!;
    const side = sideOf(s.set, s.locs[s.pending.loc]!);
    pending = { seat: s.pending.seat, loc: s.pending.loc, name: side.name, text: side.text, prompt: st.prompt, kind: st.pick, optional: !!st.optional };
  }
  return {
    players: s.players,
    you: viewer,
    turn: over ? null : s.turn,
    first: s.first,
    locations,
    hands,
    removed: s.removed.map((id) => ({ owner: s.cards[id]!.o, face: s.cards[id]!.v })),
    supply: supply(s),
    pending,
    toPlay: s.hands.map((h) => Math.max(0, h.length - keepInHand(s.players))),
    finished: over,
    scoring: over ? scoring(s) : null,
  };
}

/** A card as `viewer` may know it: its face only when the viewer knows it. */
function cardText(s: State, viewer: Seat | null, id: number): Text {
  const c = s.cards[id]!;
  return say("srCard", { owner: seatName(c.o), face: knows(s, viewer, id) ? faceName(c.v) : null, up: c.up });
}

function eventText(s: State, e: Ev, viewer: Seat | null, seat: string): Text {
  const L = (l: number) => locText(s, l);
  const C = (id: number) => cardText(s, viewer, id);
  switch (e.k) {
    case "play": {
      const c = s.cards[e.c]!;
      if (c.v === "*") {
        const side = sideOf(s.set, s.locs[e.loc]!);
        return say("srPlayedStar", { seat, loc: L(e.loc), ability: say("srAbility", { key: side.key, name: side.name, text: side.text }) });
      }
      return knows(s, viewer, e.c) ? say("srPlayedFace", { seat, face: faceName(c.v), loc: L(e.loc) }) : say("srPlayedDown", { seat, loc: L(e.loc) });
    }
    case "move":
      return say("srMoved", { card: C(e.c), from: L(e.from), to: L(e.to) });
    case "swap":
      return say("srSwapped", { a: C(e.a), la: L(e.la), b: C(e.b), lb: L(e.lb) });
    case "attach":
      return say("srAttached", { card: C(e.c), loc: L(e.loc), sign: e.sign });
    case "nosupply":
      return say("srNoSupply", { sign: e.sign });
    case "look":
      return say("srLooked", { seat, card: C(e.c), loc: L(e.loc) });
    case "reveal":
      return say("srRevealed", { card: C(e.c), loc: L(e.loc) });
    case "conceal": {
      // Named as it was before: face-up (the text reads the state after, where it is already face-down).
      const c = s.cards[e.c]!;
      return say("srConcealed", { owner: seatName(c.o), face: knows(s, viewer, e.c) ? faceName(c.v) : null, loc: L(e.loc) });
    }
    case "remove":
      return say("srRemoved", { card: C(e.c), loc: L(e.loc) });
    case "flipmod":
      return say("srFlippedMod", { sign: e.sign, card: C(e.c), loc: L(e.loc) });
    case "movemod":
      return say("srMovedMod", { sign: e.sign, from: C(e.from), lf: L(e.lf), to: C(e.to), lt: L(e.lt) });
    case "chose": {
      const at = e.at !== undefined ? L(e.at) : null;
      if (e.l !== undefined) return say("srChoseLoc", { seat, loc: L(e.l) });
      if (e.m) return say("srChoseMod", { seat, sign: e.m[1], card: C(e.m[0]), at });
      return say("srChoseCard", { seat, card: C(e.c!), at });
    }
    case "skip":
      return say("srNothingToDo", { loc: L(e.loc), prompt: e.prompt });
    case "done":
      return say("srEnded", { seat, loc: L(e.loc) });
    case "end":
      return say("srMatchOver", { reason: scoring(s).reason });
  }
}

export function describe(_before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): Text {
  const actor = seatName(seat);
  const parts = after.events.map((e) => eventText(after, e, viewer, actor));
  if (parts.length === 0) return say("srMoveOnly", { seat: actor, move: formatMove(move) });
  return say("srLine", { events: joined("gameClauses", parts) });
}
