/**
 * The Sleep board: every player's sleep track, tokens and hand size, the night's clock, who has
 * decided in the current (simultaneous) phase, what was revealed, and the viewer's own hand.
 * Drawn from the view JSON only. A decision is built by pointing or keyboard (Tab, Enter/Space):
 * cards in order (sleep phase), a card then an opponent (wake, REM), or the cards to discard;
 * then Send sends the matching entry of `legal` verbatim (Clear is its Undo). That Send is the
 * move's one confirmation (client/prefs.ts): the page does not hold it again; a selection no other
 * decision can grow from is handed over at once, and the page holds that one for its Send.
 */
import { html } from "htm/preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Board, BoardProps, MatchEnd } from "../board";
import { DECIDED, ExplainSheet, activation, matchEndText, wrap } from "../kit";
import { boardWords, withNamesIn, type BoardWords } from "../i18n/index";
import type { Locale } from "../../src/shared/locale";
import type { Move, View as EngineView, ViewCard, ViewPhaseRecord } from "../../src/engine/sleep/types";
import type { Written } from "../../src/engine/text";
import { THEME } from "../colours";

/** The view as the room sends it: its texts written in the reader's language. */
type View = Written<EngineView>;

const W = 400;
/** The prompt's characters a line (12-unit text, 10 units of margin each side), and its line height. */
const PROMPT_CHARS = 58;
const PROMPT_LINE = 15;
const ROW = 60;
const TOP = 46;
const CARD_W = 72;
const CARD_H = 106;
/** Tall enough to stay a 44 px target when a phone shrinks the board to its width. */
const BTN_H = 56;

const FG = THEME.fg;
const BG = THEME.bg;
const MUTED = THEME.muted;
const ACCENT = THEME.accent;
const LINE = THEME.line;
const TYPE_COLOUR: Record<string, string> = {
  F: "var(--sleep-f, #5b4bb7)",
  S: "var(--sleep-s, #2f7d4a)",
  R: "var(--sleep-r, #9a3fa6)",
  W: "var(--sleep-w, #b83a3a)",
  Z: "var(--sleep-z, #b5651d)",
};
function seatLabel(p: Pick<BoardProps, "seats">, seat: number, w: BoardWords): string {
  const s = p.seats[seat];
  return s?.name || (s?.label ? w.colour(s.label) : "") || w.player(seat + 1);
}

/** A card's name in the reader's language, from its code (the view's catalogue names it in English). */
function nameOf(view: View, code: string, w: BoardWords): string {
  const name = view.catalog.find((c) => c.code === code)?.name;
  return name === undefined ? code : w.sleep.card(code, name);
}

function words(view: View, m: Move, seat: number, label: (s: number) => string, w: BoardWords): string {
  switch (m.kind) {
    case "pass":
      return w.sleep.noCard;
    case "sleep":
      return m.cards.map((c) => nameOf(view, c, w)).join(w.sleep.then);
    case "wake":
      return w.sleep.on(nameOf(view, m.card, w), label(m.target));
    case "rem":
      return w.sleep.on(nameOf(view, m.card, w), m.target === seat ? w.sleep.self : label(m.target));
    case "discard":
      return w.sleep.discarded(m.cards.map((c) => nameOf(view, c, w)).join(", "));
  }
}

/** The latest resolved phase, with its turn. */
function lastPhase(view: View): { turn: number; rec: ViewPhaseRecord } | null {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const r = view.log[i]!;
    const rec = r.phases[r.phases.length - 1];
    if (rec) return { turn: r.turn, rec };
  }
  return null;
}

/** One-line description of the position, for screen readers and previews. */
export function summary(view: View, ended?: MatchEnd | null, locale?: Locale): string {
  const w = boardWords(locale);
  const over = !!view.outcome || !!ended;
  const seats = view.seats
    .map((s) => w.sleep.seatSummary(w.player(s.seat + 1), s.stage, s.tokens, s.handSize, s.deciding && !over ? s.decided : null))
    .join(w.sleep.seatsSep);
  const head = view.outcome
    ? w.sleep.nightOver(view.outcome.reason)
    : ended
      ? `${w.sleep.turnOf(view.turn, view.turns, view.clock)}. ${matchEndText(ended, (s) => w.player(s + 1), w)}`
      : `${w.sleep.turnOf(view.turn, view.turns, view.clock)}, ${w.sleep.phase(view.phase).toLowerCase()}${view.waiting ? w.sleep.waitingForDecisions : ""}.`;
  return `${head} ${seats}. ${w.sleep.deck(view.deckSize, view.discardSize)}`;
}

