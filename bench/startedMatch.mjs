// A match of `players` seats, created and joined, as the room's fold makes it: pure (no Node API),
// so that the same code runs in Node (bench/engine.mjs) and inside workerd (bench/experiments/roomInWorkerd).

/** Every option of `game` at its default. */
export const defaultOptions = (game) => Object.fromEntries(Object.entries(game.options ?? {}).map(([k, v]) => [k, v.default]));

/** `sources`: the room's modules (`step`); the match is created by seat 0 and joined by the others at `at`. */
export function startedMatchState(sources, game, players, seed, at) {
  const meta = { id: "benchmatch", game: game.id, players, options: defaultOptions(game), visibility: "unlisted", daysPerMove: null, seed, invite: "x", createdBy: "u0", createdAt: at, rematchOf: null };
  let s = sources.step(null, { kind: "created", meta, seat: 0, userId: "u0", name: "P0" }, at).ok;
  for (let seat = 1; seat < players; seat++) s = sources.step(s, { kind: "joined", seat, userId: `u${seat}`, name: `P${seat}` }, at).ok;
  return s;
}
