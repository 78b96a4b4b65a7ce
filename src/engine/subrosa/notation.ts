/**
 * Sub Rosa notation.
 *
 * Moves (locations are letters A.. from the left, cards are numbered 1.. from the top of a column):
 *   `5B` play a 5 face-down at B, `*B` play a ☆ at B, `B3` choose the 3rd card at B,
 *   `@C` choose location C, `B3+` / `B3-` choose the +1 / −1 on the 3rd card at B, `done` decline.
 *
 * Position, one line, space-separated fields (any order after the first):
 *   `3p t1 f0 docks:05,1*u+ bank: opera:14^0,2*u! ... h:2346* ... (see below) p:0@A*A2#1;c=B3 set:standard`
 *   - `<n>p` players; `t<seat>` whose turn (or who is resolving an ability); `f<seat>` first player.
 *   - `<side key>:<cards>` one field per location, left to right; cards top to bottom, comma-separated:
 *     `<owner><face>` then `u` if face-up, `+`/`-` per attached +/- card, `!` if seen by all while
 *     face-down (SR-13), `^<seats>` seats that looked at it (SR-8). Default is face-down.
 *   - `h:` hands in seat order, separated by slashes: faces (`2346*`), `-` empty, `?` every card of that
 *     seat not on the table or removed.
 *   - `x:` removed cards (Police Station), `p:` a pending ability: `<seat>@<loc>*<star card>#<step>`
 *     then `;<name>=<card|@loc|card+|card->` for each binding.
 */
import type { Move, State } from "./rules";
import { err, ok } from "../game";
import { say } from "../words";
import type { Result, Seat } from "../game";
import { seedRng } from "../rng";
import type { Face } from "./locations";
import { LOCATION_SETS, hasSide } from "./locations";
import type { Bind, CardState, Pending, Sign } from "./state";
import { HAND, whereIs } from "./state";

const L = (l: number): string => String.fromCharCode(65 + l);
const unL = (c: string): number => c.toUpperCase().charCodeAt(0) - 65;

export function formatMove(m: Move): string {
  switch (m.kind) {
    case "play":
      return `${m.card}${L(m.loc)}`;
    case "card":
      return `${L(m.loc)}${m.pos + 1}`;
    case "loc":
      return `@${L(m.loc)}`;
    case "mod":
      return `${L(m.loc)}${m.pos + 1}${m.sign > 0 ? "+" : "-"}`;
    case "done":
      return "done";
  }
}

export function parseMove(text: string): Result<Move> {
  const t = text.trim();
  let r: RegExpMatchArray | null;
  if (/^done$/i.test(t)) return ok({ kind: "done" });
  if ((r = t.match(/^([2-6*])([A-Za-z])$/))) return ok({ kind: "play", card: r[1] as Face, loc: unL(r[2]!) });
  if ((r = t.match(/^@([A-Za-z])$/))) return ok({ kind: "loc", loc: unL(r[1]!) });
  if ((r = t.match(/^([A-Za-z])(\d{1,2})([+-])?$/)) && Number(r[2]) >= 1) {
    const loc = unL(r[1]!);
    const pos = Number(r[2]) - 1;
    if (r[3]) return ok({ kind: "mod", loc, pos, sign: r[3] === "+" ? 1 : -1 });
    return ok({ kind: "card", loc, pos });
  }
  return err(say("srNotMoveText", { text }));
}

function cardRef(s: State, id: number): string {
  const w = whereIs(s, id);
  return w ? `${L(w.loc)}${w.pos + 1}` : "?";
}

function cardToken(c: CardState): string {
  return `${c.o}${c.v}${c.up ? "u" : ""}${c.m.map((x) => (x > 0 ? "+" : "-")).join("")}${!c.up && c.seen ? "!" : ""}${c.lk.length ? "^" + c.lk.join("") : ""}`;
}

export function encode(s: State): string {
  const parts = [`${s.players}p`, `t${s.turn}`, `f${s.first}`];
  s.locs.forEach((key, l) => parts.push(`${key}:${s.cols[l]!.map((id) => cardToken(s.cards[id]!)).join(",")}`));
  parts.push(`h:${s.hands.map((h) => (h.length ? h.map((id) => s.cards[id]!.v).join("") : "-")).join("/")}`);
  if (s.removed.length) parts.push(`x:${s.removed.map((id) => cardToken(s.cards[id]!)).join(",")}`);
  if (s.pending) {
    const p = s.pending;
    const binds = Object.entries(p.bind).map(([k, b]) => {
      if ("l" in b) return `;${k}=@${L(b.l)}`;
      if ("c" in b) return `;${k}=${cardRef(s, b.c)}`;
      return `;${k}=${cardRef(s, b.m[0])}${b.m[1] > 0 ? "+" : "-"}`;
    });
    parts.push(`p:${p.seat}@${L(p.loc)}*${cardRef(s, p.star)}#${p.step}${binds.join("")}`);
  }
  if (s.set !== "standard") parts.push(`set:${s.set}`);
  return parts.join(" ");
}

const CARD_RE = /^([0-3])([2-6*])(u)?([+-]*)(!)?(?:\^([0-3]+))?$/;

