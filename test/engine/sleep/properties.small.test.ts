// Random matches for 2, 3 and 4 players (the runner and its policy: property-runner.ts).
import { describe } from "vitest";
import { matchesProperty } from "./property-runner";

describe("Sleep random matches (2-4 players)", () => {
  for (const players of [2, 3, 4]) matchesProperty(players);
});
