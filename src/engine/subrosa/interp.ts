/**
 * The one interpreter of location effects (locations.ts). It runs the steps of the pending ability
 * until a pick needs the player's decision, carrying out actions as it goes; it never branches on
 * a location's name.
 */
import type { CardFilter, CardRef, LocFilter, PickStep, Step } from "./locations";
import { sideOf } from "./locations";
import type { Bind, Pending, Sign, State } from "./state";
import { supply, whereIs } from "./state";

export function effectOf(s: State, loc: number): Step[] {
  return sideOf(s.set, s.locs[loc]!).effect;
}

export function currentPick(s: State): PickStep | null {
  const p = s.pending;
  if (!p) return null;
  const st = effectOf(s, p.loc)[p.step];
  return st && "pick" in st ? st : null;
}

function boundCard(b: Bind | undefined): number | null {
  if (!b) return null;
  if ("c" in b) return b.c;
  if ("m" in b) return b.m[0];
  return null;
}

function boundLoc(p: Pending, name: string): number | null {
  if (name === "here") return p.loc;
  const b = p.bind[name];
  return b && "l" in b ? b.l : null;
}

function resolveCard(s: State, p: Pending, ref: CardRef): number | null {
  if (ref === "played") return whereIs(s, p.star) ? p.star : null;
  if (typeof ref === "string") {
    const id = boundCard(p.bind[ref]);
    return id !== null && whereIs(s, id) ? id : null;
  }
  const l = boundLoc(p, ref.bottom);
  if (l === null) return null;
  const col = s.cols[l]!;
  return col.length ? col[col.length - 1]! : null;
}

function cardMatches(s: State, p: Pending, id: number, loc: number, f: CardFilter): boolean {
  const c = s.cards[id]!;
  if (f.at === "here" && loc !== p.loc) return false;
  if (f.at === "elsewhere" && loc === p.loc) return false;
  if (f.face === "up" && !c.up) return false;
  if (f.face === "down" && c.up) return false;
  if (f.owner === "me" && c.o !== p.seat) return false;
  if (f.owner === "opponent" && c.o === p.seat) return false;
  if (f.notPlayed && id === p.star) return false;
  if (f.not !== undefined && boundCard(p.bind[f.not]) === id) return false;
  if (f.is !== undefined && boundCard(p.bind[f.is]) !== id) return false;
  if (f.elsewhereThan !== undefined) {
    const other = boundCard(p.bind[f.elsewhereThan]);
    const w = other === null ? null : whereIs(s, other);
    if (!w || w.loc === loc) return false;
  }
  return true;
}

function locMatches(s: State, p: Pending, l: number, f: LocFilter): boolean {
  if (f.notHere && l === p.loc) return false;
  if (f.nonEmpty && s.cols[l]!.length === 0) return false;
  return true;
}

/** Every binding the pick at `p.step` could take, before looking ahead. */
function rawOptions(s: State, p: Pending, st: PickStep, one: boolean): Bind[] {
  if (st.needsSupply && supply(s) === 0) return [];
  const out: Bind[] = [];
  if (st.pick === "loc") {
    for (let l = 0; l < s.cols.length; l++) if (locMatches(s, p, l, st.where)) out.push({ l });
    return out;
  }
  for (let l = 0; l < s.cols.length; l++) {
    for (const id of s.cols[l]!) {
      if (!cardMatches(s, p, id, l, st.where)) continue;
      if (st.pick === "card") out.push({ c: id });
      else {
        const m = s.cards[id]!.m;
        if (m.includes(1)) out.push({ m: [id, 1] });
        if (m.includes(-1)) out.push({ m: [id, -1] });
      }
      if (one && out.length) return out;
    }
  }
  return out;
}

/**
 * The options of the pick at step `i`: those for which the picks directly after it (when they are
 * not optional) still have a target, so the player is never led into a dead end.
 */
export function pickOptions(s: State, p: Pending, i: number = p.step, one = false): Bind[] {
  const eff = effectOf(s, p.loc);
  const st = eff[i];
  if (!st || !("pick" in st)) return [];
  const next = eff[i + 1];
  const ahead = !!next && "pick" in next && !next.optional;
  const raw = rawOptions(s, { ...p, step: i }, st, one && !ahead);
  if (!ahead) return raw;
  const out: Bind[] = [];
  for (const b of raw) {
    if (pickOptions(s, { ...p, bind: { ...p.bind, [st.as]: b } }, i + 1, true).length > 0) {
      out.push(b);
      if (one) break;
    }
  }
  return out;
}

function moveCard(s: State, id: number, to: number): void {
  const w = whereIs(s, id);
  if (!w) return;
  s.cols[w.loc]!.splice(w.pos, 1);
  s.cols[to]!.push(id);
  s.events.push({ k: "move", c: id, from: w.loc, to });
}

