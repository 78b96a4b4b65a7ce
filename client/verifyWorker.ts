/**
 * A Web Worker (assets/verify.js, loaded only when a player asks): checks a finished match's deal
 * with the open-source engines, the same code as scripts/verify-match.mjs (src/shared/verifyReplay.ts).
 * In: the match's replay (`GET /api/matches/:id/replay`); out: the verdict.
 */
import { getGame } from "../src/engine/registry";
import type { MatchReplay } from "../src/shared/api";
import { verifyReplay, type Verdict } from "../src/shared/verifyReplay";

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<MatchReplay>) => void) | null; postMessage(v: Verdict): void };
scope.onmessage = (e) => {
  verifyReplay(e.data, getGame).then(
    (v) => scope.postMessage(v),
    (err: unknown) => scope.postMessage({ ok: false, reason: `the check could not run: ${err instanceof Error ? err.message : String(err)}` }),
  );
};
