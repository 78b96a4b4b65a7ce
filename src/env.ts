import type { MatchRoom } from "./match/room";

export interface Env {
  DB: D1Database;
  MATCH_ROOM: DurableObjectNamespace<MatchRoom>;
  ASSETS?: Fetcher;
  EMAIL?: SendEmail;
  /** "development" (local default), "test", or "production". */
  ENVIRONMENT: string;
  MAIL_FROM: string;
  /** The service's origin, of every absolute link it writes (src/shared/origin.ts): configuration only. */
  PUBLIC_ORIGIN?: string;
  /** Moves one player may send to one match per minute (default 120; see src/match/moveBudget.ts). */
  MOVES_PER_MINUTE?: string;
}