/**
 * What a row says once the night is over: the winners' scoring (their tokens, and what the last
 * turn brought them), the others' distance to the best.
 */
function endStatus(view: View, seat: number, w: BoardWords): string {
  const best = Math.max(...view.seats.map((s) => s.tokens));
  const mine = view.seats[seat]!.tokens;
  if (mine < best) return w.sleep.behind(best - mine);
  return w.sleep.best(view.outcome!.draw || view.outcome!.winners.length > 1, mine);
}

/** What the last turn's score phase gave this seat ("last turn +5, with the REM bonus"), after the end. */
function lastScore(view: View, seat: number, w: BoardWords): string {
  const last = view.log[view.log.length - 1];
  const gained = last?.scored?.[seat];
  return gained == null ? "" : w.sleep.lastScore(gained, !!last!.bonus?.[seat]);
}

/** A decision being built: cards in order, a target seat, or "no card". */
export type Sel = { cards: string[]; target: number | null; pass: boolean };
export const EMPTY: Sel = { cards: [], target: null, pass: false };

function sameMove(a: Move, sel: Sel): boolean {
  if (sel.pass) return a.kind === "pass";
  switch (a.kind) {
    case "pass":
      return false;
    case "sleep":
      return a.cards.length === sel.cards.length && a.cards.every((c, i) => c === sel.cards[i]);
    case "wake":
    case "rem":
      return sel.cards.length === 1 && a.card === sel.cards[0] && a.target === sel.target;
    case "discard":
      return a.cards.length === sel.cards.length && a.cards.every((c) => sel.cards.includes(c));
  }
}

/** Can the selection still grow into this legal move? */
function consistent(a: Move, sel: Sel): boolean {
  switch (a.kind) {
    case "pass":
      return sel.cards.length === 0;
    case "sleep":
      return sel.cards.length <= a.cards.length && sel.cards.every((c, i) => a.cards[i] === c);
    case "wake":
    case "rem":
      return (sel.cards.length === 0 || a.card === sel.cards[0]) && (sel.target === null || a.target === sel.target);
    case "discard":
      return sel.cards.every((c) => a.cards.includes(c));
  }
}

const targeted = (phase: string) => phase === "wake" || phase === "rem";

/** The selection after choosing (or, when discarding, un-choosing) a card. */
export function withCard(phase: string, sel: Sel, code: string): Sel {
  if (phase === "discard")
    return { ...sel, cards: sel.cards.includes(code) ? sel.cards.filter((c) => c !== code) : [...sel.cards, code] };
  if (targeted(phase)) return { cards: [code], target: null, pass: false };
  return { ...sel, cards: [...sel.cards, code] };
}

/** May this card be chosen now (only if a legal decision can still be reached)? */
export function cardChoosable(legal: Move[], phase: string, sel: Sel, code: string): boolean {
  if (sel.pass) return false;
  if (phase === "discard" && sel.cards.includes(code)) return true;
  if (sel.cards.includes(code)) return false;
  const next = withCard(phase, sel, code);
  return legal.some((m) => m.kind !== "pass" && consistent(m, next));
}

/** May this seat be aimed at now? */
export function seatChoosable(legal: Move[], phase: string, sel: Sel, seat: number): boolean {
  return (
    !sel.pass && sel.cards.length === 1 && targeted(phase) &&
    legal.some((m) => (m.kind === "wake" || m.kind === "rem") && m.card === sel.cards[0] && m.target === seat)
  );
}

