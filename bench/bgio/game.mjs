// The boardgame.io side of the benchmark: a trivial two-player game, the equivalent of one cheap
// legal move per turn. Players alternate (one move per turn); a move names one of the values in
// G.legal, anything else is INVALID_MOVE. It never ends by itself, so one match can take any
// number of moves. Hidden information: none (boardgame.io's default playerView).
import { createRequire } from "node:module";

// boardgame.io's subpackages are CommonJS folders that ESM cannot import by directory.
const { INVALID_MOVE } = createRequire(import.meta.url)("boardgame.io/core");

export const BenchGame = {
  name: "dd-bench",
  setup: () => ({ count: 0, last: null, legal: [0, 1, 2, 3, 4, 5, 6, 7] }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    play: {
      move: ({ G, playerID }, value) => {
        if (!G.legal.includes(value)) return INVALID_MOVE;
        return { count: G.count + 1, last: { player: playerID, value }, legal: G.legal };
      },
      // The client waits for the server's state: no optimistic local update.
      client: false,
    },
  },
};
