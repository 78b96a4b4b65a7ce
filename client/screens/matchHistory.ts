/**
 * Looking back: a slider over the positions a player would call moves (./moves.ts) and the
 * read-only board of the one looked at.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, messageOf, type MatchResource } from "../api";
import { useGameUi } from "../boards";
import { Notice } from "../ui";

/** "the start", "move 3 of 40": where a position is, in a player's words. */
function placeText(move: number, moves: number): string {
  return move === 0 ? "the start" : `move ${move} of ${moves}`;
}

/**
 * The slider over `positions`; its last step is the current position. `at` is the seq looked at
 * (null: now); `onChange` gets the seq of the chosen position, null for now.
 */
export function HistorySlider({ positions, at, onChange }: { positions: number[]; at: number | null; onChange: (seq: number | null) => void }) {
  const last = positions.length - 1;
  const move = at === null ? last : Math.max(0, positions.indexOf(at));
  const go = (n: number) => onChange(n >= last ? null : positions[Math.max(0, n)]!);
  const where = move >= last ? "the current position" : move === 0 ? placeText(move, last) : `the position after ${placeText(move, last)}`;
  return html`<div class="history">
    <label for="history">Look back: ${where}</label>
    <div class="history-row">
      <button type="button" class="secondary icon-button" aria-label="One move back" disabled=${move <= 0} onClick=${() => go(move - 1)}>‹</button>
      <input id="history" type="range" min="0" max=${last} step="1" value=${move} onInput=${(e: Event) => go(Number((e.target as HTMLInputElement).value))} />
      <button type="button" class="secondary icon-button" aria-label="One move forward" disabled=${move >= last} onClick=${() => go(move + 1)}>›</button>
      ${move < last ? html`<button type="button" class="secondary" onClick=${() => go(last)}>Now</button>` : null}
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
  return html`<div class="board history-board" aria-label=${move === 0 ? "Position at the start" : `Position after move ${move}`}>
    <p class="history-note">Looking back at ${placeText(move, moves)}. Moves are off until you return to now.</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${h && h.view !== null ? html`<${ui.Board} view=${h.view} seat=${m.you} seats=${m.seats} />` : h ? html`<p class="muted">No board yet at this point (the match was waiting for players).</p>` : html`<p class="muted">Loading…</p>`}
  </div>`;
}