/** The selection a held move stands for ("confirm moves"), to draw it. */
function selOf(m: Move): Sel {
  switch (m.kind) {
    case "pass":
      return { ...EMPTY, pass: true };
    case "wake":
    case "rem":
      return { cards: [m.card], target: m.target, pass: false };
    default:
      return { cards: m.cards, target: null, pass: false };
  }
}

/** The legal move the selection completes, when no other decision can grow from it (it is then made at once). */
function completed(legal: Move[], sel: Sel): Move | null {
  const m = chosenMove(legal, sel);
  return m && (sel.pass || !legal.some((o) => o !== m && o.kind !== "pass" && consistent(o, sel))) ? m : null;
}

/** The entry of `legal` the selection stands for, if complete. */
export function chosenMove(legal: Move[], sel: Sel): Move | null {
  return legal.find((m) => sameMove(m, sel)) ?? null;
}

function Button(props: { x: number; y: number; w: number; label: string; aria: string; enabled: boolean; primary?: boolean; onClick: () => void; words: BoardWords }) {
  const { x, y, w, label, aria, enabled, primary, onClick } = props;
  if (!enabled)
    return html`<g aria-label=${aria + props.words.sleep.notAvailable} role="img" opacity="0.45">
      <rect x=${x} y=${y} width=${w} height=${BTN_H} rx="6" fill="none" stroke=${LINE} />
      <text x=${x + w / 2} y=${y + BTN_H / 2 + 5} text-anchor="middle" font-size="13" fill=${MUTED} aria-hidden="true">${label}</text>
    </g>`;
  // The word is drawn over the button, outside it, so that the button's name is `aria` alone.
  return html`<g><g role="button" tabindex="0" aria-label=${aria} style="cursor:pointer" ...${activation(onClick)}>
    <rect x=${x} y=${y} width=${w} height=${BTN_H} rx="6" fill=${primary ? ACCENT : BG} stroke=${ACCENT} stroke-width="1.5" />
  </g><text x=${x + w / 2} y=${y + BTN_H / 2 + 5} text-anchor="middle" font-size="13" font-weight="600" fill=${primary ? THEME.accentFg : ACCENT} aria-hidden="true" pointer-events="none">${label}</text></g>`;
}

/** Card name on up to three lines. */
const nameLines = (name: string): string[] => wrap(name, 10).slice(0, 3);

