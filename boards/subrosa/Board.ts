/**
 * Sub Rosa board: the dealt locations left to right (A, B, ...), each with its column of influence
 * cards below (top = first played), the hands, the +/- supply and, at the end, the scoring step by
 * step. Drawn from the view JSON only: a face-down card the viewer does not know shows only its
 * owner's colour. With `legal` and `onMove` the player builds a move by pointing or from the
 * keyboard (Tab, Enter/Space): a card from the hand then a location, or the highlighted target of an
 * ability (a card, a location, a +/- badge, or Done). The move goes to the match page at once, which
 * sends it or holds it for "Send" (client/prefs.ts); a held move is drawn on the board.
 * At the end the locations and cards that won the match are highlighted as Sleepers' deciding hexes.
 * On a phone (narrower than 560 px) two locations a row, larger: nothing under 44 px or clipped.
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { BoardProps, MatchEnd } from "../board";
import { boardWords, seatIn, type BoardWords } from "../i18n/index";
import type { Locale } from "../../src/shared/locale";
import { ExplainSheet, activation, matchEndText, seatColour, wrap } from "../kit";

// Types only: erased by the build, so no engine code (or zod) reaches the client bundle.
import type { Face, Move as SubRosaMove, ScoreCard, Scoring, Sign, View as EngineView, ViewCard, ViewLocation } from "../../src/engine/subrosa/types";
import type { Written } from "../../src/engine/text";
import { THEME } from "../colours";

/** The view as the room sends it: its texts written in the reader's language. */
type SubRosaView = Written<EngineView>;

export type { SubRosaMove, SubRosaView };

const SEAT = ["Red", "Blue", "Green", "Yellow"];
const COLOUR = SEAT.map((s) => seatColour("subrosa", s)!.fill);
const FG = THEME.fg;
const BG = THEME.bg;
const MUTED = THEME.muted;
const ACCENT = THEME.accent;
const PANEL = "var(--panel, rgba(127,127,127,0.12))";

const seatOf = (w: BoardWords) => (s: number) => w.colour(SEAT[s] ?? `Player ${s + 1}`);
const faceText = (f: Face) => (f === "*" ? "☆" : f);
const faceWord = (f: Face) => (f === "*" ? "☆ (3)" : f);
const letter = (l: number) => String.fromCharCode(65 + l);

/** A location's name and ability text in the reader's language (the view's are English). */
const place = (w: BoardWords, loc: ViewLocation) => w.sr.location(loc.key, loc.name, loc.text);
/** The ability being carried out: its location's name and the prompt, in the reader's language. */
const pendingWords = (w: BoardWords, v: SubRosaView) => {
  const p = v.pending!;
  const loc = v.locations[p.loc];
  return { name: loc ? w.sr.location(loc.key, p.name, p.text).name : p.name, prompt: w.sr.prompt(p.prompt) };
};

function cardLabel(c: ViewCard, loc: ViewLocation, i: number, w: BoardWords): string {
  return w.sr.card({
    owner: seatOf(w)(c.owner),
    up: c.up,
    face: c.up ? faceWord(c.face ?? "*") : c.face === null ? null : faceWord(c.face),
    known: c.known,
    mods: c.mods.map((m) => (m > 0 ? "+1" : "−1")),
    lookedBy: c.lookedBy.map(seatOf(w)),
    played: c.played,
    at: place(w, loc).name,
    pos: i,
    count: loc.cards.length,
  });
}

