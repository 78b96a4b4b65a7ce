// The Worker as tests run it: the real app plus a game that exists only for tests.
import { registerForTests } from "../../src/engine/registry";
import { tinyGame } from "../support/tinyGame";

registerForTests(tinyGame);

export * from "../../src/index";
export { default } from "../../src/index";
