// Draws the pictures of the Sleepers, Sleep and Sub Rosa boards that the rules pages show
// (docs/rules/<game>-board.svg) with the boards themselves, from a position reached by a few
// seeded moves, as seat 1 sees it. Run it again after a board changes: node scripts/board-pictures.mjs
// (The Conspirateurs picture is a diagram of the empty board, drawn by hand.)
import { build } from "esbuild";
import { writeFileSync } from "node:fs";

const entry = `
import { h } from "preact";
import { render } from "preact-render-to-string";
import { getGame } from "./src/engine/registry";
import { gameUi } from "./boards/index";
import { outermostSvg } from "./src/embed/render";

/** Plays \`plies\` decisions, each actor taking one of its legal moves that play a card, spread by the ply. */
function position(id, players, seed, plies, labels, prefer) {
  const game = getGame(id);
  let s = game.setup(players, {}, seed);
  for (let i = 0; i < plies && !game.outcome(s); i++) {
    const seat = game.actors(s)[i % game.actors(s).length];
    const moves = game.legalMoves(s, seat);
    const playing = moves.filter((m) => m.kind !== "pass" && m.kind !== "done");
    // \`prefer\`: on every other ply, a move of this kind when there is one (Sleepers wakes some sleepers).
    const preferred = prefer && i % 2 ? playing.filter(prefer) : [];
    const pool = preferred.length ? preferred : playing;
    const move = pool[(i * 5 + 2) % Math.max(1, pool.length)] ?? moves[0];
    const next = game.apply(s, seat, move);
    if (!("ok" in next)) throw new Error(next.error);
    s = next.ok;
  }
  const { Board } = gameUi(id);
  const seats = labels.map((label, seat) => ({ seat, label, name: null }));
  const part = outermostSvg(render(h(Board, { view: game.view(s, 0), seat: 0, seats })));
  // The board's own viewBox stays: it is the drawing's true size.
  return '<svg xmlns="http://www.w3.org/2000/svg" width="100%"' + part.attrs + '>' + part.inner + '</svg>';
}

export const pictures = {
  // Sleepers as the match page draws it (France, the numbered sides), so the rules and the match look alike.
  sleepers: position("sleepers", 2, "rules-picture", 16, ["White", "Black"], (m) => m.kind === "activate"),
  sleep: position("sleep", 4, "rules-picture", 9, ["Ana", "Ben", "Cleo", "Dan"]),
  subrosa: position("subrosa", 3, "rules-picture", 7, ["Red", "Blue", "Green"]),
};
`;
const out = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: "ts" }, bundle: true, format: "esm", platform: "node", write: false, logLevel: "warning" });
const { pictures } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
for (const [game, svg] of Object.entries(pictures)) {
  writeFileSync(`docs/rules/${game}-board.svg`, svg + "\n");
  console.log(`docs/rules/${game}-board.svg: ${svg.length} bytes`);
}