function moveText(v: SubRosaView, m: SubRosaMove, w: BoardWords): string {
  const L = (l: number) => (v.locations[l] ? place(w, v.locations[l]!).name : letter(l));
  switch (m.kind) {
    case "play":
      return m.card === "*" ? w.sr.playStar(L(m.loc), v.locations[m.loc] ? place(w, v.locations[m.loc]!).text : "") : w.sr.playCard(m.card, L(m.loc));
    case "card": {
      const c = v.locations[m.loc]?.cards[m.pos];
      return w.sr.chooseCard(c ? cardLabel(c, v.locations[m.loc]!, m.pos, w) : null);
    }
    case "loc":
      return w.sr.chooseLoc(L(m.loc));
    case "mod":
      return w.sr.chooseMod(m.sign > 0 ? "+1" : "−1", m.pos, L(m.loc));
    case "done":
      return w.sr.done;
  }
}

/** One line for screen readers and previews. */
export function summary(view: SubRosaView, ended?: MatchEnd | null, locale?: Locale): string {
  const w = boardWords(locale);
  const seatName = seatOf(w);
  const locs = view.locations.map((l) => w.sr.locCards(place(w, l).name, l.cards.length)).join(", ");
  if (view.finished && view.scoring) return w.sr.finished(view.scoring.reason, locs);
  if (ended) return `${w.sr.head(view.players)} ${matchEndText(ended, seatName, w)} ${locs}.`;
  const who = view.turn === null ? "" : seatName(view.turn);
  const doing = view.pending ? w.sr.resolving(who, pendingWords(w, view).name, pendingWords(w, view).prompt) : w.sr.toPlay(who);
  return `${w.sr.head(view.players)} ${doing}. ${locs}. ${w.sr.leftToPlay(view.toPlay.map((n, s) => `${seatName(s)} ${n}`))}`;
}

const COL_W = 124;
const GAP = 8;
/** A location's ability on lines of this many characters, all of them (none clipped). */
const LOC_LINE = 20;
/**
 * Card sizes: on a phone (the board narrower than 560 px) two locations a row, drawn larger, so
 * that a card or a +/- badge offered as a target is 44 px or more and no text is under 11 px.
 */
const WIDE = { cardH: 30, step: 34, modW: 19, modH: 16 };
const PHONE = { cardH: 38, step: 42, modW: 36, modH: 36 };
const NARROW_PX = 560;
/** Text of a bold line no wider than `room` (squeezed when a long name would run over its box). */
const fitted = (text: string, size: number, room: number) => (text.length * size * 0.62 > room ? room : undefined);

/** Is the element narrower than NARROW_PX? Measured after mounting (the server renders the wide board). */
function useNarrow(root: { current: HTMLElement | null }): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver !== "function") return;
    const check = () => setNarrow(el.clientWidth > 0 && el.clientWidth < NARROW_PX);
    check();
    const ro = new ResizeObserver(check);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return narrow;
}

const WIN_FILL = "var(--win, #f2b705)";
const WIN_EDGE = "var(--win-edge, #b07d00)";

