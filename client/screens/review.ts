/**
 * The review of a finished match (/m/:id/review): the board face up at any position (a slider,
 * `?at=seq` in the address so a position is linkable), beside it the same position as any seat
 * (or a spectator) saw it then, the chances of every seat drawn as a chart, and the moments that
 * changed them most, each a link with its own picture. While the room still judges the chances,
 * the page says so and asks again every few seconds.
 */
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, messageOf, type MatchResource } from "../api";
import type { MatchReview } from "../../src/shared/api";
import { useGameUi } from "../boards";
import { navigate } from "../router";
import { Notice } from "../ui";
import { ChancesChart, ChartLegend, type ChartSeat } from "./reviewChart";
import { m as t } from "../i18n/index";

const percent = (x: number) => t.percent({ n: Math.round(x * 100) });
const POLL_MS = 3000;

/** "Alice (White)", "Alice (Blanc)". */
function seatText(m: MatchResource, seat: number): string {
  const s = m.seats[seat];
  const label = s ? t.seatLabel({ label: s.label }) : t.seatNumber({ n: seat + 1 });
  return s?.name ? `${s.name} (${label})` : label;
}

/** The match and its review; the review is asked again while its chances are pending. */
function useReview(id: string) {
  const [m, setM] = useState<MatchResource | null>(null);
  const [review, setReview] = useState<MatchReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notYet, setNotYet] = useState(false);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void api<MatchResource>(`/api/matches/${id}`).then((r) => alive && setM(r), (e) => alive && setError(messageOf(e)));
    const load = () =>
      api<MatchReview>(`/api/matches/${id}/review`).then(
        (r) => {
          if (!alive) return;
          setReview(r);
          if (r.pending) timer = setTimeout(load, POLL_MS);
        },
        (e) => alive && (e instanceof ApiError && e.status === 409 ? setNotYet(true) : setError(messageOf(e))),
      );
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [id]);
  return { m, review, error, notYet };
}

