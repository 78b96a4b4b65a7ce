/** Getting around the Sleepers map by keyboard (boards/sleepers/map.ts `nextHex`): the arrow keys between the hexes on offer. */
import { describe, expect, it } from "vitest";
import { CELLS, nextHex } from "../../../boards/sleepers/map";

const ALL = CELLS.map((c) => c.label);
const row = (label: string) => CELLS.find((c) => c.label === label)!.row;

describe("Sleepers map navigation", () => {
  it("Left and Right keep to the row, to the next hex on offer; none ahead: null", () => {
    expect(nextHex(ALL, "E3", "ArrowRight")).toBe("E4");
    expect(nextHex(ALL, "E4", "ArrowLeft")).toBe("E3");
    expect(nextHex(["E1", "E5", "D2"], "E1", "ArrowRight")).toBe("E5");
    expect(nextHex(ALL, "E1", "ArrowLeft")).toBeNull();
    expect(nextHex(ALL, "E1", "Enter")).toBeNull();
  });

  it("Up and Down go to the next row, and back: pressing on keeps to a line", () => {
    for (const from of ["E5", "C3", "G2"]) {
      const up = nextHex(ALL, from, "ArrowUp")!;
      expect(row(up)).toBe(row(from) - 1);
      expect(nextHex(ALL, up, "ArrowDown")).toBe(from);
    }
    // From the middle row to the top and back down: one hex a row, never skipping a row.
    let at = "E5";
    const path = [at];
    for (let next = nextHex(ALL, at, "ArrowUp"); next; next = nextHex(ALL, at, "ArrowUp")) path.push((at = next));
    expect(path.map(row)).toEqual([4, 3, 2, 1, 0]);
  });

  it("goes only to hexes on offer", () => {
    const offered = ["A1", "I5"];
    for (const key of ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]) {
      const to = nextHex(offered, "E5", key);
      if (to !== null) expect(offered).toContain(to);
    }
    expect(nextHex(offered, "E5", "ArrowUp")).toBe("A1");
    expect(nextHex(offered, "E5", "ArrowDown")).toBe("I5");
  });
});