/** Reads a one-line position. The rng state is seeded from `seed` (positions carry none). */
export function decode(text: string, seed = "subrosa-position"): Result<State> {
  const fields = text.trim().split(/\s+/);
  const head = fields.shift()?.match(/^([2-4])p$/);
  if (!head) return err("a position starts with the number of players, e.g. 3p");
  const players = Number(head[1]);
  let turn = 0, first = 0, set = "standard";
  const locs: string[] = [];
  const colTokens: string[][] = [];
  let handField: string | null = null, removedField: string | null = null, pendingField: string | null = null;
  for (const f of fields) {
    let r: RegExpMatchArray | null;
    if ((r = f.match(/^t(\d)$/))) turn = Number(r[1]);
    else if ((r = f.match(/^f(\d)$/))) first = Number(r[1]);
    else if (f.startsWith("h:")) handField = f.slice(2);
    else if (f.startsWith("x:")) removedField = f.slice(2);
    else if (f.startsWith("p:")) pendingField = f.slice(2);
    else if (f.startsWith("set:")) set = f.slice(4);
    else if ((r = f.match(/^([a-z]+):(.*)$/))) {
      locs.push(r[1]!);
      colTokens.push(r[2] ? r[2].split(",") : []);
    } else return err(`cannot read "${f}"`);
  }
  if (!LOCATION_SETS[set]) return err(`unknown location set ${set}`);
  for (const k of locs) if (!hasSide(set, k)) return err(`unknown location ${k}`);
  if (locs.length !== players + 1) return err(`${players} players play with ${players + 1} locations, not ${locs.length}`);
  if (turn >= players || first >= players) return err("turn or first player out of range");
  const cards: CardState[] = [];
  const parseCard = (tok: string): number | string => {
    const r = tok.match(CARD_RE);
    if (!r) return `cannot read card "${tok}"`;
    const o = Number(r[1]);
    if (o >= players) return `card "${tok}" belongs to no player`;
    const up = !!r[3];
    const lk = r[6] ? [...new Set(r[6].split("").map(Number))] : [];
    if (lk.some((x) => x >= players)) return `card "${tok}": no such seat looked at it`;
    cards.push({ o, v: r[2] as Face, up, seen: up || !!r[5], lk, m: (r[4] ?? "").split("").filter(Boolean).map((c) => (c === "+" ? 1 : -1) as Sign) });
    return cards.length - 1;
  };
  const cols: number[][] = [];
  for (const toks of colTokens) {
    const col: number[] = [];
    for (const t of toks) {
      const id = parseCard(t);
      if (typeof id === "string") return err(id);
      col.push(id);
    }
    cols.push(col);
  }
  const removed: number[] = [];
  if (removedField) {
    for (const t of removedField.split(",")) {
      const id = parseCard(t);
      if (typeof id === "string") return err(id);
      removed.push(id);
    }
  }
  const handSpecs = handField === null ? new Array(players).fill("?") : handField.split("/");
  if (handSpecs.length !== players) return err(`h: needs ${players} hands`);
  const hands: number[][] = [];
  for (let p = 0; p < players; p++) {
    const spec = handSpecs[p]!;
    const rest = HAND.slice();
    for (const c of cards) {
      if (c.o !== p) continue;
      const i = rest.indexOf(c.v);
      if (i < 0) return err(`${p} has too many ${c.v} cards`);
      rest.splice(i, 1);
    }
    const faces = spec === "?" ? rest.slice() : spec === "-" ? [] : (spec.split("") as Face[]);
    const h: number[] = [];
    for (const v of faces) {
      const i = rest.indexOf(v);
      if (i < 0) return err(`hand of seat ${p}: no ${v} left for it`);
      rest.splice(i, 1);
      cards.push({ o: p, v, up: false, seen: false, lk: [], m: [] });
      h.push(cards.length - 1);
    }
    if (rest.length) return err(`seat ${p} is missing cards ${rest.join("")} (each player has 2,3,4,5,6,☆,☆)`);
    hands.push(h);
  }
  let modCount = 0;
  for (const col of cols) for (const id of col) modCount += cards[id]!.m.length;
  if (modCount > 10) return err("there are only 10 +/- cards");
  for (const id of removed) if (cards[id]!.m.length) return err("a removed card carries no +/- cards");
  const s: State = { players, set, rng: seedRng(seed), first, turn, locs, cols, cards, hands, removed, pending: null, events: [] };
  if (pendingField) {
    const r = pendingField.match(/^(\d)@([A-Z])\*([A-Z])(\d+)#(\d+)((?:;[a-z]+=[^;]+)*)$/);
    if (!r) return err(`cannot read pending ability "${pendingField}"`);
    const at = (loc: string, pos: string): number | undefined => cols[unL(loc)]?.[Number(pos) - 1];
    const star = at(r[3]!, r[4]!);
    if (star === undefined) return err("pending: no card at the star's place");
    const p: Pending = { seat: Number(r[1]) as Seat, loc: unL(r[2]!), star, step: Number(r[5]), bind: {} };
    for (const b of (r[6] ?? "").split(";").filter(Boolean)) {
      const [k, v] = b.split("=") as [string, string];
      let m: RegExpMatchArray | null;
      let bind: Bind;
      if ((m = v.match(/^@([A-Z])$/))) bind = { l: unL(m[1]!) };
      else if ((m = v.match(/^([A-Z])(\d+)([+-])?$/))) {
        const id = at(m[1]!, m[2]!);
        if (id === undefined) return err(`pending: no card at ${v}`);
        bind = m[3] ? { m: [id, m[3] === "+" ? 1 : -1] } : { c: id };
      } else return err(`pending: cannot read ${v}`);
      p.bind[k] = bind;
    }
    s.pending = p;
  }
  return ok(s);
}
