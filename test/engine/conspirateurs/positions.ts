/** Crafted Conspirateurs positions shared by the tests. */
import { LABELS, at } from "../../../src/engine/conspirateurs/geometry";
import { conspirateursKit } from "../helpers";

const { position } = conspirateursKit;

/**
 * The crafted lattice of docs/rules/conspirateurs.md: a 7×7 block E5–K11 with empty cells at even
 * offsets (a lattice of landing cells) and men between; Black's man on E5 can wander the lattice
 * in 1,012,588 different chains.
 */
export function lattice(): string {
  const black: string[] = ["E5"], white: string[] = [];
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      if (r % 2 === 0 && c % 2 === 0) continue;
      (white.length < 20 ? white : black).push(LABELS[at(4 + c, 4 + r)]!);
    }
  }
  return position(2, "b", { b: black.join(" "), w: white.join(" ") });
}

