// Random matches for 5 and 6 players (runner: property-runner.ts).
import { describe } from "vitest";
import { matchesProperty } from "./property-runner";

describe("Sleep random matches (5-6 players)", () => {
  for (const players of [5, 6]) matchesProperty(players);
});