export default function SubRosaBoard(props: BoardProps<SubRosaView, SubRosaMove>) {
  const { view, seat, legal, onMove, busy, pending } = props;
  const w = boardWords(props.locale);
  const seatName = seatOf(w);
  const [face, setFace] = useState<Face | null>(null);
  const [explain, setExplain] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(root);
  const held = pending ?? null;
  const interactive = !!(onMove && legal && legal.length && !busy && !held);
  const moves = interactive ? legal! : [];
  const G = narrow ? PHONE : WIDE;
  const n = view.locations.length;
  const perRow = narrow ? Math.min(2, n) : n;
  const W = Math.max(narrow ? 0 : 392, perRow * COL_W + (perRow + 1) * GAP);
  const x0 = (W - (perRow * COL_W + (perRow - 1) * GAP)) / 2;
  const colX = (l: number) => x0 + (l % perRow) * (COL_W + GAP);
  const sc = view.scoring;
  const winners = new Set(sc && !sc.draw ? sc.winners : []);
  const heldPlay = held?.kind === "play" ? held : null;
  const cardsAt = (l: number) => view.locations[l]!.cards.length + (heldPlay?.loc === l ? 1 : 0);
  const LOC_H = 34 + Math.max(4, ...view.locations.map((l) => wrap(place(w, l).text, LOC_LINE).length)) * 12 + 4;
  const scoreLines = sc ? sc.locations.map((l) => wrap(l.why, 24)) : [];
  const lineChars = Math.floor(W / 7);
  // The top: who plays now, or (finished) who won and why, then how scoring counts.
  const headLines = sc ? wrap(sc.reason, Math.floor(W / 8.4)) : [];
  // A match ended by a resignation, a timeout, a draw or a cancel: its position has no scoring of its own.
  const ended = view.finished ? null : (props.ended ?? null);
  const statusLines = wrap(ended ? matchEndText(ended, (s) => seatIn(w, SEAT[s] ?? `Player ${s + 1}`, props.seats[s]?.name), w) : statusText(view, seat, w), lineChars);
  let y = 10 + headLines.length * 17 + statusLines.length * 15 + 6;
  // Rows of locations ("bands"): each its locations, their cards and, at the end, their scoring.
  const bands: { locY: number; cardsY: number; scoreY: number }[] = [];
  for (let b = 0; b * perRow < n; b++) {
    const ls = view.locations.map((_, l) => l).filter((l) => Math.floor(l / perRow) === b);
    const locY = y;
    const cardsY = locY + LOC_H + 8;
    const scoreY = cardsY + Math.max(1, ...ls.map(cardsAt)) * G.step + 4;
    y = scoreY + (sc ? 15 + Math.max(...ls.map((l) => scoreLines[l]!.length)) * 12 + 6 : 0) + (narrow ? 8 : 0);
    bands.push({ locY, cardsY, scoreY });
  }
  const band = (l: number) => bands[Math.floor(l / perRow)]!;
  const handY = y + 4;
  // Others' known cards (the end reveals them): on lines of their own under the name, never over it.
  const handCardsX = x0 + 16;
  const perLine = Math.max(1, Math.floor((W - x0 - handCardsX) / 34));
  const rowH = (h: SubRosaView["hands"][number], p: number) => {
    const shown = p === seat && !view.finished ? 0 : (h.cards ?? []).length;
    return 40 + (shown ? Math.ceil(shown / perLine) * 38 : 0);
  };
  const rowY: number[] = [];
  y = handY;
  view.hands.forEach((h, p) => {
    rowY.push(y);
    y += rowH(h, p);
  });
  const footY = y + 6;
  const H = footY + 22;

  // A target goes to the match page at once: sent, or held for "Send" (and then drawn here).
  const pick = (m: SubRosaMove) => {
    if (!interactive) return;
    onMove!(m);
    setFace(null);
  };
  const act = activation;
  // Cancel puts the focus back on the hand card the move started from (not the top of the page).
  const cancel = () => {
    const from = face;
    setFace(null);
    setTimeout(() => (root.current?.querySelector(`[data-hand-face="${from}"]`) as HTMLElement | null)?.focus(), 0);
  };

  // Targets offered now, derived from `legal`.
  const playFaces = new Set(moves.flatMap((m) => (m.kind === "play" ? [m.card] : [])));
  const playAt = (l: number): SubRosaMove | undefined => (face ? moves.find((m) => m.kind === "play" && m.card === face && m.loc === l) : undefined);
  const cardMove = (l: number, p: number) => moves.find((m) => m.kind === "card" && m.loc === l && m.pos === p);
  const locMove = (l: number) => moves.find((m) => m.kind === "loc" && m.loc === l) ?? playAt(l);
  const modMove = (l: number, p: number, s: Sign) => moves.find((m) => m.kind === "mod" && m.loc === l && m.pos === p && m.sign === s);
  const doneMove = moves.find((m) => m.kind === "done");
  const heldAt = (m: Partial<{ kind: string; loc: number; pos: number; sign: Sign }>) =>
    !!held && (held as { kind: string }).kind === m.kind && Object.entries(m).every(([k, v]) => (held as Record<string, unknown>)[k] === v);

  const location = (loc: ViewLocation, l: number) => {
    const x = colX(l);
    const { locY } = band(l);
    const target = locMove(l);
    const { name: locName, text: locText } = place(w, loc);
    const lines = wrap(locText, LOC_LINE);
    const pendingHere = view.pending?.loc === l;
    const chosenHere = heldPlay?.loc === l || heldAt({ kind: "loc", loc: l });
    const won = sc?.locations[l]?.winner;
    const decided = won !== undefined && won !== null && winners.has(won);
    const label = w.sr.locLabel(letter(l), locName, locText, !!target, decided ? seatName(won!) : null);
    const about = w.sr.locAbout(locName, locText);
    const title = `${letter(l)} · ${locName}`;
    const titleSize = locName.length > 11 ? 10.5 : 12;
    return html`<g
      key=${"loc" + l}
      class="subrosa-location"
      data-decided=${decided ? "yes" : undefined}
      role=${target ? "button" : "img"}
      tabindex=${target ? 0 : undefined}
      aria-label=${label}
      style=${target ? "cursor:pointer" : "cursor:help"}
      ...${target ? act(() => pick(target)) : { onClick: () => setExplain(about) }}
    >
      <title>${label}</title>
      <rect x=${x} y=${locY} width=${COL_W} height=${LOC_H} rx="8" fill=${decided ? WIN_FILL : PANEL} fill-opacity=${decided ? 0.5 : 1}
        stroke=${chosenHere || target || pendingHere ? ACCENT : decided ? WIN_EDGE : FG}
        stroke-width=${chosenHere ? 5 : decided ? 3.5 : target ? 2.5 : pendingHere ? 2 : 1}
        stroke-dasharray=${target ? "6 3" : undefined} />
      <text x=${x + 8} y=${locY + 17} font-size=${titleSize} font-weight="bold" fill=${FG} textLength=${fitted(title, titleSize, COL_W - 14)} lengthAdjust="spacingAndGlyphs">${title}</text>
      ${lines.map((t, i) => html`<text key=${i} x=${x + 8} y=${locY + 34 + i * 12} font-size="9.5" fill=${FG}>${t}</text>`)}
    </g>`;
  };

  const card = (c: ViewCard, loc: ViewLocation, l: number, i: number) => {
    const x = colX(l) + 4;
    const cy = band(l).cardsY + i * G.step;
    const cw = COL_W - 8;
    const target = cardMove(l, i);
    const chosen = heldAt({ kind: "card", loc: l, pos: i });
    const label = cardLabel(c, loc, i, w) + (target ? w.sr.chooseThisCard : "") + (chosen ? w.sr.yourChoice : "");
    const colour = COLOUR[c.owner] ?? MUTED;
    const score = sc?.locations[l]?.cards[i];
    const counted = !!score && sc?.locations[l]?.winner === c.owner && winners.has(c.owner);
    return html`<g key=${"c" + l + "-" + i}>
      <g
        role=${target ? "button" : "img"}
        tabindex=${target ? 0 : undefined}
        aria-label=${label}
        style=${target ? "cursor:pointer" : undefined}
        ...${target ? act(() => pick(target)) : {}}
      >
        <title>${label}</title>
        <rect x=${x} y=${cy} width=${cw} height=${G.cardH} rx="5"
          fill=${counted ? WIN_FILL : c.up || view.finished ? BG : colour} fill-opacity=${counted ? 0.35 : c.up || view.finished ? 1 : 0.85}
          stroke=${chosen || target || c.played ? ACCENT : colour}
          stroke-width=${chosen ? 5 : target ? 3.5 : c.played ? 3 : 2}
          stroke-dasharray=${!c.up && !target && !chosen ? "4 2" : undefined} />
        <rect x=${x} y=${cy} width="8" height=${G.cardH} rx="3" fill=${colour} />
        <text x=${x + 24} y=${cy + G.cardH / 2 + 6} font-size="17" font-weight="bold" text-anchor="middle"
          fill=${c.up || view.finished ? FG : "#ffffff"}>${c.face === null ? "?" : faceText(c.face)}</text>
        ${!c.up && c.face !== null && !view.finished
          ? html`<text x=${x + 38} y=${cy + 12} font-size="9" fill="#ffffff">${c.known === "looked" ? w.sr.seen : c.known === "own" ? w.sr.yours : w.sr.known}</text>`
          : null}
        ${c.lookedBy.length && !view.finished
          ? html`<text x=${x + 38} y=${cy + G.cardH - 5} font-size="9" fill=${c.up ? MUTED : "#ffffff"}>${w.sr.lookedBy(c.lookedBy.map((s) => seatName(s)[0]).join(""))}</text>`
          : null}
        ${score
          ? html`<text x=${x + cw - 4} y=${cy + G.cardH / 2 + 4} font-size="10" text-anchor="end" fill=${FG}>${scoreFormula(score)}</text>`
          : null}
      </g>
      ${!score
        ? c.mods.map((m, k) => {
            const mm = modMove(l, i, m);
            const mx = x + cw - (G.modW + 1) * (c.mods.length - k);
            const my = cy + (G.cardH - G.modH) / 2;
            const picked = heldAt({ kind: "mod", loc: l, pos: i, sign: m });
            const ml = w.sr.modLabel(m > 0 ? "+1" : "−1", cardLabel(c, loc, i, w), !!mm);
            return html`<g key=${"m" + k}
              role=${mm ? "button" : "img"} tabindex=${mm ? 0 : undefined} aria-label=${ml}
              style=${mm ? "cursor:pointer" : undefined} ...${mm ? act(() => pick(mm)) : {}}>
              <title>${ml}</title>
              <rect x=${mx} y=${my} width=${G.modW} height=${G.modH} rx="3" fill=${BG}
                stroke=${picked || mm ? ACCENT : FG} stroke-width=${picked ? 4 : mm ? 2.5 : 1} />
              <text x=${mx + G.modW / 2} y=${my + G.modH / 2 + 4} font-size="10" text-anchor="middle" fill=${FG}>${m > 0 ? "+1" : "−1"}</text>
            </g>`;
          })
        : null}
    </g>`;
  };

  // A held ☆ or card drawn where it will go: the bottom of its location's column.
  const heldCard = () => {
    if (!heldPlay || seat === null) return null;
    const l = heldPlay.loc;
    const x = colX(l) + 4;
    const cy = band(l).cardsY + view.locations[l]!.cards.length * G.step;
    return html`<g class="held-move" role="img" aria-label=${w.notSent(moveText(view, heldPlay, w))}>
      <rect x=${x} y=${cy} width=${COL_W - 8} height=${G.cardH} rx="5" fill=${COLOUR[seat]} fill-opacity="0.35" stroke=${ACCENT} stroke-width="4" stroke-dasharray="7 3" />
      <text x=${x + 24} y=${cy + G.cardH / 2 + 6} font-size="17" font-weight="bold" text-anchor="middle" fill=${FG}>${faceText(heldPlay.card)}</text>
      <text x=${x + 40} y=${cy + G.cardH / 2 + 4} font-size="10" font-weight="bold" fill=${FG}>${w.sr.yourMove}</text>
    </g>`;
  };

  const scoreBlock = (l: number) => {
    if (!sc) return null;
    const s = sc.locations[l]!;
    const x = colX(l);
    const { scoreY } = band(l);
    const head = s.winner === null ? w.sr.nobody : w.sr.winsHere(seatName(s.winner));
    const label = w.sr.scoreLabel(view.locations[l] ? place(w, view.locations[l]!).name : s.name, s.why);
    return html`<g key=${"s" + l} role="img" aria-label=${label}>
      <title>${label}</title>
      <text x=${x + 4} y=${scoreY + 11} font-size="11" font-weight="bold"
        fill=${s.winner === null ? MUTED : COLOUR[s.winner]}>${head}</text>
      ${scoreLines[l]!.map((t, i) => html`<text key=${i} x=${x + 4} y=${scoreY + 24 + i * 12} font-size="9" fill=${FG}>${t}</text>`)}
    </g>`;
  };

  const handRow = (h: SubRosaView["hands"][number], p: number) => {
    const ry = rowY[p]!;
    const mine = p === seat && h.cards !== null && !view.finished;
    const name = `${seatName(p)}${p === seat ? w.you : ""}`;
    const won = sc ? w.sr.locationsWon(sc.won[p]!) : "";
    const owner = p === seat ? w.sr.yourHandOf(seatName(p)) : w.sr.handOf(seatName(p));
    const champion = winners.has(p);
    const label = `${h.cards ? w.sr.handFaces(owner, h.cards.map(faceWord).join(", ")) : w.sr.handCount(owner, h.count)}${won}${champion ? w.sr.wonMatch : ""}`;
    const turn = !ended && view.turn === p;
    return html`<g key=${"h" + p}>
      <g role="img" aria-label=${label}><title>${label}</title>
        ${champion ? html`<rect x=${x0 - 4} y=${ry - 4} width=${W - 2 * x0 + 8} height=${rowH(h, p) - 2} rx="6" fill=${WIN_FILL} fill-opacity="0.5" stroke=${WIN_EDGE} stroke-width="3.5" />` : null}
        <rect x=${x0} y=${ry} width="10" height="30" rx="3" fill=${COLOUR[p]} />
        <text x=${x0 + 16} y=${ry + 13} font-size="12" font-weight=${turn || champion ? "bold" : "normal"} fill=${FG}>${turn ? "▶ " : ""}${name}${won}${champion ? w.sr.wonMark : ""}</text>
        <text x=${x0 + 16} y=${ry + 27} font-size="10" fill=${MUTED}>${w.sr.inHand(h.count, view.finished ? null : view.toPlay[p]!)}</text>
      </g>
      ${mine ? null : (h.cards ?? []).map((f, k) => {
        const cx = handCardsX + (k % perLine) * 34;
        const cy = ry + 40 + Math.floor(k / perLine) * 38;
        const fl = w.sr.faceInHand(seatName(p), faceWord(f));
        return html`<g key=${k} role="img" aria-label=${fl}>
          <title>${fl}</title>
          <rect x=${cx} y=${cy} width="30" height="34" rx="4" fill=${BG} stroke=${COLOUR[p]} stroke-width="1.5" />
          <text x=${cx + 15} y=${cy + 23} font-size="16" font-weight="bold" text-anchor="middle" fill=${FG}>${faceText(f)}</text>
        </g>`;
      })}
    </g>`;
  };

  // The viewer's hand, then what to do now: HTML above the board, so that they come first in tab order, show without scrolling, and are
  // at least 44 px on a phone, however many locations the board has to fit.
  const myHand = seat !== null && !view.finished ? view.hands[seat]?.cards ?? null : null;
  const handCards = myHand
    ? html`<div class="subrosa-hand" role="group" aria-label=${w.sr.yourHandOf(seatName(seat!))} style=${`--piece:${COLOUR[seat!]}`}>
        <span class="subrosa-hand-title">${w.yourHand}</span>
        ${myHand.map((f, k) => {
          const can = interactive && playFaces.has(f) && !view.pending;
          const sel = face === f && myHand.indexOf(f) === k;
          const fl = w.sr.myCard(faceWord(f), can, f === "*", f);
          return can
            ? html`<button key=${k} type="button" class="subrosa-hand-card secondary" data-hand-face=${myHand.indexOf(f) === k ? f : undefined}
                aria-label=${fl} aria-pressed=${sel ? "true" : "false"} onClick=${() => setFace(f)}>${faceText(f)}</button>`
            : html`<span key=${k} class="subrosa-hand-card" role="img" aria-label=${fl}>${faceText(f)}</span>`;
        })}
      </div>`
    : null;

  const supplyText = w.sr.supply(view.supply, view.removed.map((r) => w.sr.removedCard(seatName(r.owner), faceText(r.face))));
  const supplyLines = wrap(supplyText, Math.floor(W / 5.5));

  return html`<div class="subrosa-board" data-layout=${narrow ? "phone" : "wide"} style="width:100%" ref=${root}>
    ${handCards}
    ${interactive
      ? html`<div class="subrosa-controls" style="display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 6px">
          <span aria-live="polite">${hint(view, face, w)}</span>
          ${face ? html`<button type="button" class="secondary" onClick=${cancel}>${w.cancel}</button>` : null}
          ${doneMove ? html`<button type="button" class="secondary" onClick=${() => pick(doneMove)} aria-label=${w.sr.doneAria}>${w.sr.doneShort}</button>` : null}
        </div>`
      : null}
    <svg viewBox=${`0 0 ${W} ${H + (supplyLines.length - 1) * 12}`} width="100%" role="group" aria-label=${summary(view, ended, props.locale)}
      style=${`max-width:${Math.max(W, 640)}px;display:block;font-family:system-ui,sans-serif`}>
      <title>${summary(view, ended, props.locale)}</title>
      <rect x="0" y="0" width=${W} height=${H + (supplyLines.length - 1) * 12} fill=${BG} />
      ${headLines.map((t, i) => html`<text key=${"hd" + i} class="subrosa-result" x=${W / 2} y=${22 + i * 17} font-size="14" font-weight="bold" text-anchor="middle" fill=${FG}>${t}</text>`)}
      ${statusLines.map((t, i) => html`<text key=${"st" + i} x=${W / 2} y=${20 + headLines.length * 17 + i * 15} font-size="13" text-anchor="middle" fill=${FG}>${t}</text>`)}
      ${view.locations.map((loc, l) => location(loc, l))}
      ${view.locations.map((loc, l) => loc.cards.map((c, i) => card(c, loc, l, i)))}
      ${heldCard()}
      ${view.locations.map((_, l) => scoreBlock(l))}
      ${view.hands.map((h, p) => handRow(h, p))}
      <g role="img" aria-label=${supplyText}>${supplyLines.map((t, i) => html`<text key=${"su" + i} x=${x0} y=${footY + 12 + i * 12} font-size="10" fill=${MUTED}>${t}</text>`)}</g>
    </svg>
    <${ExplainSheet} text=${explain} onClose=${() => setExplain(null)} w=${w} />
    ${held ? html`<p class="held-move-text"><strong>${w.yourMoveLabel}</strong> ${moveText(view, held, w)}</p>` : null}
  </div>`;
}

function scoreFormula(c: ScoreCard): string {
  const mods = c.mods.map((m) => (m > 0 ? "+1" : "−1")).join("");
  return `${c.printed}${mods}${c.bottom ? "−1↓" : ""}=${c.value}`;
}

function statusText(v: SubRosaView, seat: number | null, w: BoardWords): string {
  if (v.finished) return w.sr.scoring;
  if (v.turn === null) return "";
  const who = v.turn === seat ? null : seatOf(w)(v.turn);
  if (v.pending) return w.sr.statusResolving(who, pendingWords(w, v).name, pendingWords(w, v).prompt);
  return w.sr.statusTurn(who);
}

function hint(v: SubRosaView, face: Face | null, w: BoardWords): string {
  if (v.pending) return w.sr.hintPending(pendingWords(w, v).name, pendingWords(w, v).prompt);
  if (face) return w.sr.hintFace(faceWord(face));
  return w.sr.hintStart;
}

