/**
 * The order files start in: with two at a time, a long file started last would run alone at the
 * end. Vitest orders by the durations of the last run on this machine, and on a fresh clone (no
 * such record) by file size; the files measured to take half a minute or more (CI, December 2026)
 * start first either way, longest first.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST_FIRST = [
  // The fresh-clone CI runs of 4 December 2026. Evening, after that day's speed-ups (seconds under
  // the run's own load): phone 117, boards 108, restart 62, bots 59, app 50, live 45, matchpage30 44,
  // hidden 42, matchPage 39, rules 38. The order below is the one of the fastest run (792 s);
  // starting restart.test third instead was tried and was no faster.
  "test/e2e/phone.test.ts",
  "test/e2e/boards.test.ts",
  "test/worker/bots.test.ts",
  "test/e2e/matchpage30.test.ts",
  "test/e2e/polish.test.ts",
  "test/e2e/matchPage.test.ts",
  "test/e2e/restart.test.ts",
  "test/engine/conspirateurs/property.test.ts",
  "test/e2e/endings.test.ts",
  "test/worker/security/hidden.test.ts",
  "test/e2e/app.test.ts",
  "test/e2e/live.test.ts",
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((path) => f.moduleId.endsWith(`/${path}`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}
