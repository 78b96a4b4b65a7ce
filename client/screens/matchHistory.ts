/**
 * Looking back: a slider over the positions a player would call moves (./moves.ts) and the
 * read-only board of the one looked at.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, messageOf, type MatchResource } from "../api";
import { useGameUi } from "../boards";
import { Notice } from "../ui";
import { m as t } from "../i18n/index";

/**
 * The slider over `positions`; its last step is the current position. `at` is the seq looked at
 * (null: now); `onChange` gets the seq of the chosen position, null for now.
 */
export function HistorySlider({ positions, at, onChange }: { positions: number[]; at: number | null; onChange: (seq: number | null) => void }) {
  const last = positions.length - 1;
  const move = at === null ? last : Math.max(0, positions.indexOf(at));
  const go = (n: number) => onChange(n >= last ? null : positions[Math.max(0, n)]!);
  const where = t.matchHistoryWhere({ move, last });
  return html`<div class="history">
    <label for="history">${t.matchLookBack({ where })}</label>
    <div class="history-row">
      <button type="button" class="secondary icon-button" aria-label=${t.matchOneMoveBack()} disabled=${move <= 0} onClick=${() => go(move - 1)}>‹</button>
      <input id="history" type="range" min="0" max=${last} step="1" value=${move} onInput=${(e: Event) => go(Number((e.target as HTMLInputElement).value))} />
      <button type="button" class="secondary icon-button" aria-label=${t.matchOneMoveForward()} disabled=${move >= last} onClick=${() => go(move + 1)}>›</button>
      ${move < last ? html`<button type="button" class="secondary" onClick=${() => go(last)}>${t.matchNow()}</button>` : null}
    </div>
  </div>`;
}

/** The position after event `at` (move `move` of `moves`), read-only. */
export function HistoryBoard({ m, at, move, moves }: { m: MatchResource; at: number; move: number; moves: number }) {
  const [h, setH] = useState<{ seq: number; view: unknown; status: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const t = setTimeout(() => {
      api<{ seq: number; view: unknown; status: string }>(`/api/matches/${m.id}/history?at=${at}`).then(
        (r) => alive && (setH(r), setError(null)),
        (e) => alive && setError(messageOf(e)),
      );
    }, 120);
    return () => {
      alive = false;
      clearTimeout(t);
    };
  }, [at, m.id]);
  const ui = useGameUi(m.game)!; // the match page shows the history only once the board is in
  return html`<div class="board history-board" aria-label=${t.matchPositionAt({ move })}>
    <p class="history-note">${t.matchLookingBackAt({ move, moves })}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${h && h.view !== null ? html`<${ui.Board} view=${h.view} seat=${m.you} seats=${m.seats} />` : h ? html`<p class="muted">${t.matchNoBoardYet()}</p>` : html`<p class="muted">${t.loading()}</p>`}
  </div>`;
}
