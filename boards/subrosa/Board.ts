/**
 * Sub Rosa board: the dealt locations left to right (A, B, ...), each with its column of influence
 * cards below (top = first played), the hands, the +/- supply and, at the end, the scoring step by
 * step. Drawn from the view JSON only: a face-down card the viewer does not know shows only its
 * owner's colour. With `legal` and `onMove` the player builds a move by pointing or from the
 * keyboard (Tab, Enter/Space): a card from the hand then a location, or the highlighted target of an
 * ability (a card, a location, a +/- badge, or Done); every move is confirmed before it is sent.
 */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import type { BoardProps } from "../board";
import { ExplainSheet, activation, seatColour, wrap } from "../kit";

// Types only: erased by the build, so no engine code (or zod) reaches the client bundle.
import type { Face, Move as SubRosaMove, ScoreCard, Scoring, Sign, View as SubRosaView, ViewCard, ViewLocation } from "../../src/engine/subrosa/types";

export type { SubRosaMove, SubRosaView };

const SEAT = ["Red", "Blue", "Green", "Yellow"];
const COLOUR = SEAT.map((s) => seatColour("subrosa", s)!.fill);
const FG = "var(--fg, #1b1b1b)";
const BG = "var(--bg, #ffffff)";
const MUTED = "var(--muted, #777777)";
const ACCENT = "var(--accent, #e07b00)";
const PANEL = "var(--panel, rgba(127,127,127,0.12))";

const seatName = (s: number) => SEAT[s] ?? `Player ${s + 1}`;
const faceText = (f: Face) => (f === "*" ? "☆" : f);
const faceWord = (f: Face) => (f === "*" ? "☆ (3)" : f);
const letter = (l: number) => String.fromCharCode(65 + l);

function cardLabel(c: ViewCard, loc: ViewLocation, i: number): string {
  const who = `${seatName(c.owner)}'s`;
  let what: string;
  if (c.up) what = `face-up ${faceWord(c.face ?? "*")}`;
  else if (c.face === null) what = "face-down card";
  else what = `face-down ${faceWord(c.face)} (${c.known === "own" ? "yours" : c.known === "looked" ? "you looked at it" : "seen by all"})`;
  const mods = c.mods.length ? `, with ${c.mods.map((m) => (m > 0 ? "+1" : "−1")).join(" ")}` : "";
  const looked = c.lookedBy.length ? `, looked at by ${c.lookedBy.map(seatName).join(" and ")}` : "";
  const played = c.played ? ", the ☆ just played" : "";
  return `${who} ${what} at ${loc.name}, card ${i + 1} of ${loc.cards.length}${mods}${looked}${played}`;
}

function moveText(v: SubRosaView, m: SubRosaMove): string {
  const L = (l: number) => v.locations[l]?.name ?? letter(l);
  switch (m.type) {
    case "play":
      return m.card === "*" ? `Play a ☆ at ${L(m.loc)} (${v.locations[m.loc]?.text ?? ""})` : `Play your ${m.card} face-down at ${L(m.loc)}`;
    case "card": {
      const c = v.locations[m.loc]?.cards[m.pos];
      return `Choose ${c ? cardLabel(c, v.locations[m.loc]!, m.pos) : "that card"}`;
    }
    case "loc":
      return `Choose ${L(m.loc)}`;
    case "mod":
      return `Choose the ${m.sign > 0 ? "+1" : "−1"} on card ${m.pos + 1} at ${L(m.loc)}`;
    case "done":
      return "Done: end the ability";
  }
}

const same = (a: SubRosaMove, b: SubRosaMove) => JSON.stringify(a) === JSON.stringify(b);

