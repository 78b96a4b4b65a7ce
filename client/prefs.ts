/**
 * Preferences of this device (localStorage): when a move waits for "Send", as lichess offers it
 * ("confirm moves": never, in correspondence, always). Kept per device, not with the account:
 * whether a tap needs a second tap depends on the screen in hand.
 */
import { useEffect, useState } from "preact/hooks";
import type { MatchResource } from "./api";

const CONFIRM_KEY = "dd.confirmMoves";

/** When a chosen move waits on the board for "Send" (with "Undo") before it goes. */
export type ConfirmMoves = "always" | "correspondence" | "never";
export const CONFIRM_DEFAULT: ConfirmMoves = "correspondence";

const listeners = new Set<(on: ConfirmMoves) => void>();

export function confirmMoves(): ConfirmMoves {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CONFIRM_KEY);
  } catch {
    // storage refused: the default
  }
  // "1" and "0": the earlier on/off checkbox of this setting.
  if (stored === "always" || stored === "1") return "always";
  if (stored === "never" || stored === "0") return "never";
  if (stored === "correspondence") return stored;
  return CONFIRM_DEFAULT;
}

export function setConfirmMoves(how: ConfirmMoves): void {
  try {
    localStorage.setItem(CONFIRM_KEY, how);
  } catch {
    // storage refused (private mode): the setting lasts for this page only
  }
  for (const l of listeners) l(how);
}

export function useConfirmMoves(): ConfirmMoves {
  const [how, setHow] = useState(confirmMoves);
  useEffect(() => {
    listeners.add(setHow);
    return () => void listeners.delete(setHow);
  }, []);
  return how;
}

/**
 * A correspondence match is played over days: it has a days-per-move clock, or another person
 * plays in it. A match against the computer alone with no clock is played at one sitting.
 */
export function isCorrespondence(m: Pick<MatchResource, "timeControl" | "seats" | "you">): boolean {
  return m.timeControl.daysPerMove !== null || m.seats.some((s) => s.kind === "human" && s.seat !== m.you && !s.resigned);
}

/** Does a move chosen on this match's board wait for "Send"? */
export function holdsMoves(how: ConfirmMoves, m: Pick<MatchResource, "timeControl" | "seats" | "you">): boolean {
  return how === "always" || (how === "correspondence" && isCorrespondence(m));
}
