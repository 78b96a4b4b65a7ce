/**
 * The log lines of the match, one per viewer and event, computed when the event is written (the
 * store keeps them with it) and read back per viewer: a line never says more than the game's
 * `describe` lets that viewer know, nor whose decision it was when they could not know (SP-5).
 */
import type { Seat } from "../engine/game";
import { gameOf, namedText, seatLabel, seatWhoMsg, type MatchEvent, type MatchState } from "./state";
import { visibleActorsOf } from "./viewer";
import { msg, textIn, type Text } from "../shared/i18n";
import type { Locale } from "../shared/locale";

/**
 * One viewer's log line of an event: its text, or its text and `seat: null` when this viewer may
 * not learn whose event it was (a decision of a seat it could not know was deciding, SP-5). The
 * text is stored as a message, written in each reader's language when read; lines stored before
 * were plain English strings, which read as they are.
 */
export type ViewerLine = Text | { text: Text; seat: null };

let lastMs = NaN;
let lastIso = "";
/** An instant as the API writes it (ISO 8601). The last one is kept: a change's lines and every viewer's resource carry its time. */
export function isoAt(ms: number): string {
  if (ms !== lastMs) (lastMs = ms), (lastIso = new Date(ms).toISOString());
  return lastIso;
}

/** A stored log line as the API gives it to a reader of `locale`: its text written, its time as ISO 8601. */
export const logLineIn =
  (locale: Locale) =>
  <L extends { at: number; text: Text }>(line: L): Omit<L, "at" | "text"> & { at: string; text: string } => ({ ...line, text: textIn(locale, line.text), at: isoAt(line.at) });

const isHidden = (line: ViewerLine): line is { text: Text; seat: null } => typeof line === "object" && "seat" in line && line.seat === null;

/** A stored line as its viewer reads it: the text, and the event's seat unless hidden from them. */
export function readLine(line: ViewerLine | undefined, seat: Seat | null): { text: Text; seat: Seat | null } {
  if (line === undefined) return { text: "", seat };
  return isHidden(line) ? { text: line.text, seat: null } : { text: line, seat };
}

/** A stored line written in the reader's language. */
export function lineIn(locale: Locale, line: ViewerLine | undefined, seat: Seat | null): { text: string; seat: Seat | null } {
  const read = readLine(line, seat);
  return { text: textIn(locale, read.text), seat: read.seat };
}

/**
 * May `viewer` learn that `seat` took a decision in `before`? Only if they could know that `seat`
 * was deciding (visibleActorsOf): everyone in a game of turns, only the seat itself in Sleep.
 */
export function moverShownTo(before: MatchState, seat: Seat, viewer: Seat | null): boolean {
  return viewer === seat || visibleActorsOf(before, viewer).includes(seat);
}

/** The log line of one event for every viewer: index = seat, last index = spectators. */
export function describeEvent(before: MatchState | null, event: MatchEvent, after: MatchState): ViewerLine[] {
  const game = gameOf(after);
  const viewers: (Seat | null)[] = [...after.seats.map((_, i) => i), null];
  const label = (seat: Seat) => seatLabel(after, seat);
  const who = (seat: Seat) => seatWhoMsg(after, seat);
  const same = (text: Text) => viewers.map(() => text);
  const begins = after.status === "active";
  const byComputer = (seat: Seat) => after.seats[seat]?.kind === "bot";
  /** "The computer (normal)", and which seat it plays when there are more than two. */
  const computerWho = (seat: Seat) => {
    const level = after.seats[seat]?.level ?? "normal";
    return after.meta.players > 2 ? msg("roomComputerPlaying", { level, seat: label(seat) }) : msg("roomComputer", { level });
  };
  const shown = (seat: Seat, v: Seat | null) => before !== null && moverShownTo(before, seat, v);
  const described = (seat: Seat, move: unknown, v: Seat | null) => namedText(after, game.describe(before!.game, seat, move, after.game, v));
  switch (event.kind) {
    case "created":
      return same(msg("logCreated", { name: event.name, seat: label(event.seat), bots: (event.bots ?? []).map((b) => ({ level: b.level, seat: label(b.seat) })), begins }));
    case "bot-seat":
      return same(msg("logBotSeat", { level: event.level, seat: label(event.seat), begins }));
    case "joined":
      return same(msg("logJoined", { name: event.name, seat: label(event.seat), begins }));
    case "move":
      return viewers.map((v) => {
        const text = described(event.seat, event.move, v);
        return shown(event.seat, v) ? text : { text, seat: null };
      });
    case "timeout":
      // Public whoever decides: the seat is lost or handed to the computer, which everyone sees.
      if (event.move === null) return same(msg("logTimeoutLoses", { who: who(event.seat) }));
      return viewers.map((v) => namedText(after, msg("logTimeoutPlayed", { seat: label(event.seat), move: game.describe(before!.game, event.seat, event.move, after.game, v) })));
    case "resign":
      return same(msg("logResigned", { who: who(event.seat), computerGoesOn: after.status === "active" }));
    case "draw-offer":
      // The computer never offers: its offer is its answer to a person's (bots.ts).
      if (byComputer(event.seat)) return same(msg("logDrawAccepted", { who: computerWho(event.seat) }));
      return same(after.status === "finished" ? msg("logDrawAccepted", { who: who(event.seat) }) : msg("logDrawOffered", { who: who(event.seat) }));
    case "draw-decline":
      return same(msg("logDrawDeclined", { who: byComputer(event.seat) ? computerWho(event.seat) : who(event.seat) }));
    case "abort":
      return same(msg("logCancelled", { who: who(event.seat) }));
    case "rematch":
      return same(msg("logRematch", { who: who(event.seat) }));
    case "sealed":
      return same(""); // never logged: a sealed decision has no line (SP-5)
    case "seat-offer":
      return same(msg("logSeatOffered", { who: who(event.by), seat: label(event.seat) }));
    case "seat-taken":
      return same(msg("logSeatTaken", { name: event.name, seat: label(event.seat) }));
    case "vacation":
      return same(msg("logVacation", { who: who(event.seat), until: event.until }));
  }
}
