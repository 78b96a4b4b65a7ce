/** Who the visitor is (GET /api/session), shared by every screen. */
import { useEffect, useState } from "preact/hooks";
import { api, ApiError, type Me } from "./api";

type State = { me: Me | null; loaded: boolean };
let state: State = { me: null, loaded: false };
const listeners = new Set<(s: State) => void>();
let pending: Promise<Me | null> | null = null;
/** Bumped by setMe: an older GET /api/me answer must not undo a sign-in that happened meanwhile. */
let generation = 0;

function set(next: State) {
  state = next;
  for (const l of listeners) l(state);
}

export function loadMe(force = false): Promise<Me | null> {
  if (pending && !force) return pending;
  const gen = generation;
  // /api/session answers 200 with user null when signed out: a signed-out visit logs no error.
  pending = api<{ user: Me | null }>("/api/session")
    .then(({ user }) => {
      if (gen === generation) set({ me: user, loaded: true });
      return state.me;
    })
    .catch((e) => {
      if (gen !== generation) return state.me;
      if (e instanceof ApiError && e.status === 401) set({ me: null, loaded: true });
      else set({ ...state, loaded: true });
      return state.me;
    });
  return pending;
}

export function setMe(me: Me | null): void {
  generation++;
  set({ me, loaded: true });
  pending = Promise.resolve(me);
}

export function useMe(): State {
  const [s, setS] = useState(state);
  useEffect(() => {
    listeners.add(setS);
    if (!state.loaded) void loadMe();
    else setS(state);
    return () => void listeners.delete(setS);
  }, []);
  return s;
}

/** Plays as a guest with this name; the session cookie is set by the server. */
export async function becomeGuest(name: string): Promise<Me> {
  const me = await api<Me>("/api/auth/guest", { method: "POST", body: { name } });
  setMe(me);
  return me;
}

export async function signOut(): Promise<void> {
  await api("/api/auth/logout", { method: "POST" });
  setMe(null);
}
