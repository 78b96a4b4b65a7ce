// Random matches for 5 and 6 players, and the throughput figure (runner: property-runner.ts).
import { describe } from "vitest";
import { matchesProperty, throughput } from "./property-runner";

describe("Sleep random matches (5-6 players)", () => {
  for (const players of [5, 6]) matchesProperty(players);
  throughput();
});