function SleepBoard(props: BoardProps<View, Move>) {
  const { view, legal, onMove, busy } = props;
  const w = boardWords(props.locale);
  // A match ended by a resignation, a timeout, a draw or a cancel: its position has no outcome of its own.
  const ended = view.outcome ? null : (props.ended ?? null);
  const [chosenSel, setChosenSel] = useState<Sel>(EMPTY);
  // A held move is drawn as the selection it was; a complete selection is the move (sent, or held).
  const sel = props.pending ? selOf(props.pending) : chosenSel;
  const setSel = (next: Sel) => {
    const done = onMove && legal ? completed(legal, next) : null;
    if (done) {
      setChosenSel(EMPTY);
      onMove!(done);
    } else setChosenSel(next);
  };
  const [explain, setExplain] = useState<string | null>(null);
  // A card chosen stops being a button when it cannot be chosen again (the sleep and aimed phases):
  // the focus goes on to what comes next, a player to aim it at (above the hand), else the next card
  // to choose, else Send, never to <body>. `fromCard`: the hand's index of the card just chosen.
  // A layout effect: it runs as the board redraws, before the match page's general keeper
  // (client/screens/matchFocus.ts), which would otherwise put the focus on the first target.
  const root = useRef<HTMLDivElement>(null);
  const fromCard = useRef<number | null>(null);
  useLayoutEffect(() => {
    const i = fromCard.current, el = root.current;
    fromCard.current = null;
    if (i === null || !el) return;
    const at = document.activeElement;
    if (at && at !== document.body && el.contains(at) && at.hasAttribute("tabindex")) return;
    const buttons = [...el.querySelectorAll<SVGElement>("svg [role=button][tabindex='0']")];
    const slot = el.querySelectorAll(".sleep-card")[i];
    const isCard = (b: Element) => b.classList.contains("sleep-card");
    const before = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const next =
      buttons.find((b) => !isCard(b) && slot && before(b, slot)) ??
      buttons.find((b) => isCard(b) && slot && before(slot, b)) ??
      buttons.find(isCard) ??
      buttons.filter((b) => !isCard(b)).pop();
    next?.focus();
  });
  const label = (s: number) => seatLabel(props, s, w);
  const interactive = !!onMove && !!legal && legal.length > 0 && !busy && view.yourDecision === null;
  const chosen = interactive ? chosenMove(legal!, sel) : null;
  const phase = view.phase;
  const you = view.you;

  const cardClickable = (code: string): boolean => interactive && cardChoosable(legal!, phase, sel, code);
  const clickCard = (code: string) => {
    if (cardClickable(code)) setSel(withCard(phase, sel, code));
  };
  const targetable = (seat: number): boolean => interactive && seatChoosable(legal!, phase, sel, seat);

  const rows = view.seats.map((s) => {
    const y = TOP + s.seat * ROW;
    const isYou = s.seat === you;
    // SP-5: null is "not yours to know" (another player's status): nothing is claimed for that seat.
    const won = !!view.outcome && view.outcome.winners.includes(s.seat);
    const status = view.outcome ? endStatus(view, s.seat, w) : ended ? "" : s.deciding === null ? "" : s.deciding ? (s.decided ? w.sleep.decidedMark : w.sleep.deciding) : w.sleep.noChoice;
    const last = lastPhase(view);
    const play = last?.rec.plays[s.seat];
    const revealedHand = view.revealed?.hands[s.seat];
    const note = revealedHand
      ? [view.outcome ? lastScore(view, s.seat, w) : "", w.sleep.held(revealedHand.map((c) => nameOf(view, c, w)).join(", "))].filter(Boolean).join(" · ")
      : play
        ? w.sleep.played(w.sleep.phaseShort(last!.rec.phase), last!.turn, words(view, play, s.seat, label, w), last!.rec.returned.includes(s.seat))
        : "";
    const track = [0, 1, 2, 3, 4].map((st) => {
      const here = s.stage === st;
      return html`<g>
        <rect x=${150 + st * 30} y=${y + 8} width="26" height="22" rx="4" fill=${here ? ACCENT : "none"} stroke=${LINE} />
        <text x=${163 + st * 30} y=${y + 24} text-anchor="middle" font-size="12" fill=${here ? THEME.accentFg : MUTED}>${st}</text>
      </g>`;
    });
    const aria = `${w.sleep.seatAria(label(s.seat), isYou, view.first === s.seat, s.stage, s.tokens, s.handSize)}${status ? ", " + status : ""}${note ? w.sleep.last + note : ""}${won ? ` ${w.decided}` : ""}`;
    const canTarget = targetable(s.seat);
    const picked = sel.target === s.seat;
    const body = html`
      <rect x="2" y=${y + 1} width=${W - 4} height=${ROW - 4} rx="8" pointer-events="all"
        fill=${picked ? "var(--highlight, rgba(58,99,201,0.18))" : won ? DECIDED.fill : "none"} fill-opacity=${won ? DECIDED.fillOpacity : 1}
        stroke=${canTarget || picked ? ACCENT : won ? DECIDED.edge : isYou ? LINE : "none"} stroke-width=${picked ? 3.5 : canTarget ? 2 : won ? DECIDED.width : 1} stroke-dasharray=${canTarget && !picked ? "5 3" : "none"} />
      <text x="10" y=${y + 19} font-size="14" font-weight=${isYou ? "700" : "500"} fill=${FG}>${label(s.seat)}${isYou ? w.you : ""}${view.first === s.seat ? " ★" : ""}</text>
      <text x="10" y=${y + 36} font-size="11" font-weight=${won ? "700" : "400"} fill=${won ? FG : s.deciding && !s.decided ? ACCENT : MUTED}>${status}</text>
      ${track}
      <text x="310" y=${y + 19} font-size="14" font-weight="700" fill=${FG}>${s.tokens}</text>
      <text x="310" y=${y + 34} font-size="10" fill=${MUTED}>${w.sleep.tokens}</text>
      <text x="356" y=${y + 19} font-size="14" fill=${FG}>${s.handSize}</text>
      <text x="356" y=${y + 34} font-size="10" fill=${MUTED}>${w.sleep.cards}</text>
      <text x="10" y=${y + 51} font-size="10.5" fill=${MUTED}>${note.length > 66 ? note.slice(0, 65) + "…" : note}</text>`;
    if (canTarget)
      return html`<g role="button" tabindex="0" style="cursor:pointer" aria-label=${w.sleep.aimAt(aria)} aria-pressed=${picked ? "true" : "false"}
        ...${activation(() => setSel({ ...sel, target: s.seat }))}>${body}</g>`;
    return html`<g role="img" aria-label=${aria}>${body}</g>`;
  });

  // The viewer's hand.
  const handY = TOP + view.seats.length * ROW + 30;
  const hand: ViewCard[] = view.hand ?? [];
  const cards = hand.map((c, i) => {
    const x = 8 + i * (CARD_W + 6);
    const order = sel.cards.indexOf(c.code);
    const can = cardClickable(c.code);
    const mark = order >= 0 ? (phase === "sleep" ? String(order + 1) : "✓") : "";
    const name = nameOf(view, c.code, w);
    const about = w.sleep.explain(name, c.type);
    const band = w.sleep.band(c.type);
    const long = band.length > 9; // squeezed to fit the card
    const aria = w.sleep.cardAria(name, w.sleep.typeName(c.type), order >= 0 ? order : null, phase === "sleep");
    const shape = html`
      <rect x=${x} y=${handY} width=${CARD_W} height=${CARD_H} rx="7" fill=${BG} stroke=${order >= 0 ? ACCENT : TYPE_COLOUR[c.type]} stroke-width=${order >= 0 ? 3 : 1.5} />
      <rect x=${x} y=${handY} width=${CARD_W} height="20" rx="7" fill=${TYPE_COLOUR[c.type]} />`;
    // The card's words are drawn over the button, outside it: its accessible name is its label.
    const words = html`<g aria-hidden="true" pointer-events="none">
      <text x=${x + CARD_W / 2} y=${handY + 14} text-anchor="middle" font-size=${long ? 9.5 : 10.5} font-weight="700" fill="#ffffff"
        textLength=${long ? CARD_W - 10 : undefined} lengthAdjust="spacingAndGlyphs" aria-hidden="true">${band}</text>
      ${nameLines(name).map((l, k) => html`<text x=${x + CARD_W / 2} y=${handY + 38 + k * 14} text-anchor="middle" font-size="11" fill=${FG} aria-hidden="true">${l}</text>`)}
      ${mark ? html`<circle cx=${x + CARD_W / 2} cy=${handY + CARD_H - 14} r="9" fill=${ACCENT} /><text x=${x + CARD_W / 2} y=${handY + CARD_H - 10} text-anchor="middle" font-size="11" fill="#ffffff" aria-hidden="true">${mark}</text>` : null}</g>`;
    if (can)
      // The tooltip sits on a wrapper: inside the button its text would count as the button's visible text.
      return html`<g><title>${about}</title><g class="sleep-card" role="button" tabindex="0" style="cursor:pointer" aria-label=${(order >= 0 ? w.sleep.unselect : w.sleep.choose) + aria} aria-description=${about} aria-pressed=${order >= 0 ? "true" : "false"}
        ...${activation(() => (setExplain(about), (fromCard.current = i), clickCard(c.code)))}>${shape}</g>${words}</g>`;
    return html`<g class="sleep-card" role="img" aria-label=${aria} style="cursor:help" onClick=${() => setExplain(about)} opacity=${interactive && order < 0 ? 0.55 : 1}><title>${about}</title>${shape}${words}</g>`;
  });

  // Prompt and controls.
  const waiting = view.seats.filter((s) => s.deciding && !s.decided).map((s) => label(s.seat));
  let prompt: string;
  if (view.outcome) prompt = withNamesIn(w, view.outcome.reason, props.seats);
  else if (ended) prompt = matchEndText(ended, label, w);
  else if (props.pending) prompt = w.yourMoveIs(words(view, props.pending, you ?? 0, label, w));
  else if (you !== null && view.yourDecision) prompt = w.sleep.chose(words(view, view.yourDecision, you, label, w), waiting);
  else if (interactive) prompt = w.sleep.prompt(phase);
  else prompt = waiting.length ? w.sleep.waitingFor(waiting) : view.waiting ? w.sleep.waiting : "";
  const ctrlY = handY + (hand.length ? CARD_H + 14 : 0);
  const canPass = interactive && legal!.some((m) => m.kind === "pass") && sel.cards.length === 0 && !sel.pass;
  const controls = interactive
    ? html`
        <${Button} x=${8} y=${ctrlY} w=${90} label=${w.sleep.pass} aria=${w.sleep.passAria} words=${w} enabled=${canPass} onClick=${() => setSel({ ...EMPTY, pass: true })} />
        <${Button} x=${106} y=${ctrlY} w=${90} label=${w.sleep.clear} aria=${w.sleep.clearAria} words=${w} enabled=${sel.cards.length > 0 || sel.pass || sel.target !== null} onClick=${() => setChosenSel(EMPTY)} />
        <${Button} x=${204} y=${ctrlY} w=${188} primary=${true} words=${w}
          label=${chosen?.kind === "pass" ? w.sleep.sendNoCard : w.send}
          aria=${chosen ? w.sleep.sendWhat(words(view, chosen, you ?? 0, label, w)) : w.sleep.sendFirst}
          enabled=${!!chosen} onClick=${() => chosen && (setChosenSel(EMPTY), onMove!(chosen, { confirmed: true }))} />`
    : null;
  // The prompt on as many lines as it needs (French is longer): an SVG text does not wrap by itself.
  const promptLines = wrap(prompt, PROMPT_CHARS);
  const height = ctrlY + (interactive ? BTN_H + 10 : 8) + 20 + Math.max(0, promptLines.length - 1) * PROMPT_LINE;

  const described = withNamesIn(w, summary(view, ended, props.locale), props.seats);
  const phaseTitle = ended ? (ended.cancelled ? w.sleep.cancelled : w.sleep.matchOver) : w.sleep.phase(phase);
  return html`<div class="sleep-board" ref=${root}><svg viewBox=${`0 0 ${W} ${height}`} width="100%" role="group" aria-label=${described}
      style=${`max-width:min(640px, (100vh - 15rem) * ${(W / height).toFixed(3)});font-family:system-ui,sans-serif;background:${BG};color:${FG}`} xmlns="http://www.w3.org/2000/svg">
    <title>${described}</title>
    <g role="img" aria-label=${w.sleep.clockAria(view.turn, view.turns, view.clock, phaseTitle, view.deckSize, view.discardSize)}>
      <text x="10" y="20" font-size="16" font-weight="700" fill=${FG}>${view.clock}</text>
      <text x="68" y="20" font-size="13" fill=${FG}>${w.sleep.turnLine(view.turn, view.turns, phaseTitle)}</text>
      <text x="10" y="37" font-size="11" fill=${MUTED}>${w.sleep.legend(view.deckSize, view.discardSize)}</text>
    </g>
    ${rows}
    ${view.hand
      ? html`<text x="10" y=${handY - 10} font-size="12" font-weight="600" fill=${FG}>${w.yourHand}</text>${cards}`
      : null}
    ${controls}
    <text x="10" y=${height - 8 - Math.max(0, promptLines.length - 1) * PROMPT_LINE} font-size="12" class=${props.pending ? "held-move" : undefined} font-weight=${props.pending ? "700" : undefined} fill=${interactive || props.pending ? ACCENT : MUTED} aria-live="polite">${promptLines.map(
      (line, i) => html`<tspan x="10" dy=${i ? PROMPT_LINE : 0}>${i < promptLines.length - 1 ? `${line} ` : line}</tspan>`,
    )}</text>
  </svg><${ExplainSheet} text=${explain} onClose=${() => setExplain(null)} w=${w} /></div>`;
}

const BoardComponent: Board<View, Move> = SleepBoard;
export default BoardComponent;