/** A position's view, fetched from the history: `as` a seat, "spectator" or "all" (face up). */
function usePositionView(id: string, seq: number | null, as: string | null) {
  const [view, setView] = useState<{ key: string; view: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = `${seq}:${as}`;
  useEffect(() => {
    if (seq === null || as === null) return;
    let alive = true;
    const t = setTimeout(() => {
      api<{ view: unknown }>(`/api/matches/${id}/history?at=${seq}&as=${as}`).then(
        (r) => alive && (setView({ key, view: r.view }), setError(null)),
        (e) => alive && setError(messageOf(e)),
      );
    }, 80);
    return () => {
      alive = false;
      clearTimeout(t);
    };
  }, [id, key]);
  return { view: view?.key === key ? view.view : view ? view.view : null, error, stale: view?.key !== key };
}

export function ReviewPage({ id, at }: { id: string; at: string | null }) {
  const { m, review, error, notYet } = useReview(id);
  const ui = useGameUi(m?.game ?? null);
  const [as, setAs] = useState<string>("0");
  const positions = review?.positions ?? [];
  const wanted = at !== null && /^\d+$/.test(at) ? Number(at) : null;
  // The position shown: the one `?at=` names (or the last before it), else the end.
  let index = positions.length - 1;
  if (wanted !== null) {
    const i = positions.findIndex((p) => p.seq > wanted);
    index = i === -1 ? positions.length - 1 : Math.max(0, i - 1);
  }
  const position = positions[index] ?? null;
  const truth = usePositionView(id, position?.seq ?? null, "all");
  const seen = usePositionView(id, position?.seq ?? null, as);
  const go = (i: number) => {
    const p = positions[Math.max(0, Math.min(positions.length - 1, i))];
    if (p) navigate(`/m/${id}/review?at=${p.seq}`, { replace: true });
  };

  const title = html`<h1>${m ? t.reviewOf({ seats: m.seats.map((_, s) => seatText(m, s)) }) : t.reviewTitle()}</h1>`;
  if (notYet) {
    return html`<section>${title}<${Notice}>${t.reviewNotYet()} <a href=${`/m/${id}`}>${t.backToTheMatch()}</a>.<//></section>`;
  }
  if (error) return html`<section>${title}<${Notice} kind="error">${error}<//></section>`;
  if (!m || !review || !position) return html`<section>${title}<p class="muted">${t.loadingReview()}</p></section>`;

  const seats: ChartSeat[] = m.seats.map((_, s) => ({ seat: s, label: seatText(m, s) }));
  const bySeq = new Map(review.chances.map((c) => [c.seq, c.seats]));
  const chances = positions.map((p) => bySeq.get(p.seq) ?? null);
  const momentIndexes = review.moments.map((mo) => positions.findIndex((p) => p.seq === mo.seq));
  const now = chances[index];
  const last = positions.length - 1;
  return html`<section class="review">
    ${title}
    <p><a href=${`/m/${id}`}>${t.backToTheMatch()}</a> · ${m.outcome?.reason ?? t.finishedDot()}</p>
    ${review.pending
      ? html`<${Notice}>${t.stillJudging({ judged: review.progress.judged, positions: review.progress.positions })}<//>`
      : null}

    <div class="history review-slider">
      <label for="review-at">${t.positionAt({ index, last })}</label>
      <div class="history-row">
        <button type="button" class="secondary icon-button" aria-label=${t.oneMoveBack()} disabled=${index <= 0} onClick=${() => go(index - 1)}>‹</button>
        <input id="review-at" type="range" min="0" max=${last} step="1" value=${index} onInput=${(e: Event) => go(Number((e.target as HTMLInputElement).value))} />
        <button type="button" class="secondary icon-button" aria-label=${t.oneMoveForward()} disabled=${index >= last} onClick=${() => go(index + 1)}>›</button>
      </div>
      <p class="review-line" aria-live="polite">${position.line}</p>
    </div>

    <div class="review-boards">
      <figure class="board review-truth">
        <figcaption><strong>${t.theTruth()}</strong>${t.everythingFaceUp()}</figcaption>
        ${truth.error ? html`<${Notice} kind="error">${truth.error}<//>` : null}
        ${ui && truth.view !== null ? html`<${ui.Board} view=${truth.view} seat=${null} seats=${m.seats} />` : html`<p class="muted">${t.loading()}</p>`}
      </figure>
      <figure class="board review-seen">
        <figcaption>
          <label for="review-as"><strong>${t.asSeenBy()}</strong></label>
          <select id="review-as" value=${as} onChange=${(e: Event) => setAs((e.target as HTMLSelectElement).value)}>
            ${m.seats.map((_, s) => html`<option value=${String(s)}>${seatText(m, s)}</option>`)}
            <option value="spectator">${t.aSpectator()}</option>
          </select>
        </figcaption>
        ${seen.error ? html`<${Notice} kind="error">${seen.error}<//>` : null}
        ${ui && seen.view !== null ? html`<${ui.Board} view=${seen.view} seat=${as === "spectator" ? null : Number(as)} seats=${m.seats} />` : html`<p class="muted">${t.loading()}</p>`}
      </figure>
    </div>

    <div class="card review-chances">
      <h2>${t.chancesToWin()}</h2>
      <${ChancesChart} chances=${chances} seats=${seats} at=${index} moments=${momentIndexes.filter((i) => i >= 0)} onPick=${go} />
      <${ChartLegend} seats=${seats} />
      <p class="muted">${t.judgedBy()}</p>
      <ul class="review-now" aria-label=${t.chancesHere()}>
        ${now ? seats.map((s) => html`<li>${t.seatChance({ seat: s.label, chance: percent(now[s.seat] ?? 0) })}</li>`) : html`<li>${t.notJudgedYet()}</li>`}
      </ul>
    </div>

    <div class="card review-moments">
      <h2>${t.momentsTitle()}</h2>
      ${review.pending
        ? html`<p class="muted">${t.momentsLater()}</p>`
        : review.moments.length
          ? html`<ol>
              ${review.moments.map(
                (mo) => html`<li>
                  <a href=${`/m/${id}/review?at=${mo.seq}`} aria-current=${mo.seq === position.seq ? "true" : undefined}>${mo.why}</a>
                  ${" · "}<a href=${`/api/matches/${id}/board.png?review=on&at=${mo.seq}`} target="_blank" rel="noopener">${t.picture()}<span class="sr-only">${t.ofThisMoment()}</span></a>
                </li>`,
              )}
            </ol>`
          : html`<p class="muted">${t.noMoment()}</p>`}
    </div>

    <details class="card">
      <summary>${t.positionInNotation()}</summary>
      <p><code class="review-notation">${position.text || t.noNotation()}</code></p>
    </details>
  </section>`;
}
