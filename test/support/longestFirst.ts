/**
 * The order files start in: with two at a time, a long file started last would run alone at the
 * end. Vitest orders by the durations of the last run on this machine, and on a fresh clone (no
 * such record) by file size; the files measured to take a minute or more (CI, December 2026)
 * start first either way, longest first.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST_FIRST = [
  // The CI run of 4 December 2026 (seconds under its own load: phone 472, boards 394, matchpage30
  // 293, polish 211, bots 177, endings 125, matchPage 105, restart 91, property 86, inbox 78),
  // with the browser files' own speed-ups of that day (roughly halved) taken into account.
  "test/e2e/phone.test.ts",
  "test/e2e/boards.test.ts",
  "test/worker/bots.test.ts",
  "test/e2e/matchpage30.test.ts",
  "test/e2e/polish.test.ts",
  "test/e2e/matchPage.test.ts",
  "test/e2e/restart.test.ts",
  "test/engine/conspirateurs/property.test.ts",
  "test/e2e/endings.test.ts",
  "test/e2e/inbox.test.ts",
  "test/worker/inboxFlood.test.ts",
  "test/engine/conspirateurs/completeness.test.ts",
  "test/worker/security/resigned.test.ts",
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
