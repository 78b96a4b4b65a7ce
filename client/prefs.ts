/**
 * Preferences of this device (localStorage): "confirm moves", as lichess offers it. Kept per
 * device, not with the account: whether a tap needs a second tap depends on the screen in hand.
 */
import { useEffect, useState } from "preact/hooks";

const CONFIRM_KEY = "dd.confirmMoves";
const listeners = new Set<(on: boolean) => void>();

/** Does every move wait for a "Confirm" next to the board? (Off unless chosen in Settings.) */
export function confirmMoves(): boolean {
  try {
    return localStorage.getItem(CONFIRM_KEY) === "1";
  } catch {
    return false;
  }
}

export function setConfirmMoves(on: boolean): void {
  try {
    localStorage.setItem(CONFIRM_KEY, on ? "1" : "0");
  } catch {
    // storage refused (private mode): the setting lasts for this page only
  }
  for (const l of listeners) l(on);
}

export function useConfirmMoves(): boolean {
  const [on, setOn] = useState(confirmMoves);
  useEffect(() => {
    listeners.add(setOn);
    return () => void listeners.delete(setOn);
  }, []);
  return on;
}
