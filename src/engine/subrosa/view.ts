/** Sub Rosa: what each viewer sees and reads (faces stay hidden until known). */
import type { Seat } from "../game";
import { currentPick } from "./interp";
import { sideOf } from "./locations";
import { formatMove } from "./notation";
import { FACE_ORDER, locName, scoring } from "./rules";
import { faceName, isOver, keepInHand, knows, seatName, supply } from "./state";
import type { Ev, Move, Sign, State, View, ViewLocation } from "./types";

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

function cardText(s: State, viewer: Seat | null, id: number): string {
  const c = s.cards[id]!;
  const who = `${seatName(c.o)}'s`;
  if (!knows(s, viewer, id)) return `${who} face-down card`;
  return c.up ? `${who} ${faceName(c.v)}` : `${who} face-down ${faceName(c.v)}`;
}

function eventText(s: State, e: Ev, viewer: Seat | null, actor: string): string {
  const L = (l: number) => locName(s, l);
  const C = (id: number) => cardText(s, viewer, id);
  const sg = (x: Sign) => (x > 0 ? "+1" : "−1");
  switch (e.k) {
    case "play": {
      const c = s.cards[e.c]!;
      if (c.v === "*") {
        const side = sideOf(s.set, s.locs[e.loc]!);
        return `${actor} played a ☆ at ${L(e.loc)} (${side.name}: ${side.text.replace(/\.$/, "")})`;
      }
      return knows(s, viewer, e.c) ? `${actor} played a ${faceName(c.v)} face-down at ${L(e.loc)}` : `${actor} played a face-down card at ${L(e.loc)}`;
    }
    case "move":
      return `${C(e.c)} moved from ${L(e.from)} to ${L(e.to)}`;
    case "swap":
      return `${C(e.a)} (${L(e.la)}) and ${C(e.b)} (${L(e.lb)}) swapped places`;
    case "attach":
      return `${C(e.c)} at ${L(e.loc)} got a ${sg(e.sign)}`;
    case "nosupply":
      return `no +/- card is left, so no ${sg(e.sign)} is attached`;
    case "look":
      return `${actor} looked at ${C(e.c)} at ${L(e.loc)}`;
    case "reveal":
      return `${C(e.c)} at ${L(e.loc)} was turned face-up`;
    case "conceal": {
      // Named as it was before: face-up (the text reads the state after, where it is already face-down).
      const c = s.cards[e.c]!;
      return `${seatName(c.o)}'s ${knows(s, viewer, e.c) ? faceName(c.v) : "card"} at ${L(e.loc)} was turned face-down`;
    }
    case "remove":
      return `${C(e.c)} was removed from ${L(e.loc)}`;
    case "flipmod":
      return `the ${sg(e.sign)} on ${C(e.c)} at ${L(e.loc)} was turned over to ${sg((-e.sign) as Sign)}`;
    case "movemod":
      return `a ${sg(e.sign)} moved from ${C(e.from)} (${L(e.lf)}) to ${C(e.to)} (${L(e.lt)})`;
    case "chose":
      if (e.l !== undefined) return `${actor} chose ${L(e.l)}`;
      if (e.m) return `${actor} chose the ${sg(e.m[1])} on ${C(e.m[0])}${e.at !== undefined ? ` at ${L(e.at)}` : ""}`;
      return `${actor} chose ${C(e.c!)}${e.at !== undefined ? ` at ${L(e.at)}` : ""}`;
    case "skip":
      return `${L(e.loc)}: nothing to do (no target to ${e.prompt.replace(/ \(or done\)$/, "")})`;
    case "done":
      return `${actor} ended the ${L(e.loc)} ability`;
    case "end":
      return `the match is over. ${scoring(s).reason}`;
  }
}

export function describe(_before: State, seat: Seat, move: Move, after: State, viewer: Seat | null): string {
  const actor = seatName(seat);
  const parts = after.events.map((e) => eventText(after, e, viewer, actor));
  if (parts.length === 0) return `${actor}: ${formatMove(move)}`;
  const line = parts.join("; ");
  return line.charAt(0).toUpperCase() + line.slice(1) + (line.endsWith(".") ? "" : ".");
}

