// The CPU time of one link-preview render, in Node: the same code the Worker runs (previewSvg,
// resvg's WebAssembly build, the PNG encoder), bundled from src/ with esbuild, on positions of
// every registered game reached by seeded random moves. `process.cpuUsage()` counts only this
// process's CPU, so the figure does not grow when other processes crowd the machine, unlike the
// wall time the Worker reports (bench/preview.mjs). Used by bench/preview.mjs for
// `summary.g.pngRenderMs` (the goal is < 50 ms CPU at the median).
import { importSources } from "../scripts/import-sources.mjs";
import { percentile, rng, round } from "./lib.mjs";

/** The Worker's rendering code, bundled for Node (scripts/import-sources.mjs). */
const loadRenderer = () =>
  importSources(
    { allGames: "src/engine/registry", previewSvg: "src/embed/preview", svgToPng: "src/embed/png", themeColor: "src/embed/theme" },
    {
      platform: "node",
      target: "node20",
      mainFields: ["main", "module"],
      // The Worker's build of @cf-wasm/resvg imports its .wasm as a module; Node's reads the file.
      alias: { "@cf-wasm/resvg": "@cf-wasm/resvg/node" },
      external: ["@cf-wasm/resvg/node"],
      loader: { ".ttf": "binary" },
    },
  );

const defaults = (game) => Object.fromEntries(Object.entries(game.options ?? {}).map(([k, v]) => [k, v.default]));

/** What the preview shows of a position, as the route builds it for a spectator. */
function embedMatch(game, state, seq, status) {
  const outcome = game.outcome(state);
  return {
    id: "k3m9x2p7qa",
    game: game.id,
    gameName: game.name,
    status,
    seq,
    seats: [0, 1].map((seat) => ({ seat, label: game.seatName(seat, 2), name: ["Ada", "Bea"][seat], kind: "human" })),
    actors: status === "active" ? game.actors(state) : [],
    outcome: outcome ? { winners: outcome.winners, draw: outcome.draw, reason: outcome.reason } : null,
    at: null,
    view: game.view(state, null),
    shownStatus: status,
    log: null,
    origin: "https://deaddrop.example",
    locale: "en",
  };
}

export async function previewCpu({ moves = 12, matches = 2 } = {}) {
  const { allGames, previewSvg, svgToPng, themeColor } = await loadRenderer();
  const r = rng(21);
  const games = {};
  const all = [];
  // The first render compiles the WebAssembly module: not a per-request cost.
  await svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
  for (const game of allGames()) {
    const cpu = [];
    for (let k = 0; k < matches; k++) {
      let state = game.setup(2, defaults(game), `preview-${game.id}-${k}`);
      for (let seq = 1; seq <= moves; seq++) {
        const over = !!game.outcome(state);
        const m = embedMatch(game, state, seq, over ? "finished" : "active");
        const before = process.cpuUsage();
        await svgToPng(previewSvg(m, "light"), themeColor("light", "--bg"));
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
        if (over) break;
        const actor = game.actors(state)[0];
        const applied = game.apply(state, actor, r.pick(game.legalMoves(state, actor)));
        if (!("ok" in applied)) throw new Error(`${game.id}: ${applied.error}`);
        state = applied.ok;
      }
    }
    games[game.id] = { renders: cpu.length, cpuMsP50: round(percentile(cpu, 50), 1), cpuMsP99: round(percentile(cpu, 99), 1) };
    all.push(...cpu);
  }
  return { what: "CPU time of one render (previewSvg + resvg + PNG encoding) in Node, process.cpuUsage()", renders: all.length, cpuMsP50: round(percentile(all, 50), 1), cpuMsP99: round(percentile(all, 99), 1), games };
}