/** Carries out one action step. */
function exec(s: State, p: Pending, st: Step): void {
  if ("move" in st) {
    const id = resolveCard(s, p, st.move);
    const to = boundLoc(p, st.to);
    if (id !== null && to !== null) moveCard(s, id, to);
  } else if ("swap" in st) {
    const a = resolveCard(s, p, st.swap[0]);
    const b = resolveCard(s, p, st.swap[1]);
    if (a === null || b === null || a === b) return;
    const wa = whereIs(s, a)!;
    const wb = whereIs(s, b)!;
    s.cols[wa.loc]![wa.pos] = b;
    s.cols[wb.loc]![wb.pos] = a;
    s.events.push({ k: "swap", a, b, la: wa.loc, lb: wb.loc });
  } else if ("attach" in st) {
    const id = resolveCard(s, p, st.to);
    if (id === null) return;
    if (supply(s) === 0) {
      s.events.push({ k: "nosupply", sign: st.attach });
      return;
    }
    s.cards[id]!.m.push(st.attach);
    s.events.push({ k: "attach", c: id, sign: st.attach, loc: whereIs(s, id)!.loc });
  } else if ("look" in st) {
    const id = resolveCard(s, p, st.look);
    if (id === null) return;
    const c = s.cards[id]!;
    if (!c.up && c.o !== p.seat && !c.lk.includes(p.seat)) c.lk.push(p.seat);
    s.events.push({ k: "look", seat: p.seat, c: id, loc: whereIs(s, id)!.loc });
  } else if ("reveal" in st) {
    const id = resolveCard(s, p, st.reveal);
    if (id === null || s.cards[id]!.up) return;
    s.cards[id]!.up = true;
    s.cards[id]!.seen = true;
    s.events.push({ k: "reveal", c: id, loc: whereIs(s, id)!.loc });
  } else if ("conceal" in st) {
    const id = resolveCard(s, p, st.conceal);
    if (id === null || !s.cards[id]!.up) return;
    s.cards[id]!.up = false;
    s.events.push({ k: "conceal", c: id, loc: whereIs(s, id)!.loc });
  } else if ("remove" in st) {
    const id = resolveCard(s, p, st.remove);
    if (id === null) return;
    const w = whereIs(s, id)!;
    s.cols[w.loc]!.splice(w.pos, 1);
    s.cards[id]!.m = []; // SR-2: its +/- cards return to the supply
    s.removed.push(id);
    s.events.push({ k: "remove", c: id, loc: w.loc });
  } else if ("flipMod" in st) {
    const b = p.bind[st.flipMod];
    if (!b || !("m" in b)) return;
    const [id, sign] = b.m;
    const m = s.cards[id]!.m;
    const i = m.indexOf(sign);
    if (i < 0) return;
    m[i] = (-sign) as Sign;
    s.events.push({ k: "flipmod", c: id, sign, loc: whereIs(s, id)!.loc });
  } else if ("moveMod" in st) {
    const b = p.bind[st.moveMod];
    const to = resolveCard(s, p, st.to);
    if (!b || !("m" in b) || to === null) return;
    const [id, sign] = b.m;
    const m = s.cards[id]!.m;
    const i = m.indexOf(sign);
    if (i < 0 || to === id) return;
    m.splice(i, 1);
    s.cards[to]!.m.push(sign);
    s.events.push({ k: "movemod", from: id, to, sign, lf: whereIs(s, id)!.loc, lt: whereIs(s, to)!.loc });
  } else if ("each" in st) {
    for (let l = 0; l < s.cols.length; l++) {
      if (l === p.loc) continue;
      const inner: Pending = { ...p, bind: { ...p.bind, [st.as]: { l } } };
      for (const sub of st.do) exec(s, inner, sub);
    }
  }
}

/**
 * Runs the pending ability until a pick needs a decision (returns true) or the ability is over
 * (clears `pending`, returns false). A pick without targets ends the ability (SR-5).
 */
export function advance(s: State): boolean {
  const p = s.pending;
  if (!p) return false;
  const eff = effectOf(s, p.loc);
  while (p.step < eff.length) {
    const st = eff[p.step]!;
    if ("pick" in st) {
      if (pickOptions(s, p, p.step, true).length > 0) return true;
      if (!st.optional) s.events.push({ k: "skip", loc: p.loc, prompt: st.prompt });
      break;
    }
    exec(s, p, st);
    p.step++;
  }
  s.pending = null;
  return false;
}

/** Binds the current pick and runs on. */
export function choose(s: State, b: Bind): boolean {
  const p = s.pending!;
  const st = currentPick(s)!;
  p.bind[st.as] = b;
  p.step++;
  const next = effectOf(s, p.loc)[p.step];
  // A pick followed directly by another pick does nothing visible yet: log the choice.
  if (next && "pick" in next) {
    const at = "l" in b ? undefined : whereIs(s, "c" in b ? b.c : b.m[0])?.loc;
    s.events.push({ k: "chose", ...b, ...(at === undefined ? {} : { at }) });
  }
  return advance(s);
}

/** Declines an optional pick: the ability ends. */
export function decline(s: State): void {
  s.events.push({ k: "done", loc: s.pending!.loc });
  s.pending = null;
}
