/**
 * The log lines of the match, one per viewer and event, computed when the event is written (the
 * store keeps them with it) and read back per viewer: a line never says more than the game's
 * `describe` lets that viewer know, nor whose decision it was when they could not know (SP-5).
 */
import type { Seat } from "../engine/game";
import { gameOf, namedText, seatWho, type MatchEvent, type MatchState } from "./state";
import { visibleActorsOf } from "./viewer";
import { textIn } from "../shared/i18n";

/**
 * One viewer's log line of an event: its text, or its text and `seat: null` when this viewer may
 * not learn whose event it was (a decision of a seat it could not know was deciding, SP-5).
 */
export type ViewerLine = string | { text: string; seat: null };

/** A stored line as its viewer reads it: the text, and the event's seat unless hidden from them. */
export function readLine(line: ViewerLine | undefined, seat: Seat | null): { text: string; seat: Seat | null } {
  if (line === undefined) return { text: "", seat };
  return typeof line === "string" ? { text: line, seat } : { text: line.text, seat: null };
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
  const label = (seat: Seat) => game.seatName(seat, after.meta.players);
  const who = (seat: Seat) => seatWho(after, seat);
  const same = (text: string) => viewers.map(() => text);
  const byComputer = (seat: Seat) => after.seats[seat]?.kind === "bot";
  /** "The computer (normal)", and which seat it plays when there are more than two. */
  const computerWho = (seat: Seat) => `The computer (${after.seats[seat]?.level ?? "normal"})` + (after.meta.players > 2 ? ` playing ${label(seat)}` : "");
  const shown = (seat: Seat, v: Seat | null) => before !== null && moverShownTo(before, seat, v);
  switch (event.kind) {
    case "created":
      return same(
        `${event.name} created the match and sat as ${label(event.seat)}` +
          (event.bots ?? []).map((b) => `; the computer (${b.level}) plays ${label(b.seat)}`).join("") +
          (after.status === "active" ? "; the match begins" : ""),
      );
    case "bot-seat":
      return same(`The computer (${event.level}) takes ${label(event.seat)}` + (after.status === "active" ? "; the match begins" : ""));
    case "joined":
      return same(`${event.name} joined as ${label(event.seat)}` + (after.status === "active" ? "; the match begins" : ""));
    case "move":
      return viewers.map((v) => {
        const text = namedText(after, textIn("en", game.describe(before!.game, event.seat, event.move, after.game, v)));
        return shown(event.seat, v) ? text : { text, seat: null };
      });
    case "timeout":
      // Public whoever decides: the seat is lost or handed to the computer, which everyone sees.
      if (event.move === null) return same(`${who(event.seat)} ran out of time and loses`);
      return viewers.map((v) => namedText(after, `${label(event.seat)} ran out of time; the computer played: ` + textIn("en", game.describe(before!.game, event.seat, event.move, after.game, v))));
    case "resign":
      return same(`${who(event.seat)} resigned` + (after.status === "active" ? " — the computer plays their seat from now on" : ""));
    case "draw-offer":
      // The computer never offers: its offer is its answer to a person's (bots.ts).
      if (byComputer(event.seat)) return same(`${computerWho(event.seat)} accepted the draw`);
      return same(after.status === "finished" ? `${who(event.seat)} accepted the draw` : `${who(event.seat)} offered a draw`);
    case "draw-decline":
      return same(`${byComputer(event.seat) ? computerWho(event.seat) : who(event.seat)} declined the draw`);
    case "abort":
      return same(`${who(event.seat)} cancelled the match`);
    case "rematch":
      return same(`${who(event.seat)} asked for a rematch`);
    case "sealed":
      return same(""); // never logged: a sealed decision has no line (SP-5)
    case "seat-offer":
      return same(`${who(event.by)} offers ${label(event.seat)}, which the computer plays, to a newcomer`);
    case "seat-taken":
      return same(`${event.name} took over ${label(event.seat)} from the computer`);
    case "vacation":
      return same(`${who(event.seat)} is on vacation until ${new Date(event.until).toUTCString().slice(0, 22)} UTC; their clock is stopped`);
  }
}
