/**
 * "Was the deal fair?": the match's commitment to its seed from the start, and once the match is
 * over the seed and how anyone checks it (DESIGN, "Conversation and fairness"; src/match/fairness.ts).
 */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { api, messageOf, type MatchResource } from "../api";
import type { MatchReplay } from "../../src/shared/api";
import type { Verdict } from "../../src/shared/verifyReplay";

/** Replays the match in a Web Worker (client/verifyWorker.ts), off the page's thread. */
async function checkDeal(id: string): Promise<Verdict> {
  const replay = await api<MatchReplay>(`/api/matches/${id}/replay`);
  const worker = new Worker("/assets/verify.js", { type: "module" });
  try {
    return await new Promise<Verdict>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<Verdict>) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message || "the checker did not start"));
      worker.postMessage(replay);
    });
  } finally {
    worker.terminate();
  }
}

/** "Check this deal": the commitment and the replay, checked in this browser. */
function CheckDeal({ m }: { m: MatchResource }) {
  const [state, setState] = useState<"idle" | "checking" | Verdict>("idle");
  const run = () => {
    setState("checking");
    checkDeal(m.id).then(setState, (e) => setState({ ok: false, reason: `the check could not run: ${messageOf(e)}` }));
  };
  return html`<div class="check-deal">
    <button type="button" class="secondary" disabled=${state === "checking"} onClick=${run}>${state === "checking" ? "Checking…" : "Check this deal"}</button>
    <p role="status" class=${typeof state === "object" ? (state.ok ? "deal-ok" : "deal-bad") : "muted small"}>
      ${state === "idle"
        ? "Checks both, here in your browser, with the same open-source code."
        : state === "checking"
          ? "Replaying every move from the seed…"
          : state.ok
            ? `Fair: the seed's SHA-256 is the value published from the start, and replaying its ${state.moves} moves from it reaches this final position.`
            : `This deal does not check out: ${state.reason}.`}
    </p>
  </div>`;
}

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
          <p>To check it: its SHA-256 must be the value above, and replaying every move from it must reach the final position.</p>
          <${CheckDeal} m=${m} />
          <p class="muted small">Or with the open-source code in a terminal: <code class="break">node scripts/verify-match.mjs ${m.urls.match}</code></p>
          <p><a href=${`/api/matches/${m.id}/replay`}>The replay</a> (the seed and every move, as JSON).</p>`}
  </details>`;
}
