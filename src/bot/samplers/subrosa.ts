/**
 * Sub Rosa: a seat sees the faces of its own cards, of cards face-up or once seen face-up, and
 * of cards it looked at; every hand's size. Each seat owns the same seven faces (HAND), so the
 * sampler deals each owner's faces the view does not place, shuffled, to that owner's face-down
 * cards it cannot read and to its hand. An ability in progress is rebuilt from the view's
 * prompt; the view does not say what the earlier picks of that ability bound, so the sampler
 * draws them among those under which the seat's legal moves are exactly `legal`.
 * `observedMove` and `learned` say what each seat sees of a move, for the tree per seat of
 * ../multiObserver.ts: another seat's face-down play shows only its location, a look or a reveal
 * shows a face to the seats it shows it to.
 */
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { getGame } from "../../engine/registry";
import type { Bind, CardState, Move, State, View } from "../../engine/subrosa/rules";
import { HAND, isOver, knows } from "../../engine/subrosa/state";
import { LOCATION_SETS, sideOf, type Face } from "../../engine/subrosa/locations";
import type { GameKnowledge } from "../types";

const game = () => getGame("subrosa")!;
const MAX_BINDINGS = 200;

function setOf(keys: string[]): string {
  for (const [name, cards] of Object.entries(LOCATION_SETS)) {
    if (keys.every((k) => cards.some((c) => c.a.key === k || c.b.key === k))) return name;
  }
  return "standard";
}

/** Every binding of the picks before `step` (a product of their candidates), at most MAX_BINDINGS. */
function bindings(s: State, loc: number, step: number): Record<string, Bind>[] {
  const eff = sideOf(s.set, s.locs[loc]!).effect;
  let out: Record<string, Bind>[] = [{}];
  for (let i = 0; i < step; i++) {
    const st = eff[i]!;
    if (!("pick" in st)) continue;
    const cands: Bind[] = [];
    if (st.pick === "loc") for (let l = 0; l < s.locs.length; l++) cands.push({ l });
    else
      for (const col of s.cols)
        for (const id of col) {
          if (st.pick === "card") cands.push({ c: id });
          else for (const sign of [1, -1] as const) if (s.cards[id]!.m.includes(sign)) cands.push({ m: [id, sign] });
        }
    out = out.flatMap((b) => cands.map((c) => ({ ...b, [st.as]: c }))).slice(0, MAX_BINDINGS);
  }
  return out;
}

/**
 * The bindings that fit a view's pending ability, computed once per view: which picks are legal
 * (for the same `legal`) depends only on public facts (columns, owners, faces up or down, +/- cards, earlier picks),
 * never on a face-down value, so every sample of one decision has the same candidates. Without
 * this each search iteration recomputed up to MAX_BINDINGS legal-move lists.
 */
const fitsOf = new WeakMap<View, { legal: readonly Move[]; fits: Record<string, Bind>[] }>();

export function sample(view: View, seat: Seat, legal: readonly Move[], rng: Rng): State {
  const players = view.players;
  const pools: Face[][] = Array.from({ length: players }, () => HAND.slice());
  const drop = (o: Seat, f: Face) => {
    const i = pools[o]!.indexOf(f);
    if (i >= 0) pools[o]!.splice(i, 1);
  };
  for (const loc of view.locations) for (const c of loc.cards) if (c.face) drop(c.owner, c.face);
  for (const r of view.removed) drop(r.owner, r.face);
  view.hands.forEach((h, o) => h.cards?.forEach((f) => drop(o, f)));
  const shuffled = pools.map((p) => rng.shuffle(p));
  const deal = (o: Seat): Face => shuffled[o]!.pop() ?? "2";

  const cards: CardState[] = [];
  let star = -1;
  const cols = view.locations.map((loc) =>
    loc.cards.map((c) => {
      const id = cards.length;
      if (c.played) star = id;
      cards.push({
        o: c.owner,
        v: c.face ?? deal(c.owner),
        up: c.up,
        seen: c.known === "public" && !view.finished ? true : c.up,
        lk: c.lookedBy.slice(),
        m: c.mods.slice(),
      });
      return id;
    }),
  );
  const hands = view.hands.map((h, o) => {
    const faces = h.cards ? h.cards.slice() : Array.from({ length: h.count }, () => deal(o));
    return faces.map((v) => {
      cards.push({ o, v, up: false, seen: false, lk: [], m: [] });
      return cards.length - 1;
    });
  });
  const removed = view.removed.map((r) => {
    cards.push({ o: r.owner, v: r.face, up: false, seen: true, lk: [], m: [] });
    return cards.length - 1;
  });
  const locs = view.locations.map((l) => l.key);
  const s: State = {
    players,
    set: setOf(locs),
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    first: view.first,
    turn: view.turn ?? view.first,
    locs,
    cols,
    cards,
    hands,
    removed,
    pending: null,
    events: [],
  };
  const p = view.pending;
  if (p) {
    const eff = sideOf(s.set, locs[p.loc]!).effect;
    const step = Math.max(0, eff.findIndex((st) => "pick" in st && st.prompt === p.prompt && st.pick === p.kind));
    s.pending = { seat: p.seat, loc: p.loc, star, step, bind: {} };
    if (p.seat === seat) {
      let memo = fitsOf.get(view);
      if (!memo || memo.legal !== legal) {
        const want = JSON.stringify(legal);
        memo = { legal, fits: bindings(s, p.loc, step).filter((bind) => JSON.stringify(game().legalMoves({ ...s, pending: { ...s.pending!, bind } }, seat)) === want) };
        fitsOf.set(view, memo);
      }
      const fits = memo.fits;
      if (fits.length) s.pending.bind = fits[rng.int(fits.length)]!;
    }
  }
  return s;
}

/** A move as `observer` sees it: another seat's face-down play shows only where it went (a ☆ is played face-up, SR-5). */
export function observedMove(m: Move, actor: Seat, observer: Seat): string {
  switch (m.kind) {
    case "play":
      return actor !== observer && m.card !== "*" ? `p?${m.loc}` : `p${m.card}${m.loc}`;
    case "card":
      return `c${m.loc}.${m.pos}`;
    case "mod":
      return `m${m.loc}.${m.pos}${m.sign}`;
    case "loc":
      return `l${m.loc}`;
    case "done":
      return "d";
  }
}

/** The faces `observer` came to know (a look, a reveal), by their place on the table. */
export function learned(before: State, after: State, observer: Seat): string {
  if (isOver(after)) return "";
  let out = "";
  after.cols.forEach((col, l) =>
    col.forEach((id, pos) => {
      if (knows(after, observer, id) && !knows(before, observer, id)) out += `${l}.${pos}=${after.cards[id]!.v} `;
    }),
  );
  return out;
}

export const subrosaKnowledge: GameKnowledge<State, View, Move> = {
  players: (v) => v.players,
  sample,
  observedMove,
  learned,
  // Matches are short: playouts nearly always reach the end; a cut one is an even share.
  evaluate: (_s, players) => Array.from({ length: players }, () => 1 / players),
  budgets: { normal: { iterations: 60, playoutDepth: 80 }, strong: { iterations: 1200, playoutDepth: 80 } },
};