/** One line for screen readers and previews. */
export function summary(view: SubRosaView): string {
  const locs = view.locations.map((l) => `${l.name} ${l.cards.length} card${l.cards.length === 1 ? "" : "s"}`).join(", ");
  if (view.finished && view.scoring) return `Sub Rosa, finished. ${view.scoring.reason} (${locs})`;
  const who = view.turn === null ? "" : seatName(view.turn);
  const doing = view.pending ? `${who} is resolving ${view.pending.name}: ${view.pending.prompt}` : `${who} to play`;
  return `Sub Rosa, ${view.players} players. ${doing}. ${locs}. Cards left to play: ${view.toPlay.map((n, s) => `${seatName(s)} ${n}`).join(", ")}.`;
}

const COL_W = 124;
const GAP = 8;
const LOC_H = 92;
const CARD_H = 30;
const STEP = 34;

export default function SubRosaBoard(props: BoardProps<SubRosaView, SubRosaMove>) {
  const { view, seat, legal, onMove, busy } = props;
  const [face, setFace] = useState<Face | null>(null);
  const [chosen, setChosen] = useState<SubRosaMove | null>(null);
  const [explain, setExplain] = useState<string | null>(null);
  const interactive = !!(onMove && legal && legal.length && !busy);
  const moves = interactive ? legal! : [];
  const n = view.locations.length;
  const W = Math.max(392, n * COL_W + (n + 1) * GAP);
  const x0 = (W - (n * COL_W + (n - 1) * GAP)) / 2;
  const colX = (l: number) => x0 + l * (COL_W + GAP);
  const maxCards = Math.max(1, ...view.locations.map((l) => l.cards.length));
  const statusLines = wrap(statusText(view, seat), Math.floor(W / 6.6));
  const locY = 10 + statusLines.length * 15 + 6;
  const cardsY = locY + LOC_H + 8;
  let y = cardsY + maxCards * STEP + 4;
  const sc = view.scoring;
  const scoreLines = sc ? sc.locations.map((l) => wrap(l.why, 24)) : [];
  const scoreY = y;
  if (sc) y += 28 + Math.max(...scoreLines.map((ls) => ls.length)) * 12 + 6;
  const handY = y + 4;
  const handRows = view.hands.length;
  y = handY + handRows * 40 + 6;
  const footY = y;
  const resultLines = sc ? wrap(sc.reason, Math.floor(W / 6.6)) : [];
  const H = footY + 18 + resultLines.length * 16 + 8;

  const pick = (m: SubRosaMove) => {
    if (!interactive) return;
    setChosen(m);
  };
  const act = activation;
  const confirm = () => {
    if (chosen && onMove && moves.some((m) => same(m, chosen))) {
      onMove(chosen);
      setChosen(null);
      setFace(null);
    }
  };
  const cancel = () => {
    setChosen(null);
    setFace(null);
  };

  // Targets offered now, derived from `legal`.
  const playFaces = new Set(moves.flatMap((m) => (m.type === "play" ? [m.card] : [])));
  const playAt = (l: number): SubRosaMove | undefined => (face ? moves.find((m) => m.type === "play" && m.card === face && m.loc === l) : undefined);
  const cardMove = (l: number, p: number) => moves.find((m) => m.type === "card" && m.loc === l && m.pos === p);
  const locMove = (l: number) => moves.find((m) => m.type === "loc" && m.loc === l) ?? playAt(l);
  const modMove = (l: number, p: number, s: Sign) => moves.find((m) => m.type === "mod" && m.loc === l && m.pos === p && m.sign === s);
  const doneMove = moves.find((m) => m.type === "done");
  const isChosen = (m: SubRosaMove | undefined) => !!m && !!chosen && same(m, chosen);

  const location = (loc: ViewLocation, l: number) => {
    const x = colX(l);
    const target = locMove(l);
    const lines = wrap(loc.text, 25).slice(0, 4);
    const pendingHere = view.pending?.loc === l;
    const label = `Location ${letter(l)}: ${loc.name} (card ${loc.number}, side ${loc.side}): ${loc.text}${target ? ". Choose this location" : ""}`;
    const about = `${loc.name}: when a ☆ is played here, ${loc.text.charAt(0).toLowerCase()}${loc.text.slice(1)}`;
    return html`<g
      key=${"loc" + l}
      role=${target ? "button" : "img"}
      tabindex=${target ? 0 : undefined}
      aria-label=${label}
      style=${target ? "cursor:pointer" : "cursor:help"}
      ...${target ? act(() => pick(target)) : { onClick: () => setExplain(about) }}
    >
      <title>${label}</title>
      <rect x=${x} y=${locY} width=${COL_W} height=${LOC_H} rx="8" fill=${PANEL}
        stroke=${isChosen(target) ? ACCENT : target ? ACCENT : pendingHere ? ACCENT : FG}
        stroke-width=${isChosen(target) ? 4 : target ? 2.5 : pendingHere ? 2 : 1}
        stroke-dasharray=${target && !isChosen(target) ? "6 3" : undefined} />
      <text x=${x + 8} y=${locY + 17} font-size=${loc.name.length > 11 ? 10.5 : 12} font-weight="bold" fill=${FG}>${letter(l)} · ${loc.name}</text>
      <text x=${x + COL_W - 6} y=${locY + LOC_H - 6} font-size="9" text-anchor="end" fill=${MUTED}>${loc.number}${loc.side}</text>
      ${lines.map((t, i) => html`<text key=${i} x=${x + 8} y=${locY + 34 + i * 12} font-size="9.5" fill=${FG}>${t}</text>`)}
    </g>`;
  };

  const card = (c: ViewCard, loc: ViewLocation, l: number, i: number) => {
    const x = colX(l) + 4;
    const cy = cardsY + i * STEP;
    const w = COL_W - 8;
    const target = cardMove(l, i);
    const label = cardLabel(c, loc, i) + (target ? ". Choose this card" : "");
    const colour = COLOUR[c.owner] ?? MUTED;
    const score = sc?.locations[l]?.cards[i];
    return html`<g key=${"c" + l + "-" + i}>
      <g
        role=${target ? "button" : "img"}
        tabindex=${target ? 0 : undefined}
        aria-label=${label}
        style=${target ? "cursor:pointer" : undefined}
        ...${target ? act(() => pick(target)) : {}}
      >
        <title>${label}</title>
        <rect x=${x} y=${cy} width=${w} height=${CARD_H} rx="5"
          fill=${c.up || view.finished ? BG : colour} fill-opacity=${c.up || view.finished ? 1 : 0.85}
          stroke=${target || c.played ? ACCENT : colour}
          stroke-width=${isChosen(target) ? 5 : target ? 3.5 : c.played ? 3 : 2}
          stroke-dasharray=${!c.up && !target ? "4 2" : undefined} />
        <rect x=${x} y=${cy} width="8" height=${CARD_H} rx="3" fill=${colour} />
        <text x=${x + 24} y=${cy + 21} font-size="17" font-weight="bold" text-anchor="middle"
          fill=${c.up || view.finished ? FG : "#ffffff"}>${c.face === null ? "?" : faceText(c.face)}</text>
        ${!c.up && c.face !== null && !view.finished
          ? html`<text x=${x + 38} y=${cy + 12} font-size="8" fill="#ffffff">${c.known === "looked" ? "seen" : c.known === "own" ? "yours" : "known"}</text>`
          : null}
        ${c.lookedBy.length && !view.finished
          ? html`<text x=${x + 38} y=${cy + 25} font-size="8" fill=${c.up ? MUTED : "#ffffff"}>looked: ${c.lookedBy.map((s) => seatName(s)[0]).join("")}</text>`
          : null}
        ${score
          ? html`<text x=${x + w - 4} y=${cy + 19} font-size="10" text-anchor="end" fill=${FG}>${scoreFormula(score)}</text>`
          : null}
      </g>
      ${!score
        ? c.mods.map((m, k) => {
            const mm = modMove(l, i, m);
            const mx = x + w - 20 - (c.mods.length - 1 - k) * 21;
            const ml = `${m > 0 ? "+1" : "−1"} on ${cardLabel(c, loc, i)}${mm ? ". Choose this +/- card" : ""}`;
            return html`<g key=${"m" + k}
              role=${mm ? "button" : "img"} tabindex=${mm ? 0 : undefined} aria-label=${ml}
              style=${mm ? "cursor:pointer" : undefined} ...${mm ? act(() => pick(mm)) : {}}>
              <title>${ml}</title>
              <rect x=${mx} y=${cy + 7} width="19" height="16" rx="3" fill=${BG}
                stroke=${isChosen(mm) ? ACCENT : mm ? ACCENT : FG} stroke-width=${mm ? 2.5 : 1} />
              <text x=${mx + 9.5} y=${cy + 19} font-size="10" text-anchor="middle" fill=${FG}>${m > 0 ? "+1" : "−1"}</text>
            </g>`;
          })
        : null}
    </g>`;
  };

  const scoreBlock = (l: number) => {
    if (!sc) return null;
    const s = sc.locations[l]!;
    const x = colX(l);
    const totals = s.totals.flatMap((t, p) => (t === null ? [] : [`${seatName(p)[0]}${t}`])).join(" ");
    const head = s.winner === null ? "nobody" : `${seatName(s.winner)} wins`;
    const label = `${s.name}: ${s.why}`;
    return html`<g key=${"s" + l} role="img" aria-label=${label}>
      <title>${label}</title>
      <text x=${x + 4} y=${scoreY + 11} font-size="11" font-weight="bold"
        fill=${s.winner === null ? MUTED : COLOUR[s.winner]}>${head}</text>
      <text x=${x + 4} y=${scoreY + 24} font-size="10" fill=${FG}>${totals}</text>
      ${scoreLines[l]!.map((t, i) => html`<text key=${i} x=${x + 4} y=${scoreY + 37 + i * 12} font-size="9" fill=${FG}>${t}</text>`)}
    </g>`;
  };

  const handRow = (h: SubRosaView["hands"][number], p: number) => {
    const ry = handY + p * 40;
    const mine = p === seat && h.cards !== null && !view.finished;
    const name = `${seatName(p)}${p === seat ? " (you)" : ""}`;
    const won = sc ? ` · ${sc.won[p]} location${sc.won[p] === 1 ? "" : "s"}` : "";
    const owner = p === seat ? `Your hand (${seatName(p)})` : `${seatName(p)}'s hand`;
    const label = h.cards ? `${owner}: ${h.cards.map(faceWord).join(", ") || "empty"}${won}` : `${owner}: ${h.count} card${h.count === 1 ? "" : "s"}${won}`;
    const turn = view.turn === p;
    return html`<g key=${"h" + p}>
      <g role="img" aria-label=${label}><title>${label}</title>
        <rect x=${x0} y=${ry} width="10" height="30" rx="3" fill=${COLOUR[p]} />
        <text x=${x0 + 16} y=${ry + 13} font-size="12" font-weight=${turn ? "bold" : "normal"} fill=${FG}>${turn ? "▶ " : ""}${name}${won}</text>
        <text x=${x0 + 16} y=${ry + 27} font-size="10" fill=${MUTED}>${h.count} in hand${view.finished ? "" : `, ${view.toPlay[p]} to play`}</text>
      </g>
      ${(h.cards ?? []).map((f, k) => {
        const cx = x0 + 150 + k * 34;
        const can = mine && interactive && playFaces.has(f) && !view.pending;
        const sel = mine && face === f && (h.cards ?? []).indexOf(f) === k;
        const fl = `Your ${faceWord(f)} in hand${can ? ". Choose it to play" : ""}. ${f === "*" ? "A ☆ is played face-up and then the location's ability happens." : `Worth ${f}; played face-down, nobody else sees its value.`}`;
        return html`<g key=${k} role=${can ? "button" : "img"} tabindex=${can ? 0 : undefined} aria-label=${fl}
          style=${can ? "cursor:pointer" : undefined}
          ...${can ? act(() => { setFace(f); setChosen(null); }) : {}}>
          <title>${fl}</title>
          <rect x=${cx} y=${ry} width="30" height="34" rx="4" fill=${BG}
            stroke=${sel ? ACCENT : COLOUR[p]} stroke-width=${sel ? 4 : can ? 2.5 : 1.5} />
          <text x=${cx + 15} y=${ry + 23} font-size="16" font-weight="bold" text-anchor="middle" fill=${FG}>${faceText(f)}</text>
        </g>`;
      })}
    </g>`;
  };

  const supplyText = `+/- cards left: ${view.supply}${view.removed.length ? ` · removed: ${view.removed.map((r) => `${seatName(r.owner)}'s ${faceText(r.face)}`).join(", ")}` : ""}`;

  return html`<div class="subrosa-board" style="width:100%">
    <svg viewBox=${`0 0 ${W} ${H}`} width="100%" role="group" aria-label=${summary(view)}
      style=${`max-width:${Math.max(W, 640)}px;display:block;font-family:system-ui,sans-serif`}>
      <title>${summary(view)}</title>
      <rect x="0" y="0" width=${W} height=${H} fill=${BG} />
      ${statusLines.map((t, i) => html`<text key=${"st" + i} x=${W / 2} y=${20 + i * 15} font-size="13" text-anchor="middle" fill=${FG}>${t}</text>`)}
      ${view.locations.map((loc, l) => location(loc, l))}
      ${view.locations.map((loc, l) => loc.cards.map((c, i) => card(c, loc, l, i)))}
      ${view.locations.map((_, l) => scoreBlock(l))}
      ${view.hands.map((h, p) => handRow(h, p))}
      <text x=${x0} y=${footY + 12} font-size="10" fill=${MUTED} role="img" aria-label=${supplyText}>${supplyText}</text>
      ${resultLines.map((t, i) => html`<text key=${"r" + i} x=${W / 2} y=${footY + 30 + i * 16} font-size="13" font-weight="bold" text-anchor="middle" fill=${FG}>${t}</text>`)}
    </svg>
    <${ExplainSheet} text=${explain} onClose=${() => setExplain(null)} />
    ${interactive
      ? html`<div class="subrosa-controls" style="display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:6px">
          <span aria-live="polite">${chosen ? moveText(view, chosen) + "?" : hint(view, face)}</span>
          ${chosen ? html`<button type="button" onClick=${confirm} aria-label=${"Confirm: " + moveText(view, chosen)}>Confirm</button>` : null}
          ${chosen || face ? html`<button type="button" onClick=${cancel}>Cancel</button>` : null}
          ${doneMove && !chosen ? html`<button type="button" onClick=${() => pick(doneMove)} aria-label="Done: end the ability without choosing">Done</button>` : null}
        </div>`
      : null}
  </div>`;
}

function scoreFormula(c: ScoreCard): string {
  const mods = c.mods.map((m) => (m > 0 ? "+1" : "−1")).join("");
  return `${c.printed}${mods}${c.bottom ? "−1↓" : ""}=${c.value}`;
}

function statusText(v: SubRosaView, seat: number | null): string {
  if (v.finished) return "Scoring: every card revealed; the bottom card of each column counts 1 less (↓).";
  if (v.turn === null) return "";
  const who = v.turn === seat ? "You" : seatName(v.turn);
  if (v.pending) return `${who} ${v.turn === seat ? "are" : "is"} resolving ${v.pending.name}: ${v.pending.prompt}.`;
  return `${who === "You" ? "Your" : who + "'s"} turn: play an influence card below a location.`;
}

function hint(v: SubRosaView, face: Face | null): string {
  if (v.pending) return `${v.pending.name}: ${v.pending.prompt} (highlighted).`;
  if (face) return `Now choose a location for your ${faceWord(face)}.`;
  return "Choose a card from your hand.";
}

