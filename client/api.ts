/** Talking to the Dead Drop API: JSON in and out, problem+json errors turned into ApiError. */
import type { GameInfo, LogLine, MatchResource, Problem } from "../src/shared/api";
import { m } from "./i18n/current";

export type { GameInfo, LogLine, MatchResource, Problem };

export interface Me {
  id: string;
  name: string;
  email: string | null;
  kind: "guest" | "member";
  settings: {
    emailMode: "every" | "digest" | "none";
    /** Vacation days still available this year. */
    vacationDaysLeft?: number;
    /** End of the current vacation, ms since the epoch (null: not on vacation). */
    vacationUntil?: number | null;
    [k: string]: unknown;
  };
  /** Email: each turn, a daily digest at `digestHour` in `timeZone`, or none. */
  notify?: { email: "each" | "digest" | "off"; digestHour: number; timeZone: string };
  /** Matches left before the end (GET /api/me). */
  reliability?: { resignations: number; timeouts: number };
}

export interface MyMatch {
  id: string;
  game: string;
  status: MatchResource["status"];
  you: number;
  yourTurn: boolean;
  actors: number[];
  players: number;
  freeSeats: number;
  seats: { seat: number; name: string | null }[];
  outcome: MatchResource["outcome"];
  deadline: string | null;
  updatedAt: string;
  url: string;
  /** Chat lines arrived since you last read this match's chat. */
  unreadChat?: number;
}

export interface LobbyMatch {
  id: string;
  game: string;
  players: number;
  freeSeats: number;
  seats: { seat: number; name: string | null; player: string | null }[];
  createdAt: string;
  url: string;
  /** A seat open in a running match (offered to a newcomer); `url` opens it with its invite. */
  offeredSeat?: number;
}

/** An answer that was not 2xx: carries the server's problem detail, which the UI shows as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail || problem.title);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, { type: "about:blank", title: m.offlineTitle(), status: 0, detail: m.offlineDetail() });
  }
  if (res.status === 204 || res.status === 304) return undefined as T;
  const text = await res.text();
  let data: any = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const problem: Problem =
      data && typeof data === "object" && "detail" in data
        ? data
        : { ...answeredProblem(res.status), title: res.statusText || m.errorTitle() };
    throw new ApiError(res.status, problem);
  }
  return data as T;
}

/** The problem of an answer that carried none: "The server answered 502." */
export function answeredProblem(status: number): Problem {
  return { type: "about:blank", title: m.errorTitle(), status, detail: m.serverAnswered({ status }) };
}

/** A readable message for anything thrown. */
export function messageOf(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

let gamesCache: Promise<GameInfo[]> | null = null;
export function loadGames(): Promise<GameInfo[]> {
  if (!gamesCache) gamesCache = api<GameInfo[]>("/api/games").catch((e) => ((gamesCache = null), Promise.reject(e)));
  return gamesCache;
}
