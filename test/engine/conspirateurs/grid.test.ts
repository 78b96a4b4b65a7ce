/** Getting around the Conspirateurs grid: arrow keys between the cells on offer, one tab stop, the zoomed region. */
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import ConspirateursBoard from "../../../boards/conspirateurs/Board";
import { N, ZOOM_CELLS, middleCell, nextCell, regionAround, regionViewBox } from "../../../boards/conspirateurs/grid";
import { conspirateursKit } from "../helpers";
import { writtenIn } from "../../../src/shared/i18n";

const { game } = conspirateursKit;
const cell = (col: number, row: number) => (row - 1) * N + col; // column 0 = A, row 1 at the bottom

describe("Conspirateurs grid navigation", () => {
  it("an arrow goes to the nearest offered cell ahead, straight on before sideways; none ahead: stays", () => {
    const offered = [cell(4, 7), cell(5, 7), cell(8, 7), cell(4, 8), cell(6, 11), cell(4, 11)];
    expect(nextCell(offered, cell(4, 7), "ArrowRight")).toBe(cell(5, 7));
    expect(nextCell(offered, cell(5, 7), "ArrowRight")).toBe(cell(8, 7));
    expect(nextCell(offered, cell(8, 7), "ArrowRight")).toBeNull();
    expect(nextCell(offered, cell(4, 7), "ArrowUp")).toBe(cell(4, 8)); // up is towards row 17
    expect(nextCell(offered, cell(4, 8), "ArrowUp")).toBe(cell(4, 11));
    expect(nextCell(offered, cell(4, 8), "ArrowDown")).toBe(cell(4, 7));
    expect(nextCell(offered, cell(5, 7), "ArrowLeft")).toBe(cell(4, 7));
    expect(nextCell(offered, cell(5, 7), "a")).toBeNull();
  });

  it("the board is one tab stop: exactly one offered cell has tabindex 0", () => {
    const s = game.setup(2, {}, "grid");
    const markup = renderToString(h(ConspirateursBoard, { view: writtenIn("en", game.view(s, 0)), seat: 0, seats: [{ seat: 0, label: "Black", name: "A" }, { seat: 1, label: "White", name: "B" }], legal: game.legalMoves(s, 0), onMove: () => {} }));
    const buttons = markup.match(/<g [^>]*role="button"[^>]*>/g) ?? [];
    expect(buttons.length).toBe(45); // the meeting place
    expect(buttons.filter((b) => /tabindex="0"/.test(b)).length).toBe(1);
    expect(buttons.filter((b) => /tabindex="-1"/.test(b)).length).toBe(44);
  });

  it("the zoomed region is 8×8 around the selection (44 px cells on a 390 px phone) and stays on the board", () => {
    expect(ZOOM_CELLS).toBe(8);
    expect(regionAround(cell(8, 9))).toEqual({ col: 4, row: 4 });
    expect(regionAround(cell(0, 1))).toEqual({ col: 0, row: 0 });
    // Before the player goes anywhere the zoom looks at the middle of what is on offer: the meeting place's centre, I9.
    const meeting = [];
    for (let c = 4; c <= 12; c++) for (let r = 7; r <= 11; r++) meeting.push(cell(c, r));
    expect(middleCell(meeting)).toBe(cell(8, 9));
    expect(regionAround(cell(16, 17))).toEqual({ col: 9, row: 9 });
    // Row 1 is drawn at the bottom: the lowest region ends at the board's lower edge.
    expect(regionViewBox({ col: 0, row: 0 }, 24, 20)).toBe(`20 ${20 + 9 * 24} 192 192`);
  });
});
