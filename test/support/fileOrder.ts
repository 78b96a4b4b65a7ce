/**
 * The order files start in, two at a time. First the files measured to take half a minute or more
 * (CI, December 2026), longest first: one started last would run alone at the end. Then the rest,
 * one file of each project in turn: a worker file spends its start-up waiting on round trips
 * between workerd and vitest (in a fresh-clone run whose last 46 files were worker files, the CPUs
 * were 12–18 % idle for those minutes against 1–2 % before), so it is paired with a browser or an
 * engine file, which keep the CPUs busy.
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

export default class FileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = LONGEST_FIRST.flatMap((path) => sorted.filter((f) => f.moduleId.endsWith(`/${path}`)));
    const byProject = new Map<string, TestSpecification[]>();
    for (const f of sorted) {
      if (first.includes(f)) continue;
      byProject.set(f.project.name, [...(byProject.get(f.project.name) ?? []), f]);
    }
    const mixed: TestSpecification[] = [];
    while (mixed.length + first.length < sorted.length) {
      for (const queue of byProject.values()) {
        const next = queue.shift();
        if (next) mixed.push(next);
      }
    }
    return [...first, ...mixed];
  }
}
