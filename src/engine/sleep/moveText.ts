/**
 * Sleep's moves as text (the notation's move half, notation.ts has the positions): card codes from
 * cards.ts, seats as p1–p6. The rules write it into the turn records (rules.ts), the view reads it.
 */
import { err, ok, type Result } from "../game";
import { say } from "../words";
import { typeOf } from "./cards";
import type { Move } from "./types";

const CODE = "(?:F[1-6]|S(?:2[01]|1[0-9]|[1-9])|R(?:10|[1-9])|W(?:1[0-4]|[1-9])|Z[12])";

export function formatMove(m: Move): string {
  switch (m.kind) {
    case "pass":
      return "pass";
    case "sleep":
      return m.cards.join("+");
    case "wake":
    case "rem":
      return `${m.card}>p${m.target + 1}`;
    case "discard":
      return `x:${m.cards.join(",")}`;
  }
}

export function parseMove(text: string): Result<Move> {
  const t = text.trim();
  if (t === "pass") return ok({ kind: "pass" });
  let m = new RegExp(`^x:(${CODE}(?:,${CODE})*)$`).exec(t);
  if (m) return ok({ kind: "discard", cards: m[1]!.split(",") });
  m = new RegExp(`^(${CODE})>p([1-6])$`).exec(t);
  if (m) {
    const card = m[1]!;
    const target = Number(m[2]) - 1;
    const type = typeOf(card);
    if (type === "R") return ok({ kind: "rem", card, target });
    if (type === "W" || type === "Z") return ok({ kind: "wake", card, target });
    return err(say("sleepOnlyOnPlayer", { text: t }));
  }
  m = new RegExp(`^(${CODE})(?:\\+(${CODE}))?$`).exec(t);
  if (m) return ok({ kind: "sleep", cards: m[2] ? [m[1]!, m[2]] : [m[1]!] });
  return err(say("sleepNotMoveText", { text: t }));
}
