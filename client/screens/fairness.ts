/**
 * "Was the deal fair?": the match's commitment to its seed from the start, and once the match is
 * over the seed and how anyone checks it (DESIGN, "Conversation and fairness"; src/match/fairness.ts).
 */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import { api, messageOf, type MatchResource } from "../api";
import type { MatchReplay } from "../../src/shared/api";
import type { Verdict } from "../../src/shared/verifyReplay";
import { m as t } from "../i18n/index";

/** Replays the match in a Web Worker (client/verifyWorker.ts), off the page's thread. */
async function checkDeal(id: string): Promise<Verdict> {
  const replay = await api<MatchReplay>(`/api/matches/${id}/replay`);
  const worker = new Worker("/assets/verify.js", { type: "module" });
  try {
    return await new Promise<Verdict>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<Verdict>) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message || t.matchCheckerDidNotStart()));
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
    checkDeal(m.id).then(setState, (e) => setState({ ok: false, reason: t.matchCheckCouldNotRun({ detail: messageOf(e) }) }));
  };
  return html`<div class="check-deal">
    <button type="button" class="secondary" disabled=${state === "checking"} onClick=${run}>${state === "checking" ? t.matchChecking() : t.matchCheckDeal()}</button>
    <p role="status" class=${typeof state === "object" ? (state.ok ? "deal-ok" : "deal-bad") : "muted small"}>
      ${state === "idle"
        ? t.matchCheckHelp()
        : state === "checking"
          ? t.matchReplaying()
          : state.ok
            ? t.matchDealFair({ moves: state.moves })
            : t.matchDealBad({ reason: state.reason })}
    </p>
  </div>`;
}

export function FairnessPanel({ m }: { m: MatchResource }) {
  const { commitment, seed } = m.fairness;
  if (!commitment) return null;
  return html`<details class="card fairness">
    <summary><h2>${t.matchFairDeal()}</h2></summary>
    <p>${t.matchFairIntro()}</p>
    <p><code class="break">${commitment}</code></p>
    ${seed === null
      ? html`<p class="muted">${t.matchSeedLater()}</p>`
      : html`<p>${t.matchSeedWasBefore()}<code class="break">${seed}</code>${t.matchSeedWasAfter()}</p>
          <p>${t.matchHowToCheck()}</p>
          <${CheckDeal} m=${m} />
          <p class="muted small">${t.matchInATerminal()}<code class="break">node scripts/verify-match.mjs ${m.urls.match}</code></p>
          <p><a href=${`/api/matches/${m.id}/replay`}>${t.matchTheReplay()}</a>${t.matchReplayWhat()}</p>`}
  </details>`;
}
