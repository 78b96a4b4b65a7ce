/**
 * "Was the deal fair?": the match's commitment to its seed from the start, and once the match is
 * over the seed and how anyone checks it (DESIGN, "Conversation and fairness"; src/match/fairness.ts).
 */
import { html } from "htm/preact";
import type { MatchResource } from "../api";

export function FairnessPanel({ m }: { m: MatchResource }) {
  const { commitment, seed } = m.fairness;
  if (!commitment) return null;
  return html`<details class="card fairness">
    <summary><h2>Fair deal</h2></summary>
    <p>Every shuffle of this match comes from one secret seed, fixed when the match was created. Its SHA-256 was published from the start:</p>
    <p><code class="break">${commitment}</code></p>
    ${seed === null
      ? html`<p class="muted">The seed itself is revealed when the match is over, so that nobody can use it while it matters.</p>`
      : html`<p>The match is over; the seed was <code class="break">${seed}</code>.</p>
          <p>To check it: its SHA-256 must be the value above, and replaying every move from it must reach the final position. The open-source code does both:</p>
          <p><code class="break">node scripts/verify-match.mjs ${m.urls.match}</code></p>
          <p><a href=${`/api/matches/${m.id}/replay`}>The replay</a> (the seed and every move, as JSON).</p>`}
  </details>`;
}
